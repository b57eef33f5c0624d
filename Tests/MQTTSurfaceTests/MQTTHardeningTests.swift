import Control
import Foundation
import SystemKit
import TestSupport
import Testing

@testable import MQTTSurface

/// The MQTT surface against brokers that misbehave (issue 33, defects 1 and 2).
///
/// One that stops answering (the thread must sleep through it, and what waits for the broker
/// must stay bounded), and retained messages on the command topics (they must not run).
@Suite(.serialized) struct MQTTHardeningTests {
  /// The surface started on the clock `clock` (s, set by the test) against `port`.
  static func start(_ app: MQTTClientTests.App, port: Int, clock: Locked<Double>) throws
    -> MQTTClient
  {
    try MQTTClient.start(
      MQTTSettings(host: "127.0.0.1", port: port, name: "hall", version: "test"),
      center: app.center, now: { clock.withLock { $0 } }, reporter: Reporter { app.report($0) })
  }

  /// Waits until the thread has chosen its wait at `time` or later: a round with a timeout
  /// (asleep until then), or more than 1,000 rounds since `rounds` (spinning); returns the
  /// rounds since `rounds`.
  static func roundsUntilAsleep(_ surface: MQTTClient, at time: Double, since rounds: Int)
    throws -> Int
  {
    try waitUntil("the MQTT thread to sleep, or spin", in: surface.pulse) { pulse in
      pulse.time >= time && (pulse.timeout ?? 0) > 0 || pulse.rounds - rounds > 1000
    }
    return surface.pulse.withLock { $0.rounds } - rounds
  }

  /// Bug: about a keepalive after the last packet received from a broker that stopped
  /// answering, the thread polled with a zero timeout some 48,000 times a second until
  /// libmosquitto dropped the broker: the deadline was taken from the older of the last send
  /// and the last receive, and a ping moved only the send.
  @Test func aBrokerThatStopsAnsweringLeavesTheThreadAsleep() throws {
    let broker = try StalledBroker()
    let app = MQTTClientTests.App()
    let clock = Locked(0.0)
    app.center.publish(MQTTClientTests.status(index: 1))
    let surface = try Self.start(app, port: broker.port, clock: clock)
    defer { surface.stop() }
    try broker.acceptAndStall()
    app.waitForLines(1)
    #expect(app.reported == ["carousel: mqtt: connected to the broker at \(broker.address)"])
    let connected = try Self.roundsUntilAsleep(surface, at: 0, since: 0)
    #expect(surface.pulse.withLock { $0.timeout } == 61_000, "a keepalive (60 s) and 1 s")

    // The keepalive falls due with nothing received: the ping's round, then a keepalive asleep.
    var rounds = surface.pulse.withLock { $0.rounds }
    clock.withLock { $0 = 62 }
    surface.thread.wake()
    let woken = try Self.roundsUntilAsleep(surface, at: 62, since: rounds)
    #expect(woken < 50, "the thread woke \(woken) times (\(connected) to connect)")
    #expect(surface.pulse.withLock { $0.timeout } == 61_000)

    // And again at the next deadline, where libmosquitto drops a broker that did not answer
    // the ping (on its own clock: here the test's clock runs ahead of it).
    rounds = surface.pulse.withLock { $0.rounds }
    clock.withLock { $0 = 123 }
    surface.thread.wake()
    #expect(try Self.roundsUntilAsleep(surface, at: 123, since: rounds) < 50)
  }

  /// Bug: a broker that takes nothing had libmosquitto keep every message published meanwhile.
  ///
  /// About 5 MB a minute at a slide every half second. Here at most 20 are handed on, a
  /// retained state replaces the one waiting on its topic, and beyond 100 waiting the oldest
  /// go, said once.
  @Test func whatWaitsForABrokerThatTakesNothingIsBounded() throws {
    let broker = try StalledBroker()
    let app = MQTTClientTests.App()
    let clock = Locked(0.0)
    app.center.publish(MQTTClientTests.status(index: 1))
    let surface = try Self.start(app, port: broker.port, clock: clock)
    defer { surface.stop() }
    try broker.acceptAndStall()
    app.waitForLines(1)
    for index in 1...300 {
      let shown = surface.pulse.withLock { $0.statuses }
      app.center.publish(MQTTClientTests.status(path: "/p/\(index).png"))
      try waitUntil("status \(index) to be shown", in: surface.pulse) {
        $0.statuses > shown
      }
    }
    var pulse = surface.pulse.withLock { $0 }
    #expect(pulse.inFlight == MQTTConstants.mostInFlight)
    #expect(pulse.waiting < 50, "only the newest state of each topic waits: \(pulse.waiting)")
    #expect(pulse.dropped == 0)
    // Errors answered are not retained: each waits, and beyond 100 the oldest go.
    for index in 1...250 { surface.queueReply("refused \(index)") }
    let dropped = 250 + pulse.waiting - MQTTConstants.mostWaiting
    try waitUntil("the errors to be queued", in: surface.pulse) {
      $0.dropped >= dropped
    }
    pulse = surface.pulse.withLock { $0 }
    #expect(pulse.dropped == dropped)
    #expect(pulse.waiting == MQTTConstants.mostWaiting)
    #expect(pulse.inFlight == MQTTConstants.mostInFlight)
    app.waitForLines(2)
    #expect(
      app.reported == [
        "carousel: mqtt: connected to the broker at \(broker.address)",
        "carousel: mqtt: the broker at \(broker.address) takes no messages; the oldest waiting "
          + "are dropped",
      ])
  }

  /// Bug: a retained `quit` on the fleet's command topic ended every frame at each start, and a
  /// retained `display off` turned screens off at each reconnection.
  @Test func retainedCommandsAreIgnoredAndSaidOncePerTopic() throws {
    let broker = try MosquittoBroker()
    #expect(broker.publish("carousel/all/command", "quit", retain: true))
    #expect(broker.publish("carousel/hall/command", "display off", retain: true))
    #expect(broker.publish("carousel/hall/folder/set", "p", retain: true))
    let app = MQTTClientTests.App()
    app.center.publish(MQTTClientTests.status(index: 1))
    let surface = try app.start(broker)
    defer { surface.stop() }
    app.waitForLines(4)
    func ignored(_ topic: String) -> String {
      "carousel: mqtt: a retained message on \(topic) is ignored: commands act only when sent "
        + "(clear it: mosquitto_pub -r -n -t \(topic))"
    }
    #expect(app.reported.first == "carousel: mqtt: connected to the broker at \(broker.address)")
    #expect(
      Set(app.reported.dropFirst())
        == [
          ignored("carousel/all/command"), ignored("carousel/hall/command"),
          ignored("carousel/hall/folder/set"),
        ])
    // A command sent now acts, the retain flag set or not: the broker passes it on to the
    // frames subscribed without it.
    #expect(broker.publish("carousel/hall/command", "next"))
    #expect(broker.publish("carousel/all/command", "pause", retain: true))
    #expect(app.commands(2).map(\.command) == [.next, .pause])
    #expect(app.reported.count == 4)
  }
}
