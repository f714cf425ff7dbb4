"""Build the C extension that carries condor-ls' tree-sitter parsers.

Every grammar under ``grammar/<name>/`` with a generated ``src/parser.c`` (and optional
``src/scanner.c``) is compiled into one extension module, ``condor_ls.syntax._languages``,
which exposes ``language_<name>()`` returning a capsule py-tree-sitter's ``Language`` accepts.
"""
from __future__ import annotations

from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

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

#: compiler flags by compiler type: C11 and optimisation, in the spelling each compiler reads
COMPILE_ARGS = {"msvc": ["/std:c11", "/O2"]}
DEFAULT_COMPILE_ARGS = ["-std=c11", "-O2"]


class BuildExt(build_ext):
    """Chooses the flags for the compiler at hand (MSVC on Windows reads none of gcc's)."""

    def build_extensions(self) -> None:
        args = COMPILE_ARGS.get(self.compiler.compiler_type, DEFAULT_COMPILE_ARGS)
        for extension in self.extensions:
            extension.extra_compile_args = list(args)
        super().build_extensions()


setup(
    cmdclass={"build_ext": BuildExt},
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
            define_macros=[("Py_LIMITED_API", "0x030A0000")],
            py_limited_api=True,
        )
    ],
    # tag the wheel cp310-abi3: built against the stable ABI of 3.10, it loads on every later CPython
    options={"bdist_wheel": {"py_limited_api": "cp310"}},
)
