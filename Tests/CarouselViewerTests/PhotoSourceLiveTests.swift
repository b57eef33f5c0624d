import Foundation
import Geometry
import SystemKit
import TestSupport
import Testing

/// The real binary with `--webdav URL` (Debian's `rclone serve webdav` on 127.0.0.1), live
/// on SDL's offscreen driver: a picture only the server had is shown; with the server gone,
/// the mirror's picture stays and the failure is said once.
@Suite(.serialized) struct PhotoSourceLiveTests {
  @Test func aPictureOnlyTheServerHadIsShownAndStays() throws {
    let server = try WebDAVServer()
    try writeSolidPNG(
      server.files.file("red.png"), size: Size(width: 64, height: 48), argb: 0xFFFF_0000)
    let folder = try TemporaryFolder()
    let socket = folder.file("control")
    let mirror = folder.file("mirror")
    let child = try RunningCarousel(
      [
        "--size", "64x36", "--control", socket, "--verbose", "--webdav",
        server.url, "--mirror-dir", mirror,
      ],
      environment: ["SDL_VIDEODRIVER": "offscreen"], readsStandardError: true)
    var hasEnded = false
    defer {
      // A failed expectation leaves no Carousel running behind the test.
      if !hasEnded {
        child.send(SIGKILL)
        _ = try? child.wait()
      }
    }
    _ = try child.readLine("the first refresh") { $0.contains("source: webdav") }
    #expect(FileManager.default.fileExists(atPath: mirror + "/red.png"))

    // The live folder lists it: ask until it does (each answer is a round trip through the
    // running carousel, which blocks until its loop has answered).
    func status() throws -> [String: Any] {
      let result = try CarouselProcess.run(["--send", socket, "status"])
      return try #require(
        try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
          as? [String: Any])
    }
    let deadline = Deadline(secondsFromNow: WaitTimeout.defaultSeconds)
    var shown = try status()
    while shown["name"] as? String != "red.png" {
      guard !deadline.hasPassed else {
        throw WaitTimeout("the mirror's picture shown (status: \(shown))", seconds: 30)
      }
      shown = try status()
    }
    #expect(shown["count"] as? Int == 1)
    #expect(shown["path"] as? String == mirror + "/red.png")
    // The status names the source and its last good refresh, and no error.
    #expect(shown["source"] as? String == "webdav \(server.url)")
    #expect((shown["last_sync"] as? String)?.hasSuffix("Z") == true)
    #expect(shown["error"] is NSNull)

    // The server gone: a reload refreshes at once, fails, says so once; the picture stays.
    server.stop()
    _ = try CarouselProcess.run(["--send", socket, "reload"])
    let warning = try child.readLine("the failure said") { $0.contains("showing the 1 pictures") }
    #expect(warning.contains("source: webdav \(server.url): "))
    _ = try CarouselProcess.run(["--send", socket, "reload"])
    let again = try child.readLine("the second failure") { $0.contains("still failing") }
    #expect(!again.contains("showing the"))
    #expect(try status()["name"] as? String == "red.png")
    // The status says why (the runner records the failure after saying it: ask until it has).
    var failing = try status()
    while failing["error"] is NSNull {
      guard !deadline.hasPassed else {
        throw WaitTimeout("the failure in the status (status: \(failing))", seconds: 30)
      }
      failing = try status()
    }
    #expect((failing["error"] as? String)?.isEmpty == false)
    #expect(failing["last_sync"] as? String == shown["last_sync"] as? String)

    child.send(SIGTERM)
    let ended = try child.wait()
    hasEnded = true
    #expect(ended.status == 0)
    #expect(!ended.standardError.contains("showing the"), "said twice: \(ended.standardError)")
    #expect(FileManager.default.fileExists(atPath: mirror + "/red.png"))
  }

  /// The real binary with `--immich` and an album, against the stand-in Immich: the album's two
  /// pictures are shown (their previews, named .jpg whatever Immich makes them), the status
  /// names the server, and the key comes from its file.
  @Test func anImmichAlbumIsShown() throws {
    let folder = try TemporaryFolder()
    let server = try ImmichServer(library: [:])
    let ids = ["aaaaaaaa-aaaa-4aaa-8aaa-000000000001", "aaaaaaaa-aaaa-4aaa-8aaa-000000000002"]
    for (index, color) in [0xFFFF_0000, 0xFF00_00FF].enumerated() {
      try writeSolidPNG(
        server.file("p\(index).png"), size: Size(width: 64, height: 48), argb: UInt32(color))
    }
    try server.write([
      "version": [3, 1, 0], "key": "frame-key",
      "albums": [
        ["id": "11111111-1111-4111-8111-111111111111", "name": "Summer 2024", "assets": ids]
      ],
      "assets": [
        [
          "id": ids[0], "name": "lake.heic", "file": server.file("p0.png"),
          "taken": "2024-06-01T10:00:00.000Z",
        ],
        [
          "id": ids[1], "name": "beach.heic", "file": server.file("p1.png"),
          "taken": "2024-07-01T10:00:00.000Z",
        ],
        [
          "id": "aaaaaaaa-aaaa-4aaa-8aaa-000000000003", "name": "other.heic",
          "file": server.file("p1.png"), "taken": "2024-08-01T10:00:00.000Z",
        ],
      ],
    ])
    try folder.write(Array("frame-key\n".utf8), to: "key")
    let socket = folder.file("control")
    let child = try RunningCarousel(
      [
        "--size", "64x36", "--control", socket, "--verbose", "--immich", server.url,
        "--immich-key-file", folder.file("key"), "--immich-album", "Summer 2024",
        "--mirror-dir", folder.file("mirror"),
      ],
      environment: ["SDL_VIDEODRIVER": "offscreen"], readsStandardError: true)
    defer {
      child.send(SIGKILL)
      _ = try? child.wait()
    }
    _ = try child.readLine("the first refresh") { $0.contains("source: immich") }
    let deadline = Deadline(secondsFromNow: WaitTimeout.defaultSeconds)
    var shown: [String: Any] = [:]
    repeat {
      guard !deadline.hasPassed else {
        throw WaitTimeout("the album shown (status: \(shown))", seconds: 30)
      }
      let result = try CarouselProcess.run(["--send", socket, "status"])
      shown =
        (try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
          as? [String: Any]) ?? [:]
    } while shown["count"] as? Int != 2
    #expect(["lake.jpg", "beach.jpg"].contains(shown["name"] as? String ?? ""))
    #expect(shown["source"] as? String == "immich \(server.url)")
    #expect(shown["error"] is NSNull)
    #expect(server.violations() == [])
  }

  /// The real binary with `--immich` and `--caption "{people} · {album}"`: the caption of the
  /// picture shown says what the server says of it, and says it again after a restart while
  /// the server does not answer (the mirror's index is read before the first refresh).
  @Test func captionsSayTheServersFactsAlsoOffline() throws {
    let folder = try TemporaryFolder()
    let server = try ImmichServer(library: [:])
    let ids = ["aaaaaaaa-aaaa-4aaa-8aaa-000000000001", "aaaaaaaa-aaaa-4aaa-8aaa-000000000002"]
    let people = ["bbbbbbbb-bbbb-4bbb-8bbb-000000000001", "bbbbbbbb-bbbb-4bbb-8bbb-000000000002"]
    for (index, color) in [0xFFFF_0000, 0xFF00_00FF].enumerated() {
      try writeSolidPNG(
        server.file("p\(index).png"), size: Size(width: 64, height: 48), argb: UInt32(color))
    }
    try server.write([
      "version": [3, 1, 0], "key": "frame-key",
      "people": [["id": people[0], "name": "Ada"], ["id": people[1], "name": "Grace"]],
      "albums": [
        ["id": "11111111-1111-4111-8111-111111111111", "name": "Summer 2024", "assets": ids]
      ],
      "assets": [
        [
          "id": ids[0], "name": "lake.heic", "file": server.file("p0.png"),
          "taken": "2024-06-01T10:00:00.000Z", "people": [people[0]],
        ],
        [
          "id": ids[1], "name": "beach.heic", "file": server.file("p1.png"),
          "taken": "2024-07-01T10:00:00.000Z", "people": [people[1]],
        ],
      ],
    ])
    try folder.write(Array("frame-key\n".utf8), to: "key")
    let socket = folder.file("control")
    let arguments = [
      "--size", "64x36", "--control", socket, "--verbose", "--immich", server.url,
      "--immich-key-file", folder.file("key"), "--immich-album", "Summer 2024",
      "--mirror-dir", folder.file("mirror"), "--caption", "{people} · {album}",
    ]
    let expected = ["lake.jpg": "Ada · Summer 2024", "beach.jpg": "Grace · Summer 2024"]

    /// Asks for the status until the picture shown has the caption its facts give.
    func waitForCaption(_ what: String) throws -> [String: Any] {
      let deadline = Deadline(secondsFromNow: WaitTimeout.defaultSeconds)
      var shown: [String: Any] = [:]
      repeat {
        guard !deadline.hasPassed else {
          throw WaitTimeout("\(what) (status: \(shown))", seconds: WaitTimeout.defaultSeconds)
        }
        let result = try CarouselProcess.run(["--send", socket, "status"])
        shown =
          (try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
            as? [String: Any]) ?? [:]
      } while shown["count"] as? Int != 2
        || (shown["name"] as? String).flatMap { expected[$0] } != shown["caption"] as? String
      return shown
    }

    let online = try RunningCarousel(
      arguments, environment: ["SDL_VIDEODRIVER": "offscreen"], readsStandardError: true)
    do {
      defer {
        online.send(SIGKILL)
        _ = try? online.wait()
      }
      _ = try online.readLine("the first refresh") { $0.contains("source: immich") }
      let shown = try waitForCaption("the server's facts in the caption")
      #expect(shown["caption"] as? String != nil)
    }

    // Now a server that never answers: the first refresh waits (30 s, TransferConstants)
    // while the caption already says what the mirror's index says.
    server.stop()
    let silent = try SilentServer()
    var silentArguments = arguments
    silentArguments[silentArguments.firstIndex(of: server.url)!] =
      "http://127.0.0.1:\(silent.port)/"
    let offline = try RunningCarousel(
      silentArguments, environment: ["SDL_VIDEODRIVER": "offscreen"], readsStandardError: true)
    defer {
      offline.send(SIGKILL)
      _ = try? offline.wait()
    }
    #expect(silent.waitForClient())
    let shown = try waitForCaption("the mirror's facts in the caption, the server silent")
    // The refresh has not ended: the caption came before it.
    #expect(shown["error"] is NSNull)
    #expect(server.violations() == [])
  }
}
