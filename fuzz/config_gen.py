"""Random HTCondor config sets drawn from the config language as ``condor_utils/config.cpp``
reads it.

* statements (``Parse_config``): ``NAME = value``, ``NAME=value``, ``NAME : value``, the
  append operators ``+=`` and ``+<sep>=`` / ``+<sep><sep>=`` (``CONFIG_PLUS_SEP_CHARSET``:
  ``, ; | & *``), here-documents ``NAME @=TAG`` ... ``@TAG``, continuation lines, comments
  (and a comment ended by a backslash), subsystem and local-name prefixes (``STARTD.NAME``);
* the conditionals (``Evaluate_config_if``): ``if``/``elif``/``else``/``endif`` nested, with
  ``defined NAME``, ``defined`` of a boolean or number, ``version`` comparisons, booleans and
  numbers, ``$(NAME)`` and ``!``;
* ``include :`` and ``include ifexist :`` of generated files (by a name that is itself a macro
  sometimes), ``@include``, ``LOCAL_CONFIG_FILE`` lists and a ``LOCAL_CONFIG_DIR`` with files
  HTCondor skips (``~`` endings, ``.rpmsave``...), ``use CATEGORY : NAME`` metaknobs (with
  arguments where the template takes them), ``warning :`` and ``error :``;
* values made of literal text (including ``#``, backslashes, quotes, non-ASCII) and every macro
  form (``is_special_config_macro``): ``$(NAME)``, ``$(NAME:default)`` nested, ``$$(NAME)``,
  ``$(DOLLAR)``, ``$ENV(VAR)``, ``$ENV(VAR:default)``, ``$INT``, ``$REAL`` with and without a
  format, ``$STRING``, ``$EVAL``, ``$CHOICE``, ``$SUBSTR``, ``$F<letters>(...)``,
  ``$BASENAME``, ``$DIRNAME``, ``$RANDOM_CHOICE``, ``$RANDOM_INTEGER``, predefined host macros;
* the subsystem the set is read for (TOOL, STARTD, SCHEDD, MASTER) and the environment.

A case is a function of (seed, index). Files are :class:`fuzz.tree.Node` trees so the shrinker
can drop files, statements, branches and parts of values.
"""
from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from functools import lru_cache

from . import _paths
from .tree import Node, leaf

#: knob names the generated statements define and reference (plain names, so any order of
#: definitions can refer to any other: cycles included)
NAMES = ("A", "B", "C", "D", "E", "F", "G")
#: real knobs whose defaults (and template edits) interact with the generated statements
REAL_KNOBS = ("START", "PREEMPT", "DAEMON_LIST", "MAX_JOB_RUNTIME", "NUM_CPUS", "SLOT_TYPE_1",
              "STARTD_ATTRS", "SUSPEND", "WANT_SUSPEND", "RANK", "MEMORY", "UID_DOMAIN")
SUBSYSTEMS = (None, None, "STARTD", "SCHEDD", "MASTER")
PREFIXES = ("STARTD", "SCHEDD", "TOOL", "MASTER", "startd", "tool", "COLLECTOR")
PLUS_OPS = ("+=", "+,=", "+;=", "+|=", "+&&=", "+||=", "+**=", "+,,=")
ENV = {"ORACLE_TEST_VAR": "from-env", "CFG_EMPTY": "", "CFG_SPACE": "a b", "CFG_PATH": "/x/y.tar.gz",
       "CFG_NUM": "42", "CFG_UNI": "é"}
WORDS = ("x", "y z", "1", "0", "-3", "2.5", "1e3", "true", "False", " ", ",", ":", "-", "a.b", "/dir/f.txt",
         "C:\\win\\p.exe", "#", "# not a comment", "\\", "\"q\"", "'s'", "é", "(", ")", "$", "$$", "$$(X)",
         "$(DOLLAR)", "a,b,c", "1,2", "a b", "=", "@", "{1,2}", "[a=1]", "$$([x])", "TARGET.Memory",
         "\t", "  ", "yes", "NO", "0x10", "007", "%", "%d", ";")
FORMATS = ("%d", "%03d", "%x", "%5d|", "%-5d|", "%.2f", "%e", "%g", "%s", "[%s]", "%-8s|", "%5.1f", "%%", "%c", "")
F_LETTERS = "pnxdqabfwu"
HOST_REFS = ("FULL_HOSTNAME", "HOSTNAME", "SUBSYSTEM", "LOCALNAME", "DETECTED_CPUS", "CONFIG_ROOT", "ARCH",
             "OPSYS", "DOLLAR", "IP_ADDRESS", "TILDE", "RELEASE_DIR", "ETC", "LOCAL_DIR", "SPOOL")
CONDITIONS = ("true", "false", "TRUE", "yes", "no", "1", "0", "2.5", "0.0", "-1", "t", "f", "version >= 8.1.2",
              "version > 25.14.1", "version < 25.15", "version == 25.14", "version != 25.14.1", "version <= 25.14.1",
              "version >= 25.14.2", "version > v24.0", "defined true", "defined 1", "defined use ROLE:Execute",
              "defined use FEATURE")


@dataclass
class ConfigCase:
    """A config set (file name -> statements), the knobs to read, the subsystem, the environment."""

    files: dict[str, Node]
    knobs: list[str]
    subsystem: str | None = None
    env: dict[str, str] = field(default_factory=dict)

    def texts(self) -> dict[str, str]:
        return {name: node.render() for name, node in self.files.items()}


@lru_cache(maxsize=1)
def templates() -> list[dict]:
    """The metaknob templates of the param table (``schemas/templates.json``, extracted from
    HTCondor's ``param_info.in`` by ``tools/``), public ones only."""
    path = _paths.REPO / "schemas" / "templates.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError:
        return []
    return [t for t in data["templates"] if not t.get("internal")]


class ConfigGenerator:
    def __init__(self, rng: random.Random) -> None:
        self.r = rng
        self.files: dict[str, Node] = {}
        self.extra_knobs: set[str] = set()
        #: the index in NAMES of the knob being defined (references favour earlier names)
        self.owner = 0

    def pick(self, seq):
        return seq[self.r.randrange(len(seq))]

    def chance(self, p: float) -> bool:
        return self.r.random() < p

    # --- values -----------------------------------------------------------------------------
    def name_ref(self) -> str:
        """A name to refer to: mostly one defined before the statement being written (so
        most sets have no cycles, which HTCondor cannot expand), sometimes any."""
        pool = NAMES[:self.owner] if self.owner and self.chance(0.85) else NAMES
        n = self.pick(pool + pool + ("NOPE",) + REAL_KNOBS[:4])
        return n.lower() if self.chance(0.1) else n

    def part(self, depth: int = 0) -> Node:
        r = self.r.random()
        if r < 0.3 or depth > 2:
            return leaf("word", self.pick(WORDS))
        if r < 0.5:
            return leaf("ref", f"$({self.name_ref()})")
        if r < 0.58:
            inner = self.value(depth + 1, max_parts=2).render() if self.chance(0.6) else self.pick(WORDS)
            return leaf("ref", f"$({self.name_ref()}:{inner})")
        if r < 0.62:
            return leaf("ref", f"$({self.pick(PREFIXES)}.{self.pick(NAMES)})")
        if r < 0.68:
            var = self.pick(tuple(ENV) + ("NOPE_XX",))
            return leaf("env", f"$ENV({var})" if self.chance(0.6) else f"$ENV({var}:{self.pick(WORDS)})")
        if r < 0.72:
            return leaf("ref", f"$({self.pick(HOST_REFS)})")
        return leaf("func", self.function(depth))

    def function(self, depth: int) -> str:
        n = self.name_ref()
        kind = self.pick(("INT", "REAL", "STRING", "EVAL", "CHOICE", "SUBSTR", "F", "BASENAME", "DIRNAME",
                          "RANDOM_CHOICE", "RANDOM_INTEGER", "INTLIT", "REALLIT"))
        if kind in ("INT", "REAL", "STRING"):
            fmt = f",{self.pick(FORMATS)}" if self.chance(0.4) else ""
            return f"${kind}({n}{fmt})"
        if kind == "INTLIT":
            return f"$INT({self.pick(('2*3', '7.9', 'true', 'bad', '-12', '1e10', '9223372036854775808'))}" \
                   f"{',' + self.pick(FORMATS) if self.chance(0.4) else ''})"
        if kind == "REALLIT":
            return f"$REAL({self.pick(('1/3', '2', '1e300', '-0.5', 'x', '0.1'))}" \
                   f"{',' + self.pick(FORMATS) if self.chance(0.4) else ''})"
        if kind == "EVAL":
            body = self.pick((n, n + "+1", 'strcat("a","b")', 'size("abc")', "1.5*2", "3/2", "{1,2}", "error",
                              "undefined", n + " =?= undefined", f'"$({n})"'))
            return f"$EVAL({body})"
        if kind == "CHOICE":
            return f"$CHOICE({self.pick(('0', '1', '2', '5', n, '-1'))},{self.pick(('x,y,z', n, 'a', ''))})"
        if kind == "SUBSTR":
            args = self.pick(("2", "-2", "1,2", "1,-1", "x", "-99,99", "0", "10"))
            return f"$SUBSTR({n},{args})" if self.chance(0.9) else f"$SUBSTR({n})"
        if kind == "F":
            letters = "".join(self.r.sample(F_LETTERS, self.r.randint(0, 3)))
            return f"$F{letters}({n})"
        if kind in ("BASENAME", "DIRNAME"):
            return f"${kind}({n}{',' + self.pick(('.gz', '.TAR.GZ', 'x')) if kind == 'BASENAME' and self.chance(0.3) else ''})"
        if kind == "RANDOM_CHOICE":
            return f"$RANDOM_CHOICE({self.pick(('only', 'a,b', n))})"
        return f"$RANDOM_INTEGER({self.pick(('5,5', '7,7,3', '1,3', 'x,y'))})"

    def value(self, depth: int = 0, max_parts: int = 4) -> Node:
        parts = [self.part(depth) for _ in range(self.r.randint(0, max_parts))]
        sep = "" if self.chance(0.5) else " "
        return Node("value", "", parts, sep, "", variadic=True, expr=False)

    # --- statements -------------------------------------------------------------------------
    def target(self) -> str:
        self.owner = self.r.randrange(len(NAMES))
        name = NAMES[self.owner]
        r = self.r.random()
        if r < 0.12:
            return f"{self.pick(PREFIXES)}.{name}"
        if r < 0.17:
            return self.pick(REAL_KNOBS)
        if r < 0.22:
            return name.lower()
        return name

    def line(self, head: str, value: Node, tail: str = "\n") -> Node:
        return Node("stmt", head, [value], "", tail, expr=False)

    def statement(self, depth: int) -> Node:
        r = self.r.random()
        t = self.target()
        if r < 0.4:
            op = self.pick((" = ", "=", " =", "= ", " : ", "  =  "))
            return self.line(f"{t}{op}", self.value())
        if r < 0.5:
            return self.line(f"{t} {self.pick(PLUS_OPS)} ", self.value())
        if r < 0.56:
            tag = self.pick(("END", "x", "EOF"))
            body = Node("value", "", [self.value(), self.value()], "\n", "", variadic=True, expr=False)
            return Node("stmt", f"{t} @={tag}\n", [body], "", f"\n@{tag}\n", expr=False)
        if r < 0.62:
            return Node("stmt", f"{t} = ", [self.value(), self.value()], " \\\n   ", "\n", expr=False)
        if r < 0.66:
            return leaf("comment", self.pick(("# a comment\n", "#\n", "   # indented\n", "\n", "# a comment\n", "#\n",
                                              "   # indented\n", "\n", "# ends \\\n   with a backslash\n",
                                              "[section]\n", "#opt:oldcomment\n", "#opt:newcomment\n")))
        if r < 0.78 and depth < 2:
            return self.conditional(depth)
        if r < 0.84:
            return self.use()
        if r < 0.88:
            return self.include()
        if r < 0.9:
            return leaf("stmt", self.pick(("warning : careful $(A)\n", "WARNING : w\n")))
        if r < 0.903:
            return leaf("stmt", self.pick(("error : stop $(A)\n", "if 1 + 1\nendif\n", "A B C\n")))
        return self.line(f"{t} = ", self.value())

    def block(self, depth: int, lo: int = 1, hi: int = 4) -> Node:
        stmts = [self.statement(depth + 1) for _ in range(self.r.randint(lo, hi))]
        return Node("block", "", stmts, "", "", variadic=True, expr=False)

    def condition(self) -> str:
        r = self.r.random()
        if r < 0.35:
            return self.pick(CONDITIONS)
        n = self.name_ref()
        if r < 0.6:
            return f"{self.pick(('defined', '! defined', '!defined', 'DEFINED'))} {n}"
        if r < 0.85:
            return f"{self.pick(('', '! '))}$({n}{self.pick(('', ':0', ':1', ':true'))})"
        return f"{self.pick(('', '! '))}{self.pick(CONDITIONS)}"

    def conditional(self, depth: int) -> Node:
        branches = [Node("branch", f"{self.pick(('if', 'IF', ':if'))} {self.condition()}\n", [self.block(depth)],
                         expr=False)]
        for _ in range(self.r.choice((0, 0, 1, 2))):
            branches.append(Node("branch", f"elif {self.condition()}\n", [self.block(depth)], expr=False))
        if self.chance(0.5):
            branches.append(Node("branch", "else\n", [self.block(depth)], expr=False))
        return Node("if", "", branches, "", "endif\n", variadic=True, expr=False)

    def use(self) -> Node:
        tpls = templates()
        if not tpls:
            return self.line(f"{self.target()} = ", self.value())
        t = self.pick(tpls)
        self.extra_knobs.update(t.get("defines") or [])
        args = ""
        params = t.get("params") or []
        if params and (t.get("raises_error_without_args") or self.chance(0.6)):
            # mostly as many arguments as the template names (fewer sometimes: some templates
            # refuse that, which the library must agree on)
            count = len(params) if self.chance(0.85) else self.r.randint(1, len(params))
            args = "(" + ", ".join(self.pick(("Slot_A", "2", "three", "$(A)", "x", "5", "STARTD_CRON", "/bin/true"))
                                   for _ in range(count)) + ")"
        name = t["name"] if self.chance(0.85) else t["name"].lower()
        sep = self.pick((" : ", ":", " :"))
        if not args and self.chance(0.15):
            # several templates of a category in one line
            others = [o for o in tpls if o["category"] == t["category"] and not o.get("raises_error_without_args")]
            if others:
                self.extra_knobs.update(self.pick(others).get("defines") or [])
                name += ", " + self.pick(others)["name"]
        return leaf("use", f"use {t['category']}{sep}{name}{args}\n")

    def include(self) -> Node:
        index = len([n for n in self.files if n.startswith("inc")])
        if index >= 2 or not self.chance(0.8):
            return leaf("stmt", self.pick(("include ifexist : /nonexistent/x\n", "include ifexist : nosuch\n")))
        name = f"inc{index}"
        self.files[name] = Node("file", "", [], "", "", variadic=True, expr=False)  # reserve the name
        self.files[name] = self.block(1, 1, 5)
        kw = self.pick(("include : ", "@include : ", "include ifexist : ", "INCLUDE:"))
        if self.chance(0.15):
            return Node("stmt", "", [self.line("INCNAME = ", leaf("word", name)), leaf("stmt", f"{kw}$(INCNAME)\n")],
                        "", "", expr=False)
        return leaf("stmt", f"{kw}{name}\n")

    # --- the case ---------------------------------------------------------------------------
    def case(self) -> ConfigCase:
        main = self.block(0, 2, 9)
        if self.chance(0.3):
            self.files["local"] = self.block(1, 1, 4)
            main.children.append(leaf("stmt", "LOCAL_CONFIG_FILE = $(CONFIG_ROOT)/local\n"))
        if self.chance(0.2):
            names = self.r.sample(["10a", "20b", "zz", "00", "x.rpmsave", "y~", ".hidden", "w.dpkg-old", "5"],
                                  self.r.randint(1, 3))
            for n in names:
                self.files[f"d/{n}"] = self.block(1, 1, 3)
            main.children.append(leaf("stmt", "LOCAL_CONFIG_DIR = $(CONFIG_ROOT)/d\n"))
        self.files = {"condor_config": main, **self.files}
        knobs = list(NAMES) + [n.lower() for n in NAMES[:2]] + [f"{p}.{n}" for p in ("STARTD", "TOOL") for n in NAMES[:3]]
        knobs += list(REAL_KNOBS[:6])
        knobs += sorted(self.extra_knobs)[:20]
        env = dict(ENV) if self.chance(0.9) else {}
        if self.chance(0.2):
            # configuration from the environment, read after every file
            for _ in range(self.r.randint(1, 2)):
                key = self.pick(("_CONDOR_A", "_condor_B", "_CONDOR_STARTD.C", "_CONDOR_D ", "_CONDOR_START"))
                env[key] = self.value().render()
        return ConfigCase(self.files, knobs, self.pick(SUBSYSTEMS), env)


def generate(seed: int, index: int) -> ConfigCase:
    return ConfigGenerator(random.Random(seed * 1_000_003 + index)).case()


#: stand-ins a shrunk statement tries
SHRINK_LEAVES = (leaf("word", "x"),)
