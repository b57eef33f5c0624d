import CSDL2
import Geometry

extension InputEvent {
  /// Translates one SDL event; events Carousel does not use become `.other`.
  init(_ event: SDL_Event) {
    let type = event.type
    switch type {
    case SDL_QUIT.rawValue: self = .quit
    case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue: self = .key(KeyEvent(event.key))
    case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
      self = .mouseButton(MouseButtonEvent(event.button))
    case SDL_MOUSEMOTION.rawValue: self = .mouseMotion(MouseMotionEvent(event.motion))
    case SDL_MOUSEWHEEL.rawValue: self = .wheel(WheelEvent(event.wheel))
    case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
      self = .finger(FingerEvent(event.tfinger))
    case SDL_WINDOWEVENT.rawValue: self = .window(WindowEvent(event.window))
    case SDL_CONTROLLERBUTTONDOWN.rawValue, SDL_CONTROLLERBUTTONUP.rawValue:
      self = .controllerButton(
        ControllerButtonEvent(
          button: ControllerButton(rawValue: Int32(event.cbutton.button)),
          isDown: event.type == SDL_CONTROLLERBUTTONDOWN.rawValue, controller: event.cbutton.which,
          timestamp: event.cbutton.timestamp))
    case SDL_CONTROLLERDEVICEADDED.rawValue:
      self = .controllerDevice(.added(index: event.cdevice.which))
    case SDL_CONTROLLERDEVICEREMOVED.rawValue:
      self = .controllerDevice(.removed(controller: event.cdevice.which))
    case EventQueue.registeredWakeType where EventQueue.registeredWakeType != 0: self = .wake
    case EventQueue.pinchEventType where EventQueue.pinchEventType != 0:
      self = PinchEvent(event.user).map(InputEvent.pinch) ?? .other(type)
    default: self = .other(type)
    }
  }
}

extension KeyEvent {
  init(_ event: SDL_KeyboardEvent) {
    self.init(
      key: Key(rawValue: event.keysym.sym), isDown: event.type == SDL_KEYDOWN.rawValue,
      isRepeat: event.repeat != 0, modifiers: KeyModifiers(sdl: event.keysym.mod),
      timestamp: event.timestamp)
  }
}

extension MouseButtonEvent {
  init(_ event: SDL_MouseButtonEvent) {
    self.init(
      button: Int(event.button), isDown: event.type == SDL_MOUSEBUTTONDOWN.rawValue,
      x: Double(event.x), y: Double(event.y), isFromTouch: event.which == touchMouseID,
      timestamp: event.timestamp)
  }
}

extension MouseMotionEvent {
  init(_ event: SDL_MouseMotionEvent) {
    self.init(
      x: Double(event.x), y: Double(event.y), isFromTouch: event.which == touchMouseID,
      timestamp: event.timestamp)
  }
}

extension WheelEvent {
  /// The modifiers are SDL's keyboard state when the event is read: a wheel event carries none.
  init(_ event: SDL_MouseWheelEvent) {
    self.init(
      x: Int(event.x), y: Int(event.y), preciseX: Double(event.preciseX),
      preciseY: Double(event.preciseY), pointerX: Double(event.mouseX),
      pointerY: Double(event.mouseY),
      modifiers: KeyModifiers(sdl: UInt16(truncatingIfNeeded: SDL_GetModState().rawValue)),
      source: event.which == xinput2MouseID ? .xinput2 : .sdl,
      isFromTouch: event.which == touchMouseID, timestamp: event.timestamp)
  }
}

extension FingerEvent {
  init(_ event: SDL_TouchFingerEvent) {
    let phase: Phase =
      switch event.type {
      case SDL_FINGERDOWN.rawValue: .down
      case SDL_FINGERUP.rawValue: .up
      default: .motion
      }
    self.init(
      phase: phase, touchID: event.touchId, fingerID: event.fingerId, x: Double(event.x),
      y: Double(event.y), isDirect: Self.isDirect(SDL_GetTouchDeviceType(event.touchId)),
      normalisation: SDL.currentVideoDriver == "x11" ? .sizeLessOne : .size,
      timestamp: event.timestamp)
  }

  /// Screens (X11 `XIDirectTouch`, Wayland `wl_touch`, evdev screens) and unregistered devices
  /// (pushed replay events) are direct; touchpads (`XIDependentTouch`: indirect) are not.
  static func isDirect(_ type: SDL_TouchDeviceType) -> Bool {
    type == SDL_TOUCH_DEVICE_DIRECT || type == SDL_TOUCH_DEVICE_INVALID
  }
}

extension PinchEvent {
  /// A pinch as ``sdlEvent(windowID:)`` packs it into a user event: the phase in `code`, the scale's
  /// bits in `data1`, the point's two `Float`s in `data2`.
  init?(_ event: SDL_UserEvent) {
    guard let phase = Phase(rawValue: event.code) else { return nil }
    let point = UInt64(UInt(bitPattern: event.data2))
    self.init(
      phase: phase, scale: Double(bitPattern: UInt64(UInt(bitPattern: event.data1))),
      x: Double(Float(bitPattern: UInt32(truncatingIfNeeded: point >> 32))),
      y: Double(Float(bitPattern: UInt32(truncatingIfNeeded: point))), timestamp: event.timestamp)
  }

  /// The user event that carries this pinch through SDL's queue (see ``init(_:)``).
  func sdlEvent(windowID: UInt32) -> SDL_UserEvent {
    var event = SDL_UserEvent()
    event.type = EventQueue.pinchEventType
    event.windowID = windowID
    event.code = phase.rawValue
    event.data1 = UnsafeMutableRawPointer(bitPattern: UInt(scale.bitPattern))
    let point = UInt64(Float(x).bitPattern) << 32 | UInt64(Float(y).bitPattern)
    event.data2 = UnsafeMutableRawPointer(bitPattern: UInt(point))
    return event
  }
}

extension WindowEvent {
  init(_ event: SDL_WindowEvent) {
    switch SDL_WindowEventID(UInt32(event.event)) {
    case SDL_WINDOWEVENT_SHOWN: self = .shown
    case SDL_WINDOWEVENT_HIDDEN: self = .hidden
    case SDL_WINDOWEVENT_EXPOSED: self = .exposed
    case SDL_WINDOWEVENT_MINIMIZED: self = .minimized
    case SDL_WINDOWEVENT_RESTORED: self = .restored
    case SDL_WINDOWEVENT_FOCUS_GAINED: self = .focusGained
    case SDL_WINDOWEVENT_FOCUS_LOST: self = .focusLost
    case SDL_WINDOWEVENT_CLOSE: self = .close
    case SDL_WINDOWEVENT_SIZE_CHANGED:
      self = .resized(Size(width: Int(event.data1), height: Int(event.data2)))
    default: self = .other
    }
  }
}

/// `SDL_TOUCH_MOUSEID`, `(Uint32)-1` in C, which Swift cannot import as written.
let touchMouseID = UInt32.max

/// The mouse id of wheel events made from XInput2 smooth scrolling (ASCII "XI21"); SDL's own X11
/// wheel events have id 0.
let xinput2MouseID: UInt32 = 0x5849_3231
