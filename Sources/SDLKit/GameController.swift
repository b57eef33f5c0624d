import CSDL2

/// A button of SDL's game controller layout (`SDL_GameControllerButton`): Xbox names, whatever
/// the pad.
public struct ControllerButton: Hashable, Sendable, CustomStringConvertible {
  public let rawValue: Int32

  public init(rawValue: Int32) { self.rawValue = rawValue }

  /// The button SDL names `name` ("a", "dpright", "rightshoulder", …), or nil.
  public init?(name: String) {
    let button = SDL_GameControllerGetButtonFromString(name)
    guard button != SDL_CONTROLLER_BUTTON_INVALID else { return nil }
    rawValue = button.rawValue
  }

  /// SDL's name of the button, as `init(name:)` takes it.
  public var name: String {
    SDL_GameControllerGetStringForButton(SDL_GameControllerButton(rawValue)).map {
      String(cString: $0)
    } ?? "\(rawValue)"
  }

  public var description: String { name }

  private init(_ button: SDL_GameControllerButton) { rawValue = button.rawValue }

  public static let a = ControllerButton(SDL_CONTROLLER_BUTTON_A)
  public static let b = ControllerButton(SDL_CONTROLLER_BUTTON_B)
  public static let x = ControllerButton(SDL_CONTROLLER_BUTTON_X)
  public static let y = ControllerButton(SDL_CONTROLLER_BUTTON_Y)
  public static let back = ControllerButton(SDL_CONTROLLER_BUTTON_BACK)
  public static let start = ControllerButton(SDL_CONTROLLER_BUTTON_START)
  public static let leftShoulder = ControllerButton(SDL_CONTROLLER_BUTTON_LEFTSHOULDER)
  public static let rightShoulder = ControllerButton(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER)
  public static let dpadUp = ControllerButton(SDL_CONTROLLER_BUTTON_DPAD_UP)
  public static let dpadDown = ControllerButton(SDL_CONTROLLER_BUTTON_DPAD_DOWN)
  public static let dpadLeft = ControllerButton(SDL_CONTROLLER_BUTTON_DPAD_LEFT)
  public static let dpadRight = ControllerButton(SDL_CONTROLLER_BUTTON_DPAD_RIGHT)
}

/// An open game controller (`SDL_GameController`), closed when released.
///
/// SDL is started with `SDL_HINT_AUTO_UPDATE_JOYSTICKS` "0" (``SDL/initialize(_:)`` with
/// `.gameController`): an open joystick would otherwise make `SDL_WaitEventTimeout` poll every
/// millisecond. The app calls ``updateAll()`` when a controller's device has input, which a
/// watcher thread learns from the device file (``path``). Main thread only.
public final class GameController {
  private let pointer: OpaquePointer

  /// Opens the controller at `index` (``ControllerDeviceEvent/added(index:)``).
  public init(index: Int32) throws(SDLError) {
    guard let pointer = SDL_GameControllerOpen(index) else {
      throw SDLError.last("SDL_GameControllerOpen")
    }
    self.pointer = pointer
  }

  deinit {
    SDL_GameControllerClose(pointer)
  }

  /// The instance id its events carry.
  public var id: Int32 {
    SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(pointer))
  }

  /// The controller's name, as SDL's mapping database knows it.
  public var name: String {
    SDL_GameControllerName(pointer).map { String(cString: $0) } ?? "game controller"
  }

  /// The device file it reads (`/dev/input/event…`), or nil when SDL reads it otherwise.
  public var path: String? {
    SDL_GameControllerPath(pointer).map { String(cString: $0) }
  }

  /// The device indices of the controllers connected now, with their instance ids: for the
  /// ones plugged in before the app could hear of them.
  public static func connected() -> [(index: Int32, id: Int32)] {
    (0..<max(0, SDL_NumJoysticks())).filter { SDL_IsGameController($0) == SDL_TRUE }.map {
      (index: $0, id: SDL_JoystickGetDeviceInstanceID($0))
    }
  }

  /// Reads every controller's pending input and detects new ones (`SDL_GameControllerUpdate`):
  /// the events come out of the event queue.
  public static func updateAll() {
    SDL_GameControllerUpdate()
  }
}
