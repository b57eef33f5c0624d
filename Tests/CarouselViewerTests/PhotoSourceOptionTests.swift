import HTTPTransfer
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
    let source = try #require(try options.photoSource(wallTime: { 0 }) as? WebDAVSource)
    #expect(source.address.path == "/dav/photos/")
    #expect(source.credentials == HTTPCredentials(user: "frame", password: "secret"))
    #expect(source.description == "webdav https://nas.lan/dav/photos/")
    #expect(source.clips)  // unless --videos off
  }

  /// The key is read from its file, never the command line; each choice reaches the source.
  @Test func immichWithItsKeyAndChoices() throws {
    let folder = try TemporaryFolder()
    try folder.write(Array("frame-key\n".utf8), to: "key")
    let options = try Self.options([
      "--immich", "https://photos.lan:2283", "--immich-key-file", folder.file("key"),
      "--immich-album", "Summer 2024", "--immich-album", "Winter", "--immich-person", "Ada",
      "--immich-tag", "frame", "--immich-favorites", "--immich-memories", "--immich-size",
      "original",
    ])
    #expect(options.hasPhotoSource)
    let source = try #require(try options.photoSource(wallTime: { 0 }) as? ImmichSource)
    #expect(source.key == "frame-key")
    #expect(source.description == "immich https://photos.lan:2283/")
    #expect(source.size == .original)
    #expect(source.selection.albums == ["Summer 2024", "Winter"])
    #expect(source.selection.people == ["Ada"])
    #expect(source.selection.tag == "frame")
    #expect(source.selection.favorites && source.selection.memories)
    // Clips come unless --videos off; the show is not shuffled.
    #expect(source.clips)
    #expect(!source.shuffled)
    let shuffledWithoutClips = try Self.options([
      "--immich", "https://photos.lan/", "--immich-key-file", folder.file("key"), "--videos",
      "off", "--shuffle",
    ])
    let other = try #require(
      try shuffledWithoutClips.photoSource(wallTime: { 0 }) as? ImmichSource)
    #expect(!other.clips)
    #expect(other.shuffled)
    try folder.write(Array("\n".utf8), to: "empty")
    let empty = try Self.options([
      "--immich", "https://photos.lan/", "--immich-key-file", folder.file("empty"),
    ])
    #expect(throws: OptionsError.self) { try empty.photoSource(wallTime: { 0 }) }
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
      (["--immich-album", "Summer"], "option --immich-album needs --immich URL"),
      (["--immich-favorites"], "option --immich-favorites needs --immich URL"),
      (["--immich", "https://photos.lan/"], "option --immich needs --immich-key-file FILE"),
      (
        ["--immich", "https://photos.lan/", "--immich-key-file", "k", "--webdav", "https://nas/"],
        "one photo server at a time"
      ),
      (["--immich", "https://photos.lan/", "--immich-size", "huge"], "--immich-size takes"),
    ])
  func refused(_ arguments: [String], _ message: String) {
    let refusal = Self.refusal(arguments)
    #expect(refusal?.contains(message) == true, "\(arguments): \(refusal ?? "taken")")
  }
}
