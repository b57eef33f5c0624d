import Geometry

/// The working state of one area-averaged shrink (``PixelBuffer/areaAveraged``): source rows
/// go in one by one as `0xAARRGGBB` values, finished output rows come out.
///
/// Each output pixel is the mean of the source area it covers, partial pixels weighted by the
/// fraction covered, colours weighted by alpha (premultiplied sums, divided back at the end).
/// The inner loops run over raw buffers: a 24-megapixel photo's scaled decode is several
/// million source pixels, and they are the decode's own cost after libjpeg's. Owns its buffers
/// until ``deallocate()``; one thread.
struct AreaShrinker {
  /// Where the caller puts the next source row.
  let sourceRow: UnsafeMutableBufferPointer<UInt32>
  private let target: Size
  private let rows: AreaWeights
  private let area: Float
  /// Per source column: the first output column's offset in the sums (column × 4), and the
  /// weights in the first and the second output column.
  private let columnOffset: UnsafeMutableBufferPointer<Int>
  private let firstWeight: UnsafeMutableBufferPointer<Float>
  private let secondWeight: UnsafeMutableBufferPointer<Float>
  /// Premultiplied sums (a, r·a, g·a, b·a) of one source row, and of the output rows being
  /// built: the current one and the next.
  private let rowSums: UnsafeMutableBufferPointer<Float>
  private let current: UnsafeMutableBufferPointer<Float>
  private let next: UnsafeMutableBufferPointer<Float>
  private let outputRow: UnsafeMutablePointer<Int>

  init(width: Int, height: Int, target: Size) {
    self.target = target
    let columns = AreaWeights(source: width, target: target.width)
    rows = AreaWeights(source: height, target: target.height)
    area = rows.scale * columns.scale
    sourceRow = .allocate(capacity: width)
    columnOffset = .allocate(capacity: width)
    firstWeight = .allocate(capacity: width)
    secondWeight = .allocate(capacity: width)
    for x in 0..<width {
      columnOffset[x] = columns.outputIndex[x] * 4
      (firstWeight[x], secondWeight[x]) = columns.split(x)
    }
    // One spare output column: a second weight of 0 may point past the last one.
    let sums = (target.width + 1) * 4
    rowSums = .allocate(capacity: sums)
    current = .allocate(capacity: sums)
    next = .allocate(capacity: sums)
    current.initialize(repeating: 0)
    next.initialize(repeating: 0)
    outputRow = .allocate(capacity: 1)
    outputRow.initialize(to: 0)
  }

  func deallocate() {
    for buffer in [rowSums, current, next, firstWeight, secondWeight] { buffer.deallocate() }
    sourceRow.deallocate()
    columnOffset.deallocate()
    outputRow.deallocate()
  }

  /// Adds source row `y` (in ``sourceRow``); writes each output row it completes to `output`.
  func add(row y: Int, into output: UnsafeMutableBufferPointer<UInt32>) {
    sumRow()
    let (first, second) = rows.split(y)
    let count = target.width * 4
    for i in 0..<count { current[i] += rowSums[i] * first }
    if second > 0 {
      for i in 0..<count { next[i] += rowSums[i] * second }
    }
    guard rows.endsOutput(at: y), outputRow.pointee < target.height else { return }
    store(into: output, row: outputRow.pointee)
    outputRow.pointee += 1
    // The next row's sums become the current ones.
    for i in 0..<count {
      current[i] = next[i]
      next[i] = 0
    }
  }

  /// Sums ``sourceRow`` into output columns, premultiplied and weighted by coverage.
  private func sumRow() {
    rowSums.update(repeating: 0)
    for x in 0..<sourceRow.count {
      let argb = sourceRow[x]
      let alpha = Float(argb >> 24)
      let red = Float((argb >> 16) & 0xFF) * alpha
      let green = Float((argb >> 8) & 0xFF) * alpha
      let blue = Float(argb & 0xFF) * alpha
      let base = columnOffset[x]
      let first = firstWeight[x]
      let second = secondWeight[x]
      rowSums[base] += alpha * first
      rowSums[base + 1] += red * first
      rowSums[base + 2] += green * first
      rowSums[base + 3] += blue * first
      rowSums[base + 4] += alpha * second
      rowSums[base + 5] += red * second
      rowSums[base + 6] += green * second
      rowSums[base + 7] += blue * second
    }
  }

  /// Turns the current sums over `area` source pixels into straight ARGB for output `row`.
  private func store(into output: UnsafeMutableBufferPointer<UInt32>, row: Int) {
    let width = target.width
    let perArea = 1 / area
    let start = row * width
    for x in 0..<width {
      let alphaSum = current[x * 4]
      guard alphaSum > 0 else { continue }  // fully transparent stays 0
      let perAlpha = 1 / alphaSum
      // Sums are never negative: adding a half and truncating rounds.
      let alpha = UInt32(min(255, alphaSum * perArea + 0.5))
      let red = UInt32(min(255, current[x * 4 + 1] * perAlpha + 0.5))
      let green = UInt32(min(255, current[x * 4 + 2] * perAlpha + 0.5))
      let blue = UInt32(min(255, current[x * 4 + 3] * perAlpha + 0.5))
      output[start + x] = alpha << 24 | red << 16 | green << 8 | blue
    }
  }
}
