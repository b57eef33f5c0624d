import CSDL2

/// SDL's event queue: waiting, polling and waking.
///
/// Main thread only, except `wake()`.
public enum EventQueue {
  /// The event type registered for wake-ups; 0 until `registerWake()` ran.
  nonisolated(unsafe) static var wakeEventType: UInt32 = 0
  /// The event type registered for trackpad pinches (``PinchEvent``); 0 until `registerWake()`.
  nonisolated(unsafe) static var pinchEventType: UInt32 = 0
  // Safe: both written once on the main thread during start-up, before any other thread exists,
  // and only read afterwards.

  /// Registers the event types Carousel posts itself: wake-ups and trackpad pinches.
  ///
  /// Call once after `SDL.initialize`, on the main thread.
  public static func registerWake() {
    guard wakeEventType == 0 else { return }
    let first = SDL_RegisterEvents(2)
    guard first != UInt32.max else { return }
    wakeEventType = first
    pinchEventType = first + 1
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
    guard wakeEventType != 0 else { return }
    var event = SDL_Event()
    event.type = wakeEventType
    _ = SDL_PushEvent(&event)
  }
}
