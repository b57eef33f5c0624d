import Geometry
import SDLKit
import TestSupport

/// Compares rendered frames with stored PNG files, within a per-channel tolerance.
///
/// Set `CAROUSEL_RECORD_GOLDEN=1` to (re)write the stored file instead; a recording run still
/// fails, so CI can never record silently. On a mismatch the actual frame and a diff image are
/// written next to the golden file as `NAME.actual.png` and `NAME.diff.png`.
public struct GoldenFrame {
  /// The stored PNG.
  public let path: String
  /// The largest difference allowed on any channel of any pixel.
  public let tolerance: Int

  public init(path: String, tolerance: Int = 8) {
    self.path = path
    self.tolerance = tolerance
  }

  /// What a comparison found.
  public enum Outcome: Equatable {
    case matches
    case recorded
    case sizeDiffers(expected: Size, actual: Size)
    /// The first pixel out of tolerance, and how many are out in all.
    case differs(x: Int, y: Int, expected: Color, actual: Color, badPixels: Int)
    case missingGolden
  }

  /// Compares `frame` with the stored file, recording or writing diagnostics as described above.
  public func compare(_ frame: Surface) throws -> Outcome {
    if Environment.value("CAROUSEL_RECORD_GOLDEN") == "1" {
      try frame.savePNG(to: path)
      return .recorded
    }
    guard let golden = try? Surface(contentsOfFile: path).convertedToARGB8888() else {
      try frame.savePNG(to: actualPath)
      return .missingGolden
    }
    guard golden.size == frame.size else {
      try frame.savePNG(to: actualPath)
      return .sizeDiffers(expected: golden.size, actual: frame.size)
    }
    return try compareSameSize(golden: golden, frame: frame)
  }

  private var actualPath: String { path.replacingSuffix(".png", with: ".actual.png") }
  private var diffPath: String { path.replacingSuffix(".png", with: ".diff.png") }

  private func compareSameSize(golden: Surface, frame: Surface) throws -> Outcome {
    let expectedPixels = try golden.argbPixels()
    let actualPixels = try frame.argbPixels()
    let width = frame.size.width
    var firstBad: Int?
    var badPixels = 0
    let diff = try Surface(size: frame.size)
    try diff.fill(.black)
    for index in actualPixels.indices {
      let expected = Color(argb: expectedPixels[index])
      let actual = Color(argb: actualPixels[index])
      guard expected.maximumChannelDifference(to: actual) > tolerance else { continue }
      badPixels += 1
      if firstBad == nil { firstBad = index }
      let spot = Rect(x: Double(index % width), y: Double(index / width), width: 1, height: 1)
      try diff.fill(spot, with: .white)
    }
    guard let firstBad else { return .matches }
    try frame.savePNG(to: actualPath)
    try diff.savePNG(to: diffPath)
    return .differs(
      x: firstBad % width, y: firstBad / width, expected: Color(argb: expectedPixels[firstBad]),
      actual: Color(argb: actualPixels[firstBad]), badPixels: badPixels)
  }
}

extension String {
  fileprivate func replacingSuffix(_ suffix: String, with replacement: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self + replacement
  }
}
