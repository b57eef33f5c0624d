import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Tells the main thread when a game controller has something to say, so that SDL reads
/// controllers only then and an idle viewer sleeps (docs/physics.md §9).
///
/// SDL's own joystick updates would make its event wait poll every millisecond while a
/// controller is open, so they are off (`SDL_HINT_AUTO_UPDATE_JOYSTICKS` "0"). A thread of its own
/// waits in `poll` on its own copy of each open controller's event device (evdev gives every
/// reader its own queue) and on `/dev/input` (inotify), and calls `notify` when a button or the
/// d-pad changed, or a device appeared or went; the app then posts to its inbox and the main
/// thread calls `GameController.updateAll()`. Stick and trigger motion never wakes it. A new
/// device is announced again 0.25 s and 1 s later, since SDL learns of it from udev, which
/// finishes after the device file appears.
///
/// `@unchecked Sendable`: `paths`, `isStopping` and `control` are touched only with `lock` held;
/// the rest is set once in `init` or used only by the watching thread.
package final class ControllerWatcher: @unchecked Sendable {
  private let notify: @Sendable () -> Void
  private let lock = NSLock()
  private var paths: [String] = []
  private var isStopping = false
  /// A pipe whose read end wakes the watching thread when `paths` change or it must stop.
  private var control: (read: Int32, write: Int32) = (-1, -1)
  private let inotify: Int32

  /// `/dev/input`'s changes and the follow-up announcements of a new device, in ms.
  static let followUps: [Int32] = [250, 1000]

  /// Starts the watching thread; `notify` runs on it.
  package init(directory: String = "/dev/input", notify: @escaping @Sendable () -> Void) {
    self.notify = notify
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      for end in ends { _ = fcntl(end, F_SETFL, O_NONBLOCK) }
      control = (ends[0], ends[1])
    }
    inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    if inotify >= 0 {
      _ = inotify_add_watch(inotify, directory, UInt32(IN_CREATE | IN_ATTRIB | IN_DELETE))
    }
    let thread = Thread { [self] in watch() }
    thread.name = "carousel-controllers"
    thread.start()
  }

  /// Watches the event devices at `paths` (the open controllers), instead of the previous ones.
  package func watch(_ paths: [String]) {
    lock.withLock { self.paths = paths }
    wake()
  }

  /// Ends the watching thread.
  package func stop() {
    lock.withLock { isStopping = true }
    wake()
  }

  private func wake() {
    var byte: UInt8 = 1
    _ = write(lock.withLock { control.write }, &byte, 1)
  }

  // MARK: - The watching thread

  private func watch() {
    var devices: [String: Int32] = [:]
    var followUps: [Int32] = []
    defer { devices.values.forEach { close($0) } }
    while true {
      let (wanted, stopping) = lock.withLock { (paths, isStopping) }
      if stopping { return }
      devices = Self.reopen(devices, wanted: wanted)
      var fds = [pollfd(fd: lock.withLock { control.read }, events: Int16(POLLIN), revents: 0)]
      if inotify >= 0 { fds.append(pollfd(fd: inotify, events: Int16(POLLIN), revents: 0)) }
      let first = fds.count
      let order = devices.keys.sorted()
      fds += order.compactMap { devices[$0] }.map {
        pollfd(fd: $0, events: Int16(POLLIN), revents: 0)
      }
      let ready = poll(&fds, nfds_t(fds.count), followUps.first ?? -1)
      if ready == 0, !followUps.isEmpty {
        followUps.removeFirst()
        notify()
        continue
      }
      guard ready > 0 else { continue }
      if fds[0].revents != 0 { Self.drain(fds[0].fd) }
      if inotify >= 0, fds[1].revents != 0 {
        Self.drain(inotify)
        followUps = Self.followUps
        notify()
      }
      var changed = false
      for (index, path) in order.enumerated() where fds[first + index].revents != 0 {
        let (buttons, gone) = Self.readInput(fds[first + index].fd)
        changed = changed || buttons || gone
        if gone, let fd = devices.removeValue(forKey: path) { close(fd) }
      }
      if changed { notify() }
    }
  }

  /// `devices` with the files no longer wanted closed and the new ones opened (read-only,
  /// non-blocking; a file that cannot be opened is left out).
  private static func reopen(_ devices: [String: Int32], wanted: [String]) -> [String: Int32] {
    var kept = devices
    for (path, fd) in devices where !wanted.contains(path) {
      close(fd)
      kept[path] = nil
    }
    for path in wanted where kept[path] == nil {
      let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
      if fd >= 0 { kept[path] = fd }
    }
    return kept
  }

  /// Reads everything waiting on `fd`.
  private static func drain(_ fd: Int32) {
    var buffer = [UInt8](repeating: 0, count: 1024)
    while read(fd, &buffer, buffer.count) > 0 {}
  }

  /// Reads this reader's copy of an event device's input.
  ///
  /// - Returns: whether a button or a d-pad hat changed (`EV_KEY`, or `EV_ABS` on `ABS_HAT0X` to
  ///   `ABS_HAT3Y`; anything that is not evdev counts too), and whether the device is gone.
  static func readInput(_ fd: Int32) -> (buttons: Bool, gone: Bool) {
    var buttons = false
    var buffer = [UInt8](repeating: 0, count: 24 * 64)
    while true {
      let count = read(fd, &buffer, buffer.count)
      if count < 0 { return (buttons, errno != EAGAIN && errno != EINTR) }
      if count == 0 { return (buttons, true) }
      buttons = buttons || Self.hasButtons(Array(buffer[0..<count]))
    }
  }

  /// Whether evdev records hold a button or hat change.
  ///
  /// A record (`struct input_event` of linux/input.h) is a `timeval`, then a 16-bit type, a
  /// 16-bit code and a 32-bit value; `EV_KEY` is 1, `EV_ABS` 3, the hats' codes 0x10 to 0x17.
  static func hasButtons(_ bytes: [UInt8]) -> Bool {
    let header = MemoryLayout<timeval>.size
    let size = header + 8
    guard bytes.count % size == 0 else { return true }
    return stride(from: 0, to: bytes.count, by: size).contains { offset in
      let type = UInt16(bytes[offset + header]) | UInt16(bytes[offset + header + 1]) << 8
      let code = UInt16(bytes[offset + header + 2]) | UInt16(bytes[offset + header + 3]) << 8
      return type == 1 || (type == 3 && (0x10...0x17).contains(code))
    }
  }
}
