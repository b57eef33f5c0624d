import Foundation
import Testing

@testable import CarouselViewer

#if canImport(Glibc)
  import Glibc
#endif

/// The controller watcher wakes the loop for buttons and hotplug only (docs/physics.md §9).
@Suite("Controller watcher")
struct ControllerWatcherTests {
  /// One evdev record (`struct input_event`): a zero time, then type, code and value.
  static func record(type: UInt16, code: UInt16, value: Int32 = 1) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: MemoryLayout<timeval>.size)
    bytes += [UInt8(type & 0xFF), UInt8(type >> 8), UInt8(code & 0xFF), UInt8(code >> 8)]
    bytes += withUnsafeBytes(of: value.littleEndian) { Array($0) }
    return bytes
  }

  static let synchronise = record(type: 0, code: 0, value: 0)

  @Test("buttons and the d-pad's hats wake the loop; sticks, triggers and syncs do not")
  func filtersRecords() {
    let button = Self.record(type: 1, code: 0x130)  // BTN_SOUTH, the A button
    let hat = Self.record(type: 3, code: 0x10, value: -1)  // ABS_HAT0X: d-pad left
    let stick = Self.record(type: 3, code: 0x00, value: 1234)  // ABS_X
    let trigger = Self.record(type: 3, code: 0x05, value: 200)  // ABS_RZ
    #expect(ControllerWatcher.hasButtons(button + Self.synchronise))
    #expect(ControllerWatcher.hasButtons(stick + hat + Self.synchronise))
    #expect(!ControllerWatcher.hasButtons(stick + trigger + Self.synchronise))
    #expect(ControllerWatcher.hasButtons([1, 2, 3]), "not evdev: wake to be safe")
  }

  @Test("a button on a watched device, and a new file in the folder, each wake the loop")
  func notifiesFromTheThread() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("carousel-input-\(UInt32.random(in: 0...UInt32.max))").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let device = folder + "/event-test"
    #expect(mkfifo(device, 0o600) == 0)
    let wakes = DispatchSemaphore(value: 0)
    let watcher = try ControllerWatcher(directory: folder) { wakes.signal() }
    defer { watcher.stop() }
    // The fifo's creation came before the watch; opening it for writing first keeps the
    // watcher's non-blocking open from failing.
    let writer = open(device, O_RDWR | O_NONBLOCK)
    defer { close(writer) }
    watcher.watch([device])
    let press = Self.record(type: 1, code: 0x130) + Self.synchronise
    #expect(write(writer, press, press.count) == press.count)
    wakes.wait()  // a blocking wait on a real event, not a timed one
    // A device appears: the loop is woken at once (and again later, for udev).
    #expect(FileManager.default.createFile(atPath: folder + "/event-new", contents: nil))
    wakes.wait()
  }
}
