/// Finds the XMP packet of a picture file through its container's walker.
///
/// JPEG's APP1
/// "http://ns.adobe.com/xap/1.0/" segment, PNG's uncompressed `iTXt` "XML:com.adobe.xmp",
/// WebP's `XMP ` chunk, TIFF's tag 700; else (GIF, JPEG XL, SVG, a packet a walker missed) the
/// text from the first `<x:xmpmeta` or `<rdf:RDF`, as XMP's specification allows scanning for.
/// HEIF's XMP item is read by ``HEIFPrimaryItem``.
package enum XMPLocator {
  /// The signature before a JPEG's XMP packet.
  static let jpegSignature = Array("http://ns.adobe.com/xap/1.0/\0".utf8)
  /// The keyword of PNG's XMP text chunk.
  static let pngKeyword = Array("XML:com.adobe.xmp\0".utf8)

  /// The packet in `bytes` (a whole file, or its first bytes, in `format`), or nil.
  package static func packet(in bytes: [UInt8], format: PictureFormat?) -> ArraySlice<UInt8>? {
    let found: Range<Int>? =
      switch format {
      case .jpeg: JPEGSegments(bytes).payloads(marker: 0xE1, signature: jpegSignature).first
      case .png: png(bytes)
      case .webp: RIFFChunks(bytes).first("XMP ")
      case .tiff: nil
      default: nil
      }
    if let found { return bytes[found] }
    if format == .tiff, case .bytes(let packet)? = TIFFStructure(bytes)?.firstDirectory?.value(700)
    {
      return packet[...]
    }
    return scanned(bytes)
  }

  /// The uncompressed `iTXt` chunk "XML:com.adobe.xmp": keyword, flag 0, method, two empty
  /// tags, then the packet.
  private static func png(_ bytes: [UInt8]) -> Range<Int>? {
    for chunk in PNGChunks(bytes) where chunk.type == "iTXt" {
      let data = chunk.data
      guard data.count > pngKeyword.count + 4, bytes[data].starts(with: pngKeyword),
        bytes[data.lowerBound + pngKeyword.count] == 0
      else { continue }
      // Skip the flag, the method, and the language and translated keyword (each ending in 0).
      var start = data.lowerBound + pngKeyword.count + 2
      for _ in 0..<2 {
        guard let zero = bytes[start..<data.upperBound].firstIndex(of: 0) else { return nil }
        start = zero + 1
      }
      return start..<data.upperBound
    }
    return nil
  }

  /// The text from the first `<x:xmpmeta` or `<rdf:RDF` in `bytes`, or nil.
  private static func scanned(_ bytes: [UInt8]) -> ArraySlice<UInt8>? {
    for marker in ["<x:xmpmeta", "<rdf:RDF"] {
      if let start = XMPText.range(of: marker, in: bytes[...])?.lowerBound {
        return bytes[start...]
      }
    }
    return nil
  }
}
