import Foundation
import HTTPTransfer
import PhotoSources
import PictureFiles
import SystemKit
import TestSupport
import Testing

/// A mirror refreshed from a real WebDAV server (Debian's `rclone serve webdav`) on 127.0.0.1,
/// over a folder of pictures the test makes and changes.
@Suite(.serialized) struct WebDAVMirrorTests {
  @Test func everyPictureOnceThenNothing() throws {
    let fixture = try MirrorFixture()
    let files = [
      "a.jpg": MirrorFixture.bytes(1), "album/b.png": MirrorFixture.bytes(2),
      "album/deeper/c.heic": MirrorFixture.bytes(3),
    ]
    for (name, bytes) in files { try fixture.server.put(name, bytes) }
    try fixture.server.put("notes.txt", Array("not a picture".utf8))
    let first = try fixture.sync()
    #expect(first.failure == nil)
    #expect(first.listed == 3)
    #expect(first.fetched == 3)
    let mirrored = try fixture.mirrored()
    #expect(
      mirrored == [
        "a.jpg": files["a.jpg"]!, "b.png": files["album/b.png"]!,
        "c.heic": files["album/deeper/c.heic"]!,
      ])
    #expect(try fixture.allEntries() == [".carousel-source-index", "a.jpg", "b.png", "c.heic"])
    let index = try fixture.mirror.index()
    #expect(index.first { $0.name == "b.png" }?.facts.album == "album")
    #expect(index.allSatisfy { $0.facts.modified != nil })

    let second = try fixture.sync()
    #expect(second.failure == nil)
    #expect(second.fetched == 0)
    #expect(second.kept == 3)
  }

  /// With clips, videos come too, and a Live Photo's MOV keeps its still's name even when
  /// another folder's pair takes the plain one: the folder lists each pair as one item.
  @Test func clipsAndLivePhotosStayPairs() throws {
    let fixture = try MirrorFixture(clips: true)
    let files = [
      "2023/IMG_1.HEIC": 1, "2023/IMG_1.MOV": 2, "2024/IMG_1.HEIC": 3, "2024/IMG_1_HEVC.MOV": 4,
      "walk.mp4": 5, "solo.MOV": 6,
    ]
    for (name, seed) in files { try fixture.server.put(name, MirrorFixture.bytes(seed)) }
    #expect(try fixture.sync().failure == nil)
    let mirrored = try fixture.mirrored()
    #expect(mirrored.count == 6)
    let stills = mirrored.keys.filter { $0.hasSuffix(".HEIC") }
    #expect(stills.count == 2)
    for still in stills {
      let clip = String(still.dropLast(5)) + ".MOV"
      let seed = mirrored[still] == MirrorFixture.bytes(1) ? 2 : 4
      #expect(mirrored[clip] == MirrorFixture.bytes(seed), "\(clip)")
    }
    let catalog = Catalog(paths: [fixture.folder.file("mirror")], listing: ItemListing(clips: true))
    #expect(catalog.items.count == 4)  // two pairs, the walk and the MOV alone
    #expect(
      catalog.items.filter { $0.kind == .clip }.map(\.name).sorted() == ["solo.MOV", "walk.mp4"])
    // Without clips, the pictures alone.
    fixture.source = WebDAVSource(address: fixture.source.address)
    #expect(try fixture.sync().failure == nil)
    #expect(try fixture.mirrored().keys.sorted() == stills.sorted())
  }

  @Test func removedLeavesAndChangedIsFetchedAgain() throws {
    let fixture = try MirrorFixture()
    try fixture.server.put("a.jpg", MirrorFixture.bytes(1))
    try fixture.server.put("b.jpg", MirrorFixture.bytes(2))
    #expect(try fixture.sync().fetched == 2)
    try FileManager.default.removeItem(atPath: fixture.server.files.file("a.jpg"))
    try fixture.server.put("b.jpg", MirrorFixture.bytes(5, count: 4000))
    let report = try fixture.sync()
    #expect(report.failure == nil)
    #expect(report.removed == 1)
    #expect(report.fetched == 1)
    #expect(try fixture.mirrored() == ["b.jpg": MirrorFixture.bytes(5, count: 4000)])
  }

  /// The server stopped: the refresh fails, the mirror is as it was; started again, it
  /// catches up.
  @Test func aServerGoneLeavesTheMirrorAsItWas() throws {
    let fixture = try MirrorFixture()
    try fixture.server.put("a.jpg", MirrorFixture.bytes(1))
    #expect(try fixture.sync().fetched == 1)
    let before = try fixture.allEntries()
    fixture.server.stop()
    try fixture.server.put("b.jpg", MirrorFixture.bytes(2))
    let failed = try fixture.sync()
    #expect(failed.failure != nil)
    #expect(failed.held == 1)
    #expect(try fixture.allEntries() == before)
    #expect(try fixture.mirrored() == ["a.jpg": MirrorFixture.bytes(1)])
    try fixture.server.start()
    #expect(try fixture.sync().fetched == 1)
    #expect(try fixture.mirrored().count == 2)
  }

  /// A picture appears under its name only by a rename: no write to a visible name, ever.
  @Test func picturesArriveWhole() throws {
    let fixture = try MirrorFixture()
    for index in 0..<6 {
      try fixture.server.put("p\(index).jpg", MirrorFixture.bytes(index, count: 400_000))
    }
    _ = try fixture.mirror
    let watch = try FolderEvents(fixture.folder.file("mirror"))
    #expect(try fixture.sync().fetched == 6)
    let events = watch.read().filter { !$0.name.hasPrefix(".") }
    #expect(Set(events.map(\.name)).count == 6)
    for event in events {
      #expect(event.mask & UInt32(IN_MOVED_TO) != 0, "\(event.name): \(event.mask)")
      #expect(event.mask & UInt32(IN_CREATE | IN_MODIFY | IN_CLOSE_WRITE) == 0, "\(event.name)")
    }
  }

  @Test func aPasswordIsAskedAndGiven() throws {
    let refused = try MirrorFixture(user: "frame", password: "s3cret word")
    try refused.server.put("a.jpg", MirrorFixture.bytes(1))
    let report = try refused.sync()
    #expect(report.failure == .status(401, "PROPFIND /"))
    #expect(try refused.mirrored().isEmpty)
    refused.source = WebDAVSource(
      address: refused.source.address,
      credentials: HTTPCredentials(user: "frame", password: "s3cret word"))
    #expect(try refused.sync().fetched == 1)
  }

  /// Answers larger than their bound are refused: a picture (nothing of it stays) and a
  /// listing (nothing changes).
  @Test func answersLargerThanTheirBoundAreRefused() throws {
    let fixture = try MirrorFixture()
    try fixture.server.put("small.jpg", MirrorFixture.bytes(1, count: 1000))
    try fixture.server.put("large.jpg", MirrorFixture.bytes(2, count: 200_000))
    fixture.source.pictureLimits.maximumBytes = 100_000
    let report = try fixture.sync()
    #expect(report.failure == .http(.tooLarge(100_000)))
    #expect(report.fetched == 1)
    #expect(try fixture.allEntries() == [".carousel-source-index", "small.jpg"])

    fixture.source.listingLimits.maximumBytes = 200
    let listing = try fixture.sync()
    #expect(listing.failure == .http(.tooLarge(200)))
    #expect(try fixture.allEntries() == [".carousel-source-index", "small.jpg"])
  }
}
