"""The ClassAd builtin functions. Importing this package registers every builtin in
:data:`api.REGISTRY` (lower-cased name -> implementation); metadata is in
``schemas/functions.json`` (see :mod:`.metadata`)."""
from . import environment, lists, math, misc, regex, stringlists, strings, time, types, versions  # noqa: F401
from .api import REGISTRY, builtin

__all__ = ["REGISTRY", "builtin"]
