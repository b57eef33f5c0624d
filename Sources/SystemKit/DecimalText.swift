/// Numbers written with a fixed count of decimals, as C's `printf("%W.Df")` writes them (which
/// Foundation's `String(format:)` did), always with a full stop: no locale.
package enum DecimalText {
  /// `value` with `digits` decimals (0 to 9), rounded half to even, right-aligned in `width`
  /// characters with spaces: `fixed(3.14159, digits: 1, width: 7)` is `"    3.1"`; `inf`,
  /// `-inf` and `nan` as printf writes them.
  package static func fixed(_ value: Double, digits: Int, width: Int = 0) -> String {
    let text = unpadded(value, digits: min(max(digits, 0), 9))
    return String(repeating: " ", count: max(0, width - text.count)) + text
  }

  private static func unpadded(_ value: Double, digits: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    var scale: UInt128 = 1
    for _ in 0..<digits { scale *= 10 }
    // Beyond 2^64 (never a time or a size here) Swift's own shortest digits do.
    guard let scaled = rounded(value.magnitude, times: scale) else { return "\(value)" }
    let sign = value.sign == .minus ? "-" : ""
    guard digits > 0 else { return sign + String(scaled) }
    let fraction = String(scaled % scale)
    let zeros = String(repeating: "0", count: digits - fraction.count)
    return sign + String(scaled / scale) + "." + zeros + fraction
  }

  /// `magnitude` × `scale` rounded half to even, exactly (printf rounds the double's exact
  /// binary value, not a product that was rounded itself: 0.35 is 0.34999… and gives 0.3);
  /// nil from 2^64 on.
  private static func rounded(_ magnitude: Double, times scale: UInt128) -> UInt128? {
    guard magnitude < 0x1p64 else { return nil }
    // magnitude = significand × 2^exponent, exactly.
    let subnormal = magnitude.exponentBitPattern == 0
    let significand = UInt128(magnitude.significandBitPattern | (subnormal ? 0 : 1 << 52))
    let exponent = (subnormal ? 1 : Int(magnitude.exponentBitPattern)) - 1075
    let product = significand * scale  // below 2^53 × 10^9 < 2^83
    guard exponent < 0 else { return product << exponent }
    let shift = -exponent
    // A product below 2^83 is less than half of 2^shift from here on: it rounds to 0.
    guard shift < 100 else { return 0 }
    let quotient = product >> shift
    let remainder = product - quotient << shift
    let half = UInt128(1) << (shift - 1)
    let up = remainder > half || (remainder == half && quotient & 1 == 1)
    return up ? quotient + 1 : quotient
  }
}
