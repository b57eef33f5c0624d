import Foundation
import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// A Wayland compositor of a test's own on its headless backend, in a private runtime folder.
///
/// sway (wlroots: it offers `zwlr_output_power_manager_v1`, and answers `swaymsg`) or weston
/// (neither). Stopped when released.
///
/// sway refuses to run as root, which CI is: it is then started as `nobody`, through
/// `setpriv`, with a runtime folder of that user's; root may still connect to its sockets.
public final class HeadlessCompositor {
  public enum Kind: String, Sendable {
    case sway, weston
  }

  /// The Wayland socket's absolute path (what `wl_display_connect` and `WAYLAND_DISPLAY` take).
  public let socket: String
  /// The runtime folder (`XDG_RUNTIME_DIR`) the compositor's sockets are in.
  public let runtime: String
  private let pid: pid_t
  private let folder: TemporaryFolder
  private let kind: Kind

  /// Starts `kind` and returns once its Wayland socket listens.
  public init(_ kind: Kind) throws {
    self.kind = kind
    folder = try TemporaryFolder()
    runtime = folder.file("runtime")
    try FileManager.default.createDirectory(
      atPath: runtime, withIntermediateDirectories: false,
      attributes: [.posixPermissions: 0o700])
    // nobody's user and group numbers, when sway must drop root.
    let nobody = kind == .sway && getuid() == 0 ? getpwnam("nobody")?.pointee : nil
    if let nobody { chown(runtime, nobody.pw_uid, nobody.pw_gid) }
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_RUNTIME_DIR"] = runtime
    environment["WAYLAND_DISPLAY"] = nil
    environment["DISPLAY"] = nil
    var arguments: [String]
    switch kind {
    case .sway:
      let config = try folder.write(
        "sway.config",
        bytes: Array("output HEADLESS-1 resolution 640x480\nxwayland disable\n".utf8))
      environment["WLR_BACKENDS"] = "headless"
      environment["WLR_LIBINPUT_NO_DEVICES"] = "1"
      environment["WLR_RENDERER"] = "pixman"  // no GPU here
      arguments = ["/usr/bin/sway", "-c", config]
      if let nobody {
        arguments =
          [
            "/usr/bin/setpriv", "--reuid=\(nobody.pw_uid)", "--regid=\(nobody.pw_gid)",
            "--clear-groups",
          ]
          + arguments
      }
    case .weston:
      arguments = [
        "/usr/bin/weston", "--backend=headless-backend.so", "--socket=carousel-test",
        "--idle-time=0",
      ]
    }
    pid = try Self.spawn(arguments, environment: environment, log: folder.file("log"))
    let (pid, folder, runtime) = (pid, folder, runtime)
    var found: String?
    // The Wayland socket's file appears when it is bound, a moment before it listens (a probe
    // was refused there under load): what comes after the listening is waited for too, sway's
    // IPC socket, or weston's loading of its shell (its log says so).
    try waitUntil(
      "\(kind.rawValue)'s Wayland socket in \(runtime) (\(Self.log(folder)))",
      changesIn: runtime, folder.path, whileRunning: pid
    ) {
      found = Self.sockets(in: runtime).first { $0.hasPrefix("wayland-") || $0 == "carousel-test" }
      guard found != nil else { return false }
      switch kind {
      case .sway: return Self.ipcSocket(in: runtime) != nil
      case .weston: return Self.log(folder).contains("desktop-shell.so'")
      }
    }
    socket = runtime + "/" + (found ?? "")
  }

  deinit {
    kill(pid, SIGTERM)
    var status: Int32 = 0
    let deadline = Deadline(secondsFromNow: WaitTimeout.defaultSeconds)
    if ChildEnd.wait(for: pid, until: deadline) == nil {
      kill(pid, SIGKILL)
      waitpid(pid, &status, 0)
    }
  }

  /// Starts `arguments` (the program's path first) with `environment`, standard error to
  /// `log`, no signal blocked (the test process blocks some, which the compositor must not
  /// inherit: it would never see its SIGTERM).
  private static func spawn(_ arguments: [String], environment: [String: String], log: String)
    throws -> pid_t
  {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    SpawnFileActions.closeFrom(3, in: &actions)  // none of the tests' pipes: see ToolProcess
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { envp.forEach { free($0) } }
    var attributes = SpawnAttributes.fresh()
    defer { posix_spawnattr_destroy(&attributes) }
    var child: pid_t = 0
    let spawned = posix_spawn(&child, arguments[0], &actions, &attributes, argv, envp)
    guard spawned == 0 else { throw CarouselProcessError(code: spawned) }
    return child
  }

  /// `swaymsg -t get_outputs`'s answer (sway only), nil when it cannot be asked.
  public func swayOutputs() -> String? {
    guard kind == .sway, let ipc = Self.ipcSocket(in: runtime),
      let bytes = ExternalTool.output("swaymsg", ["-s", ipc, "-t", "get_outputs"])
    else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The outputs' `"dpms"` values as sway reports them (sway 1.7 calls the power that).
  public func swayPower() -> [Bool]? {
    guard let text = swayOutputs(), let data = text.data(using: .utf8),
      let outputs = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
    else { return nil }
    return outputs.compactMap { ($0["dpms"] ?? $0["power"]) as? Bool }
  }

  /// What the compositor wrote on standard error so far.
  public var log: String { Self.log(folder) }

  private static func log(_ folder: TemporaryFolder) -> String {
    (try? String(contentsOfFile: folder.file("log"), encoding: .utf8)) ?? ""
  }

  private static func sockets(in folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
      .filter { !$0.hasSuffix(".lock") }.sorted()
  }

  private static func ipcSocket(in folder: String) -> String? {
    sockets(in: folder).first { $0.hasPrefix("sway-ipc.") }.map { folder + "/" + $0 }
  }
}
