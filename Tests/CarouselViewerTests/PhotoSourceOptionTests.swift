import PhotoSources
import TestSupport
import Testing

@testable import CarouselViewer

/// The photo servers' options as the issue names them: `--webdav URL` with `--webdav-user` and
/// `--webdav-password-file`; each mistake refused naming its option.
@Suite("Photo server options")
struct PhotoSourceOptionTests {
  static func options(_ arguments: [String]) throws(OptionsError) -> Options {
    guard case .run(let options) = try Options.parse(arguments, environment: [:]) else {
      throw OptionsError(message: "not a run")
    }
    return options
  }

  /// The message `arguments` are refused with.
  static func refusal(_ arguments: [String]) -> String? {
    do {
      _ = try options(arguments)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func webDAVWithUserAndPasswordFile() throws {
    let folder = try TemporaryFolder()
    try folder.write(Array("secret\nignored\n".utf8), to: "password")
    let options = try Self.options([
      "--webdav", "https://nas.lan/dav/photos", "--webdav-user", "frame",
      "--webdav-password-file", folder.file("password"),
    ])
    #expect(options.hasPhotoSource)
    #expect(options.resolved.isWatching)
    let source = try #require(try options.photoSource() as? WebDAVSource)
    #expect(source.address.path == "/dav/photos/")
    #expect(source.credentials == HTTPCredentials(user: "frame", password: "secret"))
    #expect(source.description == "webdav https://nas.lan/dav/photos/")
  }

  @Test(
    "mistakes are refused naming their option",
    arguments: [
      (["--webdav-user", "frame"], "option --webdav-user needs --webdav URL"),
      (["--webdav-password-file", "p"], "option --webdav-password-file needs --webdav URL"),
      (["--mirror-dir", "m"], "option --mirror-dir needs a photo server"),
      (["--webdav", "ftp://nas/photos"], "option --webdav: 'ftp://nas/photos' is not"),
      (
        ["--webdav", "https://nas/", "--webdav-password-file", "p"],
        "option --webdav-password-file needs --webdav-user"
      ),
      (["--source", "webdav:https://nas/"], "--source"),
    ])
  func refused(_ arguments: [String], _ message: String) {
    let refusal = Self.refusal(arguments)
    #expect(refusal?.contains(message) == true, "\(arguments): \(refusal ?? "taken")")
  }
}
