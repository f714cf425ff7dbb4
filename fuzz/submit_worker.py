"""The HTCondor 24.0 submit oracle as a fork server: run by the interpreter that has the
``htcondor==24.0.24`` version-1 bindings (``tests/oracle/submit24.py`` finds it), as a plain
script (standard library and ``htcondor`` only; it imports nothing of condor-ls).

It imports the bindings once, then reads one JSON case per line on standard input and writes
one JSON answer per line: each case runs in a child forked for it, as
``tests/oracle/submit24_runner.py`` runs a case (the environment replaced by the case's, the
working directory changed, ``htcondor.Submit(text).jobs(clusterid, qdate, owner)``, each ad as
``printOld()`` spells it, at most ``count`` ads), so a case that makes the bindings die (a crash,
or an ``EXCEPT`` that exits the process as condor_submit would exit) or hang costs only its child:
``{"ads": [], "error": None, "crash": True, "stderr": ...}`` or ``{..., "timeout": True}``.
"""
import json
import os
import select
import signal
import sys
import tempfile
import time


def _child(case, stderr_path):
    fd = os.open(stderr_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.dup2(fd, 2)
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    import htcondor

    os.environ.clear()
    os.environ.update(case["environ"])
    os.chdir(case["cwd"])
    result = {"ads": [], "error": None}
    try:
        sub = htcondor.Submit(case["text"])
        limit = case.get("count", 1000)
        for index, ad in enumerate(sub.jobs(clusterid=case.get("cluster", 1), qdate=case["qdate"],
                                           owner=case.get("owner", "nobody"))):
            if index >= limit:
                break
            attrs = {}
            for line in ad.printOld().splitlines():
                name, sep, value = line.partition(" = ")
                if sep:
                    attrs[name] = value
            result["ads"].append(attrs)
    except Exception as err:  # the bindings raise for every submit-time error
        result["error"] = "%s: %s" % (type(err).__name__, err)
    return result


def run_forked(case, timeout):
    rd, wr = os.pipe()
    err_fd, stderr_path = tempfile.mkstemp(prefix="submit-oracle-")
    os.close(err_fd)
    pid = os.fork()
    if pid == 0:
        os.close(rd)
        try:
            out = _child(case, stderr_path)
        except BaseException as exc:
            out = {"ads": [], "error": "worker: %r" % (exc,)}
        data = json.dumps(out).encode()
        view = memoryview(data)
        while view:
            n = os.write(wr, view)
            view = view[n:]
        os._exit(0)
    os.close(wr)
    chunks = []
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
    try:
        with open(stderr_path, encoding="utf-8", errors="replace") as fh:
            stderr = fh.read()[-2000:]
    finally:
        os.unlink(stderr_path)
    if timed_out:
        return {"ads": [], "error": None, "timeout": True, "stderr": stderr}
    if not chunks:
        how = ("exit %d" % os.WEXITSTATUS(status)) if os.WIFEXITED(status) else ("signal %d" % os.WTERMSIG(status))
        return {"ads": [], "error": None, "crash": True, "how": how, "stderr": stderr}
    return json.loads(b"".join(chunks))


def main():
    answers = os.fdopen(os.dup(1), "w", encoding="utf-8")
    os.dup2(2, 1)
    os.environ.setdefault("CONDOR_CONFIG", "/dev/null")
    import warnings

    warnings.simplefilter("ignore")
    import htcondor  # noqa: F401  (loaded once; every child starts from here)

    answers.write('"ready"\n')
    answers.flush()
    timeout = float(sys.argv[1]) if len(sys.argv) > 1 else 20.0
    for line in sys.stdin:
        case = json.loads(line)
        answers.write(json.dumps(run_forked(case, timeout)) + "\n")
        answers.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
