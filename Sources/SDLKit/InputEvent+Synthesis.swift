import CSDL2

// MARK: - Building real SDL events (replays)

extension EventQueue {
  /// Posts `event` as a real `SDL_Event` (`SDL_PushEvent`), so that it comes back from
  /// ``poll()`` through the same translation as live input.
  ///
  /// SDL overwrites the pushed timestamp with `SDL_GetTicks()`: a replay keeps its own time and
  /// restores it with ``InputEvent/withTimestamp(_:)``. Fingers carry ``syntheticTouchID``,
  /// which no registered device has. `.other` events cannot be built.
  /// - Parameter windowID: the window the event belongs to (``Window/id``).
  /// - Returns: whether SDL queued the event.
  @discardableResult
  public static func push(_ event: InputEvent, windowID: UInt32) -> Bool {
    guard var sdlEvent = event.sdlEvent(windowID: windowID) else { return false }
    return SDL_PushEvent(&sdlEvent) == 1
  }

  /// The touch device id of pushed finger events (ASCII "replay"); SDL knows no such device.
  public static let syntheticTouchID: Int64 = 0x7265_706C_6179
}

extension InputEvent {
  /// The SDL timestamp in milliseconds, or nil for events that carry none (quit, window).
  public var timestamp: UInt32? {
    switch self {
    case .key(let event): event.timestamp
    case .mouseButton(let event): event.timestamp
    case .mouseMotion(let event): event.timestamp
    case .wheel(let event): event.timestamp
    case .finger(let event): event.timestamp
    case .pinch(let event): event.timestamp
    case .controllerButton(let event): event.timestamp
    case .quit, .window, .wake, .other, .controllerDevice: nil
    }
  }

  /// The same event stamped `milliseconds`; events without a timestamp are returned as they are.
  public func withTimestamp(_ milliseconds: UInt32) -> InputEvent {
    switch self {
    case .key(var event):
      event.timestamp = milliseconds
      return .key(event)
    case .mouseButton(var event):
      event.timestamp = milliseconds
      return .mouseButton(event)
    case .mouseMotion(var event):
      event.timestamp = milliseconds
      return .mouseMotion(event)
    case .wheel(var event):
      event.timestamp = milliseconds
      return .wheel(event)
    case .finger(var event):
      event.timestamp = milliseconds
      return .finger(event)
    case .pinch(var event):
      event.timestamp = milliseconds
      return .pinch(event)
    case .controllerButton(var event):
      event.timestamp = milliseconds
      return .controllerButton(event)
    case .quit, .window, .wake, .other, .controllerDevice:
      return self
    }
  }

  /// The `SDL_Event` that ``init(_:)`` translates back into this value (timestamps aside).
  func sdlEvent(windowID: UInt32) -> SDL_Event? {
    var event = SDL_Event()
    switch self {
    case .quit: event.type = SDL_QUIT.rawValue
    case .key(let key): event.key = key.sdlEvent(windowID: windowID)
    case .mouseButton(let button): event.button = button.sdlEvent(windowID: windowID)
    case .mouseMotion(let motion): event.motion = motion.sdlEvent(windowID: windowID)
    case .wheel(let wheel):
      event.wheel = wheel.sdlEvent(windowID: windowID)
      // The translation reads the modifiers from SDL's keyboard state, as a live scroll finds it.
      SDL_SetModState(SDL_Keymod(rawValue: UInt32(wheel.modifiers.rawValue)))
    case .finger(let finger): event.tfinger = finger.sdlEvent(windowID: windowID)
    case .pinch(let pinch):
      guard EventQueue.pinchEventType != 0 else { return nil }
      event.user = pinch.sdlEvent(windowID: windowID)
    case .controllerButton(let button):
      event.cbutton.type =
        button.isDown ? SDL_CONTROLLERBUTTONDOWN.rawValue : SDL_CONTROLLERBUTTONUP.rawValue
      event.cbutton.which = button.controller
      event.cbutton.button = UInt8(clamping: button.button.rawValue)
      event.cbutton.state = UInt8(button.isDown ? SDL_PRESSED : SDL_RELEASED)
    case .controllerDevice(.added(let index)):
      event.cdevice.type = SDL_CONTROLLERDEVICEADDED.rawValue
      event.cdevice.which = index
    case .controllerDevice(.removed(let controller)):
      event.cdevice.type = SDL_CONTROLLERDEVICEREMOVED.rawValue
      event.cdevice.which = controller
    case .window(let window):
      guard let windowEvent = window.sdlEvent(windowID: windowID) else { return nil }
      event.window = windowEvent
    case .wake:
      guard EventQueue.registeredWakeType != 0 else { return nil }
      event.type = EventQueue.registeredWakeType
    case .other: return nil
    }
    return event
  }
}

extension Int32 {
  /// `value` rounded to the nearest whole number and clamped to `Int32` in `Double` first, so
  /// that no value traps: huge or infinite ones saturate, NaN becomes 0 (hostile replays).
  init(saturating value: Double) {
    guard !value.isNaN else {
      self = 0
      return
    }
    self = Int32(Swift.min(Swift.max(value.rounded(), Double(Int32.min)), Double(Int32.max)))
  }
}

extension KeyEvent {
  fileprivate func sdlEvent(windowID: UInt32) -> SDL_KeyboardEvent {
    var event = SDL_KeyboardEvent()
    event.type = isDown ? SDL_KEYDOWN.rawValue : SDL_KEYUP.rawValue
    event.windowID = windowID
    event.state = UInt8(isDown ? SDL_PRESSED : SDL_RELEASED)
    event.repeat = isRepeat ? 1 : 0
    event.keysym.sym = key.rawValue
    event.keysym.scancode = SDL_GetScancodeFromKey(key.rawValue)
    event.keysym.mod = modifiers.rawValue
    return event
  }
}

extension MouseButtonEvent {
  fileprivate func sdlEvent(windowID: UInt32) -> SDL_MouseButtonEvent {
    var event = SDL_MouseButtonEvent()
    event.type = isDown ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEBUTTONUP.rawValue
    event.windowID = windowID
    event.which = isFromTouch ? touchMouseID : 0
    event.button = UInt8(clamping: button)
    event.state = UInt8(isDown ? SDL_PRESSED : SDL_RELEASED)
    event.clicks = 1
    event.x = Int32(saturating: x)
    event.y = Int32(saturating: y)
    return event
  }
}

extension MouseMotionEvent {
  fileprivate func sdlEvent(windowID: UInt32) -> SDL_MouseMotionEvent {
    var event = SDL_MouseMotionEvent()
    event.type = SDL_MOUSEMOTION.rawValue
    event.windowID = windowID
    event.which = isFromTouch ? touchMouseID : 0
    event.x = Int32(saturating: x)
    event.y = Int32(saturating: y)
    return event
  }
}

extension WheelEvent {
  fileprivate func sdlEvent(windowID: UInt32) -> SDL_MouseWheelEvent {
    var event = SDL_MouseWheelEvent()
    event.type = SDL_MOUSEWHEEL.rawValue
    event.windowID = windowID
    event.which = isFromTouch ? touchMouseID : source == .xinput2 ? xinput2MouseID : 0
    event.x = Int32(clamping: x)
    event.y = Int32(clamping: y)
    event.preciseX = Float(preciseX)
    event.preciseY = Float(preciseY)
    event.mouseX = Int32(saturating: pointerX)
    event.mouseY = Int32(saturating: pointerY)
    event.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
    return event
  }
}

extension FingerEvent {
  fileprivate func sdlEvent(windowID: UInt32) -> SDL_TouchFingerEvent {
    var event = SDL_TouchFingerEvent()
    event.type =
      switch phase {
      case .down: SDL_FINGERDOWN.rawValue
      case .motion: SDL_FINGERMOTION.rawValue
      case .up: SDL_FINGERUP.rawValue
      }
    event.windowID = windowID
    event.touchId = touchID
    event.fingerId = fingerID
    event.x = Float(x)
    event.y = Float(y)
    event.pressure = phase == .up ? 0 : 1
    return event
  }
}

extension WindowEvent {
  fileprivate func sdlEvent(windowID: UInt32) -> SDL_WindowEvent? {
    var event = SDL_WindowEvent()
    event.type = SDL_WINDOWEVENT.rawValue
    event.windowID = windowID
    let id: SDL_WindowEventID
    switch self {
    case .shown: id = SDL_WINDOWEVENT_SHOWN
    case .hidden: id = SDL_WINDOWEVENT_HIDDEN
    case .exposed: id = SDL_WINDOWEVENT_EXPOSED
    case .minimized: id = SDL_WINDOWEVENT_MINIMIZED
    case .restored: id = SDL_WINDOWEVENT_RESTORED
    case .focusGained: id = SDL_WINDOWEVENT_FOCUS_GAINED
    case .focusLost: id = SDL_WINDOWEVENT_FOCUS_LOST
    case .close: id = SDL_WINDOWEVENT_CLOSE
    case .resized(let size):
      id = SDL_WINDOWEVENT_SIZE_CHANGED
      event.data1 = Int32(clamping: size.width)
      event.data2 = Int32(clamping: size.height)
    case .other: return nil
    }
    event.event = UInt8(id.rawValue)
    return event
  }
}
