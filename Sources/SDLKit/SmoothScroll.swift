/// XInput2 smooth scrolling made into wheel values, and the wheel clicks the X server emulates
/// from it recognised so that nothing counts twice (docs/physics.md §8d).
///
/// Pure: it sees the XInput2 events already decoded (``XInput2Event``) and asks its caller for a
/// device's scroll valuators. X reports a scroll valuator's absolute value, which grows as the
/// user scrolls; the scroll is the change since the device's previous event, divided by the
/// valuator's increment (the travel of one emulated click). For each valuator without
/// `XIScrollFlagNoEmulation`, the server also sends wheel button presses (4 to 7) with the same
/// server time, which SDL turns into whole wheel ticks: those ticks are dropped.
package struct SmoothScroll {
  /// One scroll valuator of a device (an XI 2.1 `XIScrollClass`).
  package struct Valuator: Hashable, Sendable {
    package enum Axis: Hashable, Sendable { case vertical, horizontal }

    /// The valuator's number in the device's valuator list.
    package var number: Int
    package var axis: Axis
    /// The change of the valuator's value that makes one scroll unit (one emulated click), in the
    /// valuator's units; positive scrolls down or right.
    package var increment: Double
    /// Whether the server emulates wheel clicks from it (no `XIScrollFlagNoEmulation`).
    package var emulatesClicks: Bool

    package init(number: Int, axis: Axis, increment: Double, emulatesClicks: Bool) {
      self.number = number
      self.axis = axis
      self.increment = increment
      self.emulatesClicks = emulatesClicks
    }
  }

  /// A device's scroll valuators and their values when it was queried (`XIQueryDevice`).
  package struct Device: Equatable, Sendable {
    package var valuators: [Valuator]
    /// The current value of each valuator, by number.
    package var values: [Int: Double]

    package init(valuators: [Valuator], values: [Int: Double]) {
      self.valuators = valuators
      self.values = values
    }
  }

  /// A scroll in units: + x right, + y down (X's convention; SDL's is + y up).
  package struct Delta: Equatable, Sendable {
    package var x: Double
    package var y: Double
  }

  /// A jump larger than this many units in one event is a device reset, not a scroll
  /// (dimensionless; no finger or wheel moves that far in one event).
  static let resyncUnits: Double = 1_000

  /// Known devices by id (the event's `sourceid`, the physical device); nil: no scroll valuators.
  private var devices: [Int: Device?] = [:]
  /// Values of each device's valuators at its last event; a device is absent until re-learnt.
  private var lastValues: [Int: [Int: Double]] = [:]
  /// The server time (ms) of the latest scroll on each axis whose clicks the server emulates.
  private var emulatedAt: [Valuator.Axis: UInt] = [:]
  /// SDL wheel events still to drop: the emulated clicks of the X event being dispatched.
  private var pendingDrops = 0

  package init() {}

  /// Takes `device` (queried at start-up) as known, with its current values; nil: it has no
  /// scroll valuators.
  package mutating func learn(_ id: Int, _ device: Device?) {
    devices[id] = device
    lastValues[id] = device?.values
  }

  /// A new X event is being dispatched: clicks counted for the previous one that SDL did not
  /// turn into a wheel event are forgotten.
  package mutating func beginXEvent() {
    pendingDrops = 0
  }

  /// A motion event of `source` at server time `time` (ms) carrying `valuators` (number →
  /// absolute value).
  ///
  /// `query` reads a device it has not met yet (nil: it has no scroll valuators).
  /// - Returns: the scroll it makes, in units, or nil when it scrolls nothing.
  package mutating func motion(
    source: Int, time: UInt, valuators: [Int: Double], query: (Int) -> Device?
  ) -> Delta? {
    let device: Device?
    if let known = devices[source] {
      device = known
    } else {
      device = query(source)
      devices[source] = device
      if let device { lastValues[source] = device.values }
    }
    guard let device, !device.valuators.isEmpty else { return nil }
    var delta = Delta(x: 0, y: 0)
    var last = lastValues[source] ?? [:]
    defer { lastValues[source] = last }
    for valuator in device.valuators {
      guard let value = valuators[valuator.number] else { continue }
      defer { last[valuator.number] = value }
      // The first value after a reset only teaches where the valuator stands.
      guard let previous = last[valuator.number], valuator.increment != 0 else { continue }
      let units = (value - previous) / valuator.increment
      guard units != 0, abs(units) < Self.resyncUnits else { continue }
      switch valuator.axis {
      case .vertical: delta.y += units
      case .horizontal: delta.x += units
      }
      if valuator.emulatesClicks { emulatedAt[valuator.axis] = time }
    }
    return delta == Delta(x: 0, y: 0) ? nil : delta
  }

  /// A core wheel button press (4 up, 5 down, 6 left, 7 right) at server time `time` (ms).
  ///
  /// When a scroll on its axis came at the same server time, it is a click the server emulated
  /// from that scroll: the wheel event SDL makes of it will be dropped.
  package mutating func wheelButtonPress(_ button: Int, time: UInt) {
    let axis: Valuator.Axis
    switch button {
    case 4, 5: axis = .vertical
    case 6, 7: axis = .horizontal
    default: return
    }
    if emulatedAt[axis] == time { pendingDrops += 1 }
  }

  /// SDL made a wheel event from a core button press.
  /// - Returns: whether to drop it (an emulated click of a smooth scroll).
  package mutating func dropsWheelTick() -> Bool {
    guard pendingDrops > 0 else { return false }
    pendingDrops -= 1
    return true
  }

  /// Forgets every valuator's last value (the pointer entered the window: the user may have
  /// scrolled elsewhere since); each valuator's next value is learnt, not scrolled.
  package mutating func forgetValues() {
    lastValues.removeAll()
  }

  /// Forgets `device` (its classes changed, or it was removed), or every device when nil.
  ///
  /// A forgotten device is queried again when next seen.
  package mutating func forgetDevice(_ device: Int?) {
    if let device {
      devices[device] = nil
      lastValues[device] = nil
    } else {
      devices.removeAll()
      lastValues.removeAll()
    }
  }
}
