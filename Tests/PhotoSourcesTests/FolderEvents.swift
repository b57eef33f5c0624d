import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The inotify events of one folder, read after the fact: what a process watching it (the
/// carousel's live folders) would have seen.
final class FolderEvents {
  struct Event {
    let name: String
    let mask: UInt32
  }

  private let descriptor: Int32

  init(_ folder: String) throws {
    descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
    let mask = IN_CREATE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE
    guard descriptor >= 0, inotify_add_watch(descriptor, folder, UInt32(mask)) >= 0 else {
      throw POSIXError(.EINVAL)
    }
  }

  deinit { close(descriptor) }

  /// The events so far, oldest first.
  func read() -> [Event] {
    var events: [Event] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = Glibc.read(descriptor, &buffer, buffer.count)
      guard count > 0 else { return events }
      var offset = 0
      while offset + 16 <= count {
        let mask = buffer[offset + 4..<offset + 8].reversed().reduce(UInt32(0)) {
          $0 << 8 | UInt32($1)
        }
        let length = Int(
          buffer[offset + 12..<offset + 16].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        let name = buffer[offset + 16..<min(offset + 16 + length, count)].prefix { $0 != 0 }
        events.append(Event(name: String(decoding: name, as: UTF8.self), mask: mask))
        offset += 16 + length
      }
    }
  }
}
