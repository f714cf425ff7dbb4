"""Hypothesis strategies for random submit descriptions.

A file is a random selection of commands from every family (with good and bad values),
macros and macro functions, ``+Attr`` lines, ``if`` blocks, and one queue statement of a
random form. Values that depend on the host in ways the two sides cannot share (proxies,
the clock) are left out. Files reference only the files the strategy also creates.
"""
from __future__ import annotations

from hypothesis import strategies as st

#: files every generated case's directory holds
FILES = {"run.sh": "#!/bin/sh\necho $*\n" + "r" * 1500, "in.txt": "i" * 5000, "a.dat": "a" * 100,
         "b.dat": "b" * 4000, "sub/": "", "items.txt": "one 1\ntwo 2\nthree 3\n", "x.sif": "s" * 2048}

_SIZES = st.sampled_from(["1", "100", "2048", "1K", "2.5M", "3G", "1T", "12 MB", "4kb", "0", "-1", "x", "1.5",
                          "2G, 4G", "1024 * 2", "MemoryUsage + 10", "undefined", "$(Process) + 1",
                          "$(n)", "7M", "1e3", ""])
_BOOLS = st.sampled_from(["true", "false", "True", "FALSE", "1", "0", "yes", "maybe", "t", "$(flag)", "1 > 0"])
_EXPRS = st.sampled_from(["true", "false", "Memory > 100", "ExitCode == 0", "TARGET.Cpus >= 2",
                          "(Arch == \"X86_64\")", "NumJobStarts > 3", "1 +", "$(expr)", "MY.Foo", "3 * 4",
                          "OpSys == \"LINUX\" && Disk > 10", "ifThenElse(a, b, c)", "\"str\"", "undefined"])
_STRINGS = st.sampled_from(["abc", "a b", "\"quoted\"", "$(Item)", "x,y , z", "$(Process)", "", "a;b",
                            "'sq'", "$(undefined:deflt)", "$INT(n)", "$Fn(p)", "$CHOICE(Process,a,b,c)"])
_FILES = st.sampled_from(["out", "out.$(Process)", "sub/o", "/dev/null", "in.txt", "a.dat", "missing.txt",
                          "$(Item)", "dir/"])
_ARGS = st.sampled_from(["a b c", "\"a 'b c' d\"", "x \\\"y\\\"", "\"unterminated", "$(Item) $(Process)",
                         "\"\"\"q\"\"\"", "one", "\"\"", "a \"b\"", "$(n) $(Step)"])
_ENVS = st.sampled_from(["A=1;B=2", "\"A=1 B='x y'\"", "A=1", "\"A\"", "|A=1|B=2", "X=$(Process)", "A=1;C",
                         "\"A=1 B=2\""])

#: (command, value strategy)
COMMANDS: list[tuple[str, st.SearchStrategy[str]]] = [
    ("request_memory", _SIZES), ("request_disk", _SIZES), ("request_cpus", _SIZES),
    ("request_gpus", st.sampled_from(["1", "2", "0", "$(Process)"])), ("request_foo", _SIZES.filter(bool)),
    ("require_gpus", _EXPRS), ("gpus_minimum_memory", _SIZES), ("gpus_minimum_capability", _SIZES),
    ("gpus_minimum_runtime", st.sampled_from(["12", "12.1", "12010", "x.y"])),
    ("requirements", _EXPRS), ("rank", _EXPRS), ("periodic_hold", _EXPRS), ("periodic_remove", _EXPRS),
    ("periodic_release", _EXPRS), ("on_exit_remove", _EXPRS), ("on_exit_hold", _EXPRS),
    ("leave_in_queue", _EXPRS), ("max_retries", st.sampled_from(["3", "0", "x", "$(Process)"])),
    ("success_exit_code", st.sampled_from(["0", "2", "z"])), ("retry_until", st.sampled_from(["7", "ExitCode > 3",
                                                                                              "(", "x"])),
    ("arguments", _ARGS), ("arguments2", _ARGS), ("environment", _ENVS), ("env", _ENVS),
    ("environment2", _ENVS), ("getenv", st.sampled_from(["false", "HOME", "PATH, !HOME", "true"])),
    ("input", _FILES), ("output", _FILES), ("error", _FILES), ("log", _FILES),
    ("transfer_input_files", st.sampled_from(["a.dat", "a.dat, b.dat", "http://h/x", "\"\"", "sub",
                                              "$(Item)", "missing"])),
    ("transfer_output_files", st.sampled_from(["o", "o1, o2", "\"\"", "dir/"])),
    ("should_transfer_files", st.sampled_from(["YES", "NO", "IF_NEEDED", "auto", "never", "bad"])),
    ("when_to_transfer_output", st.sampled_from(["ON_EXIT", "ON_EXIT_OR_EVICT", "ON_SUCCESS", "never"])),
    ("transfer_executable", _BOOLS), ("stream_output", _BOOLS), ("transfer_input", _BOOLS),
    ("hold", _BOOLS), ("notification", st.sampled_from(["never", "Always", "complete", "ERROR", "start", "x"])),
    ("notify_user", st.sampled_from(["a@b", "never", "false"])), ("priority", st.sampled_from(["1", "-5", "x"])),
    ("nice_user", _BOOLS), ("accounting_group", st.sampled_from(["grp", "a.b", "a b"])),
    ("accounting_group_user", st.sampled_from(["bob", "b b"])),
    ("concurrency_limits", st.sampled_from(["A", "a:2,b", "1x", "A.B, c"])),
    ("kill_sig", st.sampled_from(["9", "SIGTERM", "sigusr1", "99", "bad"])),
    ("job_lease_duration", st.sampled_from(["10", "1200", "x + 1"])),
    ("deferral_time", st.sampled_from(["1700000000", "-1", "time() + 60"])),
    ("cron_minute", st.sampled_from(["0", "*/5"])), ("description", _STRINGS), ("batch_name", _STRINGS),
    ("+Foo", _EXPRS), ("MY.Bar", _EXPRS), ("+Str", st.sampled_from(["\"x\"", "", "$(Item)"])),
    ("image_size", _SIZES), ("disk_usage", _SIZES), ("max_idle", st.sampled_from(["4", "x"])),
    ("want_graceful_removal", _BOOLS), ("load_profile", _BOOLS), ("core_size", _SIZES),
    ("email_attributes", st.sampled_from(["A, B  C", "x"])), ("initialdir", st.sampled_from(["sub", ".", "nowhere"])),
    ("transfer_output_remaps", st.sampled_from(["\"a = b\"", "a=b", "\"a = https://x/y\""])),
    ("output_destination", st.sampled_from(["https://h/", "local/dir"])),
    ("checkpoint_exit_code", st.sampled_from(["85", "x"])), ("cuda_version", st.sampled_from(["11", "11.2", "x"])),
    ("use_oauth_services", st.sampled_from(["box", "a, b"])),
    ("n", st.sampled_from(["1", "2", "x", "$(Process)"])), ("flag", _BOOLS), ("expr", _EXPRS),
    ("p", st.sampled_from(["/a/b/c.tar.gz", "rel/x.y", "noext"])),
]

_UNIVERSES = st.sampled_from([
    "", "universe = vanilla\n", "universe = local\n", "universe = scheduler\n",
    "universe = docker\ndocker_image = busybox\n", "universe = container\ncontainer_image = x.sif\n",
    "universe = parallel\nmachine_count = 2\n", "universe = java\narguments = Main\n",
    "universe = grid\ngrid_resource = batch slurm\n", "universe = vm\nvm_type = kvm\nvm_memory = 64\nvm_disk = a:b:c\n",
    "universe = bogus\n",
])

_QUEUES = st.sampled_from([
    "queue", "queue 2", "queue 0", "queue 3", "queue in (a b c)", "queue 2 x in (p, q)",
    "queue name, n from items.txt", "queue Item from (\n one\n two three\n)", "queue matching *.dat",
    "queue f matching files (*.dat *.txt)", "queue d matching dirs *", "queue from [1:] (\n a\n b\n c\n)",
    "queue a,b from (\n 1 2\n 3\n)", "queue in [::2] (w x y z)", "queue executable from (\n run.sh\n /bin/echo\n)",
    "queue $(n)", "queue lots", "queue in files (a)",
])


@st.composite
def submit_files(draw: st.DrawFn) -> str:
    """One random submit description."""
    lines: list[str] = []
    lines.append(draw(_UNIVERSES).rstrip("\n"))
    if draw(st.integers(0, 7)):
        lines.append(draw(st.sampled_from(["executable = run.sh", "executable = /bin/echo",
                                           "executable = missing.sh", "executable = $(Item)"])))
    chosen = draw(st.lists(st.sampled_from(range(len(COMMANDS))), min_size=1, max_size=8, unique=True))
    for index in chosen:
        name, values = COMMANDS[index]
        value = draw(values)
        lines.append(f"{name} = {value}")
    if draw(st.integers(0, 5)) == 0:
        lines.insert(1, "if defined n\n  description = has n\nelse\n  description = no n\nendif")
    lines.append(draw(_QUEUES))
    return "\n".join(line for line in lines if line) + "\n"
