import Foundation

/// A private X server without a screen (Xvfb) for a live run of the app.
///
/// Driven by real X input from xdotool, as `scripts/e2e` does. Stopped when released.
/// Xvfb picks a free display itself and writes its number once it accepts connections
/// (`-displayfd`): the server is ready when the initializer returns, and two tests at once
/// cannot race for one display.
public final class XvfbServer {
  /// The display, as `DISPLAY` takes it (":12").
  public let display: String
  private let server: ToolProcess

  /// Starts Xvfb with one screen of `width` × `height`.
  public init(width: Int = 640, height: Int = 480) throws {
    server = try ToolProcess(
      "Xvfb", ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"])
    guard let number = server.readLine(), !number.isEmpty else {
      server.stop(SIGKILL)
      throw WaitTimeout("Xvfb to say its display (is xvfb installed?)", seconds: 0)
    }
    display = ":" + number
  }

  deinit {
    server.stop()
  }

  /// Runs xdotool on this display with `arguments`, under a deadline of `seconds` (its
  /// `--sync` waits have none of their own); its standard output, or nil when it failed or
  /// ran out of time.
  public func xdotool(_ arguments: [String], seconds: Int = Int(WaitTimeout.defaultSeconds))
    -> String?
  {
    let tool = try? ToolProcess(
      "timeout", [String(seconds), "xdotool"] + arguments, environment: ["DISPLAY": display])
    guard let tool else { return nil }
    let output = String(decoding: tool.readAll(), as: UTF8.self)
    return tool.wait() == 0 ? output : nil
  }

  /// The id of the first visible window of process `pid`, waiting for it to be mapped.
  public func window(of pid: Int32) throws -> String {
    let found = xdotool(["search", "--sync", "--onlyvisible", "--pid", String(pid)])
    guard let window = found?.split(separator: "\n").first else {
      throw WaitTimeout(
        "a window of process \(pid) on \(display)", seconds: WaitTimeout.defaultSeconds)
    }
    return String(window)
  }
}
