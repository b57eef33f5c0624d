#if canImport(Glibc)
  import Glibc
#endif

/// Attributes for `posix_spawn` that give the child what a shell gives a command.
package enum SpawnAttributes {
  /// No signal blocked and every signal at its default action: the app blocks TERM, INT and HUP
  /// for its signal watcher, and a child (a decoder worker, a display hook, or the app under
  /// test) must not inherit that.
  ///
  /// The caller destroys the result with `posix_spawnattr_destroy`.
  package static func fresh() -> posix_spawnattr_t {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    var none = sigset_t()
    sigemptyset(&none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    return attributes
  }
}
