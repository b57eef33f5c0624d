import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A private Xvfb for the benchmark's live runs: a real X server without a screen, at a fixed
/// size, on the first free display number from 90 on.
final class XServer {
  /// The display name, `:N`.
  let display: String
  private let process: BenchChild

  /// Starts Xvfb with one screen of `width` × `height` at 24 bits and waits until it accepts
  /// connections (at most 10 s).
  init(width: Int, height: Int) throws {
    guard let number = (90..<190).first(where: Self.isFree) else {
      throw BenchError("no free X display number from :90 to :189")
    }
    display = ":\(number)"
    process = try BenchChild(
      executable: "/usr/bin/Xvfb",
      // -noreset: an X server resets when its last client leaves (its resources freed, its
      // connections refused meanwhile), and the bench's starts follow one another with no
      // client left between them, so without it every start after the first met a server
      // resetting: about 25 ms more before the first connection was answered, which no
      // desktop's X server (a window manager or a session holds it) ever costs.
      arguments: [
        display, "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset",
      ],
      environment: [:], capturesStandardError: false)
    let socket = "/tmp/.X11-unix/X\(number)"
    for _ in 0..<1_000 where access(socket, F_OK) != 0 {
      guard process.isRunning else { throw BenchError("Xvfb ended at once (is it installed?)") }
      usleep(10_000)
    }
    guard access(socket, F_OK) == 0 else { throw BenchError("Xvfb did not start in 10 s") }
  }

  deinit {
    process.terminate()
  }

  private static func isFree(_ number: Int) -> Bool {
    access("/tmp/.X11-unix/X\(number)", F_OK) != 0 && access("/tmp/.X\(number)-lock", F_OK) != 0
  }
}
