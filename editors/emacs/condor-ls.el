;;; condor-ls.el --- HTCondor config, submit and ClassAd modes, with condor-ls through Eglot  -*- lexical-binding: t; -*-

;; Version: 0.1.0
;; Package-Requires: ((emacs "27.1"))
;; Keywords: languages, tools
;; SPDX-License-Identifier: Apache-2.0

;;; Commentary:

;; Five major modes, `condor-config-mode' (condor_config, condor_config.* unless another
;; mode claims the extension, config.d/*, *.config), `condor-submit-mode' (*.sub, *.submit,
;; *.jdl), `condor-transform-mode' (job transform rule files, *.xform, *.transform),
;; `condor-dag-mode' (DAGMan input files, *.dag and rescue DAGs *.dag.rescueNNN) and
;; `classad-mode' (*.ad, *.ads, *.classad),
;; each with a syntax table, comment rules, basic font-lock and imenu; files whose
;; name says nothing are recognised by their content.  With Eglot loaded, the modes are
;; registered in `eglot-server-programs' so that M-x eglot (or `eglot-ensure' in the mode hooks)
;; starts `condor-ls serve'.
;;
;;   (require 'condor-ls)
;;   (add-hook 'condor-config-mode-hook #'eglot-ensure)
;;   (add-hook 'condor-submit-mode-hook #'eglot-ensure)
;;   (add-hook 'classad-mode-hook #'eglot-ensure)
;;   (add-hook 'condor-transform-mode-hook #'eglot-ensure)
;;   (add-hook 'condor-dag-mode-hook #'eglot-ensure)
;;
;; Settings (the `condorLs' section) go to the server twice: `condor-ls-settings' as
;; initializationOptions when it starts, and `eglot-workspace-configuration' (also from
;; .dir-locals.el) whenever the server asks; see docs/editors/emacs.md.
;;
;; Python scripts that use the htcondor bindings: with lsp-mode loaded, condor-ls is registered
;; as an lsp-mode add-on client that runs beside the buffer's Python server once
;; `condor-ls-python' is set:
;;
;;   (setq condor-ls-python t)
;;   (add-hook 'python-mode-hook #'lsp-deferred)

;;; Code:

(require 'cl-lib)
(require 'seq)

(defgroup condor-ls nil
  "HTCondor configuration, submit and ClassAd files, and the condor-ls language server."
  :group 'languages
  :prefix "condor-ls-")

(defcustom condor-ls-program '("condor-ls" "serve")
  "Command line that starts the condor-ls language server on stdio."
  :type '(repeat string))

(defcustom condor-ls-settings nil
  "The `condorLs' settings as a plist, sent as initializationOptions.
For example (:sampleAds (:machine \"~/ads/slot1.ad\") :subsystem \"STARTD\").
Settings from `eglot-workspace-configuration' (section condorLs) are
applied over these whenever the server reads its configuration."
  :type 'plist)

(defconst condor-ls-language-ids
  '((condor-config-mode . "htcondor-config")
    (condor-submit-mode . "htcondor-submit")
    (condor-transform-mode . "htcondor-transform")
    (condor-dag-mode . "htcondor-dag")
    (classad-mode . "classad"))
  "Major mode -> the LSP languageId condor-ls expects.")

;;;; Shared by config and submit files

(defconst condor-ls--name-re "[A-Za-z_][A-Za-z0-9_.]*"
  "A knob or command name, with its SUBSYS. or LOCALNAME. prefix.")

(defvar condor-ls--line-syntax-table
  (let ((table (make-syntax-table)))
    ;; `#' starts a comment only at the start of a line: see `condor-ls--line-propertize'
    (modify-syntax-entry ?# "." table)
    (modify-syntax-entry ?\n ">" table)
    ;; SUBSYS.KNOB and MY.Attr are one symbol
    (modify-syntax-entry ?_ "_" table)
    (modify-syntax-entry ?. "_" table)
    ;; values are raw text: a lone quote must not open a string that runs on
    (modify-syntax-entry ?\" "." table)
    (modify-syntax-entry ?' "." table)
    (modify-syntax-entry ?$ "'" table)
    (modify-syntax-entry ?@ "." table)
    table)
  "Syntax table of configuration and submit files.")

(defconst condor-ls--line-propertize
  (syntax-propertize-rules ("^[ \t]*\\(#\\)" (1 "<")))
  "Mark `#' as a comment starter where HTCondor reads one: first on its line.")

(defconst condor-ls--macro-font-lock
  `(;; $(NAME), $(NAME:default), $$(NAME) and $$([ expression ])
    ("\\$\\$?(\\[?\\([A-Za-z0-9_.]+\\)" 1 font-lock-variable-name-face)
    ;; macro functions: $ENV(), $INT(), $REAL(), $CHOICE(), $SUBSTR(), $F...() ...
    ("\\(\\$\\(?:F[A-Za-z]*\\|[A-Z][A-Z_]*\\)\\)(" 1 font-lock-builtin-face)
    ;; strings and scope prefixes inside values that hold ClassAd expressions
    ("\"[^\"\n]*\"" 0 font-lock-string-face)
    ("\\_<\\(MY\\|TARGET\\|PARENT\\)\\." 1 font-lock-type-face))
  "Font-lock for what values of both file kinds contain.")

(defconst condor-ls--statement-font-lock
  `(;; NAME = value, NAME += value, NAME @=tag
    (,(concat "^[ \t]*\\(" condor-ls--name-re "\\)[ \t]*\\(?:[+]?=\\|@=\\)")
     1 font-lock-variable-name-face)
    ;; the tag of a multi-line value and the line that closes it
    ("@=\\([A-Za-z0-9_]*\\)" 1 font-lock-constant-face)
    ("^[ \t]*\\(@[A-Za-z0-9_]*\\)[ \t]*$" 1 font-lock-constant-face)
    ;; conditionals
    ("^[ \t]*\\(if\\|elif\\)\\_>" 1 font-lock-keyword-face)
    ("^[ \t]*\\(else\\|endif\\)[ \t]*$" 1 font-lock-keyword-face)
    ("^[ \t]*\\(?:if\\|elif\\)[ \t]+!?[ \t]*\\(defined\\|version\\)\\_>" 1 font-lock-builtin-face)
    ;; include [ifexist] [command] [into FILE] : path
    ("^[ \t]*\\(include\\)\\(\\(?:[ \t]+\\(?:ifexists?\\|command\\|output\\|into\\)\\)*\\)[ \t]*:"
     (1 font-lock-keyword-face) (2 font-lock-builtin-face))
    ;; use CATEGORY : TEMPLATE(args)
    ("^[ \t]*\\(use\\)[ \t]+\\([A-Za-z_][A-Za-z0-9_]*\\)[ \t]*:[ \t]*\\([A-Za-z_][A-Za-z0-9_]*\\)?"
     (1 font-lock-keyword-face) (2 font-lock-type-face) (3 font-lock-function-name-face nil t))
    ("^[ \t]*\\(error\\|warning\\)[ \t]*:" 1 font-lock-warning-face))
  "Font-lock for the statements config and submit files share.")

(defun condor-ls--line-mode-setup (keywords)
  "Set up comments, font-lock with KEYWORDS and the syntax of a line-oriented file."
  (setq-local syntax-propertize-function condor-ls--line-propertize)
  (setq-local comment-start "# ")
  (setq-local comment-end "")
  (setq-local comment-start-skip "^[ \t]*#+[ \t]*")
  (setq-local comment-use-syntax t)
  ;; HTCondor reads keywords and knob names without regard to case
  (setq-local font-lock-defaults (list keywords nil t)))

;;;; condor_config

(defconst condor-config-font-lock-keywords
  (append condor-ls--statement-font-lock condor-ls--macro-font-lock)
  "Font-lock for `condor-config-mode'.")

(defvar condor-config-imenu-expression
  `(("Templates" "^[ \t]*use[ \t]+\\([A-Za-z_][A-Za-z0-9_]*[ \t]*:[ \t]*[A-Za-z_][A-Za-z0-9_]*\\)" 1)
    ("Includes" "^[ \t]*include[^:\n]*:[ \t]*\\(.+\\)$" 1)
    (nil ,(concat "^[ \t]*\\(" condor-ls--name-re "\\)[ \t]*\\(?:[+]?=\\|@=\\)") 1))
  "Imenu entries of `condor-config-mode': knobs, then templates and includes.")

;;;###autoload
(define-derived-mode condor-config-mode prog-mode "HTCondor-Config"
  "Major mode for HTCondor configuration files (condor_config, config.d/*)."
  :syntax-table condor-ls--line-syntax-table
  (condor-ls--line-mode-setup condor-config-font-lock-keywords)
  (setq-local imenu-generic-expression condor-config-imenu-expression)
  (setq-local imenu-case-fold-search t))

;;;; Submit files

(defconst condor-submit-font-lock-keywords
  (append
   `(;; +Attr / -Attr / MY.Attr: attributes put straight into the job ad
     ("^[ \t]*\\(?:[+-]\\|MY\\.\\)\\([A-Za-z_][A-Za-z0-9_]*\\)[ \t]*=" 1 font-lock-constant-face)
     ;; queue [count] [vars] [in|from|matching] ...
     ("^[ \t]*\\(queue\\)\\_>" 1 font-lock-keyword-face)
     ("^[ \t]*queue\\_>.*?\\_<\\(in\\|from\\|matching\\)\\_>" 1 font-lock-keyword-face))
   condor-ls--statement-font-lock
   condor-ls--macro-font-lock)
  "Font-lock for `condor-submit-mode'.")

(defvar condor-submit-imenu-expression
  `(("Queue" "^[ \t]*\\(queue\\_>.*\\)$" 1)
    (nil ,(concat "^[ \t]*\\([+-]?" condor-ls--name-re "\\)[ \t]*\\(?:[+]?=\\|@=\\)") 1))
  "Imenu entries of `condor-submit-mode': commands and queue statements.")

;;;###autoload
(define-derived-mode condor-submit-mode prog-mode "HTCondor-Submit"
  "Major mode for HTCondor job submit description files."
  :syntax-table condor-ls--line-syntax-table
  (condor-ls--line-mode-setup condor-submit-font-lock-keywords)
  (setq-local imenu-generic-expression condor-submit-imenu-expression)
  (setq-local imenu-case-fold-search t))

;;;; Job transform rule files (condor_transform_ads)

(defconst condor-transform-font-lock-keywords
  (append
   `(;; the transform statements, which take no `=' after their keyword
     ("^[ \t]*\(\(?:SET\|DEFAULT\|EVALSET\|EVALMACRO\|COPY\|RENAME\|DELETE\|NAME\|UNIVERSE\|REQUIREMENTS\|TRANSFORM\)\)\_>[ \t]*[^=\n]"
      1 font-lock-keyword-face)
     ;; the attribute a statement sets, copies, renames or deletes
     ("^[ \t]*\(?:SET\|DEFAULT\|EVALSET\|EVALMACRO\|COPY\|RENAME\|DELETE\)[ \t]+\([A-Za-z_][A-Za-z0-9_.]*\)"
      1 font-lock-constant-face)
     ;; /regex/ forms of COPY, RENAME and DELETE
     ("^[ \t]*\(?:COPY\|RENAME\|DELETE\)[ \t]+\(/[^/\n]*/[A-Za-z]*\)" 1 font-lock-string-face))
   condor-ls--statement-font-lock
   condor-ls--macro-font-lock)
  "Font-lock for `condor-transform-mode'.")

;;;###autoload
(define-derived-mode condor-transform-mode prog-mode "HTCondor-Transform"
  "Major mode for HTCondor job transform rules (condor_transform_ads rule files)."
  :syntax-table condor-ls--line-syntax-table
  (condor-ls--line-mode-setup condor-transform-font-lock-keywords)
  (setq-local imenu-generic-expression
              `((nil ,(concat "^[ \t]*\(?:SET\|DEFAULT\|EVALSET\)[ \t]+\(" condor-ls--name-re "\)") 1)))
  (setq-local imenu-case-fold-search t))

;;;; DAGMan input files

(defconst condor-dag-commands
  '("JOB" "FINAL" "PROVISIONER" "SERVICE" "SUBDAG" "SPLICE" "INCLUDE" "SUBMIT_DESCRIPTION"
    "CATEGORY" "PARENT" "WEAK" "SCRIPT" "RETRY" "ABORT_DAG_ON" "VARS" "PRIORITY" "PRE_SKIP"
    "TOLERANCE" "DONE" "MAXJOBS" "CONFIG" "DOT" "NODE_STATUS_FILE" "JOBSTATE_LOG"
    "SAVE_POINT_FILE" "SET_JOB_ATTR" "ENV" "REJECT" "CONNECT" "PIN_IN" "PIN_OUT")
  "The commands of a DAG file, as condor_dagman's command table spells them.
condor_dagman reads them without case and with `-' and `_' alike.")

(defconst condor-dag-keywords
  '("DIR" "NOOP" "DONE" "EXTERNAL" "CHILD" "DEFER" "DEBUG" "STDOUT" "STDERR" "ALL" "UNLESS_EXIT"
    "RETURN" "PREPEND" "APPEND" "UPDATE" "DONT_UPDATE" "OVERWRITE" "DONT_OVERWRITE"
    "ALWAYS_UPDATE" "FAIL_FAST" "WAIT" "SET" "GET")
  "Words the commands of a DAG file take after their command word.")

(defun condor-dag--words-re (words)
  "A regexp matching one of WORDS as a whole symbol, `-' and `_' alike."
  (concat "\\_<\\(?:"
          (mapconcat (lambda (word) (replace-regexp-in-string "_" "[-_]" word t t)) words "\\|")
          "\\)\\_>"))

(defconst condor-dag--node-commands-re
  (condor-dag--words-re '("RETRY" "ABORT_DAG_ON" "VARS" "PRIORITY" "PRE_SKIP" "TOLERANCE" "DONE"
                          "CATEGORY" "SAVE_POINT_FILE" "PIN_IN" "PIN_OUT"))
  "Commands whose first argument is a node name (or ALL_NODES).")

(defvar condor-dag-mode-syntax-table
  (let ((table (make-syntax-table)))
    ;; `#' and `//' start a comment only as a line's first word: see `condor-dag--propertize'
    (modify-syntax-entry ?# "." table)
    (modify-syntax-entry ?/ "." table)
    (modify-syntax-entry ?\n ">" table)
    ;; node names hold these: one symbol each
    (dolist (c '(?_ ?- ?. ?+ ?$))
      (modify-syntax-entry c "_" table))
    ;; quotes group blanks into one word; a backslash escapes inside them
    (modify-syntax-entry ?\" "\"" table)
    (modify-syntax-entry ?' "\"" table)
    (modify-syntax-entry ?\\ "\\" table)
    (modify-syntax-entry ?= "." table)
    table)
  "Syntax table of `condor-dag-mode'.")

(defconst condor-dag--propertize
  (syntax-propertize-rules ("^[ \t]*\\(#\\)" (1 "<"))
                           ("^[ \t]*\\(/\\)/" (1 "<")))
  "Mark `#' and `//' as comment starters where condor_dagman reads one: first on a line.")

(defconst condor-dag-font-lock-keywords
  `(;; the command word
    (,(concat "^[ \t]*\\(" (condor-dag--words-re condor-dag-commands) "\\)") 1 font-lock-keyword-face)
    ;; the names nodes and splices are defined with
    (,(concat "^[ \t]*" (condor-dag--words-re '("JOB" "FINAL" "PROVISIONER" "SERVICE"))
              "[ \t]+\\([^ \t\n]+\\)")
     1 font-lock-function-name-face)
    (,(concat "^[ \t]*" (condor-dag--words-re '("SUBDAG")) "[ \t]+" (condor-dag--words-re '("EXTERNAL"))
              "[ \t]+\\([^ \t\n]+\\)")
     1 font-lock-function-name-face)
    (,(concat "^[ \t]*" (condor-dag--words-re '("SPLICE")) "[ \t]+\\([^ \t\n]+\\)") 1 font-lock-type-face)
    (,(concat "^[ \t]*" (condor-dag--words-re '("SUBMIT_DESCRIPTION")) "[ \t]+\\([^ \t\n]+\\)")
     1 font-lock-type-face)
    ;; ALL_NODES, then the node a command is about
    (,(condor-dag--words-re '("ALL_NODES")) 0 font-lock-constant-face)
    (,(concat "^[ \t]*" condor-dag--node-commands-re "[ \t]+\\([^ \t\n]+\\)") 1 font-lock-variable-name-face)
    ;; SCRIPT ... PRE|POST|HOLD node
    (,(concat "^[ \t]*" (condor-dag--words-re '("SCRIPT")) ".*?" "\\(" (condor-dag--words-re '("PRE" "POST" "HOLD"))
              "\\)[ \t]+\\([^ \t\n]+\\)")
     (1 font-lock-builtin-face) (2 font-lock-variable-name-face))
    ;; the macros of a VARS line
    (,(concat "^[ \t]*" (condor-dag--words-re '("VARS")))
     ("\\([^ \t\n=\"']+\\)[ \t]*=" nil nil (1 font-lock-variable-name-face)))
    ;; the words commands take
    (,(condor-dag--words-re condor-dag-keywords) 0 font-lock-builtin-face))
  "Font-lock for `condor-dag-mode'.")

(defvar condor-dag-imenu-expression
  `(("Splices" ,(concat "^[ \t]*" (condor-dag--words-re '("SPLICE")) "[ \t]+\\([^ \t\n]+\\)") 1)
    ("Includes" ,(concat "^[ \t]*" (condor-dag--words-re '("INCLUDE")) "[ \t]+\\([^ \t\n]+\\)") 1)
    (nil ,(concat "^[ \t]*\\(?:" (condor-dag--words-re '("JOB" "FINAL" "PROVISIONER" "SERVICE"))
                  "\\|" (condor-dag--words-re '("SUBDAG")) "[ \t]+" (condor-dag--words-re '("EXTERNAL"))
                  "\\)[ \t]+\\([^ \t\n]+\\)")
         1))
  "Imenu entries of `condor-dag-mode': nodes, then splices and includes.")

;;;###autoload
(define-derived-mode condor-dag-mode prog-mode "HTCondor-DAG"
  "Major mode for HTCondor DAGMan input files (*.dag).
Commands and their keywords are read without case; `#' and `//' lines are
comments; a backslash at the end of a line continues the command."
  :syntax-table condor-dag-mode-syntax-table
  (setq-local syntax-propertize-function condor-dag--propertize)
  (setq-local comment-start "# ")
  (setq-local comment-end "")
  (setq-local comment-start-skip "^[ \t]*\\(?:#+\\|//+\\)[ \t]*")
  (setq-local comment-use-syntax t)
  (setq-local font-lock-defaults (list condor-dag-font-lock-keywords nil t))
  (setq-local imenu-generic-expression condor-dag-imenu-expression)
  (setq-local imenu-case-fold-search t))

;;;; ClassAds

(defvar classad-mode-syntax-table
  (let ((table (make-syntax-table)))
    ;; C++-style comments: // to end of line and /* ... */
    (modify-syntax-entry ?/ ". 124b" table)
    (modify-syntax-entry ?* ". 23" table)
    (modify-syntax-entry ?\n "> b" table)
    (modify-syntax-entry ?\" "\"" table)
    ;; 'quoted attribute names'
    (modify-syntax-entry ?' "\"" table)
    (modify-syntax-entry ?_ "_" table)
    (modify-syntax-entry ?\\ "\\" table)
    (dolist (c '(?+ ?- ?% ?< ?> ?= ?! ?& ?| ?^ ?~ ?? ?:))
      (modify-syntax-entry c "." table))
    table)
  "Syntax table of `classad-mode'.")

(defconst classad-font-lock-keywords
  `(("\\_<\\(true\\|false\\|undefined\\|error\\)\\_>" 1 font-lock-constant-face)
    ("\\_<\\(is\\|isnt\\)\\_>" 1 font-lock-keyword-face)
    ("\\_<\\(MY\\|TARGET\\|PARENT\\)\\." 1 font-lock-type-face)
    ("\\_<\\([A-Za-z_][A-Za-z0-9_]*\\)[ \t]*(" 1 font-lock-function-name-face)
    ;; attribute definitions: `Name = ...' first on a line (old ads) or after `[' / `;'
    ("\\(?:^\\|[[;]\\)[ \t]*\\([A-Za-z_][A-Za-z0-9_]*\\)[ \t]*=[^=]" 1 font-lock-variable-name-face))
  "Font-lock for `classad-mode'.")

;;;###autoload
(define-derived-mode classad-mode prog-mode "ClassAd"
  "Major mode for ClassAds.
A file holds one or more ads, in old (Name = value) or new ([ ... ]) syntax."
  :syntax-table classad-mode-syntax-table
  (setq-local comment-start "// ")
  (setq-local comment-end "")
  (setq-local comment-start-skip "//+[ \t]*")
  ;; ClassAd keywords and attribute names are not case sensitive
  (setq-local font-lock-defaults (list classad-font-lock-keywords nil t))
  (setq-local imenu-generic-expression
              '((nil "^[ \t]*\\([A-Za-z_][A-Za-z0-9_]*\\)[ \t]*=[^=]" 1)))
  (setq-local imenu-case-fold-search t))

;;;; Choosing the mode

(defconst condor-ls--sniff-rules
  '(("^[ \t]*queue[ \t]*\\(?:[0-9]+[ \t]*\\)?$" condor-submit-mode 5)
    ("^[ \t]*queue\\_>.*[ \t]\\(?:matching[ \t]\\|from[ \t]+[^ \t\n]+[ \t]*$\\|in[ \t]*(\\)" condor-submit-mode 5)
    ("^[ \t]*\\(?:executable\\|universe\\)[ \t]*=" condor-submit-mode 2)
    ("^[ \t]*\\+[A-Za-z_][A-Za-z0-9_]*[ \t]*=" condor-submit-mode 2)
    ("^[ \t]*use[ \t]+\\(?:role\\|feature\\|policy\\|security\\)[ \t]*:" condor-config-mode 5)
    ("^[ \t]*include\\(?:[ \t]+\\(?:ifexists?\\|command\\|output\\)\\)*\\(?:[ \t]+into[ \t]+[^:\n]+\\)?[ \t]*:" condor-config-mode 5)
    ("^[ \t]*if[ \t]+\\(?:![ \t]*\\)?\\(?:defined[ \t]\\|version[ \t]\\|\\$(\\)" condor-config-mode 3)
    ("^[ \t]*endif[ \t]*$" condor-config-mode 3)
    ("^[ \t]*[A-Za-z0-9_]+[ \t]*@=" condor-config-mode 3)
    ("^[ \t]*[A-Za-z0-9_.]+[ \t]*=.*\\$(" condor-config-mode 2)
    ("^[ \t]*mytype[ \t]*=[ \t]*\"" classad-mode 3)
    ("^[ \t]*targettype[ \t]*=[ \t]*\"" classad-mode 3)
    ("\\`\\(?:[ \t]*\\(?:#.*\\)?\n\\)*[ \t]*\\[" classad-mode 6))
  "Content rules (regexp, mode, weight) for files whose name says nothing.
Matched case-insensitively on the first lines; comment lines count for
nothing.  Narrow on purpose: prose such as \"Use this: ...\" or \"If you
...\" must not make a README a config.")

(defconst condor-ls--sniff-bytes 4096
  "How much of a file the content rules read.")

(defun condor-ls--sniff ()
  "Our major mode for the current buffer's content alone, or nil."
  (save-excursion
    (save-restriction
      (widen)
      (let ((case-fold-search t)
            (limit (min (point-max) (+ (point-min) condor-ls--sniff-bytes)))
            (scores nil))
        (dolist (rule condor-ls--sniff-rules)
          (goto-char (point-min))
          (let ((hits 0))
            (while (and (< hits 5) (re-search-forward (car rule) limit t))
              (unless (save-excursion (beginning-of-line) (looking-at-p "[ \t]*#"))
                (cl-incf hits))
              (forward-line 1))
            (when (> hits 0)
              (setf (alist-get (nth 1 rule) scores) (+ (alist-get (nth 1 rule) scores 0) (* hits (nth 2 rule)))))))
        (let ((best (car (sort scores (lambda (a b) (> (cdr a) (cdr b)))))))
          (and best (>= (cdr best) 2) (car best)))))))

(defconst condor-ls--contested
  '(("config" condor-config-mode "\\`[ \t\n]*<")
    ("sub" condor-submit-mode "^[ \t]*\\(?:&access\\|&rel\\|def[ \t]\\|deffct[ \t]\\|global[ \t]+def\\)")
    ("ad" classad-mode "^[ \t]*\\(?:!\\|[-A-Za-z0-9_.*?]+[ \t]*:\\)" empty-is-other)
    ("ads" classad-mode "^[ \t]*\\(?:with[ \t]\\|package[ \t]\\|procedure[ \t]\\|function[ \t]\\|generic\\|--\\)" empty-is-other))
  "Extensions other languages use too.
Entries are (EXTENSION OUR-MODE OTHER-REGEXP [empty-is-other]).  The file
is ours unless its first lines match the other language's regexp (XML for
*.config, KUKA robot programs for *.sub, X resources for *.ad, Ada for
*.ads); an empty *.ad or *.ads file stays with the other language.")

(defun condor-ls--fallback-mode ()
  "Run the mode `auto-mode-alist' picks for this file without our entry."
  (let* ((auto-mode-alist (seq-remove (lambda (entry) (eq (cdr entry) 'condor-ls-shared-extension-mode))
                                      auto-mode-alist))
         (mode (assoc-default buffer-file-name auto-mode-alist #'string-match)))
    (when (consp mode) (setq mode (car mode)))
    (if (functionp mode) (funcall mode) (fundamental-mode))))

;;;###autoload
(defun condor-ls-shared-extension-mode ()
  "Pick the mode for an extension shared with another language, by content."
  (let* ((name (or buffer-file-name ""))
         (entry (assoc (downcase (or (file-name-extension name) "")) condor-ls--contested))
         (case-fold-search t)
         (empty (save-excursion (goto-char (point-min)) (looking-at-p "[ \t\n]*\\'")))
         (other (and entry
                     (if empty
                         (nth 3 entry)
                       (and (save-excursion
                              (goto-char (point-min))
                              (re-search-forward (nth 2 entry) (min (point-max) (+ (point-min) condor-ls--sniff-bytes)) t))
                            (not (eq (condor-ls--sniff) (nth 1 entry))))))))
    (if (and entry (not other))
        (funcall (nth 1 entry))
      (condor-ls--fallback-mode))))

(defun condor-ls--nameless-p ()
  "Non-nil when the visited file's name has no extension (its name says nothing)."
  (and buffer-file-name (not (file-name-extension buffer-file-name))))

(defun condor-ls-config-content-p ()
  "Non-nil when a file with no extension reads like an HTCondor config."
  (and (condor-ls--nameless-p) (eq (condor-ls--sniff) 'condor-config-mode)))

(defun condor-ls-submit-content-p ()
  "Non-nil when a file with no extension reads like a submit file."
  (and (condor-ls--nameless-p) (eq (condor-ls--sniff) 'condor-submit-mode)))

(defun condor-ls-classad-content-p ()
  "Non-nil when a file with no extension reads like ClassAds."
  (and (condor-ls--nameless-p) (eq (condor-ls--sniff) 'classad-mode)))

;;;###autoload
(progn
  (add-to-list 'auto-mode-alist '("/condor_config\\'" . condor-config-mode))
  ;; condor_config.local, condor_config.generic ... after every other rule, so that a mode
  ;; claiming the extension wins: condor_config.cpp and condor_config.h are HTCondor's C++
  (add-to-list 'auto-mode-alist '("/condor_config\\.[^/]*\\'" . condor-config-mode) t)
  (add-to-list 'auto-mode-alist '("\\.\\(?:submit\\|jdl\\)\\'" . condor-submit-mode))
  (add-to-list 'auto-mode-alist '("\\.classad\\'" . classad-mode))
  (add-to-list 'auto-mode-alist '("\\.\\(?:xform\\|transform\\)\\'" . condor-transform-mode))
  (add-to-list 'auto-mode-alist '("\\.dag\\(?:\\.rescue[0-9][0-9][0-9]\\)?\\'" . condor-dag-mode))
  (add-to-list 'auto-mode-alist '("\\.\\(?:config\\|sub\\|ads?\\)\\'" . condor-ls-shared-extension-mode))
  ;; after every other rule: files in a config.d directory are configuration
  (add-to-list 'auto-mode-alist '("/config\\.d/[^/]*\\'" . condor-config-mode) t))

(add-to-list 'magic-fallback-mode-alist '(condor-ls-config-content-p . condor-config-mode) t)
(add-to-list 'magic-fallback-mode-alist '(condor-ls-submit-content-p . condor-submit-mode) t)
(add-to-list 'magic-fallback-mode-alist '(condor-ls-classad-content-p . classad-mode) t)

;;;; Eglot

(defun condor-ls--initialization-options (_server)
  "The initializationOptions: `condor-ls-settings' (an empty object when unset)."
  (or condor-ls-settings (make-hash-table)))

(defun condor-ls--contact (&optional _interactive)
  "How Eglot starts the server: `condor-ls-program' with our initializationOptions."
  (append condor-ls-program (list :initializationOptions #'condor-ls--initialization-options)))

(defvar eglot-server-programs)

(defun condor-ls-eglot-setup ()
  "Register our modes in `eglot-server-programs'.
Each mode gets its own entry so each sends its own languageId (Eglot before
1.16 keeps one languageId per server)."
  (dolist (entry condor-ls-language-ids)
    (put (car entry) 'eglot-language-id (cdr entry))
    (add-to-list 'eglot-server-programs
                 (cons (list (car entry) :language-id (cdr entry)) #'condor-ls--contact))))

(with-eval-after-load 'eglot
  (condor-ls-eglot-setup))

;;;; A submit file's job ads and pool match analysis

;; The server's `condorLs.showJobAds' and `condorLs.showMatchAnalysis' commands answer a
;; read-only document (URI, title, text, language); these commands show it in a buffer of its
;; own.  Eglot does not display code lenses, so they stand for the lenses above `queue'
;; statements (in VS Code and Neovim a click on a lens opens the same documents).

(declare-function eglot--current-server-or-lose "ext:eglot" ())
(declare-function eglot--TextDocumentIdentifier "ext:eglot" ())
(declare-function jsonrpc-request "ext:jsonrpc" (connection method params &rest args))

(defvar-local condor-ls-document-uri nil
  "The server's URI of the document shown in this buffer.")

(defun condor-ls--show-document (answer)
  "Show a server ANSWER read-only in a buffer of its own; return the buffer.
ANSWER is a plist: :uri :title :text :language."
  (let ((buffer (get-buffer-create (format "*condor-ls: %s*" (plist-get answer :title))))
        (mode (if (equal (plist-get answer :language) "markdown")
                  (if (fboundp 'markdown-mode) #'markdown-mode #'text-mode)
                #'classad-mode)))
    (with-current-buffer buffer
      (let ((inhibit-read-only t))
        (erase-buffer)
        (insert (plist-get answer :text))
        (funcall mode)
        (setq-local condor-ls-document-uri (plist-get answer :uri))
        (goto-char (point-min)))
      (setq buffer-read-only t)
      (set-buffer-modified-p nil))
    (display-buffer buffer)
    buffer))

(defun condor-ls--submit-document (command queue)
  "Ask the server for COMMAND's document of this submit buffer and show it.
QUEUE is the 1-based queue statement (nil: every one)."
  (let* ((argument (list :uri (plist-get (eglot--TextDocumentIdentifier) :uri)))
         (argument (if queue (append argument (list :queue (1- (prefix-numeric-value queue)))) argument))
         (answer (jsonrpc-request (eglot--current-server-or-lose) :workspace/executeCommand
                                  (list :command command :arguments (vector argument)))))
    (if (and (listp answer) (stringp (plist-get answer :text)))
        (condor-ls--show-document answer)
      (user-error "condor-ls returned no document for this submit file"))))

(defun condor-ls-show-job-ads (&optional queue)
  "Show the job ads condor_submit would make from this submit file.
With a prefix argument N, those of its Nth queue statement only."
  (interactive "P")
  (condor-ls--submit-document "condorLs.showJobAds" queue))

(defun condor-ls-show-match-analysis (&optional queue)
  "Show how this submit file's jobs match the pool of the `pool.dump' setting.
With a prefix argument N, its Nth queue statement only."
  (interactive "P")
  (condor-ls--submit-document "condorLs.showMatchAnalysis" queue))

;;;; Python scripts that use the htcondor bindings (lsp-mode)

;; condor-ls checks the ClassAd expressions and submit descriptions inside Python scripts that
;; import the bindings, and answers hover and completion only inside those strings, so it is
;; meant to run beside the user's Python server.  Eglot gives a buffer one server, so this goes
;; through lsp-mode instead, as an add-on client: lsp-mode starts it in a Python buffer next to
;; its main Python client (pylsp, pyright ...) when the buffer imports the bindings.

(declare-function lsp "ext:lsp-mode" (&optional arg))
(declare-function lsp-disconnect "ext:lsp-mode" ())
(declare-function lsp-workspaces "ext:lsp-mode" ())
(declare-function lsp-register-client "ext:lsp-mode" (client))
(declare-function lsp-stdio-connection "ext:lsp-mode" (command &optional test-command))
(declare-function make-lsp-client "ext:lsp-mode" (&rest args))
(declare-function lsp--client-server-id "ext:lsp-mode" (client))
(declare-function lsp--workspace-client "ext:lsp-mode" (workspace))

(defcustom condor-ls-python nil
  "Non-nil: also run condor-ls in Python buffers importing the htcondor bindings.
This needs lsp-mode (`lsp' or `lsp-deferred' in the Python mode hook);
condor-ls is then an add-on client beside the buffer's Python server."
  :type 'boolean)

(defconst condor-ls-python-modules '("htcondor2" "classad2" "htcondor" "classad")
  "The bindings' module names: the current ones and the retired version-1 modules.")

(defconst condor-ls-python-import-regexp
  (let ((module `(seq (or ,@condor-ls-python-modules) (or (not (any "A-Za-z0-9_")) buffer-end))))
    (rx-to-string
     `(seq line-start (* (any " \t"))
           (or (seq "from" (+ (any " \t")) ,module)
               (seq "import" (+ (any " \t"))
                    (? (* (not (any "\n#;"))) (not (any "A-Za-z0-9_\n#;")))
                    ,module)))
     t))
  "A line that imports one of the bindings: the server's test (IMPORT_LINE).
Word characters are ASCII here, where Python's also count letters of any
script, so a line like `import htcondoré' passes here and not on the
server, which then says nothing.")

(defun condor-ls-python-imports-bindings-p ()
  "Non-nil when the current buffer's text imports the htcondor bindings."
  (save-excursion
    (save-restriction
      (widen)
      (goto-char (point-min))
      (let ((case-fold-search nil))
        (re-search-forward condor-ls-python-import-regexp nil t)))))

(defun condor-ls--python-buffer-p (mode)
  "Non-nil when MODE is a Python mode."
  (provided-mode-derived-p mode 'python-mode 'python-ts-mode))

(defun condor-ls--python-activate-p (_file-name mode)
  "Activation test of the lsp-mode client: a Python buffer importing the bindings.
Only when `condor-ls-python' is non-nil."
  (and condor-ls-python
       (condor-ls--python-buffer-p mode)
       (condor-ls-python-imports-bindings-p)))

(defun condor-ls--lsp-workspace-p (workspace)
  "Non-nil when the lsp-mode WORKSPACE is condor-ls's."
  (eq (lsp--client-server-id (lsp--workspace-client workspace)) 'condor-ls-python))

(defun condor-ls--lsp-in-mode-hooks-p ()
  "Non-nil when the hooks of the major mode (or of a parent mode) start lsp-mode."
  (let ((mode major-mode) found)
    (while (and mode (not found))
      (let* ((hook (intern-soft (format "%s-hook" mode)))
             (value (and hook (boundp hook) (default-value hook))))
        (setq found (seq-some (lambda (fn) (memq fn '(lsp lsp-deferred)))
                              (if (functionp value) (list value) value))))
      (setq mode (get mode 'derived-mode-parent)))
    found))

(defun condor-ls--python-after-save ()
  "Start condor-ls in a saved Python buffer whose import of the bindings is new.
lsp-mode chooses a buffer's clients when it starts in the buffer, so a buffer
it already manages is disconnected and connected again (its Python server
sees it closed and reopened).  A buffer without lsp-mode gets it only when
the mode's hook starts lsp-mode (so that a buffer left to Eglot stays so)."
  (when (and condor-ls-python
             (condor-ls--python-buffer-p major-mode)
             (condor-ls-python-imports-bindings-p))
    (cond ((bound-and-true-p lsp-mode)
           (unless (seq-some #'condor-ls--lsp-workspace-p (lsp-workspaces))
             (lsp-disconnect)
             (lsp)))
          ((condor-ls--lsp-in-mode-hooks-p)
           (lsp)))))

(defun condor-ls-lsp-setup ()
  "Register condor-ls with lsp-mode as an add-on client for Python buffers.
It starts only where `condor-ls-python' is non-nil and the buffer imports
the bindings."
  (lsp-register-client
   (make-lsp-client
    :new-connection (lsp-stdio-connection (lambda () condor-ls-program))
    :activation-fn #'condor-ls--python-activate-p
    :language-id (lambda (_buffer) "python")
    :add-on? t
    :priority -1
    :server-id 'condor-ls-python
    :initialization-options (lambda () (or condor-ls-settings (make-hash-table)))))
  (add-hook 'after-save-hook #'condor-ls--python-after-save))

(with-eval-after-load 'lsp-mode
  (condor-ls-lsp-setup))

(provide 'condor-ls)
;;; condor-ls.el ends here
