import CLinux

#if canImport(Glibc)
  import Glibc
#endif

/// File actions for `posix_spawn` that the Glibc module hides from Swift.
package enum SpawnFileActions {
  /// Makes the spawned process close every descriptor from `first` on before it runs (glibc
  /// 2.34's `posix_spawn_file_actions_addclosefrom_np`), so that it inherits none of the
  /// spawner's others: a pipe another thread made a moment before, say.
  /// - Returns: 0, or the error number.
  @discardableResult
  package static func closeFrom(_ first: Int32, in actions: inout posix_spawn_file_actions_t)
    -> Int32
  {
    carousel_spawn_close_from(&actions, first)
  }
}
