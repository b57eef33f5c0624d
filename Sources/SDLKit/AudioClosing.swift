import CSDL2

/// Audio devices being closed, each on a thread of its own (``AudioOutput/close()``), and the
/// lock that keeps a device from opening while one closes.
///
/// `@unchecked Sendable`: `closing` is read and written only under `lock`, and SDL's mutex and
/// condition are safe to use from any thread; the two are made once and never freed (the
/// process's life).
final class AudioClosing: @unchecked Sendable {
  static let shared = AudioClosing()

  private let lock: OpaquePointer?
  private let none: OpaquePointer?
  /// Devices handed to a closing thread and not yet closed.
  private var closing = 0

  private init() {
    lock = SDL_CreateMutex()
    none = SDL_CreateCond()
  }

  /// Runs `body` (an open) while no device closes.
  func whileNoneCloses<Result>(_ body: () -> Result) -> Result {
    SDL_LockMutex(lock)
    defer { SDL_UnlockMutex(lock) }
    while closing > 0 { SDL_CondWait(none, lock) }
    return body()
  }

  /// Closes `device` on a new thread; here, when no thread can start.
  func close(_ device: SDL_AudioDeviceID) {
    SDL_LockMutex(lock)
    closing += 1
    SDL_UnlockMutex(lock)
    // The device's number is the thread's argument: never 0, so never a null pointer.
    let argument = UnsafeMutableRawPointer(bitPattern: UInt(device))
    guard let thread = SDL_CreateThread(closeDevice, "carousel-audio", argument) else {
      closeDevice(argument)
      return
    }
    SDL_DetachThread(thread)
  }

  /// Marks one device closed.
  fileprivate func closed() {
    SDL_LockMutex(lock)
    closing -= 1
    SDL_CondBroadcast(none)
    SDL_UnlockMutex(lock)
  }

  /// Waits until no device closes.
  func waitForNone() {
    SDL_LockMutex(lock)
    while closing > 0 { SDL_CondWait(none, lock) }
    SDL_UnlockMutex(lock)
  }
}

/// A closing thread's body: closes the device its argument numbers.
private func closeDevice(_ argument: UnsafeMutableRawPointer?) -> Int32 {
  SDL_CloseAudioDevice(SDL_AudioDeviceID(UInt(bitPattern: argument)))
  AudioClosing.shared.closed()
  return 0
}
