"""CI's test tools are pinned: `.ci/setup --test` installs the test extra under `.ci/constraints.txt`, so that a new
release of ruff, mypy or import-linter cannot turn CI red on its own."""

from __future__ import annotations

import tomllib
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[1]


def pins() -> dict[str, str]:
    """Each package of the constraints file, by its canonical name, with the one version it is pinned to."""
    pinned: dict[str, str] = {}
    for line in (ROOT / ".ci" / "constraints.txt").read_text().splitlines():
        text = line.split("#", 1)[0].strip()
        if not text:
            continue
        requirement = Requirement(text)
        (spec,) = requirement.specifier  # one exact version: a range would float again
        assert spec.operator == "==", f"{text}: a pin names one version"
        pinned[canonicalize_name(requirement.name)] = spec.version
    return pinned


def test_every_test_tool_has_one_version_that_its_range_admits() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    pinned = pins()
    for text in project["optional-dependencies"]["test"]:
        tool = Requirement(text)
        version = pinned.get(canonicalize_name(tool.name))
        assert version is not None, f"{tool.name} is in the test extra but not pinned in .ci/constraints.txt"
        assert tool.specifier.contains(version), f"{tool.name}=={version} is outside the extra's {tool.specifier}"


def test_the_runtime_dependencies_keep_their_ranges() -> None:
    # The pins hold the tools only: an installed tablekeeper takes its libraries' newest releases in range.
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    runtime = {canonicalize_name(Requirement(text).name) for text in project["dependencies"]}
    assert runtime.isdisjoint(pins())
