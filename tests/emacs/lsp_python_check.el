;;; lsp_python_check.el --- condor-ls as an lsp-mode add-on client for Python, in batch Emacs  -*- lexical-binding: t; -*-

;; Run after `-l editors/emacs/condor-ls.el'.  Loads lsp-mode (Debian's elpa-lsp-mode), registers
;; a stand-in for the user's Python server (CONDOR_LS_STANDIN, a JSON command; none when empty)
;; as lsp-mode's main client for `python-mode', sets `condor-ls-python' from CONDOR_LS_PYTHON ("1" or "0") and starts
;; lsp-mode from `python-mode-hook', as the docs say.  Records: the import test on the texts of
;; CONDOR_LS_TABLE; for CONDOR_LS_JOBS (a script importing the bindings) the servers lsp-mode
;; started, condor-ls's diagnostics and each server's hover at CONDOR_LS_INSIDE and
;; CONDOR_LS_OUTSIDE ((LINE CHARACTER), 0-based); for CONDOR_LS_PLAIN (a script without the
;; import) the servers, then again after `import mydb' is replaced by `import htcondor2 as mydb'
;; and the file saved.  Writes JSON to CONDOR_LS_OUT; every wait is bounded by CONDOR_LS_WAIT
;; seconds.

(require 'json)
(require 'cl-lib)

(defvar check-result nil "What the check saw, as an alist for `json-encode'.")
(defvar check-wait (string-to-number (or (getenv "CONDOR_LS_WAIT") "20")))

(defun check-set (key value)
  (setf (alist-get key check-result) value))

(defun check-finish ()
  (with-temp-file (getenv "CONDOR_LS_OUT")
    (insert (json-encode check-result)))
  (ignore-errors
    (dolist (workspace (lsp--session-workspaces (lsp-session)))
      (with-lsp-workspace workspace (lsp--shutdown-workspace))))
  (kill-emacs 0))

(defun check-wait-for (predicate)
  "Wait until PREDICATE is non-nil, at most `check-wait' seconds; return its value."
  (let ((deadline (+ (float-time) check-wait)) value)
    (while (and (not (setq value (funcall predicate))) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    value))

(defun check-json (name)
  (json-parse-string (getenv name) :object-type 'plist :array-type 'list))

(defun check-servers ()
  "The servers lsp-mode runs for the current buffer, by server id, once all are initialized."
  (let ((workspaces (lsp-workspaces)))
    (and workspaces
         (cl-every (lambda (ws) (eq (lsp--workspace-status ws) 'initialized)) workspaces)
         (sort (mapcar (lambda (ws) (symbol-name (lsp--client-server-id (lsp--workspace-client ws)))) workspaces)
               #'string<))))

(defun check-wait-servers (count)
  "Wait until COUNT servers run for the current buffer; their ids as a vector.
lsp-mode picks a buffer's servers when it starts there, so when COUNT is 0
there is nothing to wait for."
  (vconcat (if (zerop count)
               (check-servers)
             (check-wait-for (lambda () (let ((servers (check-servers)))
                                          (and (= (length servers) count) servers)))))))

(defun check-workspace (id)
  (cl-find-if (lambda (ws) (eq (lsp--client-server-id (lsp--workspace-client ws)) id)) (lsp-workspaces)))

(defun check-diagnostics ()
  "condor-ls's diagnostics for the current buffer: (LINE CHARACTER END-CHARACTER SEVERITY CODE)."
  (let* ((workspace (check-workspace 'condor-ls-python))
         (found (and workspace (gethash (lsp--fix-path-casing buffer-file-name)
                                        (lsp--workspace-diagnostics workspace)))))
    (and found
         (vconcat
          (mapcar (lambda (d)
                    (let* ((range (lsp-get d :range))
                           (start (lsp-get range :start))
                           (end (lsp-get range :end)))
                      (vector (lsp-get start :line) (lsp-get start :character) (lsp-get end :character)
                              (lsp-get d :severity) (format "%s" (lsp-get d :code)))))
                  found)))))

(defun check-goto (position)
  (goto-char (point-min))
  (forward-line (nth 0 position))
  (forward-char (nth 1 position)))

(defun check-hovers (position)
  "Each server's hover at POSITION: an alist server id -> markdown (or nil)."
  (check-goto position)
  (mapcar (lambda (workspace)
            (let ((hover (with-lsp-workspaces (list workspace)
                           (lsp-request "textDocument/hover" (lsp--text-document-position-params)))))
              (cons (lsp--client-server-id (lsp--workspace-client workspace))
                    (and hover (lsp-get (lsp-get hover :contents) :value)))))
          (lsp-workspaces)))

(defvar standin (and (> (length (getenv "CONDOR_LS_STANDIN")) 0) (check-json "CONDOR_LS_STANDIN"))
  "The command of the stand-in Python server, nil for none.")
(defvar python-servers (if standin 1 0) "How many Python servers a Python buffer gets.")

(defun check-main ()
  (check-set 'stage "start")
  ;; Debian's elpa packages live outside the directories `emacs -Q' activates
  (add-to-list 'package-directory-list "/usr/share/emacs/site-lisp/elpa")
  (package-initialize)
  (unless (require 'lsp-mode nil t)
    (check-set 'stage "no-lsp-mode")
    (check-finish))
  (check-set 'lsp_mode (or (ignore-errors (package-version-join (package-desc-version (cadr (assq 'lsp-mode package-alist))))) "?"))
  (check-set 'registered (and (gethash 'condor-ls-python lsp-clients)
                              (lsp--client-add-on? (gethash 'condor-ls-python lsp-clients))
                              t))
  ;; the import test on the shared table
  (check-set 'table (vconcat (mapcar (lambda (text)
                                       (with-temp-buffer
                                         (insert text)
                                         (if (condor-ls-python-imports-bindings-p) t :json-false)))
                                     (check-json "CONDOR_LS_TABLE"))))
  ;; a quiet lsp-mode: no UI extras, no questions, sessions kept in this test's HOME
  (setq lsp-auto-guess-root nil
        lsp-diagnostics-provider :none
        lsp-completion-provider :none
        lsp-enable-file-watchers nil
        lsp-headerline-breadcrumb-enable nil
        lsp-modeline-code-actions-enable nil
        lsp-modeline-diagnostics-enable nil
        lsp-lens-enable nil
        lsp-enable-symbol-highlighting nil
        lsp-signature-auto-activate nil
        lsp-eldoc-enable-hover nil
        lsp-restart 'ignore
        lsp-response-timeout check-wait)
  ;; the user's Python server
  (when standin
    (lsp-register-client
     (make-lsp-client :new-connection (lsp-stdio-connection standin)
                      :major-modes '(python-mode)
                      :server-id 'python-standin
                      :priority 10)))
  (setq condor-ls-program (check-json "CONDOR_LS_CMD"))
  (setq condor-ls-python (equal (getenv "CONDOR_LS_PYTHON") "1"))
  (lsp-workspace-folders-add (file-name-directory (getenv "CONDOR_LS_JOBS")))
  (add-hook 'python-mode-hook #'lsp)

  (find-file (getenv "CONDOR_LS_JOBS"))
  (check-set 'jobs_mode (symbol-name major-mode))
  (check-set 'jobs_activation (if (condor-ls--python-activate-p buffer-file-name major-mode) t :json-false))
  (let ((servers (check-wait-servers (+ python-servers (if condor-ls-python 1 0)))))
    (check-set 'jobs_servers servers)
    (unless (> (length servers) 0)
      (check-set 'stage "timeout-waiting-for-servers")
      (check-finish)))
  (unless condor-ls-python
    (check-set 'stage "disabled")
    (check-finish))
  (check-set 'jobs_diagnostics (check-wait-for #'check-diagnostics))
  (check-set 'hover_inside (check-hovers (check-json "CONDOR_LS_INSIDE")))
  (check-set 'hover_outside (check-hovers (check-json "CONDOR_LS_OUTSIDE")))
  (check-set 'stage "jobs")

  (find-file (getenv "CONDOR_LS_PLAIN"))
  (check-set 'plain_activation (if (condor-ls--python-activate-p buffer-file-name major-mode) t :json-false))
  (check-set 'plain_servers (check-wait-servers python-servers))
  ;; import the bindings and save: condor-ls joins the buffer's servers
  (goto-char (point-min))
  (delete-region (point) (line-end-position))
  (insert "import htcondor2 as mydb")
  (save-buffer)
  (check-set 'saved_servers (check-wait-servers (1+ python-servers)))
  (check-set 'saved_diagnostics (check-wait-for #'check-diagnostics))
  (check-set 'stage "saved"))

(condition-case err
    (check-main)
  (error (check-set 'error (format "%S" err))))
(check-finish)

;;; lsp_python_check.el ends here
