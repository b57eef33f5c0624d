import Testing

@testable import PhotoSources

/// The mirror's index file (``MirrorIndex``): every field read back as written, tabs,
/// newlines and backslashes in them included; a foreign file read as empty.
@Suite struct MirrorIndexTests {
  @Test func roundTrip() {
    let entries = [
      MirrorEntry(
        name: "a.jpg", key: "x/a\tb\\n.jpg", version: "\"e\"", size: 12,
        facts: SourceFacts(
          taken: 1_700_000_000, modified: 1_700_000_001.5, album: "Summer\n2024",
          description: "line\r\nnext \\ end", place: "Annecy, France",
          people: ["Ada", "Grace\tHopper"], isFavorite: true)),
      MirrorEntry(name: "b.jpg", key: "b.jpg", version: "v", size: 0, facts: SourceFacts()),
    ]
    #expect(MirrorIndex.entries(MirrorIndex.text(entries)) == entries)
    #expect(MirrorIndex.entries("something else\na.jpg\tk\tv\t1\t\t\t\t\n").isEmpty)
    // A line naming a file outside the folder is left out.
    let hostile = MirrorIndex.header + "\n..\u{2F}a.jpg\tk\tv\t1\t\t\t\t\n"
    #expect(MirrorIndex.entries(hostile).isEmpty)
  }

  /// An index of the first version (without place, people and favourite) still reads.
  @Test func theFirstVersionStillReads() {
    let old = "carousel-source-index 1\na.jpg\tk\tv\t12\t1700000000\t\tSummer\t\n"
    #expect(
      MirrorIndex.entries(old) == [
        MirrorEntry(
          name: "a.jpg", key: "k", version: "v", size: 12,
          facts: SourceFacts(taken: 1_700_000_000, album: "Summer"))
      ])
  }
}
