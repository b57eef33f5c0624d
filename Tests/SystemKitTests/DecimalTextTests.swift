import Foundation
import Testing

@testable import SystemKit

/// Fixed decimals as `printf("%W.Df")` writes them, which Foundation's `String(format:)` did:
/// the timing lines (`--timing`) are read by the benchmark.
@Suite("Decimal text")
struct DecimalTextTests {
  @Test(
    "fixed decimals, rounded half to even, padded on the left",
    arguments: [
      (0.0, 1, 7, "    0.0"), (19.64, 1, 7, "   19.6"), (1234.56, 1, 7, " 1234.6"),
      (12_345_678.9, 1, 7, "12345678.9"), (0.25, 1, 0, "0.2"), (0.35, 1, 0, "0.3"),
      (-0.04, 1, 0, "-0.0"), (-3.5, 0, 0, "-4"), (2.5, 0, 0, "2"),
      (
        22297.292304, 6, 0,
        "22297.292304"
      ), (0.000_000_5, 6, 0, "0.000000"), (1.0, 3, 8, "   1.000"),
      (Double.infinity, 1, 0, "inf"), (-Double.infinity, 1, 5, " -inf"), (Double.nan, 1, 0, "nan"),
    ])
  func fixed(value: Double, digits: Int, width: Int, text: String) {
    #expect(DecimalText.fixed(value, digits: digits, width: width) == text)
  }

  @Test("the same text as String(format:) for ten thousand values of every size")
  func asFoundationWrote() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<10_000 {
      let magnitude = Double.random(in: -3...9, using: &generator)
      let value = (Bool.random(using: &generator) ? 1 : -1) * Foundation.pow(10, magnitude)
      let digits = Int.random(in: 0...6, using: &generator)
      #expect(
        DecimalText.fixed(value, digits: digits, width: 7)
          == String(format: "%7.\(digits)f", value), "\(value) with \(digits) decimals")
    }
  }
}
