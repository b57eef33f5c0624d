import Foundation
import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the built `carousel` executable, which SwiftPM puts next to the test bundle.
public enum CarouselProcess {
  public struct Result {
    public var status: Int32
    public var standardOutput: String
    public var standardError: String

    public init(status: Int32, standardOutput: String, standardError: String) {
      self.status = status
      self.standardOutput = standardOutput
      self.standardError = standardError
    }
  }

  /// The executable in the same build folder as the running tests.
  public static var executable: String {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("carousel").path
  }

  /// The environment a child runs with: the test's own, with `XDG_CONFIG_HOME`,
  /// `XDG_STATE_HOME`, `XDG_DATA_HOME` and `XDG_CACHE_HOME` pointing into `folder`, so no test
  /// ever reads the user's real config file, reads or writes their frame's state and picture
  /// index, trashes into their Trash or writes their thumbnails.
  public static func isolatedEnvironment(in folder: TemporaryFolder) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CONFIG_HOME"] = folder.file("config-home")
    environment["XDG_STATE_HOME"] = folder.file("state-home")
    environment["XDG_DATA_HOME"] = folder.file("data-home")
    environment["XDG_CACHE_HOME"] = folder.file("cache-home")
    return environment
  }

  /// Runs `carousel` with `arguments` to completion and collects its output.
  ///
  /// Output goes through temporary files rather than pipes, so a child that writes a lot to
  /// both streams can never block on a full pipe. `environment` replaces the inherited one
  /// (by default, ``isolatedEnvironment(in:)``); `workingFolder` is where it runs (by default
  /// the tests' own); `launcher`, a program and its arguments that start it (`prlimit …`). The
  /// child has no descriptor of the test process but its standard streams: one inherited
  /// from a test running beside (a pipe's end) would keep that test waiting for this child,
  /// and would take a descriptor this child was meant to have. With `errorIsJournal`, the
  /// child's `JOURNAL_STREAM` names its standard error's file, as systemd's does its journal
  /// stream.
  public static func run(
    _ arguments: [String], environment: [String: String]? = nil, workingFolder: String? = nil,
    launcher: [String] = [], errorIsJournal: Bool = false
  ) throws -> Result {
    let folder = try TemporaryFolder()
    let outPath = folder.file("stdout")
    let errPath = folder.file("stderr")
    var environment = environment ?? isolatedEnvironment(in: folder)
    if errorIsJournal {
      // Made here, so that its DEV:INO is known; the child opens the same file.
      let descriptor = open(errPath, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else { throw CarouselProcessError(code: errno) }
      environment[JournalStream.variable] = JournalStream.value(for: descriptor)
      close(descriptor)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    SpawnFileActions.closeFrom(3, in: &actions)
    // Glibc's posix_spawn_file_actions_addchdir_np is hidden from Swift; env -C changes folder.
    let argv =
      launcher + (workingFolder.map { ["/usr/bin/env", "-C", $0] } ?? []) + [executable]
      + arguments
    let envp = environment.map { "\($0.key)=\($0.value)" }
    var attributes = SpawnAttributes.fresh()
    defer { posix_spawnattr_destroy(&attributes) }
    var pid: pid_t = 0
    let spawned = withCStrings(argv) { cArgv in
      withCStrings(envp) { cEnvp in
        posix_spawn(&pid, argv[0], &actions, &attributes, cArgv, cEnvp)
      }
    }
    guard spawned == 0 else { throw CarouselProcessError(code: spawned) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return Result(
      status: exitStatus,
      standardOutput: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
      standardError: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
  }

  /// Calls `body` with a NULL-terminated C array of `strings`, valid during the call.
  private static func withCStrings<R>(
    _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R
  ) -> R {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { pointers.forEach { free($0) } }
    return body(pointers)
  }
}

/// `posix_spawn` failed with this error number.
public struct CarouselProcessError: Error {
  public let code: Int32
}
