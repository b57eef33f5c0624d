import Testing

@testable import PhotoSources

/// What a refresh does (``MirrorPlan``): new and changed pictures fetched, gone ones removed,
/// the mirror's bound kept by leaving the oldest out, names made unique.
@Suite struct MirrorPlanTests {
  private func picture(_ key: String, version: String = "1", size: Int = 100, date: Double)
    -> RemotePicture
  {
    RemotePicture(
      key: key, location: "http://h/" + key, name: String(key.split(separator: "/").last ?? ""),
      version: version, size: size, facts: SourceFacts(modified: date))
  }

  private func entry(_ picture: RemotePicture) -> MirrorEntry {
    MirrorEntry(
      name: picture.name, key: picture.key, version: picture.version, size: picture.size ?? 0,
      facts: picture.facts)
  }

  @Test func theOldestAreLeftOutFirst() {
    let listing = (1...5).map { picture("p\($0).jpg", date: Double($0)) }
    let plan = MirrorPlan(listing: listing, index: [], maximumBytes: 350)
    #expect(plan.fetches.map(\.name).sorted() == ["p3.jpg", "p4.jpg", "p5.jpg"])
    // Held already, the two oldest are removed once the bound shrinks.
    let held = listing.map(entry)
    let smaller = MirrorPlan(listing: listing, index: held, maximumBytes: 300)
    #expect(smaller.fetches.isEmpty)
    #expect(smaller.removals.map(\.name).sorted() == ["p1.jpg", "p2.jpg"])
    #expect(smaller.kept.count == 3)
  }

  @Test func changedFetchedGoneRemovedSameKept() {
    let before = [picture("a.jpg", date: 1), picture("b.jpg", date: 2), picture("c.jpg", date: 3)]
    let after = [picture("a.jpg", date: 1), picture("b.jpg", version: "2", date: 2)]
    let plan = MirrorPlan(listing: after, index: before.map(entry), maximumBytes: .max)
    #expect(plan.kept.map(\.name) == ["a.jpg"])
    #expect(plan.fetches.map(\.name) == ["b.jpg"])
    #expect(plan.removals.map(\.name) == ["c.jpg"])  // b.jpg is replaced by its fetch's rename
  }

  @Test func namesTakenTwiceAreTagged() {
    let listing = [
      picture("2023/IMG_1.jpg", date: 1), picture("2024/IMG_1.jpg", date: 2),
      picture("x/..\u{2F}..\u{2F}escape.jpg", date: 3),
    ]
    let names = MirrorPlan(listing: listing, index: [], maximumBytes: .max).fetches.map(\.name)
    #expect(Set(names).count == 3)
    #expect(names.contains("IMG_1.jpg"))
    #expect(names.contains { $0.hasPrefix("IMG_1-") && $0.hasSuffix(".jpg") })
    #expect(names.allSatisfy { !$0.contains("/") && !$0.hasPrefix(".") })
  }

  /// A Live Photo's clip is named after its still's file (tagged names too), held only with
  /// its still, and left out when its still is.
  @Test func aLivePhotosClipFollowsItsStill() {
    func clip(_ key: String, of still: String, size: Int = 50, date: Double) -> RemotePicture {
      var clip = picture(key, size: size, date: date)
      clip.name = "whatever.mp4"
      clip.stillKey = still
      return clip
    }
    let listing = [
      picture("a/IMG_1.HEIC", date: 3), clip("a/c1", of: "a/IMG_1.HEIC", date: 3),
      picture("b/IMG_1.HEIC", date: 2), clip("b/c1", of: "b/IMG_1.HEIC", date: 2),
      picture("p.jpg", date: 1), clip("lost", of: "gone.jpg", date: 4),
    ]
    let all = MirrorPlan(listing: listing, index: [], maximumBytes: .max).fetches
    let names = Dictionary(uniqueKeysWithValues: all.map { ($0.picture.key, $0.name) })
    #expect(names["a/c1"] == "IMG_1.MOV")
    let tagged = names["b/IMG_1.HEIC"] ?? ""
    #expect(tagged.hasPrefix("IMG_1-") && tagged.hasSuffix(".HEIC"))
    #expect(names["b/c1"] == String(tagged.dropLast(5)) + ".MOV")
    #expect(names["lost"] == nil)  // its still is not listed
    // 100 + 50 fit, not the next still: the newest pair whole.
    let pair = MirrorPlan(listing: listing, index: [], maximumBytes: 180).fetches
    #expect(pair.map(\.picture.key) == ["a/IMG_1.HEIC", "a/c1"])
    // The clip does not fit beside its still: the still alone.
    let bound = MirrorPlan(listing: listing, index: [], maximumBytes: 120).fetches
    #expect(bound.map(\.picture.key) == ["a/IMG_1.HEIC"])
    // A still left out by the bound leaves its clip out: no clip alone.
    var big = listing
    big[0].size = 1000
    let without = MirrorPlan(listing: big, index: [], maximumBytes: 300).fetches
    #expect(without.map(\.picture.key) == ["b/IMG_1.HEIC", "b/c1", "p.jpg"])
  }
}
