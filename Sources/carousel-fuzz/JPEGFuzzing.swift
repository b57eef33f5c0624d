import PictureCodecs

/// A JPEG file through the JPEG codec's own area average (the CJPEG shim's C) at three sizes:
/// the decode's size at 1/8 and three and five times that, which take it through 1/8, 4/8 and
/// the full size, each less than 2:1 from the target where the file is not tiny.
///
/// It must never trap; and whenever it says it averaged, every pixel must have been written
/// (opaque, where the buffer starts at 0), or the target traps.
enum JPEGFuzzing {
  static func run(_ bytes: [UInt8]) {
    let limits = CodecLimits(maximumPixels: 1 << 22)
    guard let eighth = sizeAtOneEighth(bytes, limits: limits) else { return }
    for factor in [1, 3, 5] {
      let target = (width: eighth.width * factor, height: eighth.height * factor)
      var pixels = [UInt32](repeating: 0, count: target.width * target.height)
      let averaged =
        (try? pixels.withUnsafeMutableBufferPointer { output throws(CodecError) in
          try JPEGCodec.decodeAveraged(
            bytes, to: target, limits: limits, into: output, begin: { _, _ in true })
        }) ?? false
      precondition(
        !averaged || pixels.allSatisfy { $0 >> 24 == 0xFF },
        "the JPEG average left a pixel unwritten")
    }
  }

  /// The picture's size at 1/8, from the header alone (the decode declined once it is known).
  private static func sizeAtOneEighth(_ bytes: [UInt8], limits: CodecLimits) -> (
    width: Int, height: Int
  )? {
    var size: (width: Int, height: Int)?
    var none: [UInt32] = [0]
    _ = try? none.withUnsafeMutableBufferPointer { output throws(CodecError) in
      try JPEGCodec.decodeAveraged(
        bytes, to: (1, 1), limits: limits, into: output,
        begin: { width, height in
          size = (width, height)
          return false
        })
    }
    return size
  }
}
