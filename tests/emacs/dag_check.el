;;; dag_check.el --- a DAG file in condor-dag-mode with Eglot, in batch Emacs  -*- lexical-binding: t; -*-

;; Run after `-l editors/emacs/condor-ls.el'.  Opens CONDOR_LS_FILE (a *.dag) with `eglot-ensure'
;; in `condor-dag-mode-hook', records the mode, the faces and comment syntax at CONDOR_LS_PROBES,
;; the imenu index, the languageId Eglot sends, the diagnostics Flymake shows, a hover, the
;; definition and completion (through Eglot's completion-at-point function) at the positions of
;; CONDOR_LS_AT, then renames a node with `eglot-rename' and records the files' text.  Writes
;; JSON to CONDOR_LS_OUT; every wait is bounded by CONDOR_LS_WAIT seconds.

(require 'json)
(require 'cl-lib)
(require 'imenu)

(defvar check-result nil)
(defvar check-wait (string-to-number (or (getenv "CONDOR_LS_WAIT") "20")))

(defun check-set (key value) (setf (alist-get key check-result) value))

(defun check-finish ()
  (with-temp-file (getenv "CONDOR_LS_OUT")
    (insert (json-encode check-result)))
  (ignore-errors (eglot-shutdown-all))
  (kill-emacs 0))

(defun check-wait-for (predicate)
  (let ((deadline (+ (float-time) check-wait)) value)
    (while (and (not (setq value (funcall predicate))) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    value))

(defun check-json (name &optional array-type)
  (json-parse-string (getenv name) :object-type 'plist :array-type (or array-type 'list)))

(defun check-goto (at)
  (goto-char (point-min))
  (forward-line (car at))
  (forward-char (cadr at)))

(defun check-hover ()
  (let (answer done)
    (eglot-hover-eldoc-function (lambda (info &rest _) (setq answer info done t)))
    (check-wait-for (lambda () done))
    answer))

(defun check-main ()
  (check-set 'stage "start")
  (add-to-list 'package-directory-list "/usr/share/emacs/site-lisp/elpa")
  (package-initialize)
  (unless (require 'eglot nil t)
    (check-set 'stage "no-eglot")
    (check-finish))
  (setq condor-ls-program (check-json "CONDOR_LS_CMD"))
  (setq condor-ls-settings (check-json "CONDOR_LS_SETTINGS" 'array))
  (setq eglot-sync-connect check-wait)
  (add-hook 'condor-dag-mode-hook #'eglot-ensure)
  (let ((at (check-json "CONDOR_LS_AT")))
    (find-file (getenv "CONDOR_LS_FILE"))
    (check-set 'mode (symbol-name major-mode))
    (font-lock-ensure)
    (check-set 'probes
               (cl-loop for (text line) in (check-json "CONDOR_LS_PROBES")
                        vconcat (save-excursion
                                  (goto-char (point-min))
                                  (forward-line line)
                                  (if (search-forward text (line-end-position) t)
                                      (let ((pos (match-beginning 0)))
                                        (list (vector text line (format "%S" (get-text-property pos 'face))
                                                      (if (nth 4 (syntax-ppss (1+ pos))) t :json-false))))
                                    (list (vector text line "not-found" :json-false))))))
    (check-set 'imenu
               (cl-loop for entry in (funcall imenu-create-index-function)
                        vconcat (if (imenu--subalist-p entry)
                                    (mapcar (lambda (sub) (format "%s/%s" (car entry) (car sub))) (cdr entry))
                                  (list (car entry)))))
    (run-hooks 'post-command-hook)
    (let ((server (check-wait-for (lambda () (and (eglot-current-server)
                                                  (eglot--server-capable :hoverProvider)
                                                  (eglot-current-server))))))
      (unless server
        (check-set 'stage "timeout-waiting-for-server")
        (check-finish))
      (check-set 'language_id (eglot--language-id server))
      (check-set 'stage "connected")
      (check-set 'diagnostics
                 (check-wait-for (lambda ()
                                   (let ((found (mapcar #'flymake-diagnostic-text (flymake-diagnostics))))
                                     (and found (vconcat found))))))
      (check-goto (plist-get at :hover))
      (check-set 'hover (check-hover))
      (check-goto (plist-get at :definition))
      (check-set 'definition (jsonrpc-request server :textDocument/definition (eglot--TextDocumentPositionParams)))
      (check-goto (plist-get at :completion))
      (let ((capf (eglot-completion-at-point)))
        (check-set 'completion (and capf (vconcat (all-completions "" (nth 2 capf))))))
      (check-goto (plist-get at :rename))
      ;; Eglot asks before it edits a file no buffer visits (more.dag): answer yes, and keep the question
      (cl-letf (((symbol-function 'y-or-n-p)
                 (lambda (prompt) (check-set 'rename_prompt prompt) t)))
        (eglot-rename "First"))
      (check-set 'renamed
                 (cl-loop for path in (list (getenv "CONDOR_LS_FILE") (getenv "CONDOR_LS_INCLUDED"))
                          vconcat (with-current-buffer (find-file-noselect path)
                                    (list (vector path (buffer-substring-no-properties (point-min) (point-max)))))))
      (check-set 'stage "done"))))

(condition-case err
    (check-main)
  (error (check-set 'error (format "%S" err))))
(check-finish)

;;; dag_check.el ends here
