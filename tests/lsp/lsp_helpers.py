"""A pytest-lsp client that records every publishDiagnostics (with its version) and every
dynamic registration, plus a bounded wait helper."""
from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from lsprotocol import types
from pygls.protocol import default_converter
from pytest_lsp import LanguageClient
from pytest_lsp.client import DEFAULT_CLIENT_FEATURES

from condor_ls.analysis.rules.registry import load_rules

SERVER = [sys.executable, "-m", "condor_ls", "serve"]

#: the rules these tests are about; every other registered rule is disabled in the sessions so
#: that rules added later (knob checks, ...) cannot change what the tests observe
SYNTAX_RULES = ("syntax-error", "missing-token", "test-depends-on")
OTHER_RULES = sorted(set(load_rules()) - set(SYNTAX_RULES))


def condor_settings(**settings: Any) -> dict[str, Any]:
    """A ``condorLs`` settings object with the unrelated rules disabled."""
    rules = dict(settings.pop("rules", {}))
    rules["disable"] = [*OTHER_RULES, *rules.get("disable", [])]
    return {**settings, "rules": rules}
PROBE_SERVER = [sys.executable, str(Path(__file__).with_name("probe_server.py"))]

#: every wait in these tests gives up after this many seconds (a hung server fails, not hangs)
TIMEOUT = 15.0


class RecordingClient(LanguageClient):
    published: list[types.PublishDiagnosticsParams]
    registrations: list[types.Registration]


def make_client() -> RecordingClient:
    client = RecordingClient(converter_factory=default_converter)
    client.published = []
    client.registrations = []
    features = {m: f for m, f in DEFAULT_CLIENT_FEATURES.items()
                if m != types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS}
    for method, handler in features.items():
        client.feature(method)(handler)

    @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def publish(ls: RecordingClient, params: types.PublishDiagnosticsParams) -> None:
        ls.published.append(params)
        ls.diagnostics[params.uri] = params.diagnostics

    @client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(ls: RecordingClient, params: types.RegistrationParams) -> None:
        ls.registrations.extend(params.registrations)

    return client


async def wait_until(predicate: Callable[[], Any], what: str, timeout: float = TIMEOUT) -> Any:
    """Poll ``predicate`` until it returns something truthy; fail after ``timeout`` seconds."""
    async def poll() -> Any:
        while not (value := predicate()):
            await asyncio.sleep(0.02)
        return value

    try:
        return await asyncio.wait_for(poll(), timeout)
    except asyncio.TimeoutError:
        raise AssertionError(f"timed out after {timeout}s waiting for {what}") from None


def field(obj: Any, name: str) -> Any:
    """A field of a custom response (a dict, or the named tuple pygls builds for unknown types)."""
    return obj[name] if isinstance(obj, dict) else getattr(obj, name)
