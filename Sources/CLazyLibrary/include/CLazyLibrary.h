// A shared library opened on first use rather than at start, for the C modules of the libraries
// that the first picture does not need (docs/architecture.md, "Libraries opened on demand").
// Not imported by Swift code.
#ifndef CAROUSEL_CLAZYLIBRARY_H
#define CAROUSEL_CLAZYLIBRARY_H

#include <pthread.h>
#include <stddef.h>

/// One library, declared `static` by the module that forwards to it:
/// `static struct carousel_lazy_library jxl = CAROUSEL_LAZY_LIBRARY("libjxl.so.0.7");`
struct carousel_lazy_library {
  const char *soname;
  pthread_mutex_t lock;
  void *handle;     // written once, under `lock` (atomically: it is read without the lock)
  char error[256];  // the loader's last reason while `handle` is NULL, under `lock`
};

#define CAROUSEL_LAZY_LIBRARY(name) {(name), PTHREAD_MUTEX_INITIALIZER, NULL, {0}}

/// `x` as a string literal after macro expansion, for sonames made of version numbers.
#define CAROUSEL_STRING(x) CAROUSEL_STRING_LITERAL(x)
#define CAROUSEL_STRING_LITERAL(x) #x

/// Opens the library (thread-safe), once it opens: a call after a failure tries again, so that a
/// passing reason (no file descriptor left) does not cost the process the library for good. Returns
/// 1 when it is loaded; otherwise 0, with the loader's reason copied to `error` (`size` bytes,
/// always terminated).
int carousel_lazy_load(struct carousel_lazy_library *library, char *error, size_t size);

/// Whether the library was opened already (1) or not (0); never opens it. For a library's own
/// ending (SDL_ttf's TTF_Quit), which must not open it only to close it.
int carousel_lazy_opened(struct carousel_lazy_library *library);

/// The address of `symbol` in the loaded library. Aborts when the library is not loaded or
/// lacks the symbol: the caller checked carousel_lazy_load() first, and the symbols are those
/// of the headers the program was built against.
void *carousel_lazy_symbol(struct carousel_lazy_library *library, const char *symbol);

/// The loaded library's `name`, looked up on the first call and kept (parameter names in
/// `params` must not be `lazy_cached` or `lazy_function`).
#define CAROUSEL_LAZY_FUNCTION(library, name)                                      \
  static __typeof__(&name) lazy_cached;                                            \
  __typeof__(&name) lazy_function = __atomic_load_n(&lazy_cached, __ATOMIC_ACQUIRE); \
  if (!lazy_function) {                                                            \
    lazy_function = (__typeof__(&name))carousel_lazy_symbol(&(library), #name);   \
    __atomic_store_n(&lazy_cached, lazy_function, __ATOMIC_RELEASE);              \
  }

/// Defines `name` to forward its arguments to the loaded library's `name`. `params` is the
/// declaration's parameter list, `args` the same names in a call.
#define CAROUSEL_FORWARD(library, result, name, params, args) \
  result name params {                                        \
    CAROUSEL_LAZY_FUNCTION(library, name)                     \
    return lazy_function args;                                \
  }

/// CAROUSEL_FORWARD for a function that returns nothing.
#define CAROUSEL_FORWARD_VOID(library, name, params, args) \
  void name params {                                       \
    CAROUSEL_LAZY_FUNCTION(library, name)                  \
    lazy_function args;                                    \
  }

#endif
