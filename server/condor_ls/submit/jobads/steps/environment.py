"""The job's environment and the Java VM's arguments (``SetEnvironment``, ``SetJavaVMArgs``)."""
from __future__ import annotations

from ..argsenv import ENV_DELIM, ArgError, ArgList, Env, is_v2_quoted
from ..context import Context
from ..values import string_is_boolean, tokens


def set_environment(c: Context) -> None:
    """``SetEnvironment``: ``environment`` (either syntax), ``environment2``, and ``getenv``."""
    env1 = c.param("environment", "env")
    env2 = c.param("environment2")
    allow_v1, _ = c.param_bool("allow_environment_v1", None, False)
    prefer_v1 = False
    if env1 and not env2:
        by_env = c.param("env")
        prefer_v1 = bool(by_env) and not is_v2_quoted(by_env or "")
    if env1 and env2 and not allow_v1:
        c.fail("submit.conflicting-commands", "If you wish to specify both 'environment' and\n'environment2' for "
               "maximal compatibility with different\nversions of Condor, then you must also specify\n"
               "allow_environment_v1=true.", ("environment2", "environment"))
    env = Env()
    key = "environment2" if env2 else "environment"
    try:
        if env2:
            env.merge_v2_quoted(env2)
        elif env1:
            env.merge_v1_raw_or_v2_quoted(env1)
    except ArgError as err:
        c.fail("submit.environment-syntax", f"{err}\nThe environment you specified was: '{env2 or env1}'", (key,))
    envlist = c.param("getenv", "get_env")
    keys: list[str] = [key] if (env1 or env2) else []
    if envlist:
        keys.append("getenv")
        is_true = string_is_boolean(envlist)
        if is_true is not None:
            if is_true:
                if not c.config_bool("SUBMIT_ALLOW_GETENV", True):
                    c.fail("submit.getenv-disallowed", "getenv = true command not allowed because administrator "
                           "has set SUBMIT_ALLOW_GETENV = false", ("getenv",))
                env.import_env(c.environ, bool(env1 and not env2))
        else:
            white: list[str] = []
            black: list[str] = []
            for item in tokens(envlist, ",; \t\r\n"):
                if item.startswith("!"):
                    name = item[1:].strip()
                    if name:
                        black.append(name)
                elif item.strip():
                    white.append(item.strip())
            env.import_env(c.environ, bool(env1 and not env2), white, black)
    has_v1 = c.has("Env")
    has_v2 = c.has("Environment")
    insert_v1 = prefer_v1
    insert_v2 = not insert_v1
    if not env1 and not env2 and not len(env) and (has_v1 or has_v2):
        insert_v1 = insert_v2 = False
    if insert_v1 and has_v2:
        insert_v2 = True
    if insert_v2 and has_v1:
        insert_v1 = True
    if insert_v1:
        try:
            raw = env.v1_raw(ENV_DELIM)
        except ArgError as err:
            c.fail("submit.environment-syntax", f"failed to insert environment into job ad: {err}", (key,))
        c.assign("Env", raw, keys)
        c.assign("EnvDelim", ENV_DELIM, keys)
    if insert_v2:
        c.assign("Environment", env.v2_raw(), keys)


def set_java_vm_args(c: Context) -> None:
    """``SetJavaVMArgs``."""
    args1 = c.param("java_vm_args")
    args1_ext = c.param("java_vm_arguments", "JavaVMArgs")
    args2 = c.param("java_vm_arguments2")
    allow_v1, _ = c.param_bool("allow_arguments_v1", None, False)
    if args1_ext and args1:
        c.fail("submit.conflicting-commands", "you specified a value for both java_vm_args and java_vm_arguments.",
               ("java_vm_arguments", "java_vm_args"))
    if args1_ext:
        args1 = args1_ext
    if args2 and args1 and not allow_v1:
        c.fail("submit.conflicting-commands", "If you wish to specify both 'java_vm_arguments' and\n"
               "'java_vm_arguments2' for maximal compatibility with different\nversions of Condor, then you must "
               "also specify\nallow_arguments_v1=true.", ("java_vm_arguments2",))
    args = ArgList()
    key = "java_vm_arguments2" if args2 else "java_vm_arguments"
    try:
        if args2:
            args.append_v2_quoted(args2)
        elif args1:
            args.append_v1_wacked_or_v2_quoted(args1)
        elif c.has("JavaVMArgs") or c.has("JavaVMArguments"):
            return
    except ArgError as err:
        c.fail("submit.arguments-syntax", f"failed to parse java VM arguments: {err}\nThe full arguments you "
               f"specified were {args2 or args1}", (key,))
    if args.input_was_v1:
        try:
            value = args.v1_raw()
        except ArgError as err:
            c.fail("submit.arguments-syntax", f"failed to insert java vm arguments into ClassAd: {err}", (key,))
        if value:
            c.assign("JavaVMArgs", value, (key,))
    else:
        value = args.v2_raw()
        if value:
            c.assign("JavaVMArguments", value, (key,))
