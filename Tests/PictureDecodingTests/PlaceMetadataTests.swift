import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles

/// Where a picture was taken, as photo managers write it: XMP's photoshop:City, State and
/// Country (attribute and element forms), else a JPEG's IPTC record; with the file's
/// modification time, the fields of a caption's `{place}` and `{date}`.
@Suite("Place metadata")
struct PlaceMetadataTests {
  @Test("XMP's attributes, as Lightroom writes them on their own lines")
  func xmpAttributes() throws {
    let segment = SamplePhoto.xmpSegment(
      rdf:
        "<rdf:Description rdf:about=\"\"\n   photoshop:City=\"Paris\"\n"
        + "   photoshop:State=\"Île-de-France\"\n   photoshop:Country=\"France\"/>")
    let bytes = try #require(SamplePhoto.jpeg(segments: [segment]))
    let place = try #require(PlaceMetadata(in: bytes, format: .jpeg))
    #expect(place.text == "Paris, Île-de-France, France")
  }

  @Test("XMP's elements, a city-state written twice once, and entities decoded")
  func xmpElements() throws {
    let segment = SamplePhoto.xmpSegment(
      rdf:
        "<rdf:Description><photoshop:City>Monaco</photoshop:City>"
        + "<photoshop:State>Monaco</photoshop:State>"
        + "<photoshop:Country>Principaut&#xE9; &amp; co</photoshop:Country></rdf:Description>")
    let bytes = try #require(SamplePhoto.jpeg(segments: [segment]))
    let place = try #require(PlaceMetadata(in: bytes, format: .jpeg))
    #expect(place.city == "Monaco" && place.state == "Monaco")
    #expect(place.text?.hasPrefix("Monaco, Principaut") == true)
    #expect(place.text?.hasSuffix(" & co") == true)
  }

  @Test("a JPEG's IPTC record when there is no XMP; only the parts it has")
  func iptcRecord() throws {
    let bytes = try #require(
      SamplePhoto.jpeg(segments: [SamplePhoto.iptcSegment([(90, "Kraków"), (101, "Poland")])]))
    let place = try #require(PlaceMetadata(in: bytes, format: .jpeg))
    #expect(place == PlaceMetadata(city: "Kraków", country: "Poland"))
    #expect(place.text == "Kraków, Poland")
  }

  @Test("no place: nil; a record cut short is not read past its end")
  func nothingOrCut() throws {
    let plain = try #require(SamplePhoto.jpeg(segments: []))
    #expect(PlaceMetadata(in: plain, format: .jpeg) == nil)
    var segment = SamplePhoto.iptcSegment([(90, "Lisboa")])
    segment.removeLast(3)  // the city's last bytes and beyond
    segment[3] = UInt8((segment.count - 2) & 0xFF)
    let cut = try #require(SamplePhoto.jpeg(segments: [segment]))
    #expect(PlaceMetadata(in: cut, format: .jpeg)?.city == nil)
  }

  @Test("the metadata read from a file carry its place and its modification time")
  func readFromAFile() throws {
    let folder = try TemporaryFolder()
    let bytes = try #require(
      SamplePhoto.jpeg(segments: [SamplePhoto.iptcSegment([(95, "Tyrol"), (101, "Austria")])]))
    let path = try folder.write("alps.jpg", bytes: bytes)
    let metadata = ItemMetadata.read(FilePath(path), codecs: FileDecoder.thisProcess)
    #expect(metadata.place?.text == "Tyrol, Austria")
    let modified = try #require(metadata.modified)
    #expect(modified > 1_600_000_000, "a time of this decade: \(modified)")
  }
}
