/* Exposes the compiled tree-sitter parsers to Python as capsules named "tree_sitter.Language",
 * the form py-tree-sitter's Language() constructor takes. */
#include <Python.h>

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_classad(void);
const TSLanguage *tree_sitter_condor_config(void);
const TSLanguage *tree_sitter_condor_submit(void);
const TSLanguage *tree_sitter_condor_transform(void);
const TSLanguage *tree_sitter_dagman(void);

#define LANGUAGE_FN(name)                                                          \
    static PyObject *language_##name(PyObject *self, PyObject *args) {             \
        return PyCapsule_New((void *)tree_sitter_##name(), "tree_sitter.Language", NULL); \
    }

LANGUAGE_FN(classad)
LANGUAGE_FN(condor_config)
LANGUAGE_FN(condor_submit)
LANGUAGE_FN(condor_transform)
LANGUAGE_FN(dagman)

static PyMethodDef methods[] = {
    {"language_classad", language_classad, METH_NOARGS, "The ClassAd grammar."},
    {"language_condor_config", language_condor_config, METH_NOARGS, "The condor_config grammar."},
    {"language_condor_submit", language_condor_submit, METH_NOARGS, "The submit-file grammar."},
    {"language_condor_transform", language_condor_transform, METH_NOARGS, "The transform-rules grammar."},
    {"language_dagman", language_dagman, METH_NOARGS, "The DAGMan input-file grammar."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_languages", "Compiled tree-sitter parsers for condor-ls.", -1, methods,
};

PyMODINIT_FUNC PyInit__languages(void) { return PyModule_Create(&module); }
