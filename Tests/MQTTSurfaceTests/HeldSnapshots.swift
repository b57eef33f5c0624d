import Control
import Dispatch
import SystemKit

/// The app's snapshots, played by the test, which decides when each picture is made.
///
/// Each ask is held until the test answers it. The answer for a path is ``jpeg(for:side:)``; a text
/// slide (`.md`) cannot be made, and `huge.png` makes a JPEG of 300 KiB.
final class HeldSnapshots: PictureSnapshots {
  private struct Ask {
    var path: String
    var side: Int
    var done: @Sendable (Result<[UInt8], ControlError>) -> Void
  }

  private let state = Locked<(asked: [String], held: [Ask])>(([], []))
  private let arrived = DispatchSemaphore(value: 0)

  func jpeg(
    of path: String, longestSide: Int,
    done: @escaping @Sendable (Result<[UInt8], ControlError>) -> Void
  ) {
    state.withLock {
      $0.asked.append("\(path)@\(longestSide)")
      $0.held.append(Ask(path: path, side: longestSide, done: done))
    }
    arrived.signal()
  }

  /// What was asked so far, as `PATH@SIDE`, once there are `count` asks (a hang guard of 30 s).
  func asked(_ count: Int) -> [String] {
    while state.withLock({ $0.asked.count }) < count {
      guard arrived.wait(timeout: .now() + 30) == .success else { break }
    }
    return state.withLock { $0.asked }
  }

  /// Answers every ask held, from the test's thread.
  func answer() {
    let held = state.withLock { state in
      defer { state.held.removeAll() }
      return state.held
    }
    for ask in held {
      if ask.path.hasSuffix(".md") {
        ask.done(.failure(ControlError("not a picture format Carousel can read")))
      } else if ask.path.hasSuffix("huge.png") {
        ask.done(.success([UInt8](repeating: 0xFF, count: 300 * 1024)))
      } else {
        ask.done(.success(Self.jpeg(for: ask.path, side: ask.side)))
      }
    }
  }

  /// The bytes made for `path`: a JPEG's first three, then `PATH@SIDE`.
  static func jpeg(for path: String, side: Int = 640) -> [UInt8] {
    [0xFF, 0xD8, 0xFF] + Array("\(path)@\(side)".utf8)
  }

  /// `bytes` in lower-case hex, as `mosquitto_sub` prints a payload's `%x`.
  static func hex(_ bytes: [UInt8]) -> String {
    bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
  }
}
