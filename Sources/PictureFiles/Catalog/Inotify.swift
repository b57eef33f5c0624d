#if canImport(Glibc)
  import Glibc
#endif

/// Linux's inotify, wrapped once: one non-blocking descriptor, watches on folders, and the
/// queued events read as values (for the ``FolderWatcher`` thread alone).
struct Inotify {
  /// One event: which watch, what happened (`IN_*` bits), the cookie pairing the two halves of
  /// a rename, and the name of the entry in the folder (empty for the folder itself).
  struct Event {
    let watch: Int32
    let mask: UInt32
    let cookie: UInt32
    let name: [UInt8]

    /// Whether any of `bits` (`IN_*`) is set.
    func has(_ bits: Int32) -> Bool { mask & UInt32(bitPattern: bits) != 0 }
  }

  /// What a watched folder reports: entries made, written, moved and deleted, and the folder
  /// itself going away.
  static let folderEvents =
    IN_CREATE | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE | IN_DELETE_SELF
    | IN_MOVE_SELF
  /// What an anchor reports (a folder above one that is missing): folders made or moved in.
  static let anchorEvents = IN_CREATE | IN_MOVED_TO | IN_DELETE_SELF | IN_MOVE_SELF

  let descriptor: Int32

  /// A new inotify instance; nil when the system refuses one (too many instances).
  init?() {
    let opened = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
    guard opened >= 0 else { return nil }
    descriptor = opened
  }

  /// An instance on `descriptor` as it is (tests: -1 is one on which every watch fails).
  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Why a folder cannot be watched: the system's reason.
  struct Failure: Error {
    /// `errno`: ENOSPC when the user's watches (`max_user_watches`) are used up.
    let code: Int32

    var reason: String {
      code == ENOSPC
        ? "no inotify watch left (see /proc/sys/fs/inotify/max_user_watches)"
        : String(cString: strerror(code))
    }
  }

  /// Watches the folder at `path` for `events` (added to any it is watched for already).
  /// - Returns: the watch, or why there is none.
  func watch(_ path: FilePath, for events: Int32) -> Result<Int32, Failure> {
    let mask = UInt32(bitPattern: events | IN_ONLYDIR | IN_MASK_ADD)
    let watch = path.withCString { inotify_add_watch(descriptor, $0, mask) }
    return watch >= 0 ? .success(watch) : .failure(Failure(code: errno))
  }

  /// Stops a watch.
  func remove(_ watch: Int32) {
    inotify_rm_watch(descriptor, watch)
  }

  /// Every event queued now, oldest first; empty when none is (never blocks).
  ///
  /// Reads until the queue is empty, so the two halves of a rename are always read together.
  func readAll() -> [Event] {
    var events: [Event] = []
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return events }
      events += Self.parse(buffer[..<count])
    }
  }

  func close() {
    _ = Glibc.close(descriptor)
  }

  /// The events in `bytes`: `struct inotify_event` records, each followed by its name padded
  /// with NULs.
  private static func parse(_ bytes: ArraySlice<UInt8>) -> [Event] {
    let headerSize = MemoryLayout<inotify_event>.size
    var events: [Event] = []
    var offset = bytes.startIndex
    while offset + headerSize <= bytes.endIndex {
      let header = bytes[offset..<offset + headerSize].withUnsafeBytes {
        $0.loadUnaligned(as: inotify_event.self)
      }
      let nameStart = offset + headerSize
      let nameEnd = min(nameStart + Int(header.len), bytes.endIndex)
      let name = Array(bytes[nameStart..<nameEnd].prefix { $0 != 0 })
      events.append(Event(watch: header.wd, mask: header.mask, cookie: header.cookie, name: name))
      offset = nameEnd
    }
    return events
  }
}
