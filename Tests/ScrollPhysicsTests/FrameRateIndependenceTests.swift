import Testing

@testable import ScrollPhysics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A drag as a function of time: `distance(t)` in lp advanced (positive = p increases), released
/// at `releaseTime` s, expected to land on `page`.
struct DragScript: CustomTestStringConvertible, Sendable {
  let name: String
  let releaseTime: Double
  let page: Double
  let distance: @Sendable (Double) -> Double

  var testDescription: String { name }
}

/// Where a release settled: the page, and the first frame time at which the spring was done.
private struct Landing {
  let page: Double
  let frameTime: Double
  let positionAtFrame: Double
}

private let pageLength = 1000.0

/// Drives `script` at `rate` Hz: samples the pointer every frame (SDL ms stamps), releases,
/// picks the target, runs the spring and returns the first frame at which it is done.
private func land(_ script: DragScript, rate: Double) -> Landing? {
  var tracker = VelocityTracker()
  let period = 1 / rate
  var frame = 0
  while Double(frame) * period < script.releaseTime {
    let ms = Int((Double(frame) * period * 1000).rounded())
    tracker.addSample(time: sdlSeconds(ms), position: script.distance(Double(frame) * period))
    frame += 1
  }
  let release = script.releaseTime
  let releaseLp = script.distance(release)
  tracker.addSample(time: release, position: releaseLp)
  let velocity = tracker.releaseVelocity(at: release) / pageLength
  let position = 3 + releaseLp / pageLength
  let target = PageTargetRule.touch.targetPage(
    position: position, velocity: velocity, dragDistance: releaseLp, pageLength: pageLength)
  let spring = SpringSimulation(
    from: position, velocity: velocity, to: target, startTime: release,
    tolerance: .pages(pageLength: pageLength))
  for step in 1...(Int(rate) * 3) {
    let time = release + Double(step) * period
    if spring.isDone(at: time) {
      return Landing(page: target - 3, frameTime: time, positionAtFrame: spring.position(at: time))
    }
  }
  return nil
}

@Suite("Frame-rate independence")
struct FrameRateIndependenceTests {
  static let scripts: [DragScript] = [
    DragScript(name: "accelerating flick", releaseTime: 0.15, page: 1) { t in
      250 * (t / 0.15) * (t / 0.15)
    },
    DragScript(name: "slow drag past half, easing to a stop", releaseTime: 0.5, page: 1) { t in
      600 * sin(Double.pi / 2 * t / 0.5)
    },
    DragScript(name: "counter-flick", releaseTime: 0.6, page: 0) { t in
      800 * sin(Double.pi * t / 0.75)
    },
    DragScript(name: "backward flick", releaseTime: 0.12, page: -1) { t in
      -1800 * t
    },
  ]

  @Test("30, 60, 144 and 240 Hz land on the same page within one frame", arguments: scripts)
  func sameLanding(script: DragScript) throws {
    let rates = [30.0, 60, 144, 240]
    var landings: [(rate: Double, landing: Landing)] = []
    for rate in rates {
      let landing = try #require(land(script, rate: rate), "\(rate) Hz never settled")
      #expect(landing.page == script.page, "\(rate) Hz")
      #expect(landing.positionAtFrame == 3 + script.page)
      landings.append((rate, landing))
    }
    for a in landings {
      for b in landings {
        let frame = max(1 / a.rate, 1 / b.rate)
        let apart = abs(a.landing.frameTime - b.landing.frameTime)
        #expect(apart <= frame, "\(a.rate) Hz vs \(b.rate) Hz: \(apart) s apart")
      }
    }
  }
}
