"""Without the Tenhou conformance set, its tests skip on a developer's checkout and fail where CI requires them
(.ci/run sets TABLEKEEPER_TENHOU_REQUIRED): CI never passes by skipping the real games."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests import tenhou_data


def test_a_missing_set_skips_the_test_on_a_checkout(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(tenhou_data.ENV_VAR, str(tmp_path / "nowhere"))
    monkeypatch.delenv(tenhou_data.REQUIRED_VAR, raising=False)
    with pytest.raises(pytest.skip.Exception, match="the Tenhou games are not here"):
        tenhou_data.tenhou_folder()


def test_a_missing_set_fails_the_test_where_ci_requires_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(tenhou_data.ENV_VAR, str(tmp_path / "nowhere"))
    monkeypatch.setenv(tenhou_data.REQUIRED_VAR, "1")
    with pytest.raises(pytest.fail.Exception, match="the Tenhou games are not here"):
        tenhou_data.mjlog_files()


def test_the_set_found_is_read_whether_required_or_not(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "mjx" / "json").mkdir(parents=True)
    (tmp_path / "mjx" / "json" / "a.json").write_text("{}\n")
    monkeypatch.setenv(tenhou_data.ENV_VAR, str(tmp_path))
    monkeypatch.setenv(tenhou_data.REQUIRED_VAR, "1")
    assert tenhou_data.json_files() == [tmp_path / "mjx" / "json" / "a.json"]
