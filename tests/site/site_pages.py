"""Reading a site that `tablekeeper site` wrote, as a browser and a validator would: each HTML page parsed into a small
tree with a strict check of its markup, each link followed from index.html, each SVG chart parsed as XML.

Python's html.parser is forgiving (html5lib is not installed here), so the checks a browser's parser does silently
are made here out loud: every element closed in the order it was opened, no end tag for a void element, no block
inside a <p>, table cells in rows, a page that starts with the HTML5 doctype, an ``&`` or a ``<`` of the text always
escaped."""

from __future__ import annotations

import io
import posixpath
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlsplit

from tablekeeper.cli import main

SVG = "{http://www.w3.org/2000/svg}"
MARK = ".tablekeeper-site"
VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"})
HEAD_ONLY = frozenset({"meta", "title", "link", "base", "style"})
BLOCKS = frozenset(
    {"address", "article", "aside", "div", "dl", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6",
     "header", "hr", "main", "nav", "ol", "p", "section", "table", "ul"}
)  # fmt: skip
"""What a <p> cannot hold: an HTML5 parser ends the paragraph before it, and its </p> is then a stray end tag."""
PARENTS = {
    "td": {"tr"},
    "th": {"tr"},
    "tr": {"thead", "tbody", "tfoot", "table"},
    "thead": {"table"},
    "tbody": {"table"},
    "li": {"ul", "ol"},
    "dt": {"dl", "div"},
    "dd": {"dl", "div"},
    "figcaption": {"figure"},
    "head": {"html"},
    "body": {"html"},
}
REFERENCES = ("href", "src", "srcset", "poster", "action", "data", "formaction", "xlink:href")
BARE_AMPERSAND = re.compile(r"&(?!#[0-9]+;|#x[0-9a-fA-F]+;|[A-Za-z][A-Za-z0-9]*;)")
BARE_LESS_THAN = re.compile(r"<(?![A-Za-z/!])")
CSS_URL = re.compile(r"url\(\s*['\"]?([^'\")]*)|@import\s+['\"]([^'\"]*)")
ABSOLUTE_URL = re.compile(r"https?:|//[A-Za-z0-9]", re.IGNORECASE)
NAMESPACE = re.compile(r"\sxmlns(:\w+)?=\"[^\"]*\"")
"""An SVG file's ``xmlns="http://www.w3.org/2000/svg"`` names its vocabulary; nothing is fetched from it."""


def tablekeeper(*arguments: str) -> tuple[int, str, str]:
    """Run the command line in this process: its exit status, stdout and stderr."""
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        status = main(list(arguments))
    return status, out.getvalue(), err.getvalue()


@dataclass
class Node:
    """An element of a page: its tag, attributes, children (elements and text) and parent."""

    tag: str
    attrs: dict[str, str]
    parent: Node | None = None
    children: list[Node | str] = field(default_factory=list)

    def text(self) -> str:
        """Its text, the text of its descendants included, spaces run together."""
        return " ".join("".join(_texts(self)).split())

    def all(self, tag: str) -> list[Node]:
        """Every element of this tag within it (itself included), in the page's order."""
        return [node for node in self.walk() if node.tag == tag]

    def one(self, tag: str) -> Node:
        (found,) = self.all(tag)
        return found

    def walk(self) -> Iterator[Node]:
        yield self
        for child in self.children:
            if isinstance(child, Node):
                yield from child.walk()


def _texts(node: Node) -> Iterator[str]:
    for child in node.children:
        if isinstance(child, str):
            yield child
        else:
            if child.tag == "br":
                yield " "
            yield from _texts(child)


class _Reader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Node("#document", {})
        self.open: list[Node] = [self.root]
        self.problems: list[str] = []
        self.doctypes: list[str] = []
        self.ids: set[str] = set()

    def _where(self) -> str:
        line, column = self.getpos()
        return f"line {line}, column {column}"

    def handle_decl(self, decl: str) -> None:
        self.doctypes.append(decl)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        names = [name for name, _ in attrs]
        if len(set(names)) != len(names):
            self.problems.append(f"<{tag}> with an attribute twice at {self._where()}")
        values = {name: value or "" for name, value in attrs}
        if "id" in values:
            if values["id"] in self.ids:
                self.problems.append(f"id {values['id']!r} twice at {self._where()}")
            self.ids.add(values["id"])
        parent = self.open[-1]
        if parent.tag == "p" and tag in BLOCKS:
            self.problems.append(f"<{tag}> inside <p> at {self._where()}")
        if tag == "a" and any(node.tag == "a" for node in self.open):
            self.problems.append(f"<a> inside <a> at {self._where()}")
        if tag in PARENTS and parent.tag not in PARENTS[tag]:
            self.problems.append(f"<{tag}> inside <{parent.tag}> at {self._where()}")
        inside = {node.tag for node in self.open}
        if tag in HEAD_ONLY and "body" in inside:
            self.problems.append(f"<{tag}> in the body at {self._where()}")
        if tag not in HEAD_ONLY and tag not in ("html", "head", "body") and "head" in inside:
            self.problems.append(f"<{tag}> in the head at {self._where()}")
        if tag == "html" and len(self.open) != 1:
            self.problems.append(f"<html> inside <{parent.tag}> at {self._where()}")
        if tag != "html" and len(self.open) == 1:
            self.problems.append(f"<{tag}> outside <html> at {self._where()}")
        node = Node(tag, values, parent)
        parent.children.append(node)
        if tag not in VOID:
            self.open.append(node)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in VOID:  # <div/> opens a div in HTML5: its "/" is ignored, and the div is never closed
            self.problems.append(f"<{tag}/> (not a void element) at {self._where()}")
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.open.pop()

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID:
            self.problems.append(f"</{tag}> (a void element) at {self._where()}")
        elif self.open[-1].tag != tag:
            self.problems.append(f"</{tag}> closes <{self.open[-1].tag}> at {self._where()}")
        else:
            self.open.pop()

    def handle_data(self, data: str) -> None:
        if len(self.open) == 1 and data.strip():
            self.problems.append(f"text outside <html> at {self._where()}")
        self.open[-1].children.append(data)

    def handle_pi(self, data: str) -> None:
        self.problems.append(f"processing instruction at {self._where()}")

    def unknown_decl(self, data: str) -> None:
        self.problems.append(f"unknown declaration {data!r} at {self._where()}")


@dataclass
class Page:
    """One HTML page of the site, parsed, with what is wrong with its markup."""

    path: str
    source: str
    root: Node
    problems: list[str]

    @property
    def html(self) -> Node:
        return self.root.one("html")

    def h1(self) -> str:
        return self.root.one("h1").text()

    def references(self) -> list[tuple[str, str]]:
        """Each (attribute, value) of the page that names another file: links, images, style sheets."""
        return [(name, node.attrs[name]) for node in self.root.walk() for name in REFERENCES if name in node.attrs]

    def rows(self, table: int = 0) -> list[list[Node]]:
        """The cells of each row of the body of the page's ``table``-th table."""
        body = self.root.all("table")[table].one("tbody")
        return [[cell for cell in row.children if isinstance(cell, Node)] for row in body.all("tr")]

    def figures(self) -> dict[str, str]:
        """A player's figures: each <dt> and its <dd>."""
        (listed,) = [node for node in self.root.all("dl") if node.attrs.get("class") == "figures"]
        return {pair.one("dt").text(): pair.one("dd").text() for pair in listed.all("div")}


def read_page(folder: Path, path: str) -> Page:
    """The page ``path`` (relative, with "/") of the site in ``folder``, parsed and checked."""
    source = (folder / path).read_text(encoding="utf-8")
    reader = _Reader()
    reader.feed(source)
    reader.close()
    problems = list(reader.problems)
    problems += [f"<{node.tag}> never closed" for node in reader.open[1:]]
    problems += _source_problems(source, reader.doctypes)
    problems += _document_problems(reader.root)
    return Page(path, source, reader.root, problems)


def _source_problems(source: str, doctypes: list[str]) -> list[str]:
    """The doctype first, and no ``&`` or ``<`` of the text left as it is."""
    problems = []
    if not source.startswith("<!doctype html>\n"):
        problems.append("the page does not start with <!doctype html>")
    if [d.lower() for d in doctypes] != ["doctype html"]:
        problems.append(f"doctypes {doctypes}")
    for line_number, line in enumerate(source.splitlines(), start=1):
        if BARE_AMPERSAND.search(line):
            problems.append(f"an & not escaped on line {line_number}: {line.strip()[:80]}")
        if BARE_LESS_THAN.search(line):
            problems.append(f"a < not escaped on line {line_number}: {line.strip()[:80]}")
    return problems


def _document_problems(root: Node) -> list[str]:
    """One <html> of a <head> and a <body>, one title and one heading, images described, no script."""
    problems = []
    tops = [child.tag for child in root.children if isinstance(child, Node)]
    if tops != ["html"]:
        problems.append(f"the page's elements are {tops}, not one <html>")
    elif [child.tag for child in root.one("html").children if isinstance(child, Node)] != ["head", "body"]:
        problems.append("<html> does not hold a <head> then a <body>")
    titles = root.all("title")
    if len(titles) != 1 or not titles[0].text():
        problems.append(f"{len(titles)} <title>, or an empty one")
    if len(root.all("h1")) != 1:
        problems.append(f"{len(root.all('h1'))} <h1>, not one")
    if len([m for m in root.all("meta") if m.attrs.get("charset", "").lower() == "utf-8"]) != 1:
        problems.append("no <meta charset='utf-8'>")
    for image in root.all("img"):
        if not image.attrs.get("alt", "").strip():
            problems.append(f"an image without its alternative text: {image.attrs.get('src')}")
    for node in root.walk():
        if node.tag in ("script", "iframe", "object", "embed", "base", "form"):
            problems.append(f"a <{node.tag}> element (the site has no script and nothing from elsewhere)")
        problems += [f"an attribute {name} on <{node.tag}>" for name in node.attrs if name.startswith("on")]
        if "style" in node.attrs:
            problems.append(f"an attribute style on <{node.tag}>")
    return problems


@dataclass
class Crawl:
    """The site as followed from index.html: each page reached, each file reached, each broken or absolute link."""

    pages: dict[str, Page]
    reached: set[str]
    broken: list[str]


def crawl(folder: Path) -> Crawl:
    """Follow every link, image and style sheet of the site in ``folder`` from index.html (relative ones only:
    any other is broken, a site never reaches outside its folder)."""
    pages: dict[str, Page] = {}
    reached = {"index.html"}
    broken: list[str] = []
    waiting = ["index.html"]
    while waiting:
        path = waiting.pop()
        if path.endswith(".html"):
            page = pages[path] = read_page(folder, path)
            targets = [value for _, value in page.references()]
        elif path.endswith(".css"):
            text = (folder / path).read_text(encoding="utf-8")
            targets = [a or b for a, b in CSS_URL.findall(text)]
        else:
            continue
        for target in targets:
            parts = urlsplit(target)
            if parts.scheme or parts.netloc or target.startswith("/") or not parts.path:
                broken.append(f"{path}: {target!r} is not a link within the site")
                continue
            resolved = posixpath.normpath(posixpath.join(posixpath.dirname(path), parts.path))
            if resolved.startswith("../") or resolved == ".." or not (folder / resolved).is_file():
                broken.append(f"{path}: {target!r} leads to no file of the site")
                continue
            if resolved not in reached:
                reached.add(resolved)
                waiting.append(resolved)
    return Crawl(pages, reached, broken)


def site_files(folder: Path) -> dict[str, Path]:
    """Every file of the site, by its path within it (with "/")."""
    return {path.relative_to(folder).as_posix(): path for path in sorted(folder.rglob("*")) if path.is_file()}


def absolute_urls(folder: Path) -> list[str]:
    """Every absolute http(s) or protocol-relative address anywhere in the site's files (an SVG's xmlns apart)."""
    found = []
    for name, path in site_files(folder).items():
        text = path.read_text(encoding="utf-8")
        if name.endswith(".svg"):
            text = NAMESPACE.sub("", text)
        found += [f"{name}: {text[m.start() : m.start() + 60]!r}" for m in ABSOLUTE_URL.finditer(text)]
    return found


def svg_problems(path: Path) -> list[str]:
    """What is wrong with a chart: not XML, not SVG, no <title> or <desc>, a script or an outside reference."""
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as error:
        return [f"not XML: {error}"]
    problems = []
    if root.tag != f"{SVG}svg":
        problems.append(f"the root is {root.tag}")
    for tag in ("title", "desc"):
        found = root.findall(f"{SVG}{tag}")
        if len(found) != 1 or not (found[0].text or "").strip():
            problems.append(f"{len(found)} <{tag}>, or an empty one")
    for element in root.iter():
        if element.tag in (f"{SVG}script", f"{SVG}foreignObject", f"{SVG}image", f"{SVG}use"):
            problems.append(f"a <{element.tag}>")
        for name in element.attrib:
            if name.startswith("on") or name.endswith("href"):
                problems.append(f"an attribute {name} on <{element.tag}>")
    return problems
