import SDLKit

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
  static func areaAveraged(
    _ source: UnsafeRawBufferPointer, width: Int, height: Int, pitch: Int, layout: PixelLayout,
    to target: Size
  ) -> PixelBuffer {
    if target == Size(width: width, height: height) {
      return converted(source, width: width, height: height, pitch: pitch, layout: layout)
    }
    let columns = AreaWeights(source: width, target: target.width)
    let rows = AreaWeights(source: height, target: target.height)
    let outWidth = target.width
    // Premultiplied channel sums (a, r·a, g·a, b·a) of the output rows being built.
    var accumulator = [Float](repeating: 0, count: outWidth * 4)
    var nextAccumulator = [Float](repeating: 0, count: outWidth * 4)
    var rowSums = [Float](repeating: 0, count: outWidth * 4)
    var result = [UInt32](repeating: 0, count: target.area)
    var argbRow = [UInt32](repeating: 0, count: width)
    var outRow = 0
    guard let base = source.baseAddress else { return PixelBuffer(size: target, pixels: result) }
    for y in 0..<height {
      readRow(base + y * pitch, layout: layout, into: &argbRow)
      sumRow(argbRow, columns: columns, into: &rowSums)
      let (firstWeight, secondWeight) = rows.split(y)
      add(rowSums, times: firstWeight, to: &accumulator)
      if secondWeight > 0 {
        add(rowSums, times: secondWeight, to: &nextAccumulator)
      }
      if rows.endsOutput(at: y), outRow < target.height {
        store(accumulator, area: rows.scale * columns.scale, into: &result, row: outRow)
        outRow += 1
        swap(&accumulator, &nextAccumulator)
        for i in nextAccumulator.indices { nextAccumulator[i] = 0 }
      }
    }
    return PixelBuffer(size: target, pixels: result)
  }

  /// Sums one source row into output columns (premultiplied, weighted by coverage).
  private static func sumRow(_ row: [UInt32], columns: AreaWeights, into sums: inout [Float]) {
    sums.withUnsafeMutableBufferPointer { out in
      for i in 0..<out.count { out[i] = 0 }
      for x in 0..<row.count {
        let argb = row[x]
        let alpha = Float(argb >> 24)
        let red = Float((argb >> 16) & 0xFF) * alpha
        let green = Float((argb >> 8) & 0xFF) * alpha
        let blue = Float(argb & 0xFF) * alpha
        let column = columns.outputIndex[x]
        let (first, second) = columns.split(x)
        let base = column * 4
        out[base] += alpha * first
        out[base + 1] += red * first
        out[base + 2] += green * first
        out[base + 3] += blue * first
        if second > 0 {
          out[base + 4] += alpha * second
          out[base + 5] += red * second
          out[base + 6] += green * second
          out[base + 7] += blue * second
        }
      }
    }
  }

  /// Unpacks one row of `layout` pixels into `0xAARRGGBB` values.
  ///
  /// The rows as they are, in ARGB8888: what area averaging gives when nothing shrinks, without its
  /// per-pixel arithmetic (pictures no larger than the screen are the common case).
  private static func converted(
    _ source: UnsafeRawBufferPointer, width: Int, height: Int, pitch: Int, layout: PixelLayout
  ) -> PixelBuffer {
    var result = [UInt32](repeating: 0, count: width * height)
    var row = [UInt32](repeating: 0, count: width)
    if let base = source.baseAddress {
      for y in 0..<height {
        readRow(base + y * pitch, layout: layout, into: &row)
        result.replaceSubrange((y * width)..<((y + 1) * width), with: row)
      }
    }
    return PixelBuffer(size: Size(width: width, height: height), pixels: result)
  }

  private static func readRow(
    _ row: UnsafeRawPointer, layout: PixelLayout, into out: inout [UInt32]
  ) {
    let width = out.count
    out.withUnsafeMutableBufferPointer { target in
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

  private static func add(_ values: [Float], times weight: Float, to target: inout [Float]) {
    values.withUnsafeBufferPointer { from in
      target.withUnsafeMutableBufferPointer { to in
        for i in 0..<from.count { to[i] += from[i] * weight }
      }
    }
  }

  /// Turns one row of premultiplied sums over `area` source pixels into straight ARGB.
  private static func store(
    _ sums: [Float], area: Float, into result: inout [UInt32], row: Int
  ) {
    let width = sums.count / 4
    for x in 0..<width {
      let alphaSum = sums[x * 4]
      guard alphaSum > 0 else { continue }  // fully transparent stays 0
      let alpha = min(255, (alphaSum / area).rounded())
      func channel(_ index: Int) -> UInt32 {
        UInt32(min(255, max(0, (sums[x * 4 + index] / alphaSum).rounded())))
      }
      result[row * width + x] =
        UInt32(alpha) << 24 | channel(1) << 16 | channel(2) << 8 | channel(3)
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
