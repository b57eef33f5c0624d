import SDLKit

/// Colours as users type them: a few names, `#RGB` or `#RRGGBB`.
package enum ColorName {
  /// The names accepted, with their colours (CSS's values).
  static let names: [(String, Color)] = [
    ("black", .black), ("white", .white), ("gray", Color(rgb: 0x80_80_80)),
    ("grey", Color(rgb: 0x80_80_80)), ("darkgray", Color(rgb: 0xA9_A9_A9)),
    ("dimgray", Color(rgb: 0x69_69_69)), ("lightgray", Color(rgb: 0xD3_D3_D3)),
    ("silver", Color(rgb: 0xC0_C0_C0)), ("red", Color(rgb: 0xFF_00_00)),
    ("green", Color(rgb: 0x00_80_00)), ("blue", Color(rgb: 0x00_00_FF)),
    ("navy", Color(rgb: 0x00_00_80)), ("maroon", Color(rgb: 0x80_00_00)),
  ]

  /// The colour `text` names (case ignored), or nil.
  static func color(_ text: String) -> Color? {
    let lowered = text.lowercased()
    if let named = names.first(where: { $0.0 == lowered }) { return named.1 }
    guard lowered.hasPrefix("#") else { return nil }
    var digits = lowered.dropFirst()
    guard digits.allSatisfy(\.isHexDigit), digits.count == 3 || digits.count == 6 else {
      return nil
    }
    if digits.count == 3 { digits = Substring(digits.flatMap { [$0, $0] }) }
    return UInt32(digits, radix: 16).map { Color(rgb: $0) }
  }

  /// `color` as a user would type it: its name when it has one, else `#rrggbb`.
  static func text(for color: Color) -> String {
    if let named = names.first(where: { $0.1 == color }) { return named.0 }
    let value = (Int(color.red) << 16) | (Int(color.green) << 8) | Int(color.blue)
    let hex = String(value, radix: 16)
    return "#" + String(repeating: "0", count: 6 - hex.count) + hex
  }
}
