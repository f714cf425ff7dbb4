"""Speed of the pool summary (``condor-ls policy`` on a ``condor_status -l`` dump), against
``classad2`` parsing the same dump and evaluating the same match for every slot.

The pool is generated from the shape of real startd ads (HTCondor's own test ads under
``src/condor_tests/StatusAds``: partitionable, dynamic and static slots of about 150
attributes): machines of a few hardware profiles, each either a partitionable slot with its
dynamic slots, a node of static slots, or a desktop whose owner comes and goes; mixed states and
activities; per-machine load and keyboard values; site attributes (racks, GPUs, Docker, a
desktop flag) that some slots lack or leave undefined. The default is 10,000 slots, about 45 MB.

Each round runs fresh processes, one after the other (the machine's speed drifts, so the sides
are interleaved): *cli* is the command a user types, ``condor-ls policy --machine pool.ads --job
job.ad --config condor_config --format json``, timed from outside (wall-clock, CPU and peak
resident set of the process, interpreter start-up and imports included); *ours* reads the dump
lazily and builds the whole summary for one job inside a process (in ``--workers`` processes;
start-up and imports excluded; each slot at its own ``MyCurrentTime``, as the command does by
default, while *cli --now* fixes one time for every slot); *classad2* parses the dump (``parseOne`` per ad: ``parseAds`` on
the whole text is quadratic in the bindings) and evaluates the job's Requirements, the slot's
START and the slot's Requirements (with the config's policy inserted into every slot) for every
slot, timed inside the process and, as *classad2 e2e*, from outside. Peak memory is the
process's maximum resident set, its workers included. Each round prints the load average.

Python modules are compiled to bytecode once, into a cache under the benchmark's directory
(``PYTHONPYCACHEPREFIX``), as an installed package has its ``.pyc`` files; ``--cold`` keeps the
environment as it is (with ``PYTHONDONTWRITEBYTECODE`` set, every run compiles every module).

    python benchmarks/pool_summary.py [--slots 10000] [--rounds 3] [--workers 1,2] [--cli-workers 2]
                                      [--keep DIR [--reuse]] [--cold] [--no-classad2] [--before SERVER_DIR]
"""
from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

CONFIG = """\
MINUTE = 60
StartIdleTime = 15 * $(MINUTE)
CPUIdle = ((LoadAvg - CondorLoadAvg) <= 0.3)
KeyboardBusy = (KeyboardIdle < $(MINUTE))
DESKTOP_START = (KeyboardIdle > $(StartIdleTime)) && $(CPUIdle)
START = ((MY.IsDesktop =!= true) || $(DESKTOP_START)) && (TARGET.AcctGroup =!= "blocked") && \\
        ((TARGET.RequestGPUs =?= undefined) || (TARGET.RequestGPUs <= MY.GPUs))
SUSPEND = (MY.IsDesktop =?= true) && $(KeyboardBusy)
CONTINUE = (KeyboardIdle > $(StartIdleTime))
PREEMPT = False
KILL = False
WANT_SUSPEND = MY.IsDesktop =?= true
RANK = TARGET.AcctGroup =?= "physics"
MAXJOBRETIREMENTTIME = 3600
"""

JOB = """\
MyType = "Job"
ClusterId = 4242
ProcId = 0
Owner = "alice"
User = "alice@example.org"
AcctGroup = "physics"
JobUniverse = 5
JobStatus = 1
RequestCpus = 2
RequestMemory = 6144
RequestDisk = 2000000
ImageSize = 250000
DiskUsage = 1500000
ShouldTransferFiles = "YES"
WhenToTransferOutput = "ON_EXIT"
Requirements = (TARGET.Arch == "X86_64") && (TARGET.OpSys == "LINUX") && (TARGET.Disk >= RequestDisk) && \
(TARGET.Memory >= RequestMemory) && (TARGET.Cpus >= RequestCpus) && (TARGET.HasFileTransfer) && \
(TARGET.HasDocker =?= true || TARGET.IsDesktop =?= true)
Rank = TARGET.Memory
"""

# -- the generated pool -------------------------------------------------------------------------------------

WITHIN = ("(ifThenElse(TARGET._condor_RequestCpus =!= undefined,MY.Cpus > 0 && TARGET._condor_RequestCpus <= "
          "MY.Cpus,ifThenElse(TARGET.RequestCpus =!= undefined,MY.Cpus > 0 && TARGET.RequestCpus <= MY.Cpus,1 <= "
          "MY.Cpus)) && ifThenElse(TARGET._condor_RequestMemory =!= undefined,MY.Memory > 0 && "
          "TARGET._condor_RequestMemory <= MY.Memory,ifThenElse(TARGET.RequestMemory =!= undefined,MY.Memory > 0 "
          "&& TARGET.RequestMemory <= MY.Memory,false)) && ifThenElse(TARGET._condor_RequestDisk =!= undefined,"
          "MY.Disk > 0 && TARGET._condor_RequestDisk <= MY.Disk,ifThenElse(TARGET.RequestDisk =!= undefined,"
          "MY.Disk > 0 && TARGET.RequestDisk <= MY.Disk,false)))")
VALID_CKPT = ("(TARGET.JobUniverse =!= 1 || ((MY.CheckpointPlatform =!= undefined) && "
              "((TARGET.LastCheckpointPlatform =?= MY.CheckpointPlatform) || (TARGET.NumCkpts == 0))))")

#: attributes every slot prints with the same value
COMMON = {
    "Arch": '"X86_64"', "OpSys": '"LINUX"', "OpSysAndVer": '"AlmaLinux9"', "OpSysLegacy": '"LINUX"',
    "OpSysLongName": '"AlmaLinux release 9.4 (Seafoam Ocelot)"', "OpSysMajorVer": "9", "OpSysName": '"AlmaLinux"',
    "OpSysShortName": '"AlmaLinux"', "OpSysVer": "904", "CondorPlatform": '"$CondorPlatform: X86_64-AlmaLinux_9.4 $"',
    "CondorVersion": '"$CondorVersion: 24.0.1 2024-08-29 BuildID: 761238 PackageID: 24.0.1-1 $"',
    "MyType": '"Machine"', "TargetType": '"Job"', "FileSystemDomain": '"example.org"', "UidDomain": '"example.org"',
    "CheckpointPlatform": '"LINUX X86_64 5.14.0 normal N/A avx avx2 sse4_1 sse4_2 ssse3"',
    "IsValidCheckpointPlatform": VALID_CKPT, "WithinResourceLimits": WITHIN,
    "Requirements": "(START) && (IsValidCheckpointPlatform) && (WithinResourceLimits)",
    "CpuBusy": "((LoadAvg - CondorLoadAvg) >= 0.5)", "CpuBusyTime": "0", "CpuIsBusy": "false",
    "CurrentRank": "0.0", "CurrentTime": "time()", "Rank": "0.0", "SlotWeight": "Cpus",
    "Unhibernate": "MY.MachineLastMatchTime =!= undefined", "MachineMaxVacateTime": "10 * 60",
    "MachineResources": '"Cpus Memory Disk Swap GPUs"', "MaxJobRetirementTime": "0",
    "StarterAbilityList": ('"HasTDP,HasFileTransferPluginMethods,HasJobDeferral,HasJICLocalConfig,'
                           'HasJICLocalStdin,HasPerFileEncryption,HasFileTransfer,HasVM,HasReconnect,HasMPI,'
                           'HasJava,HasRemoteSyscalls,HasCheckpointing,HasSelfCheckpointTransfers"'),
    "HasFileTransferPluginMethods": '"box,data,dav,davs,file,ftp,gdrive,http,https,onedrive,osdf,s3,stash"',
    "CanHibernate": "true", "HibernationLevel": "0", "HibernationState": '"NONE"',
    "IsWakeAble": "false", "TimeToLive": "2147483647",
    "JavaVersion": '"17.0.12"',
    "COLLECTOR_HOST_STRING": '"cm.example.org:9618"', "AuthenticatedIdentity": '"condor_pool@example.org"',
    "AuthenticationMethod": '"IDTOKENS"', "UtsnameMachine": '"x86_64"', "UtsnameRelease": '"5.14.0-427.el9.x86_64"',
    "UtsnameSysname": '"Linux"',
    "SubnetMask": '"255.255.252.0"', "NextFetchWorkDelay": "-1", "LastBenchmark": "0", "IsLocalStartd": "false",
    **{f"Has{name}": "true" for name in (
        "Checkpointing", "FileTransfer", "IOProxy", "Java", "JICLocalConfig", "JICLocalStdin", "JobDeferral",
        "MPI", "PerFileEncryption", "Reconnect", "RemoteSyscalls", "TDP", "SelfCheckpointTransfers",
        "Singularity")},
    "HasVM": "false", "has_avx2": "true", "SingularityVersion": '"apptainer version 1.3.3-1.el9"',
    "SlotTypeID": "1",
    "Site": '"example-east"', "IsGeneralPurpose": "true", "StartdSendsAlives": "true",
    "RecentDaemonCoreDutyCycle": "0.0123", "NumPids": "0", "RetirementTimeRemaining": "0",
    "UpdatesLost": "0",
}

#: (cpus, memory MB, disk KB, GPUs) of the machine profiles
PROFILES = [(16, 64000, 400_000_000, 0), (32, 128000, 800_000_000, 0), (48, 192000, 1_600_000_000, 0),
            (64, 256000, 1_600_000_000, 0), (32, 256000, 1_600_000_000, 4), (8, 16000, 200_000_000, 0)]
REQUEST_SHAPES = [(1, 2048, 1_000_000), (1, 4096, 2_000_000), (2, 4096, 4_000_000), (4, 8192, 10_000_000),
                  (8, 32768, 20_000_000), (1, 1024, 500_000), (16, 65536, 50_000_000)]
USERS = ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi"]


def _machine(rng: random.Random, index: int, now: int) -> tuple[dict[str, str], str, tuple]:
    """The attributes all slots of one machine share, its kind, and its profile."""
    kind = rng.choices(["partitionable", "static", "desktop"], [60, 25, 15])[0]
    profile = PROFILES[5] if kind == "desktop" else rng.choice(PROFILES[:5] if kind != "static" else PROFILES)
    cpus, memory, disk, gpus = profile
    host = f"node{index:05d}.{'desk' if kind == 'desktop' else 'farm'}.example.org"
    octets = f"10.{index // 65536 % 256}.{index // 256 % 256}.{index % 256}"
    load = round(rng.uniform(0, cpus * 0.9) if kind != "desktop" else rng.uniform(0, 1.2), 2)
    attrs = {
        "Machine": f'"{host}"', "UtsnameNodename": f'"{host}"',
        "MyAddress": f'"<{octets}:9618?addrs={octets}-9618&alias={host}&noUDP&sock=startd_{1000 + index}>"',
        "StartdIpAddr": f'"<{octets}:9618?addrs={octets}-9618&alias={host}&noUDP&sock=startd_{1000 + index}>"',
        "HardwareAddress": '"' + ":".join(f"{rng.randrange(256):02x}" for _ in range(6)) + '"',
        "DetectedCpus": str(cpus), "DetectedMemory": str(memory), "TotalCpus": f"{float(cpus)}",
        "TotalMemory": str(memory), "TotalDisk": str(disk), "TotalSlotCpus": str(cpus),
        "TotalVirtualMemory": str(memory * 1500), "VirtualMemory": str(memory * 1500),
        "TotalLoadAvg": f"{load}", "TotalCondorLoadAvg": f"{round(load * 0.9, 2)}",
        "KeyboardIdle": str(rng.randrange(0, 4000) if kind == "desktop" else rng.randrange(10**6, 10**7)),
        "ConsoleIdle": str(rng.randrange(0, 4000) if kind == "desktop" else rng.randrange(10**6, 10**7)),
        "DaemonStartTime": str(now - rng.randrange(3600, 30 * 86400)),
        "DaemonCoreDutyCycle": f"{rng.random() / 50:.17g}", "MonitorSelfAge": str(rng.randrange(100, 10**6)),
        "MonitorSelfCPUUsage": f"{rng.random():.16g}", "MonitorSelfImageSize": f"{rng.randrange(40000, 90000)}.0",
        "MonitorSelfRegisteredSocketCount": str(rng.randrange(1, 40)), "MonitorSelfResidentSetSize": str(rng.randrange(8000, 40000)),
        "MonitorSelfTime": str(now - rng.randrange(300)),
        "LastHeardFrom": str(now - rng.randrange(300)), "MyCurrentTime": str(now - rng.randrange(300)),
        "UpdateSequenceNumber": str(rng.randrange(1, 5000)), "UpdatesSequenced": str(rng.randrange(1, 5000)),
        "Rack": f'"r{index // 40:03d}"', "IsDesktop": "true" if kind == "desktop" else "false",
        "HasDocker": "true" if kind != "desktop" and index % 7 else "false",
        "GPUs": str(gpus), "TotalGPUs": str(gpus),
        "CUDACapability": "8.0" if gpus else "undefined",
        "CUDADeviceName": '"NVIDIA A100-SXM4-40GB"' if gpus else "undefined",
        "GPUs_DeviceName": '"NVIDIA A100-SXM4-40GB"' if gpus else "undefined",
        "AvailableGPUs": "{ " + ", ".join(f"GPUs_GPU_{i:08x}" for i in range(gpus)) + " }" if gpus else "{  }",
    }
    if index % 11 == 0:
        attrs["HasDocker"] = "undefined"
    if index % 13 == 0:
        del attrs["Rack"]
    return attrs, kind, profile


def _claimed(rng: random.Random, slot: dict[str, str], now: int, index: int) -> None:
    user = rng.choice(USERS)
    cluster = rng.randrange(100000, 999999)
    start = now - rng.randrange(60, 86400)
    slot.update({
        "RemoteUser": f'"{user}@example.org"', "RemoteOwner": f'"{user}@example.org"',
        "AccountingGroup": f'"group_{rng.choice(["physics", "bio", "chem"])}.{user}@example.org"',
        "ClientMachine": '"submit1.example.org"', "JobId": f'"{cluster}.{index % 100}"',
        "GlobalJobId": f'"submit1.example.org#{cluster}.{index % 100}#{start - 600}"', "JobStart": str(start),
        "JobUniverse": "5", "ImageSize": str(rng.randrange(1000, 4_000_000)), "ExecutableSize": str(rng.randrange(1, 10000)),
        "TotalJobRunTime": str(now - start), "PublicClaimId": f'"<10.0.0.1:9618>#{start}#{index}#..."',
        "NiceUser": "false", "RemoteAutoregroup": "false", "RemoteGroup": '"group_physics"',
        "JobPrio": "0", "NumPids": str(rng.randrange(1, 9)),
    })


def _slot(rng: random.Random, machine: dict[str, str], name: str, slot_id: int, state: str, activity: str,
          cpus: int, memory: int, disk: int, now: int, index: int, extra: dict[str, str]) -> str:
    slot = dict(COMMON)
    slot.update(machine)
    entered = now - rng.randrange(0, 86400)
    slot.update({
        "Name": f'"{name}@{machine["Machine"][1:-1]}"', "SlotID": str(slot_id), "State": f'"{state}"',
        "Activity": f'"{activity}"', "EnteredCurrentState": str(entered), "EnteredCurrentActivity": str(entered),
        "Cpus": str(cpus), "Memory": str(memory), "Disk": str(disk), "Swap": str(memory * 1000),
        "LoadAvg": f"{rng.uniform(0, cpus):.2f}" if state == "Claimed" else f"{rng.uniform(0, 0.4):.2f}",
        "CondorLoadAvg": f"{rng.uniform(0, cpus):.2f}" if state == "Claimed" else "0.0",
        "Start": "true", "TotalTimeUnclaimedIdle": str(rng.randrange(0, 10**6)),
        "TotalTimeClaimedBusy": str(rng.randrange(0, 10**7)), "JobStarts": str(rng.randrange(0, 5000)),
        "RecentJobStarts": str(rng.randrange(0, 30)), "JobPreemptions": str(rng.randrange(0, 10)),
        "JobRankPreemptions": "0", "JobUserPrioPreemptions": str(rng.randrange(0, 5)),
        "RecentJobPreemptions": "0",
        "ExpectedMachineGracefulDrainingBadput": str(rng.randrange(0, 10**6)),
        "ExpectedMachineGracefulDrainingCompletion": str(now + rng.randrange(0, 10**5)),
        "ExpectedMachineQuickDrainingBadput": str(rng.randrange(0, 10**6)),
        "ExpectedMachineQuickDrainingCompletion": str(now + rng.randrange(0, 10**5)),
    })
    slot.update(extra)
    if state == "Claimed":
        _claimed(rng, slot, now, index)
    return "\n".join(f"{key} = {value}" for key, value in slot.items()) + "\n"


def generate(slots: int, seed: int = 1, now: int = 1_764_000_000) -> str:
    """``slots`` slot ads in ``condor_status -l`` form."""
    rng = random.Random(seed)
    ads: list[str] = []
    index = 0
    while len(ads) < slots:
        machine, kind, (cpus, memory, disk, gpus) = _machine(rng, index, now)
        index += 1
        if kind == "partitionable":
            used_cpus = used_memory = used_disk = 0
            dynamic = []
            for n in range(rng.randrange(0, 16)):
                c, m, d = rng.choice(REQUEST_SHAPES)
                if used_cpus + c > cpus or used_memory + m > memory:
                    break
                used_cpus, used_memory, used_disk = used_cpus + c, used_memory + m, used_disk + d
                state, activity = rng.choices([("Claimed", "Busy"), ("Claimed", "Idle"), ("Claimed", "Retiring"),
                                               ("Preempting", "Vacating")], [85, 6, 6, 3])[0]
                dynamic.append((n + 1, state, activity, c, m, d))
            drained = rng.random() < 0.03
            ads.append(_slot(rng, machine, "slot1", 1, "Drained" if drained else "Unclaimed",
                             "Retiring" if drained else "Idle", cpus - used_cpus, memory - used_memory,
                             disk - used_disk, now, len(ads),
                             {"PartitionableSlot": "true", "SlotType": '"Partitionable"',
                              "NumDynamicSlots": str(len(dynamic)), "TotalSlots": str(len(dynamic) + 1),
                              "TotalSlotMemory": str(memory), "TotalSlotDisk": f"{float(disk)}",
                              "ChildCpus": "{ " + ",".join(str(x[3]) for x in dynamic) + " }"}))
            for n, state, activity, c, m, d in dynamic:
                ads.append(_slot(rng, machine, f"slot1_{n}", 1, state, activity, c, m, d, now, len(ads),
                                 {"DynamicSlot": "true", "SlotType": '"Dynamic"', "ParentSlotId": "1",
                                  "SlotTypeID": "-1", "TotalSlotMemory": str(m), "TotalSlotDisk": f"{float(d)}"}))
        else:
            count = cpus if kind == "static" else 4
            for n in range(1, count + 1):
                if kind == "desktop":
                    state, activity = rng.choices([("Owner", "Idle"), ("Unclaimed", "Idle"), ("Claimed", "Busy"),
                                                   ("Claimed", "Suspended")], [40, 30, 25, 5])[0]
                else:
                    state, activity = rng.choices([("Claimed", "Busy"), ("Unclaimed", "Idle"), ("Claimed", "Idle"),
                                                   ("Matched", "Idle")], [75, 20, 4, 1])[0]
                ads.append(_slot(rng, machine, f"slot{n}", n, state, activity, 1, memory // count, disk // count,
                                 now, len(ads), {"SlotType": '"Static"', "TotalSlotMemory": str(memory // count),
                                                 "TotalSlotDisk": f"{float(disk // count)}"}))
    return "\n".join(ads[:slots])


# -- the two sides, each in a fresh process ----------------------------------------------------------------

def _peak_mb() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return max(own, children) / 1024


def run_ours(directory: Path, workers: int) -> dict[str, object]:
    from condor_ls.analysis.policy.pool import finish, publication
    from condor_ls.classad.adfiles import read_ads, read_text
    from condor_ls.cli import policy_pool
    from condor_ls.config.reader import load_config

    started, cpu = time.perf_counter(), time.process_time()
    config = load_config(str(directory / "condor_config"), subsystem="STARTD")
    jobs = read_ads((directory / "job.ad").read_text()).ads
    text = read_text(str(directory / "pool.ads"))
    layers = publication(config)
    counts, failures = policy_pool.count_pool(text, None, "long", layers, jobs, 1_764_000_000.0, workers, False,
                                              expected_slots=text.count("\n\n") + 1)
    summary = finish(counts, jobs, layers.notes)
    wall = time.perf_counter() - started
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return {"wall": wall, "cpu": time.process_time() - cpu + children.ru_utime + children.ru_stime,
            "peak_mb": _peak_mb(), "slots": summary.slots, "matched": summary.jobs[0].matched,
            "idle_matched": summary.jobs[0].idle_matched, "failures": len(failures)}


def run_classad2(directory: Path) -> dict[str, object]:
    import htcondor2  # noqa: F401  (HTCondor's functions)
    import classad2
    from condor_ls.analysis.policy.preview import _publish
    from condor_ls.classad.ad import ClassAd
    from condor_ls.config.reader import load_config

    config = load_config(str(directory / "condor_config"), subsystem="STARTD")
    scratch = ClassAd()
    texts = _publish(config, scratch, None)
    knobs = [(spelling, classad2.ExprTree(texts[key])) for key, (spelling, _) in scratch._attrs.items()]
    job = classad2.parseOne((directory / "job.ad").read_text(), classad2.ParserType.Old)
    job_req = job.lookup("Requirements")
    started, cpu = time.perf_counter(), time.process_time()
    text = (directory / "pool.ads").read_text(encoding="utf-8", errors="surrogateescape")
    # one parseOne per ad: the bindings' parseAds hands the whole remaining text to the library
    # for every ad, which makes it quadratic (minutes for this dump)
    ads = [classad2.parseOne(block, classad2.ParserType.Old) for block in text.split("\n\n") if block.strip()]
    parsed = time.perf_counter() - started

    def truth(v):
        return v is True or (type(v) in (int, float) and v != 0)

    matched = 0
    for ad in ads:
        for spelling, expr in knobs:
            ad[spelling] = expr
        if (truth(job_req.eval(job, ad)) and truth(ad.lookup("Start").eval(ad, job))
                and truth(ad.lookup("Requirements").eval(ad, job))):
            matched += 1
    return {"wall": time.perf_counter() - started, "parse": parsed, "cpu": time.process_time() - cpu,
            "peak_mb": _peak_mb(), "slots": len(ads), "matched": matched}


def _timed(command: list[str], env: dict[str, str]) -> tuple[str, dict[str, float]]:
    """Run ``command``; its output and, from outside, its wall-clock time, CPU time (user and
    system, its own children included) and peak resident set (``wait4``'s account of it)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        started = time.perf_counter()
        process = subprocess.Popen(command, stdout=out, stderr=err, env=env)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - started
        process.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        if process.returncode:
            raise SystemExit(f"{' '.join(command)} failed:\n{err.read().decode(errors='replace')}")
        return out.read().decode(), {"wall": wall, "cpu": usage.ru_utime + usage.ru_stime,
                                     "peak_mb": usage.ru_maxrss / 1024}


def _environment(directory: Path, cold: bool) -> dict[str, str]:
    env = dict(os.environ)
    if not cold:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(directory / "pycache")
    return env


def _fresh(side: str, directory: Path, workers: int, env: dict[str, str]) -> dict[str, object]:
    out, outside = _timed([sys.executable, __file__, "--one", side, "--dir", str(directory), "--workers", str(workers)],
                          env)
    result = json.loads(out)
    result["outside"] = outside
    return result


def _cli_command() -> list[str]:
    """``condor-ls`` as installed beside this interpreter (else through ``-m``)."""
    script = Path(sys.executable).with_name("condor-ls")
    if script.exists():
        return [str(script)]
    found = shutil.which("condor-ls")
    return [found] if found else [sys.executable, "-m", "condor_ls.cli.main"]


def run_cli(directory: Path, env: dict[str, str], workers: int | None = None,
            now: str | None = None) -> dict[str, object]:
    """The command a user runs, timed from outside; the JSON summary's counts. Without ``now``
    each slot is evaluated at its own MyCurrentTime (the command's default)."""
    out, outside = _timed(_cli_command() + ["policy", "--machine", str(directory / "pool.ads"), "--job",
                                            str(directory / "job.ad"), "--config", str(directory / "condor_config"),
                                            "--format", "json"]
                          + (["--now", now] if now else [])
                          + (["--workers", str(workers)] if workers else []), env)
    summary = json.loads(out)
    job = summary["jobs"][0]
    return {**outside, "slots": summary["slots"], "matched": job["matched"], "idle_matched": job["idle_matched"]}


#: the time ``cli --now`` (and ``cli before``) fix for every slot
FIXED_NOW = "1764000000"


def _load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--slots", type=int, default=10_000)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--workers", default="1,2", help="worker counts to measure in-process, comma separated")
    ap.add_argument("--cli-workers", default="", help="--workers values to run the command with too, comma separated "
                                                         "(the command's default is always run)")
    ap.add_argument("--keep", metavar="DIR", help="write the pool, config and job here and keep them")
    ap.add_argument("--reuse", action="store_true", help="with --keep: use the pool already there")
    ap.add_argument("--cold", action="store_true",
                    help="leave the bytecode settings of the environment alone (no shared .pyc cache)")
    ap.add_argument("--no-classad2", action="store_true", help="skip the classad2 side")
    ap.add_argument("--before", metavar="SERVER_DIR",
                    help="also run the command from another source tree (its server/ directory, e.g. an older "
                         "checkout's), as 'cli before', for before/after figures in the same rounds")
    ap.add_argument("--one", choices=("ours", "classad2"), help=argparse.SUPPRESS)
    ap.add_argument("--dir", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.one:
        directory = Path(args.dir)
        result = run_ours(directory, int(args.workers)) if args.one == "ours" else run_classad2(directory)
        print(json.dumps(result))
        return
    directory = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="pool-bench-"))
    directory.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    if not (args.reuse and (directory / "pool.ads").exists()):
        (directory / "pool.ads").write_text(generate(args.slots))
    (directory / "condor_config").write_text(CONFIG)
    (directory / "job.ad").write_text(JOB)
    text = (directory / "pool.ads").read_text()
    slots = text.count("\n\n") + 1
    lines = text.count("\n") - text.count("\n\n")
    print(f"pool: {slots} slots, {len(text.encode()) / 1e6:.1f} MB, {lines / slots:.0f} attributes per slot "
          f"(ready in {time.perf_counter() - started:.1f} s), in {directory}")
    del text
    env = _environment(directory, args.cold)
    before_env = dict(env, PYTHONPATH=str(Path(args.before).resolve())) if args.before else None
    if not args.cold:  # compile the modules the command imports once, as installing would
        (directory / "warm.ads").write_text(generate(50))
        for warm_env in (env, before_env):
            if warm_env is not None:
                _timed(_cli_command() + ["policy", "--machine", str(directory / "warm.ads"), "--job",
                                         str(directory / "job.ad"), "--config", str(directory / "condor_config")],
                       warm_env)
    _, startup = _timed(_cli_command() + ["--version"], env)
    print(f"startup, condor-ls --version: {startup['wall']:.2f} s (cpu {startup['cpu']:.2f} s)")
    _, startup = _timed([sys.executable, "-c", "import condor_ls.cli.policy"], env)
    print(f"imports of condor-ls policy: {startup['wall']:.2f} s (cpu {startup['cpu']:.2f} s)")
    workers = [int(w) for w in args.workers.split(",") if w]
    cli_workers = [int(w) for w in args.cli_workers.split(",") if w]
    print(f"{'round':>5} {'side':>13} {'wall s':>7} {'cpu s':>7} {'peak MB':>8}  notes")
    best: dict[str, float] = {}
    for round_number in range(1, args.rounds + 1):
        print(f"{round_number:>5} load average {_load()}")
        results: dict[str, dict[str, object]] = {}
        if before_env is not None:
            results["cli before"] = run_cli(directory, before_env, now=FIXED_NOW)
        results["cli"] = run_cli(directory, env)
        results["cli --now"] = run_cli(directory, env, now=FIXED_NOW)
        for w in cli_workers:
            results[f"cli/{w}"] = run_cli(directory, env, w)
        for w in workers:
            results[f"ours/{w}"] = _fresh("ours", directory, w, env)
        if not args.no_classad2:
            results["classad2"] = _fresh("classad2", directory, 1, env)
            results["classad2 e2e"] = {**results["classad2"], **results["classad2"]["outside"]}  # type: ignore[dict-item]
            del results["classad2 e2e"]["parse"]
        for side, r in results.items():
            best[side] = min(best.get(side, float("inf")), r["wall"])  # type: ignore[arg-type]
            note = (f"parse {r['parse']:.2f} s, " if "parse" in r else "") + f"matched {r['matched']}"
            print(f"{round_number:>5} {side:>13} {r['wall']:7.2f} {r['cpu']:7.2f} {r['peak_mb']:8.0f}  {note}")
        if "classad2" in results:
            for side, other in ([(c, "classad2 e2e") for c in ("cli before", "cli", "cli --now") if c in results]
                                + [(f"cli/{w}", "classad2 e2e") for w in cli_workers]
                                + [(f"ours/{w}", "classad2") for w in workers]):
                print(f"{'':>5} {'ratio':>13} {side} / {other} = {results[side]['wall'] / results[other]['wall']:.2f}")  # type: ignore[operator]
        print(f"{'':>5} load average {_load()}")
    print("best:", ", ".join(f"{side} {value:.2f} s" for side, value in best.items()))
    if not args.keep:
        shutil.rmtree(directory)


if __name__ == "__main__":
    main()
