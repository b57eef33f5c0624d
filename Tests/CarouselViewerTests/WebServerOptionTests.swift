import Foundation
import HTTPSurface
import TestSupport
import Testing

@testable import CarouselViewer

/// The web server's options through the real binary: every mistake is said at once, naming
/// its option, with exit status 2; options that are right get as far as the window (status 1
/// here, where there is no display).
@Suite("Web server options", .serialized)
struct WebServerOptionTests {
  /// Runs `carousel` with `arguments` and no display: 1 means the options were taken.
  static func run(_ arguments: [String], in folder: TemporaryFolder) throws
    -> CarouselProcess.Result
  {
    try CarouselProcess.run(
      arguments,
      environment: [
        "PATH": "/usr/bin:/bin", "DISPLAY": "", "WAYLAND_DISPLAY": "",
        "XDG_CONFIG_HOME": folder.file("config-home"),
      ])
  }

  /// A folder with a picture, a subfolder `inbox`, and a password file `password`.
  static func pictures() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.file("show/inbox"), withIntermediateDirectories: true)
    try folder.write(
      FileManager.default.contents(atPath: Self.demoPicture).map { [UInt8]($0) } ?? [],
      to: "show/a.png")
    try folder.write(Array("open sesame\n".utf8), to: "password")
    try folder.write([], to: "empty")
    return folder
  }

  static var demoPicture: String { RepositoryPath.appending("Assets/Pictures/01-chelsea.png") }

  @Test(
    "mistakes exit 2 naming their option",
    arguments: [
      (
        ["--http", "0.0.0.0:8080"],
        "option --http: listening on 0.0.0.0, beyond this machine, needs a password: --http-password-file FILE"
      ),
      (["--http", "[::]:8080"], "listening on ::, beyond this machine, needs a password"),
      (
        ["--http-password-file", "password"],
        "option --http-password-file needs --http [ADDRESS:]PORT"
      ),
      (["--upload-dir", "show"], "option --upload-dir needs --http [ADDRESS:]PORT"),
      (
        ["--http", "8080", "--http-cert", "c.pem"], "options --http-cert and --http-key go together"
      ),
      (
        ["--http", "8080", "--headless"],
        "option --http serves a live carousel and cannot be used with --headless"
      ),
      (["--http", "80:80"], "option --http: '80' is not an IP address"),
      (["--http", "99999"], "option --http: '99999' is not a port (0 to 65535)"),
      (
        ["--http", "8080", "--http-password-file", "missing"],
        "option --http-password-file: cannot read"
      ),
      (
        ["--http", "8080", "--http-password-file", "empty"],
        "holds no password of 1 to 1024 bytes on its first line"
      ),
      (
        ["--http", "8080", "--http-cert", "password", "--http-key", "password"],
        "option --http-key: "
      ),
      (
        ["--http", "0", "--upload-dir", "elsewhere", "show"],
        "option --upload-dir: '{elsewhere}' must be a folder shown, or inside one, so that "
          + "uploaded pictures are shown"
      ),
      (
        ["--http", "0", "--upload-dir", "empty", "show"],
        "option --upload-dir: '{empty}' must be a folder shown"
      ),
    ] as [([String], String)])
  func mistakes(arguments: [String], message: String) throws {
    let folder = try Self.pictures()
    let resolved = arguments.map {
      ["password", "empty", "missing", "show", "show/inbox", "elsewhere"].contains($0)
        ? folder.file($0) : $0
    }
    let result = try Self.run(resolved, in: folder)
    let expected = message.replacingOccurrences(of: "{elsewhere}", with: folder.file("elsewhere"))
      .replacingOccurrences(of: "{empty}", with: folder.file("empty"))
    #expect(result.status == 2, "\(result.standardError)")
    #expect(result.standardError.contains(expected), "\(result.standardError)")
  }

  @Test("an upload folder that is shown, or inside one (then shown too), is taken")
  func uploadFolderTaken() throws {
    let folder = try Self.pictures()
    for arguments in [
      ["--upload-dir", folder.file("show/inbox"), folder.file("show")],
      ["-r", "--upload-dir", folder.file("show/inbox"), folder.file("show")],
      ["--upload-dir", folder.file("show"), folder.file("show")],
    ] {
      let result = try Self.run(["--http", "0"] + arguments, in: folder)
      #expect(
        result.status == 1, "past the options, to the missing display: \(result.standardError)")
    }
  }

  @Test("an upload folder inside a folder shown without -r is shown too; with -r it is already")
  func uploadFolderShown() throws {
    let folder = try Self.pictures()
    guard
      case .run(let plain) = try Options.parse(
        ["--http", "0", "--upload-dir", folder.file("show/inbox"), folder.file("show")])
    else { return }
    let sources = try ShowSources.read(plain.resolved, standardInput: { Data() })
    #expect(sources.roots.map(\.description).last?.hasSuffix("/show/inbox") == true)
    #expect(sources.roots.count == 2)
    #expect(plain.resolved.isWatching, "uploads turn on live folders")
    guard
      case .run(let recursive) = try Options.parse(
        ["-r", "--http", "0", "--upload-dir", folder.file("show/inbox"), folder.file("show")])
    else { return }
    #expect(try ShowSources.read(recursive.resolved, standardInput: { Data() }).roots.count == 1)
  }

  @Test("a port in use exits 2, said at once")
  func portInUse() throws {
    let folder = try Self.pictures()
    let taken = try HTTPListener(ListenAddress(loopbackPort: 0))
    let result = try Self.run(["--http", String(taken.port), folder.file("show")], in: folder)
    #expect(result.status == 2)
    #expect(
      result.standardError.contains(
        "option --http: cannot listen on 127.0.0.1:\(taken.port): Address already in use"))
  }

  @Test("the config file takes the web server's keys, and their rules")
  func configKeys() throws {
    let folder = try Self.pictures()
    try FileManager.default.createDirectory(
      atPath: folder.file("config-home/carousel"), withIntermediateDirectories: true)
    try folder.write(Array("http = 0.0.0.0:0\n".utf8), to: "config-home/carousel/config")
    let refused = try Self.run([folder.file("show")], in: folder)
    #expect(refused.status == 2, "the file's address needs a password")
    #expect(refused.standardError.contains("needs a password: --http-password-file FILE"))
    try folder.write(
      Array(
        ("http = 0.0.0.0:0\nhttp-password-file = \(folder.file("password"))\n"
          + "upload-max-mb = 8\n").utf8), to: "config-home/carousel/config")
    let taken = try Self.run([folder.file("show")], in: folder)
    #expect(taken.status == 1, "taken from the file: \(taken.standardError)")
  }
}
