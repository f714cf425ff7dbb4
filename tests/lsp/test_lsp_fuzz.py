"""Fuzzing the running server: random documents in all three languages, random incremental
edits (some with positions far outside the text) and random requests, against one real
`condor-ls serve` process.

What must hold whatever is typed:

* the process stays alive;
* every request gets a reply within ``REQUEST_TIMEOUT`` seconds: a result for the methods the
  server advertised, an error reply (not silence) for those it did not;
* advertised methods answer without an internal error;
* the server's text stays in step with the client's (its syntax tree equals a parse of the text
  the client believes it has);
* the resident memory of the server grows by less than ``RSS_GROWTH_LIMIT`` over the run.

The client runs in its own event loop on a background thread so that hypothesis can drive it
from an ordinary synchronous test; the seed is fixed (``derandomize``) so CI sees the same cases
every run.
"""
from __future__ import annotations

import asyncio
import random
import threading
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lsprotocol import types
from pygls.exceptions import JsonRpcException, JsonRpcInternalError
from pytest_lsp import client_capabilities

from condor_ls.syntax.detect import detect_language
from condor_ls.syntax.document import Document
from condor_ls.syntax.nodes import format_tree

from lsp_helpers import SERVER, RecordingClient, field as response_field, make_client

T = TypeVar("T")

#: seconds a single request may take before the test calls the server hung
REQUEST_TIMEOUT = 20.0
#: examples per run: enough variety to find crashes, few enough for a loaded CI machine
EXAMPLES = 40
#: edits in the soak phase (one larger document edited many times, for the memory check)
SOAK_EDITS = 100
#: bytes the server's resident set may grow by over the whole run
RSS_GROWTH_LIMIT = 200 * 1024 * 1024

LANGUAGES = ("htcondor-config", "htcondor-submit", "classad")

#: JSON-RPC codes that are legitimate answers to a well-formed request
ACCEPTABLE_ERRORS = {
    -32803,  # RequestFailed (e.g. a refused rename)
    -32801,  # ContentModified
    -32800,  # RequestCancelled
}
METHOD_NOT_FOUND = -32601

# -- strategies ------------------------------------------------------------------------------

#: pieces that push each grammar and each analysis into its corners
FRAGMENTS = [
    "A = 1", "B = $(A)", "C = $(", "$($($(", "D = $(A:default", "E = $ENV(HOME)", "F = $INT(A)",
    "X = $(X)", "Y = $(Z)\nZ = $(Y)", "if defined A", "elif version >= 9.0", "else", "endif",
    "if $(A)", "use ROLE : Personal", "use FEATURE : GPUs(auto)", "use POLICY :", "include : /nonexistent",
    "include command : echo hi", "@include", "LOCAL_CONFIG_DIR = /tmp/nowhere", "LOCAL_CONFIG_FILE = ",
    "MULTI @=end", "  line inside", "@end", "@=", "START = TARGET.Memory > 10 && regexp(\"a(\", Name)",
    "SUBSYS.KNOB = 1", "schedd.MAX_JOBS_RUNNING = 10", "[", "]", "[ a = 1; b = a + ; ]",
    "[ x = { 1, 2, [ y = 3 ] }; z = x[0] ]", "strcat(", "ifThenElse(true, 1, )", "a =?= b",
    "executable = /bin/true", "arguments = \"a 'b c'\"", "request_memory = 1024 * $(Cluster)",
    "+MyAttr = \"x\"", "queue", "queue 3", "queue a, b from (\n1 2\n3 4\n)", "queue x in (a b c",
    "requirements = (OpSys == \"LINUX\"", "environment = \"A=1 B=2\"", "# comment", "#",
    "é = ü", "KNOB = 𝄞 ☃ \u200b", "\t", " \\", "\\\n", "\r\n", "\r", "\x00", "\ufeff", "\"", "'",
    "((((((((((", "))))", "10000000000000000000000000", "1e999", "-", "!", "?:", "::", "$$(A)",
]


@st.composite
def blocks(draw: st.DrawFn) -> str:
    kind = draw(st.integers(0, 9))
    if kind <= 5:
        return draw(st.sampled_from(FRAGMENTS))
    if kind == 6:
        return draw(st.text(max_size=40))
    if kind == 7:  # a huge line
        unit = draw(st.sampled_from(["a", "$(", "X = $(Y) ", "é", "(", "[", "𝄞"]))
        return unit * draw(st.integers(1_000, 30_000))
    if kind == 8:  # a heredoc-style block, terminated or not
        name = draw(st.sampled_from(["end", "EOT", "", "é"]))
        body = draw(st.lists(st.sampled_from(FRAGMENTS), max_size=4))
        closing = [f"@{name}"] if draw(st.booleans()) else []
        return "\n".join([f"K @={name}", *body, *closing])
    # nested conditionals, balanced or not
    depth = draw(st.integers(1, 6))
    opens = ["if defined A"] * depth
    closes = ["endif"] * draw(st.integers(0, depth))
    return "\n".join([*opens, "B = 2", *closes])


@st.composite
def documents(draw: st.DrawFn) -> str:
    separator = draw(st.sampled_from(["\n", "\n", "\r\n", " "]))
    return separator.join(draw(st.lists(blocks(), min_size=1, max_size=12)))


@st.composite
def positions(draw: st.DrawFn) -> tuple[int, int]:
    if draw(st.integers(0, 9)) == 0:  # far outside
        return draw(st.integers(0, 10**6)), draw(st.integers(0, 10**6))
    return draw(st.integers(0, 30)), draw(st.integers(0, 120))


@dataclass(frozen=True)
class Edit:
    start: tuple[int, int]
    end: tuple[int, int]
    text: str


@dataclass(frozen=True)
class Request:
    method: str
    position: tuple[int, int]


@dataclass(frozen=True)
class Scenario:
    language: str
    text: str
    steps: list[Edit | list[Edit] | Request] = field(default_factory=list)


#: requests the fuzzer sends; each is answered whether or not the server advertised it
REQUEST_METHODS = [
    types.TEXT_DOCUMENT_HOVER, types.TEXT_DOCUMENT_COMPLETION, types.TEXT_DOCUMENT_SIGNATURE_HELP,
    types.TEXT_DOCUMENT_DEFINITION, types.TEXT_DOCUMENT_REFERENCES, types.TEXT_DOCUMENT_DOCUMENT_SYMBOL,
    types.TEXT_DOCUMENT_FOLDING_RANGE, types.TEXT_DOCUMENT_CODE_ACTION, types.TEXT_DOCUMENT_PREPARE_RENAME,
    types.TEXT_DOCUMENT_RENAME, types.TEXT_DOCUMENT_DOCUMENT_LINK, types.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL,
    types.TEXT_DOCUMENT_SEMANTIC_TOKENS_RANGE, types.TEXT_DOCUMENT_INLAY_HINT,
    types.TEXT_DOCUMENT_DOCUMENT_HIGHLIGHT, types.TEXT_DOCUMENT_FORMATTING,
    types.TEXT_DOCUMENT_TYPE_DEFINITION, "condorLs/noSuchRequest",
]

edits = st.builds(Edit, positions(), positions(),
                  st.one_of(st.sampled_from(["", "", "x", "$(", ")", "\n", "@=end\n", "é𝄞", "\r\n"]),
                            blocks()))
requests = st.builds(Request, st.sampled_from(REQUEST_METHODS), positions())
scenarios = st.builds(
    Scenario, st.sampled_from(LANGUAGES), documents(),
    st.lists(st.one_of(edits, st.lists(edits, min_size=2, max_size=4), requests), min_size=6, max_size=20),
)

def soak_scenario(rng: random.Random) -> Scenario:
    """A 1,500-line config edited ``SOAK_EDITS`` times, with a request after every few edits."""
    lines = []
    for i in range(1500):
        lines.append(rng.choice([f"KNOB_{i} = $(KNOB_{max(i - 1, 0)}) {i}", f"if defined KNOB_{i}",
                                 "endif", f"# note {i}", f"START = Memory > {i}", f"V{i} @=end\n x\n@end"]))
    steps: list[Edit | list[Edit] | Request] = []
    for i in range(SOAK_EDITS):
        line = rng.randrange(1600)
        steps.append(Edit((line, rng.randrange(20)), (line, rng.randrange(40)),
                          rng.choice(["", "x", "$(", "KNOB_3", "\n", "endif\n", "é"])))
        if i % 5 == 0:
            # every method in turn, so each is exercised on a large edited document
            method = REQUEST_METHODS[(i // 5) % len(REQUEST_METHODS)]
            steps.append(Request(method, (rng.randrange(1500), rng.randrange(30))))
    return Scenario("htcondor-config", "\n".join(lines), steps)


# -- the server, on a loop of its own --------------------------------------------------------


def _capability(caps: types.ServerCapabilities, method: str) -> bool:
    """Whether the initialize result advertises ``method``."""
    semantic = caps.semantic_tokens_provider
    table: dict[str, Any] = {
        types.TEXT_DOCUMENT_HOVER: caps.hover_provider,
        types.TEXT_DOCUMENT_COMPLETION: caps.completion_provider,
        types.TEXT_DOCUMENT_SIGNATURE_HELP: caps.signature_help_provider,
        types.TEXT_DOCUMENT_DEFINITION: caps.definition_provider,
        types.TEXT_DOCUMENT_REFERENCES: caps.references_provider,
        types.TEXT_DOCUMENT_DOCUMENT_SYMBOL: caps.document_symbol_provider,
        types.TEXT_DOCUMENT_FOLDING_RANGE: caps.folding_range_provider,
        types.TEXT_DOCUMENT_CODE_ACTION: caps.code_action_provider,
        types.TEXT_DOCUMENT_PREPARE_RENAME: getattr(caps.rename_provider, "prepare_provider", False),
        types.TEXT_DOCUMENT_RENAME: caps.rename_provider,
        types.TEXT_DOCUMENT_DOCUMENT_LINK: caps.document_link_provider,
        types.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL: semantic is not None and bool(getattr(semantic, "full", False)),
        types.TEXT_DOCUMENT_SEMANTIC_TOKENS_RANGE: semantic is not None and bool(getattr(semantic, "range", False)),
        types.TEXT_DOCUMENT_INLAY_HINT: caps.inlay_hint_provider,
        types.TEXT_DOCUMENT_DOCUMENT_HIGHLIGHT: caps.document_highlight_provider,
        types.TEXT_DOCUMENT_FORMATTING: caps.document_formatting_provider,
        types.TEXT_DOCUMENT_TYPE_DEFINITION: caps.type_definition_provider,
    }
    return bool(table.get(method))


def _params(method: str, uri: str, line: int, character: int) -> dict[str, Any]:
    """The JSON params of ``method`` at one position (or the range up to it)."""
    doc = {"uri": uri}
    position = {"line": line, "character": character}
    whole = {"start": {"line": 0, "character": 0}, "end": position}
    if method in (types.TEXT_DOCUMENT_DOCUMENT_SYMBOL, types.TEXT_DOCUMENT_FOLDING_RANGE,
                  types.TEXT_DOCUMENT_DOCUMENT_LINK, types.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL):
        return {"textDocument": doc}
    if method in (types.TEXT_DOCUMENT_SEMANTIC_TOKENS_RANGE, types.TEXT_DOCUMENT_INLAY_HINT):
        return {"textDocument": doc, "range": whole}
    if method == types.TEXT_DOCUMENT_CODE_ACTION:
        return {"textDocument": doc, "range": whole, "context": {"diagnostics": []}}
    if method == types.TEXT_DOCUMENT_FORMATTING:
        return {"textDocument": doc, "options": {"tabSize": 4, "insertSpaces": True}}
    if method == types.TEXT_DOCUMENT_REFERENCES:
        return {"textDocument": doc, "position": position, "context": {"includeDeclaration": True}}
    if method == types.TEXT_DOCUMENT_RENAME:
        return {"textDocument": doc, "position": position, "newName": "RENAMED"}
    return {"textDocument": doc, "position": position}


class ServerUnderFuzz:
    """A `condor-ls serve` process and a pytest-lsp client on a background event loop."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.client: RecordingClient = self.run(self._make_client)
        self.capabilities: types.ServerCapabilities | None = None
        self.serial = 0
        #: replies per method (results and error replies), for the run's summary
        self.answered: dict[str, int] = {}

    def run(self, factory: Callable[[], Awaitable[T]], timeout: float = 120.0) -> T:
        """Run a coroutine on the client's loop and wait for it (bounded)."""
        async def wrapped() -> T:
            return await factory()
        return asyncio.run_coroutine_threadsafe(wrapped(), self.loop).result(timeout)

    async def _make_client(self) -> RecordingClient:
        return make_client()

    async def start(self) -> None:
        client = self.client
        await client.start_io(*SERVER)
        client.set_configuration({"diagnostics": {"debounce": 10}}, section="condorLs")
        result = await asyncio.wait_for(client.initialize_session(types.InitializeParams(
            capabilities=client_capabilities("visual-studio-code"),
            initialization_options={"condorLs": {"diagnostics": {"debounce": 10}}},
        )), REQUEST_TIMEOUT)
        self.capabilities = result.capabilities

    @property
    def pid(self) -> int:
        process = self.client._server
        assert process is not None
        return process.pid

    def alive(self) -> bool:
        process = self.client._server
        return process is not None and process.returncode is None

    def rss(self) -> int:
        """The server's resident set size in bytes, from /proc."""
        for line in Path(f"/proc/{self.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
        raise AssertionError("no VmRSS line")

    def typed(self, method: str, params: dict[str, Any]) -> Any:
        """JSON params as the lsprotocol type pygls expects for a standard method."""
        known = types.METHOD_TO_TYPES.get(method)
        if known is None or known[2] is None:
            return params
        return self.client.protocol._converter.structure(params, known[2])

    async def request(self, method: str, params: Any) -> Any:
        """Send one request; fail the test if no reply arrives in time."""
        try:
            return await asyncio.wait_for(
                self.client.protocol.send_request_async(method, self.typed(method, params)), REQUEST_TIMEOUT)
        except asyncio.TimeoutError:
            raise AssertionError(f"{method} got no reply within {REQUEST_TIMEOUT}s") from None

    async def play(self, scenario: Scenario) -> None:
        self.serial += 1
        uri = f"file:///fuzz/{self.serial}/" + {
            "htcondor-config": "condor_config.local", "htcondor-submit": "job.sub", "classad": "machine.ad",
        }[scenario.language]
        client = self.client
        version = 1
        client.text_document_did_open(types.DidOpenTextDocumentParams(types.TextDocumentItem(
            uri=uri, language_id=scenario.language, version=version, text=scenario.text)))
        language = detect_language(uri, scenario.text, scenario.language)
        assert language is not None
        model = Document.parse(uri, language, scenario.text, version)
        try:
            for step in scenario.steps:
                if isinstance(step, Request):
                    await self.ask(step, uri)
                    continue
                batch = step if isinstance(step, list) else [step]
                changes = [{"range": {"start": {"line": e.start[0], "character": e.start[1]},
                                      "end": {"line": e.end[0], "character": e.end[1]}},
                            "text": e.text} for e in batch]
                version += 1
                client.protocol.notify(types.TEXT_DOCUMENT_DID_CHANGE, self.typed(types.TEXT_DOCUMENT_DID_CHANGE, {
                    "textDocument": {"uri": uri, "version": version}, "contentChanges": changes}))
                model = model.apply_changes(changes, version)
            reply = await self.request("condorLs/syntaxTree", {"textDocument": {"uri": uri}})
            assert reply is not None, "the server lost an open document"
            assert response_field(reply, "version") == version
            assert response_field(reply, "tree") == format_tree(model.tree), \
                "the server's text drifted from the client's"
        finally:
            client.text_document_did_close(types.DidCloseTextDocumentParams(types.TextDocumentIdentifier(uri)))

    async def ask(self, step: Request, uri: str) -> None:
        assert self.capabilities is not None
        advertised = _capability(self.capabilities, step.method)
        self.answered[step.method] = self.answered.get(step.method, 0) + 1
        try:
            await self.request(step.method, _params(step.method, uri, *step.position))
        except JsonRpcException as err:
            code = getattr(err, "code", None)
            if not advertised:
                assert code is not None, f"unadvertised {step.method}: malformed error {err!r}"
                return
            if isinstance(err, JsonRpcInternalError) or code not in ACCEPTABLE_ERRORS:
                raise AssertionError(f"{step.method} at {step.position} failed: {err!r}") from None
            return
        except RuntimeError as err:  # pytest-lsp's way of reporting a dead server
            raise AssertionError(f"{step.method}: {err}") from None
        if not advertised and step.method.startswith("condorLs/"):
            raise AssertionError(f"{step.method} is not a method, yet it got a result")

    async def stop(self) -> None:
        try:
            await asyncio.wait_for(self.client.shutdown_session(), REQUEST_TIMEOUT)
        finally:
            await self.client.stop()

    def close(self) -> None:
        try:
            if self.client._server is not None and self.alive():
                self.run(self.stop, timeout=60.0)
        finally:
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(10)


@pytest.fixture()
def fuzzed() -> Any:
    server = ServerUnderFuzz()
    try:
        server.run(server.start)
        yield server
    finally:
        server.close()


def test_server_survives_random_documents_edits_and_requests(fuzzed: ServerUnderFuzz) -> None:
    # warm up (imports, schemas, first parse of each language) before the baseline reading
    for language in LANGUAGES:
        fuzzed.run(lambda language=language: fuzzed.play(Scenario(language, "A = 1\n", [
            Request(types.TEXT_DOCUMENT_HOVER, (0, 0)), Request(types.TEXT_DOCUMENT_COMPLETION, (0, 4))])))
    before = fuzzed.rss()

    @settings(max_examples=EXAMPLES, derandomize=True, database=None, deadline=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                     HealthCheck.large_base_example])
    @given(scenarios)
    def one_session(scenario: Scenario) -> None:
        assert fuzzed.alive(), "the server process died"
        fuzzed.run(lambda: fuzzed.play(scenario))
        assert fuzzed.alive(), "the server process died"

    one_session()
    fuzzed.run(lambda: fuzzed.play(soak_scenario(random.Random(7))), timeout=300.0)
    after = fuzzed.rss()
    assert fuzzed.alive()
    print(f"fuzz: {sum(fuzzed.answered.values())} requests answered {fuzzed.answered}; "
          f"server RSS {before >> 20} -> {after >> 20} MiB")
    assert after - before < RSS_GROWTH_LIMIT, f"server RSS grew from {before >> 20} MiB to {after >> 20} MiB"
    # the server still works normally after all that
    fuzzed.run(lambda: fuzzed.play(Scenario("htcondor-config", "A = 1\nB = $(A)\n",
                                            [Request(types.TEXT_DOCUMENT_HOVER, (1, 6))])))
