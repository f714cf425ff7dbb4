; Language injections (nvim-treesitter / Helix capture names).
;
; The body of an inline submit description (`JOB name {` ... `}`, `SUBMIT-DESCRIPTION name {`
; ... `}`) is submit-file text: condor_dagman hands it to condor_submit as a submit file.
((description_body) @injection.content
 (#set! injection.language "condor_submit"))
