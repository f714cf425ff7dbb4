"""HTCondor's ClassAd transform language: reading transform rules and applying them to ads.

Transforms are the schedd's ``JOB_TRANSFORM_<name>`` knobs, the job router's routes and
pre/post-route transforms, and ``condor_transform_ads`` rules files. They are read by the
submit-file flavour of HTCondor's config reader with a callback for the transform statements
(condor_utils/xform_utils.cpp), so this package builds on :mod:`condor_ls.config` (macro
expansion, ``if`` conditions) and :mod:`condor_ls.submit` (the ``TRANSFORM`` arguments, which
are a queue statement's).

* :mod:`.keywords` - the statements and their argument counts;
* :mod:`.tokens` - the reader's word splitter and ``/regex/flags`` reader;
* :mod:`.reader` - a transform's text as classified lines;
* :mod:`.engine` - applying transforms to ads, with a record of every change;
* :mod:`.sources` - where a config set defines transforms, and in which order they run;
* :mod:`.routes` - the retired New-ClassAd form of routes, converted as HTCondor converts it.
"""
