"""One self-contained HTML page: sections of text and charts, with the charting library inlined.

A report is a list of :class:`Section` s; a section holds HTML it has escaped itself and any
number of :class:`Chart` s, each an ECharts option (plain JSON data: the page's script turns
the few marked fields into functions). :func:`render_page` writes the page: the library (from
package data, see :mod:`.vendor`) once, the options as JSON, a small script that draws every
chart with the SVG renderer. Nothing is fetched when the page is viewed.

The page reports what it did on ``document.body.dataset``: ``charts`` (how many were drawn) and
``chartErrors`` (how many failed), so a headless browser can tell a drawn page from a broken one.
"""
from __future__ import annotations

import html
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .vendor import library

__all__ = ["Chart", "Section", "escape", "render_page"]


def escape(text: object) -> str:
    return html.escape(str(text), quote=True)


@dataclass(frozen=True)
class Chart:
    """One chart: an ECharts option. In series data, a ``tip`` field (HTML the caller escaped)
    becomes the tooltip of that item."""

    id: str
    option: dict[str, Any]
    height: int = 420
    caption: str = ""           # HTML, escaped by the caller


@dataclass(frozen=True)
class Section:
    title: str
    body: str = ""              # HTML, escaped by the caller
    charts: Sequence[Chart] = field(default_factory=tuple)
    #: a stable id for links and tests (``policy``, ``pool``, ``dag`` ...)
    id: str = ""


_STYLE = """
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0; color: #1f2328; background: #fff; }
header { padding: 16px 28px; background: #24292f; color: #fff; }
header h1 { margin: 0; font-size: 20px; }
header p { margin: 4px 0 0; color: #d0d7de; }
main { padding: 8px 28px 40px; max-width: 1200px; }
section { margin-top: 24px; }
h2 { font-size: 17px; border-bottom: 1px solid #d0d7de; padding-bottom: 4px; }
h3 { font-size: 15px; margin-bottom: 4px; }
.chart { width: 100%; border: 1px solid #d0d7de; border-radius: 6px; margin: 8px 0 4px; }
.caption { color: #57606a; font-size: 13px; margin-bottom: 12px; }
code, pre { font: 12.5px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #f6f8fa; }
code { padding: 1px 4px; border-radius: 4px; }
pre { padding: 8px; overflow-x: auto; }
table { border-collapse: collapse; margin: 6px 0; }
td, th { border: 1px solid #d0d7de; padding: 3px 8px; text-align: left; vertical-align: top; }
th { background: #f6f8fa; }
.num { text-align: right; }
.fired { color: #cf222e; font-weight: 600; }
.muted { color: #57606a; }
footer { color: #57606a; font-size: 12px; padding: 0 28px 24px; }
"""

# Draws every chart of the JSON block; marks the outcome on <body> for tests and tools.
_BOOT = """
(function () {
  var specs = JSON.parse(document.getElementById('condor-ls-charts').textContent);
  var drawn = 0, failed = 0;
  function withTips(option) {
    if (option.tooltip && option.tooltip.fromData) {
      delete option.tooltip.fromData;
      option.tooltip.formatter = function (p) { return (p.data && p.data.tip) || p.name || ''; };
    }
    return option;
  }
  specs.forEach(function (spec) {
    var element = document.getElementById(spec.id);
    try {
      var chart = echarts.init(element, null, { renderer: 'svg' });
      chart.setOption(withTips(spec.option));
      window.addEventListener('resize', function () { chart.resize(); });
      drawn += 1;
    } catch (error) {
      failed += 1;
      element.textContent = 'This chart could not be drawn: ' + error;
      console.error(error);
    }
  });
  document.body.dataset.charts = String(drawn);
  document.body.dataset.chartErrors = String(failed);
})();
"""


def _json_for_script(data: object) -> str:
    """JSON safe inside a <script> element: ``<``, ``>`` and ``&`` written as escapes, so no text
    from the inputs can end the element or open a comment in it."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def render_page(title: str, sections: Sequence[Section], subtitle: str = "") -> str:
    """The whole page as text."""
    specs: list[dict[str, Any]] = []
    parts: list[str] = []
    for section in sections:
        parts.append(f'<section id="{escape(section.id)}"><h2>{escape(section.title)}</h2>')
        for chart in section.charts:
            specs.append({"id": chart.id, "option": chart.option})
            parts.append(f'<div class="chart" id="{escape(chart.id)}" style="height:{int(chart.height)}px"></div>')
            if chart.caption:
                parts.append(f'<div class="caption">{chart.caption}</div>')
        parts.append(section.body)
        parts.append("</section>")
    script, meta = library()
    return "\n".join([
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{escape(title)}</title>",
        f"<style>{_STYLE}</style>",
        f"<script>{script}</script>",
        "</head><body>",
        f"<header><h1>{escape(title)}</h1>{f'<p>{escape(subtitle)}</p>' if subtitle else ''}</header>",
        "<main>", *parts, "</main>",
        f'<footer>Written by condor-ls. Charts drawn with {escape(meta["name"])} {escape(meta["version"])} '
        f'({escape(meta["license"])}), included in this page.</footer>',
        f'<script type="application/json" id="condor-ls-charts">{_json_for_script(specs)}</script>',
        f"<script>{_BOOT}</script>",
        "</body></html>",
    ]) + "\n"
