;;; submit_check.el --- a submit file's job ads through condor-ls.el and Eglot  -*- lexical-binding: t; -*-

;; Run after `-l editors/emacs/condor-ls.el'.  Opens CONDOR_LS_FILE (a submit file) with Eglot
;; started by the mode hook, runs `condor-ls-show-job-ads' for its first queue statement (as a
;; prefix argument would) and `condor-ls-show-match-analysis', and records the buffers they
;; show as JSON in CONDOR_LS_OUT.  Every wait is bounded by CONDOR_LS_WAIT seconds.

(require 'json)

(defvar check-result nil)
(defvar check-wait (string-to-number (or (getenv "CONDOR_LS_WAIT") "20")))

(defun check-set (key value) (setf (alist-get key check-result) value))

(defun check-finish ()
  (with-temp-file (getenv "CONDOR_LS_OUT") (insert (json-encode check-result)))
  (ignore-errors (eglot-shutdown-all))
  (kill-emacs 0))

(defun check-wait-for (predicate)
  (let ((deadline (+ (float-time) check-wait)) value)
    (while (and (not (setq value (funcall predicate))) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    value))

(defun check-buffer (buffer)
  (with-current-buffer buffer
    (vector (buffer-name) (symbol-name major-mode) (if buffer-read-only t :json-false)
            (or condor-ls-document-uri "") (buffer-substring-no-properties (point-min) (point-max)))))

(defun check-main ()
  (add-to-list 'package-directory-list "/usr/share/emacs/site-lisp/elpa")
  (package-initialize)
  (unless (require 'eglot nil t)
    (check-set 'stage "no-eglot")
    (check-finish))
  (setq condor-ls-program (json-parse-string (getenv "CONDOR_LS_CMD") :array-type 'list))
  (setq condor-ls-settings (json-parse-string (getenv "CONDOR_LS_SETTINGS") :object-type 'plist :array-type 'array))
  (setq eglot-sync-connect check-wait)
  (add-hook 'condor-submit-mode-hook #'eglot-ensure)
  (find-file (getenv "CONDOR_LS_FILE"))
  (check-set 'mode (symbol-name major-mode))
  (run-hooks 'post-command-hook)
  (unless (check-wait-for (lambda () (eglot-current-server)))
    (check-set 'stage "timeout-waiting-for-server")
    (check-finish))
  (check-set 'stage "connected")
  (check-set 'job_ads (check-buffer (condor-ls-show-job-ads 1)))
  (check-set 'all_job_ads (check-buffer (condor-ls-show-job-ads)))
  (check-set 'match (check-buffer (condor-ls-show-match-analysis)))
  (check-set 'stage "shown"))

(condition-case err
    (check-main)
  (error (check-set 'error (format "%S" err))))
(check-finish)

;;; submit_check.el ends here
