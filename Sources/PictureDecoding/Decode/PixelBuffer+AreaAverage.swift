import Geometry

extension PixelBuffer {
  /// The size that fits `content` inside `box` with its aspect ratio kept, never enlarged, each
  /// side at least 1 pixel.
  package static func fittedSize(_ content: Size, in box: Size) -> Size {
    guard content.width > box.width || content.height > box.height else { return content }
    let scale = min(
      Double(box.width) / Double(content.width), Double(box.height) / Double(content.height))
    return Size(
      width: max(1, min(box.width, Int((Double(content.width) * scale).rounded()))),
      height: max(1, min(box.height, Int((Double(content.height) * scale).rounded()))))
  }

  /// Shrinks rows of `layout` pixels to `target` by area averaging: each output pixel is the mean
  /// of the source area it covers, partial pixels weighted by their covered fraction, colours
  /// weighted by alpha.
  ///
  /// Unlike bilinear sampling, every source pixel counts, so fine patterns turn into their average
  /// grey instead of shimmering moiré.
  ///
  /// - Parameters:
  ///   - source: `height` rows of `width` pixels, each row `pitch` bytes apart.
  ///   - target: at most `width` × `height` in each side.
  package static func areaAveraged(
    _ source: UnsafeRawBufferPointer, width: Int, height: Int, pitch: Int, layout: PixelLayout,
    to target: Size
  ) -> PixelBuffer {
    if target == Size(width: width, height: height) {
      return converted(source, width: width, height: height, pitch: pitch, layout: layout)
    }
    var result = [UInt32](repeating: 0, count: target.area)
    guard let base = source.baseAddress else { return PixelBuffer(size: target, pixels: result) }
    let shrinker = AreaShrinker(width: width, height: height, target: target)
    defer { shrinker.deallocate() }
    result.withUnsafeMutableBufferPointer { output in
      for y in 0..<height {
        readRow(base + y * pitch, layout: layout, into: shrinker.sourceRow)
        shrinker.add(row: y, into: output)
      }
    }
    return PixelBuffer(size: target, pixels: result)
  }

  /// Unpacks one row of `layout` pixels into `0xAARRGGBB` values.
  ///
  /// The rows as they are, in ARGB8888: what area averaging gives when nothing shrinks, without its
  /// per-pixel arithmetic (pictures no larger than the screen are the common case).
  private static func converted(
    _ source: UnsafeRawBufferPointer, width: Int, height: Int, pitch: Int, layout: PixelLayout
  ) -> PixelBuffer {
    var result = [UInt32](repeating: 0, count: width * height)
    if let base = source.baseAddress {
      result.withUnsafeMutableBufferPointer { output in
        for y in 0..<height {
          readRow(
            base + y * pitch, layout: layout,
            into: UnsafeMutableBufferPointer(rebasing: output[(y * width)..<((y + 1) * width)]))
        }
      }
    }
    return PixelBuffer(size: Size(width: width, height: height), pixels: result)
  }

  private static func readRow(
    _ row: UnsafeRawPointer, layout: PixelLayout, into target: UnsafeMutableBufferPointer<UInt32>
  ) {
    let width = target.count
    switch layout {
    case .argb8888, .other:
      target.baseAddress?.update(
        from: row.assumingMemoryBound(to: UInt32.self), count: width)
    case .xrgb8888:
      let pixels = row.assumingMemoryBound(to: UInt32.self)
      for x in 0..<width { target[x] = pixels[x] | 0xFF00_0000 }
    case .abgr8888:
      let pixels = row.assumingMemoryBound(to: UInt32.self)
      for x in 0..<width {
        let v = pixels[x]
        target[x] = (v & 0xFF00_FF00) | (v & 0xFF) << 16 | (v >> 16) & 0xFF
      }
    case .rgb24, .bgr24:
      let bytes = row.assumingMemoryBound(to: UInt8.self)
      let (r, b) = layout == .rgb24 ? (0, 2) : (2, 0)
      for x in 0..<width {
        let p = bytes + x * 3
        target[x] = 0xFF00_0000 | UInt32(p[r]) << 16 | UInt32(p[1]) << 8 | UInt32(p[b])
      }
    }
  }
}

/// How source pixels along one axis fall into output pixels when shrinking by area.
///
/// Source pixel `i` covers `[i, i + 1)`; output pixel `j` covers `[j·s, (j + 1)·s)` with
/// `s = source / target ≥ 1`. A source pixel lies in at most two output pixels.
package struct AreaWeights {
  /// Source pixels per output pixel (≥ 1).
  let scale: Float
  /// The first output pixel each source pixel falls in.
  let outputIndex: [Int]
  /// The fraction of each source pixel that falls in its first output pixel (0...1].
  let firstFraction: [Float]
  private let lastOutput: Int

  init(source: Int, target: Int) {
    let s = Double(source) / Double(max(target, 1))
    scale = Float(s)
    lastOutput = max(target - 1, 0)
    var indices = [Int](repeating: 0, count: source)
    var fractions = [Float](repeating: 1, count: source)
    for i in 0..<source {
      let j = min(Int(Double(i) / s), lastOutput)
      indices[i] = j
      let boundary = Double(j + 1) * s  // where output pixel j ends, in source pixels
      if j < lastOutput, boundary < Double(i + 1) {
        fractions[i] = Float(boundary - Double(i))
      }
    }
    outputIndex = indices
    firstFraction = fractions
  }

  /// The weights of source pixel `i` in its first and second output pixel.
  func split(_ i: Int) -> (Float, Float) {
    let first = firstFraction[i]
    return (first, 1 - first)
  }

  /// Whether source pixel `i` is the last one contributing to its first output pixel.
  func endsOutput(at i: Int) -> Bool {
    i + 1 == outputIndex.count || outputIndex[i + 1] != outputIndex[i] || firstFraction[i] < 1
  }
}
