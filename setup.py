"""Build the C extension that carries condor-ls' tree-sitter parsers.

Every grammar under ``grammar/<name>/`` with a generated ``src/parser.c`` (and optional
``src/scanner.c``) is compiled into one extension module, ``condor_ls.syntax._languages``,
which exposes ``language_<name>()`` returning a capsule py-tree-sitter's ``Language`` accepts.
"""
from __future__ import annotations

from pathlib import Path

from setuptools import Extension, setup

ROOT = Path(__file__).parent
GRAMMARS = ("classad", "condor_config", "condor_submit", "condor_transform", "dagman")

sources = ["server/condor_ls/syntax/_languages.c"]
include_dirs = []
for name in GRAMMARS:
    src = Path("grammar") / name / "src"
    sources.append(str(src / "parser.c"))
    if (ROOT / src / "scanner.c").exists():
        sources.append(str(src / "scanner.c"))
    include_dirs.append(str(src))

setup(
    packages=[
        "condor_ls",
        *[f"condor_ls.{p.relative_to(ROOT / 'server' / 'condor_ls').as_posix().replace('/', '.')}"
          for p in sorted((ROOT / "server" / "condor_ls").rglob("*")) if (p / "__init__.py").exists()],
        "condor_ls.schemas",
    ],
    ext_modules=[
        Extension(
            "condor_ls.syntax._languages",
            sources=sources,
            include_dirs=include_dirs,
            extra_compile_args=["-std=c11", "-O2"],
            define_macros=[("Py_LIMITED_API", "0x030A0000")],
            py_limited_api=True,
        )
    ],
)
