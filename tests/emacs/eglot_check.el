;;; eglot_check.el --- drive condor-ls.el and Eglot in batch Emacs  -*- lexical-binding: t; -*-

;; Run after `-l editors/emacs/condor-ls.el'.  Opens the files of CONDOR_LS_DETECT and records the
;; major mode each got; opens CONDOR_LS_FILE (a condor_config), records the faces and comment
;; syntax at the probes of CONDOR_LS_PROBES, starts Eglot the way the docs say (eglot-ensure in
;; the mode hook), hovers at CONDOR_LS_LINE/CONDOR_LS_COL through Eglot's eldoc function, then
;; sets `eglot-workspace-configuration' to use the machine ad CONDOR_LS_NEW_MACHINE, signals the
;; change and hovers again.  Writes what it saw as JSON to CONDOR_LS_OUT.  Every wait is bounded
;; by CONDOR_LS_WAIT seconds.

(require 'json)
(require 'cl-lib)

(defvar check-result nil "What the check saw, as an alist for `json-encode'.")
(defvar check-wait (string-to-number (or (getenv "CONDOR_LS_WAIT") "20")))

(defun check-set (key value)
  (setf (alist-get key check-result) value))

(defun check-finish ()
  (with-temp-file (getenv "CONDOR_LS_OUT")
    (insert (json-encode check-result)))
  (ignore-errors (eglot-shutdown-all))
  (kill-emacs 0))

(defun check-wait-for (predicate)
  "Wait until PREDICATE is non-nil, at most `check-wait' seconds; return its value."
  (let ((deadline (+ (float-time) check-wait)) value)
    (while (and (not (setq value (funcall predicate))) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    value))

(defun check-json (name &optional array-type)
  (json-parse-string (getenv name) :object-type 'plist :array-type (or array-type 'list)))

(defun check-hover ()
  "Hover at point through Eglot's own eldoc function; the text or nil."
  (let (answer done)
    (eglot-hover-eldoc-function (lambda (info &rest _) (setq answer info done t)))
    (check-wait-for (lambda () done))
    answer))

(defun check-main ()
  (check-set 'stage "start")
  (check-set 'emacs emacs-version)
  ;; Debian's elpa-eglot lives outside the directories `emacs -Q' activates
  (add-to-list 'package-directory-list "/usr/share/emacs/site-lisp/elpa")
  (package-initialize)
  (unless (require 'eglot nil t)
    (check-set 'stage "no-eglot")
    (check-finish))
  (check-set 'eglot (or (ignore-errors (package-desc-version (cadr (assq 'eglot package-alist)))) "built-in"))
  (check-set 'registered
             (cl-loop for (mode . id) in condor-ls-language-ids
                      vconcat (list (vector (symbol-name mode) id
                                    (and (cl-find-if (lambda (entry) (equal (car entry) (list mode :language-id id)))
                                                     eglot-server-programs)
                                         t)))))
  ;; which mode each file gets
  (check-set 'modes
             (cl-loop for path in (check-json "CONDOR_LS_DETECT")
                      vconcat (let ((buffer (find-file-noselect path)))
                                (prog1 (list (vector path (symbol-name (buffer-local-value 'major-mode buffer))))
                                  (kill-buffer buffer)))))
  (setq condor-ls-program (check-json "CONDOR_LS_CMD"))
  ;; JSON arrays are vectors in settings (a list would read as an object)
  (setq condor-ls-settings (check-json "CONDOR_LS_SETTINGS" 'array))
  (setq eglot-sync-connect check-wait)
  (add-hook 'condor-config-mode-hook #'eglot-ensure)
  (find-file (getenv "CONDOR_LS_FILE"))
  (check-set 'mode (symbol-name major-mode))
  ;; faces and comment syntax at probes: (TEXT LINE) -> face, inside-comment
  (font-lock-ensure)
  (check-set 'probes
             (cl-loop for (text line) in (check-json "CONDOR_LS_PROBES")
                      vconcat (save-excursion
                                (goto-char (point-min))
                                (forward-line line)
                                (if (search-forward text (line-end-position) t)
                                    (let ((pos (match-beginning 0)))
                                      ;; the state after the probe's first character
                                      (list (vector text line (format "%S" (get-text-property pos 'face))
                                                    (if (nth 4 (syntax-ppss (1+ pos))) t :json-false))))
                                  (list (vector text line "not-found" :json-false))))))
  ;; the command loop would now run post-command-hook, where eglot-ensure connects
  (run-hooks 'post-command-hook)
  (let ((server (check-wait-for (lambda () (and (eglot-current-server)
                                                (eglot--server-capable :hoverProvider)
                                                (eglot-current-server))))))
    (unless server
      (check-set 'stage "timeout-waiting-for-server")
      (check-finish))
    (check-set 'language_id (eglot--language-id server))
    (check-set 'managed (and eglot--managed-mode t))
    (check-set 'stage "connected")
    (goto-char (point-min))
    (forward-line (string-to-number (getenv "CONDOR_LS_LINE")))
    (forward-char (string-to-number (getenv "CONDOR_LS_COL")))
    (let ((first (check-hover)))
      (check-set 'hover first)
      (check-set 'stage "hovered")
      ;; settings from eglot-workspace-configuration, read back by the server on request
      (setq-default eglot-workspace-configuration
                    `(:condorLs (:sampleAds (:machine ,(getenv "CONDOR_LS_NEW_MACHINE")))))
      (eglot-signal-didChangeConfiguration server)
      (let ((after (check-wait-for (lambda ()
                                     (let ((again (check-hover)))
                                       (and again (not (equal again first)) again))))))
        (check-set 'hover_after after)
        (check-set 'stage (if after "reconfigured" "timeout-waiting-for-new-settings"))))))

(condition-case err
    (check-main)
  (error (check-set 'error (format "%S" err))))
(check-finish)

;;; eglot_check.el ends here
