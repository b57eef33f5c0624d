import CSDL2

/// SDL's audio subsystem and the devices open in it: started when the first output opens, and
/// stopped once the last one closed, each closing on a thread of its own
/// (``AudioOutput/close()``).
///
/// Stopped while no output is open: some of SDL's drivers keep a thread that wakes to look for
/// new devices (ALSA's, ten times a second), which an idle viewer must not. A device never
/// opens while one closes or the subsystem stops: SDL's list of devices and its subsystem
/// counts are not locked.
///
/// `@unchecked Sendable`: `open` and `closing` are read and written only under `lock`, and
/// SDL's mutex and condition are safe to use from any thread; the two are made once and never
/// freed (the process's life).
final class AudioDevices: @unchecked Sendable {
  static let shared = AudioDevices()

  private let lock: OpaquePointer?
  private let settled: OpaquePointer?
  /// Devices open, those closing included.
  private var open = 0
  /// Devices handed to a closing thread and not yet closed.
  private var closing = 0

  private init() {
    lock = SDL_CreateMutex()
    settled = SDL_CreateCond()
  }

  /// Opens a device for `wanted`, starting the subsystem first when it is not, once no device
  /// closes.
  /// - Throws: SDL's reason when the subsystem cannot start or the device cannot open.
  func open(_ wanted: SDL_AudioSpec) throws(SDLError) -> SDL_AudioDeviceID {
    SDL_LockMutex(lock)
    defer { SDL_UnlockMutex(lock) }
    while closing > 0 { SDL_CondWait(settled, lock) }
    if SDL_WasInit(SDL_INIT_AUDIO) == 0 {
      try check(SDL_InitSubSystem(SDL_INIT_AUDIO), "SDL_InitSubSystem")
    }
    var wanted = wanted
    let device = SDL_OpenAudioDevice(nil, 0, &wanted, nil, 0)
    guard device != 0 else {
      let error = SDLError.last("SDL_OpenAudioDevice")
      if open == 0 { SDL_QuitSubSystem(SDL_INIT_AUDIO) }
      throw error
    }
    open += 1
    return device
  }

  /// Closes `device` on a new thread; here, when no thread can start.
  func close(_ device: SDL_AudioDeviceID) {
    SDL_LockMutex(lock)
    closing += 1
    SDL_UnlockMutex(lock)
    // The device's number is the thread's argument: never 0, so never a null pointer.
    let argument = UnsafeMutableRawPointer(bitPattern: UInt(device))
    guard let thread = SDL_CreateThread(closeDevice, "carousel-audio", argument) else {
      _ = closeDevice(argument)
      return
    }
    SDL_DetachThread(thread)
  }

  /// Marks one device closed; stops the subsystem when it was the last open.
  fileprivate func closed() {
    SDL_LockMutex(lock)
    closing -= 1
    open -= 1
    if open == 0 { SDL_QuitSubSystem(SDL_INIT_AUDIO) }
    SDL_CondBroadcast(settled)
    SDL_UnlockMutex(lock)
  }

  /// Waits until no device closes.
  func waitForClosing() {
    SDL_LockMutex(lock)
    while closing > 0 { SDL_CondWait(settled, lock) }
    SDL_UnlockMutex(lock)
  }
}

/// A closing thread's body: closes the device its argument numbers.
private func closeDevice(_ argument: UnsafeMutableRawPointer?) -> Int32 {
  SDL_CloseAudioDevice(SDL_AudioDeviceID(UInt(bitPattern: argument)))
  AudioDevices.shared.closed()
  return 0
}
