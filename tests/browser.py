"""A headless Chromium driven through the DevTools protocol on a pipe (``--remote-debugging-pipe``:
JSON messages ended by a NUL byte, commands on the browser's fd 3, answers and events on its fd 4),
so that tests can open a page, collect its console errors and network requests, query its DOM,
take a screenshot and count its pixels of a colour, with the standard library alone.
"""
from __future__ import annotations

import base64
import json
import os
import select
import shutil
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage", "--hide-scrollbars", "--remote-debugging-pipe"]


def chromium() -> str | None:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    return None


@dataclass
class PageRun:
    console_errors: list[str] = field(default_factory=list)
    requests: list[str] = field(default_factory=list)


class Browser:
    """One Chromium with one page; use as a context manager."""

    def __init__(self, executable: str, width: int = 1280, height: int = 900, timeout: float = 60.0) -> None:
        self.timeout = timeout
        self.profile = tempfile.mkdtemp(prefix="condor-ls-chromium-")
        to_browser_r, self._to_browser = os.pipe()
        self._from_browser, from_browser_w = os.pipe()

        def wire() -> None:  # in the child: the pipe ends on the fds Chromium reads and writes
            os.dup2(to_browser_r, 3)
            os.dup2(from_browser_w, 4)

        self.process = subprocess.Popen([executable, *FLAGS, f"--user-data-dir={self.profile}", "about:blank"],
                                        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                        preexec_fn=wire, close_fds=False)
        os.close(to_browser_r)
        os.close(from_browser_w)
        self._buffer = b""
        self._next_id = 0
        self.events: list[dict[str, Any]] = []
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Log", "Network"):
            self.call(f"{domain}.enable", session=True)
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False}, session=True)

    # -- the protocol ------------------------------------------------------------------------------------
    def _read_message(self, deadline: float) -> dict[str, Any]:
        while b"\0" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("Chromium did not answer in time")
            ready, _, _ = select.select([self._from_browser], [], [], left)
            if ready:
                chunk = os.read(self._from_browser, 1 << 20)
                if not chunk:
                    raise RuntimeError("Chromium closed the pipe: " + self.process.stderr.read().decode(errors="replace")[-2000:])  # type: ignore[union-attr]
                self._buffer += chunk
        message, _, self._buffer = self._buffer.partition(b"\0")
        return json.loads(message)

    def call(self, method: str, params: dict[str, Any] | None = None, session: bool = False) -> dict[str, Any]:
        self._next_id += 1
        message: dict[str, Any] = {"id": self._next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = self.session
        os.write(self._to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + self.timeout
        while True:
            reply = self._read_message(deadline)
            if reply.get("id") == self._next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def wait_for_event(self, method: str) -> dict[str, Any]:
        deadline = time.monotonic() + self.timeout
        while True:
            for i, event in enumerate(self.events):
                if event.get("method") == method:
                    return self.events.pop(i)
            self.events.append(self._read_message(deadline))

    def evaluate(self, expression: str) -> Any:
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True},
                           session=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    # -- what tests use ----------------------------------------------------------------------------------
    def open(self, path: Path, ready: str, wait: float = 30.0) -> PageRun:
        """Load ``path`` and wait until the expression ``ready`` is truthy; the console errors and
        requests seen on the way."""
        self.events.clear()
        self.call("Page.navigate", {"url": path.resolve().as_uri()}, session=True)
        self.wait_for_event("Page.loadEventFired")
        deadline = time.monotonic() + wait
        while not self.evaluate(ready):
            if time.monotonic() > deadline:
                raise TimeoutError(f"the page never got ready ({ready})")
            time.sleep(0.1)
        run = PageRun()
        for event in self.events:
            method, params = event.get("method"), event.get("params", {})
            if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                run.console_errors.append(" ".join(str(a.get("value", a.get("description", ""))) for a in params["args"]))
            elif method == "Runtime.exceptionThrown":
                run.console_errors.append(str(params["exceptionDetails"].get("exception", {}).get("description")
                                              or params["exceptionDetails"].get("text")))
            elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
                run.console_errors.append(params["entry"].get("text", ""))
            elif method == "Network.requestWillBeSent":
                run.requests.append(params["request"]["url"])
        return run

    def screenshot(self, out: Path) -> bytes:
        """A PNG of the whole page, written to ``out``."""
        size = self.evaluate("[document.documentElement.scrollWidth, document.documentElement.scrollHeight]")
        data = self.call("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True,
                                                    "clip": {"x": 0, "y": 0, "width": size[0], "height": size[1], "scale": 1}},
                         session=True)["data"]
        png = base64.b64decode(data)
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_bytes(png)
        return png

    def count_pixels(self, png: bytes, box: tuple[float, float, float, float], near: tuple[int, int, int],
                     tolerance: int = 40) -> int:
        """Pixels of the screenshot ``png`` within ``box`` (x, y, width, height) whose colour is
        within ``tolerance`` (summed over the channels) of ``near``: the PNG is decoded by the
        browser into a canvas, off the page."""
        script = """
        (async (data, box, near, tolerance) => {
          const image = new Image();
          image.src = 'data:image/png;base64,' + data;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = image.width; canvas.height = image.height;
          const context = canvas.getContext('2d');
          context.drawImage(image, 0, 0);
          const [x, y, w, h] = box.map(Math.round);
          const pixels = context.getImageData(x, y, w, h).data;
          let found = 0;
          for (let i = 0; i < pixels.length; i += 4) {
            const d = Math.abs(pixels[i] - near[0]) + Math.abs(pixels[i + 1] - near[1]) + Math.abs(pixels[i + 2] - near[2]);
            if (d <= tolerance) found += 1;
          }
          return found;
        })""" + f"({json.dumps(base64.b64encode(png).decode())}, {json.dumps(list(box))}, {json.dumps(list(near))}, {tolerance})"
        return int(self.evaluate(script))

    def close(self) -> None:
        try:
            self.call("Browser.close")
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        os.close(self._to_browser)
        os.close(self._from_browser)
        shutil.rmtree(self.profile, ignore_errors=True)

    def __enter__(self) -> Browser:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
