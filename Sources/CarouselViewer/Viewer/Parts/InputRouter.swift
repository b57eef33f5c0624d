import Gestures
import InfinitePager
import ReplayFormat
import SDLKit
import ScrollPhysics

/// Where input goes: SDL's timestamps unwrapped once, the gesture recognisers, the keys and
/// buttons mapped to actions, and the game controllers kept open.
///
/// Main thread only, owned by the ``Viewer``.
final class InputRouter {
  /// Touch, mouse, wheel and trackpad gestures (Gestures).
  var gestures = InputGestures()
  /// What each key and controller button does.
  var keyMap = KeyMap.standard
  /// Unwraps SDL's 32-bit millisecond timestamps, once for the gestures and the recorder.
  private var eventClock = EventClock()
  /// The open game controllers and remotes, by instance id.
  private var controllers: [Int32: GameController] = [:]
  /// Where the last mouse event (not a touch's) put the pointer, in window coordinates; nil
  /// until one did.
  private var pointer: (x: Double, y: Double)?

  /// Whether `event` is a person's act (``InputEvent/isPersonsAct``), the pointer's motion only
  /// when it moves from where the last mouse event put it.
  ///
  /// The motion SDL reports when the window maps under a still pointer, or the pointer's first
  /// position in it, is nobody's act: a kiosk took it for one and paused its slideshow for its
  /// 15 s at every start.
  func isPersonsAct(_ event: InputEvent) -> Bool {
    switch event {
    case .mouseMotion(let motion) where !motion.isFromTouch:
      defer { pointer = (motion.x, motion.y) }
      guard let pointer else { return false }
      return pointer.x != motion.x || pointer.y != motion.y
    case .mouseButton(let button) where !button.isFromTouch:
      pointer = (button.x, button.y)
      return event.isPersonsAct
    default:
      return event.isPersonsAct
    }
  }

  /// The time of `event` in s on the clock of `now`, or nil for events without one.
  func time(of event: InputEvent, now: Double) -> Double? {
    event.timestamp.map { eventClock.seconds(for: $0, now: now) }
  }

  /// The action a key or controller button event asks for, if any.
  func action(for event: InputEvent, orientation: Orientation) -> Action? {
    switch event {
    case .key(let key): keyMap.action(for: key, orientation: orientation)
    case .controllerButton(let button): keyMap.action(for: button, orientation: orientation)
    default: nil
    }
  }

  /// Whether `event` is an arrow key that pans the zoomed picture (``KeyPan``) instead of
  /// doing what it is bound to.
  func pans(
    _ event: InputEvent, in viewport: Viewport, orientation: Orientation,
    zoom: some ZoomControlling, now: Double
  ) -> Bool {
    guard case .key(let key) = event else { return false }
    return KeyPan.handle(
      key, orientation: orientation,
      viewport: ZoomVector(x: viewport.width, y: viewport.height), zoom: zoom, now: now)
  }

  /// Opens a controller that was plugged in, forgets one that went.
  /// - Returns: the device files of the open controllers when they changed (for the controller
  ///   watcher), else nil.
  func controllerChanged(_ change: ControllerDeviceEvent) -> [String]? {
    switch change {
    case .added(let index):
      guard let controller = try? GameController(index: index), controllers[controller.id] == nil
      else { return nil }
      controllers[controller.id] = controller
    case .removed(let id):
      guard controllers.removeValue(forKey: id) != nil else { return nil }
    }
    return controllers.values.compactMap(\.path).sorted()
  }

  /// Opens the controllers connected before the viewer could hear of them.
  /// - Returns: the device files of the open controllers when they changed, else nil.
  func openConnectedControllers() -> [String]? {
    var files: [String]?
    for controller in GameController.connected() where controllers[controller.id] == nil {
      files = controllerChanged(.added(index: controller.index)) ?? files
    }
    return files
  }
}
