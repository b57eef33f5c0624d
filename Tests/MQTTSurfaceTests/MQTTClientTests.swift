import Control
import Dispatch
import Foundation
import SystemKit
import TestSupport
import Testing

@testable import MQTTSurface

/// The MQTT surface alone against a real broker (Debian's `mosquitto` on a free loopback port),
/// with the test as the app behind its command center: retained state, commands in order,
/// refusals on the error topic, and a broker that is down at the start, restarts, or refuses
/// the password.
@Suite(.serialized) struct MQTTClientTests {
  /// The test's side: the center, the lines the surface says, and a clock.
  final class App: @unchecked Sendable {
    let center = ControlCenter()
    let arrived = DispatchSemaphore(value: 0)
    private let lines = Locked<[String]>([])
    private let said = DispatchSemaphore(value: 0)

    init() {
      center.connect { [arrived] in arrived.signal() }
    }

    func report(_ line: String) {
      lines.withLock { $0.append(line) }
      said.signal()
    }

    var reported: [String] { lines.withLock { $0 } }

    /// Waits until `count` lines were said (at most 30 s, a hang guard).
    func waitForLines(_ count: Int) {
      while reported.count < count {
        guard said.wait(timeout: .now() + 30) == .success else { return }
      }
    }

    /// The next `count` commands sent to the center, in order.
    func commands(_ count: Int) -> [ControlRequest] {
      var requests: [ControlRequest] = []
      while requests.count < count {
        guard arrived.wait(timeout: .now() + 30) == .success else { break }
        requests += center.takeRequests()
      }
      return requests
    }

    func start(
      _ broker: MosquittoBroker, name: String = "hall", snapshots: HeldSnapshots? = nil
    ) throws -> MQTTClient {
      let start = Date()
      return try MQTTClient.start(
        MQTTSettings(host: "127.0.0.1", port: broker.port, name: name, version: "test"),
        center: center, snapshots: snapshots, now: { Date().timeIntervalSince(start) },
        reporter: Reporter { self.report($0) })
    }
  }

  static func status(index: Int, paused: Bool = true) -> Status {
    var status = Status()
    status.index = index
    status.count = 3
    status.name = ["a.png", "b.png", "c.png"][index - 1]
    status.path = "/p/" + (status.name ?? "")
    status.isPaused = paused
    status.folders = ["/p"]
    return status
  }

  @Test func publishesRetainedStateAndTakesCommandsInOrder() throws {
    let broker = try MosquittoBroker()
    let app = App()
    app.center.publish(Self.status(index: 1))
    let watch = try broker.subscribe(["carousel/hall/#"])
    let surface = try app.start(broker)
    defer { surface.stop() }
    #expect(watch.readLine { $0.hasSuffix("carousel/hall/picture a.png") } != nil)
    app.center.publish(Self.status(index: 2, paused: false))
    #expect(watch.readLine { $0.hasSuffix("carousel/hall/picture b.png") } != nil)
    #expect(broker.retained("carousel/hall/slideshow") == "on")
    #expect(
      broker.retained("carousel/hall/state")
        == Self.status(index: 2, paused: false).json(withWall: false))
    #expect(broker.retained("carousel/hall/availability") == "online")

    // A burst of commands arrives in order, from the frame's topic and the fleet's.
    let words = (1...30).map { $0 % 3 == 0 ? "goto \($0)" : $0 % 2 == 0 ? "next" : "previous" }
    for word in words { broker.publish("carousel/hall/command", word) }
    broker.publish("carousel/all/command", #"{"command":"pause"}"#)
    let requests = app.commands(31)
    #expect(requests.map(\.command.line) == words + ["pause"])
    #expect(requests.allSatisfy { $0.origin == .surface("MQTT") })

    // What cannot be read is answered on the error topic and said once; what the app refuses
    // is answered there too.
    broker.publish("carousel/hall/command", "jump")
    #expect(
      watch.readLine { $0.contains("carousel/hall/error") }
        == "0 carousel/hall/error error: unknown command 'jump'; expected one of "
        + ControlCommand.synopsis)
    // The answer on the error topic may come before the line is said: wait for the line.
    app.waitForLines(2)
    #expect(
      app.reported == [
        "carousel: mqtt: connected to the broker at 127.0.0.1:\(broker.port)",
        "carousel: mqtt: a message on carousel/hall/command is not a command: unknown command "
          + "'jump'; expected one of " + ControlCommand.synopsis,
      ])
    broker.publish("carousel/hall/command", String(repeating: "x", count: 9000))
    #expect(
      watch.readLine { $0.contains("carousel/hall/error") }
        == "0 carousel/hall/error error: a command is at most 8192 bytes")
    broker.publish("carousel/hall/command", "goto 9")
    let refused = app.commands(1)
    #expect(refused.map(\.command) == [.goto(.number(9))])
    refused.first?.reply(.failure(ControlError("goto 9: the pictures are numbered 1 to 3")))
    #expect(
      watch.readLine { $0.contains("carousel/hall/error") }
        == "0 carousel/hall/error error: goto 9: the pictures are numbered 1 to 3")
  }

  static func status(path: String) -> Status {
    var status = Self.status(index: 1)
    status.path = path
    status.name = String(path.split(separator: "/").last ?? "")
    return status
  }

  @Test func thePictureShownIsPublishedOnceMadeAndANewerOneSupersedesOneBeingMade() throws {
    let broker = try MosquittoBroker()
    let app = App()
    let snapshots = HeldSnapshots()
    app.center.publish(Self.status(index: 1))
    // Not the retain flag: the first may come before or after the subscriber subscribed.
    let watch = try broker.subscribe(["carousel/hall/image"], format: "%t %x")
    let pictures = try broker.subscribe(["carousel/hall/picture"])
    let surface = try app.start(broker, snapshots: snapshots)
    defer { surface.stop() }
    func published(_ path: String) -> String {
      "carousel/hall/image " + HeldSnapshots.hex(HeldSnapshots.jpeg(for: path))
    }
    #expect(snapshots.asked(1) == ["/p/a.png@640"])
    snapshots.answer()
    #expect(watch.readLine() == published("/p/a.png"))
    #expect(broker.retainedBytes("carousel/hall/image") == HeldSnapshots.jpeg(for: "/p/a.png"))

    // c is shown while b is made (the surface has said so on its picture topic before b is
    // answered): one JPEG at a time, b's is dropped, c's is published.
    app.center.publish(Self.status(index: 2))
    #expect(snapshots.asked(2).last == "/p/b.png@640")
    app.center.publish(Self.status(index: 3))
    #expect(pictures.readLine { $0.hasSuffix("carousel/hall/picture c.png") } != nil)
    // A command sent after that is taken in a later round of the surface's thread than c's
    // status: by then c would have been asked, were more than one JPEG made at a time.
    broker.publish("carousel/hall/command", "status")
    #expect(app.commands(1).map(\.command) == [.status])
    #expect(snapshots.asked(2) == ["/p/a.png@640", "/p/b.png@640"])
    snapshots.answer()
    #expect(snapshots.asked(3) == ["/p/a.png@640", "/p/b.png@640", "/p/c.png@640"])
    snapshots.answer()
    #expect(watch.readLine() == published("/p/c.png"))

    // A text slide and a JPEG too large publish nothing (the topic keeps c); the next picture
    // that can be made is published.
    app.center.publish(Self.status(path: "/p/notes.md"))
    #expect(snapshots.asked(4).last == "/p/notes.md@640")
    snapshots.answer()
    app.center.publish(Self.status(path: "/p/huge.png"))
    #expect(snapshots.asked(5).last == "/p/huge.png@640")
    snapshots.answer()
    app.waitForLines(2)
    #expect(
      app.reported.last
        == "carousel: mqtt: the picture shown is 307200 bytes as a JPEG, more than the 262144 "
        + "the image topic takes; it is not published")
    app.center.publish(Self.status(index: 1))
    #expect(snapshots.asked(6).last == "/p/a.png@640")
    snapshots.answer()
    #expect(watch.readLine() == published("/p/a.png"))

    // A broker restarted (it keeps nothing) is given the picture again, without making it anew.
    broker.stop()
    app.waitForLines(3)
    try broker.start()
    app.waitForLines(4)
    let again = try broker.subscribe(["carousel/hall/image"], format: "%t %x")
    #expect(again.readLine() == published("/p/a.png"))
    #expect(broker.retainedBytes("carousel/hall/image") == HeldSnapshots.jpeg(for: "/p/a.png"))
    #expect(snapshots.asked(6).count == 6)
  }

  /// Bug: the image topic kept the old picture when the file shown was replaced in place (a
  /// live folder's new revision under the same path): the image was asked once per path.
  @Test func aPictureReplacedInPlaceIsMadeAndPublishedAgain() throws {
    let broker = try MosquittoBroker()
    let app = App()
    let snapshots = HeldSnapshots()
    app.center.publish(Self.status(index: 1))
    let watch = try broker.subscribe(["carousel/hall/image"], format: "%t %x")
    let surface = try app.start(broker, snapshots: snapshots)
    defer { surface.stop() }
    let published = "carousel/hall/image " + HeldSnapshots.hex(HeldSnapshots.jpeg(for: "/p/a.png"))
    #expect(snapshots.asked(1) == ["/p/a.png@640"])
    snapshots.answer()
    #expect(watch.readLine() == published)
    var replaced = Self.status(index: 1)
    replaced.revision = 1
    app.center.publish(replaced)
    #expect(snapshots.asked(2) == ["/p/a.png@640", "/p/a.png@640"])
    snapshots.answer()
    #expect(watch.readLine() == published)
  }

  @Test func aFolderChosenInHomeAssistantIsAGotoOfItsPath() throws {
    let broker = try MosquittoBroker()
    let app = App()
    var status = Self.status(index: 1)
    status.folders = ["/p/2023", "/p/2024/holiday"]
    status.path = "/p/2023/a.png"
    app.center.publish(status)
    let watch = try broker.subscribe(["carousel/hall/folder", "homeassistant/select/#"])
    let surface = try app.start(broker)
    defer { surface.stop() }
    // The choice and the folder shown, in whichever order the broker delivers them.
    var seenOptions = false
    var seenFolder = false
    while !(seenOptions && seenFolder), let line = watch.readLine() {
      seenOptions = seenOptions || line.contains("\"options\":[\"2023\",\"2024/holiday\"]")
      seenFolder = seenFolder || line.hasSuffix(" carousel/hall/folder 2023")
    }
    #expect(seenOptions && seenFolder)
    broker.publish("carousel/hall/folder/set", "2024/holiday")
    #expect(app.commands(1).map(\.command) == [.goto(.name("/p/2024/holiday"))])
  }

  @Test func aBrokerDownAtTheStartOrRestartedIsFoundAgainAndToldTheStateAgain() throws {
    let broker = try MosquittoBroker()
    broker.stop()
    let app = App()
    app.center.publish(Self.status(index: 1, paused: false))
    let surface = try app.start(broker)
    defer { surface.stop() }
    app.waitForLines(1)
    #expect(
      app.reported.first?.hasPrefix(
        "carousel: mqtt: cannot reach the broker at 127.0.0.1:\(broker.port) (") == true)
    try broker.start()
    app.waitForLines(2)
    #expect(
      app.reported.last == "carousel: mqtt: connected to the broker at 127.0.0.1:\(broker.port)")
    let watch = try broker.subscribe(["carousel/hall/state"])
    let state = " carousel/hall/state " + Self.status(index: 1, paused: false).json(withWall: false)
    #expect(watch.readLine()?.hasSuffix(state) == true)
    // The broker restarts (it keeps nothing): the surface says so once, comes back, and
    // publishes its state again.
    broker.stop()
    app.waitForLines(3)
    #expect(
      app.reported[2].hasPrefix("carousel: mqtt: lost the broker at 127.0.0.1:\(broker.port) ("))
    try broker.start()
    app.waitForLines(4)
    #expect(app.reported.count == 4)
    #expect(
      app.reported[3] == "carousel: mqtt: connected to the broker at 127.0.0.1:\(broker.port)")
    let again = try broker.subscribe(["carousel/hall/state"])
    #expect(again.readLine()?.hasSuffix(state) == true)
  }

  /// The refusal is said when the first try is refused, and not again when the retries are.
  @Test func aPasswordRefusedIsSaidOnce() throws {
    let broker = try MosquittoBroker(user: "frame", password: "right")
    let app = App()
    // Each reading of the clock is 100 s on: every retry is due at once.
    let clock = Locked(0.0)
    let surface = try MQTTClient.start(
      MQTTSettings(
        host: "127.0.0.1", port: broker.port, name: "hall", user: "frame", password: "wrong"),
      center: app.center,
      now: {
        clock.withLock {
          $0 += 100
          return $0
        }
      }, reporter: Reporter { app.report($0) })
    // A third try is made only once the second refusal was taken in (and not said again).
    try broker.waitForLog(3, linesEndingWith: "disconnected, not authorised.")
    surface.stop()
    #expect(
      app.reported == [
        "carousel: mqtt: the broker at 127.0.0.1:\(broker.port) refused the connection: "
          + "Connection Refused: not authorised."
      ])
  }
}
