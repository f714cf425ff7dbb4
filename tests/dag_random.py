"""Random DAG files and random edits of them, for the tests that compare a DAG brought up to date
after edits with the same DAG read from scratch (and the reader's and the builder's results
with their earlier versions).

A tree is a main DAG that includes a file and splices another (in a DIR), with submit files and
scripts beside them (some named files are missing). Statements are drawn from every command,
correct and broken: names from a small pool so that they collide (duplicates, undefined
names, cycles), ALL_NODES lines, overrides, joins (several parents and children), inline
descriptions, continuation lines, comments, quotes left open.
"""
from __future__ import annotations

import random

NAMES = ["A", "B", "C", "D", "E", "n1", "n2", "n3", "n10", "I1", "I2", "Side", "X"]
CATS = ["cat", "fast", "+glob"]


def _name(rng: random.Random) -> str:
    return rng.choice(NAMES)


def _names(rng: random.Random, most: int = 3) -> str:
    return " ".join(_name(rng) for _ in range(rng.randint(1, most)))


def statement(rng: random.Random, splice: str | None = "Side") -> str:
    """One random statement (a line, or a few for an inline description or a continuation)."""
    n = _name(rng)
    pick = rng.random()
    choices = [
        lambda: f"JOB {n} {rng.choice(['job.sub', 'job.sub', 'missing.sub', 'd.condor.sub'])}"
                + rng.choice(["", "", " DIR sub", " NOOP", " DONE", " DIR nowhere", " BOGUS"]),
        lambda: f"JOB {n} job.sub",
        lambda: f"JOB {n} job.sub",
        lambda: f"PARENT {_names(rng)} CHILD {_names(rng, 2)}",
        lambda: f"PARENT {n} CHILD {_name(rng)}",
        lambda: f"PARENT {n} CHILD {_name(rng)}",
        lambda: f"WEAK PARENT {n} CHILD {_name(rng)}",
        lambda: f'VARS {rng.choice([n, n, "ALL_NODES"])} x="{rng.randint(0, 9)}"' + rng.choice(["", ' y="a b"', " z=1"]),
        lambda: f'VARS {n} {rng.choice(["PREPEND", "APPEND"])} +Attr="v"',
        lambda: f"RETRY {rng.choice([n, 'ALL_NODES'])} {rng.choice(['2', '3', 'x', '-1', '1 UNLESS-EXIT 4'])}",
        lambda: f"SCRIPT {rng.choice(['PRE', 'POST', 'HOLD', 'BAD'])} {rng.choice([n, 'ALL_NODES'])} "
                f"{rng.choice(['pre.sh', 'missing.sh', '$JOB'])} {rng.choice(['$JOB', '$RETURN', '$BOGUS', ''])}",
        lambda: f"PRIORITY {rng.choice([n, 'ALL_NODES'])} {rng.choice(['1', '5', '0'])}",
        lambda: f"PRE_SKIP {rng.choice([n, 'ALL_NODES'])} {rng.choice(['0', '3', '300'])}",
        lambda: f"CATEGORY {rng.choice([n, 'ALL_NODES'])} {rng.choice(CATS)}",
        lambda: f"MAXJOBS {rng.choice(CATS)} {rng.choice(['1', '2', '4'])}",
        lambda: f"ABORT-DAG-ON {n} 1 RETURN {rng.choice(['2', '300'])}",
        lambda: f"TOLERANCE {n} {rng.choice(['3', '10%'])}",
        lambda: f"DONE {n}",
        lambda: f"SAVE_POINT_FILE {n}",
        lambda: f"FINAL {rng.choice(['F', n])} job.sub",
        lambda: f"SERVICE {rng.choice(['Svc', n])} job.sub",
        lambda: f"PROVISIONER P job.sub",
        lambda: f"SUBDAG EXTERNAL {n} {rng.choice(['inner.dag', 'gone.dag'])}",
        lambda: f"JOB {n} {{\n    executable = /bin/true\n    # comment\n    arguments = $(x)\n}}",
        lambda: f"SUBMIT-DESCRIPTION desc {{\n  executable = /bin/true\n}}",
        lambda: f"JOB {n} desc",
        lambda: f"JOB {n} \\\n   job.sub",
        lambda: f"# a comment {n}",
        lambda: f"// another {n}",
        lambda: "",
        lambda: f"BOGUS {n}",
        lambda: f'VARS {n} x="open',
        lambda: f"PIN_IN {n} 1",
        lambda: f"PIN_OUT {n} 1",
        lambda: "DOT dag.dot",
        lambda: "CONFIG dag.config",
        lambda: "SET_JOB_ATTR a = 1",
        lambda: "NODE_STATUS_FILE status.txt 30",
        lambda: "JOBSTATE_LOG state.log",
        lambda: f"{rng.choice(['job', 'Job', 'PARENT'])} {n} job.sub",
    ]
    if splice:
        choices += [lambda: f"PARENT {splice} CHILD {n}", lambda: f"PARENT {n} CHILD {splice}",
                    lambda: f"VARS {splice}+A x=1"]
    return choices[int(pick * len(choices))]()


def text(rng: random.Random, lines: int, splice: str | None = "Side") -> str:
    return "\n".join(statement(rng, splice) for _ in range(lines)) + rng.choice(["\n", "", "\n\n"])


def tree(rng: random.Random, lines: int = 14) -> dict[str, str]:
    """The files of a random DAG: ``main.dag`` including ``inc.dag`` and splicing ``side.dag``
    (in ``sub/``) at random places."""
    main = [f"JOB {n} job.sub" for n in rng.sample(NAMES[:9], rng.randint(3, 8))]
    main += [statement(rng) for _ in range(lines)]
    rng.shuffle(main)
    main.insert(rng.randint(0, len(main)), "INCLUDE inc.dag")
    main.insert(rng.randint(0, len(main)), "SPLICE Side side.dag DIR sub")
    if rng.random() < 0.3:
        main.insert(rng.randint(0, len(main)), "SPLICE Other side.dag DIR sub")
    if rng.random() < 0.2:
        main.insert(rng.randint(0, len(main)), "CONNECT Side Other")
    files = {
        "main.dag": "\n".join(main) + "\n",
        "inc.dag": "".join(f"JOB {n} job.sub\n" for n in rng.sample(["I1", "I2", "A"], rng.randint(0, 3)))
                   + text(rng, rng.randint(0, 6), None),
        "sub/side.dag": "JOB A job.sub\nJOB B job.sub\n" + text(rng, rng.randint(1, 6), None).replace(
            "job.sub", rng.choice(["job.sub", "s.sub"])),
        "job.sub": "executable = /bin/true\narguments = $(x) $(y)\nqueue\n",
        "sub/job.sub": "executable = /bin/true\nqueue\n",
        "pre.sh": "#!/bin/sh\n",
        "inner.dag": "JOB I job.sub\n",
    }
    return files


def edit(rng: random.Random, text: str) -> str:
    """One random edit: a character typed or deleted, a line added, removed or replaced, a
    word changed."""
    kind = rng.random()
    if not text:
        return statement(rng) + "\n"
    if kind < 0.35:  # a character typed
        at = rng.randint(0, len(text))
        return text[:at] + rng.choice(list("aAx1 =\"\\\n{}#") + ["ALL_NODES", " CHILD ", "JOB "]) + text[at:]
    if kind < 0.6:  # a character or a few deleted
        at = rng.randint(0, len(text) - 1)
        return text[:at] + text[at + rng.randint(1, 3):]
    lines = text.split("\n")
    row = rng.randrange(len(lines))
    if kind < 0.75:
        lines.insert(row, statement(rng))
    elif kind < 0.85:
        del lines[row]
    elif kind < 0.95:
        lines[row] = statement(rng)
    else:  # a name changed everywhere it is written on one line
        old, new = rng.choice(NAMES), rng.choice(NAMES)
        lines[row] = " ".join(new if word == old else word for word in lines[row].split(" "))
    return "\n".join(lines)


def workflow(rng: random.Random, nodes: int = 40) -> dict[str, str]:
    """A DAG as generated DAGs are written: a JOB and VARS line per node, RETRY, CATEGORY and
    SCRIPT lines here and there, single PARENT/CHILD lines (some with several children), lines
    for ALL_NODES, a splice and an included file whose nodes the main file names after the
    INCLUDE line."""
    lines = ["SPLICE Side side.dag DIR sub", "MAXJOBS heavy 2", 'VARS ALL_NODES base="x"']
    names = [f"n{i}" for i in range(nodes)]
    for i, name in enumerate(names):
        lines.append(f"JOB {name} job.sub" + (" DIR sub" if i % 17 == 5 else ""))
        lines.append(f'VARS {name} x="{i}" y="v{i % 7}"')
        if i % 5 == 0:
            lines.append(f"RETRY {name} {rng.randint(1, 4)}")
        if i % 9 == 0:
            lines.append(f"CATEGORY {name} heavy")
        if i % 11 == 3:
            lines.append(f"SCRIPT POST {name} pre.sh $JOB")
    for i in range(1, nodes):
        parent = names[rng.randrange(i)]
        lines.append(f"PARENT {parent} CHILD {names[i]}" + (f" {names[rng.randrange(i)]}" if i % 13 == 0 else ""))
    lines += ["PARENT n0 CHILD Side", "SCRIPT PRE ALL_NODES pre.sh $JOB", "INCLUDE inc.dag",
              "PARENT n1 CHILD i0", 'VARS i1 x="1"']
    return {
        "main.dag": "\n".join(lines) + "\n",
        "inc.dag": "JOB i0 job.sub\nJOB i1 job.sub\nPARENT i0 CHILD i1\nVARS n2 z=\"3\"\n",
        "sub/side.dag": "JOB A job.sub\nJOB B job.sub\nPARENT A CHILD B\n",
        "job.sub": "executable = /bin/true\narguments = $(x) $(y)\nqueue\n",
        "sub/job.sub": "executable = /bin/true\nqueue\n",
        "pre.sh": "#!/bin/sh\n",
        "sub/pre.sh": "#!/bin/sh\n",
    }


def typing(rng: random.Random, text: str) -> str:
    """An edit as typing makes them: a character typed or deleted inside a line (a node name, a
    VARS value, a PARENT line ...), now and then a line added or removed."""
    lines = text.split("\n")
    row = rng.randrange(len(lines))
    line = lines[row]
    kind = rng.random()
    if kind < 0.45 or not line:
        at = rng.randint(0, len(line))
        lines[row] = line[:at] + rng.choice("abx01_ ") + line[at:]
    elif kind < 0.9:
        at = rng.randrange(len(line))
        lines[row] = line[:at] + line[at + 1:]
    elif kind < 0.95:
        lines.insert(row, rng.choice([f"JOB t{rng.randint(0, 99)} job.sub", f'VARS n{rng.randint(0, 9)} w="1"',
                                      f"PARENT n{rng.randint(0, 9)} CHILD n{rng.randint(10, 19)}",
                                      f"RETRY n{rng.randint(0, 9)} 2", "# note"]))
    else:
        del lines[row]
    return "\n".join(lines)
