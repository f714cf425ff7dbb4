"""One large generated ``condor_config`` and the edits a user makes in it.

The shape of generated and migrated configurations: 10,000 knobs in a single 15,700-line file,
10% of them set in ``if defined ... else ... endif`` blocks, about 17% continued onto a second line,
and values referring to knobs defined earlier with ``$(NAME)``.  ``edits`` lists one-character
and one-line edits spread over the whole file: in knob names, in values, inside ``if`` blocks,
and whole lines added and removed, each followed by its undo, so that a run of edits leaves the
text as it was.

    python benchmarks/big_config.py > /tmp/condor_config   # write the file
"""
from __future__ import annotations

import random
import sys
from dataclasses import dataclass

#: knobs in the file, and the parts of them in ``if`` blocks / continued onto a second line
KNOBS = 10_000
IF_SHARE = 0.10
CONTINUED_SHARE = 0.1712


def generate_single(knobs: int = KNOBS, seed: int = 7) -> str:
    """The text of the file (15,700 lines for the default 10,000 knobs)."""
    rng = random.Random(seed)
    names: list[str] = []
    #: how deep each knob's references go: values stay a few levels deep, as real ones do
    depth: dict[str, int] = {}
    out: list[str] = ["# generated: one large configuration file", "CONDOR_HOST = cm.example.org",
                      "RELEASE_DIR = /usr", "LOCAL_DIR = /var/lib/condor"]
    blocks = set(rng.sample(range(knobs), int(knobs * IF_SHARE)))
    rest = [i for i in range(knobs) if i not in blocks]
    continued = set(rng.sample(rest, int(knobs * CONTINUED_SHARE)))
    for i in range(knobs):
        name = f"SITE_KNOB_{i}"
        earlier = [n for n in names[-300:] if depth[n] < 4]
        refs = rng.sample(earlier, min(len(earlier), 2))
        words = f"w{rng.randint(0, 999)}"
        value = " ".join([f"$({r})" for r in refs[:rng.randint(0, 2)]] + [words])
        if i in blocks and refs:
            out += [f"if defined {refs[0]}", f"{name} = {value} on", "else", f"{name} = off", "endif"]
        elif i in continued:
            out += [f"{name} = {value} \\", f"    more{rng.randint(0, 99)} $({refs[-1] if refs else 'LOCAL_DIR'})"]
        else:
            out.append(f"{name} = {value}")
        names.append(name)
        depth[name] = 1 + max((depth[r] for r in refs), default=0)
    return "\n".join(out) + "\n"


@dataclass(frozen=True)
class Edit:
    """A ``didChange`` content change and what it is, for the report."""

    kind: str
    line: int
    start: int
    end: int
    text: str

    def change(self) -> dict[str, object]:
        return {"range": {"start": {"line": self.line, "character": self.start},
                          "end": {"line": self.line, "character": self.end}}, "text": self.text}


#: the kinds of edit, in the order they are cycled through
KINDS = ("name", "value", "in-if", "add-line", "remove-line")


def edits(text: str, count: int, seed: int = 11) -> list[Edit]:
    """``count`` edits at random places over the whole file, cycling through ``KINDS``; each
    edit is followed by the one that undoes it (so ``count`` should be even)."""
    rng = random.Random(seed)
    lines = text.split("\n")
    assignments = [i for i, line in enumerate(lines) if " = " in line and not line.startswith(("if", "#", " "))]
    in_if = [i for i in assignments if i > 0 and lines[i - 1].startswith(("if ", "else"))]
    out: list[Edit] = []
    while len(out) < count:
        kind = KINDS[(len(out) // 2) % len(KINDS)]
        row = rng.choice(in_if if kind == "in-if" else assignments)
        line = lines[row]
        if kind == "name":
            at = rng.randint(1, line.index(" = ") - 1)
            pair = [Edit(kind, row, at, at, "Q"), Edit(kind, row, at, at + 1, "")]
        elif kind in ("value", "in-if"):
            at = rng.randint(line.index(" = ") + 3, len(line))
            pair = [Edit(kind, row, at, at, "x"), Edit(kind, row, at, at + 1, "")]
        elif kind == "add-line":
            new = f"ADDED_KNOB_{len(out)} = $({line.split(' = ')[0]}) extra\n"
            pair = [Edit(kind, row, 0, 0, new), LineRemoval(kind, row, 0, 0, "")]
        else:  # remove a whole line, then put it back
            pair = [LineRemoval(kind, row, 0, 0, ""), Edit(kind, row, 0, 0, line + "\n")]
        out += pair
    return out[:count]


@dataclass(frozen=True)
class LineRemoval(Edit):
    """Removes line ``line`` with its line break."""

    def change(self) -> dict[str, object]:
        return {"range": {"start": {"line": self.line, "character": 0},
                          "end": {"line": self.line + 1, "character": 0}}, "text": ""}


def apply(text: str, edit: Edit) -> str:
    """``text`` after ``edit`` (for checking that the edits undo each other)."""
    lines = text.split("\n")
    if isinstance(edit, LineRemoval):
        del lines[edit.line]
        return "\n".join(lines)
    line = lines[edit.line]
    return "\n".join(lines[:edit.line] + [line[:edit.start] + edit.text + line[edit.end:]] + lines[edit.line + 1:])


if __name__ == "__main__":
    sys.stdout.write(generate_single())
