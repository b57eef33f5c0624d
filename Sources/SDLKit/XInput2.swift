import CSDL2
import CXInput2

/// XInput2 on the X connection SDL opened for the window: trackpad smooth scrolling (XI 2.1) and
/// pinches (XI 2.4), which SDL 2.26 does not report (docs/physics.md §8d).
///
/// SDL hands every X event it reads to the application as an `SDL_SYSWMEVENT`, through the event
/// filter, while the event's XInput2 data is still valid. The filter translates (see
/// ``XInput2Translator``): a smooth scroll replaces the system event with a wheel event
/// (``WheelEvent/Source/xinput2``), a pinch with a ``PinchEvent``; other system events are dropped,
/// and so are the wheel ticks SDL makes of the clicks the X server emulated from a smooth scroll.
/// Everything stays on SDL's queue, in order, and wakes `SDL_WaitEvent` as any event does.
/// Main thread only.
package enum XInput2 {
  /// What XInput2 gives on the window's display.
  package enum Availability: Equatable, Sendable {
    /// Not an X11 window (Wayland, offscreen): nothing to do.
    case notX11
    /// An X server without XInput 2.1: SDL's wheel ticks, as before.
    case unavailable(reason: String)
    /// Smooth scrolling; trackpad pinches too from version 2.4.
    case available(major: Int, minor: Int)

    /// What a server gives whose XInput version is `serverMajor`, `minor` (major 0: none).
    package init(serverMajor: Int, minor: Int) {
      if (serverMajor, minor) >= (2, 1) {
        self = .available(major: serverMajor, minor: minor)
      } else {
        let version = serverMajor == 0 ? "no XInput 2" : "XInput \(serverMajor).\(minor)"
        self = .unavailable(reason: "the X server has \(version), not 2.1")
      }
    }

    /// Whether trackpad pinches arrive (XInput 2.4).
    package var hasPinch: Bool {
      guard case .available(let major, let minor) = self else { return false }
      return (major, minor) >= (2, 4)
    }
  }

  nonisolated(unsafe) private static var translator: XInput2Translator?
  nonisolated(unsafe) private static var opcode: Int32 = 0
  // Safe: both are set on the main thread before the filter is installed and cleared after it
  // is removed; between the two, only `filter` touches them, and SDL calls its filter with its
  // event-watcher lock held (SDL_PushEvent), one call at a time.

  /// Starts translating XInput2 events for `window`, when it is an X11 window on a server with
  /// XInput 2.1 or later.
  ///
  /// Installs SDL's event filter (`SDL_SetEventFilter`, which also discards queued events): call
  /// once, right after the window opens.
  package static func enable(for window: Window) -> Availability {
    var info = SDL_SysWMinfo()
    info.version = SDL_version(
      major: UInt8(SDL_MAJOR_VERSION), minor: UInt8(SDL_MINOR_VERSION),
      patch: UInt8(SDL_PATCHLEVEL))
    guard SDL_GetWindowWMInfo(window.pointer, &info) == SDL_TRUE, info.subsystem == SDL_SYSWM_X11,
      let display = info.info.x11.display
    else { return .notX11 }
    var extensionOpcode: Int32 = 0
    var firstEvent: Int32 = 0
    var firstError: Int32 = 0
    guard
      XQueryExtension(display, "XInputExtension", &extensionOpcode, &firstEvent, &firstError) != 0
    else { return .unavailable(reason: "the X server has no XInput extension") }
    // SDL announced 2.2 on this connection; a client may raise its version, never lower it.
    var major: Int32 = 2
    var minor: Int32 = 4
    let status = XIQueryVersion(display, &major, &minor)
    let availability = Availability(
      serverMajor: status == Success ? Int(major) : 0, minor: Int(minor))
    guard case .available = availability else { return availability }
    selectEvents(display: display, window: info.info.x11.window, pinch: availability.hasPinch)
    var translator = XInput2Translator { scrollDevice(display: display, id: $0) }
    for (id, device) in slavePointers(display: display) { translator.learn(id, device) }
    self.translator = translator
    opcode = extensionOpcode
    SDL_EventState(UInt32(SDL_SYSWMEVENT.rawValue), SDL_ENABLE)
    SDL_SetEventFilter({ _, event in event.map(XInput2.filter) ?? 1 }, nil)
    return availability
  }

  /// Stops translating (before the window closes).
  package static func disable() {
    guard translator != nil else { return }
    SDL_SetEventFilter(nil, nil)
    SDL_EventState(UInt32(SDL_SYSWMEVENT.rawValue), SDL_DISABLE)
    translator = nil
  }

  /// SDL's event filter: 1 keeps the (possibly rewritten) event, 0 drops it.
  private static func filter(_ event: UnsafeMutablePointer<SDL_Event>) -> Int32 {
    switch event.pointee.type {
    case SDL_SYSWMEVENT.rawValue:
      guard let message = event.pointee.syswm.msg, message.pointee.subsystem == SDL_SYSWM_X11,
        let translated = translator?.translate(
          XInput2Event(message.pointee.msg.x11.event, opcode: opcode)),
        let replacement = translated.sdlEvent(
          windowID: SDL_GetMouseFocus().map(SDL_GetWindowID) ?? 0)
      else { return 0 }
      let timestamp = event.pointee.common.timestamp
      event.pointee = replacement
      event.pointee.common.timestamp = timestamp
      return 1
    case SDL_MOUSEWHEEL.rawValue where event.pointee.wheel.which == 0:
      return (translator?.keepsWheelTick() ?? true) ? 1 : 0
    default:
      return 1
    }
  }

  // MARK: - Xlib

  /// Adds device-change and motion events (and pinches) to what SDL selected for its window's
  /// master devices; a selection replaces the client's previous one, so SDL's bits are kept.
  ///
  /// Entering the window is read from the core `EnterNotify` SDL already selects: an XInput2
  /// enter selection could take the core event from SDL.
  private static func selectEvents(display: OpaquePointer, window: UInt, pinch: Bool) {
    var length = Int((XI_LASTEVENT >> 3) + 1)
    var bits = [UInt8](repeating: 0, count: length)
    var count: Int32 = 0
    if let selected = XIGetSelectedEvents(display, window, &count) {
      for index in 0..<Int(count) where selected[index].deviceid == XIAllMasterDevices {
        let old = selected[index]
        length = max(length, Int(old.mask_len))
        bits += [UInt8](repeating: 0, count: length - bits.count)
        for byte in 0..<Int(old.mask_len) { bits[byte] |= old.mask[byte] }
      }
      XFree(selected)
    }
    var events = [XI_Motion, XI_DeviceChanged]
    if pinch { events += [XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd] }
    for event in events { bits[Int(event >> 3)] |= UInt8(1 << (event & 7)) }
    bits.withUnsafeMutableBufferPointer { buffer in
      var mask = XIEventMask(
        deviceid: XIAllMasterDevices, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
      _ = XISelectEvents(display, window, &mask, 1)
    }
  }

  /// Every physical pointer with scroll valuators, with their current values.
  private static func slavePointers(display: OpaquePointer) -> [(Int, SmoothScroll.Device?)] {
    var count: Int32 = 0
    guard let devices = XIQueryDevice(display, XIAllDevices, &count) else { return [] }
    defer { XIFreeDeviceInfo(devices) }
    return (0..<Int(count)).filter { devices[$0].use == XISlavePointer }.map { index in
      (Int(devices[index].deviceid), scrollDevice(devices[index]))
    }
  }

  /// The scroll valuators of device `id`, read from the server.
  private static func scrollDevice(display: OpaquePointer, id: Int) -> SmoothScroll.Device? {
    var count: Int32 = 0
    guard let devices = XIQueryDevice(display, Int32(id), &count), count > 0 else { return nil }
    defer { XIFreeDeviceInfo(devices) }
    return scrollDevice(devices[0])
  }

  /// The scroll valuators of `info`, nil when it has none.
  private static func scrollDevice(_ info: XIDeviceInfo) -> SmoothScroll.Device? {
    var valuators: [SmoothScroll.Valuator] = []
    var values: [Int: Double] = [:]
    for index in 0..<Int(info.num_classes) {
      guard let raw = info.classes[index] else { continue }
      switch raw.pointee.type {
      case XIScrollClass:
        let scroll = UnsafeRawPointer(raw).load(as: XIScrollClassInfo.self)
        valuators.append(
          SmoothScroll.Valuator(
            number: Int(scroll.number),
            axis: scroll.scroll_type == XIScrollTypeHorizontal ? .horizontal : .vertical,
            increment: scroll.increment,
            emulatesClicks: scroll.flags & XIScrollFlagNoEmulation == 0))
      case XIValuatorClass:
        let valuator = UnsafeRawPointer(raw).load(as: XIValuatorClassInfo.self)
        values[Int(valuator.number)] = valuator.value
      default:
        continue
      }
    }
    return valuators.isEmpty ? nil : SmoothScroll.Device(valuators: valuators, values: values)
  }
}
