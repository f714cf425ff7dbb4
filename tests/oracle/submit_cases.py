"""Curated submit descriptions for the 24.0 differential tests: every universe, every queue
form, every family of commands, and the errors condor_submit reports.

Each case has a ``name``, the submit ``text`` and optionally ``files`` (path relative to the
case's working directory -> contents; a path ending in ``/`` is a directory) and ``environ``.
"""
from __future__ import annotations

EXE = "#!/bin/sh\necho $*\n" + "x" * 3000

CASES: list[dict] = [
    # ---------------------------------------------------------------- basics
    {"name": "basic", "text": "executable = run.sh\narguments = 10s\nqueue 2\n", "files": {"run.sh": EXE}},
    {"name": "absolute-exe", "text": "executable = /bin/echo\nqueue\n"},
    {"name": "missing-exe-file", "text": "executable = nothere.sh\nqueue\n"},
    {"name": "no-executable", "text": "arguments = x\nqueue\n"},
    {"name": "cmd-alt", "text": "Cmd = /bin/echo\nArgs = a b\nqueue\n"},
    {"name": "transfer-executable-false", "text": "executable = run.sh\ntransfer_executable = false\nqueue\n",
     "files": {"run.sh": EXE}},
    {"name": "initialdir", "text": "executable = /bin/echo\ninitialdir = sub\nlog = job.log\noutput = out\nqueue\n",
     "files": {"sub/": ""}},
    {"name": "initialdir-missing", "text": "executable = /bin/echo\ninitialdir = nowhere\nqueue\n"},
    {"name": "initialdir-per-proc", "text": "executable = /bin/echo\ninitialdir = d$(Process)\noutput = o\n"
     "queue 2\n", "files": {"d0/": "", "d1/": ""}},
    {"name": "stdio", "text": "executable = /bin/echo\ninput = in.txt\noutput = out.$(Process)\nerror = err\n"
     "stream_output = true\nqueue 2\n", "files": {"in.txt": "hello\n" * 1000}},
    {"name": "stdio-no-transfer", "text": "executable = /bin/echo\ninput = in.txt\ntransfer_input = false\n"
     "transfer_output = false\noutput = o\nqueue\n", "files": {"in.txt": "x"}},
    {"name": "stdio-alt-names", "text": "executable = /bin/echo\nstdin = in.txt\nstdout = o\nstderr = e\nqueue\n",
     "files": {"in.txt": "x"}},
    {"name": "hold", "text": "executable = /bin/echo\nhold = true\nqueue\n"},
    {"name": "hold-invalid", "text": "executable = /bin/echo\nhold = maybe\nqueue\n"},
    # ---------------------------------------------------------------- universes
    {"name": "universe-local", "text": "universe = local\nexecutable = /bin/echo\nqueue\n"},
    {"name": "universe-scheduler", "text": "universe = scheduler\nexecutable = /bin/echo\nqueue\n"},
    {"name": "universe-number", "text": "universe = 5\nexecutable = /bin/echo\nqueue\n"},
    {"name": "universe-standard", "text": "universe = standard\nexecutable = /bin/echo\nqueue\n"},
    {"name": "universe-bogus", "text": "universe = bogus\nexecutable = /bin/echo\nqueue\n"},
    {"name": "universe-docker", "text": "universe = docker\ndocker_image = ubuntu:22.04\nexecutable = /bin/echo\n"
     "queue\n"},
    {"name": "universe-docker-noimage", "text": "universe = docker\nexecutable = /bin/echo\nqueue\n"},
    {"name": "universe-docker-network", "text": "universe = docker\ndocker_image = busybox\n"
     "docker_network_type = bridge2\nqueue\n"},
    {"name": "universe-container-sif", "text": "universe = container\ncontainer_image = img.sif\n"
     "executable = /bin/echo\nqueue\n", "files": {"img.sif": "x" * 5000}},
    {"name": "universe-container-docker", "text": "universe = container\ncontainer_image = docker://ubuntu\n"
     "executable = run.sh\nqueue\n", "files": {"run.sh": EXE}},
    {"name": "universe-container-dir", "text": "container_image = imgdir/\nexecutable = /bin/echo\nqueue\n",
     "files": {"imgdir/": ""}},
    {"name": "universe-container-cvmfs", "text": "container_image = /cvmfs/a/b.sif\nexecutable = /bin/echo\nqueue\n"},
    {"name": "vanilla-docker-image", "text": "docker_image = centos\nexecutable = /bin/echo\nqueue\n"},
    {"name": "both-images", "text": "docker_image = centos\ncontainer_image = a.sif\nexecutable = /bin/echo\nqueue\n"},
    {"name": "universe-parallel", "text": "universe = parallel\nexecutable = /bin/echo\nmachine_count = 4\n"
     "output = o.$(Node)\nqueue\n"},
    {"name": "universe-parallel-nocount", "text": "universe = parallel\nexecutable = /bin/echo\nqueue\n"},
    {"name": "universe-java", "text": "universe = java\nexecutable = Hello.class\narguments = Hello\n"
     "jar_files = a.jar\nqueue\n", "files": {"Hello.class": "x" * 100, "a.jar": "y" * 2000}},
    {"name": "universe-java-noargs", "text": "universe = java\nexecutable = Hello.class\nqueue\n",
     "files": {"Hello.class": "x"}},
    {"name": "universe-grid-batch", "text": "universe = grid\ngrid_resource = batch slurm\nexecutable = /bin/echo\n"
     "batch_queue = short\nbatch_runtime = 3600\nqueue\n"},
    {"name": "universe-grid-condor", "text": "universe = grid\ngrid_resource = condor schedd.example.org "
     "cm.example.org\nexecutable = /bin/echo\nqueue\n"},
    {"name": "universe-grid-arc", "text": "universe = grid\ngrid_resource = arc https://arc.example.org\n"
     "executable = /bin/echo\narc_rte = ENV/PROXY\nqueue\n"},
    {"name": "universe-grid-nores", "text": "universe = grid\nexecutable = /bin/echo\nqueue\n"},
    {"name": "universe-grid-badtype", "text": "universe = grid\ngrid_resource = gt2 x\nexecutable = /bin/echo\nqueue\n"},
    {"name": "universe-grid-ec2", "text": "universe = grid\ngrid_resource = ec2 https://ec2.amazonaws.com\n"
     "executable = myvm\nec2_access_key_id = ak\nec2_secret_access_key = sk\nec2_ami_id = ami-1\n"
     "ec2_tag_Project = demo\nec2_parameter_Foo = bar\nqueue\n", "files": {"ak": "a", "sk": "b"}},
    {"name": "universe-grid-ec2-noami", "text": "universe = grid\ngrid_resource = ec2 https://ec2.amazonaws.com\n"
     "executable = myvm\nec2_access_key_id = ak\nec2_secret_access_key = sk\nqueue\n", "files": {"ak": "a", "sk": "b"}},
    {"name": "universe-grid-gce", "text": "universe = grid\ngrid_resource = gce https://www.googleapis.com/compute "
     "proj zone\nexecutable = vm1\ngce_image = img\ngce_machine_type = n1\ngce_metadata = a=1, b=2\nqueue\n"},
    {"name": "universe-grid-azure", "text": "universe = grid\ngrid_resource = azure sub\nexecutable = vm1\n"
     "azure_image = i\nazure_location = l\nazure_size = s\nazure_admin_username = u\nazure_admin_key = k\nqueue\n"},
    {"name": "universe-vm-kvm", "text": "universe = vm\nvm_type = kvm\nvm_memory = 512\nvm_disk = a.img:vda:w\n"
     "executable = myvm\nqueue\n"},
    {"name": "universe-vm-xen", "text": "universe = vm\nvm_type = xen\nvm_memory = 1G\nxen_kernel = included\n"
     "vm_disk = a.img:xvda:w\nvm_networking = true\nvm_networking_type = nat\nexecutable = myvm\nqueue\n"},
    {"name": "universe-vm-nomem", "text": "universe = vm\nvm_type = kvm\nvm_disk = a:b:c\nexecutable = v\nqueue\n"},
    {"name": "universe-vm-vmware", "text": "universe = vm\nvm_type = vmware\nvm_memory = 64\nexecutable = v\nqueue\n"},
    {"name": "universe-vm-checkpoint", "text": "universe = vm\nvm_type = kvm\nvm_memory = 64\nvm_disk = a:b:c\n"
     "vm_checkpoint = true\nexecutable = v\nqueue\n"},
    # ---------------------------------------------------------------- arguments and environment
    {"name": "args-v1", "text": "executable = /bin/echo\narguments = a b  c\nqueue\n"},
    {"name": "args-v1-escaped-quote", "text": "executable = /bin/echo\narguments = a \\\"b\\\" c\nqueue\n"},
    {"name": "args-v1-bad-quote", "text": "executable = /bin/echo\narguments = a \"b\nqueue\n"},
    {"name": "args-v2", "text": "executable = /bin/echo\narguments = \"one 'two three' ''four'' \"\"q\"\"\"\nqueue\n"},
    {"name": "args-v2-unterminated", "text": "executable = /bin/echo\narguments = \"one two\nqueue\n"},
    {"name": "args2", "text": "executable = /bin/echo\narguments2 = \"x y\"\nqueue\n"},
    {"name": "args-both", "text": "executable = /bin/echo\narguments = a\narguments2 = \"b\"\nqueue\n"},
    {"name": "args-both-allowed", "text": "executable = /bin/echo\narguments = a\narguments2 = \"b\"\n"
     "allow_arguments_v1 = true\nqueue\n"},
    {"name": "env-v1", "text": "executable = /bin/echo\nenvironment = A=1;B=2;C\nqueue\n"},
    {"name": "env-v1-env-key", "text": "executable = /bin/echo\nenv = A=1;B=x y\nqueue\n"},
    {"name": "env-v1-pipe-delim", "text": "executable = /bin/echo\nenvironment = |A=1|B=2\nqueue\n"},
    {"name": "env-v2", "text": "executable = /bin/echo\nenvironment = \"A=1 B='x y' C=\"\"q\"\"\"\nqueue\n"},
    {"name": "env-v2-key-env", "text": "executable = /bin/echo\nenv = \"A=1 B=2\"\nqueue\n"},
    {"name": "env2", "text": "executable = /bin/echo\nenvironment2 = \"A=1\"\nqueue\n"},
    {"name": "env-both", "text": "executable = /bin/echo\nenvironment = A=1\nenvironment2 = \"B=2\"\nqueue\n"},
    {"name": "env-missing-eq", "text": "executable = /bin/echo\nenvironment = \"A\"\nqueue\n"},
    {"name": "getenv-true", "text": "executable = /bin/echo\ngetenv = true\nqueue\n",
     "environ": {"CONDOR_LS_TEST_X": "1"}},
    {"name": "getenv-list", "text": "executable = /bin/echo\ngetenv = CONDOR_LS_*, !CONDOR_LS_SECRET\n"
     "environment = \"Z=9\"\nqueue\n", "environ": {"CONDOR_LS_A": "a", "CONDOR_LS_SECRET": "s"}},
    {"name": "getenv-v1", "text": "executable = /bin/echo\nenv = Q=1\ngetenv = CONDOR_LS_*\nqueue\n",
     "environ": {"CONDOR_LS_A": "a;b", "CONDOR_LS_B": "b"}},
    # ---------------------------------------------------------------- attributes
    {"name": "plus-attrs", "text": "executable = /bin/echo\n+Foo = \"bar\"\nMY.Num = 3 + 4\n+Empty =\n"
     "+Expr = Foo =?= \"bar\"\nqueue\n"},
    {"name": "minus-attr", "text": "executable = /bin/echo\n+Foo = 1\n-Foo =\nqueue\n"},
    {"name": "plus-attr-bad", "text": "executable = /bin/echo\n+Foo = (1 +\nqueue\n"},
    {"name": "my-requirements", "text": "executable = /bin/echo\nMY.Requirements = TARGET.Memory > 1\nqueue\n"},
    # ---------------------------------------------------------------- resources
    {"name": "request-units", "text": "executable = /bin/echo\nrequest_memory = 2.5G\nrequest_disk = 3M\n"
     "request_cpus = 4\nqueue\n"},
    {"name": "request-bare", "text": "executable = /bin/echo\nrequest_memory = 100\nrequest_disk = 100\nqueue\n"},
    {"name": "request-units-kb", "text": "executable = /bin/echo\nrequest_memory = 1024K\nrequest_disk = 2 GB\n"
     "queue\n"},
    {"name": "request-expr", "text": "executable = /bin/echo\nrequest_memory = MemoryUsage * 2\n"
     "request_cpus = $(Process) + 1\nqueue 2\n"},
    {"name": "request-undefined", "text": "executable = /bin/echo\nrequest_memory = undefined\n"
     "request_disk = undefined\nrequest_cpus = undefined\nqueue\n"},
    {"name": "request-one", "text": "executable = /bin/echo\nrequest_memory = 1\nrequest_cpus = 1\n"
     "request_disk = 0\nqueue\n"},
    {"name": "request-gpus", "text": "executable = /bin/echo\nrequest_gpus = 2\nrequire_gpus = Capability >= 7\n"
     "queue\n"},
    {"name": "request-gpus-props", "text": "executable = /bin/echo\nrequest_gpus = 1\ngpus_minimum_capability = 8\n"
     "gpus_maximum_capability = 9.0\ngpus_minimum_memory = 4G\ngpus_minimum_runtime = 12.2\nqueue\n"},
    {"name": "request-custom", "text": "executable = /bin/echo\nrequest_foo = 3\nrequest_bar = \"x86\"\n"
     "request_z = 1\nrequest__hidden = 2\nrequest_zero = 0\nqueue\n"},
    {"name": "request-gpu-typo", "text": "executable = /bin/echo\nrequest_gpu = 1\nrequest_cpu = 2\nqueue\n"},
    {"name": "request-memory-list", "text": "executable = /bin/echo\nrequest_memory = 1G, 2G\nqueue\n"},
    {"name": "request-bad-expr", "text": "executable = /bin/echo\nrequest_memory = 2G +\nqueue\n"},
    {"name": "image-size", "text": "executable = /bin/echo\nimage_size = 10M\ndisk_usage = 2G\nqueue\n"},
    {"name": "image-size-bad", "text": "executable = /bin/echo\nimage_size = lots\nqueue\n"},
    {"name": "transfer-input-sizes", "text": "executable = run.sh\ntransfer_input_files = a.dat, b.dat, dir\n"
     "queue\n", "files": {"run.sh": EXE, "a.dat": "a" * 1500, "b.dat": "b" * 700000, "dir/f1": "z" * 3000}},
    # ---------------------------------------------------------------- requirements and rank
    {"name": "requirements-user", "text": "executable = /bin/echo\nrequirements = Memory > 100 && Arch == \"X86_64\"\n"
     "queue\n"},
    {"name": "requirements-opsys", "text": "executable = /bin/echo\nrequirements = OpSysAndVer == \"AlmaLinux9\"\n"
     "queue\n"},
    {"name": "requirements-disk", "text": "executable = /bin/echo\nrequirements = TARGET.Disk > 5\nqueue\n"},
    {"name": "requirements-bad", "text": "executable = /bin/echo\nrequirements = (Memory >\nqueue\n"},
    {"name": "requirements-filetransfer", "text": "executable = /bin/echo\nrequirements = HasFileTransfer\nqueue\n"},
    {"name": "rank", "text": "executable = /bin/echo\nrank = Memory\nqueue\n"},
    {"name": "preferences", "text": "executable = /bin/echo\npreferences = Mips\nqueue\n"},
    # ---------------------------------------------------------------- file transfer
    {"name": "transfer-yes", "text": "executable = /bin/echo\nshould_transfer_files = YES\n"
     "when_to_transfer_output = ON_EXIT_OR_EVICT\ntransfer_output_files = out\nqueue\n"},
    {"name": "transfer-no", "text": "executable = /bin/echo\nshould_transfer_files = NO\nqueue\n"},
    {"name": "transfer-no-files", "text": "executable = /bin/echo\nshould_transfer_files = NO\n"
     "transfer_input_files = a\nqueue\n"},
    {"name": "transfer-when-only", "text": "executable = /bin/echo\nwhen_to_transfer_output = ON_EXIT_OR_EVICT\n"
     "queue\n"},
    {"name": "transfer-ifneeded-evict", "text": "executable = /bin/echo\nshould_transfer_files = IF_NEEDED\n"
     "when_to_transfer_output = ON_EXIT_OR_EVICT\nqueue\n"},
    {"name": "transfer-bad-should", "text": "executable = /bin/echo\nshould_transfer_files = sometimes\nqueue\n"},
    {"name": "transfer-bad-when", "text": "executable = /bin/echo\nwhen_to_transfer_output = later\nqueue\n"},
    {"name": "transfer-urls", "text": "executable = /bin/echo\ntransfer_input_files = http://x/a, https://y/b, "
     "c.txt\ntransfer_plugins = https=my.plugin\nqueue\n", "files": {"c.txt": "c"}},
    {"name": "transfer-url-spelling", "text": "executable = /bin/echo\ntransfer_input_files = HTTP://x/a, "
     "chtc+https://y/b, http://z/c, osdf+Custom://w/d\nqueue\n"},
    {"name": "transfer-s3-nocreds", "text": "executable = /bin/echo\ntransfer_input_files = s3://bucket/a\nqueue\n"},
    {"name": "transfer-s3-creds", "text": "executable = /bin/echo\ntransfer_input_files = s3://bucket/a\n"
     "aws_access_key_id_file = ak\naws_secret_access_key_file = sk\nqueue\n"},
    {"name": "transfer-remaps", "text": "executable = /bin/echo\ntransfer_output_files = a\n"
     "transfer_output_remaps = \"a = b/a; c = osdf://x/c\"\nqueue\n"},
    {"name": "transfer-remaps-unquoted", "text": "executable = /bin/echo\ntransfer_output_remaps = a = b\nqueue\n"},
    {"name": "output-destination", "text": "executable = /bin/echo\noutput_destination = https://host/dir/\n"
     "queue\n"},
    {"name": "transfer-exe-no-ft", "text": "executable = /bin/echo\nshould_transfer_files = NO\n"
     "transfer_executable = true\nqueue\n"},
    {"name": "encrypt-files", "text": "executable = /bin/echo\nencrypt_input_files = a\nqueue\n"},
    {"name": "checkpoint", "text": "executable = /bin/echo\ncheckpoint_exit_code = 85\n"
     "transfer_checkpoint_files = ck\npreserve_relative_paths = true\nqueue\n"},
    {"name": "when-on-success", "text": "executable = /bin/echo\nwhen_to_transfer_output = ON_SUCCESS\nqueue\n"},
    # ---------------------------------------------------------------- policy
    {"name": "retries", "text": "executable = /bin/echo\nmax_retries = 3\nqueue\n"},
    {"name": "retries-success", "text": "executable = /bin/echo\nsuccess_exit_code = 2\nretry_until = 7\n"
     "on_exit_remove = ExitCode == 3 || ExitBySignal\nqueue\n"},
    {"name": "retries-until-expr", "text": "executable = /bin/echo\nmax_retries = 5\nretry_until = ExitCode > 10\n"
     "queue\n"},
    {"name": "on-exit", "text": "executable = /bin/echo\non_exit_remove = ExitCode =?= 0\n"
     "on_exit_hold = ExitCode =!= 0\non_exit_hold_reason = \"bad\"\nqueue\n"},
    {"name": "periodic", "text": "executable = /bin/echo\nperiodic_hold = NumJobStarts > 3\n"
     "periodic_release = true\nperiodic_remove = JobStatus == 5\nperiodic_hold_reason = \"x\"\n"
     "periodic_hold_subcode = 4\nqueue\n"},
    {"name": "leave-in-queue", "text": "executable = /bin/echo\nleave_in_queue = JobStatus == 4\nqueue\n"},
    {"name": "notification", "text": "executable = /bin/echo\nnotification = Complete\nnotify_user = a@b.c\n"
     "email_attributes = A, B  C\nqueue\n"},
    {"name": "notification-bad", "text": "executable = /bin/echo\nnotification = sometimes\nqueue\n"},
    {"name": "notify-user-never", "text": "executable = /bin/echo\nnotify_user = never\nqueue\n"},
    {"name": "kill-sig", "text": "universe = local\nexecutable = /bin/echo\nkill_sig = 9\nremove_kill_sig = SIGUSR1\n"
     "hold_kill_sig = sigterm\nkill_sig_timeout = 30\nqueue\n"},
    {"name": "kill-sig-bad", "text": "executable = /bin/echo\nkill_sig = SIGNOPE\nqueue\n"},
    {"name": "deferral", "text": "executable = /bin/echo\ndeferral_time = 1800000000\ndeferral_window = 60\n"
     "queue\n"},
    {"name": "deferral-bad", "text": "executable = /bin/echo\ndeferral_time = -5\nqueue\n"},
    {"name": "cron", "text": "executable = /bin/echo\ncron_minute = 0\ncron_hour = */2\ncron_prep_time = 120\n"
     "queue\n"},
    {"name": "scheduler-deferral", "text": "universe = scheduler\nexecutable = /bin/echo\ndeferral_time = 5\n"
     "queue\n"},
    {"name": "lease-short", "text": "executable = /bin/echo\njob_lease_duration = 10\nqueue\n"},
    {"name": "accounting", "text": "executable = /bin/echo\naccounting_group = group_physics\n"
     "accounting_group_user = alice\nconcurrency_limits = DB:2, Fs.x, a\nqueue\n"},
    {"name": "accounting-default-user", "text": "executable = /bin/echo\naccounting_group = grp\nqueue\n"},
    {"name": "accounting-bad", "text": "executable = /bin/echo\naccounting_group = a b\nqueue\n"},
    {"name": "nice-user", "text": "executable = /bin/echo\nnice_user = true\nqueue\n"},
    {"name": "concurrency-both", "text": "executable = /bin/echo\nconcurrency_limits = a\n"
     "concurrency_limits_expr = \"b\"\nqueue\n"},
    {"name": "concurrency-bad", "text": "executable = /bin/echo\nconcurrency_limits = 1bad\nqueue\n"},
    {"name": "oauth", "text": "executable = /bin/echo\nuse_oauth_services = box, drive\n"
     "box_oauth_permissions_sub = read\nqueue\n"},
    {"name": "scitokens", "text": "executable = /bin/echo\nuse_scitokens = true\nscitokens_file = tok\nqueue\n"},
    {"name": "tdp", "text": "executable = /bin/echo\ntool_daemon_cmd = /bin/true\ntool_daemon_args = a b\nqueue\n"},
    {"name": "all-simple", "text": "executable = /bin/echo\nnext_job_start_delay = 2*60\nkeep_claim_idle = 3*60\n"
     "job_ad_information_attrs = MemoryUsage, DiskUsage\nmax_idle = 4\njob_machine_attrs = Machine\n"
     "job_machine_attrs_history_length = 1\nremote_initialdir = sandbox\nwant_graceful_removal = true\n"
     "job_max_vacate_time = 5*60\nencrypt_execute_directory = true\nload_profile = true\nbuffer_files = false\n"
     "buffer_size = 100000\nbuffer_block_size = 200\nfetch_files = d.dat\ncompress_files = c.dat\n"
     "append_files = cluster.log\nlocal_files = local.file\nlog = $(Cluster).log\ndagman_log = dagman.log\n"
     "noop_job = false\nnoop_job_exit_signal = false\nnoop_job_exit_code = 5\ndag_node_name = node2\n"
     "match_list_length = 4\ndagman_job_id = 44\nsubmit_event_notes = ipso lorem\nstack_size = 1024*1024\n"
     "description = all prunable\nbatch_name = \"prune\"\nmax_job_retirement_time = 6*60\ncore_size = 34*1024\n"
     "priority = 3\nrun_as_owner = false\nmanifest = true\nskip_if_dataflow = true\nstarter_log = sl\n"
     "allowed_job_duration = 3600\ncuda_version = 11.2\nqueue 2\n"},
    {"name": "simple-bool-bad", "text": "executable = /bin/echo\nload_profile = maybe\nqueue\n"},
    {"name": "simple-int-bad", "text": "executable = /bin/echo\npriority = high\nqueue\n"},
    {"name": "simple-uint-bad", "text": "executable = /bin/echo\ndagman_job_id = -3\nqueue\n"},
    {"name": "prio-alt", "text": "executable = /bin/echo\nprio = 5\nqueue\n"},
    {"name": "attr-name-as-key", "text": "executable = /bin/echo\nJobPrio = 7\nJobBatchName = b\nqueue\n"},
    {"name": "cuda-bad", "text": "executable = /bin/echo\ncuda_version = eleven\nqueue\n"},
    # ---------------------------------------------------------------- macros
    {"name": "macros-basic", "text": "base = /tmp\nname = job\nexecutable = /bin/echo\n"
     "arguments = $(base)/$(name) $(undefined:dflt) $$(Memory)\nqueue\n"},
    {"name": "macro-functions", "text": "n = 7\nx = 3.25\nlist = a,b,c\np = /a/b/c.tar.gz\nexecutable = /bin/echo\n"
     "arguments = $INT(n,%03d) $REAL(x,%.1f) $CHOICE(1,list) $SUBSTR(p,1,2) $Fn(p) $Fx(p) $Fp(p) $Fd(p) "
     "$BASENAME(p,.gz) $DIRNAME(p) $INT(Process)\nqueue 2\n"},
    {"name": "macro-env", "text": "executable = /bin/echo\narguments = $ENV(CONDOR_LS_TEST_V) $ENV(NOPE_NOPE:dv)\n"
     "queue\n", "environ": {"CONDOR_LS_TEST_V": "vv"}},
    {"name": "macro-choice-process", "text": "executable = /bin/echo\nargs = $CHOICE(Process, a, b, c)\n"
     "arguments = $(args)\nqueue 3\n"},
    {"name": "macro-self-ref", "text": "executable = /bin/echo\nA = 1\nA = $(A) 2\narguments = $(A)\nqueue\n"},
    {"name": "macro-plus-eq", "text": "executable = /bin/echo\nA = 1\nA += 2\nB +,= x\nB +,= y\n"
     "arguments = $(A) $(B)\nqueue\n"},
    {"name": "macro-dollar", "text": "executable = /bin/echo\narguments = $(DOLLAR)(x)\nqueue\n"},
    {"name": "macro-jobid", "text": "executable = /bin/echo\narguments = $(JobId) $(ClusterId) $(Cluster)\n"
     "queue 2\n"},
    {"name": "macro-year", "text": "executable = /bin/echo\narguments = $(SUBMIT_TIME) $(Year)-$(Month)-$(Day)\n"
     "queue\n"},
    {"name": "macro-arch", "text": "executable = /bin/echo\narguments = $(ARCH) $(OPSYS) $(IsLinux) $(IsWindows)\n"
     "queue\n"},
    {"name": "macro-request-defaults", "text": "executable = /bin/echo\nrequest_cpus = 3\n"
     "arguments = $(request_cpus) $(Request_CPUs)\nqueue\n"},
    {"name": "heredoc", "text": "executable = /bin/echo\n+Multi @=end\n  a &&\n  b\n@end\nqueue\n"},
    {"name": "if-else", "text": "executable = /bin/echo\nif defined Foo\n  arguments = yes\nelif $(Bar)\n"
     "  arguments = bar\nelse\n  arguments = no\nendif\nBar = true\nqueue\n"},
    {"name": "if-true", "text": "Bar = 1\nexecutable = /bin/echo\nif $(Bar)\n  arguments = one\nendif\nqueue\n"},
    {"name": "if-version", "text": "executable = /bin/echo\nif version >= 9.0\narguments = new\nelse\n"
     "arguments = old\nendif\nqueue\n"},
    {"name": "if-missing-endif", "text": "executable = /bin/echo\nif true\narguments = a\nqueue\n"},
    {"name": "else-without-if", "text": "executable = /bin/echo\nelse\nqueue\n"},
    {"name": "include", "text": "include : common.sub\narguments = $(greeting)\nqueue\n",
     "files": {"common.sub": "executable = /bin/echo\ngreeting = hello\n"}},
    {"name": "include-missing", "text": "include : nothere.sub\nexecutable = /bin/echo\nqueue\n"},
    {"name": "include-ifexist", "text": "include ifexist : nothere.sub\nexecutable = /bin/echo\nqueue\n"},
    {"name": "include-queue", "text": "include : q.sub\n", "files": {"q.sub": "executable = /bin/echo\nqueue\n"}},
    {"name": "error-statement", "text": "executable = /bin/echo\nerror : stop here\nqueue\n"},
    {"name": "warning-statement", "text": "executable = /bin/echo\nwarning : careful\nqueue\n"},
    {"name": "illegal-name", "text": "executable = /bin/echo\nbad-name = 1\nqueue\n"},
    {"name": "syntax-junk", "text": "executable = /bin/echo\nthis is not valid\nqueue\n"},
    {"name": "continuation", "text": "executable = /bin/echo\narguments = a \\\n  b \\\n  c\nqueue\n"},
    {"name": "use-strict", "text": "use STRICT : TRUE\nexecutable = /bin/echo\nqueue\n"},
    {"name": "submit-subsys", "text": "executable = /bin/echo\narguments = plain\nSUBMIT.arguments = prefixed\nqueue\n"},
    # ---------------------------------------------------------------- queue forms
    {"name": "queue-n", "text": "executable = /bin/echo\narguments = $(Process) $(Step) $(Row) $(ItemIndex)\n"
     "queue 3\n"},
    {"name": "queue-0", "text": "executable = /bin/echo\nqueue 0\n"},
    {"name": "queue-expr", "text": "executable = /bin/echo\nN = 2\nqueue $(N)*2\n"},
    {"name": "queue-bad-count", "text": "executable = /bin/echo\nqueue lots\n"},
    {"name": "queue-in", "text": "executable = /bin/echo\narguments = $(Item) $(Process) $(ItemIndex) $(Step)\n"
     "queue in (alpha, beta gamma)\n"},
    {"name": "queue-in-repeat", "text": "executable = /bin/echo\narguments = $(x) $(Step)\nqueue 2 x in (a b c)\n"},
    {"name": "queue-in-multiline", "text": "executable = /bin/echo\narguments = $(Item)\nqueue in (\n a b\n # c\n d\n)\n"},
    {"name": "queue-in-unclosed", "text": "executable = /bin/echo\nqueue in (\n a\n"},
    {"name": "queue-from-inline", "text": "executable = /bin/echo\narguments = $(a) - $(b)\nqueue a,b from (\n"
     "  1, x y\n  2 z\n  3\n)\n"},
    {"name": "queue-from-file", "text": "executable = /bin/echo\narguments = $(f) $(n)\nqueue f, n from items.txt\n",
     "files": {"items.txt": "a.dat, 1\nb.dat,2\n  c.dat   3  \n"}},
    {"name": "queue-from-missing-file", "text": "executable = /bin/echo\nqueue from nofile.txt\n"},
    {"name": "queue-from-slice", "text": "executable = /bin/echo\narguments = $(Item) $(Row)\n"
     "queue from [1:4:2] (\n a\n b\n c\n d\n e\n)\n"},
    {"name": "queue-in-slice", "text": "executable = /bin/echo\narguments = $(Item)\nqueue in [:-1] (a, b, c)\n"},
    {"name": "queue-matching", "text": "executable = /bin/echo\narguments = $(Item)\nqueue matching *.dat\n",
     "files": {"a.dat": "1", "b.dat": "2", "c.txt": "3", "sub.dat/": ""}},
    {"name": "queue-matching-files", "text": "executable = /bin/echo\narguments = $(f)\n"
     "queue f matching files (*.dat z*.dat)\n", "files": {"a.dat": "1", "b.dat": "2", "sub.dat/": ""}},
    {"name": "queue-matching-dirs", "text": "executable = /bin/echo\narguments = $(d)\nqueue d matching dirs d*\n",
     "files": {"d1/": "", "d2/": "", "dfile": "x"}},
    {"name": "queue-matching-none", "text": "executable = /bin/echo\narguments = $(Item)\n"
     "queue matching files nothing*.xyz\n"},
    {"name": "queue-executable-from", "text": "arguments = $(executable)\nqueue executable from (\n /bin/echo\n"
     " /bin/true\n)\n"},
    {"name": "queue-vars-dotted", "text": "executable = /bin/echo\narguments = $(x.y)\nqueue x.y in (1 2)\n"},
    {"name": "queue-table", "text": "executable = /bin/echo\narguments = $(name)=$(value)\n"
     "queue from table (\n name,value\n a,1\n b, 2\n)\n"},
    {"name": "queue-from-us", "text": "executable = /bin/echo\narguments = $(a)|$(b)\nqueue a,b from (\n x y\x1fz\n)\n"},
    # a blank line of a `from` list is a row that sets no variable: its job repeats the previous
    # row's values, or has none (rules: queue-blank-item)
    {"name": "queue-from-blank-rows", "text": "executable = /bin/echo\narguments = $(a) $(b) $(Row)\n"
     "queue a, b from (\n\n x 1\n   \n y 2\n # c\n\n)\n"},
    {"name": "queue-from-file-blank-rows", "text": "executable = /bin/echo\narguments = $(Item) $(Row)\n"
     "queue from items.txt\n", "files": {"items.txt": "a\n\nb\n"}},
    # a lease under 20 s is raised to 20 when it is a literal number, booleans and truncated reals
    # included (ExprTreeIsLiteralNumber into a long long)
    {"name": "lease-true", "text": "executable = /bin/echo\njob_lease_duration = true\nqueue\n"},
    {"name": "lease-real", "text": "executable = /bin/echo\njob_lease_duration = 19.5\nqueue\n"},
    {"name": "lease-half", "text": "executable = /bin/echo\njob_lease_duration = 0.5\nqueue\n"},
    {"name": "lease-paren", "text": "executable = /bin/echo\njob_lease_duration = (5)\nqueue\n"},
    # condor_basename splits at `/` only outside Windows
    {"name": "container-image-backslash", "text": "executable = /bin/echo\ncontainer_image = dir\\img.sif\n"
     "queue\n"},
    # retry_until and on_exit_remove are pasted into OnExitRemove as written unless they need
    # parentheses (a quoted selection prints as `x.x y`, which would not read back)
    {"name": "retry-until-quoted-name", "text": "executable = /bin/echo\nmax_retries = 3\nretry_until = x.'x y'\n"
     "on_exit_remove = y.'a b' || z\nqueue\n"},
    {"name": "retry-until-wrapped", "text": "executable = /bin/echo\nretry_until = true ? 1 : 2\n"
     "on_exit_remove = a && b\nqueue\n"},
    # a universe name is looked up as it stands: a macro that expands to nothing leaves a blank
    {"name": "universe-leading-blank", "text": "executable = /bin/echo\nuniverse = $(Nothing) vanilla\nqueue\n"},
    # a per-proc public_input_files: each proc its own list (the replayed procs too)
    {"name": "public-input-per-proc", "text": "executable = /bin/echo\npublic_input_files = in$(ProcId).txt\n"
     "transfer_input_files = a.txt\nqueue 6\n", "files": {"a.txt": "x"}},
    {"name": "queue-keyword-conflict", "text": "executable = /bin/echo\nqueue in files (a)\n"},
    {"name": "queue-bad-slice", "text": "executable = /bin/echo\nqueue in [a:b] (x)\n"},
    {"name": "iterate", "text": "executable = /bin/echo\narguments = $(Item)\niterate in (p q)\n"},
    {"name": "no-queue", "text": "executable = /bin/echo\n"},
    {"name": "dag-file", "text": "JOB A a.sub\nVARS A x=\"1\"\n"},
    {"name": "item-fewer-fields", "text": "executable = /bin/echo\narguments = [$(a)][$(b)][$(c)]\n"
     "queue a,b,c from (\n 1 2\n 1\n)\n"},
]

# ---------------------------------------------------------------- 24.0 / 25 differences
# (also pinned for both versions in tests/test_submit_versions.py, listed in docs/submit.md)
E = "executable = /bin/echo\n"

#: (id, submit text, attribute, 24.0 value, 25 value, where 25 differs); a value of None: the
#: attribute is absent; "error: ..." : that version refuses the file with this message
VERSION_CASES = [
    ("submit-version", E + "queue\n", "SubmitVersion", None,
     '"$CondorVersion: 25.14.0 BuildID: condor-ls $"', "init_base_ad: ATTR_SUBMIT_VERSION"),
    ("input-size-rounding", E + "transfer_input_files = small.txt\nqueue\n", "TransferInputSizeMB", "0", "1",
     "SetTransferFiles: (kb + 1023) / 1024 instead of kb / 1024"),
    ("default-request-disk", E + "queue\n", "RequestDisk", "DiskUsage",
     "MAX({ 1024,(TransferInputSizeMB + 1) * 1.25 }) * 1024", "JOB_DEFAULT_REQUESTDISK in param_info.in"),
    ("default-request-memory", E + "queue\n", "RequestMemory",
     "ifthenelse(MemoryUsage =!= undefined,MemoryUsage,(ImageSize + 1023) / 1024)", "128",
     "JOB_DEFAULT_REQUESTMEMORY in param_info.in"),
    ("disk-clause", E + "request_disk = 100\nrequest_memory = 100\nqueue\n", "Requirements",
     '(TARGET.Arch == "X86_64") && (TARGET.OpSys == "LINUX") && (TARGET.Disk >= RequestDisk) && '
     '(TARGET.Memory >= RequestMemory) && ((TARGET.FileSystemDomain == MY.FileSystemDomain) || '
     '(TARGET.HasFileTransfer))',
     '(TARGET.Arch == "X86_64") && (TARGET.OpSys == "LINUX") && '
     '(versionGE(split(TARGET.CondorVersion)[1],"25.12.0") || (TARGET.Disk >= RequestDisk)) && '
     '(TARGET.Memory >= RequestMemory) && ((TARGET.FileSystemDomain == MY.FileSystemDomain) || '
     '(TARGET.HasFileTransfer))', "SetRequirements: the vanilla disk clause"),
    ("request-memory-list", E + "request_memory = 1024, 2048, 4096\nqueue\n", "RetryRequestMemory",
     "error: Parse error in expression: RequestMemory = 1024, 2048, 4096", "{ 2048,4096 }",
     "SetRequestMem: a list is the first request then the retries (SetBuiltInOnEvictCheck)"),
    ("retry-request-memory", E + "request_memory = 1024\nretry_request_memory = 2048\nqueue\n",
     "TransformOnEvict", None, '"RequestMemory"', "SetRequestMem: retry_request_memory"),
    ("notification-start", E + "notification = start\nqueue\n", "JobNotification",
     "error: Notification must be 'Never', 'Always', 'Complete', or 'Error'", "4", "SetNotification: NOTIFY_START"),
    ("shell", "shell = echo hi\nqueue\n", "Arguments", "error: No 'executable' parameter was provided",
     "\"-c echo' 'hi\"", "SetExecutable: the shell command"),
    ("plus-equals", E + "A = x\nA += y\narguments = $(A)\nqueue\n", "Args",
     "error: cannot parse: A += y (not an assignment, a keyword or a queue statement)", '"x y"',
     "Parse_macros: the += operator"),
    ("basename-suffix", E + "F = /a/b/c.txt\narguments = $BASENAME(F,.txt)\nqueue\n", "Args", '"F,.txt"', '"c"',
     "expand_macro: $BASENAME(name,suffix)"),
    ("circular-requirements", E + "requirements = Requirements\nqueue\n", "Requirements",
     '(Requirements) && (TARGET.Arch == "X86_64") && (TARGET.OpSys == "LINUX") && (TARGET.Disk >= RequestDisk) && '
     '(TARGET.Memory >= RequestMemory) && ((TARGET.FileSystemDomain == MY.FileSystemDomain) || '
     '(TARGET.HasFileTransfer))',
     "error: Requirements = (Requirements)\nIs Circular. Did you intend to use $(Requirements) ?",
     "SetRequirements: a requirements expression that refers to itself"),
    ("unquoted-remaps", E + "transfer_output_remaps = a=b\nqueue\n", "TransferOutputRemaps",
     "error: transfer_output_remaps must be a quoted string, not: a=b", '"a=b"', "SetTransferFiles: remaps"),
    ("project-name", E + "project_name = p1\nqueue\n", "ProjectName", None, '"p1"', "SIMPLE keywords: project_name"),
    ("common-input", E + "transfer_common_input = a.txt, b.txt\nqueue\n", "CommonInputFiles", None,
     '"a.txt,b.txt"', "SetTransferFiles: CommonInputFiles"),
    ("destination-and-directory", E + "output_destination = http://x/y\noutput_directory = d\nqueue\n",
     "OutputDestination", '"http://x/y"',
     "error: You cannot use both output_destination and output_directory in the same submit file",
     "SetOutputDestination"),
    ("macro-function-error", E + "arguments = a $INT(nope) b\nqueue\n", "Args",
     "error: $INT(): 'nope' is not an integer", '"a b"',
     "25 reports a macro function's error and goes on with it expanded to nothing"),
]

CASES += [{"name": "version-" + c[0], "text": c[1], "files": {"small.txt": "x" * 100}} for c in VERSION_CASES]
