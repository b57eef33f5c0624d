/// The name of a picture's colour profile, for the info panel: what the profile calls itself.
///
/// An ICC profile's `desc` tag (ICC v2 `desc` ASCII, or v4 `mluc` UTF-16), PNG's `iCCP` chunk
/// name or its `sRGB` chunk; for HEIF, what its nclx colour says and what the decoder makes of
/// it ("HDR (PQ, BT.2020) mapped to sRGB"). Every read is bounded by the bytes given.
package enum ColorProfileName {
  /// The longest name kept, in characters (profile names are short; a hostile one is cut).
  static let maximumLength = 120

  /// The profile name of a picture file's `bytes` in `format`, or nil when it declares none.
  package static func of(fileBytes bytes: [UInt8], format: PictureFormat) -> String? {
    if format == .png { return png(bytes) }
    return ICCLocator.profile(in: bytes, format: format).flatMap(description(ofProfile:))
  }

  /// The name of a HEIF picture's colour: an HDR encoding the decoder tone-maps (as `codecs`
  /// name it, ``CodecFactsReader/toneMappedName(primariesCode:transferCode:)``), else its ICC
  /// profile's name, else "Display P3" for the nclx description the decoder converts as that
  /// profile; nil for sRGB's own (BT.709) or none.
  package static func of(_ colour: HEIFColour, codecs: any CodecFactsReader) -> String? {
    if let primaries = colour.primaries, let transfer = colour.transfer,
      let name = codecs.toneMappedName(primariesCode: primaries, transferCode: transfer)
    {
      return name
    }
    if let profile = colour.iccProfile { return description(ofProfile: profile) }
    return colour.primaries == 12 && colour.transfer == 13 ? "Display P3" : nil
  }

  /// The `desc` tag of an ICC profile, or nil.
  package static func description(ofProfile profile: [UInt8]) -> String? {
    let view = ByteView(profile)
    guard view.matches(ascii: "acsp", at: 36), let count = view.u32(128) else { return nil }
    for index in 0..<min(count, 100) {
      let entry = 132 + index * 12
      guard view.matches(ascii: "desc", at: entry), let offset = view.u32(entry + 4) else {
        continue
      }
      return text(ofTagAt: offset, in: view)
    }
    return nil
  }

  /// The text of a `desc` (ASCII) or `mluc` (first record, UTF-16BE) tag at `offset`.
  private static func text(ofTagAt offset: Int, in view: ByteView) -> String? {
    if view.matches(ascii: "desc", at: offset), let length = view.u32(offset + 8) {
      let start = offset + 12
      guard length > 0, start + length <= view.count else { return nil }
      return cleaned(
        String(decoding: view.bytes[start..<(start + length)].prefix { $0 != 0 }, as: UTF8.self))
    }
    if view.matches(ascii: "mluc", at: offset), let records = view.u32(offset + 8), records > 0,
      let length = view.u32(offset + 20), let start = view.u32(offset + 24).map({ offset + $0 }),
      start + length <= view.count
    {
      let units = stride(from: start, to: start + length - 1, by: 2).compactMap { view.u16($0) }
      return cleaned(String(decoding: units.map(UInt16.init), as: UTF16.self))
    }
    return nil
  }

  /// The `iCCP` chunk's profile name (Latin-1), or "sRGB" for an `sRGB` chunk, before IDAT.
  private static func png(_ bytes: [UInt8]) -> String? {
    for chunk in PNGChunks(bytes) {
      switch chunk.type {
      case "IDAT": return nil
      case "sRGB": return "sRGB"
      case "iCCP":
        let name = bytes[chunk.data].prefix { $0 != 0 }
        return cleaned(String(name.map { Character(Unicode.Scalar($0)) }))
      default: continue
      }
    }
    return nil
  }

  /// `text` without control characters and surrounding spaces, cut to ``maximumLength``; nil
  /// when nothing is left.
  private static func cleaned(_ text: String) -> String? {
    let visible = String(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F })
    let trimmed = visible.trimmingWhitespace()
    return trimmed.isEmpty ? nil : String(trimmed.prefix(maximumLength))
  }
}
