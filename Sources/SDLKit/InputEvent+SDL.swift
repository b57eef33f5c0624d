import CSDL2

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
    case EventQueue.registeredWakeType where EventQueue.registeredWakeType != 0: self = .wake
    default: self = .other(type)
    }
  }
}

extension KeyEvent {
  init(_ event: SDL_KeyboardEvent) {
    self.init(
      key: Key(rawValue: event.keysym.sym), isDown: event.type == SDL_KEYDOWN.rawValue,
      isRepeat: event.repeat != 0, modifiers: KeyModifiers(rawValue: event.keysym.mod),
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
  init(_ event: SDL_MouseWheelEvent) {
    self.init(
      x: Int(event.x), y: Int(event.y), preciseX: Double(event.preciseX),
      preciseY: Double(event.preciseY), isFromTouch: event.which == touchMouseID,
      timestamp: event.timestamp)
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
      y: Double(event.y), isDirect: Self.isDirect(touchID: event.touchId),
      timestamp: event.timestamp)
  }

  /// Screens and unregistered devices (pushed replay events) are direct; touchpads are not.
  private static func isDirect(touchID: SDL_TouchID) -> Bool {
    let type = SDL_GetTouchDeviceType(touchID)
    return type == SDL_TOUCH_DEVICE_DIRECT || type == SDL_TOUCH_DEVICE_INVALID
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
