import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// One video worker started before a clip needs it, which loads FFmpeg while nothing waits: the
/// next clip opened (``VideoClip/init(opening:box:pacing:executable:environment:deadline:spare:)``)
/// takes it instead of starting a worker and waiting for the loader to map FFmpeg's libraries,
/// most of the time from a carousel's rest on a clip to its first new frame.
///
/// Started on the thread that opens clips, whose children the workers are (a worker dies with
/// the thread that started it). The lock makes the hand-over safe from any thread; a spare
/// nobody takes is ended with ``discard()`` or when the last reference goes.
package final class VideoWorkerSpare: Sendable {
  private let executable: String
  private let environment: [String]
  private let waiting = Locked<DecoderProcess?>(nil)

  /// Spares of `executable` in worker mode; `environment` is added to each one's (tests).
  package init(executable: String, environment: [String] = []) {
    self.executable = executable
    self.environment = environment
  }

  deinit {
    discard()
  }

  /// Starts a spare unless one waits; a spare that could not start is no error (the clip
  /// starts its own worker and says why if that fails too).
  package func prepare() {
    guard waiting.withLock({ $0 == nil }) else { return }
    guard
      case .success(let process) = DecoderProcess.spawn(
        executable: executable, flag: VideoWorker.flag, arguments: [], environment: environment)
    else { return }
    let extra = waiting.withLock { spare -> DecoderProcess? in
      guard spare == nil else { return process }
      spare = process
      return nil
    }
    extra?.finish()
  }

  /// The spare, handed over (the caller owns it); nil when none waits.
  func take() -> DecoderProcess? {
    waiting.withLock { spare in
      defer { spare = nil }
      return spare
    }
  }

  /// The process id of the spare waiting, if any (tests).
  package var waitingProcessID: pid_t? { waiting.withLock { $0?.pid } }

  /// Ends the spare, if one waits.
  package func discard() {
    take()?.finish()
  }
}
