import CSDL2
import Synchronization

/// SDL's event queue: waiting, polling and waking.
///
/// Main thread only, except `wake()`.
public enum EventQueue {
  /// The event type registered for wake-ups; 0 until `registerWake()` ran.
  ///
  /// Atomic: decode threads the app starts before SDL may post while the main thread registers.
  static let wakeEventType = Atomic<UInt32>(0)

  /// The registered wake-up event type, or 0.
  static var registeredWakeType: UInt32 { wakeEventType.load(ordering: .acquiring) }
  /// The event type registered for trackpad pinches (``PinchEvent``); 0 until `registerWake()`.
  nonisolated(unsafe) static var pinchEventType: UInt32 = 0
  // Safe: written once on the main thread during start-up, before the window opens; read only
  // on the main thread (translating and pushing events, and in the event filter SDL calls there).

  /// Registers the event types Carousel posts itself: wake-ups and trackpad pinches.
  ///
  /// Call once after `SDL.initialize`, on the main thread.
  public static func registerWake() {
    guard registeredWakeType == 0 else { return }
    let first = SDL_RegisterEvents(2)
    guard first != UInt32.max else { return }
    pinchEventType = first + 1
    wakeEventType.store(first, ordering: .releasing)
  }

  /// Blocks until an event arrives or `timeout` seconds pass (nil: wait forever).
  /// - Returns: the event, or nil on time-out.
  public static func wait(timeout: Double?) -> InputEvent? {
    var event = SDL_Event()
    let received: Int32
    if let timeout {
      let milliseconds = Int32(min(max(0, (timeout * 1000).rounded(.up)), Double(Int32.max)))
      received = SDL_WaitEventTimeout(&event, milliseconds)
    } else {
      received = SDL_WaitEvent(&event)
    }
    return received == 0 ? nil : InputEvent(event)
  }

  /// The next pending event without blocking, or nil when the queue is empty.
  public static func poll() -> InputEvent? {
    var event = SDL_Event()
    return SDL_PollEvent(&event) == 0 ? nil : InputEvent(event)
  }

  /// Posts a wake-up event so a blocked `wait` returns.
  ///
  /// Safe from any thread.
  public static func wake() {
    let type = registeredWakeType
    guard type != 0 else { return }
    var event = SDL_Event()
    event.type = type
    _ = SDL_PushEvent(&event)
  }
}
