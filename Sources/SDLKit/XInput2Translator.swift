/// What the XInput2 bridge makes of the X events SDL reads: smooth scrolls become wheel events
/// with ``WheelEvent/Source/xinput2`` units, pinches become ``PinchEvent``s, and the wheel ticks
/// the X server emulated from a smooth scroll are dropped (docs/physics.md §8d).
///
/// Pure: the events arrive decoded, and devices are read through `query`, so tests feed it
/// events built as X sends them.
package struct XInput2Translator {
  private var scroll = SmoothScroll()
  /// Reads a device's scroll valuators (`XIQueryDevice`); nil when it has none.
  private let query: (Int) -> SmoothScroll.Device?

  package init(query: @escaping (Int) -> SmoothScroll.Device?) {
    self.query = query
  }

  /// Takes `device` as known at start-up, with its current valuator values.
  package mutating func learn(_ id: Int, _ device: SmoothScroll.Device?) {
    scroll.learn(id, device)
  }

  /// Translates one X event.
  /// - Returns: the input event it makes, or nil when it makes none (the X event is then only
  ///   noted: an emulated click to drop, a device to read again).
  package mutating func translate(_ event: XInput2Event) -> InputEvent? {
    scroll.beginXEvent()
    switch event {
    case .motion(let source, let time, let x, let y, let valuators):
      guard
        let delta = scroll.motion(source: source, time: time, valuators: valuators, query: query)
      else { return nil }
      // X scrolls + y down, SDL + y away from the user (up).
      return .wheel(
        WheelEvent(
          preciseX: delta.x, preciseY: -delta.y, pointerX: x.rounded(), pointerY: y.rounded(),
          source: .xinput2))
    case .wheelButtonPress(let button, let time):
      scroll.wheelButtonPress(button, time: time)
    case .enter:
      scroll.forgetValues()
    case .deviceChanged(let device):
      scroll.forgetDevice(device)
    case .hierarchyChanged:
      scroll.forgetDevice(nil)
    case .pinch(let phase, let scale, let x, let y):
      return .pinch(PinchEvent(phase: phase, scale: scale, x: x, y: y))
    case .other:
      break
    }
    return nil
  }

  /// SDL made a wheel event of its own from a core button press.
  /// - Returns: whether to keep it (false: a click emulated from a smooth scroll, already counted).
  package mutating func keepsWheelTick() -> Bool {
    !scroll.dropsWheelTick()
  }
}
