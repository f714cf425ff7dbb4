"""Random submit descriptions drawn from condor_submit's language as HTCondor reads it.

* commands: the keyword table of ``condor_utils/submit_utils.h`` (``SUBMIT_KEY_*`` and
  ``SUBMIT_CMD_*``, copied below as :data:`KEYWORDS` with the family of values each takes:
  sizes, integers, booleans, ClassAd expressions, strings, file names and lists of them,
  arguments and environments in both syntaxes, the universe, the enumerations), the prefixed
  families (``request_<tag>``, ``require_<tag>``, ``ec2_tag_<name>``, ``cloud_label_<name>``,
  ``+Attr``, ``MY.Attr``), and custom macros that the values refer to;
* values (``submit_utils.cpp`` expands them with the config macro language): literal text,
  good and bad values of the family, ``$(NAME)``, ``$(NAME:default)``, ``$(Process)`` and the
  other predefined macros, ``$$(Attr)`` match-time references, ``$INT``/``$REAL``/``$STRING``
  with formats, ``$EVAL``, ``$CHOICE``, ``$SUBSTR``, ``$F<letters>``, ``$BASENAME``,
  ``$DIRNAME``, ``$ENV``; ClassAd expressions from :mod:`fuzz.classad_gen`;
* statements (``Parse_macros`` in ``config.cpp``): ``=`` with and without spaces, continuation
  lines, comments, here-documents (``NAME @=TAG`` ... ``@TAG``), ``if``/``elif``/``else`` with the
  config conditions, ``include :`` of files every case's directory holds;
* one queue statement last, in every form ``SubmitForeachArgs::parse_queue_args`` reads:
  a count (an expression or a macro), ``in``/``from``/``matching [files|dirs|any]`` with and
  without variables, slices, items inline, in parentheses on one line or many, or from a file.

The bindings' ``Submit.jobs()`` reads only up to the first queue statement, so a case has one,
last. Things the two sides cannot share are left out: commands run by a pipe, credential
files that may exist on the machine, ``$RANDOM_*``.

A case is a function of (seed, index); its text is a :class:`fuzz.tree.Node` (a variadic list of
statements) so the shrinker can drop statements, branches and parts of values.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from . import classad_gen
from .tree import Node, leaf

#: files every case's directory holds (names the generated values use)
FILES = {
    "run.sh": "#!/bin/sh\necho $*\n" + "r" * 1500, "in.txt": "i" * 5000, "a.dat": "a" * 100, "b.dat": "b" * 4000,
    "sub/": "", "sub/x.txt": "x" * 10, "d1/": "", "items.txt": "one 1\ntwo 2\nthree 3\n", "x.sif": "s" * 2048,
    "empty.txt": "", "cols.txt": "A,B\n1,2\n3,4\n", "space name.txt": "n",
    "inc1.sub": "M1 = from-include\nrequest_cpus = 2\n", "inc2.sub": "+IncAttr = 7\nif defined M2\n  M3 = m2\nendif\n",
    "inc3.sub": "not a statement\n", "Hello.class": "c" * 100, "a.jar": "j" * 2000, "ak": "a", "sk": "b",
    "vm.img": "v" * 10,
}
#: environment variables every case has (``getenv`` and ``$ENV()`` read them)
ENVIRON = {"HOME": "/home/x", "SUB_VAR": "from-env", "SUB_EMPTY": "", "SUB_PATH": "/x/y.tar.gz",
           "SUB_NUM": "42", "SUB_UNI": "é", "CONDOR_FOO": "1"}

#: custom macros the generated values refer to
MACROS = ("M1", "M2", "M3", "M4", "n", "flag", "expr")
PREDEFINED = ("Process", "ProcId", "Cluster", "ClusterId", "Node", "Step", "Row", "Item", "ItemIndex",
              "SUBMIT_FILE", "SUBMIT_TIME", "YEAR", "MONTH", "DAY", "IWD", "FULL_HOSTNAME", "ARCH", "OPSYS",
              "OPSYSANDVER", "CondorVersion", "DOLLAR", "SPOOL", "ExitCode", "Universe", "JobUniverse",
              "executable", "request_memory", "MY.Foo", "TARGET.Memory", "A", "B")

_SIZES = ("1", "100", "2048", "1K", "2.5M", "3G", "1T", "12 MB", "4kb", "0", "-1", "x", "1.5", "2G, 4G",
          "1024 * 2", "MemoryUsage + 10", "undefined", "7M", "1e3", "", "9223372036854775807", "1.5g", "1 K",
          "0x10", "2P", "3KiB", "ifThenElse(a, 1, 2)", "1M + 1", "-0", "nan", "inf", "\"10\"")
_INTS = ("0", "1", "3", "-5", "x", "10000000000", "1.5", "2 + 3", "", "007", "0x1f", "true", "$(n)",
         "ExitCode", "-2147483649", "undefined")
_BOOLS = ("true", "false", "True", "FALSE", "1", "0", "yes", "no", "maybe", "t", "f", "1 > 0", "", "T", "YES",
          "undefined", "2")
_EXPRS = ("true", "false", "Memory > 100", "ExitCode == 0", "TARGET.Cpus >= 2", "(Arch == \"X86_64\")",
          "NumJobStarts > 3", "1 +", "MY.Foo", "3 * 4", "OpSys == \"LINUX\" && Disk > 10",
          "ifThenElse(a, b, c)", "\"str\"", "undefined", "", "Requirements", "TARGET.Memory > RequestMemory",
          "x =?= y", "[a = 1].a", "{1, 2}", "time() > 5", "ExitBySignal", "\"a\" + 1", ")")
_WORDS = ("abc", "a b", "\"quoted\"", "x,y , z", "", "a;b", "'sq'", "é", "a=b", "-x", "1", "*", "a.b",
          "HOLD", "never", "#", "\\", "a\\b", "$", "%", "a|b", "A:B", "c:/d")
_FILES = ("out", "out.$(Process)", "sub/o", "/dev/null", "in.txt", "a.dat", "missing.txt", "$(Item)", "dir/",
          "sub", "/tmp/condor-ls-fuzz-nonexistent/o", "space name.txt", "run.sh", "", "a.dat b.dat",
          "https://h/x", "file:///in.txt", "./a.dat", "../x", "~/y")
_FILELISTS = ("a.dat", "a.dat, b.dat", "http://h/x", "\"\"", "sub", "missing", "a.dat,,b.dat", "sub/",
              "osdf:///p/x, a.dat", "in.txt b.dat", " a.dat ", "s3://b/k", "a.dat;b.dat", "sub/x.txt")
_ARGS = ("a b c", "\"a 'b c' d\"", "x \\\"y\\\"", "\"unterminated", "one", "\"\"", "a \"b\"",
         "\"\"\"q\"\"\"", "'a b'", "\"a  b\"", "x\ty", "\"a ''b''\"", "$(Item) $(Process)", "-n 5 --x=y", "\"a\"b")
_ENVS = ("A=1;B=2", "\"A=1 B='x y'\"", "A=1", "\"A\"", "|A=1|B=2", "X=$(Process)", "A=1;C", "\"A=1 B=2\"",
         "\"A='a ''q'' b'\"", "A", "=1", "\"A=1\" B=2", "A=1 B=2", "\"\"", "\"A=é\"")
_UNIVERSES = ("vanilla", "local", "scheduler", "docker", "container", "parallel", "java", "grid", "vm",
              "standard", "bogus", "5", "VANILLA", "Vanilla ", "7", "mpi", "")
_NOTIFY = ("never", "Always", "complete", "ERROR", "start", "x", "NEVER", "")
_STF = ("YES", "NO", "IF_NEEDED", "auto", "never", "bad", "yes", "")
_WTTO = ("ON_EXIT", "ON_EXIT_OR_EVICT", "ON_SUCCESS", "never", "on_exit", "")
_SIGS = ("9", "SIGTERM", "sigusr1", "99", "bad", "TERM", "-1", "SIGKILL", "0", "")
_GRID = ("batch slurm", "condor schedd.example.org cm.example.org", "arc https://arc.example.org", "gt2 x",
         "ec2 https://ec2.amazonaws.com", "gce https://g proj zone", "azure sub", "batch", "", "pbs",
         "condor", "boinc https://b")
_IMAGES = ("busybox", "ubuntu:22.04", "x.sif", "docker://ubuntu", "/cvmfs/a/b.sif", "sub/", "missing.sif", "",
           "a b")
_TIMES = ("1700000000", "-1", "time() + 60", "0", "x", "CurrentTime + 3600", "1.5e9")
_CRON = ("0", "*/5", "1-5", "1,2,3", "*", "60", "x", "")

#: (keyword, family): condor_submit's keyword table (submit_utils.h) by the values it reads
KEYWORDS: tuple[tuple[str, str], ...] = (
    ("batch_name", "word"), ("batch_id", "word"), ("hold", "bool"), ("priority", "int"), ("prio", "int"),
    ("notification", "notify"), ("executable", "exe"), ("description", "word"), ("arguments", "args"),
    ("arguments2", "args"), ("environment", "env"), ("env", "env"), ("environment2", "env"),
    ("input", "file"), ("stdin", "file"), ("output", "file"), ("stdout", "file"), ("error", "file"),
    ("stderr", "file"), ("initialdir", "dir"), ("initial_dir", "dir"), ("job_iwd", "dir"),
    ("remote_initialdir", "dir"), ("requirements", "expr"), ("preferences", "expr"), ("rank", "expr"),
    ("image_size", "size"), ("disk_usage", "size"), ("memory_usage", "size"), ("request_cpus", "size"),
    ("request_memory", "size"), ("request_disk", "size"), ("request_gpus", "size"), ("require_gpus", "expr"),
    ("request_foo", "size"), ("require_foo", "expr"), ("retry_request_memory", "size"),
    ("retry_request_memory_max", "size"), ("retry_request_memory_increase", "size"),
    ("retry_request_disk", "size"), ("gpus_minimum_memory", "size"), ("gpus_minimum_capability", "size"),
    ("gpus_maximum_capability", "size"), ("gpus_minimum_runtime", "size"), ("universe", "universe"),
    ("machine_count", "int"), ("notify_user", "word"), ("email_attributes", "attrs"),
    ("exit_requirements", "expr"), ("log", "file"), ("log_xml", "bool"), ("ulog_execute_attrs", "attrs"),
    ("dagman_log", "file"), ("core_size", "size"), ("nice_user", "bool"), ("keep_claim_idle", "int"),
    ("job_ad_information_attrs", "attrs"), ("job_lease_duration", "int"), ("job_machine_attrs", "attrs"),
    ("job_machine_attrs_history_length", "int"), ("node_count", "int"), ("grid_resource", "grid"),
    ("use_scitokens", "bool"), ("scitokens_file", "file"),
    ("delegate_job_gsi_credentials_lifetime", "int"), ("arc_rte", "word"), ("arc_application", "word"),
    ("arc_resources", "word"), ("arc_data_staging", "word"), ("batch_extra_submit_args", "word"),
    ("batch_project", "word"), ("batch_queue", "word"), ("batch_runtime", "int"), ("file_remaps", "word"),
    ("buffer_files", "word"), ("buffer_size", "size"), ("buffer_block_size", "size"), ("stack_size", "size"),
    ("fetch_files", "files"), ("compress_files", "files"), ("append_files", "files"), ("local_files", "files"),
    ("encrypt_execute_directory", "bool"), ("starter_debug", "word"), ("starter_log", "file"),
    ("tool_daemon_cmd", "file"), ("tool_daemon_args", "args"), ("tool_daemon_arguments", "args"),
    ("tool_daemon_input", "file"), ("tool_daemon_error", "file"), ("tool_daemon_output", "file"),
    ("suspend_job_at_exec", "bool"), ("when_to_transfer_output", "wtto"), ("should_transfer_files", "stf"),
    ("preserve_relative_paths", "bool"), ("transfer_checkpoint_files", "files"),
    ("transfer_container", "bool"), ("transfer_input_files", "files"), ("TransferInputFiles", "files"),
    ("transfer_output_files", "files"), ("TransferOutputFiles", "files"), ("transfer_output_remaps", "remaps"),
    ("transfer_executable", "bool"), ("transfer_input", "bool"), ("transfer_output", "bool"),
    ("transfer_error", "bool"), ("transfer_plugins", "word"), ("max_transfer_input_mb", "size"),
    ("max_transfer_output_mb", "size"), ("want_job_networking", "bool"), ("want_io_proxy", "bool"),
    ("transfer_common_input", "files"), ("container_is_common", "bool"), ("manifest", "bool"),
    ("manifest_dir", "dir"), ("use_oauth_services", "word"), ("jobset", "word"), ("public_input_files", "files"),
    ("encrypt_input_files", "files"), ("encrypt_output_files", "files"), ("dont_encrypt_input_files", "files"),
    ("dont_encrypt_output_files", "files"), ("output_destination", "file"), ("output_directory", "dir"),
    ("stream_input", "bool"), ("stream_output", "bool"), ("stream_error", "bool"), ("leave_in_queue", "expr"),
    ("periodic_hold", "expr"), ("periodic_hold_reason", "expr"), ("periodic_hold_subcode", "expr"),
    ("periodic_release", "expr"), ("periodic_remove", "expr"), ("periodic_vacate", "expr"),
    ("on_exit_hold", "expr"), ("on_exit_hold_reason", "expr"), ("on_exit_hold_subcode", "expr"),
    ("on_exit_remove", "expr"), ("on_evict_checks", "expr"), ("noop_job", "expr"),
    ("noop_job_exit_signal", "int"), ("noop_job_exit_code", "int"), ("match_list_length", "int"),
    ("dagman_job_id", "word"), ("submit_event_notes", "word"), ("submit_event_user_notes", "word"),
    ("jar_files", "files"), ("java_vm_args", "args"), ("java_vm_arguments", "args"),
    ("java_vm_arguments2", "args"), ("parallel_script_shadow", "file"), ("parallel_script_starter", "file"),
    ("max_job_retirement_time", "expr"), ("want_ads", "word"), ("skip_if_dataflow", "bool"),
    ("deferral_time", "time"), ("deferral_window", "int"), ("deferral_prep_time", "int"),
    ("max_retries", "int"), ("retry_until", "expr"), ("success_exit_code", "int"),
    ("checkpoint_exit_code", "int"), ("checkpoint_destination", "file"),
    ("erase_output_and_error_on_restart", "bool"), ("cron_minute", "cron"), ("cron_hour", "cron"),
    ("cron_day_of_month", "cron"), ("cron_month", "cron"), ("cron_day_of_week", "cron"),
    ("cron_window", "int"), ("cron_prep_time", "int"), ("run_as_owner", "bool"), ("load_profile", "bool"),
    ("primary_unix_group", "word"), ("concurrency_limits", "word"), ("concurrency_limits_expr", "expr"),
    ("accounting_group", "word"), ("accounting_group_user", "word"), ("project_name", "word"),
    ("docker_image", "image"), ("docker_network_type", "word"), ("docker_pull_policy", "word"),
    ("docker_override_entrypoint", "bool"), ("docker_send_credentials", "bool"), ("container_image", "image"),
    ("container_service_names", "word"), ("http_container_port", "int"), ("container_target_dir", "dir"),
    ("mount_under_scratch", "files"), ("vm_vnc", "bool"), ("vm_type", "word"), ("vm_memory", "size"),
    ("vm_vcpus", "int"), ("vm_disk", "word"), ("vm_macaddr", "word"), ("vm_checkpoint", "bool"),
    ("vm_networking", "bool"), ("vm_networking_type", "word"), ("vm_no_output_vm", "bool"),
    ("xen_kernel", "word"), ("xen_initrd", "file"), ("xen_root", "word"), ("xen_kernel_params", "word"),
    ("WantNameTag", "bool"), ("ec2_access_key_id", "file"), ("ec2_secret_access_key", "file"),
    ("aws_region", "word"), ("ec2_ami_id", "word"), ("ec2_user_data", "word"), ("ec2_user_data_file", "file"),
    ("ec2_security_groups", "word"), ("ec2_security_ids", "word"), ("ec2_keypair", "word"),
    ("ec2_keypair_file", "file"), ("ec2_instance_type", "word"), ("ec2_elastic_ip", "word"),
    ("ec2_ebs_volumes", "word"), ("ec2_availability_zone", "word"), ("ec2_vpc_subnet", "word"),
    ("ec2_vpc_ip", "word"), ("ec2_tag_names", "attrs"), ("ec2_tag_Project", "word"), ("ec2_spot_price", "word"),
    ("ec2_block_device_mapping", "word"), ("ec2_parameter_names", "attrs"), ("ec2_parameter_Foo", "word"),
    ("ec2_iam_profile_arn", "word"), ("ec2_iam_profile_name", "word"), ("gce_image", "word"),
    ("gce_account", "word"), ("gce_auth_file", "file"), ("gce_machine_type", "word"), ("gce_metadata", "word"),
    ("gce_metadata_file", "file"), ("gce_preemptible", "bool"), ("gce_json_file", "file"),
    ("azure_auth_file", "file"), ("azure_location", "word"), ("azure_size", "word"), ("azure_image", "word"),
    ("azure_admin_username", "word"), ("azure_admin_key", "word"), ("cloud_label_names", "attrs"),
    ("cloud_label_Team", "word"), ("next_job_start_delay", "int"), ("want_graceful_removal", "expr"),
    ("job_max_vacate_time", "expr"), ("allowed_job_duration", "int"), ("allowed_execute_duration", "int"),
    ("max_materialize", "int"), ("max_idle", "int"), ("materialize_max_idle", "int"), ("cuda_version", "word"),
    ("Remote_foo", "word"), ("kill_sig", "sig"), ("remove_kill_sig", "sig"), ("hold_kill_sig", "sig"),
    ("kill_sig_timeout", "int"), ("skip_filechecks", "bool"), ("allow_arguments_v1", "bool"),
    ("allow_environment_v1", "bool"), ("getenv", "getenv"), ("get_env", "getenv"),
    ("interactive_executable", "file"), ("interactive_args", "args"), ("submit_event_notes_attrs", "attrs"),
    ("shell", "word"), ("transform_body_x", "word"), ("want_remote_io", "bool"), ("coresize", "size"),
)

_FAMILY = {
    "size": _SIZES, "int": _INTS, "bool": _BOOLS, "expr": _EXPRS, "word": _WORDS, "file": _FILES,
    "dir": ("sub", ".", "nowhere", "d$(Process)", "/tmp", "sub/", "", "$(Item)", "d1"), "files": _FILELISTS,
    "args": _ARGS, "env": _ENVS, "universe": _UNIVERSES, "notify": _NOTIFY, "stf": _STF, "wtto": _WTTO,
    "sig": _SIGS, "grid": _GRID, "image": _IMAGES, "time": _TIMES, "cron": _CRON,
    "exe": ("run.sh", "/bin/echo", "missing.sh", "$(Item)", "Hello.class", "sub", "", "run.sh extra"),
    "attrs": ("A, B  C", "x", "Foo,Bar", "", "A.B", "1a", "MachineAttrX"),
    "remaps": ("\"a = b\"", "a=b", "\"a = https://x/y\"", "\"a=b;c=d\"", "\"\"", "\"a\""),
    "getenv": ("false", "HOME", "PATH, !HOME", "true", "SUB_*", "!SUB_VAR, SUB_*", "x y"),
}
_FORMATS = ("%d", "%03d", "%x", "%.2f", "%e", "%s", "[%s]", "%5.1f", "%%", "%c", "%-4d|")
_F_LETTERS = "pnxdqabfwu"
_EVALS = ("1+2", "M1", "Process * 2", 'strcat("a", M2)', "[", "n", "Process")
_CONDITIONS = ("true", "false", "yes", "1", "0", "defined M1", "defined M9", "defined n", "$(flag)",
               "version >= 8.1.2", "version > 25.0", "version < 24.1", "! defined M2", "$(M1)", "2.5", "defined true",
               "defined Process")

# queue statement pieces (parse_queue_args)
_ITEM_LISTS = ("a b c", "p, q", "one", "\"x y\" z", "a,b c", "1 2 3 4 5", "", "é ê")
_GLOBS = ("*.dat", "*.txt", "*", "sub", "d*", "nomatch*", "*.dat *.txt", "[ab].dat", "?.dat", "\"space name.txt\"")
_SLICES = ("[1:]", "[:2]", "[::2]", "[-1:]", "[1]", "[:]", "[2:1]", "[0:10:3]", "[x]")
_VARS = ("", "Item", "x", "name, n", "a,b", "A B", "1bad", "x,y,z", "Process")


@dataclass
class SubmitCase:
    """One submit description (a variadic node of statements)."""

    text: Node

    def render(self) -> str:
        return self.text.render()


class SubmitGenerator:
    def __init__(self, rng: random.Random) -> None:
        self.r = rng
        self.ads = classad_gen.Generator(rng, max_depth=2)
        self.ads.in_ad = True

    def pick(self, seq):
        return seq[self.r.randrange(len(seq))]

    def chance(self, p: float) -> bool:
        return self.r.random() < p

    # --- values -----------------------------------------------------------------------------
    def macro_name(self) -> str:
        n = self.pick(MACROS + MACROS + PREDEFINED + ("NOPE",))
        return n.lower() if self.chance(0.1) else n

    def macro_ref(self, depth: int = 0) -> Node:
        r = self.r.random()
        if r < 0.45:
            return leaf("ref", f"$({self.macro_name()})")
        if r < 0.55:
            inner = self.pick(_WORDS) if depth or self.chance(0.5) else self.value("word", depth + 1).render()
            return leaf("ref", f"$({self.macro_name()}:{inner})")
        if r < 0.62:
            return leaf("ref", f"$$({self.pick(('Memory', 'OpSys', 'Name', 'x:default', '[1+2]', 'Item'))})")
        if r < 0.68:
            var = self.pick(tuple(ENVIRON) + ("NOPE_XX",))
            return leaf("ref", f"$ENV({var})" if self.chance(0.6) else f"$ENV({var}:{self.pick(_WORDS)})")
        if r < 0.74:
            fmt = f",{self.pick(_FORMATS)}" if self.chance(0.5) else ""
            return leaf("ref", f"${self.pick(('INT', 'REAL', 'STRING'))}({self.macro_name()}{fmt})")
        if r < 0.79:
            return leaf("ref", "$EVAL(" + self.pick(_EVALS) + ")")
        if r < 0.84:
            items = ",".join(self.pick(_WORDS[:6]) for _ in range(self.r.randint(1, 4)))
            return leaf("ref", f"$CHOICE({self.pick(('Process', 'n', '0', '5', 'Step', 'M1'))},{items})")
        if r < 0.88:
            args = ",".join(str(self.r.randint(-3, 5)) for _ in range(self.r.randint(1, 2)))
            return leaf("ref", f"$SUBSTR({self.macro_name()},{args})")
        if r < 0.95:
            letters = "".join(self.pick(_F_LETTERS) for _ in range(self.r.randint(1, 3)))
            return leaf("ref", f"$F{letters}({self.macro_name()})")
        return leaf("ref", f"${self.pick(('BASENAME', 'DIRNAME'))}({self.macro_name()})")

    def value(self, family: str, depth: int = 0) -> Node:
        """A value of ``family``: mostly one good or bad value of it, sometimes with macro
        references spliced in (a variadic node: the shrinker drops parts)."""
        parts: list[Node] = []
        for _ in range(1 if self.chance(0.7) else self.r.randint(2, 3)):
            r = self.r.random()
            if family == "expr" and r < 0.35 and depth == 0:
                parts.append(self.ads.expr(0))
            elif r < 0.7 or depth:
                parts.append(leaf("lit", self.pick(_FAMILY[family])))
            elif r < 0.93:
                parts.append(self.macro_ref(depth))
            else:
                parts.append(leaf("lit", self.pick(_WORDS)))
        return Node("val", "", parts, " " if self.chance(0.3) else "", variadic=True)

    # --- statements -------------------------------------------------------------------------
    def assign(self, name: str, value: Node) -> Node:
        op = self.pick((" = ", " = ", " = ", "=", " =", "= ", "\t=\t"))
        key = name if self.chance(0.85) else self.pick((name.upper(), name.lower()))
        if self.chance(0.04):
            # a continuation line: the value is cut in two
            return Node("stmt", key + op, [value, leaf("lit", self.pick(_WORDS))], " \\\n  ", expr=False)
        return Node("stmt", key + op, [value], expr=False)

    def command(self) -> Node:
        r = self.r.random()
        if r < 0.62:
            name, family = self.pick(KEYWORDS)
            return self.assign(name, self.value(family))
        if r < 0.78:
            return self.assign(self.pick(MACROS), self.value(self.pick(("word", "int", "size", "expr", "bool",
                                                                        "file"))))
        if r < 0.92:
            prefix = self.pick(("+", "+", "MY.", "My.", "my."))
            attr = self.pick(("Foo", "Bar", "Str", "Requirements", "RequestMemory", "Owner", "ProcId", "x_y",
                              "WantDocker", "JobPrio", "Foo.Bar", "1x", "Memory"))
            if self.chance(0.6):
                value = Node("val", "", [self.ads.expr(0)], expr=True)
            else:
                value = self.value(self.pick(("expr", "word", "int")))
            return self.assign(prefix + attr, value)
        if r < 0.95:
            tag = self.pick(("end", "END", "x"))
            body = self.value("word")
            return Node("here", f"{self.pick(MACROS + ('arguments', 'requirements', 'environment'))} @={tag}\n",
                        [body], "", f"\n@{tag}", expr=False)
        if r < 0.97:
            return leaf("stmt", self.pick(("# a comment", "#", "   ", "# $(x) \\")))
        return leaf("stmt", f"include : {self.pick(('inc1.sub', 'inc2.sub', 'inc3.sub', 'missing.sub', '$(M1)'))}")

    def statements(self, count: int, depth: int = 0) -> list[Node]:
        out: list[Node] = []
        for _ in range(count):
            if depth < 2 and self.chance(0.06):
                out.append(self.if_block(depth + 1))
            else:
                out.append(self.command())
        return out

    def if_block(self, depth: int) -> Node:
        branches = [Node("branch", f"if {self.pick(_CONDITIONS)}\n",
                         [Node("body", "", self.statements(self.r.randint(1, 3), depth), "\n", variadic=True,
                               expr=False)], "", "\n", expr=False)]
        if self.chance(0.3):
            branches.append(Node("branch", f"elif {self.pick(_CONDITIONS)}\n",
                                 [Node("body", "", self.statements(self.r.randint(1, 2), depth), "\n", variadic=True,
                                       expr=False)], "", "\n", expr=False))
        if self.chance(0.4):
            branches.append(Node("branch", "else\n",
                                 [Node("body", "", self.statements(self.r.randint(1, 2), depth), "\n", variadic=True,
                                       expr=False)], "", "\n", expr=False))
        return Node("if", "", branches, "", "endif", expr=False)

    def queue(self) -> Node:
        kw = self.pick(("queue", "queue", "Queue", "QUEUE"))
        r = self.r.random()
        count = self.pick(("", "", "", "2", "3", "0", "$(n)", "1+1", "x", "-1", "2 * 2", "25"))
        if r < 0.35:
            return leaf("queue", f"{kw} {count}".rstrip())
        vars_ = self.pick(_VARS)
        head = " ".join(p for p in (kw, count if self.chance(0.3) else "", vars_) if p)
        slice_ = self.pick(_SLICES) + " " if self.chance(0.15) else ""
        if r < 0.55:
            items = self.pick(_ITEM_LISTS)
            form = self.r.random()
            if form < 0.5:
                return leaf("queue", f"{head} in {slice_}{items}".rstrip())
            if form < 0.8:
                return leaf("queue", f"{head} in {slice_}({items})")
            lines = "\n".join(self.pick(_ITEM_LISTS) for _ in range(self.r.randint(0, 3)))
            return leaf("queue", f"{head} in {slice_}(\n{lines}\n)")
        if r < 0.8:
            if self.chance(0.5):
                return leaf("queue", f"{head} from {slice_}{self.pick(('items.txt', 'cols.txt', 'empty.txt', 'missing.txt', '$(M1)'))}")
            lines = "\n".join(self.pick(("1 2", "a,b", "x", "  p  q  ", "é", "", "a, b, c", "\"q r\" s"))
                              for _ in range(self.r.randint(0, 4)))
            return leaf("queue", f"{head} from {slice_}(\n{lines}\n)")
        what = self.pick(("", "", "files ", "dirs ", "any "))
        globs = self.pick(_GLOBS)
        if self.chance(0.3):
            globs = f"({globs})"
        return leaf("queue", f"{head} matching {what}{slice_}{globs}")

    def case(self) -> SubmitCase:
        lines: list[Node] = []
        if self.chance(0.8):
            lines.append(self.assign("executable", self.value("exe")))
        lines.extend(self.statements(self.r.randint(1, 10)))
        self.r.shuffle(lines)
        lines.append(self.queue())
        return SubmitCase(Node("file", "", lines, "\n", "\n", variadic=True, expr=False))


def generate(seed: int, index: int) -> SubmitCase:
    rng = random.Random(f"submit:{seed}:{index}")
    return SubmitGenerator(rng).case()
