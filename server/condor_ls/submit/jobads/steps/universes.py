"""Universe-specific rules: grid, VM and parallel jobs (``SetGridParams``, ``SetVMParams``,
``SetParallelParams``)."""
from __future__ import annotations

from ..context import Context
from ..values import atoi, parse_int64_bytes, strtol, tokens
from .common import GRID, MPI, PARALLEL, VM
from .core import grid_type_of

_MAGIC_INSTANCE_ROLE = "FROM INSTANCE"


def _file_check(c: Context, path: str, what: str, key: str, reject_dir: bool = True) -> None:
    """The checks condor_submit makes on a credential or data file when file checks are on
    (they are off for ``-dump``, and in the bindings)."""
    if c.get("disable_file_checks", True):
        return
    full = c.full_path(path)
    st = c.files.stat(full)
    if st is None:
        c.fail("submit.missing-file", f"Failed to open {what} {full} (No such file or directory)", (key,))
    if reject_dir and st[0]:  # type: ignore[index]
        c.fail("submit.missing-file", f"{full} is a directory", (key,))


def set_grid_params(c: Context) -> None:
    """``SetGridParams``: the grid resource and every grid type's settings."""
    if c.universe != GRID:
        return
    resource = c.param("grid_resource", "GridResource")
    if resource:
        c.assign("GridResource", resource, ("grid_resource",))
        if resource.lower() == "ec2":
            c.fail("submit.ec2-url", "EC2 grid jobs require a service URL", ("grid_resource",))
        c.set("grid_type", "")
    elif not c.has("GridResource"):
        c.fail("submit.missing-grid-resource", "No resource identifier was found.", ("universe",))
    if not c.get("grid_type"):
        have = c.job_string("GridResource")
        if have is not None:
            c.set("grid_type", grid_type_of(have)[0])
    grid_type = c.get("grid_type", "").lower()
    for key, attr in (("arc_rte", "ArcRte"), ("arc_resources", "ArcResources"),
                      ("arc_application", "ArcApplication"), ("arc_data_staging", "ArcDataStaging"),
                      ("batch_extra_submit_args", "BatchExtraSubmitArgs"), ("batch_project", "BatchProject"),
                      ("batch_queue", "BatchQueue")):
        value = c.param(key, attr)
        if value:
            c.assign(attr, value, (key,))
    value = c.param("batch_runtime", "BatchRuntime")
    if value:
        c.assign_expr("BatchRuntime", value, ("batch_runtime",))
    if grid_type == "batch":
        c.set("use_default_resources", False)
    for keys, attr, label in ((("ec2_access_key_id", "aws_access_key_id_file"), "EC2AccessKeyId", "public key file"),
                              (("ec2_secret_access_key", "aws_secret_access_key_file"), "EC2SecretAccessKey",
                               "private key file")):
        value = c.param(keys[0], attr) or c.param(keys[1], attr)
        if value:
            if value.lower() == _MAGIC_INSTANCE_ROLE.lower():
                c.assign("EC2AccessKeyId", _MAGIC_INSTANCE_ROLE, keys)
                c.assign("EC2SecretAccessKey", _MAGIC_INSTANCE_ROLE, keys)
            else:
                _file_check(c, value, label, keys[0])
                c.assign(attr, c.full_path(value), keys)
    if grid_type == "ec2":
        if not c.has("EC2AccessKeyId"):
            c.fail("submit.grid-missing", "EC2 jobs require a 'ec2_access_key_id' or 'aws_access_key_id_file' "
                   "parameter", ("grid_resource",))
        if not c.has("EC2SecretAccessKey"):
            c.fail("submit.grid-missing", "EC2 jobs require a 'ec2_secret_access_key' or 'aws_secret_access_key_file' "
                   "parameter", ("grid_resource",))
    value = c.param("ec2_keypair", "EC2KeyPair") or c.param("ec2_keyp_air", "EC2KeyPair")
    if value:
        c.assign("EC2KeyPair", value, ("ec2_keypair",))
    value = c.param("ec2_keypair_file", "EC2KeyPairFile") or c.param("ec2_key_pair_file", "EC2KeyPairFile")
    if value:
        if c.has("EC2KeyPair"):
            c.warn("submit.ec2-keypair", "EC2 job(s) contain both ec2_keypair && ec2_keypair_file, ignoring "
                   "ec2_keypair_file", ("ec2_keypair_file",))
        else:
            c.assign("EC2KeyPairFile", c.full_path(value), ("ec2_keypair_file",))
    for key, attr in (("ec2_security_groups", "EC2SecurityGroups"), ("ec2_security_ids", "EC2SecurityIDs")):
        value = c.param(key, attr)
        if value:
            c.assign(attr, value, (key,))
    value = c.param("ec2_ami_id", "EC2AmiID")
    if value:
        c.assign("EC2AmiID", value, ("ec2_ami_id",))
    elif grid_type == "ec2" and not c.has("EC2AmiID"):
        c.fail("submit.grid-missing", "EC2 jobs require a \"ec2_ami_id\" parameter", ("grid_resource",))
    for key, attr in (("ec2_instance_type", "EC2InstanceType"), ("ec2_vpc_subnet", "EC2VpcSubnet"),
                      ("ec2_vpc_ip", "EC2VpcIp"), ("ec2_elastic_ip", "EC2ElasticIp"),
                      ("ec2_availability_zone", "EC2AvailabilityZone")):
        value = c.param(key, attr)
        if value:
            c.assign(attr, value, (key,))
    value = c.param("ec2_ebs_volumes", "EC2ElasticBlockStorageVolumes")
    if value:
        if not _disk_param(value, 2, 2):
            c.fail("submit.ec2-ebs", "'ec2_ebs_volumes' has incorrect format.\nThe format shoud be like "
                   "\"<instance_id>:<devicename>\"\ne.g.> For single volume: ec2_ebs_volumes = vol-35bcc15e:hda1\n"
                   "      For multiple disks: ec2_ebs_volumes = vol-35bcc15e:hda1,vol-35bcc16f:hda2",
                   ("ec2_ebs_volumes",))
        if not c.has("EC2AvailabilityZone"):
            c.fail("submit.ec2-ebs", "'ec2_ebs_volumes' requires 'ec2_availability_zone'", ("ec2_ebs_volumes",))
        c.assign("EC2ElasticBlockStorageVolumes", value, ("ec2_ebs_volumes",))
    for key, attr in (("ec2_spot_price", "EC2SpotPrice"), ("ec2_block_device_mapping", "EC2BlockDeviceMapping"),
                      ("ec2_user_data", "EC2UserData")):
        value = c.param(key, attr)
        if value:
            c.assign(attr, value, (key,))
    value = c.param("ec2_user_data_file", "EC2UserDataFile")
    if value:
        _file_check(c, value, "user data file", "ec2_user_data_file", reject_dir=False)
        c.assign("EC2UserDataFile", c.full_path(value), ("ec2_user_data_file",))
    value = c.param("ec2_iam_profile_arn", "EC2IamProfileArn")
    if value:
        c.assign("EC2IamProfileArn", value, ("ec2_iam_profile_arn",))
    value = c.param("ec2_iam_profile_name", "EC2IamProfileName")
    if value:
        if not c.has("EC2IamProfileArn"):
            c.warn("submit.ec2-iam", "EC2 job(s) contain both ec2_iam_profile_arn and ec2_iam_profile_name; ignoring "
                   "ec2_iam_profile_name.", ("ec2_iam_profile_name",))
        else:
            c.assign("EC2IamProfileName", value, ("ec2_iam_profile_name",))
    names_text = c.param("ec2_parameter_names", "EC2ParamNames")
    names = tokens(names_text) if names_text else tokens(c.job_string("EC2ParamNames") or "")
    for entry in c.table.items():
        key = entry.name
        low = key.lower()
        if low == "ec2_parameter_names" or not low.startswith("ec2_parameter_"):
            continue
        pname = key[len("ec2_parameter_"):]
        c.assign("EC2Param_" + pname, entry.raw, (key,))
        if not any(existing.replace(".", "_").lower() == pname.lower() for existing in names):
            names.append(pname)
    if names:
        c.assign("EC2ParamNames", ", ".join(names), ("ec2_parameter_names",))
    _av_pairs(c, "ec2_tag_names", "EC2TagNames", "ec2_tag_", "EC2Tag", grid_type)
    _av_pairs(c, "cloud_label_names", "CloudLabelNames", "cloud_label_", "CloudLabel", grid_type)
    value = c.param("gce_auth_file", "GceAuthFile")
    if value:
        _file_check(c, value, "auth file", "gce_auth_file")
        c.assign("GceAuthFile", c.full_path(value), ("gce_auth_file",))
    value = c.param("gce_account", "GceAccount")
    if value:
        c.assign("GceAccount", value, ("gce_account",))
    for key, attr in (("gce_image", "GceImage"), ("gce_machine_type", "GceMachineType")):
        value = c.param(key, attr)
        if value:
            c.assign(attr, value, (key,))
        elif grid_type == "gce" and not c.has(attr):
            c.fail("submit.grid-missing", f"GCE jobs require a \"{key}\" parameter", ("grid_resource",))
    value = c.param("gce_metadata", "GceMetadata")
    if value:
        c.assign("GceMetadata", ",".join(tokens(value, ",")), ("gce_metadata",))
    value = c.param("gce_metadata_file", "GceMetadataFile")
    if value:
        _file_check(c, value, "metadata file", "gce_metadata_file", reject_dir=False)
        c.assign("GceMetadataFile", c.full_path(value), ("gce_metadata_file",))
    preempt, given = c.param_bool("gce_preemptible", "GcePreemptible", False)
    if given:
        c.assign("GcePreemptible", preempt, ("gce_preemptible",))
    value = c.param("gce_json_file", "GceJsonFile")
    if value:
        _file_check(c, value, "json file", "gce_json_file", reject_dir=False)
        c.assign("GceJsonFile", c.full_path(value), ("gce_json_file",))
    value = c.param("azure_auth_file", "AzureAuthFile")
    if value:
        _file_check(c, value, "auth file", "azure_auth_file")
        c.assign("AzureAuthFile", c.full_path(value), ("azure_auth_file",))
    for key, attr, article in (("azure_image", "AzureImage", "an"), ("azure_location", "AzureLocation", "an"),
                               ("azure_size", "AzureSize", "an"), ("azure_admin_username", "AzureAdminUsername", "an"),
                               ("azure_admin_key", "AzureAdminKey", "an")):
        value = c.param(key, attr)
        if value:
            c.assign(attr, value, (key,))
        elif grid_type == "azure" and not c.has(attr):
            c.fail("submit.grid-missing", f"Azure jobs require {article} \"{key}\" parameter", ("grid_resource",))


def _disk_param(text: str, low: int, high: int) -> bool:
    """``validate_disk_param``: comma-separated entries with ``low..high`` colon-separated fields."""
    found = False
    for disk in tokens(text.lstrip(" "), ","):
        found = True
        count = disk.count(":") + 1
        if count < low or count > high:
            return False
    return found


def _av_pairs(c: Context, names_key: str, names_attr: str, submit_prefix: str, job_prefix: str,
              grid_type: str) -> None:
    """``handleAVPairs``: EC2 tags and cloud labels."""
    text = c.param(names_key, names_attr)
    names = tokens(text) if text else tokens(c.job_string(names_attr) or "")
    for entry in c.table.items():
        key = entry.name
        low = key.lower()
        if low.startswith(submit_prefix) and len(key) > len(submit_prefix):
            name = key[len(submit_prefix):]
        elif low.startswith(job_prefix.lower()) and len(key) > len(job_prefix):
            name = key[len(job_prefix):]
        else:
            continue
        if name[:5].lower() != "names" and not any(n.lower() == name.lower() for n in names):
            names.append(name)
    for name in names:
        value = c.param(submit_prefix + name, job_prefix + name)
        if value:
            c.assign(job_prefix + name, value, (submit_prefix + name,))
    if grid_type == "ec2" and not any(n.lower() == "name" for n in names):
        wants, _ = c.param_bool("WantNameTag", None, True)
        if wants:
            cmd = c.job_string("Cmd")
            if cmd is not None:
                c.assign(job_prefix + "Name", cmd, ("executable",))
    if names:
        c.assign(names_attr, ",".join(names), (names_key,))


def set_vm_params(c: Context) -> None:
    """``SetVMParams``."""
    if c.universe != VM:
        return
    vm_type = c.param("vm_type", "JobVMType")
    if vm_type:
        vm_type = vm_type.lower()
        c.assign("JobVMType", vm_type, ("vm_type",))
    else:
        vm_type = (c.job_string("JobVMType") or "").lower()
    c.set("vm_type", vm_type)
    for key, attr in (("vm_checkpoint", "JobVMCheckpoint"), ("vm_networking", "JobVMNetworking")):
        value, given = c.param_bool(key, attr, False)
        if given:
            c.assign(attr, value, (key,))
        elif c.job_bool(attr) is None:
            c.assign(attr, False, ())
    if c.job_bool("JobVMNetworking"):
        value = c.param("vm_networking_type", "JobVMNetworkingType")
        if value:
            c.assign("JobVMNetworkingType", value, ("vm_networking_type",))
    value, given = c.param_bool("vm_vnc", "JobVMVNCConsole", False)
    if given:
        c.assign("JobVMVNCConsole", value, ("vm_vnc",))
    elif c.job_bool("JobVMVNCConsole") is None:
        c.assign("JobVMVNCConsole", False, ())
    mem_text = c.param("vm_memory", "JobVMMemory")
    if mem_text:
        parsed = parse_int64_bytes(mem_text, 1024 * 1024, v25=c.v25)
        mem = parsed[0] if parsed is not None else 0
        if mem <= 0:
            c.fail("submit.vm-memory", "vm_memory is incorrectly specified\nFor example, for vm memroy of 128 "
                   "Megabytes,\nyou need to use 128 in your submit description file.", ("vm_memory",))
        c.assign("JobVMMemory", mem, ("vm_memory",))
    else:
        mem = c.job_int("JobVMMemory")  # type: ignore[assignment]
        if mem is None:
            c.fail("submit.vm-memory", "vm_memory cannot be found.\nPlease specify vm_memory for vm universe in your "
                   "submit description file.", ("universe",))
    c.assign("ExecutableSize", mem * 1024, ("vm_memory",))  # type: ignore[operator]
    vcpus_text = c.param("vm_vcpus", "JobVM_VCPUS")
    if vcpus_text:
        value, _ = strtol(vcpus_text)
        c.assign("JobVM_VCPUS", max(_int32(value), 1), ("vm_vcpus",))
    elif c.job_int("JobVM_VCPUS") is None:
        c.assign("JobVM_VCPUS", 1, ())
    value_s = c.param("vm_macaddr", "JobVM_MACADDR")
    if value_s:
        c.assign("JobVM_MACADDR", value_s, ("vm_macaddr",))
    no_output, given = c.param_bool("vm_no_output_vm", None, False)
    if given:
        c.assign("VMPARAM_No_Output_VM", no_output, ("vm_no_output_vm",))
    if vm_type == "xen":
        kernel = c.param_string("xen_kernel", "VMPARAM_Xen_Kernel")
        if kernel:
            c.assign("VMPARAM_Xen_Kernel", kernel, ("xen_kernel",))
        else:
            kernel = c.job_string("VMPARAM_Xen_Kernel") or ""
            if not kernel:
                c.fail("submit.vm-xen", "'xen_kernel' cannot be found.\nPlease specify 'xen_kernel' for the xen "
                       "virtual machine in your submit description file.\nxen_kernel must be one of \"included\", "
                       "\"vmx\", <file-name>.", ("vm_type",))
        real_kernel = kernel.lower() not in ("included", "vmx")
        if kernel.lower() == "vmx":
            c.assign("JobVMHardwareVT", True, ("xen_kernel",))
        initrd = c.param("xen_initrd")
        if initrd:
            if not real_kernel:
                c.fail("submit.vm-xen", "To use xen_initrd, xen_kernel should be a real kernel file.", ("xen_initrd",))
            c.assign("VMPARAM_Xen_Initrd", initrd, ("xen_initrd",))
        if real_kernel:
            root = c.param("xen_root")
            if not root:
                c.fail("submit.vm-xen", "'xen_root' cannot be found.\nPlease specify 'xen_root' for the xen virtual "
                       "machine in your submit description file.", ("xen_kernel",))
            c.assign("VMPARAM_Xen_Root", root, ("xen_root",))  # type: ignore[arg-type]
        params = c.param_string("xen_kernel_params", "VMPARAM_Xen_Kernel_Params")
        if params:
            params = params.strip("\"'")
            c.assign("VMPARAM_Xen_Kernel_Params", params, ("xen_kernel_params",))
    if vm_type in ("xen", "kvm"):
        disk = c.param("vm_disk")
        if disk:
            if not _disk_param(disk, 3, 4):
                c.fail("submit.vm-disk", "'vm_disk' has incorrect format.\nThe format shoud be like "
                       "\"<filename>:<devicename>:<permission>\"\ne.g.> For single disk: <vm>_disk = filename1:hda1:w\n"
                       "      For multiple disks: <vm>_disk = filename1:hda1:w,filename2:hda2:w", ("vm_disk",))
            c.assign("VMPARAM_vm_Disk", disk, ("vm_disk",))
        elif not c.has("VMPARAM_vm_Disk"):
            c.fail("submit.vm-disk", "'<vm>_disk' cannot be found.\nPlease specify '<vm>_disk' for the virtual "
                   "machine in your submit description file.", ("vm_type",))
    elif vm_type == "vmware":
        c.fail("submit.vm-type", "A vm_type of 'vmware' is no longer supported", ("vm_type",))


def _int32(value: int) -> int:
    value &= 0xFFFFFFFF
    return value - 2**32 if value >= 2**31 else value


def set_parallel_params(c: Context) -> None:
    """``SetParallelParams``: ``machine_count`` for parallel (and MPI) jobs."""
    want = c.job_bool("WantParallelScheduling") or False
    universe = c.universe
    if universe in (MPI, PARALLEL) or want:
        count = c.param("machine_count", "MachineCount")
        key = "machine_count"
        if not count:
            count = c.param("node_count", "NodeCount")
            key = "node_count"
        if count:
            n = atoi(count)
            c.assign("MinHosts", n, (key,))
            c.assign("MaxHosts", n, (key,))
        elif not c.has("MaxHosts"):
            c.fail("submit.machine-count", "No machine_count specified!", ("universe",))
        c.assign("RequestCpus", 1, ("universe",))
    if universe == PARALLEL:
        c.assign("WantIOProxy", True, ("universe",))
        c.assign("JobRequiresSandbox", True, ("universe",))
