/* External scanner for the condor_config grammar: the shared @=tag block scanner. */
#define SCANNER_PREFIX tree_sitter_condor_config
#include "../../common/heredoc_scanner.h"
