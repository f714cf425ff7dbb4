"""The release scripts under tools/release/ and the workflow that runs them.

The scripts themselves run end to end in CI (tools/release/ci.sh, from the VS Code CI); these
tests pin their decisions on small made-up inputs, without network: the dependency closure under
a target's own markers (what pip download gets wrong), the checks that reject a wheel that is
not cp310-abi3 or an sdist that misses a parser, the one version, and the workflow's shape.
"""
from __future__ import annotations

import io
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools" / "release"))

import bundle  # noqa: E402
import changelog  # noqa: E402
import check_dists  # noqa: E402
import targets  # noqa: E402
import version  # noqa: E402



# -- made-up wheels --------------------------------------------------------------------------------------

def make_wheel(directory: Path, name: str, ver: str, tag: str, requires: list[str] = (), files: dict[str, str] | None = None,
               entry_points: str = "") -> Path:
    """A wheel file with METADATA (and WHEEL) saying what a real one would."""
    dist = f"{name.replace('-', '_')}-{ver}"
    path = directory / f"{dist}-{tag}.whl"
    metadata = f"Metadata-Version: 2.4\nName: {name}\nVersion: {ver}\n" + "".join(f"Requires-Dist: {r}\n" for r in requires)
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr(f"{dist}.dist-info/METADATA", metadata)
        archive.writestr(f"{dist}.dist-info/WHEEL", f"Wheel-Version: 1.0\nRoot-Is-Purelib: true\nTag: {tag}\n")
        archive.writestr(f"{dist}.dist-info/entry_points.txt", entry_points)
        for file, text in (files or {}).items():
            archive.writestr(file, text)
    return path


@pytest.fixture
def index(tmp_path: Path) -> Path:
    """A directory of dependency wheels as pip download would leave it."""
    make_wheel(tmp_path, "tqdm", "4.70.1", "py3-none-any", ['colorama; platform_system == "Windows"'])
    make_wheel(tmp_path, "colorama", "0.4.6", "py2.py3-none-any")
    make_wheel(tmp_path, "cattrs", "26.2.1", "py3-none-any", ["attrs>=24", 'exceptiongroup>=1.1.1; python_version < "3.11"'])
    make_wheel(tmp_path, "attrs", "26.1.0", "py3-none-any")
    make_wheel(tmp_path, "exceptiongroup", "1.3.2", "py3-none-any")
    for cp in ("cp310", "cp311"):
        make_wheel(tmp_path, "google-re2", "1.1", f"{cp}-{cp}-win_amd64")
        make_wheel(tmp_path, "google-re2", "1.1", f"{cp}-{cp}-manylinux_2_28_x86_64")
    return tmp_path


REQUIREMENTS = [bundle.Requirement(r) for r in ("tqdm>=4.60", "cattrs", "google-re2>=1.1", 'pytest; extra == "test"')]


def names(wheels: list[bundle.Wheel]) -> list[str]:
    return [f"{w.name}-{w.version}" for w in wheels]


def test_the_closure_follows_the_targets_markers_not_the_machines(index: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bundle, "pip_download", lambda *a, **k: pytest.fail(f"nothing should be fetched: {a}"))
    windows = bundle.closure(REQUIREMENTS, "condor-ls", index, targets.TARGETS["win32-x64"], "3.10")
    assert names(windows) == ["attrs-26.1.0", "cattrs-26.2.1", "colorama-0.4.6", "exceptiongroup-1.3.2",
                              "google-re2-1.1", "tqdm-4.70.1"]
    assert next(w for w in windows if w.name == "google-re2").path.name.endswith("cp310-cp310-win_amd64.whl")
    linux = bundle.closure(REQUIREMENTS, "condor-ls", index, targets.TARGETS["linux-x64"], "3.11")
    assert names(linux) == ["attrs-26.1.0", "cattrs-26.2.1", "google-re2-1.1", "tqdm-4.70.1"]
    assert next(w for w in linux if w.name == "google-re2").path.name.endswith("cp311-cp311-manylinux_2_28_x86_64.whl")


def test_a_missing_wheel_is_fetched_for_the_target_and_reported_when_none_exists(index: Path,
                                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[tuple[list[str], str, str]] = []
    monkeypatch.setattr(bundle, "pip_download", lambda reqs, d, target, python, deps: asked.append((reqs, target.name, python)))
    with pytest.raises(bundle.BundleError, match=r"darwin-arm64, Python 3\.12: no wheel satisfies google-re2>=1\.1"):
        bundle.closure(REQUIREMENTS, "condor-ls", index, targets.TARGETS["darwin-arm64"], "3.12")
    assert (["google-re2>=1.1"], "darwin-arm64", "3.12") in asked


def test_conflicting_requirements_are_an_error(index: Path) -> None:
    with pytest.raises(bundle.BundleError, match="needs attrs>=99"):
        bundle.closure([bundle.Requirement("attrs"), bundle.Requirement("attrs>=99")], "x", index,
                       targets.TARGETS["linux-x64"], "3.11")


def test_target_tags() -> None:
    linux = targets.TARGETS["linux-x64"].platforms
    assert linux[0] == "manylinux_2_28_x86_64" and "manylinux2014_x86_64" in linux and "manylinux1_x86_64" in linux
    assert "manylinux2010_aarch64" not in targets.TARGETS["linux-arm64"].platforms
    assert "manylinux2014_aarch64" in targets.TARGETS["linux-arm64"].platforms
    mac = targets.TARGETS["darwin-x64"].platforms
    assert {"macosx_14_0_x86_64", "macosx_11_0_x86_64", "macosx_10_16_x86_64", "macosx_10_9_universal2"} <= set(mac)
    assert "macosx_10_15_arm64" not in targets.TARGETS["darwin-arm64"].platforms
    assert bundle.supported_tags(targets.TARGETS["win32-x64"], "3.12") >= {
        bundle.Tag("cp312", "cp312", "win_amd64"), bundle.Tag("cp310", "abi3", "win_amd64"), bundle.Tag("py3", "none", "any")}


# -- check_dists ------------------------------------------------------------------------------------------

def test_a_wheel_that_is_not_abi3_is_rejected(tmp_path: Path) -> None:
    v = version.read()
    wheel = make_wheel(tmp_path, "condor-ls", v, "cp311-cp311-linux_x86_64",
                       files={"condor_ls/syntax/_languages.cpython-311-x86_64-linux-gnu.so": ""})
    problems: list[str] = []
    check_dists.check_wheel(wheel, v, problems)
    text = "\n".join(problems)
    assert "is not cp310-abi3" in text
    assert "linux_x86_64 is not one an index accepts" in text
    assert "expected one stable-ABI extension" in text
    assert "missing" in text and "no condor-ls console script" in text
    assert "Root-Is-Purelib should be false" in text


def test_an_sdist_without_a_parser_is_rejected(tmp_path: Path) -> None:
    v = version.read()
    path = tmp_path / f"condor_ls-{v}.tar.gz"
    with tarfile.open(path, "w:gz") as archive:
        for name in ("setup.py", "tests/test_x.py"):
            data = b"x"
            info = tarfile.TarInfo(f"condor_ls-{v}/{name}")
            info.size = len(data)
            archive.addfile(info, io.BytesIO(data))
    problems: list[str] = []
    check_dists.check_sdist(path, v, problems)
    assert any("missing grammar/condor_config/src/parser.c" in p for p in problems)
    assert any("should not hold tests/test_x.py" in p for p in problems)


# -- one version, the changelog -----------------------------------------------------------------------------

def test_every_copy_of_the_version_agrees_and_a_different_one_is_reported() -> None:
    assert version.mismatches(version.read()) == []
    assert len(version.mismatches("9.9.9")) == len(version.COPIES)
    assert version.npm_version("1.2.0rc1") == "1.2.0-rc1"
    assert version.npm_version("1.2.0.dev3") == "1.2.0-dev3"
    assert version.npm_version("1.2.0") == "1.2.0"
    assert version.VERSION.match("1.2.0rc1") and not version.VERSION.match("1.2")


def test_the_changelog_has_the_version_and_sections_end_at_the_next() -> None:
    text = "# C\n\n## Unreleased\n\n## 1.1.0 - 2026-01-01\n\n- b\n\n## 1.0.0\n\n- a\n"
    assert changelog.section(text, "1.1.0") == "- b"
    assert changelog.section(text, "1.0.0") == "- a"
    assert changelog.section(text, "1.0") is None
    assert changelog.main(["check"]) == 0


# -- the workflow -----------------------------------------------------------------------------------------

WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


def workflow() -> dict:
    yaml = pytest.importorskip("yaml")  # the test extra has it
    return yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))


def test_the_workflow_builds_every_target_on_its_runner_and_packages_every_vsix() -> None:
    jobs = workflow()["jobs"]
    wheels = {m["target"]: m["runner"] for m in jobs["wheels"]["strategy"]["matrix"]["include"]}
    assert wheels == {t.name: t.runner for t in targets.TARGETS.values()}
    assert jobs["vsix"]["strategy"]["matrix"]["target"] == ["universal", *targets.TARGETS]
    cibuildwheel = next(s for s in jobs["wheels"]["steps"] if s.get("uses", "").startswith("pypa/cibuildwheel@"))
    assert "env" not in cibuildwheel, "the build selection lives in pyproject.toml, where tools/release/ci.sh reads it"


def test_publishing_happens_only_on_a_tag_and_only_the_publisher_gets_a_token() -> None:
    data = workflow()
    triggers = data[True] if True in data else data["on"]  # YAML 1.1 reads the key `on` as true
    assert triggers["push"]["tags"] == ["v*"]
    jobs = data["jobs"]
    publishing = {"publish-python", "publish-extension", "github-release"}
    for name, job in jobs.items():
        permissions = job.get("permissions", {})
        assert (permissions.get("id-token") == "write") == (name == "publish-python"), name
        assert (permissions.get("contents") == "write") == (name == "github-release"), name
        if name in publishing:
            assert job.get("if") == "github.ref_type == 'tag'", name
    assert data["permissions"] == {"contents": "read"}
    publisher = jobs["publish-python"]
    assert any(s.get("uses", "").startswith("pypa/gh-action-pypi-publish@") for s in publisher["steps"])
    assert not any("password" in str(s.get("with", {})) for s in publisher["steps"]), "trusted publishing: no token"


def test_the_scripts_the_workflow_runs_exist() -> None:
    import re

    text = WORKFLOW.read_text(encoding="utf-8")
    scripts = {s.rstrip(".") for s in re.findall(r"tools/release/[\w.]+", text)}
    assert scripts >= {"tools/release/version.py", "tools/release/build_python.sh", "tools/release/check_dists.py",
                       "tools/release/check_vsix.py", "tools/release/changelog.py", "tools/release/venv.sh"}
    for script in scripts:
        assert (ROOT / script).is_file(), script
    package = (ROOT / "vscode-extension" / "package.json").read_text(encoding="utf-8")
    for target in targets.TARGETS:
        assert f'"package:{target}": "node scripts/package.mjs {target}"' in package


def test_no_release_file_names_the_index_host() -> None:
    host = "pypi" + ".org"
    files = [WORKFLOW, ROOT / "docs" / "release.md", ROOT / "README.md", ROOT / "CHANGELOG.md",
             *(ROOT / "tools" / "release").glob("*"), ROOT / "vscode-extension" / "README.md"]
    for file in files:
        if file.is_file():
            assert host not in file.read_text(encoding="utf-8"), file
