import Control
import Foundation
import SystemKit
import TestSupport
import Testing

@testable import MQTTSurface

/// A frame left on a broker that stopped answering: simulated days on the surface's clock, one
/// keepalive at a time, a new picture shown and an error answered in each, while the broker
/// (``StalledBroker``) took the connection and then reads nothing.
///
/// Asleep: the thread wakes a bounded number of times per keepalive (it spun when a ping did
/// not move its deadline). Flat: what waits for the broker stays within the outbox's bounds,
/// the oldest dropped. The test process's memory is shared with the suites running beside,
/// so the soak asserts what the surface holds and prints the resident memory.
///
/// `scripts/test` runs two days (`CAROUSEL_SOAK_DAYS`, default 2); `scripts/soak` runs 30.
@Suite(.serialized) struct MQTTSoakTests {
  static let days = Environment.value("CAROUSEL_SOAK_DAYS").flatMap { Int($0) } ?? 2
  /// One cycle: a keepalive and the second libmosquitto's whole seconds add (s).
  static let cycle = 61.0

  @Test("a broker that stops answering for days: the thread asleep, what waits bounded")
  func stalledBroker() throws {
    let broker = try StalledBroker()
    let app = MQTTClientTests.App()
    let clock = Locked(0.0)
    app.center.publish(MQTTClientTests.status(index: 1))
    let surface = try MQTTHardeningTests.start(app, port: broker.port, clock: clock)
    defer { surface.stop() }
    try broker.acceptAndStall()
    app.waitForLines(1)
    let cycles = Self.days * 86_400 / Int(Self.cycle)
    let firstRounds = surface.pulse.withLock { $0.rounds }
    var start = ProcessMemory.residentBytes()
    for index in 1...cycles {
      let shown = surface.pulse.withLock { $0.statuses }
      app.center.publish(MQTTClientTests.status(path: "/p/\(index % 500).png"))
      surface.queueReply("refused \(index)")
      let time = Double(index) * Self.cycle
      clock.withLock { $0 = time }
      surface.thread.wake()
      try waitUntil("cycle \(index) to be taken in", in: surface.pulse) { pulse in
        pulse.statuses > shown && pulse.time >= time && (pulse.timeout ?? 0) > 0
          || pulse.rounds - firstRounds > 10 * index
      }
      if index == cycles / 10 { start = ProcessMemory.residentBytes() }
    }
    let pulse = surface.pulse.withLock { $0 }
    let rounds = pulse.rounds - firstRounds
    #expect(rounds <= 10 * cycles, "\(rounds) wake-ups in \(cycles) keepalives")
    #expect(pulse.timeout == 61_000, "asleep until the next keepalive")
    #expect(pulse.inFlight <= MQTTConstants.mostInFlight)
    #expect(pulse.waiting <= MQTTConstants.mostWaiting)
    #expect(pulse.dropped > 0)
    print(
      "carousel: soak: mqtt: \(Self.days) days, \(cycles) keepalives, \(rounds) wake-ups; "
        + "\(pulse.waiting) waiting, \(pulse.inFlight) in flight, \(pulse.dropped) dropped; "
        + "resident \(start / 1_048_576) MiB after a tenth, "
        + "\(ProcessMemory.residentBytes() / 1_048_576) MiB at the end (this process, with any "
        + "suite running beside)")
  }
}
