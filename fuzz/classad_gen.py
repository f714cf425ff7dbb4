"""Random ClassAd cases drawn from HTCondor's grammar and function table.

What is generated comes from the library's sources, not from condor-ls's tests:

* the lexer (``src/classad/lexer.cpp``): integer literals in decimal, octal-looking and hex
  spellings, out-of-range integers, reals with and without fraction or exponent, strings with
  every escape (octal ones included), adjacent string literals (which the lexer joins), quoted
  attribute names, the keyword literals in any letter case, ``//`` and ``/* */`` comments;
* the parser (``src/classad/source.cpp``): every operator at every precedence level (``?:``,
  the elvis ``?:``, ``|| && | ^ & == != =?= =!= is isnt < <= > >= << >> >>> + - * / %``, the
  unary ``- + ! ~``), subscripts, selections (``a.b``, ``.a``), calls, lists and records,
  with and without parentheses;
* the function table (``FunctionCall`` in ``src/classad/fnCall.cpp`` and the functions
  ``src/condor_utils/compat_classad.cpp`` registers): every builtin, called with arguments
  of the kinds it expects and of other kinds, with the right count and one too few or too many;
* values at the edges: empty strings, lists and records, ``inf``/``nan``/``-0.0``, the 32- and
  64-bit integer limits, far past and future dates, non-ASCII text;
* MY and TARGET ads with nested records and lists, attributes referring to each other (cycles
  included) through ``MY``, ``TARGET``, ``parent``, ``root`` and plain names.

Every case is a function of (seed, index), so a finding can be regenerated from its number.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable

from .tree import Node, leaf

# ---------------------------------------------------------------------------------------------
# The function table: name -> (least arguments, most arguments or None, argument kinds).
# The kinds say what a well-typed argument looks like; the last kind repeats for variadic
# functions. Arities follow each builtin's own argument check in fnCall.cpp/compat_classad.cpp.
# ---------------------------------------------------------------------------------------------

FUNCTIONS: dict[str, tuple[int, int | None, tuple[str, ...]]] = {
    # type predicates
    **{name: (1, 1, ("any",)) for name in (
        "isUndefined", "isError", "isString", "isInteger", "isReal", "isList", "isClassAd",
        "isBoolean", "isAbstime", "isReltime")},
    # lists
    "member": (2, 2, ("any", "list")),
    "identicalMember": (2, 2, ("any", "list")),
    "anyCompare": (3, 3, ("op", "list", "any")),
    "allCompare": (3, 3, ("op", "list", "any")),
    "size": (1, 1, ("sized",)),
    "sum": (1, 1, ("numlist",)),
    "avg": (1, 1, ("numlist",)),
    "min": (1, 1, ("numlist",)),
    "max": (1, 1, ("numlist",)),
    # time
    "time": (0, 0, ()),
    "currentTime": (0, 0, ()),
    "timeZoneOffset": (0, 0, ()),
    "dayTime": (0, 0, ()),
    **{name: (1, 1, ("time",)) for name in (
        "getYear", "getMonth", "getDayOfYear", "getDayOfMonth", "getDayOfWeek", "getDays",
        "getHours", "getMinutes", "getSeconds")},
    "splitTime": (0, 1, ("time",)),
    "formatTime": (0, 2, ("time", "fmt")),
    "interval": (1, 1, ("num",)),
    # strings
    "strcat": (0, None, ("any",)),
    "join": (1, None, ("str", "any")),
    "toUpper": (1, 1, ("str",)),
    "toLower": (1, 1, ("str",)),
    "substr": (2, 3, ("str", "int", "int")),
    "strcmp": (2, 2, ("str", "str")),
    "stricmp": (2, 2, ("str", "str")),
    "versioncmp": (2, 2, ("version", "version")),
    "versionLE": (2, 2, ("version", "version")),
    "versionLT": (2, 2, ("version", "version")),
    "versionGE": (2, 2, ("version", "version")),
    "versionGT": (2, 2, ("version", "version")),
    "versionEQ": (2, 2, ("version", "version")),
    "version_in_range": (3, 3, ("version", "version", "version")),
    # regular expressions
    "regexp": (2, 3, ("regex", "str", "ropts")),
    "regexpMember": (2, 3, ("regex", "strlistv", "ropts")),
    "regexps": (3, 4, ("regex", "str", "subst", "ropts")),
    "replace": (3, 4, ("regex", "str", "subst", "ropts")),
    "replaceAll": (3, 4, ("regex", "str", "subst", "ropts")),
    # conversions
    "int": (1, 1, ("conv",)),
    "real": (1, 1, ("conv",)),
    "string": (1, 1, ("any",)),
    "bool": (1, 1, ("conv",)),
    "absTime": (0, 2, ("abstext", "offset")),
    "relTime": (0, 1, ("reltext",)),
    # expressions about expressions
    "unparse": (1, 1, ("ref",)),
    "unresolved": (1, 2, ("ref", "regex")),
    "eval": (1, 1, ("exprtext",)),
    "ifThenElse": (3, 3, ("cond", "any", "any")),
    # mathematics
    "floor": (1, 1, ("num",)),
    "ceil": (1, 1, ("num",)),
    "ceiling": (1, 1, ("num",)),
    "round": (1, 1, ("num",)),
    "pow": (2, 2, ("num", "num")),
    "quantize": (2, 2, ("num", "quant")),
    "random": (0, 1, ("num",)),
    # string lists (compat_classad.cpp)
    "stringListsIntersect": (2, 3, ("strlist", "strlist", "delim")),
    "stringListSize": (1, 2, ("strlist", "delim")),
    "stringListSum": (1, 2, ("numstrlist", "delim")),
    "stringListAvg": (1, 2, ("numstrlist", "delim")),
    "stringListMin": (1, 2, ("numstrlist", "delim")),
    "stringListMax": (1, 2, ("numstrlist", "delim")),
    "stringListMember": (2, 3, ("str", "strlist", "delim")),
    "stringListIMember": (2, 3, ("str", "strlist", "delim")),
    "stringListSubsetMatch": (2, 3, ("strlist", "strlist", "delim")),
    "stringListISubsetMatch": (2, 3, ("strlist", "strlist", "delim")),
    "stringList_regexpMember": (2, 4, ("regex", "strlist", "delim", "ropts")),
    "split": (1, 2, ("strlist", "delim")),
    "splitUserName": (1, 1, ("userat",)),
    "splitSlotName": (1, 1, ("userat",)),
    "envV1ToV2": (1, 1, ("env1",)),
    "mergeEnvironment": (0, None, ("env2",)),
    "listToArgs": (1, 1, ("strlistv",)),
    "argsToList": (1, 1, ("args",)),
    "evalInEachContext": (2, 2, ("any", "reclist")),
    "countMatches": (2, 2, ("any", "reclist")),
    "userHome": (1, 2, ("str", "any")),
    "userMap": (2, 4, ("str", "str", "str", "any")),
    "debug": (1, 1, ("any",)),
}

#: functions whose answer depends on the clock or on chance: compared loosely
CLOCK_FUNCTIONS = frozenset({"time", "currentTime", "dayTime"})
RANDOM_FUNCTIONS = frozenset({"random"})

BINARY_OPS = (
    "||", "&&", "|", "^", "&", "==", "!=", "=?=", "=!=", "is", "isnt", "<", "<=", ">", ">=",
    "<<", ">>", ">>>", "+", "-", "*", "/", "%",
)
UNARY_OPS = ("-", "+", "!", "~")

#: attribute names shared by the random ads and the random references, so lookups often hit
NAMES = ("a", "b", "c", "x", "y", "L", "R", "Memory", "Name", "Requirements", "Rank", "T")
#: spellings that reach the same attributes, names that miss, and the scope names
REF_NAMES = NAMES + ("A", "MEMORY", "nosuch", "'a'", "'x y'", "CurrentTime")
SCOPES = ("MY", "TARGET", "my", "target", "parent", "root", "self", "toplevel", "other", "R", "L[0]", "R.R")

INT_EDGES = (0, 1, -1, 2, 7, 10, 255, 1000, 86400, 2**31 - 1, 2**31, -(2**31), -(2**31) - 1, 2**32,
             2**53 + 1, 2**62, 2**63 - 1, -(2**63) + 1, 1000000007, 253402300799, -62135596800)
INT_SPELLINGS = ("0x10", "0X1f", "017", "010", "00", "9223372036854775808", "99999999999999999999",
                 "-9223372036854775808", "0x7fffffffffffffff", "0xffffffffffffffff", "1e3")
REAL_SPELLINGS = ("0.0", "-0.0", "0.5", ".5", "5.", "1.5", "2.5", "-2.5", "0.1", "3.0", "1e16", "1e17",
                  "123.456", "1e308", "1.7976931348623157e308", "1e309", "2e-308", "5e-324", "1e-320",
                  "1E5", "1.0e+2", "9007199254740993.0", "0.30000000000000004", "1e15", "123456789012.5",
                  "2147483648.5", "-2147483649.0", "9.3e18", "-9.3e18", "86399.999", "1e10", "4.9e-324",
                  "00.5", "0e0", "08.5")
SPECIAL_REALS = ('real("inf")', 'real("-inf")', 'real("nan")', '-real("inf")', 'real("-nan")', "(0.0/0)",
                 "(1e308*10)", "(-1e308*10)", "(-1.0/0)")
STRING_VALUES = ("", "a", "A", "abc", "ABC", "aBc", "a,b,c", "a b c", " a , b ", "1,2,3", "1.5", "10", "-3",
                 "true", "FALSE", "undefined", "user@host", "slot1@m", "slot1_2@m.x", "@", "a@b@c", "1.2.3",
                 "a.c", "^a", "[ab]+", "(a)(b)?", "A=1 B=2", "2020-01-01T00:00:00Z", "1+01:00:00", "%Y-%m-%d",
                 "==", "<", "is", "é", "hé", "日本", "naïve", "Straße", "😀", "x😀y", "ÀÉ", "\t", " ", ",,",
                 "a;b", "a\\nb", "tab\\there", "q\\\"q", "back\\\\slash", "'single'", "\\101\\102", "\\x",
                 "a\\'b", "\\303\\251", "\\377", "1e3", "inf", "nan", "0x10", "  7  ", "+5", "1_000")
NON_ASCII = ("é", "ß", "日", "😀", "Ω", "\u00a0", "\u200b", "İ", "ı", "ǅ")
STRLISTS = ("", "a", "a,b,c", "a, b, c", "a b c", " a ,b , c ", "A,a", "a,,b", ",", "1,2,3", "1, 2.5, -3",
            "x;y;z", "a:b", "é,ß", "1,a,2", "3,1,2", "1e3,2", "inf,nan", "  ", "a\\tb c", "1 2 3",
            "9223372036854775807,1", "-0.0,0.0", "a b,c")
DELIMS = (",", ";", " ", ", ", ":", "", "ab", ",;", "é", "\\t")
REGEXES = ("a", "^a", "a$", "[ab]+", "(a)(b)?", "a.c", "\\\\d+", "x*", "A", "(?i)a", "b|c", "", "^$", ".*",
           "(", "[", "a{2}", "\\\\w+@\\\\w+", "é", ".", "^.$", "(a|b)*c", "\\\\s", "[[:alpha:]]+", "a\\\\.b",
           "(?<n>a)", "\\\\bx", "[^a]", "a+?", "(?:ab)+")
ROPTS = ("", "i", "I", "m", "s", "g", "f", "gf", "ig", "x", "M", "S", "X", "gi", "q", "ifs")
SUBSTS = ("X", "\\\\1", "<\\\\0>", "", "\\\\2-\\\\1", "$1", "\\\\9", "é", "\\\\")
OPS = ("<", "<=", "==", "!=", ">", ">=", "is", "isnt", "=?=", "=!=", "=", "~", "", "IS", "<>")
FORMATS = ("%Y-%m-%d", "%H:%M:%S", "%j %U %W %w", "%a %b %d", "%y %e %p", "%%", "x", "", "%c", "%C",
           "%D", "%F", "%g %G %V", "%h", "%I %l", "%k", "%m", "%n%t", "%r", "%R", "%s", "%T", "%u",
           "%x", "%X", "%z", "%Z", "%A %B", "%E", "%Ey", "%Od", "%q", "%", "%5Y", "%-d", "%+", "é%Y",
           "%Y%m%d%H%M%S", "%%Y")
VERSIONS = ("1.2.3", "1.10", "1.9", "8.9.7", "10.0.0", "a1", "a01", "0", "00", "", "1.2.3a", "1.2", "1.2.0",
            "v1", "24.0.1", "-1", "1..2", "é1", "9223372036854775808", "1.02")
ENV1 = ("A=1;B=2", "A=1", "", "A=1;;B=2", "A", "=x", "A=x y;B=2", "A=1;B")
ENV2 = ("A=1 B=2", "A='x y' B=2", "A=1", "", "B=3 A=9", "A=\\\"q\\\"", "A=1 A=2", "'A=1", "A=é")
ARGS = ("a b c", "'a b' c", "a  b", "", "x\\\"y", "'it''s'", "a'b", "\\\"a b\\\"", "é ß")
USERAT = ("user@host", "slot1@m", "@", "a@b@c", "", "noat", "slot1_1@host.domain", "é@ß")
ABS_TEXTS = ("2020-01-01T00:00:00Z", "2020-01-01", "2020-01-01T12:00:00+05:30", "2020-02-29T23:59:59-08:00",
             "1970-01-01T00:00:00", "9999-12-31T23:59:59Z", "0001-01-01T00:00:00Z", "2038-01-19T03:14:08Z",
             "20200101T000000Z", "2020-13-01", "2020-01-32", "9éa", "23def", "", "x", "2020", "2020-01-01T25:00",
             "1-1-1", "2020-01-01T00:00:00+24:00", "2020-01-01 00:00:00", "-2020-01-01", "1e9", "12345",
             "2020-01-01T00:00:00.5Z", "2020-01-01T00:00:00z", "ÿ2020", "2020-W01")
REL_TEXTS = ("1+01:02:03", "01:00", "5", "-1:00", "1:2:3", "0", "", "x", "100+00:00:00", "-5+00:00:01",
             "1:60", "25:00:00", "1.5", "+1", "--1", "1d", "é", "9223372036854775807", "00:00:00.25")
TIME_INTS = ("0", "1", "-1", "86399", "86400", "1577836800", "951782400", "2147483647", "2147483648",
             "-2147483649", "253402300799", "253402300800", "-62135596800", "-62135596801", "10000000000",
             "-10000000000", "9223372036854775807", "(-9223372036854775807)", "1e10", "1.5e9", "0.5", "-0.5",
             "1e18", "-1e18", 'real("inf")', 'real("nan")', "1e300")
#: time texts the parser reads (an ad must parse, or the whole case is wasted)
GOOD_ABS_TEXTS = ("2020-01-01T00:00:00Z", "2020-01-01", "2020-01-01T12:00:00+05:30", "1970-01-01T00:00:00",
                  "9999-12-31T23:59:59Z", "2038-01-19T03:14:08Z", "9éa", "23def", "20200101T000000Z")
GOOD_REL_TEXTS = ("1+01:02:03", "01:00", "5", "-1:00", "1:2:3", "0", "100+00:00:00", "1:60", "25:00:00", "1.5")
OFFSETS = ("0", "3600", "-3600", "19800", "-1", "86400", "90000", "-90000", "1.5", "relTime(60)", "2147483648",
           "-36000.9", '"x"', "true", "undefined")


@dataclass
class Case:
    """One generated case: an expression and the ads it is evaluated with.

    ``my`` is None for "an empty MY ad", or the string ``"@none"`` for no ad at all (the
    library's ``ExprTree.eval()`` without arguments)."""

    expr: Node
    my: Node | str | None = None
    target: Node | None = None


class Generator:
    """A seeded source of random cases; tuned by a handful of weights."""

    def __init__(self, rng: random.Random, max_depth: int = 4) -> None:
        self.r = rng
        self.max_depth = max_depth
        #: generating an ad's attributes: avoid text the lexer refuses
        self.in_ad = False
        self._func_names = sorted(FUNCTIONS)
        self._kind_gen: dict[str, Callable[[int], Node]] = {
            "any": self.expr,
            "int": self.int_arg,
            "num": self.num_arg,
            "conv": self.conv_arg,
            "str": self.str_arg,
            "sized": lambda d: self.pick((self.str_arg, self.list_arg, self.record))(d),
            "list": self.list_arg,
            "numlist": self.numlist_arg,
            "strlistv": self.strlist_value_arg,
            "reclist": self.reclist_arg,
            "quant": lambda d: self.pick((self.num_arg, self.numlist_arg))(d),
            "time": self.time_arg,
            "fmt": lambda d: self.string_pool(FORMATS),
            "op": lambda d: self.string_pool(OPS),
            "version": lambda d: self.string_pool(VERSIONS),
            "regex": lambda d: self.string_pool(REGEXES) if self.chance(0.5) else self.random_regex(),
            "ropts": lambda d: self.string_pool(ROPTS),
            "subst": lambda d: self.string_pool(SUBSTS),
            "strlist": lambda d: self.string_pool(STRLISTS),
            "numstrlist": lambda d: self.string_pool(STRLISTS),
            "delim": lambda d: self.string_pool(DELIMS),
            "userat": lambda d: self.string_pool(USERAT),
            "env1": lambda d: self.string_pool(ENV1),
            "env2": lambda d: self.string_pool(ENV2),
            "args": lambda d: self.string_pool(ARGS),
            "abstext": self.abs_arg,
            "offset": lambda d: leaf("lit", self.r.choice(OFFSETS)),
            "reltext": self.rel_arg,
            "ref": self.ref,
            "exprtext": self.exprtext_arg,
            "cond": self.cond,
        }

    # --- small helpers ----------------------------------------------------------------------
    def pick(self, seq):
        return seq[self.r.randrange(len(seq))]

    def chance(self, p: float) -> bool:
        return self.r.random() < p

    # --- literals ---------------------------------------------------------------------------
    def int_text(self) -> str:
        r = self.r.random()
        if r < 0.45:
            return str(self.r.randint(-20, 300))
        if r < 0.8:
            return str(self.pick(INT_EDGES))
        if r < 0.9:
            spelled = self.pick(INT_SPELLINGS)
            # an ad that does not parse wastes the whole case: only the expression gets the
            # spellings the lexer refuses (hex and octal under old-ClassAd semantics)
            if not self.in_ad or spelled[0] != "0" or len(spelled) == 1:
                return spelled
        return str(self.r.randint(-(2**63), 2**63 - 1))

    def real_text(self) -> str:
        r = self.r.random()
        if r < 0.45:
            spelled = self.pick(REAL_SPELLINGS)
            # "5." is a lexer error (a '.' must be followed by a digit): not in an ad
            return spelled if not (self.in_ad and spelled.endswith(".")) else "5.0"
        if r < 0.6:
            return self.pick(SPECIAL_REALS)
        if r < 0.8:
            return repr(self.r.uniform(-1e6, 1e6))
        x = self.r.choice((self.r.expovariate(1e-3), 10.0 ** self.r.uniform(-320, 308)))
        text = repr(x if self.chance(0.5) else -x)
        if "e" not in text and "." not in text and "n" not in text:
            text += ".0"
        return text

    def string_body(self) -> str:
        r = self.r.random()
        if r < 0.55:
            return self.pick(STRING_VALUES)
        parts = []
        for _ in range(self.r.randint(0, 6)):
            q = self.r.random()
            if q < 0.6:
                parts.append(self.r.choice("aAbBzZ019 ,;.@_-*$%:=+/"))
            elif q < 0.8:
                parts.append(self.pick(NON_ASCII))
            elif self.in_ad:
                parts.append(self.pick(("\\n", "\\t", '\\"', "\\\\", "\\101", "\\303\\251")))
            else:
                parts.append(self.pick(("\\n", "\\t", '\\"', "\\\\", "\\'", "\\101", "\\7", "\\12", "\\?",
                                        "\\a", "\\b", "\\f", "\\r", "\\v", "\\z", "\\1234", "\\0x")))
        return "".join(parts)

    def string_lit(self) -> Node:
        body = self.string_body()
        if self.chance(0.03):
            # adjacent literals are joined by the lexer
            return leaf("lit", f'"{body}" "{self.string_body()}"')
        return leaf("lit", f'"{body}"')

    def random_regex(self) -> Node:
        """A pattern assembled from PCRE's pieces (escaped for a ClassAd string)."""
        atoms = ("a", "b", "é", ".", "\\\\d", "\\\\w", "\\\\s", "\\\\S", "\\\\W", "\\\\D", "[ab]",
                 "[^a]", "[a-c]", "[[:digit:]]", "[[:upper:]]", "\\\\.", "\\\\h", "\\\\v", " ", ",",
                 "\\\\x41", "\\\\t", "\\\\n", "[\\\\s,]", "(a|b)", "(?:ab)", "\\\\Qa.\\\\E")
        parts = []
        for _ in range(self.r.randint(1, 4)):
            p = self.pick(atoms)
            if self.chance(0.35):
                p += self.pick(("*", "+", "?", "{2}", "{1,3}", "*?", "+?", "{0,}"))
            parts.append(p)
        text = "".join(parts)
        if self.chance(0.2):
            text = "^" + text
        if self.chance(0.2):
            text += "$"
        if self.chance(0.1):
            text = "(?i)" + text
        if self.chance(0.1):
            text = text + "|" + self.pick(atoms)
        return leaf("lit", '"' + text + '"')

    def string_pool(self, pool) -> Node:
        if self.chance(0.08):
            return self.expr(self.max_depth)  # wrong kind now and then
        return leaf("lit", '"' + self.pick(pool) + '"')

    def keyword(self) -> Node:
        return leaf("lit", self.pick(("true", "false", "TRUE", "False", "undefined", "UNDEFINED", "error",
                                      "Error", "{}", "[]", "{ }", "[ ]")))

    def literal(self) -> Node:
        r = self.r.random()
        if r < 0.3:
            text = self.int_text()
        elif r < 0.5:
            text = self.real_text()
        elif r < 0.75:
            return self.string_lit()
        elif r < 0.88:
            return self.keyword()
        else:
            text = self.pick(('absTime("2020-01-01T00:00:00Z")', "absTime(86400, 3600)", "relTime(90)",
                              "relTime(-1.5)", 'relTime("1+00:00:01")', "absTime(0)", 'absTime("9999-12-31")',
                              "relTime(1e10)", "relTime(-86401)", "absTime(-62135596800)",
                              'relTime("-0:00:30")', "relTime(0.25)", 'absTime("2038-01-19T03:14:08")'))
        if text.startswith("-") and self.chance(0.7):
            text = f"({text})"
        return leaf("lit", text)

    # --- references -------------------------------------------------------------------------
    def ref(self, depth: int = 0) -> Node:
        r = self.r.random()
        name = self.pick(REF_NAMES)
        if r < 0.35:
            return leaf("ref", name)
        if r < 0.75:
            return leaf("ref", f"{self.pick(SCOPES)}.{name}")
        if r < 0.82:
            return leaf("ref", f".{name}")
        if r < 0.9:
            return leaf("ref", self.pick(("MY", "TARGET", "parent", "root", "self", "R", "L", "other", "LEFT",
                                          "RIGHT", "symmetricMatch", "leftMatchesRight", "CurrentTime")))
        return leaf("ref", f"{self.pick(SCOPES)}.{self.pick(SCOPES)}.{name}")

    # --- composite expressions --------------------------------------------------------------
    def expr(self, depth: int = 0) -> Node:
        if depth >= self.max_depth or self.chance(0.18 + 0.14 * depth):
            return self.literal() if self.chance(0.6) else self.ref(depth)
        r = self.r.random()
        d = depth + 1
        if r < 0.28:
            return self.call(d)
        if r < 0.5:
            return self.binary(d)
        if r < 0.57:
            op = self.pick(UNARY_OPS)
            return Node("un", op, [self.maybe_paren(self.expr(d))])
        if r < 0.63:
            branches = Node("branches", "", [self.expr(d), self.expr(d)], " : ", expr=False)
            return Node("tern", "", [self.maybe_paren(self.expr(d)), branches], " ? ")
        if r < 0.67:
            return Node("elvis", "", [self.maybe_paren(self.expr(d)), self.expr(d)], " ?: ")
        if r < 0.77:
            return self.list_lit(d)
        if r < 0.84:
            return self.record(d)
        if r < 0.92:
            index = self.pick((lambda: leaf("lit", str(self.r.randint(-1, 3))), lambda: self.expr(d),
                               lambda: leaf("lit", '"' + self.pick(NAMES) + '"')))()
            return Node("sub", "", [self.paren(self.expr(d)), index], "[", "]")
        base = self.expr(d)
        if base.kind == "lit" and not base.head.startswith('"'):
            base = Node("paren", "(", [base], "", ")")  # "5.a" is a malformed number
        return Node("sel", "", [self.paren(base)], "", "." + self.pick(REF_NAMES[:-1]))

    def binary(self, d: int) -> Node:
        op = self.pick(BINARY_OPS)
        if op.isalpha() and self.chance(0.2):
            op = self.pick((op.upper(), op.capitalize()))  # keywords in any letter case
        sep = f" {op} " if self.chance(0.9) or op.isalpha() else op
        if sep == "-" and self.chance(0.5):
            sep = " -"
        if self.chance(0.02):
            # comments are white space to the lexer
            sep = self.pick((f" /* c */{op} ", f" {op}/**/", f" {op} // c\n"))
        return Node("bin", "", [self.maybe_paren(self.expr(d)), self.maybe_paren(self.expr(d))], sep)

    def paren(self, n: Node) -> Node:
        if n.kind in ("lit", "ref", "paren", "call", "list", "rec"):
            return n
        return Node("paren", "(", [n], "", ")")

    def maybe_paren(self, n: Node) -> Node:
        if n.kind in ("lit", "ref") or not self.chance(0.6):
            return n
        return Node("paren", "(", [n], "", ")")

    def list_lit(self, d: int, items: list[Node] | None = None) -> Node:
        if items is None:
            items = [self.expr(d) for _ in range(self.r.choice((0, 1, 1, 2, 2, 3, 4, 6)))]
        return Node("list", "{", items, ", ", "}", variadic=True)

    def record(self, d: int) -> Node:
        names = self.r.sample(NAMES + ("'x y'", "'a'", "'é'"), self.r.choice((0, 1, 1, 2, 3)))
        attrs = [self.attr(n, self.expr(d)) for n in names]
        return Node("rec", "[", attrs, "; ", "]", variadic=True)

    def attr(self, name: str, value: Node) -> Node:
        return Node("attr", f"{name} = ", [value], expr=False)

    def call(self, d: int) -> Node:
        name = self.pick(self._func_names)
        while name in RANDOM_FUNCTIONS:
            # random()'s value must not decide anything else (its cases are compared by type
            # only): it is called at the top of a case only (see case())
            name = self.pick(self._func_names)
        lo, hi, kinds = FUNCTIONS[name]
        r = self.r.random()
        if r < 0.85:
            n = self.r.randint(lo, hi if hi is not None else lo + 3)
        elif r < 0.92:
            n = max(lo - 1, 0)
        else:
            n = (hi if hi is not None else lo + 4) + 1
        args = []
        for i in range(n):
            kind = kinds[min(i, len(kinds) - 1)] if kinds else "any"
            if self.chance(0.75):
                args.append(self._kind_gen[kind](d))
            else:
                args.append(self.expr(d))
        spelled = name if self.chance(0.9) else self.pick((name.lower(), name.upper()))
        # outside strict mode the parser also takes ';' between arguments
        sep = ", " if self.chance(0.97) else self.pick(("; ", ",", " ,"))
        return Node("call", spelled + "(", args, sep, ")", variadic=True)

    # --- well-typed arguments ---------------------------------------------------------------
    def int_arg(self, d: int) -> Node:
        if self.chance(0.7):
            t = str(self.r.randint(-5, 12)) if self.chance(0.7) else self.int_text()
            return leaf("lit", f"({t})" if t.startswith("-") else t)
        return self.expr(d)

    def num_arg(self, d: int) -> Node:
        r = self.r.random()
        if r < 0.35:
            return leaf("lit", self.int_text())
        if r < 0.75:
            return leaf("lit", self.real_text())
        if r < 0.85:
            return self.binary(d + 1) if d < self.max_depth else leaf("lit", "2")
        return self.expr(d)

    def conv_arg(self, d: int) -> Node:
        r = self.r.random()
        if r < 0.4:
            return leaf("lit", '"' + self.pick(("1", "1.5", "-2.5", " 7", "7 ", "1e3", "0x10", "inf", "-inf", "nan",
                                                 "true", "false", "TRUE", "t", "yes", "", "abc", "9223372036854775808",
                                                 "-0", "1e400", "017", "2.", ".5e1", "1,5", "+3", "1_0")) + '"')
        return self.num_arg(d)

    def str_arg(self, d: int) -> Node:
        return self.string_lit() if self.chance(0.75) else self.expr(d)

    def list_arg(self, d: int) -> Node:
        if self.chance(0.7):
            return self.list_lit(d + 1)
        return self.pick((lambda: leaf("ref", "L"), lambda: leaf("lit", 'split("a b c")'), lambda: self.expr(d)))()

    def numlist_arg(self, d: int) -> Node:
        if self.chance(0.8):
            items = [self.num_arg(d + 1) if self.chance(0.85) else self.expr(d + 1)
                     for _ in range(self.r.choice((0, 1, 2, 3, 4)))]
            return self.list_lit(d + 1, items)
        return self.expr(d)

    def strlist_value_arg(self, d: int) -> Node:
        if self.chance(0.8):
            items = [self.string_lit() if self.chance(0.85) else self.expr(d + 1)
                     for _ in range(self.r.choice((0, 1, 2, 3)))]
            return self.list_lit(d + 1, items)
        return self.expr(d)

    def reclist_arg(self, d: int) -> Node:
        if self.chance(0.8):
            items = [self.record(d + 1) if self.chance(0.85) else self.expr(d + 1)
                     for _ in range(self.r.choice((0, 1, 2, 3)))]
            return self.list_lit(d + 1, items)
        return self.expr(d)

    def time_arg(self, d: int) -> Node:
        r = self.r.random()
        if r < 0.35:
            return leaf("lit", self.pick(TIME_INTS))
        if r < 0.6:
            return Node("call", "absTime(", [self.abs_arg(d)], ", ", ")", variadic=True)
        if r < 0.8:
            return Node("call", "relTime(", [self.rel_arg(d)], ", ", ")", variadic=True)
        return self.expr(d)

    def abs_arg(self, d: int) -> Node:
        if self.chance(0.55):
            return leaf("lit", '"' + self.pick(GOOD_ABS_TEXTS if self.in_ad else ABS_TEXTS) + '"')
        return leaf("lit", self.pick(TIME_INTS)) if self.chance(0.8) else self.expr(d)

    def rel_arg(self, d: int) -> Node:
        if self.chance(0.45):
            return leaf("lit", '"' + self.pick(GOOD_REL_TEXTS if self.in_ad else REL_TEXTS) + '"')
        return leaf("lit", self.pick(TIME_INTS)) if self.chance(0.8) else self.expr(d)

    def exprtext_arg(self, d: int) -> Node:
        if self.chance(0.8):
            inner = self.expr(self.max_depth - 1).render()
            return leaf("lit", '"' + inner.replace("\\", "\\\\").replace('"', '\\"') + '"')
        return self.expr(d)

    def cond(self, d: int) -> Node:
        return self.binary(d) if self.chance(0.5) else self.expr(d)

    # --- ads --------------------------------------------------------------------------------
    def ad(self, old: bool = False) -> Node:
        self.in_ad = True
        try:
            return self._ad(old)
        finally:
            self.in_ad = False

    def _ad(self, old: bool) -> Node:
        names = self.r.sample(NAMES, self.r.randint(0, 7))
        attrs = []
        for n in names:
            if n == "R" and self.chance(0.7):
                value = self.nested_record()
            elif n == "L" and self.chance(0.7):
                value = self.list_lit(2, [self.nested_record() if self.chance(0.3) else self.expr(2)
                                          for _ in range(self.r.randint(0, 4))])
            else:
                value = self.expr(self.r.randint(1, 3))
            spelled = n if self.chance(0.9) else self.pick((n.lower(), n.upper()))
            attrs.append(self.attr(spelled, value))
        if old:
            return Node("ad", "", attrs, "\n", "", variadic=True, expr=False)
        return Node("ad", "[", attrs, "; ", "]", variadic=True, expr=False)

    def nested_record(self) -> Node:
        names = self.r.sample(("a", "b", "x", "R", "y"), self.r.randint(0, 3))
        attrs = []
        for n in names:
            if n == "R" and self.chance(0.5):
                attrs.append(self.attr(n, self.nested_record()))
            elif self.chance(0.4):
                attrs.append(self.attr(n, leaf("ref", self.pick(("parent.a", "parent.x", "parent.R.a", "root.a",
                                                                  "MY.a", "TARGET.a", "a", "x", "parent.parent.a",
                                                                  "self.x", "parent.L")))))
            else:
                attrs.append(self.attr(n, self.expr(2)))
        return Node("rec", "[", attrs, "; ", "]", variadic=True)

    def case(self) -> Case:
        if self.chance(0.003):
            args = [self.num_arg(1) for _ in range(self.r.choice((0, 1, 1, 2)))]
            expr = Node("call", "random(", args, ", ", ")", variadic=True)
        else:
            expr = self.expr(0)
        r = self.r.random()
        if r < 0.1:
            return Case(expr, None, None)
        if r < 0.14:
            return Case(expr, "@none", None)
        old = self.chance(0.15)
        my = self.ad(old)
        target = self.ad(self.chance(0.15)) if self.chance(0.7) else None
        return Case(expr, my, target)


def generate(seed: int, index: int, max_depth: int = 4) -> Case:
    """The case numbered ``index`` of the run seeded with ``seed`` (one case in fifty nests
    two levels deeper)."""
    rng = random.Random(seed * 1_000_003 + index)
    return Generator(rng, max_depth + 2 if rng.random() < 0.02 else max_depth).case()


#: leaves a shrunk expression tries in place of a bigger node
SHRINK_LEAVES = (leaf("lit", "0"), leaf("lit", "undefined"), leaf("lit", '""'), leaf("ref", "a"),
                 leaf("lit", "1"), leaf("lit", "{}"), leaf("lit", "error"))


def ad_text(ad: Node | str | None) -> str | None:
    """An ad node as text. Old-syntax ads read backslashes differently (only ``\\"`` is an
    escape), so one holding any is printed in new syntax rather than wasted."""
    if ad is None or isinstance(ad, str):
        return ad
    text = ad.render()
    if ad.head == "" and "\\" in text:
        return Node("ad", "[", ad.children, "; ", "]", variadic=True, expr=False).render()
    return text


def case_texts(case: Case) -> tuple[str, str | None, str | None]:
    return case.expr.render(), ad_text(case.my), ad_text(case.target)
