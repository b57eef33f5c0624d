import PictureCodecs
import TestSupport
import Testing

/// The PNG fast path (libdeflate and the unfiltering in CDeflate's shim) against libpng alone:
/// the same pixels for every filter, kind and odd width it takes, and for every file it cannot
/// read, no pixels of its own and the same answer as libpng's.
struct PNGFastPathTests {
  static let limits = CodecLimits(maximumPixels: 1 << 24)
  static let filterNames: [UInt8: String] = [
    0: "None", 1: "Sub", 2: "Up", 3: "Average", 4: "Paeth",
  ]

  /// Decodes `bytes` both ways; the fast path must have taken the file.
  func expectSamePixels(_ bytes: [UInt8], _ label: String) throws {
    let reference = try PNGCodec.libpngDecode(bytes, limits: Self.limits)
    guard let fast = PNGCodec.fastDecode(bytes, limits: Self.limits) else {
      Issue.record("\(label): the fast path did not take the file")
      return
    }
    #expect(fast.width == reference.width && fast.height == reference.height, "\(label)")
    #expect(fast.rgba.count == reference.width * reference.height * 4, "\(label)")
    let first = fast.rgba.indices.first { fast.rgba[$0] != reference.rgba[$0] }
    #expect(first == nil, "\(label): first different byte at \(first ?? -1)")
  }

  @Test(arguments: [UInt8(0), 1, 2, 3, 4], [1, 2, 3, 4])
  func eachFilterDecodesAsLibpngDoes(_ filter: UInt8, channels: Int) throws {
    let bytes = FilteredPNG.make(width: 37, height: 9, channels: channels, filters: [filter])
    try expectSamePixels(bytes, "\(Self.filterNames[filter] ?? "?"), \(channels) channels")
  }

  /// 16-bit samples: the filters a pixel's bytes apart, each sample scaled to 8 bits exactly as
  /// libpng scales it (the pseudo-random low bytes meet every rounding).
  @Test(arguments: [UInt8(0), 1, 2, 3, 4], [1, 2, 3, 4])
  func sixteenBitSamplesDecodeAsLibpngScalesThem(_ filter: UInt8, channels: Int) throws {
    let bytes = FilteredPNG.make(
      width: 37, height: 9, channels: channels, filters: [filter, 4, 3], chunks: 2, depth: 16)
    try expectSamePixels(bytes, "16-bit \(Self.filterNames[filter] ?? "?"), \(channels) channels")
  }

  @Test(arguments: [1, 2, 3, 4], [1, 3, 255])
  func mixedFiltersOverSeveralChunksAtOddWidths(_ channels: Int, width: Int) throws {
    let bytes = FilteredPNG.make(
      width: width, height: 23, channels: channels, filters: [4, 3, 0, 2, 1, 3, 4], chunks: 5,
      seed: UInt32(width))
    try expectSamePixels(bytes, "width \(width), \(channels) channels")
  }

  @Test func aFileCutShortFailsAsWithLibpngAlone() throws {
    let whole = FilteredPNG.make(width: 64, height: 64, channels: 4, filters: [4], chunks: 3)
    for length in [whole.count * 2 / 3, whole.count / 3, 60] {
      let cut = Array(whole.prefix(length))
      #expect(
        PNGCodec.fastDecode(cut, limits: Self.limits) == nil ? true : false, "cut at \(length)")
      try expectSameAnswer(cut, "cut at \(length)")
    }
    // Without IEND alone, libpng shows the whole picture (it reads no further than the image
    // data), and so does the fast path.
    let noEnd = Array(whole.dropLast(12))
    try expectSamePixels(noEnd, "no IEND")
    try expectSameAnswer(noEnd, "no IEND")
  }

  @Test func aBadCRCFailsAsWithLibpngAlone() throws {
    var bytes = FilteredPNG.make(width: 16, height: 16, channels: 3, filters: [1])
    // The first IDAT's data starts after the signature (8), IHDR (25) and its own 8 bytes.
    bytes[8 + 25 + 8 + 4] ^= 0x01
    #expect(PNGCodec.fastDecode(bytes, limits: Self.limits) == nil ? true : false)
    #expect(throws: CodecError.self) { try PNGCodec.libpngDecode(bytes, limits: Self.limits) }
    try expectSameAnswer(bytes, "bad CRC")
  }

  /// A stream with more rows than IHDR declares: refused by the fast path (the output's size
  /// comes from IHDR), then what libpng makes of it.
  @Test func moreImageDataThanTheHeaderSaysIsLeftToLibpng() throws {
    let tall = FilteredPNG.make(width: 8, height: 400, channels: 4, filters: [2])
    var bytes = PNGBytes.signature + PNGBytes.header(width: 8, height: 4)
    bytes += tall[(8 + 25)...]
    #expect(PNGCodec.fastDecode(bytes, limits: Self.limits) == nil ? true : false)
    try expectSameAnswer(bytes, "400 rows for 4")
  }

  /// `decode` answers exactly as libpng alone: the same pixels, or the same error message.
  func expectSameAnswer(_ bytes: [UInt8], _ label: String) throws {
    let expected = Result { () throws(CodecError) in
      try PNGCodec.libpngDecode(bytes, limits: Self.limits)
    }
    let actual = Result { () throws(CodecError) in try PNGCodec.decode(bytes, limits: Self.limits) }
    switch (expected, actual) {
    case (.success(let want), .success(let got)):
      #expect(want.rgba == got.rgba && want.width == got.width, "\(label)")
    case (.failure(let want), .failure(let got)):
      #expect(want.message == got.message, "\(label)")
      #expect(!got.message.isEmpty, "\(label)")
    default:
      Issue.record("\(label): libpng alone gave \(expected), decode gave \(actual)")
    }
  }
}
