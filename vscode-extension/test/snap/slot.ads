MyType = "Machine"
TargetType = "Job"
Name = "slot1@node07.example.org"
Machine = "node07.example.org"
Arch = "X86_64"
OpSys = "LINUX"
Cpus = 8
Memory = 16384
LoadAvg = 0.05
KeyboardIdle = 3600
HasDocker = true
Start = ((KeyboardIdle > 15 * 60) && (TARGET.RequestMemory <= MY.Memory)) || IsOwner =?= false
Rank = TARGET.Department =?= "physics"
CurrentRank = 0.0
ChildCpus = { 4, 4 }
'Odd.Name' = "quoted attribute names are allowed"

MyType = "Job"
Owner = "alice"
RequestMemory = 2048
Requirements = (TARGET.Arch == "X86_64") && (TARGET.OpSys == "LINUX")
