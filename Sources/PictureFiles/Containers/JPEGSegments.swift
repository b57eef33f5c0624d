/// The marker segments of a JPEG file, from the start of image to its first scan: the one walk
/// of JPEG's structure that the header, Exif, ICC, XMP and IPTC readers share.
///
/// Fill bytes (`FF FF`) and the markers without a length (SOI, TEM, RST0…7) are stepped over.
/// The walk ends at the first scan (SOS), the end of image (EOI), a byte that is no marker or a
/// length below 2; a segment cut by the end of the bytes is given with what is there.
package struct JPEGSegments: Sequence {
  /// One segment: its marker and where its payload (after the 2-byte length) lies.
  package struct Segment: Sendable {
    /// The marker's second byte (0xE1 for APP1, 0xC0 for SOF0).
    package let marker: Int
    /// Where the segment's `FF` marker byte is.
    package let offset: Int
    /// The payload, cut at the end of the bytes.
    package let payload: Range<Int>
  }

  private let view: ByteView

  package init(_ bytes: [UInt8]) { view = ByteView(bytes) }

  init(_ view: ByteView) { self.view = view }

  package func makeIterator() -> Iterator { Iterator(view: view) }

  /// The payloads of the segments of `marker` that start with `signature`, the signature left
  /// out, in file order (APP1 "Exif\0\0", APP2 "ICC_PROFILE\0", APP13 "Photoshop 3.0\0").
  package func payloads(marker: Int, signature: [UInt8]) -> [Range<Int>] {
    compactMap { segment in
      let payload = segment.payload
      guard segment.marker == marker, payload.count >= signature.count,
        view.matches(signature, at: payload.lowerBound)
      else { return nil }
      return (payload.lowerBound + signature.count)..<payload.upperBound
    }
  }

  /// Steps through the segments; see ``JPEGSegments``.
  package struct Iterator: IteratorProtocol {
    let view: ByteView
    var offset = 2

    package mutating func next() -> Segment? {
      while let lead = view.u8(offset) {
        guard lead == 0xFF, let marker = view.u8(offset + 1) else { return nil }
        if marker == 0xFF {  // a fill byte
          offset += 1
          continue
        }
        if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) {
          offset += 2
          continue
        }
        guard marker != 0xDA, marker != 0xD9, let length = view.u16(offset + 2), length >= 2
        else { return nil }
        let start = offset + 4
        guard start <= view.count else { return nil }
        let segment = Segment(
          marker: marker, offset: offset,
          payload: start..<Swift.min(offset + 2 + length, view.count))
        offset += 2 + length
        return segment
      }
      return nil
    }
  }
}
