#if canImport(Glibc)
  import Glibc
#endif

/// Descriptors 0, 1 and 2, kept open for what the program writes to them.
package enum StandardStreams {
  /// Opens `/dev/null` on each of descriptors 0, 1 and 2 that is closed; call it first thing,
  /// before anything opens a descriptor.
  ///
  /// A program started with one closed (`carousel 2>&-`, a launcher that closes them) would get
  /// it back as the first descriptor it opens: a pipe or a decoder's socket would become its
  /// standard error, and a line about a bad file would be written into that.
  package static func openClosedOnes() {
    for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      // The lowest free descriptor is `descriptor` itself: those below it are open by now.
      let null = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
      if null > descriptor {
        _ = dup2(null, descriptor)
        _ = close(null)
      }
    }
  }
}
