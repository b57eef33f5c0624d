import Control
import Foundation
import HTTPSurface
import SystemKit
import TestSupport

/// The app behind the server, played by the test: a carousel of named pictures that answers
/// commands on a thread of its own (as the main thread would, between frames) and publishes
/// its status after each.
final class FakeFrame: @unchecked Sendable {
  let center = ControlCenter()
  private let state: Locked<(status: Status, commands: [ControlCommand])>
  private let arrived = DispatchSemaphore(value: 0)
  private let names: [String]
  private var thread: Thread?
  private let stopped = Locked(false)

  /// A frame of `names`, showing the first.
  init(names: [String] = ["a.jpg", "b.jpg", "c.jpg"]) {
    self.names = names
    var status = Status()
    status.count = names.count
    status.index = 1
    status.name = names[0]
    status.path = "/pictures/" + names[0]
    status.interval = 5
    state = Locked((status, []))
    center.publish(status)
    center.connect { [arrived] in arrived.signal() }
    let thread = Thread { [self] in run() }
    thread.start()
    self.thread = thread
  }

  deinit {
    stopped.withLock { $0 = true }
    arrived.signal()
  }

  /// The commands carried out so far, in order.
  var commands: [ControlCommand] { state.withLock { $0.commands } }

  /// The status now.
  var status: Status { state.withLock { $0.status } }

  /// Turns to the next picture by itself, as a slideshow does.
  func advance() {
    let status = state.withLock { state in
      state.status = Self.moved(state.status, by: 1, names: names)
      return state.status
    }
    center.publish(status)
  }

  private func run() {
    while !stopped.withLock({ $0 }) {
      arrived.wait()
      for request in center.takeRequests() {
        let (reply, status) = carryOut(request.command)
        request.reply(reply)
        center.publish(status)
      }
    }
  }

  private func carryOut(_ command: ControlCommand) -> (ControlReply, Status) {
    state.withLock { state in
      state.commands.append(command)
      if state.commands.count > 1000 { state.commands.removeFirst(500) }  // a soak's are many
      switch command {
      case .next: state.status = Self.moved(state.status, by: 1, names: names)
      case .previous: state.status = Self.moved(state.status, by: -1, names: names)
      case .goto(.number(let number)) where (1...names.count).contains(number):
        state.status = Self.moved(
          state.status, by: number - (state.status.index ?? 1), names: names)
      case .goto: return (.failure(ControlError("no such picture")), state.status)
      case .pause: state.status.isPaused = true
      case .play: state.status.isPaused = false
      case .status: return (.status(state.status), state.status)
      case .display(let request):
        state.status.display = request == .off ? .off : .on
        state.status.displayReason = request == .auto ? .standing : .command
      case .reload, .raise, .hide, .unhide, .seek, .mute, .unmute, .volume, .quit: break
      }
      return (.ok, state.status)
    }
  }

  private static func moved(_ status: Status, by steps: Int, names: [String]) -> Status {
    var moved = status
    let index = (((status.index ?? 1) - 1 + steps) % names.count + names.count) % names.count
    moved.index = index + 1
    moved.name = names[index]
    moved.path = "/pictures/" + names[index]
    return moved
  }
}

/// Where the fakes answer: a thread of their own, as the app's snapshots and checks do.
let fakeAnswers = SerialQueue(name: "fake-answers")

/// Pictures for `/api/current`: the path's bytes after a JPEG's first three, from a thread of
/// their own; a text slide (`.md`) is refused as the app's decoder refuses it.
final class FakeSnapshots: PictureSnapshots {
  func jpeg(
    of path: String, longestSide: Int,
    done: @escaping @Sendable (Result<[UInt8], ControlError>) -> Void
  ) {
    fakeAnswers.run {
      if path.hasSuffix(".md") {
        done(.failure(ControlError("not a picture format Carousel can read")))
      } else {
        done(.success([0xFF, 0xD8, 0xFF] + Array("\(path)@\(longestSide)".utf8)))
      }
    }
  }
}

/// The app's check of uploads, played by the test: files that start with PNG's signature are
/// PNGs, those that start with `JPEG` are JPEGs, anything else is refused.
final class FakeChecker: UploadChecking {
  static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  func check(
    _ path: String, sentAs name: String,
    done: @escaping @Sendable (Result<[String], UploadRefusal>) -> Void
  ) {
    let bytes = (try? Data(contentsOf: URL(fileURLWithPath: path))).map { Array($0.prefix(8)) }
    fakeAnswers.run {
      if bytes == Self.png {
        done(.success(["png"]))
      } else if bytes?.starts(with: Array("JPEG".utf8)) == true {
        done(.success(["jpg", "jpeg"]))
      } else {
        done(.failure(UploadRefusal("not a picture format Carousel can read")))
      }
    }
  }
}

/// A clock the test moves.
final class TestClock: Sendable {
  private let time = Locked(1000.0)

  var now: Double { time.withLock { $0 } }

  func advance(by seconds: Double) {
    time.withLock { $0 += seconds }
  }
}
