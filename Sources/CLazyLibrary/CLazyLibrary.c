#include "CLazyLibrary.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// pthread_once passes no argument, so each call of carousel_lazy_load hands its library to
// open_library through this thread's slot, inside the once.
static _Thread_local struct carousel_lazy_library *opening;

static void open_library(void) {
  struct carousel_lazy_library *library = opening;
  void *handle = dlopen(library->soname, RTLD_NOW | RTLD_LOCAL);
  __atomic_store_n(&library->handle, handle, __ATOMIC_RELEASE);
  if (!handle) {
    const char *reason = dlerror();
    snprintf(library->error, sizeof library->error, "%s", reason ? reason : library->soname);
  }
}

int carousel_lazy_load(struct carousel_lazy_library *library, char *error, size_t size) {
  opening = library;
  pthread_once(&library->once, open_library);
  opening = NULL;
  if (library->handle) return 1;
  if (size > 0) snprintf(error, size, "%s", library->error);
  return 0;
}

int carousel_lazy_opened(struct carousel_lazy_library *library) {
  return __atomic_load_n(&library->handle, __ATOMIC_ACQUIRE) != NULL;
}

void *carousel_lazy_symbol(struct carousel_lazy_library *library, const char *symbol) {
  void *address = library->handle ? dlsym(library->handle, symbol) : NULL;
  if (!address) {
    fprintf(stderr, "carousel: %s has no %s\n", library->soname, symbol);
    abort();
  }
  return address;
}
