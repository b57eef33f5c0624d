import PictureKit
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles

/// Where a picture was taken, as photo managers write it: XMP's photoshop:City, State and
/// Country (attribute and element forms), else a JPEG's IPTC record; with the file's
/// modification time, the fields of a caption's `{place}` and `{date}`.
@Suite("Place metadata")
struct PlaceMetadataTests {
  /// SDL_image's formats (TIFF, BMP, SVG, ...) decode in this process too.
  init() { SDLImageCodec.registerAsFallback() }

  /// A JPEG APP13 segment holding an IPTC record with `datasets` (record 2).
  static func iptcSegment(_ datasets: [(Int, String)]) -> [UInt8] {
    var record: [UInt8] = [0x1C, 0x01, 0x5A, 0x00, 0x03, 0x1B, 0x25, 0x47]  // 1:90 UTF-8
    for (dataset, text) in datasets {
      let bytes = Array(text.utf8)
      record += [0x1C, 0x02, UInt8(dataset), UInt8(bytes.count >> 8), UInt8(bytes.count & 0xFF)]
      record += bytes
    }
    let size = record.count
    var resource = Array("8BIM".utf8) + [0x04, 0x04, 0x00, 0x00]  // id, empty name, padded
    resource += [
      UInt8(size >> 24), UInt8(size >> 16 & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size & 0xFF),
    ]
    resource += record + (size % 2 == 1 ? [0] : [])
    // A resource before it that is not the IPTC one, to be stepped over.
    let other = Array("8BIM".utf8) + [0x03, 0xED, 0x00, 0x00, 0, 0, 0, 2, 0x12, 0x34]
    let body = Array("Photoshop 3.0\u{0}".utf8) + other + resource
    return [0xFF, 0xED, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
  }

  static func xmpSegment(_ inside: String) -> [UInt8] {
    let packet =
      "http://ns.adobe.com/xap/1.0/\u{0}<x:xmpmeta xmlns:x=\"adobe:ns:meta/\"><rdf:RDF>"
      + inside + "</rdf:RDF></x:xmpmeta>"
    let body = Array(packet.utf8)
    return [0xFF, 0xE1, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
  }

  @Test("XMP's attributes, as Lightroom writes them on their own lines")
  func xmpAttributes() throws {
    let segment = Self.xmpSegment(
      "<rdf:Description rdf:about=\"\"\n   photoshop:City=\"Paris\"\n"
        + "   photoshop:State=\"Île-de-France\"\n   photoshop:Country=\"France\"/>")
    let bytes = try #require(SamplePhoto.jpeg(segments: [segment]))
    let place = try #require(PlaceMetadata(in: bytes, format: .jpeg))
    #expect(place.text == "Paris, Île-de-France, France")
  }

  @Test("XMP's elements, a city-state written twice once, and entities decoded")
  func xmpElements() throws {
    let segment = Self.xmpSegment(
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
      SamplePhoto.jpeg(segments: [Self.iptcSegment([(90, "Kraków"), (101, "Poland")])]))
    let place = try #require(PlaceMetadata(in: bytes, format: .jpeg))
    #expect(place == PlaceMetadata(city: "Kraków", country: "Poland"))
    #expect(place.text == "Kraków, Poland")
  }

  @Test("no place: nil; a record cut short is not read past its end")
  func nothingOrCut() throws {
    let plain = try #require(SamplePhoto.jpeg(segments: []))
    #expect(PlaceMetadata(in: plain, format: .jpeg) == nil)
    var segment = Self.iptcSegment([(90, "Lisboa")])
    segment.removeLast(3)  // the city's last bytes and beyond
    segment[3] = UInt8((segment.count - 2) & 0xFF)
    let cut = try #require(SamplePhoto.jpeg(segments: [segment]))
    #expect(PlaceMetadata(in: cut, format: .jpeg)?.city == nil)
  }

  @Test("the metadata read from a file carry its place and its modification time")
  func readFromAFile() throws {
    let folder = try TemporaryFolder()
    let bytes = try #require(
      SamplePhoto.jpeg(segments: [Self.iptcSegment([(95, "Tyrol"), (101, "Austria")])]))
    let path = try folder.write("alps.jpg", bytes: bytes)
    let metadata = ItemMetadata.read(FilePath(path), codecs: FileDecoder.thisProcess)
    #expect(metadata.place?.text == "Tyrol, Austria")
    let modified = try #require(metadata.modified)
    #expect(modified > 1_600_000_000, "a time of this decade: \(modified)")
  }
}
