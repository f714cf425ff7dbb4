"""Finding ClassAd, constraint and submit text inside Python scripts that use the htcondor bindings."""
