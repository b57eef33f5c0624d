import TestSupport
import Testing

@testable import PictureFiles

/// XMP read as XML (``XMPWalker``): properties by namespace whatever their prefix, in either
/// quote, as attributes or elements, an array's first item; a text search found only
/// `prefix:Name="…"` and `<prefix:Name>…`.
@Suite struct XMPWalkerTests {
  @Test(arguments: [
    ("single quotes", "<rdf:Description photoshop:City='Paris' photoshop:Country='France'/>"),
    (
      "another prefix",
      "<rdf:Description xmlns:ps=\"http://ns.adobe.com/photoshop/1.0/\" ps:City=\"Paris\" "
        + "ps:Country=\"France\"/>"
    ),
    (
      "elements with attributes",
      "<rdf:Description><photoshop:City xml:lang=\"fr\">Paris</photoshop:City>"
        + "<photoshop:Country rdf:parseType=\"Literal\">France</photoshop:Country></rdf:Description>"
    ),
  ])
  func aPlaceInEveryForm(_ form: String, _ description: String) throws {
    let bytes = try #require(
      SamplePhoto.jpeg(segments: [SamplePhoto.xmpSegment(rdf: description)]))
    #expect(PlaceMetadata(in: bytes, format: .jpeg)?.text == "Paris, France", "\(form)")
  }

  @Test func aDescriptionsFirstAlternativeWithEntitiesAndCDATA() {
    let packet = """
      <?xpacket begin='' id='W5M0MpCehiHzreSzNTczkc9d'?>
      <x:xmpmeta xmlns:x='adobe:ns:meta/'><!-- a comment <dc:description>no</dc:description> -->
      <rdf:RDF xmlns:rdf='http://www.w3.org/1999/02/22-rdf-syntax-ns#'>
      <rdf:Description xmlns:d='http://purl.org/dc/elements/1.1/'>
      <d:description><rdf:Alt><rdf:li xml:lang='x-default'>Fish &amp; chips&#x21;</rdf:li>
      <rdf:li xml:lang='de'>Nein</rdf:li></rdf:Alt></d:description>
      <d:title><rdf:Alt><rdf:li><![CDATA[a <b> title]]></rdf:li></rdf:Alt></d:title>
      </rdf:Description></rdf:RDF></x:xmpmeta>
      """
    let xmp = XMPWalker(Array(packet.utf8))
    #expect(XMPDescription.find(in: xmp) == "Fish & chips!")
    #expect(xmp.value(XMPNamespace.dublinCore, "title") == "a <b> title")
  }

  @Test func hostilePacketsEndQuietly() {
    let deep = String(repeating: "<a:b xmlns:a='u'>", count: 20_000) + "x"
    let pieces = [
      deep, "<rdf:Description a:b='unterminated", "<<<>>>&&&;", "<x:y z=>", "<!--", "<![CDATA[",
      String(repeating: "<p:q xmlns:p='u' p:t='v'/>", count: 10_000),
    ]
    for piece in pieces {
      _ = XMPWalker(Array(piece.utf8)).properties.count
    }
    #expect(XMPWalker(Array(pieces[6].utf8)).properties.count <= XMPWalker.maximumProperties)
  }
}
