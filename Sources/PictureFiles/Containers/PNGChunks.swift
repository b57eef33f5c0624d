/// The chunks of a PNG file after its 8-byte signature: the one walk of PNG's structure that
/// the header, Exif, colour profile, text and APNG readers share.
///
/// Each chunk is a 4-byte length, a 4-byte type, the data and a CRC (not checked here: libpng
/// checks the ones it decodes). The walk ends at `IEND` or at the first chunk that does not fit
/// in the bytes.
package struct PNGChunks: Sequence {
  /// The PNG signature.
  package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// One chunk: its type and where its data lies.
  package struct Chunk: Sendable {
    /// The four-letter type ("IHDR", "eXIf").
    package let type: String
    /// Where the chunk's length field is: the whole chunk is `offset..<data.upperBound + 4`.
    package let offset: Int
    /// The chunk's data.
    package let data: Range<Int>

    /// The whole chunk, length, type, data and CRC.
    package var whole: Range<Int> { offset..<(data.upperBound + 4) }
  }

  private let view: ByteView

  package init(_ bytes: [UInt8]) { view = ByteView(bytes) }

  package func makeIterator() -> Iterator { Iterator(view: view) }

  /// The data of the first chunk of `type` before the picture data (`IDAT`), or nil.
  package func beforePixels(_ type: String) -> Range<Int>? {
    for chunk in self {
      if chunk.type == "IDAT" { return nil }
      if chunk.type == type { return chunk.data }
    }
    return nil
  }

  /// Steps through the chunks; see ``PNGChunks``.
  package struct Iterator: IteratorProtocol {
    let view: ByteView
    var offset = PNGChunks.signature.count

    package mutating func next() -> Chunk? {
      guard let length = view.u32(offset), let type = view.fourCC(offset + 4), type != "IEND",
        let data = view.range(offset + 8, count: length),
        view.range(data.upperBound, count: 4) != nil
      else { return nil }
      let chunk = Chunk(type: type, offset: offset, data: data)
      offset = data.upperBound + 4
      return chunk
    }
  }
}
