import SDLKit
import SystemKit

/// Runs test code that touches SDL, one test at a time in the whole test process.
///
/// SDL keeps global state, and every test target links into one process, so SDL tests from
/// different suites would otherwise run at once. SDL starts once, with the offscreen video driver
/// (no display needed), and stays up until the process ends.
public enum SDLTestSession {
  private static let lock = Locked<Bool>(false)

  /// Calls `body` while holding the process-wide SDL lock, starting SDL first if needed.
  @discardableResult
  public static func run<Result>(_ body: () throws -> Result) throws -> Result {
    try lock.withLock { isStarted in
      if !isStarted {
        SDL.setHint(Hint.videoDriver, "offscreen")
        try SDL.initialize([.video, .events])
        EventQueue.registerWake()
        isStarted = true
      }
      return try body()
    }
  }
}
