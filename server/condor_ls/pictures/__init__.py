"""Pictures: self-contained HTML pages drawn from the analyses' results (``condor-ls policy
--html``). A layer beside ``cli`` and ``lsp``: it reads ``analysis`` results and writes pages,
with the charting library inlined from package data (``data/``, see ``tools/vendor_echarts.py``).

``page`` (sections, charts, the page), ``statemachine`` (the startd's states and the moves that
fire), ``policy`` (the policy and pool report), ``dag`` (a workflow's graph, for the ``.dag``
support to plug into).
"""
