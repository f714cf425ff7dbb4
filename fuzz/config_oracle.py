"""HTCondor's own config reader as an oracle: ``htcondor2.param`` in a fresh process per case.

Each case is a directory holding a config set; the answer is the fully expanded text of each
asked knob, read through probe macros (``_CONDOR___PROBE<i>=$(KNOB)`` in the environment), so
the text is compared rather than a value the bindings converted; ``None`` for a knob that is not
defined, and no answer at all when HTCondor refuses the configuration.

Two ways to get a fresh process:

* ``fork`` (the default): a server process imports the bindings once, reading an empty
  config; each case is a child forked from it that points ``CONDOR_CONFIG`` at the case,
  sets the subsystem and calls ``reload_config()``, reads its knobs and exits. The child
  starts from a process that has read no configuration of the case, as a fresh one would,
  for a fraction of the cost of starting Python and loading the library;
* ``spawn``: a new interpreter per case (``tests/oracle/condor_param_probe.py``), the way the
  repository's own differential config tests have always asked. ``tests/test_fuzz_config.py``
  checks on a sample that the two give the same answers.

A case that crashes or hangs the library gets ``{"error": "crash"}`` or ``{"error": "timeout"}``.
"""
from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import _paths

PROBE = _paths.TESTS / "oracle" / "condor_param_probe.py"


@dataclass
class ConfigRequest:
    root: str
    knobs: list[str]
    subsystem: str | None = None
    #: extra environment variables (``$ENV()`` reads them)
    env: dict[str, str] = field(default_factory=dict)


def clean_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    """The environment a case runs in: no stray HTCondor settings from the caller's."""
    env = {k: v for k, v in os.environ.items() if not k.lower().startswith("_condor_")}
    env.pop("CONDOR_CONFIG", None)
    env.update(extra or {})
    return env


def _probe_env(req: ConfigRequest) -> dict[str, str]:
    env = clean_env(req.env)
    env["CONDOR_CONFIG"] = str(Path(req.root) / "condor_config")
    for i, knob in enumerate(req.knobs):
        env[f"_CONDOR___PROBE{i}"] = f"$({knob})"
    return env


# ---------------------------------------------------------------------------------------------
# the fork server (runs as ``python -m fuzz.config_oracle --serve``)
# ---------------------------------------------------------------------------------------------


def _serve(empty_config: str) -> None:
    answers = os.fdopen(os.dup(1), "w", encoding="utf-8")
    os.dup2(2, 1)
    base_env = clean_env()
    os.environ.clear()
    os.environ.update(base_env)
    os.environ["CONDOR_CONFIG"] = empty_config
    import htcondor2  # noqa: F401  (reads the empty config once, before any case)

    answers.write('"ready"\n')
    answers.flush()
    for line in sys.stdin:
        req = ConfigRequest(**json.loads(line))
        answers.write(json.dumps(_run_forked(req)) + "\n")
        answers.flush()


def _run_forked(req: ConfigRequest, timeout: float = 10.0) -> dict[str, Any]:
    rd, wr = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: one case, then exit without running any cleanup
        os.close(rd)
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 2)  # the library's own messages about the config
        os.dup2(devnull, 1)
        try:
            out = _child(req)
        except BaseException as exc:  # the library's own failure is data
            out = {"values": {}, "error": repr(exc)}
        data = json.dumps(out).encode()
        view = memoryview(data)
        while view:
            n = os.write(wr, view)
            view = view[n:]
        os._exit(0)
    os.close(wr)
    chunks: list[bytes] = []
    deadline = time.monotonic() + timeout
    timed_out = False
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            timed_out = True
            break
        ready, _, _ = select.select([rd], [], [], left)
        if not ready:
            continue
        chunk = os.read(rd, 1 << 20)
        if not chunk:
            break
        chunks.append(chunk)
    os.close(rd)
    if timed_out:
        os.kill(pid, signal.SIGKILL)
    _, status = os.waitpid(pid, 0)
    if timed_out:
        return {"values": {}, "error": "timeout"}
    if not chunks:
        return {"values": {}, "error": _how_it_ended(status)}
    return json.loads(b"".join(chunks))


def _how_it_ended(status: int) -> str:
    """Why a case gave no answer. HTCondor refuses a configuration by exiting (a config error)
    or by aborting (EXCEPT, for an invalid metaknob); anything else is a crash."""
    if os.WIFEXITED(status):
        return f"refused: exit {os.WEXITSTATUS(status)}"
    if os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGABRT:
        return "refused: abort"
    return "crash"


def _child(req: ConfigRequest) -> dict[str, Any]:
    import htcondor2

    os.chdir(req.root)
    env = _probe_env(req)
    os.environ.clear()
    os.environ.update(env)
    if req.subsystem:
        htcondor2.set_subsystem(req.subsystem)
    htcondor2.reload_config()
    values: dict[str, str | None] = {}
    for index, knob in enumerate(req.knobs):
        try:
            values[knob] = htcondor2.param[f"__PROBE{index}"]
        except KeyError:
            values[knob] = None
    return {"values": values, "error": None}


# ---------------------------------------------------------------------------------------------
# the caller's side
# ---------------------------------------------------------------------------------------------


class ConfigOracle:
    """Answers :class:`ConfigRequest`s through a fork server (``mode="fork"``) or a new
    interpreter per case (``mode="spawn"``). The server is restarted if it dies."""

    def __init__(self, mode: str = "fork", scratch: str | None = None) -> None:
        if mode not in ("fork", "spawn"):
            raise ValueError(mode)
        self.mode = mode
        self._proc: subprocess.Popen | None = None
        import tempfile

        self._scratch = tempfile.mkdtemp(prefix="condor-ls-oracle-", dir=scratch)
        self._empty = str(Path(self._scratch) / "empty_config")
        Path(self._empty).write_text("")

    def ask(self, req: ConfigRequest) -> dict[str, Any]:
        """``{"values": {knob: text or None}, "error": None or why}``."""
        if self.mode == "spawn":
            return self._spawn(req)
        for _ in range(2):
            if self._proc is None or self._proc.poll() is not None:
                self._start()
            assert self._proc is not None and self._proc.stdin is not None and self._proc.stdout is not None
            try:
                self._proc.stdin.write(json.dumps(req.__dict__) + "\n")
                self._proc.stdin.flush()
                line = self._proc.stdout.readline()
            except (BrokenPipeError, OSError):
                line = ""
            if line:
                return json.loads(line)
            self.close()
        return {"values": {}, "error": "oracle server died"}

    def _start(self) -> None:
        self._proc = subprocess.Popen(
            [sys.executable, "-m", "fuzz.config_oracle", "--serve", self._empty],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=str(_paths.REPO),
            env=clean_env(),
        )
        first = self._proc.stdout.readline() if self._proc.stdout else ""
        if first.strip() != '"ready"':
            self.close()
            raise RuntimeError("the config oracle (htcondor wheel) did not start")

    def _spawn(self, req: ConfigRequest) -> dict[str, Any]:
        env = _probe_env(req)
        request = json.dumps({"knobs": req.knobs, "subsystem": req.subsystem, "empty_config": self._empty})
        try:
            proc = subprocess.run([sys.executable, str(PROBE), request], env=env, cwd=req.root,
                                  capture_output=True, text=True, timeout=60)
        except subprocess.TimeoutExpired:
            return {"values": {}, "error": "timeout"}
        if proc.returncode != 0 or not proc.stdout:
            if proc.returncode == -signal.SIGABRT:
                return {"values": {}, "error": "refused: abort"}
            return {"values": {}, "error": "crash" if proc.returncode < 0 else f"refused: exit {proc.returncode}"}
        return json.loads(proc.stdout)

    def close(self) -> None:
        if self._proc is not None:
            try:
                if self._proc.stdin:
                    self._proc.stdin.close()
                self._proc.wait(5)
            except Exception:
                self._proc.kill()
                self._proc.wait()
        self._proc = None

    def __enter__(self) -> "ConfigOracle":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
        import shutil

        shutil.rmtree(self._scratch, ignore_errors=True)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--serve"]:
        _serve(sys.argv[2])
        sys.exit(0)
    print(__doc__)
