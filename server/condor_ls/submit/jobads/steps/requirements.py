"""The generated ``Requirements`` expression (``SetRequirements``): the user's clause plus
what condor_submit adds for the architecture and OS, disk, memory, CPUs, custom resources,
file transfer and its plugins, job deferral, CUDA and self-checkpointing."""
from __future__ import annotations

import re

from ....bounded_int import bounded_int
from ....classad.ast import Literal, Paren
from ..context import Context, parse_old
from ..values import is_url, tokens, url_type
from .common import GRID, JAVA, LOCAL, STF_IF_NEEDED, STF_NO, VANILLA, VM, might_transfer
from .core import image_type, needs_job_deferral
from .resources import references


def _literal_number(expr: object) -> float | None:
    """``ExprTreeIsLiteralNumber``: a number literal (parentheses looked through)."""
    while isinstance(expr, Paren):
        expr = expr.expr
    if isinstance(expr, Literal):
        value = expr.value
        if isinstance(value, bool):
            return float(value)
        if isinstance(value, (int, float)):
            return float(value)
    return None


def set_requirements(c: Context) -> None:
    """``SetRequirements``."""
    orig = c.param("requirements")
    keys: list[str] = ["requirements"] if orig else []
    answer = f"({orig})" if orig else ""
    if not orig:
        factory = c.param("FACTORY.Requirements")
        if factory:
            if factory.lower() == "my.requirements":
                if not c.has("Requirements"):
                    c.fail("submit.requirements", "'Requirements = MY.Requirements' when there are not yet any "
                           "Requirements", ("FACTORY.Requirements",))
            else:
                c.assign_expr("Requirements", factory, ("FACTORY.Requirements",))
            return
    myreq = c.param("MY.Requirements") or c.param("+Requirements")
    if myreq:
        if orig:
            c.warn("submit.requirements-override", "Use of MY.Requirements or +Requirements  overrides requirements. "
                   "You should remove one of these statements from your submit file.", ("requirements",))
        return
    universe = c.universe
    factory_req = c.table.lookup_exact("FACTORY.AppendReq")
    if factory_req is not None and factory_req.raw:
        text = factory_req.raw
        answer = (answer + " && " if answer else "") + (text if text.startswith("(") else f"({text})")
    else:
        append = None
        knob = ""
        if universe == VANILLA:
            append, knob = c.config("APPEND_REQ_VANILLA"), "APPEND_REQ_VANILLA"
        elif universe == VM:
            append, knob = c.config("APPEND_REQ_VM"), "APPEND_REQ_VM"
        if not append:
            append, knob = c.config("APPEND_REQUIREMENTS"), "APPEND_REQUIREMENTS"
        if append:
            keys.append("config:" + knob)
            answer = (answer + " && (" if answer else "(") + append + ")"
    grid_type = c.get("grid_type", "").lower()
    if universe == GRID and (grid_type != "condor" or not c.config_bool("SUBMIT_GENERATE_CONDOR_C_REQUIREMENTS",
                                                                         True)):
        c.assign_expr("Requirements", answer or "TRUE", keys)
        return
    job_refs: set[str] = set()
    machine_refs: set[str] = set()
    if answer:
        tree = parse_old(answer)
        if tree is not None:
            ad = {"requestmemory": Literal(0), "vm_ckptmac": Literal("")}
            if c.v25:
                ad["requirements"] = Literal(True)
            job_refs, machine_refs = references(tree, ad)
        elif c.v25:
            c.warn("submit.requirements-references", f"Could not get attribute references from Requirements: {answer}",
                   ("requirements",))
    if c.v25 and ("requirements" in job_refs or "requirements" in machine_refs):
        c.fail("submit.circular-requirements", f"Requirements = {answer}\nIs Circular. Did you intend to use "
               "$(Requirements) ?", ("requirements",))
    docker = c.get("docker", False)
    container = c.get("container", False)
    arch = c.table.lookup("ARCH") or ""
    opsys = c.table.lookup("OPSYS") or ""
    checks_arch = "arch" in machine_refs
    checks_opsys = container or docker or bool(machine_refs & {"opsys", "opsysandver", "opsyslongname",
                                                                "opsysshortname", "opsysname", "opsyslegacy"})
    checks_disk = "disk" in machine_refs
    checks_cpus = "cpus" in machine_refs
    checks_tdp = "hastdp" in machine_refs
    checks_encrypt = "hasencryptexecutedirectory" in machine_refs
    checks_fsdomain = checks_file_transfer = checks_methods = checks_per_file = False
    if might_transfer(universe):
        checks_fsdomain = "filesystemdomain" in machine_refs
        checks_file_transfer = bool(machine_refs & {"hasfiletransfer", "hasjobtransferplugins"})
        checks_methods = "hasfiletransferpluginmethods" in machine_refs
        checks_per_file = "hasperfileencryption" in machine_refs
    checks_hsct = "hasselfcheckpointtransfers" in machine_refs
    checks_mem = "memory" in machine_refs
    checks_mpi = (not c.v25) and universe == 8 and "hasmpi" in machine_refs

    def add(clause: str) -> None:
        nonlocal answer
        answer += clause

    def arch_clause() -> None:
        if not checks_arch:
            add((" && " if answer else "") + f'(TARGET.Arch == "{arch}")')

    if universe == JAVA:
        add((" && " if answer else "") + "TARGET.HasJava")
    elif universe == VM:
        arch_clause()
        if "hasvm" not in machine_refs:
            add("&& (TARGET.HasVM =?= true)")
        if "vm_type" not in machine_refs:
            add(" && (TARGET.VM_Type == MY.JobVMType)")
        if "vm_availnum" not in machine_refs:
            add(" && (TARGET.VM_AvailNum > 0)")
        if c.job_bool("JobVMCheckpoint"):
            if "vm_ckptmac" not in job_refs:
                add(" && ((MY.VM_CkptMac =?= UNDEFINED) || (TARGET.VM_All_Guest_Macs =?= UNDEFINED) || "
                    "(stringListIMember(MY.VM_CkptMac, TARGET.VM_All_Guest_Macs, \",\") == FALSE))")
    elif docker:
        arch_clause()
        add((" && " if answer else "") + "TARGET.HasDocker")
        network = c.job_string("DockerNetworkType") or ""
        if network and network not in ("host", "none", "nat"):
            add("&& StringListMember(My.DockerNetworkType, TARGET.DockerNetworks)")
    elif container:
        arch_clause()
        add((" && " if answer else "") + "TARGET.HasContainer")
        image = c.job_string("ContainerImage")
        if c.has("DockerImage"):
            add("&& TARGET.HasDockerURL")
        elif image is not None:
            kind = image_type(image)
            add({"docker": "&& TARGET.HasDockerURL", "sif": "&& TARGET.HasSIF"}.get(kind, "&& TARGET.HasSandboxImage"))
    else:
        arch_clause()
        if not checks_opsys:
            add(f' && (TARGET.OpSys == "{opsys}")')
    if not checks_disk:
        expr = c.job_expr("RequestDisk")
        if expr is not None:
            disk = _literal_number(expr)
            if disk is None or disk > 0.0:
                if c.v25 and universe == VANILLA:
                    add(' && (versionGE(split(TARGET.CondorVersion)[1], "25.12.0") || (TARGET.Disk >= RequestDisk))')
                else:
                    add(" && (TARGET.Disk >= RequestDisk)")
        elif universe == VM:
            add(" && (TARGET.TotalDisk >= DiskUsage)")
        else:
            add(" && (TARGET.Disk >= DiskUsage)")
    elif universe != VM:
        if c.has("RequestDisk"):
            add(" && (TARGET.Disk >= RequestDisk)")
        if not c.get("warned_requirements_disk") and c.config_bool("ENABLE_DEPRECATION_WARNINGS", False):
            c.set("warned_requirements_disk", True)
            c.warn("submit.requirements-disk", "Your Requirements expression refers to TARGET.Disk. This is obsolete. "
                   "Set request_disk and condor_submit will modify the Requirements expression as needed.",
                   ("requirements",))
    if universe == VM:
        if c.get("vm_type", "") != "xen":
            add(" && (TARGET.TotalMemory >= MY.JobVMMemory)")
        if "vm_memory" not in machine_refs:
            add(" && (TARGET.VM_Memory >= MY.JobVMMemory)")
        if c.job_bool("JobVMHardwareVT") and "vm_hardwarevt" not in machine_refs:
            add(" && TARGET.VM_HardwareVT")
        if c.job_bool("JobVMNetworking"):
            if "vm_networking" not in machine_refs:
                add(" && TARGET.VM_Networking")
            if c.has("JobVMNetworkingType"):
                add(' && stringListIMember(JobVMNetworkingType,TARGET.VM_Networking_Types,",")')
    else:
        expr = c.job_expr("RequestMemory")
        if expr is not None:
            mem = _literal_number(expr)
            if mem is None or mem > 1.0:
                add(" && (TARGET.Memory >= RequestMemory)")
        if checks_mem and not c.get("warned_requirements_mem") and c.config_bool("ENABLE_DEPRECATION_WARNINGS", False):
            c.set("warned_requirements_mem", True)
            c.warn("submit.requirements-memory", "your Requirements expression refers to TARGET.Memory. This is "
                   "obsolete. Set request_memory and condor_submit will modify the Requirements expression as "
                   "needed.", ("requirements",))
    if universe != GRID and not checks_cpus:
        expr = c.job_expr("RequestCpus")
        if expr is not None:
            cpus = _literal_number(expr)
            if cpus is None or cpus > 1.0:
                add(" && (TARGET.Cpus >= RequestCpus)")
    if universe == 8 and not c.v25 and not checks_mpi:
        add(" && TARGET.HasMPI")
    _custom_resources(c, machine_refs, add)
    if not checks_tdp and c.has("ToolDaemonCmd"):
        add(" && TARGET.HasTDP")
    if not checks_encrypt and c.job_bool("EncryptExecuteDirectory"):
        add(" && TARGET.HasEncryptExecuteDirectory")
    if might_transfer(universe):
        _file_transfer(c, add, checks_fsdomain, checks_file_transfer, checks_methods, checks_per_file)
    if needs_job_deferral(c):
        if universe != LOCAL:
            add(" && TARGET.HasJobDeferral")
        if not c.has("ScheddInterval"):
            interval = c.config("SCHEDD_INTERVAL")
            if interval:
                c.assign_expr("ScheddInterval", interval, ("config:SCHEDD_INTERVAL",))
            else:
                c.assign("ScheddInterval", 300, ())
        add(" && (((time() + ScheddInterval) >= (DeferralTime - DeferralPrepTime)) && "
            "(time() < (DeferralTime + DeferralWindow)))")
    if c.job_bool("WantFTOnCheckpoint") and not checks_hsct:
        add(" && TARGET.HasSelfCheckpointTransfers")
    cuda = c.job_string("CUDAVersion")
    if cuda is not None:
        m2 = re.match(r"(\d+)\.(\d+)", cuda)
        m1 = re.fullmatch(r"\d+", cuda)
        if m2 and m2.end() == len(cuda):
            rcv = bounded_int(m2.group(1)) * 1000 + bounded_int(m2.group(2)) % 100
        elif m1:
            major = bounded_int(cuda)
            rcv = major * 1000 if major < 1000 else major
        else:
            c.fail("submit.cuda-version", "cuda_version must be of the form 'x' or 'x.y', where x and y are positive "
                   "integers.", ("cuda_version",))
        c.assign("CUDAVersion", rcv, ("cuda_version",))
        add("&& CUDAVersion <= TARGET.CUDAMaxSupportedVersion")
    if c.v25 and c.job_bool("OCUWanted"):
        add(" && TARGET.OCU =?= true")
    all_keys = keys + ["request_memory", "request_disk", "request_cpus", "universe", "should_transfer_files"]
    c.assign_expr("Requirements", answer, all_keys)


def _custom_resources(c: Context, machine_refs: set[str], add) -> None:  # type: ignore[no-untyped-def]
    """Clauses for ``Request<Tag>`` attributes beyond cpus, disk and memory."""
    tags: dict[str, str] = {}
    for name, _expr in c.ad.items():
        if len(name) >= 9 and name[:7].lower() == "request" and name[7] != "_":
            tags.setdefault(name.lower(), name)
    if c.log is not None:
        c.log.attrs_read.update(tags)
    for known in ("requestcpus", "requestdisk", "requestmemory"):
        tags.pop(known, None)
    if not c.config_bool("SUBMIT_GENERATE_CUSTOM_RESOURCE_REQUIREMENTS", True):
        tags = {k: v for k, v in tags.items() if k == "requestgpus"}
    from ....classad.values import Undefined

    for low in sorted(tags):
        full = tags[low]
        tag = full[7:]
        if len(tag) < 2 or tag.startswith("_") or tag.lower() in machine_refs:
            continue
        value = c.job_value(full)
        if isinstance(value, bool):
            continue
        if isinstance(value, (int, float, Undefined)) or value is None:
            number = value if isinstance(value, (int, float)) else None
            if number is None or number > 0:
                require = "Require" + tag
                if c.has(require):
                    add(f" && (countMatches(MY.{require},TARGET.Available{tag}) >= {full})")
                else:
                    add(f" && (TARGET.{tag} >= {full})")
        elif isinstance(value, str):
            if value:
                add(f" && regexp({full}, TARGET.{tag})")


def _file_transfer(c: Context, add, checks_fsdomain: bool, checks_file_transfer: bool,  # type: ignore[no-untyped-def]
                   checks_methods: bool, checks_per_file: bool) -> None:
    domain_check = "(TARGET.FileSystemDomain == MY.FileSystemDomain)"
    xfer_check = "TARGET.HasFileTransfer"
    crypt_check = ""
    if not checks_per_file and any(c.has(a) for a in ("EncryptInputFiles", "EncryptOutputFiles",
                                                      "DontEncryptInputFiles", "DontEncryptOutputFiles")):
        crypt_check = " && TARGET.HasPerFileEncryption"
    should = STF_IF_NEEDED
    text = c.job_string("ShouldTransferFiles")
    if text is not None:
        from .common import STF as names

        should = names.get(text.lower(), -1)
    if should == STF_NO:
        if not checks_fsdomain:
            add(" && " + domain_check)
        return
    if checks_file_transfer:
        return
    join_op, close_op = " && (", ")"
    if should == STF_IF_NEEDED and not checks_fsdomain:
        add(join_op + domain_check)
        join_op, close_op = " || (", "))"
    plugins = c.job_string("TransferPlugins") or ""
    if plugins:
        xfer_check = "TARGET.HasJobTransferPlugins"
    add(join_op + xfer_check + crypt_check)
    version_check = False
    if c.job_string("TransferCheckpoint") is not None:
        version_check = True
    if c.job_bool("PreserveRelativePaths"):
        version_check = True
    when = c.job_string("WhenToTransferOutput")
    if when is not None and when.lower() in ("on_success", "onsuccess"):
        version_check = True
    if version_check:
        add(' && versioncmp( split(TARGET.CondorVersion)[1], "8.9.7" ) >= 0')
    if c.v25 and c.job_bool("RequireCommonFilesTransfer"):
        add(" && TARGET.HasCommonFilesTransfer >= 2")
    job_methods: set[str] = set()
    for plug in tokens(plugins, ";"):
        eq = plug.find("=")
        if eq >= 0:
            job_methods.update(m.lower() for m in tokens(plug[:eq]))
    methods: dict[str, str] = {}
    for tag in c.job_derived("TransferInput", input_url_types):
        if tag.lower() not in job_methods:
            methods.setdefault(tag.lower(), tag)
    dest = c.job_string("OutputDestination")
    if dest is not None:
        if is_url(dest):
            tag = url_type(dest)
            if tag.lower() not in job_methods:
                methods.setdefault(tag.lower(), tag)
        elif c.v25:
            c.warn("submit.output-destination", "output_destination must be a URL, did you mean output_directory ?",
                   ("output_destination",))
    remaps = c.job_string("TransferOutputRemaps")
    if remaps is not None:
        for remap in tokens(remaps, ";"):
            eq = remap.find("=")
            if eq >= 0:
                url = remap[eq + 1:].strip()
                if is_url(url):
                    tag = url_type(url)
                    if tag.lower() not in job_methods:
                        methods.setdefault(tag.lower(), tag)
    want: list[str] = []
    presign = c.config_bool("SIGN_S3_URLS", True)
    for low in sorted(methods):
        method = methods[low]
        want.append(method)
        if checks_methods:
            continue
        add(f' && stringListIMember("{method}",TARGET.HasFileTransferPluginMethods)')
        if presign and low in ("s3", "gs"):
            present = True
            if not c.has("EC2AccessKeyId"):
                present = False
                c.error("submit.s3-credentials", "[s3|gs]:// URLs require [s3|aws|gs]_access_key_id_file to be set.",
                        ("transfer_input_files",))
            if not c.has("EC2SecretAccessKey"):
                present = False
                c.error("submit.s3-credentials", "[s3|gs]:// URLS require [s3|aws|gs]_secret_access_key_file to be "
                        "set.", ("transfer_input_files",))
            if not present:
                from ..context import Abort

                raise Abort("s3 credentials")
    if want:
        c.assign("WantTransferPluginMethods", ",".join(want), ("transfer_input_files", "output_destination"))
    add(close_op)


def input_url_types(inputs: str | None) -> tuple[str, ...]:
    """The URL schemes among ``TransferInput``'s files, in order (what the plugin-method clause
    needs of it: procs whose input files differ only in names share it)."""
    if inputs is None or "://" not in inputs:
        return ()
    return tuple(url_type(item) for item in tokens(inputs, ",") if is_url(item))
