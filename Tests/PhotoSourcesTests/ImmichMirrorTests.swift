import Foundation
import PhotoSources
import PictureFiles
import SystemKit
import TestSupport
import Testing

/// A mirror refreshed from the stand-in Immich server (`Tests/Fixtures/immich-api/standin.py`)
/// on 127.0.0.1, which answers as Immich's API document 3.1.0 says and checks every request
/// and answer against the part of it kept in the repository: no test may end with a
/// violation.
@Suite(.serialized) struct ImmichMirrorTests {
  @Test func theWholeTimelineWithItsFacts() throws {
    let fixture = try ImmichFixture()
    let report = fixture.sync()
    #expect(report.failure == nil)
    // The archived, the trashed and the video are left out.
    #expect(
      try fixture.mirrored() == ["lake.jpg": 1, "beach.jpg": 2, "city.jpg": 3, "garden.jpg": 4])
    let index = try fixture.mirror.index()
    let lake = try #require(index.first { $0.name == "lake.jpg" })
    #expect(lake.key == ImmichFixture.id(1))
    #expect(lake.facts.taken == CivilTime.seconds(iso: "2024-06-01T10:00:00.000Z"))
    #expect(lake.facts.place == "Annecy, France")
    #expect(lake.facts.people == ["Ada"])
    #expect(lake.facts.isFavorite)
    #expect(lake.facts.description == "The lake at dawn")
    #expect(
      fixture.server.requests().contains {
        $0.hasPrefix("GET /api/assets/\(ImmichFixture.id(1))/thumbnail?size=preview")
      })
    // A second refresh fetches nothing.
    let second = fixture.sync()
    #expect(second.fetched == 0)
    #expect(second.kept == 4)
    #expect(fixture.server.violations() == [])
  }

  @Test func albumsPeopleTagAndFavouritesAreUnited() throws {
    let fixture = try ImmichFixture()
    var selection = ImmichSelection()
    selection.albums = ["summer 2024"]  // its case differs from Immich's
    #expect(fixture.sync(selection).failure == nil)
    #expect(try fixture.mirrored() == ["lake.jpg": 1, "beach.jpg": 2])
    #expect(try fixture.mirror.index().allSatisfy { $0.facts.album == "Summer 2024" })

    selection = ImmichSelection()
    selection.people = ["Grace"]
    selection.tag = "Family/frame"
    #expect(fixture.sync(selection).failure == nil)
    #expect(try fixture.mirrored() == ["city.jpg": 3, "garden.jpg": 4])

    selection = ImmichSelection()
    selection.favorites = true
    #expect(fixture.sync(selection).failure == nil)
    #expect(try fixture.mirrored() == ["lake.jpg": 1])

    selection.albums = ["Nowhere"]
    let unknown = fixture.sync(selection)
    #expect(unknown.failure == .unusable("Immich has no album named 'Nowhere'"))
    #expect(try fixture.mirrored() == ["lake.jpg": 1])
    #expect(fixture.server.violations() == [])
  }

  /// Memories are today's: the date asked for is the wall clock's day in the zone given.
  @Test func memoriesOfToday() throws {
    let fixture = try ImmichFixture()
    var selection = ImmichSelection()
    selection.memories = true
    // 23:30 on 2 June in UTC is 3 June in a zone two hours ahead.
    let now = CivilTime.seconds(iso: "2026-06-02T23:30:00Z") ?? 0
    #expect(
      fixture.sync(selection, wallTime: now, zone: LocalZone(name: "+2") { _ in 7200 }).failure
        == nil)
    #expect(try fixture.mirrored() == ["beach.jpg": 2])
    #expect(fixture.server.requests().contains("GET /api/memories?for=2026-06-03&type=on_this_day"))
    #expect(fixture.server.violations() == [])
  }

  /// Results come page by page until `nextPage` is null; the original size keeps the file's
  /// name and asks for the original.
  @Test func pagesAndTheOriginalSize() throws {
    let fixture = try ImmichFixture()
    #expect(fixture.sync(pageSize: 1, size: .original).failure == nil)
    #expect(
      try fixture.mirrored() == ["lake.png": 1, "beach.png": 2, "city.png": 3, "garden.png": 4])
    let searches = fixture.server.requests().filter { $0 == "POST /api/search/metadata" }
    #expect(searches.count == 4)
    #expect(fixture.server.requests().contains("GET /api/assets/\(ImmichFixture.id(2))/original"))
    #expect(fixture.server.violations() == [])
  }

  /// A shuffled show of the whole timeline is a random sample of a page's size
  /// (`POST /api/search/random`), checked against the document like every answer; a chosen
  /// album is searched as before.
  @Test func aShuffledTimelineIsARandomSample() throws {
    let fixture = try ImmichFixture()
    #expect(fixture.sync(shuffled: true).failure == nil)
    let all = ["lake.jpg": 1, "beach.jpg": 2, "city.jpg": 3, "garden.jpg": 4]
    #expect(try fixture.mirrored() == all)
    #expect(fixture.server.requests().contains("POST /api/search/random"))
    #expect(!fixture.server.requests().contains("POST /api/search/metadata"))
    #expect(fixture.sync(pageSize: 2, shuffled: true).failure == nil)
    let sample = try fixture.mirrored()
    #expect(sample.count == 2)
    #expect(sample.allSatisfy { all[$0.key] == $0.value })
    var selection = ImmichSelection()
    selection.albums = ["Summer 2024"]
    #expect(fixture.sync(selection, shuffled: true).failure == nil)
    #expect(try fixture.mirrored() == ["lake.jpg": 1, "beach.jpg": 2])
    #expect(fixture.server.requests().last { $0.hasPrefix("POST") } == "POST /api/search/metadata")
    #expect(fixture.server.violations() == [])
  }

  /// A favourite and a description changed on the server, the file the same: the index
  /// takes them at the next refresh, and nothing is fetched again.
  @Test func changedFactsReachTheIndexWithoutAFetch() throws {
    let fixture = try ImmichFixture()
    #expect(fixture.sync().fetched == 4)
    // What the captions read: the mirror's facts by file.
    let captions = MirrorFacts(mirror: try fixture.mirror)
    captions.load()
    let beachFile = FilePath(fixture.folder.file("mirror") + "/beach.jpg")
    #expect(captions.facts(of: beachFile)?.description == nil)
    #expect(captions.facts(of: FilePath("/elsewhere/beach.jpg")) == nil)
    var library = ImmichFixture.library(fixture.server)
    var assets = library["assets"] as? [[String: Any]] ?? []
    assets[0]["favorite"] = false
    assets[1]["favorite"] = true
    assets[1]["description"] = "Waves"
    library["assets"] = assets
    try fixture.server.write(library)
    let pictures = fixture.server.requests().filter { $0.hasPrefix("GET /api/assets/") }.count
    let report = fixture.sync()
    #expect(report.failure == nil)
    #expect(report.fetched == 0)
    #expect(report.refreshedFacts == 2)
    #expect(fixture.server.requests().filter { $0.hasPrefix("GET /api/assets/") }.count == pictures)
    let index = try fixture.mirror.index()
    let lake = try #require(index.first { $0.name == "lake.jpg" })
    let beach = try #require(index.first { $0.name == "beach.jpg" })
    #expect(!lake.facts.isFavorite)
    #expect(lake.facts.description == "The lake at dawn")
    #expect(beach.facts.isFavorite)
    #expect(beach.facts.description == "Waves")
    captions.load()
    #expect(captions.facts(of: beachFile)?.description == "Waves")
    #expect(captions.facts(of: beachFile)?.isFavorite == true)
    #expect(fixture.sync().refreshedFacts == 0)
    #expect(fixture.server.violations() == [])
  }

  /// A refused key, a 500, invalid JSON, an older and a newer server: each fails the
  /// refresh, says why, and leaves the mirror as it was.
  @Test func failuresLeaveTheMirrorAsItWas() throws {
    let fixture = try ImmichFixture()
    #expect(fixture.sync().fetched == 4)
    let before = try fixture.allEntries()
    let refused = fixture.sync(key: "wrong")
    #expect(
      refused.failure
        == .unusable("POST /api/search/metadata answered HTTP 401: the API key was refused"))
    for (change, failure) in [
      (["fault": "500"], SourceError.status(500, "POST /api/search/metadata")),
      (
        ["fault": "invalid-json"],
        .malformed("POST /api/search/metadata is not the JSON Immich's API document says")
      ),
      (
        ["version": [1, 118, 0]],
        .unusable(
          "Immich 1.118.0 is not known to work (known: 2.5.0 to 3.1.x); the mirror is left as it is"
        )
      ),
      (
        ["version": [4, 0, 0]],
        .unusable(
          "Immich 4.0.0 is not known to work (known: 2.5.0 to 3.1.x); the mirror is left as it is")
      ),
    ] as [([String: Any], SourceError)] {
      var library = ImmichFixture.library(fixture.server)
      library.merge(change) { $1 }
      library["faultPaths"] = ["/api/search"]
      try fixture.server.write(library)
      let report = fixture.sync()
      #expect(report.failure == failure, "\(change)")
      #expect(try fixture.allEntries() == before, "\(change)")
    }
    try fixture.server.write(ImmichFixture.library(fixture.server))
    #expect(fixture.sync().kept == 4)
    #expect(fixture.server.violations() == [])
  }

  /// The checks of the stand-in's answers can fail: an asset without a required field is
  /// named.
  @Test func theStandInsChecksFindADrift() throws {
    let fixture = try ImmichFixture()
    var library = ImmichFixture.library(fixture.server)
    library["drift"] = ["originalPath"]
    try fixture.server.write(library)
    _ = fixture.sync()
    #expect(fixture.server.violations().contains { $0.contains("originalPath is missing") })
  }
}
