/// An 8-bit-per-channel colour, straight (not premultiplied) alpha.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  public var alpha: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A colour from a 24-bit `0xRRGGBB` value, opaque.
  public init(rgb: UInt32) {
    self.init(
      red: UInt8(truncatingIfNeeded: rgb >> 16), green: UInt8(truncatingIfNeeded: rgb >> 8),
      blue: UInt8(truncatingIfNeeded: rgb))
  }

  /// A colour from a packed `0xAARRGGBB` value, as `Surface.argbPixels()` returns them.
  public init(argb: UInt32) {
    self.init(
      red: UInt8(truncatingIfNeeded: argb >> 16), green: UInt8(truncatingIfNeeded: argb >> 8),
      blue: UInt8(truncatingIfNeeded: argb), alpha: UInt8(truncatingIfNeeded: argb >> 24))
  }

  public static let black = Color(red: 0, green: 0, blue: 0)
  public static let white = Color(red: 255, green: 255, blue: 255)

  /// The largest difference of any channel between two colours, for tolerant comparisons.
  public func maximumChannelDifference(to other: Color) -> Int {
    max(
      abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)),
      abs(Int(blue) - Int(other.blue)), abs(Int(alpha) - Int(other.alpha)))
  }

  public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
