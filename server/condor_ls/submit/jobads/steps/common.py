"""Constants and small helpers the rules share (condor_universe.h, enum_utils, signals)."""
from __future__ import annotations

from ..values import atoi

MIN, STANDARD, PIPE, LINDA, PVM, VANILLA, PVMD, SCHEDULER, MPI, GRID, JAVA, PARALLEL, LOCAL, VM, MAX = range(15)

#: universe number -> (upper-case name, first-letter-capital name, can reconnect)
UNIVERSES: dict[int, tuple[str, str, bool]] = {
    STANDARD: ("STANDARD", "Standard", False), PIPE: ("PIPE", "Pipe", False), LINDA: ("LINDA", "Linda", False),
    PVM: ("PVM", "PVM", False), VANILLA: ("VANILLA", "Vanilla", True), PVMD: ("PVMD", "PVMD", False),
    SCHEDULER: ("SCHEDULER", "Scheduler", False), MPI: ("MPI", "MPI", False), GRID: ("GRID", "Grid", False),
    JAVA: ("JAVA", "Java", True), PARALLEL: ("PARALLEL", "Parallel", True), LOCAL: ("LOCAL", "Local", False),
    VM: ("VM", "VM", True),
}
_BY_NAME = {v[0].lower(): k for k, v in UNIVERSES.items()}

#: job states
IDLE, RUNNING, REMOVED, COMPLETED, HELD = 1, 2, 3, 4, 5
#: hold reason codes condor_submit uses
HOLD_SUBMITTED_ON_HOLD, HOLD_SPOOLING_INPUT = 15, 16
#: notification values
NOTIFY = {"never": 0, "always": 1, "complete": 2, "error": 3, "start": 4}
#: deferral defaults (condor_includes)
DEFERRAL_WINDOW_DEFAULT, DEFERRAL_PREP_TIME_DEFAULT = 0, 300
SCHEDD_INTERVAL_DEFAULT = 300


def universe_number(text: str) -> int:
    """``CondorUniverseNumberEx``: a number, or a universe name (``docker`` and other toppings
    are not names: 0). The name is looked up as it stands: a blank left by a macro that
    expanded to nothing (``$(X) java``) makes it no universe's name."""
    n = atoi(text)
    if n:
        return n
    return _BY_NAME.get(text.lower(), 0)


def can_reconnect(universe: int) -> bool:
    return UNIVERSES.get(universe, ("", "", False))[2]


def might_transfer(universe: int) -> bool:
    """``mightTransfer``: universes that may use file transfer."""
    return universe in (VANILLA, MPI, PARALLEL, JAVA, VM)


#: ``signalName``/``signalNumber`` on Linux (names matched without regard to case)
SIGNALS: dict[int, str] = {
    9: "SIGKILL", 18: "SIGCONT", 15: "SIGTERM", 3: "SIGQUIT", 1: "SIGHUP", 19: "SIGSTOP", 20: "SIGTSTP",
    10: "SIGUSR1", 12: "SIGUSR2", 17: "SIGCHLD", 6: "SIGABRT", 14: "SIGALRM", 8: "SIGFPE", 4: "SIGILL",
    2: "SIGINT", 13: "SIGPIPE", 11: "SIGSEGV", 5: "SIGTRAP", 21: "SIGTTIN", 22: "SIGTTOU", 29: "SIGIO",
    7: "SIGBUS", 23: "SIGURG", 27: "SIGPROF", 28: "SIGWINCH", 31: "SIGSYS", 24: "SIGXCPU", 25: "SIGXFSZ",
}
SIGNAL_NUMBERS = {name: num for num, name in SIGNALS.items()}

#: ``ShouldTransferFiles_t`` (enum_utils.h) and the names ``getShouldTransferFilesNum`` reads
STF_NO, STF_YES, STF_IF_NEEDED = 1, 2, 3
STF = {"yes": STF_YES, "true": STF_YES, "always": STF_YES, "no": STF_NO, "false": STF_NO, "never": STF_NO,
       "if_needed": STF_IF_NEEDED, "auto": STF_IF_NEEDED}
STF_NAMES = {STF_YES: "YES", STF_NO: "NO", STF_IF_NEEDED: "IF_NEEDED"}
#: ``FileTransferOutput_t`` and the names ``getFileTransferOutputNum`` reads
FTO_NONE, FTO_ON_EXIT, FTO_ON_EXIT_OR_EVICT, FTO_ON_SUCCESS = 0, 1, 2, 3
FTO = {"on_exit_or_evict": FTO_ON_EXIT_OR_EVICT, "always": FTO_ON_EXIT_OR_EVICT, "on_exit": FTO_ON_EXIT,
       "onexit": FTO_ON_EXIT, "none": FTO_NONE, "null": FTO_NONE, "on_success": FTO_ON_SUCCESS,
       "onsuccess": FTO_ON_SUCCESS}
#: names HTCondor's ``getFileTransferOutputNum`` also accepts because its table has no end
#: marker and the should_transfer_files table follows it in the built library: their numbers
#: are read as when_to_transfer_output values (what the 24.0 bindings do, measured)
FTO_ACCIDENTAL = {"yes": FTO_ON_EXIT_OR_EVICT, "true": FTO_ON_EXIT_OR_EVICT, "no": FTO_ON_EXIT,
                  "false": FTO_ON_EXIT, "never": FTO_ON_EXIT, "if_needed": FTO_ON_SUCCESS, "auto": FTO_ON_SUCCESS}
FTO_NAMES = {FTO_ON_EXIT_OR_EVICT: "ON_EXIT_OR_EVICT", FTO_ON_EXIT: "ON_EXIT", FTO_NONE: "NONE",
             FTO_ON_SUCCESS: "ON_SUCCESS"}
