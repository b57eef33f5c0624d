/// The chunks of a RIFF file (WebP) after its 12-byte header ("RIFF", size, form type): the one
/// walk of RIFF's structure that the Exif, ICC and XMP readers share.
///
/// Each chunk is a four-letter type, a little-endian 32-bit size and the data, padded to an
/// even size. The walk ends at the first chunk that does not fit in the bytes.
package struct RIFFChunks: Sequence {
  /// One chunk: its type and where its data lies.
  package struct Chunk: Sendable {
    /// The four-letter type ("VP8X", "EXIF", "ICCP", "XMP ").
    package let type: String
    /// The chunk's data, without its padding.
    package let data: Range<Int>
  }

  private let view: ByteView

  package init(_ bytes: [UInt8]) { view = ByteView(bytes, littleEndian: true) }

  package func makeIterator() -> Iterator { Iterator(view: view) }

  /// The data of the first chunk of `type`, or nil.
  package func first(_ type: String) -> Range<Int>? {
    first { $0.type == type }?.data
  }

  /// Steps through the chunks; see ``RIFFChunks``.
  package struct Iterator: IteratorProtocol {
    let view: ByteView
    var offset = 12

    package mutating func next() -> Chunk? {
      guard let type = view.fourCC(offset), let length = view.u32(offset + 4),
        let data = view.range(offset + 8, count: length)
      else { return nil }
      offset = data.upperBound + (length & 1)
      return Chunk(type: type, data: data)
    }
  }
}
