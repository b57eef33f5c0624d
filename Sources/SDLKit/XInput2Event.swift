import CXInput2

/// The X events the XInput2 bridge reads, decoded from Xlib's structures into Swift values.
package enum XInput2Event: Equatable, Sendable {
  /// Pointer motion (`XI_Motion`) of the physical device `source` at server time `time` (ms),
  /// at (`x`, `y`) in window coordinates, with the valuators it carries (number → absolute value).
  case motion(source: Int, time: UInt, x: Double, y: Double, valuators: [Int: Double])
  /// A core button press of a wheel button (4 to 7) at server time `time` (ms).
  case wheelButtonPress(button: Int, time: UInt)
  /// The pointer entered the window (the core `EnterNotify`, which SDL selects).
  case enter
  /// The classes of the physical device `device` changed (`XI_DeviceChanged`).
  case deviceChanged(device: Int)
  /// Devices were added or removed (`XI_HierarchyChanged`).
  case hierarchyChanged
  /// A trackpad pinch (`XI_GesturePinch*`, XI 2.4): the fingers' spread since its start, at
  /// (`x`, `y`) in window coordinates.
  case pinch(PinchEvent.Phase, scale: Double, x: Double, y: Double)
  /// Anything else.
  case other

  /// Decodes `event` as SDL hands it over (a generic event's cookie data is valid during the
  /// call); `opcode` is the XInput extension's major opcode on its display.
  package init(_ event: XEvent, opcode: Int32) {
    switch event.type {
    case ButtonPress where (4...7).contains(event.xbutton.button) && event.xbutton.send_event == 0:
      self = .wheelButtonPress(button: Int(event.xbutton.button), time: event.xbutton.time)
    case EnterNotify:
      self = .enter
    case GenericEvent where event.xcookie.extension == opcode:
      self = Self.decode(cookie: event.xcookie)
    default:
      self = .other
    }
  }

  private static func decode(cookie: XGenericEventCookie) -> XInput2Event {
    guard let data = cookie.data else { return .other }
    switch cookie.evtype {
    case XI_Motion:
      let motion = data.load(as: XIDeviceEvent.self)
      guard motion.flags & XIPointerEmulated == 0 else { return .other }  // from a touchscreen
      return .motion(
        source: Int(motion.sourceid), time: motion.time, x: motion.event_x, y: motion.event_y,
        valuators: values(of: motion.valuators))
    case XI_DeviceChanged:
      return .deviceChanged(device: Int(data.load(as: XIDeviceChangedEvent.self).sourceid))
    case XI_HierarchyChanged:
      return .hierarchyChanged
    case XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd:
      let pinch = data.load(as: XIGesturePinchEvent.self)
      let phase: PinchEvent.Phase =
        switch cookie.evtype {
        case XI_GesturePinchBegin: .begin
        case XI_GesturePinchUpdate: .update
        default: pinch.flags & XIGesturePinchEventCancelled != 0 ? .cancel : .end
        }
      return .pinch(phase, scale: pinch.scale, x: pinch.event_x, y: pinch.event_y)
    default:
      return .other
    }
  }

  /// The valuators set in `state`'s mask, by number; X packs the values of the set bits in order.
  static func values(of state: XIValuatorState) -> [Int: Double] {
    guard let mask = state.mask, let packed = state.values, state.mask_len > 0 else { return [:] }
    var values: [Int: Double] = [:]
    var next = 0
    for number in 0..<(Int(state.mask_len) * 8) where mask[number >> 3] & (1 << (number & 7)) != 0 {
      values[number] = packed[next]
      next += 1
    }
    return values
  }
}
