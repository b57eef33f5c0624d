import CXInput2
import SDLKit
import Testing

/// XInput2 events built as an X server sends them, decoded and translated as the live bridge does.
///
/// The events have valuator masks with packed values, scroll classes, and the wheel clicks the
/// server emulates at the same server time. Xvfb's devices have no scroll valuators and xdotool
/// cannot make smooth-scroll events, so these are the tests of that path (docs/physics.md §8d).
@Suite("XInput2 smooth scrolling")
struct XInput2Tests {
  /// The XInput extension's opcode in the built events (any value; the decoder compares).
  static let opcode: Int32 = 131

  /// Decodes an `XI_Motion` of device 11 (master 2) at `time` carrying `valuators`, built as X
  /// packs them: a bit per valuator number in the mask, the values of the set bits in order.
  static func motion(
    time: UInt, valuators: [Int: Double], x: Double = 640, y: Double = 360, flags: Int32 = 0
  ) -> XInput2Event {
    let numbers = valuators.keys.sorted()
    var mask = [UInt8](repeating: 0, count: 4)
    for number in numbers { mask[number >> 3] |= UInt8(1 << (number & 7)) }
    var values = numbers.map { valuators[$0] ?? 0 }
    return mask.withUnsafeMutableBufferPointer { maskBuffer in
      values.withUnsafeMutableBufferPointer { valueBuffer in
        var device = XIDeviceEvent()
        device.type = GenericEvent
        device.extension = opcode
        device.evtype = XI_Motion
        device.time = time
        device.deviceid = 2
        device.sourceid = 11
        device.event_x = x
        device.event_y = y
        device.flags = flags
        device.valuators = XIValuatorState(
          mask_len: Int32(maskBuffer.count), mask: maskBuffer.baseAddress,
          values: valueBuffer.baseAddress)
        return withUnsafeMutablePointer(to: &device) { pointer in
          decodeCookie(evtype: XI_Motion, data: UnsafeMutableRawPointer(pointer))
        }
      }
    }
  }

  static func decodeCookie(evtype: Int32, data: UnsafeMutableRawPointer) -> XInput2Event {
    var event = XEvent()
    event.xcookie = XGenericEventCookie(
      type: GenericEvent, serial: 1, send_event: 0, display: nil, extension: opcode,
      evtype: evtype, cookie: 0, data: data)
    return XInput2Event(event, opcode: opcode)
  }

  /// Decodes a core `ButtonPress` of `button` at `time`.
  static func buttonPress(_ button: UInt32, time: UInt, sent: Bool = false) -> XInput2Event {
    var event = XEvent()
    event.xbutton = XButtonEvent()
    event.xbutton.type = ButtonPress
    event.xbutton.button = button
    event.xbutton.time = time
    event.xbutton.send_event = sent ? 1 : 0
    return XInput2Event(event, opcode: opcode)
  }

  /// A touchpad as xf86-input-libinput describes it: valuators 0 and 1 are x and y, 2 scrolls
  /// horizontally and 3 vertically, 15 units a click, clicks emulated.
  static let touchpad = SmoothScroll.Device(
    valuators: [
      SmoothScroll.Valuator(number: 2, axis: .horizontal, increment: 15, emulatesClicks: true),
      SmoothScroll.Valuator(number: 3, axis: .vertical, increment: 15, emulatesClicks: true),
    ],
    values: [0: 640, 1: 360, 2: 3000, 3: 9000])

  static func translator(_ device: SmoothScroll.Device = touchpad) -> XInput2Translator {
    var translator = XInput2Translator { _ in nil }
    translator.learn(11, device)
    return translator
  }

  @Test("a motion's valuator mask and packed values decode by number")
  func decodesValuators() {
    let event = Self.motion(time: 5000, valuators: [0: 641, 3: 9007.5, 12: -2])
    #expect(
      event
        == .motion(
          source: 11, time: 5000, x: 640, y: 360, valuators: [0: 641, 3: 9007.5, 12: -2]))
  }

  @Test("pointer motion emulated from a touchscreen is not a scroll")
  func emulatedMotionIsIgnored() {
    #expect(Self.motion(time: 1, valuators: [3: 1], flags: XIPointerEmulated) == .other)
  }

  @Test("the core EnterNotify is an enter")
  func decodesEnter() {
    var event = XEvent()
    event.xcrossing = XCrossingEvent()
    event.xcrossing.type = EnterNotify
    #expect(XInput2Event(event, opcode: Self.opcode) == .enter)
  }

  @Test("core wheel presses decode with their server time; other buttons and sent events do not")
  func decodesWheelButtons() {
    #expect(Self.buttonPress(5, time: 77) == .wheelButtonPress(button: 5, time: 77))
    #expect(Self.buttonPress(1, time: 77) == .other)
    #expect(Self.buttonPress(7, time: 77, sent: true) == .other)
  }

  @Test("a pinch decodes its phase, scale and point")
  func decodesPinch() {
    var pinch = XIGesturePinchEvent()
    pinch.type = GenericEvent
    pinch.extension = Self.opcode
    pinch.evtype = XI_GesturePinchUpdate
    pinch.scale = 1.5
    pinch.event_x = 100
    pinch.event_y = 200
    let event = withUnsafeMutablePointer(to: &pinch) {
      Self.decodeCookie(evtype: XI_GesturePinchUpdate, data: UnsafeMutableRawPointer($0))
    }
    #expect(event == .pinch(.update, scale: 1.5, x: 100, y: 200))
  }

  @Test("a horizontal two-finger swipe: every motion scrolls by its valuator change / increment")
  func swipeBecomesPreciseWheel() {
    var translator = Self.translator()
    let values: [Double] = [3004.5, 3012, 3024, 3039, 3045]
    let wheels = values.enumerated().map { index, value in
      translator.translate(Self.motion(time: UInt(1000 + 8 * index), valuators: [2: value]))
    }
    let precise = wheels.compactMap { event -> Double? in
      guard case .wheel(let wheel)? = event, wheel.source == .xinput2 else { return nil }
      return wheel.preciseX
    }
    #expect(precise == [0.3, 0.5, 0.8, 1.0, 0.4])
  }

  @Test("scrolling down is a negative SDL y (toward the user), and the pointer comes along")
  func verticalSignAndPointer() {
    var translator = Self.translator()
    let event = translator.translate(
      Self.motion(time: 10, valuators: [3: 9030], x: 100.4, y: 50.6))
    #expect(
      event
        == .wheel(
          WheelEvent(preciseX: 0, preciseY: -2, pointerX: 100, pointerY: 51, source: .xinput2)))
  }

  @Test("the clicks the server emulates at a scroll's server time are dropped, others are kept")
  func emulatedClicksAreDropped() {
    var translator = Self.translator()
    var kept: [Bool] = []
    // The swipe crosses a click boundary: X sends the motion, then button 7 at the same time.
    _ = translator.translate(Self.motion(time: 2000, valuators: [2: 3016]))
    _ = translator.translate(Self.buttonPress(7, time: 2000))
    kept.append(translator.keepsWheelTick())
    // A real wheel click a moment later (another mouse) is kept.
    _ = translator.translate(Self.buttonPress(5, time: 2003))
    kept.append(translator.keepsWheelTick())
    // Two clicks in one motion: both dropped.
    _ = translator.translate(Self.motion(time: 2010, valuators: [3: 9031]))
    _ = translator.translate(Self.buttonPress(5, time: 2010))
    kept.append(translator.keepsWheelTick())
    _ = translator.translate(Self.buttonPress(5, time: 2010))
    kept.append(translator.keepsWheelTick())
    #expect(kept == [false, true, false, false])
  }

  @Test("a click SDL did not turn into a wheel event is not held against the next real one")
  func pendingDropEndsWithItsEvent() {
    var translator = Self.translator()
    _ = translator.translate(Self.motion(time: 2000, valuators: [3: 9016]))
    _ = translator.translate(Self.buttonPress(5, time: 2000))
    _ = translator.translate(Self.buttonPress(5, time: 2100))  // a new X event, a real click
    let kept = translator.keepsWheelTick()
    #expect(kept)
  }

  @Test("a valuator without click emulation drops no ticks")
  func noEmulationKeepsTicks() {
    var device = Self.touchpad
    device.valuators = device.valuators.map {
      var valuator = $0
      valuator.emulatesClicks = false
      return valuator
    }
    var translator = Self.translator(device)
    let scrolled = translator.translate(Self.motion(time: 3000, valuators: [3: 9015]))
    _ = translator.translate(Self.buttonPress(5, time: 3000))
    let kept = translator.keepsWheelTick()
    #expect(scrolled != nil)
    #expect(kept)
  }

  @Test("after the pointer enters, a valuator's first value is learnt, not scrolled")
  func enterRelearns() {
    var translator = Self.translator()
    _ = translator.translate(.enter)
    // The user scrolled 200 clicks in another window: the valuator jumped.
    let first = translator.translate(Self.motion(time: 1, valuators: [3: 12000]))
    let next = translator.translate(Self.motion(time: 9, valuators: [3: 12015]))
    #expect(first == nil)
    #expect(
      next
        == .wheel(
          WheelEvent(preciseX: 0, preciseY: -1, pointerX: 640, pointerY: 360, source: .xinput2)))
  }

  @Test("a device met for the first time is read, and its values learnt")
  func unknownDeviceIsQueried() {
    var asked: [Int] = []
    var translator = XInput2Translator { id in
      asked.append(id)
      return Self.touchpad
    }
    let first = translator.translate(Self.motion(time: 1, valuators: [3: 9000]))
    let second = translator.translate(Self.motion(time: 2, valuators: [3: 9015]))
    #expect(first == nil)
    #expect(second != nil)
    #expect(asked == [11])
  }

  @Test("a mouse without scroll valuators makes no wheel events of its motion")
  func plainMouseMotion() {
    var translator = XInput2Translator { _ in nil }
    let moved = translator.translate(Self.motion(time: 1, valuators: [0: 10, 1: 20]))
    _ = translator.translate(Self.buttonPress(4, time: 1))
    let kept = translator.keepsWheelTick()
    #expect(moved == nil)
    #expect(kept)
  }
}

@Suite("XInput2 availability")
struct XInput2AvailabilityTests {
  static let servers: [(major: Int, minor: Int, smooth: Bool, pinch: Bool)] = [
    (0, 0, false, false), (2, 0, false, false), (2, 1, true, false), (2, 3, true, false),
    (2, 4, true, true),
  ]

  @Test(
    "smooth scrolling from XInput 2.1, pinches from 2.4; older servers keep wheel ticks",
    arguments: servers)
  func versions(major: Int, minor: Int, smooth: Bool, pinch: Bool) {
    let availability = XInput2.Availability(serverMajor: major, minor: minor)
    if case .available = availability { #expect(smooth) } else { #expect(!smooth) }
    #expect(availability.hasPinch == pinch)
  }
}
