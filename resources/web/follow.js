// The event's and a player's pages follow the event: told by the server's stream that something changed, the page
// reads itself again and puts its new content in place (no reload, no flash); the clock counts down between two.
(function () {
  "use strict";
  var main = document.getElementById("follow");
  if (!main) return;
  var reading = false, again = false;

  function read() {
    if (reading) { again = true; return; }
    reading = true;
    fetch(location.href, { cache: "no-store" }).then(function (response) {
      return response.ok ? response.text() : null;
    }).then(function (html) {
      reading = false;
      if (html) {
        var page = new DOMParser().parseFromString(html, "text/html");
        ["follow", "clock", "standing"].forEach(function (id) {
          var now = page.getElementById(id), here = document.getElementById(id);
          if (now && here) here.replaceWith(now);
        });
        counted = Date.now();
      }
      if (again) { again = false; read(); }
    }, function () { reading = false; });
  }

  var counted = Date.now();
  function countDown() {
    var clock = document.getElementById("clock");
    if (!clock || !clock.dataset.left) return;
    var left = Math.max(0, Number(clock.dataset.left) - Math.floor((Date.now() - counted) / 1000));
    var minutes = Math.floor(left / 60), seconds = left % 60;
    var shown = (minutes >= 60 ? Math.floor(minutes / 60) + ":" + String(minutes % 60).padStart(2, "0") : minutes) +
      ":" + String(seconds).padStart(2, "0");
    clock.textContent = clock.dataset.words.replace("{left}", shown);
  }

  var first = true;
  if (window.EventSource) {
    var stream = new EventSource(location.pathname + "/stream" + location.search);
    stream.addEventListener("changed", function () { if (first) { first = false; return; } read(); });
  } else {
    setInterval(read, 5000);
  }
  document.addEventListener("visibilitychange", function () { if (!document.hidden) read(); });
  setInterval(countDown, 1000);
})();
