import CSDL2

/// What happened, translated from an `SDL_Event` into plain Swift values.
///
/// Timestamps are SDL's, in milliseconds since SDL started.
public enum InputEvent: Hashable, Sendable {
  case quit
  case key(KeyEvent)
  case mouseButton(MouseButtonEvent)
  case mouseMotion(MouseMotionEvent)
  case wheel(WheelEvent)
  case finger(FingerEvent)
  case window(WindowEvent)
  /// A wake-up posted with `EventQueue.wake()`, for example by a decoder thread.
  case wake
  /// An event Carousel does not use, by its `SDL_EventType` value.
  case other(UInt32)
}

public struct KeyEvent: Hashable, Sendable {
  public var key: Key
  public var isDown: Bool
  /// Whether this is an auto-repeat of a held key.
  public var isRepeat: Bool
  public var modifiers: KeyModifiers
  public var timestamp: UInt32

  public init(
    key: Key, isDown: Bool, isRepeat: Bool = false, modifiers: KeyModifiers = [],
    timestamp: UInt32 = 0
  ) {
    self.key = key
    self.isDown = isDown
    self.isRepeat = isRepeat
    self.modifiers = modifiers
    self.timestamp = timestamp
  }
}

public struct MouseButtonEvent: Hashable, Sendable {
  /// 1 left, 2 middle, 3 right.
  public var button: Int
  public var isDown: Bool
  /// Position in window coordinates (logical pixels).
  public var x: Double
  public var y: Double
  /// Whether SDL synthesised the event from a touch (`SDL_TOUCH_MOUSEID`).
  public var isFromTouch: Bool
  public var timestamp: UInt32

  public init(
    button: Int, isDown: Bool, x: Double, y: Double, isFromTouch: Bool = false,
    timestamp: UInt32 = 0
  ) {
    self.button = button
    self.isDown = isDown
    self.x = x
    self.y = y
    self.isFromTouch = isFromTouch
    self.timestamp = timestamp
  }
}

public struct MouseMotionEvent: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public var isFromTouch: Bool
  public var timestamp: UInt32

  public init(x: Double, y: Double, isFromTouch: Bool = false, timestamp: UInt32 = 0) {
    self.x = x
    self.y = y
    self.isFromTouch = isFromTouch
    self.timestamp = timestamp
  }
}

public struct WheelEvent: Hashable, Sendable {
  /// Whole notches, as older SDL reports them.
  public var x: Int
  public var y: Int
  /// Fractional deltas (`preciseX`/`preciseY`): + x scrolls right, + y scrolls away from the user.
  public var preciseX: Double
  public var preciseY: Double
  public var isFromTouch: Bool
  public var timestamp: UInt32

  public init(
    x: Int = 0, y: Int = 0, preciseX: Double, preciseY: Double, isFromTouch: Bool = false,
    timestamp: UInt32 = 0
  ) {
    self.x = x
    self.y = y
    self.preciseX = preciseX
    self.preciseY = preciseY
    self.isFromTouch = isFromTouch
    self.timestamp = timestamp
  }
}

public struct FingerEvent: Hashable, Sendable {
  public enum Phase: Hashable, Sendable { case down, motion, up }
  public var phase: Phase
  public var touchID: Int64
  public var fingerID: Int64
  /// Position normalised to 0...1 across the window, as SDL gives it.
  public var x: Double
  public var y: Double
  /// Whether the finger is on a screen (`SDL_TOUCH_DEVICE_DIRECT`) rather than a touchpad.
  ///
  /// A pushed event (a replay) names no registered device; SDL calls its device
  /// `SDL_TOUCH_DEVICE_INVALID`, and it counts as direct here.
  public var isDirect: Bool
  public var timestamp: UInt32

  public init(
    phase: Phase, touchID: Int64 = 0, fingerID: Int64, x: Double, y: Double,
    isDirect: Bool = true, timestamp: UInt32 = 0
  ) {
    self.phase = phase
    self.touchID = touchID
    self.fingerID = fingerID
    self.x = x
    self.y = y
    self.isDirect = isDirect
    self.timestamp = timestamp
  }
}

public enum WindowEvent: Hashable, Sendable {
  case shown, hidden, exposed, minimized, restored, focusGained, focusLost, close
  /// New size in logical pixels.
  case resized(Size)
  case other
}
