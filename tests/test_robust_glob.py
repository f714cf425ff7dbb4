"""``queue ... matching`` and ``TRANSFORM ... matching`` patterns: matched as the C library's
``fnmatch`` matches them (condor_submit globs with it: ``submit_expand_globs`` in
``condor_utils/submit_utils.cpp`` calls ``glob``), in time linear in the pattern, and within a
budget of directory entries.

The oracle for the matcher is the C library itself, called through ctypes.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import random
import threading
from pathlib import Path

import pytest

from condor_ls.classad.parser import parse_ad
from condor_ls.submit.jobads import Limits, SubmitOptions, build_job_ads
from condor_ls.submit.jobads import builder
from condor_ls.submit.jobads.globmatch import matcher
from condor_ls.transform import engine, preview
from condor_ls.transform.reader import Mode
from condor_ls.transform.reader import read_text as read_rules

_LIBC = ctypes.CDLL(ctypes.util.find_library("c"))
_LIBC.fnmatch.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_int]


def libc_fnmatch(pattern: str, name: str) -> bool:
    return _LIBC.fnmatch(pattern.encode(), name.encode(), 0) == 0


FIXED = [
    ("*.txt", "a.txt"), ("*.txt", "a.tx"), ("[abc]?", "b9"), ("[!abc]", "d"), ("[^abc]", "a"), ("[]]", "]"),
    ("[]-a]", "^"), ("[a-]", "-"), ("[[:alpha:]]*", "x1"), ("[[:digit:]]", "x"), ("[[:foo:]]", "f"),
    ("[[=a=]]", "a"), ("[[.-.]]", "-"), ("[", "["), ("[a", "[a"), ("\\*", "*"), ("\\*", "a"), ("a\\", "a\\"),
    ("[\\]]", "]"), ("[a-c-e]", "d"), ("[z-a]", "m"), ("**a", "bba"), ("?", ""), ("", ""),
]


@pytest.mark.parametrize("pattern, name", FIXED)
def test_matcher_agrees_with_the_c_library(pattern: str, name: str) -> None:
    assert matcher(pattern)(name) == libc_fnmatch(pattern, name)


def test_matcher_agrees_with_the_c_library_on_random_patterns() -> None:
    rng = random.Random(20261128)
    wrong = []
    for pattern_chars, name_chars in (("ab*?[]!^-\\:.z", "ab-]\\[^!.z:"), ("[]\\a.:=!", "[]\\a.:=!")):
        for _ in range(20_000):
            pattern = "".join(rng.choice(pattern_chars) for _ in range(rng.randint(0, 9)))
            if rng.random() < 0.05:
                pattern = rng.choice(["[[:alpha:]", "[[:foo:]]", "[[=a=]", "[[.-.]", "[![:digit:]"]) + pattern
            name = "".join(rng.choice(name_chars) for _ in range(rng.randint(0, 5)))
            if matcher(pattern)(name) != libc_fnmatch(pattern, name):
                wrong.append((pattern, name))
    assert not wrong, wrong[:10]


def _finishes(fn, seconds: float = 60.0):  # type: ignore[no-untyped-def]
    box: dict[str, object] = {}
    thread = threading.Thread(target=lambda: box.setdefault("value", fn()), daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "still matching after a minute"
    return box["value"]


def _submit(tmp_path: Path, text: str, limits: Limits | None = None):  # type: ignore[no-untyped-def]
    builder.clear_memo()
    options = SubmitOptions(cwd=str(tmp_path), environ={}, submit_time=1, user="u", limits=limits or Limits())
    result = build_job_ads("executable = /bin/echo\n" + text, str(tmp_path / "x.sub"), options)
    list(result.procs())
    result.problems_for_all()
    return result


@pytest.mark.parametrize("pattern", ["[" * 200_000, "[\\" * 100_000, "[]" * 100_000, "*a" * 50_000])
def test_hostile_patterns_are_matched_in_linear_time(tmp_path: Path, pattern: str) -> None:
    # Python's fnmatch translates "[" * n in time n**2 (about ten minutes for this one)
    (tmp_path / "abc").write_text("")
    result = _finishes(lambda: _submit(tmp_path, f"queue x matching {pattern}\n"))
    assert not list(result.procs())


def test_a_pattern_that_walks_too_far_is_unknown_not_empty(tmp_path: Path) -> None:
    for i in range(30):
        (tmp_path / f"d{i}").mkdir()
        (tmp_path / f"d{i}" / "f").write_text("")
    result = _submit(tmp_path, "queue x matching */*\n", Limits(max_glob_entries=20))
    assert result.incomplete == "the patterns look at more than 20 directory entries"
    assert not any(p.code == "submit.empty-queue" for p in result.problems)  # not a false "no jobs queued"
    everything = _submit(tmp_path, "queue x matching */*\n")
    assert [p.variables["x"] for p in everything.procs()][:3] == ["d0/f", "d1/f", "d10/f"]


def test_transform_matching(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("b.txt", "a.txt", "c.dat"):
        (tmp_path / name).write_text("")
    (tmp_path / "sub.txt").mkdir()

    def items(qualifier: str) -> list[str]:
        rules = read_rules(f'SET Name "$(Item)"\nTRANSFORM Item matching {qualifier} *.txt\n', "r", Mode.FILE)
        results = preview.rules([rules], [parse_ad("A = 1")], base_dir=str(tmp_path))
        return [str(r.ad.lookup("Name")) for r in results if r.ad.lookup("Name") is not None]

    assert len(items("files")) == 2 and len(items("dirs")) == 1 and len(items("")) == 3
    monkeypatch.setattr(engine, "_MAX_GLOB_ENTRIES", 2)
    rules = read_rules('SET Name "$(Item)"\nTRANSFORM Item matching *.txt\n', "r", Mode.FILE)
    (result, *_) = preview.rules([rules], [parse_ad("A = 1")], base_dir=str(tmp_path))
    assert any("more than 2 directory entries" in note for note in result.notes)
