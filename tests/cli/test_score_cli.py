"""`tablekeeper score`: the figures a player reads, the JSON, and refusals with exit status 2."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tablekeeper.cli import main


def run(capsys, *args):
    status = main(["score", *args])
    out, err = capsys.readouterr()
    return status, out.strip(), err.strip()


def test_ron_reads_like_the_table(capsys):
    # Seed 003: 3 han 40 fu, non-dealer ron, 5,200.
    assert run(capsys, "3", "40") == (0, "3 han 40 fu: 5,200", "")


def test_non_dealer_tsumo_reads_non_dealer_then_dealer(capsys):
    # Seed 003: 2 han 40 fu tsumo, "700 / 1300".
    assert run(capsys, "2", "40", "--tsumo")[1] == "2 han 40 fu: 700 / 1,300"
    assert run(capsys, "5", "--tsumo")[1] == "Mangan: 2,000 / 4,000"


def test_dealer_tsumo_with_honba(capsys):
    # 3 han 30 fu dealer tsumo is 2,000 all (seed 003); 2 honba add 100 from each payer.
    assert run(capsys, "3", "30", "--tsumo", "--dealer", "--honba", "2")[1] == "3 han 30 fu: 2,200 all"


def test_json_for_a_ron(capsys):
    status, out, _ = run(capsys, "3", "40", "--json")
    assert status == 0
    assert json.loads(out) == {
        "han": 3,
        "fu": 40,
        "yakuman": 0,
        "limit": None,
        "base_points": 1280,
        "payments": {"discarder": 5200},
    }


def test_json_for_tsumo_by_non_dealer_and_by_dealer_include_honba(capsys):
    # 2 han 40 fu tsumo: 700 / 1,300 (seed 003); one honba adds 100 to each.
    assert json.loads(run(capsys, "2", "40", "--tsumo", "--honba", "1", "--json")[1])["payments"] == {
        "dealer": 1400,
        "non_dealer": 800,
    }
    assert json.loads(run(capsys, "2", "40", "--tsumo", "--dealer", "--json")[1])["payments"] == {"non_dealer": 1300}


def test_rules_and_yakuman(capsys):
    assert run(capsys, "4", "30", "--rules", "ema2016")[1] == "Mangan: 8,000"  # kiriage (seed 002)
    assert run(capsys, "4", "30")[1] == "4 han 30 fu: 7,700"  # club: no kiriage (seed 003)
    assert run(capsys, "--yakuman", "2", "--dealer")[1] == "Double yakuman: 96,000"
    data = json.loads(run(capsys, "13", "--json")[1])
    assert (data["limit"], data["yakuman"], data["payments"]) == ("counted_yakuman", 1, {"discarder": 32000})


@pytest.mark.parametrize(
    "args",
    [["1", "20", "--tsumo"], ["0", "30"], ["2", "35"], ["2", "25", "--tsumo"], ["3"], [], ["--yakuman", "0"]],
)
def test_impossible_input_exits_2_with_a_sentence(capsys, args):
    status, out, err = run(capsys, *args)
    assert status == 2
    assert out == ""
    assert err.startswith("tablekeeper: ") and err.endswith(".")
    assert "Traceback" not in err


def test_the_installed_command_runs_as_a_module():
    done = subprocess.run(
        [sys.executable, "-m", "tablekeeper", "score", "1", "20", "--tsumo"], capture_output=True, text=True
    )
    assert done.returncode == 2
    assert "1 han 20 fu cannot happen" in done.stderr
    assert done.stdout == ""
