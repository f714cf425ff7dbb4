/* External scanner for the condor_submit grammar: the shared @=tag block scanner. */
#define SCANNER_PREFIX tree_sitter_condor_submit
#include "../../common/heredoc_scanner.h"
