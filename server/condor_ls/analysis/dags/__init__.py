"""DAGMan input files as the analyses see them: the :class:`~condor_ls.dag.Dag` of a document
(read through the analysis context, so open buffers win over the disk and every file read is
a dependency), and what DAGs give the submit files they run."""
