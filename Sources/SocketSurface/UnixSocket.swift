#if canImport(Glibc)
  import Glibc
#endif

/// The POSIX calls of the control socket, wrapped once: Unix stream sockets by path, and the
/// checks that keep a socket private to its owner.
package enum UnixSocket {
  /// The longest socket path the kernel takes, in bytes (`sun_path` less its NUL).
  static let longestPath = MemoryLayout.size(ofValue: sockaddr_un().sun_path) - 1

  /// A socket that cannot be made or reached; the message says why.
  package struct Failure: Error, Equatable {
    package let message: String
  }

  /// A listening socket at `path`, owner-only (mode 0600), in a folder only its owner can
  /// write (one missing folder is created with mode 0700).
  ///
  /// Refuses a path that exists and is not a socket, and a socket another process listens on;
  /// a socket left by a process that ended is replaced.
  /// - Returns: the listening descriptor (non-blocking, close-on-exec).
  static func listen(at path: String) throws(Failure) -> Int32 {
    guard path.utf8.count <= longestPath else {
      throw Failure(message: "the path is longer than \(longestPath) bytes")
    }
    var info = stat()
    if lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFSOCK {
      throw Failure(message: "'\(path)' exists and is not a socket; it is left alone")
    }
    try preparePrivateFolder(of: path)
    try removeStaleSocket(at: path)
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { throw failure("cannot make a socket") }
    // Never umask: it is the process's, and a folder another thread made meanwhile (a
    // thumbnail cache, a trash) got mode 0600 and could not be entered. The socket file may be
    // wider than 0600 until the chmod below, but nobody can connect before `listen`.
    guard withAddress(path, { bind(descriptor, $0, $1) }) == 0 else {
      let error = failure("cannot create the socket")
      close(descriptor)
      throw error
    }
    guard chmod(path, 0o600) == 0 else {
      let error = failure("cannot make the socket owner-only")
      close(descriptor)
      unlink(path)
      throw error
    }
    guard Glibc.listen(descriptor, SocketConstants.listenBacklog) == 0, setNonBlocking(descriptor)
    else {
      let error = failure("cannot listen")
      close(descriptor)
      unlink(path)
      throw error
    }
    return descriptor
  }

  /// A connected socket to the listener at `path` (blocking, close-on-exec).
  static func connect(to path: String) throws(Failure) -> Int32 {
    guard path.utf8.count <= longestPath else {
      throw Failure(message: "the path is longer than \(longestPath) bytes")
    }
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { throw failure("cannot make a socket") }
    guard withAddress(path, { Glibc.connect(descriptor, $0, $1) }) == 0 else {
      let error = failure("no Carousel listens there")
      close(descriptor)
      throw error
    }
    return descriptor
  }

  /// The device and inode of the socket file at `path`, or nil.
  static func identity(of path: String) -> (device: UInt64, inode: UInt64)? {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFSOCK else { return nil }
    return (UInt64(info.st_dev), UInt64(info.st_ino))
  }

  /// Makes `descriptor` non-blocking and close-on-exec; false on failure.
  static func setNonBlocking(_ descriptor: Int32) -> Bool {
    let flags = fcntl(descriptor, F_GETFL)
    return flags >= 0 && fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) == 0
      && fcntl(descriptor, F_SETFD, FD_CLOEXEC) == 0
  }

  /// Creates the socket's folder with mode 0700 when it is missing; refuses one that someone
  /// else owns or that others may write to (they could replace the socket).
  private static func preparePrivateFolder(of path: String) throws(Failure) {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    var info = stat()
    if stat(folder, &info) != 0 {
      guard errno == ENOENT, mkdir(folder, 0o700) == 0, stat(folder, &info) == 0 else {
        throw failure("cannot create the folder '\(folder)'")
      }
    }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw Failure(message: "'\(folder)' is not a folder")
    }
    guard info.st_uid == geteuid(), info.st_mode & 0o022 == 0 else {
      throw Failure(
        message: "the folder '\(folder)' is not yours alone (others could replace the socket); "
          + "use a folder only you can write, such as $XDG_RUNTIME_DIR, or a new one, which "
          + "Carousel creates with mode 0700")
    }
  }

  /// Removes a socket left at `path` by a process that ended; refuses anything else there.
  private static func removeStaleSocket(at path: String) throws(Failure) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    guard info.st_mode & S_IFMT == S_IFSOCK else {
      throw Failure(message: "'\(path)' exists and is not a socket; it is left alone")
    }
    let probe = socket(
      AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue | SOCK_NONBLOCK.rawValue),
      0)
    guard probe >= 0 else { throw failure("cannot make a socket") }
    defer { close(probe) }
    let connected = withAddress(path) { Glibc.connect(probe, $0, $1) }
    let reason = errno
    if connected == 0 || reason == EAGAIN || reason == EINPROGRESS {
      throw Failure(message: "another Carousel is already listening on '\(path)'")
    }
    guard reason == ECONNREFUSED else { throw failure("cannot check the socket '\(path)'") }
    guard unlink(path) == 0 else { throw failure("cannot remove the old socket '\(path)'") }
  }

  /// Calls `body` with a `sockaddr_un` for `path` and its length.
  private static func withAddress<R>(
    _ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> R
  ) -> R {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (offset, byte) in path.utf8.prefix(longestPath).enumerated() { raw[offset] = byte }
    }
    return withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        body($0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
  }

  /// A failure whose message ends with the system's reason (`errno`).
  private static func failure(_ what: String) -> Failure {
    Failure(message: "\(what): \(String(cString: strerror(errno)))")
  }
}
