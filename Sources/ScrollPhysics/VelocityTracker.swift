/// Estimates the velocity of a drag from timestamped positions (§4): Flutter/Android's quadratic
/// least-squares fit over the last 100 ms, adapted to SDL's millisecond pump timestamps.
///
/// Feed it every pointer position with its event time; ask for ``velocity()`` (trackpad, at the
/// newest sample) or ``releaseVelocity(at:)`` (touch and mouse, with the lift-after-pause rule).
/// Positions may be in any unit (lp for touch and mouse, pages for the trackpad); velocities come
/// back in that unit per second, clamped to ``maximumSpeed``. A value type: the owner keeps it.
public struct VelocityTracker: Sendable {
  /// One timestamped position: `time` in s, `position` in the caller's unit.
  struct Sample: Sendable, Equatable {
    var time: Double
    var position: Double
  }

  /// The largest speed reported, in units per second.
  public let maximumSpeed: Double
  /// The newest samples, oldest first; at most ``PhysicsConstants/velocityTrackerHistory``.
  private(set) var samples: [Sample] = []

  /// An empty tracker whose estimates are clamped to `maximumSpeed` units/s (default 8000 lp/s;
  /// pass ``PhysicsConstants/trackpadMaximumSpeed`` for a trackpad tracking pages).
  public init(maximumSpeed: Double = PhysicsConstants.maximumFlingSpeed) {
    self.maximumSpeed = maximumSpeed
  }

  /// `time` in seconds (SDL millisecond timestamps / 1000), position in any unit.
  ///
  /// A sample with the newest sample's timestamp replaces it (SDL stamps a whole pump batch with
  /// one time, so only the latest position of a batch counts). A sample older than the newest is
  /// out of order and ignored.
  public mutating func addSample(time: Double, position: Double) {
    let sample = Sample(time: time, position: position)
    if let newest = samples.last {
      if abs(time - newest.time) <= PhysicsConstants.sameTimestampTolerance {
        samples[samples.count - 1] = sample
        return
      }
      if time < newest.time { return }
    }
    samples.append(sample)
    if samples.count > PhysicsConstants.velocityTrackerHistory {
      samples.removeFirst(samples.count - PhysicsConstants.velocityTrackerHistory)
    }
  }

  /// Forgets every sample (new gesture, or another finger became the active one).
  public mutating func reset() {
    samples.removeAll(keepingCapacity: true)
  }

  /// Estimate at the newest sample (units/s), clamped; 0 when too few samples.
  public func velocity() -> Double {
    let estimate = Self.estimate(window: fitWindow())
    return min(max(estimate, -maximumSpeed), maximumSpeed)
  }

  /// Estimate for a release at `releaseTime`, applying the lift-after-pause rule (0 when the newest
  /// sample is older than 40 ms).
  ///
  /// Callers add the release position as a sample first (§4: unless it equals the last sample's
  /// position). Adding it after a pause is harmless: the > 40 ms gap then leaves a one-sample fit
  /// window, whose estimate is 0 too.
  public func releaseVelocity(at releaseTime: Double) -> Double {
    guard let newest = samples.last else { return 0 }
    let pause = releaseTime - newest.time
    if pause > PhysicsConstants.velocityTrackerStopGap + PhysicsConstants.sameTimestampTolerance {
      return 0
    }
    return velocity()
  }

  /// The samples that take part in the fit, newest first, as (t = −age in ms, x).
  ///
  /// x is the position relative to the newest sample. The window stops at the 100 ms horizon or at
  /// a gap of more than 40 ms.
  func fitWindow() -> [(t: Double, x: Double)] {
    guard let newest = samples.last else { return [] }
    let slack = PhysicsConstants.sameTimestampTolerance
    var window: [(t: Double, x: Double)] = []
    var previousTime = newest.time
    for sample in samples.reversed() {
      let age = newest.time - sample.time
      let gap = previousTime - sample.time
      if age > PhysicsConstants.velocityTrackerHorizon + slack { break }
      if gap > PhysicsConstants.velocityTrackerStopGap + slack { break }
      window.append((t: -age * 1000, x: sample.position - newest.position))
      previousTime = sample.time
    }
    return window
  }
}
