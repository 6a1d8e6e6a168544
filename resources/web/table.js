// A table's page: the game as the server rendered it, then followed live (a stream of changes); each change
// confirmed here is given its identity at once, kept in this phone's storage until the server answers it, and sent
// again after a lost answer, a dropped network, a reload or a phone locked for a while: stored once, in order.
// Plain HTTP on a club's Wi-Fi is no secure context (no crypto.randomUUID, no service worker): the identity is made
// from crypto.getRandomValues, which works there, and the storage is localStorage.
(function () {
  "use strict";
  var root = document.getElementById("table");
  var state = JSON.parse(root.dataset.state);
  var w = JSON.parse(root.dataset.words);
  var base = location.pathname.replace(/\/+$/, "");
  var query = location.search;
  var storeKey = "tablekeeper.outbox:" + base;
  var outbox = loadOutbox();
  var sending = false;
  var retryIn = 1000;
  var entry = null; // the hand being entered: {kind, ...}
  var previewed = null; // the lines of the last preview of ``entry``, or null
  var clockRead = Date.now(); // when the clock shown was read (the page counts a running clock down from it)
  var asking = 0; // the number of the last preview asked: an answer to an earlier one is dropped

  function loadOutbox() {
    try {
      var kept = JSON.parse(localStorage.getItem(storeKey) || "[]");
      return Array.isArray(kept) ? kept : [];
    } catch (e) {
      return [];
    }
  }

  function saveOutbox() {
    try {
      localStorage.setItem(storeKey, JSON.stringify(outbox));
    } catch (e) {
      /* a private window without storage: the change stays in memory until it is sent */
    }
  }

  function identity() {
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    bytes[6] = (bytes[6] & 0x0f) | 0x40;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    var hex = Array.prototype.map.call(bytes, function (b) { return (b + 0x100).toString(16).slice(1); }).join("");
    return hex.slice(0, 8) + "-" + hex.slice(8, 12) + "-" + hex.slice(12, 16) + "-" + hex.slice(16, 20) + "-" + hex.slice(20);
  }

  function el(tag, attributes, children) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (name) {
      if (name === "text") node.textContent = attributes[name];
      else if (name === "onclick") node.addEventListener("click", attributes[name]);
      else node.setAttribute(name, attributes[name]);
    });
    (children || []).forEach(function (child) { node.appendChild(child); });
    return node;
  }

  function button(label, onclick, extra) {
    var attributes = Object.assign({ type: "button", text: label, onclick: onclick }, extra || {});
    return el("button", attributes);
  }

  // --- what the page shows -----------------------------------------------------------------------------------

  function render() {
    document.getElementById("line").textContent = state.paper ? w.paper : state.line;
    var seats = document.getElementById("seats");
    seats.textContent = "";
    state.seats.forEach(function (seat) {
      var classes = "seat" + (seat.dealer ? " dealer" : "") + (seat.riichi ? " riichi" : "");
      var card = el("div", { class: classes, "data-seat": seat.seat }, [
        el("span", { class: "wind", text: seat.wind || "" }),
        el("span", { class: "name", text: seat.name }),
        el("span", { class: "points", text: seat.points || "" }),
      ]);
      if (!state.paper && !state.finished) {
        if (seat.riichi) card.appendChild(el("span", { class: "stick", text: w.riichi }));
        else card.appendChild(button(w.riichi, function () { riichi(seat.seat); }, { class: "riichi-button" }));
      }
      seats.appendChild(card);
    });
    var hands = document.querySelector("#hands ol");
    hands.textContent = "";
    state.hands.slice().reverse().forEach(function (hand) {
      hands.appendChild(el("li", {}, [el("span", { class: "deal", text: hand.deal }), document.createTextNode(" " + hand.text)]));
    });
    renderStandings();
    renderClock();
    renderActions();
    renderWaiting();
    renderEntry();
  }

  function renderStandings() {
    var box = document.getElementById("standings");
    box.hidden = !state.finished || !state.standings.length;
    var list = box.querySelector("ol");
    list.textContent = "";
    state.standings.forEach(function (each) {
      list.appendChild(el("li", { text: each.place + " " + each.name + " " + each.points }));
    });
  }

  function renderClock() {
    var clock = state.clock;
    var line = document.getElementById("clock");
    line.hidden = !clock;
    if (!clock) return;
    var words = clock.status;
    if (clock.running) {
      var left = Math.max(0, clock.left - Math.floor((Date.now() - clockRead) / 1000));
      var minutes = Math.floor(left / 60);
      var hours = Math.floor(minutes / 60);
      var shown = hours ? hours + ":" + pad(minutes % 60) + ":" + pad(left % 60) : minutes + ":" + pad(left % 60);
      words = clock.running_words.replace("{left}", shown);
    }
    line.textContent = clock.hands_left ? words + " · " + clock.hands_left : words;
  }

  function pad(value) {
    return (value < 10 ? "0" : "") + value;
  }

  function renderActions() {
    var actions = document.getElementById("actions");
    actions.textContent = "";
    actions.hidden = state.paper || state.finished;
    if (actions.hidden) return;
    [["ron", w.ron], ["tsumo", w.tsumo], ["draw", w.draw], ["abort", w.abort], ["chombo", w.chombo]].forEach(function (pair) {
      actions.appendChild(button(pair[1], function () { start(pair[0]); }, { class: "action", "data-kind": pair[0] }));
    });
    if (state.undo) actions.appendChild(button(w.undo, function () { start("undo"); }, { class: "action", "data-kind": "undo" }));
  }

  function renderWaiting() {
    var waiting = document.getElementById("waiting");
    waiting.hidden = outbox.length === 0;
    waiting.textContent = outbox.length === 1 ? w.waiting_one : w.waiting_many.replace("{count}", outbox.length);
  }

  function say(sentence) {
    var refusal = document.getElementById("refusal");
    refusal.hidden = !sentence;
    refusal.textContent = sentence || "";
  }

  // --- entering a hand -----------------------------------------------------------------------------------------

  function start(kind) {
    say("");
    entry = { kind: kind, winners: [], discarder: null, tenpai: [], nagashi: [], abort: null, offender: null, values: {} };
    if (kind === "draw") entry.tenpai = state.seats.filter(function (s) { return s.riichi; }).map(function (s) { return s.seat; });
    previewed = null;
    renderEntry();
    ask();
  }

  function seatButtons(question, chosen, onchoose, disabled) {
    var row = el("div", { class: "choice" }, [el("p", { class: "question", text: question })]);
    state.seats.forEach(function (seat) {
      var pressed = chosen.indexOf(seat.seat) >= 0;
      var attributes = { "aria-pressed": pressed ? "true" : "false", "data-seat": seat.seat, class: "seat-choice" };
      if (disabled && disabled.indexOf(seat.seat) >= 0) attributes.disabled = "disabled";
      row.appendChild(button(seat.name, function () { onchoose(seat.seat); }, attributes));
    });
    return row;
  }

  function toggle(list, seat) {
    var at = list.indexOf(seat);
    if (at >= 0) list.splice(at, 1);
    else list.push(seat);
  }

  function valueChoice(seat) {
    var value = entry.values[seat] || (entry.values[seat] = { han: null, fu: 30, yakuman: 0, pao: null });
    var name = state.seats[seat].name;
    var box = el("div", { class: "value", "data-winner": seat }, [el("p", { class: "question", text: name })]);
    var hanRow = el("div", { class: "chips han" });
    [1, 2, 3, 4].forEach(function (han) {
      hanRow.appendChild(button(han + " " + w.han, function () { value.han = han; value.yakuman = 0; changed(); },
        { "aria-pressed": value.han === han && !value.yakuman ? "true" : "false", "data-han": han }));
    });
    [["limit_mangan", 5], ["limit_haneman", 6], ["limit_baiman", 8], ["limit_sanbaiman", 11], ["limit_yakuman", 0]].forEach(function (pair) {
      var yakuman = pair[1] === 0;
      hanRow.appendChild(button(w[pair[0]], function () {
        value.han = yakuman ? null : pair[1]; value.yakuman = yakuman ? 1 : 0; changed();
      }, { "aria-pressed": (yakuman ? value.yakuman === 1 : value.han === pair[1] && !value.yakuman) ? "true" : "false", "data-limit": pair[0] }));
    });
    box.appendChild(hanRow);
    if (value.han !== null && value.han < 5 && !value.yakuman) {
      var fuRow = el("div", { class: "chips fu" });
      [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110].forEach(function (fu) {
        fuRow.appendChild(button(fu + " " + w.fu, function () { value.fu = fu; changed(); },
          { "aria-pressed": value.fu === fu ? "true" : "false", "data-fu": fu }));
      });
      box.appendChild(fuRow);
    }
    if (value.yakuman || (value.han !== null && value.han >= 11)) {
      var pao = el("div", { class: "chips pao" }, [el("p", { class: "question", text: w.liable })]);
      pao.appendChild(button(w.nobody, function () { value.pao = null; changed(); }, { "aria-pressed": value.pao === null ? "true" : "false" }));
      state.seats.forEach(function (other) {
        if (other.seat === seat) return;
        pao.appendChild(button(other.name, function () { value.pao = other.seat; changed(); },
          { "aria-pressed": value.pao === other.seat ? "true" : "false", "data-pao": other.seat }));
      });
      box.appendChild(pao);
    }
    return box;
  }

  function win(seat) {
    var value = entry.values[seat] || {};
    var limit = value.yakuman || (value.han !== null && value.han >= 5);
    return { winner: seat, han: value.yakuman ? null : value.han, fu: limit ? null : value.fu, yakuman: value.yakuman || 0, pao: value.pao === undefined ? null : value.pao };
  }

  function result() {
    // The hand as the server reads it (the export's format); null while something is still to be chosen.
    var kind = entry.kind;
    var complete = function (seat) { var v = entry.values[seat]; return v && (v.yakuman || v.han !== null); };
    if (kind === "ron") {
      if (entry.discarder === null || entry.winners.length === 0 || !entry.winners.every(complete)) return null;
      return { kind: "ron", discarder: entry.discarder, wins: entry.winners.map(win), riichi: [] };
    }
    if (kind === "tsumo") {
      if (entry.winners.length !== 1 || !complete(entry.winners[0])) return null;
      return { kind: "tsumo", win: win(entry.winners[0]), riichi: [] };
    }
    if (kind === "draw") return { kind: "draw", tenpai: entry.tenpai.slice().sort(), nagashi: entry.nagashi.slice().sort(), riichi: [] };
    if (kind === "abort") return entry.abort ? { kind: "abort", abort: entry.abort, riichi: [] } : null;
    if (kind === "chombo") return entry.offender === null ? null : { kind: "chombo", offender: entry.offender, riichi: [] };
    return null;
  }

  function changed() {
    previewed = null;
    renderEntry();
    ask();
  }

  function renderEntry() {
    var box = document.getElementById("entry");
    box.textContent = "";
    box.hidden = entry === null;
    if (entry === null) return;
    var kind = entry.kind;
    if (kind === "ron") {
      box.appendChild(seatButtons(w.who_won, entry.winners, function (seat) { toggle(entry.winners, seat); changed(); },
        entry.discarder === null ? [] : [entry.discarder]));
      box.appendChild(seatButtons(w.who_dealt_in, entry.discarder === null ? [] : [entry.discarder], function (seat) {
        entry.discarder = entry.discarder === seat ? null : seat; changed();
      }, entry.winners));
      entry.winners.forEach(function (seat) { box.appendChild(valueChoice(seat)); });
    } else if (kind === "tsumo") {
      box.appendChild(seatButtons(w.who_won, entry.winners, function (seat) { entry.winners = [seat]; changed(); }));
      entry.winners.forEach(function (seat) { box.appendChild(valueChoice(seat)); });
    } else if (kind === "draw") {
      box.appendChild(seatButtons(w.who_tenpai, entry.tenpai, function (seat) { toggle(entry.tenpai, seat); changed(); }));
      if (state.nagashi) box.appendChild(seatButtons(w.nagashi, entry.nagashi, function (seat) { toggle(entry.nagashi, seat); changed(); }));
    } else if (kind === "abort") {
      var kinds = el("div", { class: "choice" }, [el("p", { class: "question", text: w.which_abort })]);
      state.aborts.forEach(function (name) {
        kinds.appendChild(button(w["abort_" + name], function () { entry.abort = name; changed(); },
          { "aria-pressed": entry.abort === name ? "true" : "false", "data-abort": name }));
      });
      box.appendChild(kinds);
    } else if (kind === "chombo") {
      box.appendChild(seatButtons(w.who_chombo, entry.offender === null ? [] : [entry.offender], function (seat) {
        entry.offender = seat; changed();
      }));
    } else if (kind === "undo") {
      box.appendChild(el("p", { class: "question", text: state.undo }));
    }
    var preview = el("div", { id: "preview" });
    (previewed || []).forEach(function (line) { preview.appendChild(el("p", { text: line })); });
    box.appendChild(preview);
    var ready = kind === "undo" || previewed !== null;
    var confirmButton = button(w.confirm, confirm, { id: "confirm", class: "confirm" });
    if (!ready) confirmButton.disabled = true;
    box.appendChild(el("div", { class: "buttons" }, [button(w.cancel, function () { entry = null; say(""); renderEntry(); }, { id: "cancel" }), confirmButton]));
  }

  function ask() {
    // Every payment shown before Confirm: the server's preview, the same checks as recording.
    var hand = entry && entry.kind !== "undo" ? result() : null;
    var asked = ++asking; // each choice its own question: only the answer to the last one is shown
    if (!hand) return;
    post("/preview", { result: hand, revision: state.revision }).then(function (answer) {
      if (asked !== asking || !entry) return;
      if (answer.body.refusal) { say(answer.body.refusal); previewed = null; }
      else { say(""); previewed = answer.body.lines; }
      renderEntry();
    }, function () { if (asked === asking) say(w.offline); });
  }

  function confirm() {
    var change;
    if (entry.kind === "undo") change = { kind: "undo" };
    else change = { kind: "record", result: result() };
    entry = null;
    asking++;
    queue(change);
  }

  function riichi(seat) {
    say("");
    queue({ kind: "riichi", seat: seat });
  }

  // --- exactly once ---------------------------------------------------------------------------------------------

  function queue(change) {
    change.entry = identity();
    change.revision = state.revision + outbox.length; // each change kept before it moves the game by one
    outbox.push(change);
    saveOutbox();
    render();
    send();
  }

  function post(path, body) {
    return fetch(base + path + query, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      cache: "no-store",
    }).then(function (response) {
      return response.json().then(function (json) { return { status: response.status, body: json }; });
    });
  }

  function send() {
    if (sending || outbox.length === 0) return;
    sending = true;
    var change = outbox[0];
    post("/change", change).then(function (answer) {
      sending = false;
      if (answer.status >= 500 || answer.status === 429) return later();
      retryIn = 1000;
      outbox.shift(); // answered: stored, stored before (a retry), or refused with nothing stored
      if (answer.body.refusal) {
        outbox = []; // the changes kept after a refused one were made on a game that is not
        say(answer.body.refusal);
      }
      saveOutbox();
      if (answer.body.state) { state = answer.body.state; clockRead = Date.now(); }
      render();
      send();
    }, function () {
      sending = false; // no answer: the change may be stored or not; the same identity is sent again
      later();
    });
  }

  function later() {
    renderWaiting();
    setTimeout(send, retryIn);
    retryIn = Math.min(retryIn * 2, 10000);
  }

  function refresh() {
    if (outbox.length) return send();
    fetch(base + "/state" + query, { cache: "no-store" }).then(function (response) {
      return response.ok ? response.json() : null;
    }).then(function (fresh) {
      if (fresh && outbox.length === 0) {
        var moved = fresh.revision !== state.revision || fresh.paper !== state.paper;
        state = fresh;
        clockRead = Date.now();
        if (!moved) return renderClock();
        if (entry) { previewed = null; ask(); }
        render();
      }
    }, function () {});
  }

  function follow() {
    if (!window.EventSource) return setInterval(refresh, 1000);
    var stream = new EventSource(base + "/stream" + query);
    stream.addEventListener("changed", refresh);
  }

  window.addEventListener("online", function () { retryIn = 1000; send(); });
  document.addEventListener("visibilitychange", function () { if (!document.hidden) refresh(); });
  root.hidden = false;
  render();
  setInterval(renderClock, 1000);
  follow();
  send();
})();
