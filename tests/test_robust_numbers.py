"""Numbers of thousands of digits, wherever a user can write a number.

Python's ``int()`` refuses decimal text of more than 4,300 digits with a ``ValueError``, where
HTCondor's ``strtol``/``atoi`` family clamps or fails quietly. Each case below crashed a reader
with that traceback before :mod:`condor_ls.bounded_int`; each now gives HTCondor's outcome for an
out-of-range number (the same as for a 25-digit one).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from condor_ls.bounded_int import HUGE, bounded_int
from condor_ls.classad.ast import Literal
from condor_ls.classad.parser import parse_expr
from condor_ls.config.conditions import parse_version
from condor_ls.config.numbers import string_is_long, strtol
from condor_ls.config.reader import expand_meta_args, load_config
from condor_ls.dag import load_dag
from condor_ls.dag.lexer import stoi
from condor_ls.dag.reader import read_text
from condor_ls.submit.jobads import SubmitOptions, build_job_ads
from condor_ls.submit.queue import evaluate_count, parse_slice
from condor_ls.transform.reader import trivial_iteration

D = "9" * 5000  # over int()'s 4,300-digit limit
LLONG_MAX = 2**63 - 1


def test_bounded_int_is_int_where_int_works_and_huge_beyond() -> None:
    for text in ("0", "-17", "+5", "000123", " 42", "9" * 40, "-" + "9" * 40):
        assert bounded_int(text) == int(text)
    assert bounded_int("0" * 5000 + "7") == 7  # leading zeros are not significant
    assert bounded_int(D) == HUGE and bounded_int("-" + D) == -HUGE and bounded_int("+" + D) == HUGE
    with pytest.raises(ValueError):
        bounded_int("12x" + D)


def test_classad_literal_out_of_range_is_zero_as_the_library_has_it() -> None:
    # classad2.ExprTree("9" * 5000).eval() is 0, as for any integer beyond 64 bits
    assert parse_expr(D) == Literal(0) == parse_expr("9" * 25)
    assert parse_expr("-" + D) == Literal(0)


def test_config_numbers_clamp() -> None:
    assert strtol(D) == LLONG_MAX and string_is_long(D) == LLONG_MAX and string_is_long("-" + D) == -LLONG_MAX - 1
    assert parse_version(f"{D}.1.2") == (HUGE, 1, 2)


def test_config_file_with_huge_numbers(tmp_path: Path) -> None:
    conf = tmp_path / "c.conf"
    conf.write_text(f"X = {D}\nY = $INT(X)\nif version > {D}.1.1\nA = 1\nendif\nif version > 25.{D}.1\nB = 1\n"
                    "endif\nC = $(X:0)\n")
    result = load_config(str(conf))
    assert result.value("A") is None and result.value("B") is None
    assert expand_meta_args(f"a $({D}) b", "x,y") == "a  b"


def test_config_error_code_and_boolean_knob(tmp_path: Path) -> None:
    conf = tmp_path / "c.conf"
    conf.write_text(f"error {D} : boom\n")
    assert any(d.code == "config.error-statement" for d in load_config(str(conf)).diagnostics)
    # a huge number is a true REQUIRE_LOCAL_CONFIG_FILE: the missing local file is then an error
    conf.write_text(f"REQUIRE_LOCAL_CONFIG_FILE = {D}\nLOCAL_CONFIG_FILE = {tmp_path}/missing.conf\n")
    required = load_config(str(conf))
    conf.write_text(f"REQUIRE_LOCAL_CONFIG_FILE = 0\nLOCAL_CONFIG_FILE = {tmp_path}/missing.conf\n")
    optional = load_config(str(conf))
    assert required.fatal and not optional.fatal


def test_dag_numbers_are_invalid_not_a_crash(tmp_path: Path) -> None:
    assert stoi(D) is None
    path = str(tmp_path / "x.dag")
    dag = load_dag(path, root=read_text(path, f"JOB A a.sub\nRETRY A {D}\nPRIORITY A {D}\n"))
    messages = [p.message for p in dag.problems if p.code == "dag-invalid-number"]
    assert any(m.startswith("Failed to parse RETRY command") for m in messages)
    assert any(m.startswith("Failed to parse PRIORITY command") for m in messages)


def test_queue_numbers() -> None:
    assert evaluate_count(D) == evaluate_count("9" * 30) == (None, "queue count out of range")
    for text in ("1e999", "-1e999", 'real("nan")'):  # no float-to-int OverflowError/ValueError
        assert evaluate_count(text) == (None, "queue count out of range")
    slc, _ = parse_slice(f"[{D}:-{D}]", 0)
    assert slc is not None and slc.start == HUGE and slc.end == -HUGE
    assert not trivial_iteration(D) and trivial_iteration("1")


@pytest.mark.parametrize("version", ["25", "24.0"])
@pytest.mark.parametrize("body, attribute", [
    (f"request_memory = {D}\n", "RequestMemory"),
    (f"cuda_version = {D}\n", "CUDAVersion"),
    (f"cuda_version = {D}.{D}\n", "CUDAVersion"),
    (f"request_gpus = 1\ngpus_minimum_runtime = 5.{D}\n", "GPUsMinRuntime"),
    (f"request_gpus = 1\ngpus_minimum_runtime = {D}.5\n", "GPUsMinRuntime"),
    (f"kill_sig = {D}\n", "KillSig"),
    (f"image_size = {D}\n", "ImageSize"),
    (f"max_retries = {D}\n", "MaxRetries"),
])
def test_submit_commands_with_huge_numbers(tmp_path: Path, version: str, body: str, attribute: str) -> None:
    result = build_job_ads("executable = /bin/true\n" + body + "queue\n", str(tmp_path / "x.sub"),
                           SubmitOptions(version=version, cwd=str(tmp_path), environ={}, submit_time=1, user="u"))
    procs = list(result.procs())
    result.problems_for_all()
    assert not any(p.code == "submit.internal" for p in result.problems)
    assert len(procs) == 1 or result.failed


def test_submit_queue_count_out_of_range(tmp_path: Path) -> None:
    result = build_job_ads(f"executable = /bin/true\nqueue {D}\n", None,
                           SubmitOptions(cwd=str(tmp_path), environ={}, submit_time=1, user="u"))
    assert [p.message for p in result.problems] == ["Queue count out of range"]
