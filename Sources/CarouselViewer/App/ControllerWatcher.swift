import SystemKit

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
/// `@unchecked Sendable`: `paths` is touched only with `lock` held; `devices`, `polled` and
/// `pending` are used by the watching thread alone; the rest is set once in `init`.
package final class ControllerWatcher: @unchecked Sendable {
  private let notify: @Sendable () -> Void
  private let lock = Lock()
  private var paths: [String] = []
  private let thread: PollThread
  private let inotify: Int32
  /// The watching thread's: the open event devices by path, the paths polled this round in
  /// their order, and the follow-up announcements still due (ms each, from the last wait).
  private var devices: [String: Int32] = [:]
  private var polled: [String] = []
  private var pending: [Int32] = []

  /// `/dev/input`'s changes and the follow-up announcements of a new device, in ms.
  static let followUps: [Int32] = [250, 1000]

  /// Starts the watching thread; `notify` runs on it.
  /// - Throws: why there is no pipe to wake the thread with (then no controller can be used).
  package init(
    directory: String = "/dev/input", notify: @escaping @Sendable () -> Void
  ) throws(SystemCallError) {
    self.notify = notify
    thread = try PollThread(name: "carousel-controllers")
    inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    if inotify >= 0 {
      _ = inotify_add_watch(inotify, directory, UInt32(IN_CREATE | IN_ATTRIB | IN_DELETE))
    }
    thread.start(
      PollWork(
        round: { [self] in round() }, handle: { [self] in handle($0, timedOut: $1) },
        end: { [self] in end() }))
  }

  /// Watches the event devices at `paths` (the open controllers), instead of the previous ones.
  package func watch(_ paths: [String]) {
    lock.withLock { self.paths = paths }
    thread.wake()
  }

  /// Ends the watching thread and waits for it.
  package func stop() {
    thread.stop()
  }

  // MARK: - The watching thread

  /// Opens the devices asked for, and waits on them and `/dev/input` until the next follow-up.
  private func round() -> PollRound {
    devices = Self.reopen(devices, wanted: lock.withLock { paths })
    polled = devices.keys.sorted()
    let watched = [inotify] + polled.compactMap { devices[$0] }
    return PollRound(waitingFor: Int16(POLLIN), on: watched, timeout: pending.first)
  }

  private func handle(_ ready: [pollfd], timedOut: Bool) {
    if timedOut, !pending.isEmpty {
      pending.removeFirst()
      notify()
      return
    }
    if ready[0].revents != 0 {
      Self.drain(inotify)
      pending = Self.followUps
      notify()
    }
    var changed = false
    for (index, path) in polled.enumerated() where ready[index + 1].revents != 0 {
      let (buttons, gone) = Self.readInput(ready[index + 1].fd)
      changed = changed || buttons || gone
      if gone, let fd = devices.removeValue(forKey: path) { close(fd) }
    }
    if changed { notify() }
  }

  private func end() {
    devices.values.forEach { close($0) }
    devices.removeAll()
    if inotify >= 0 { close(inotify) }
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
