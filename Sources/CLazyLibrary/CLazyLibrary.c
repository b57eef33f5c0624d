#include "CLazyLibrary.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int carousel_lazy_load(struct carousel_lazy_library *library, char *error, size_t size) {
  if (__atomic_load_n(&library->handle, __ATOMIC_ACQUIRE)) return 1;
  pthread_mutex_lock(&library->lock);
  if (!library->handle) {
    // Tried again on each call while it fails: a reason such as "Too many open files" passes.
    void *handle = dlopen(library->soname, RTLD_NOW | RTLD_LOCAL);
    if (handle) {
      __atomic_store_n(&library->handle, handle, __ATOMIC_RELEASE);
    } else {
      const char *reason = dlerror();
      snprintf(library->error, sizeof library->error, "%s", reason ? reason : library->soname);
    }
  }
  int loaded = library->handle != NULL;
  if (!loaded && size > 0) snprintf(error, size, "%s", library->error);
  pthread_mutex_unlock(&library->lock);
  return loaded;
}

int carousel_lazy_opened(struct carousel_lazy_library *library) {
  return __atomic_load_n(&library->handle, __ATOMIC_ACQUIRE) != NULL;
}

void *carousel_lazy_symbol(struct carousel_lazy_library *library, const char *symbol) {
  void *handle = __atomic_load_n(&library->handle, __ATOMIC_ACQUIRE);
  void *address = handle ? dlsym(handle, symbol) : NULL;
  if (!address) {
    fprintf(stderr, "carousel: %s has no %s\n", library->soname, symbol);
    abort();
  }
  return address;
}
