import SDLKit

/// The act that woke the display does nothing else: its events are swallowed until every
/// finger, button and key it pressed is up again, so no page turns under the finger that woke
/// it.
struct WakeGuard: Equatable {
  private var fingers: Set<Int64> = []
  private var buttons: Set<Int> = []
  private var keys: Set<Key> = []
  private var controllerButtons: Set<ControllerButton> = []
  /// Whether events are being swallowed.
  private(set) var isSwallowing = false

  /// Starts swallowing with `event`, the act that woke the display.
  mutating func begin(with event: InputEvent) {
    isSwallowing = true
    note(event)
  }

  /// Whether `event` belongs to the waking act (and is swallowed); the act ends once nothing it
  /// pressed is held.
  mutating func swallows(_ event: InputEvent) -> Bool {
    guard isSwallowing else { return false }
    switch event {
    case .finger, .mouseButton, .mouseMotion, .wheel, .pinch, .key, .controllerButton: break
    default: return false
    }
    note(event)
    return true
  }

  /// Records what `event` presses or lets go; ends the act when nothing is held.
  private mutating func note(_ event: InputEvent) {
    switch event {
    case .finger(let finger):
      if finger.phase == .up {
        fingers.remove(finger.fingerID)
      } else {
        fingers.insert(finger.fingerID)
      }
    case .mouseButton(let button):
      if button.isDown { buttons.insert(button.button) } else { buttons.remove(button.button) }
    case .key(let key):
      if key.isDown { keys.insert(key.key) } else { keys.remove(key.key) }
    case .controllerButton(let button):
      if button.isDown {
        controllerButtons.insert(button.button)
      } else {
        controllerButtons.remove(button.button)
      }
    default: break
    }
    if fingers.isEmpty, buttons.isEmpty, keys.isEmpty, controllerButtons.isEmpty {
      isSwallowing = false
    }
  }
}
