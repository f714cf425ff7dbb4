"""tree-sitter.json, the file grammar registries read, against the grammars that exist.

The tree-sitter CLI (0.24 and later) reads ``tree-sitter.json`` at the repository root to find
each grammar (``path``), its queries and the files it applies to; nvim-treesitter's and Helix's
grammar lists take names, scopes and locations from it. Every check here is driven by what is
on disk: a grammar directory (``grammar/<name>/grammar.js``) without an entry fails, an entry
without its directory fails, a query file not listed (or listed and absent) fails. Adding a
grammar means adding its entry, and this test names what is missing.

The allowed keys and patterns are those of the CLI's configuration schema
(``docs/src/assets/schemas/config.schema.json`` in tree-sitter, draft-07, closed objects); query
paths are relative to the file's own directory, as the CLI's loader resolves them
(``root_path`` is the directory holding tree-sitter.json).
"""
from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "tree-sitter.json"
GRAMMAR_DIR = ROOT / "grammar"

#: query kinds tree-sitter.json has a field for, by file stem
QUERY_FIELDS = ("highlights", "injections", "locals", "tags")
#: query files the schema has no field for but the editors read from a grammar's queries/ by name
#: (nvim-treesitter: folds, indents, textobjects; Helix: the same plus textobjects, indents)
CONVENTIONAL_QUERIES = frozenset({"folds", "indents", "textobjects"})

GRAMMAR_KEYS = frozenset({"name", "camelcase", "title", "scope", "path", "external-files", "file-types",
                          *QUERY_FIELDS, "injection-regex", "first-line-regex", "content-regex",
                          "class-name"})
TOP_KEYS = frozenset({"$schema", "grammars", "metadata", "bindings"})
METADATA_KEYS = frozenset({"version", "license", "description", "links", "authors", "namespace"})
BINDINGS = frozenset({"c", "go", "java", "kotlin", "node", "python", "rust", "swift", "zig"})
SEMVER = re.compile(r"^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$")


def load() -> dict:
    return json.loads(CONFIG.read_text(encoding="utf-8"))


def entries() -> list[dict]:
    return load()["grammars"]


def grammar_dirs() -> set[str]:
    """Every directory under grammar/ that holds a grammar (``grammar.js``), relative to the root."""
    return {p.parent.relative_to(ROOT).as_posix() for p in GRAMMAR_DIR.glob("*/grammar.js")}


def _paths(value: str | list[str] | None) -> list[str]:
    return [] if value is None else [value] if isinstance(value, str) else list(value)


def test_the_file_has_the_shape_the_cli_reads() -> None:
    data = load()
    assert set(data) <= TOP_KEYS, f"unknown top-level keys: {set(data) - TOP_KEYS}"
    assert {"grammars", "metadata"} <= set(data)
    assert isinstance(data["grammars"], list) and data["grammars"]
    for grammar in data["grammars"]:
        name = grammar.get("name", "?")
        assert set(grammar) <= GRAMMAR_KEYS, f"{name}: keys the CLI refuses: {set(grammar) - GRAMMAR_KEYS}"
        assert re.fullmatch(r"[a-z0-9_]+", grammar["name"]), name
        assert re.fullmatch(r"(source|text)(\.[\w\-]+)+", grammar["scope"]), name
        assert re.fullmatch(r"\w+", grammar.get("camelcase", "x")), name
        assert isinstance(grammar.get("file-types"), list) and grammar["file-types"], f"{name}: no file-types"
        assert all(isinstance(t, str) and t for t in grammar["file-types"])
        for key in QUERY_FIELDS:
            value = grammar.get(key)
            assert value is None or isinstance(value, str) or (isinstance(value, list) and value
                                                                and all(isinstance(v, str) for v in value)), (name, key)
        for key in ("injection-regex", "first-line-regex", "content-regex"):
            if key in grammar:
                re.compile(grammar[key])
    metadata = data["metadata"]
    assert set(metadata) <= METADATA_KEYS
    assert SEMVER.match(metadata["version"]), metadata["version"]
    assert set(metadata["links"]) <= {"repository", "funding", "homepage"}
    assert metadata["links"]["repository"].startswith("https://")
    assert set(data.get("bindings", {})) <= BINDINGS


def test_every_grammar_directory_has_one_entry_and_every_entry_a_directory() -> None:
    listed = [g.get("path", ".") for g in entries()]
    assert len(listed) == len(set(listed)), f"a grammar is listed twice: {listed}"
    on_disk = grammar_dirs()
    missing = sorted(on_disk - set(listed))
    extra = sorted(set(listed) - on_disk)
    assert not missing, f"grammar directories without a tree-sitter.json entry: {missing}"
    assert not extra, f"tree-sitter.json entries whose directory has no grammar.js: {extra}"


@pytest.mark.parametrize("grammar", entries(), ids=lambda g: g["name"])
def test_an_entry_names_its_generated_parser(grammar: dict) -> None:
    directory = ROOT / grammar["path"]
    generated = json.loads((directory / "src" / "grammar.json").read_text(encoding="utf-8"))
    assert generated["name"] == grammar["name"], "the entry's name must be the name grammar.js gives"
    assert (directory / "src" / "parser.c").is_file()
    assert grammar["camelcase"].lower() == grammar["name"].replace("_", "")
    # injections in our own queries name a language by its grammar name
    assert "injection-regex" in grammar, "without injection-regex no other grammar can inject this one"
    assert re.search(grammar["injection-regex"], grammar["name"])


@pytest.mark.parametrize("grammar", entries(), ids=lambda g: g["name"])
def test_every_query_file_is_listed_and_every_listed_file_exists(grammar: dict) -> None:
    queries = ROOT / grammar["path"] / "queries"
    listed: dict[str, list[str]] = {key: _paths(grammar.get(key)) for key in QUERY_FIELDS}
    for key, paths in listed.items():
        for path in paths:
            assert (ROOT / path).is_file(), f"{grammar['name']}: {key} lists {path}, which does not exist"
            assert Path(path).name == f"{key}.scm", f"{grammar['name']}: {key} lists {path}"
    on_disk = sorted(p.relative_to(ROOT).as_posix() for p in queries.glob("*.scm"))
    for path in on_disk:
        stem = Path(path).stem
        if stem in CONVENTIONAL_QUERIES:
            continue
        assert stem in QUERY_FIELDS, f"{path}: a query kind neither tree-sitter.json nor the editors know"
        assert path in listed[stem], f"{grammar['name']}: {path} exists but its entry's {stem!r} does not list it"


def test_scopes_and_file_types_are_unique() -> None:
    scopes = [g["scope"] for g in entries()]
    assert len(scopes) == len(set(scopes))
    types = [t for g in entries() for t in g["file-types"]]
    assert len(types) == len(set(types)), "a file type claimed by two grammars"


def test_every_injected_language_is_a_grammar_of_ours() -> None:
    """What our injections.scm files inject resolves through some entry's injection-regex."""
    regexes = [re.compile(g["injection-regex"]) for g in entries()]
    injected = {m.group(1) for g in entries() for path in _paths(g.get("injections"))
                for m in re.finditer(r'injection\.language\s+"([^"]+)"', (ROOT / path).read_text(encoding="utf-8"))}
    assert injected, "the config grammar injects ClassAd: nothing found"
    unresolved = sorted(lang for lang in injected if not any(r.search(lang) for r in regexes))
    assert not unresolved, f"injected languages no grammar claims: {unresolved}"


def test_the_python_extension_compiles_every_grammar() -> None:
    """setup.py's GRAMMARS (what the wheel's parser module holds) is the same set of grammars."""
    tree = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    compiled = next(ast.literal_eval(node.value) for node in tree.body
                    if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "GRAMMARS" for t in node.targets))
    assert sorted(compiled) == sorted(g["name"] for g in entries())


def test_metadata_carries_the_project_version() -> None:
    import sys

    sys.path.insert(0, str(ROOT / "tools" / "release"))
    try:
        import version as release_version
    finally:
        sys.path.pop(0)
    assert load()["metadata"]["version"] == release_version.npm_version(release_version.read())
