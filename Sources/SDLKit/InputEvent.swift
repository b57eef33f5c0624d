import CSDL2
import Geometry

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
  /// A trackpad pinch (XInput 2.4 gesture events on X11).
  case pinch(PinchEvent)
  /// A button of a game controller or TV remote.
  case controllerButton(ControllerButtonEvent)
  /// A game controller was plugged in or out.
  case controllerDevice(ControllerDeviceEvent)
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
  /// What one unit of the precise values stands for.
  public enum Source: Hashable, Sendable {
    /// SDL's own wheel events: a wheel notch, or on Wayland 10 px of trackpad travel (SDL divides
    /// libinput's pixels by 10).
    case sdl
    /// XInput2 smooth scrolling (XI 2.1 scroll valuators) on X11: one scroll increment, the travel
    /// that makes one emulated wheel click: a notch, or about 15 px of trackpad travel.
    case xinput2
  }

  /// Whole notches, as older SDL reports them.
  public var x: Int
  public var y: Int
  /// Fractional deltas (`preciseX`/`preciseY`): + x scrolls right, + y scrolls away from the user.
  public var preciseX: Double
  public var preciseY: Double
  /// Where the pointer was, in window coordinates (logical pixels).
  public var pointerX: Double
  public var pointerY: Double
  /// The modifier keys held while scrolling (Ctrl zooms).
  public var modifiers: KeyModifiers
  public var source: Source
  public var isFromTouch: Bool
  public var timestamp: UInt32

  public init(
    x: Int = 0, y: Int = 0, preciseX: Double, preciseY: Double, pointerX: Double = 0,
    pointerY: Double = 0, modifiers: KeyModifiers = [], source: Source = .sdl,
    isFromTouch: Bool = false, timestamp: UInt32 = 0
  ) {
    self.x = x
    self.y = y
    self.preciseX = preciseX
    self.preciseY = preciseY
    self.pointerX = pointerX
    self.pointerY = pointerY
    self.modifiers = modifiers
    self.source = source
    self.isFromTouch = isFromTouch
    self.timestamp = timestamp
  }
}

public struct FingerEvent: Hashable, Sendable {
  public enum Phase: Hashable, Sendable { case down, motion, up }

  /// How SDL 2.26.5 made the normalised coordinates, by video driver (read in its source): X11
  /// divides XInput2's window-relative position by the window's size less one pixel
  /// (`event_x / (w − 1)`); Wayland divides the surface-relative position by the size; the
  /// offscreen driver and pushed events (replays) use the size too.
  ///
  /// Both X11 and Wayland are relative to the window, whatever monitor it is on: the X server
  /// maps a touchscreen to its monitor and rotation (its coordinate transformation matrix) before
  /// SDL sees the position, and a Wayland compositor sends surface coordinates. The evdev
  /// devices of the console driver (kmsdrm) are normalised over the device, which is the screen
  /// a fullscreen window fills.
  public enum Normalisation: Hashable, Sendable {
    /// `x = position / size`.
    case size
    /// `x = position / (size − 1)`; a 1-pixel window gives 0.5.
    case sizeLessOne
  }
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
  /// How `x` and `y` were made from the window position.
  public var normalisation: Normalisation
  public var timestamp: UInt32

  public init(
    phase: Phase, touchID: Int64 = 0, fingerID: Int64, x: Double, y: Double,
    isDirect: Bool = true, normalisation: Normalisation = .size, timestamp: UInt32 = 0
  ) {
    self.phase = phase
    self.touchID = touchID
    self.fingerID = fingerID
    self.x = x
    self.y = y
    self.isDirect = isDirect
    self.normalisation = normalisation
    self.timestamp = timestamp
  }

  /// The finger's position in a window `width` × `height` points: SDL's normalisation undone.
  public func windowPoint(width: Double, height: Double) -> (x: Double, y: Double) {
    switch normalisation {
    case .size: (x * width, y * height)
    case .sizeLessOne: (x * max(width - 1, 0), y * max(height - 1, 0))
    }
  }
}

/// A two-finger pinch on a trackpad: XInput 2.4's gesture events on X11 (SDL 2.26 reports none of
/// its own on Linux).
public struct PinchEvent: Hashable, Sendable {
  public enum Phase: Int32, Hashable, Sendable {
    case begin, update, end
    /// The pinch ended without meaning to (the fingers turned it into another gesture).
    case cancel
  }

  public var phase: Phase
  /// The fingers' spread relative to where the pinch began (1 at the start, 2 twice as far apart).
  public var scale: Double
  /// Where the pointer is, in window coordinates (logical pixels): the point to zoom about.
  public var x: Double
  public var y: Double
  public var timestamp: UInt32

  public init(phase: Phase, scale: Double, x: Double, y: Double, timestamp: UInt32 = 0) {
    self.phase = phase
    self.scale = scale
    self.x = x
    self.y = y
    self.timestamp = timestamp
  }
}

/// A button of a game controller or a TV remote pressed or released (SDL's game controller API,
/// which maps every known pad to the Xbox layout).
public struct ControllerButtonEvent: Hashable, Sendable {
  public var button: ControllerButton
  public var isDown: Bool
  /// The controller's instance id.
  public var controller: Int32
  public var timestamp: UInt32

  public init(button: ControllerButton, isDown: Bool, controller: Int32 = 0, timestamp: UInt32 = 0)
  {
    self.button = button
    self.isDown = isDown
    self.controller = controller
    self.timestamp = timestamp
  }
}

/// A game controller plugged in or out.
public enum ControllerDeviceEvent: Hashable, Sendable {
  /// A controller is ready to open, at this device index.
  case added(index: Int32)
  /// The controller with this instance id is gone.
  case removed(controller: Int32)
}

public enum WindowEvent: Hashable, Sendable {
  case shown, hidden, exposed, minimized, restored, focusGained, focusLost, close
  /// New size in logical pixels.
  case resized(Size)
  case other
}
