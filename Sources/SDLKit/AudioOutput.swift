import CSDL2

/// A sound output: SDL's default audio device, fed from SDL's queue (`SDL_QueueAudio`) with
/// interleaved signed 16-bit stereo at 48 kHz (SDL converts to what the device takes).
///
/// Opened playing; ``close()`` silences it at once and closes it on a thread of its own
/// (`SDL_CloseAudioDevice` waits for SDL's audio thread, up to one buffer or a driver's round
/// trip): the caller's loop never waits for a device to close. SDL's audio subsystem runs only
/// while an output is open (``AudioDevices``): with none, no audio thread of SDL's wakes.
/// Main thread only.
public final class AudioOutput {
  /// Frames a second the samples are at.
  public static let rate = 48_000
  /// Samples in a frame: left, right.
  public static let channels = 2
  /// Frames in SDL's buffer: 1,024 at 48 kHz is 21 ms, SDL's usual size, within which the
  /// device starts playing what is queued.
  private static let bufferFrames: UInt16 = 1_024

  /// SDL's device; 0 once closed.
  private var device: SDL_AudioDeviceID

  /// Opens the default output, starting SDL's audio subsystem first when it is not (it stops
  /// again once no output is open).
  /// - Throws: SDL's reason when the subsystem cannot start (no driver works, or the one
  ///   `SDL_AUDIODRIVER` names is not there) or the device cannot open.
  public init() throws(SDLError) {
    var wanted = SDL_AudioSpec()
    wanted.freq = Int32(Self.rate)
    wanted.format = SDL_AudioFormat(AUDIO_S16SYS)
    wanted.channels = UInt8(Self.channels)
    wanted.samples = Self.bufferFrames
    device = try AudioDevices.shared.open(wanted)
    SDL_PauseAudioDevice(device, 0)
  }

  deinit {
    close()
  }

  /// Adds `samples` (interleaved left, right) to what plays, after what is queued.
  public func queue(_ samples: [Int16]) {
    guard device != 0, !samples.isEmpty else { return }
    samples.withUnsafeBytes { bytes in
      _ = SDL_QueueAudio(device, bytes.baseAddress, UInt32(bytes.count))
    }
  }

  /// Frames queued and not yet handed to the device (what SDL's own buffer holds is not
  /// counted: at most ``bufferFrames``).
  public var queuedFrames: Int {
    guard device != 0 else { return 0 }
    return Int(SDL_GetQueuedAudioSize(device)) / (2 * Self.channels)
  }

  /// Drops what is queued: the device plays silence until more is queued.
  public func clear() {
    guard device != 0 else { return }
    SDL_ClearQueuedAudio(device)
  }

  /// Whether it is open (not yet ``close()``d).
  public var isOpen: Bool { device != 0 }

  /// Silences the output at once and closes it on a thread of its own; calls after do nothing.
  public func close() {
    guard device != 0 else { return }
    SDL_PauseAudioDevice(device, 1)
    SDL_ClearQueuedAudio(device)
    AudioDevices.shared.close(device)
    device = 0
  }

  /// Waits until every output handed to its closing thread is closed: before SDL stops
  /// (``SDL/quit()``), which must not close a device a closing thread is closing.
  public static func waitForClosing() {
    AudioDevices.shared.waitForClosing()
  }
}
