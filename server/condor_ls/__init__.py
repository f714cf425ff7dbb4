"""condor-ls: language tooling for HTCondor's ClassAd language, condor_config and submit files.

Layers (each imports only those below it):
    syntax  ->  classad, config, submit  ->  analysis  ->  lsp, cli
"""

__version__ = "0.1.0"


def installed_version() -> str:
    """The distribution's version from its installed metadata, else :data:`__version__`.

    The metadata is what pip installed, so it is what an editor client compares with; a source
    tree used without installing has no metadata and falls back to the package constant.
    """
    try:
        from importlib.metadata import version

        return version("condor-ls")
    except Exception:
        return __version__
