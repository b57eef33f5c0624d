import SDLKit

extension OptionSpec {
  /// The colour names options accept: CSS's sixteen basic colours, with `grey` and `orange`.
  package static let colorNames: [String: Color] = [
    "black": Color(rgb: 0x00_00_00), "white": Color(rgb: 0xFF_FF_FF),
    "gray": Color(rgb: 0x80_80_80), "grey": Color(rgb: 0x80_80_80),
    "silver": Color(rgb: 0xC0_C0_C0), "red": Color(rgb: 0xFF_00_00),
    "maroon": Color(rgb: 0x80_00_00), "yellow": Color(rgb: 0xFF_FF_00),
    "olive": Color(rgb: 0x80_80_00), "lime": Color(rgb: 0x00_FF_00),
    "green": Color(rgb: 0x00_80_00), "aqua": Color(rgb: 0x00_FF_FF),
    "teal": Color(rgb: 0x00_80_80), "blue": Color(rgb: 0x00_00_FF),
    "navy": Color(rgb: 0x00_00_80), "fuchsia": Color(rgb: 0xFF_00_FF),
    "purple": Color(rgb: 0x80_00_80), "orange": Color(rgb: 0xFF_A5_00),
  ]

  /// The colour `text` names: `#RRGGBB`, `#RGB` (each digit doubled), or a name of
  /// ``colorNames`` in any case; nil for anything else.
  package static func parseColor(_ text: String) -> Color? {
    if let named = colorNames[text.lowercased()] { return named }
    guard text.hasPrefix("#"), text.utf8.dropFirst().allSatisfy(\.isHexDigit) else { return nil }
    let digits = text.dropFirst()
    switch digits.count {
    case 6: return UInt32(digits, radix: 16).map { Color(rgb: $0) }
    case 3:
      let doubled = digits.map { "\($0)\($0)" }.joined()
      return UInt32(doubled, radix: 16).map { Color(rgb: $0) }
    default: return nil
    }
  }

  /// `color` as `#RRGGBB` (its alpha ignored), as help shows defaults.
  package static func hex(_ color: Color) -> String {
    let value = UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
    let digits = String(value, radix: 16, uppercase: true)
    return "#" + String(repeating: "0", count: 6 - digits.count) + digits
  }
}

extension UInt8 {
  /// Whether the byte is an ASCII hexadecimal digit.
  fileprivate var isHexDigit: Bool {
    (0x30...0x39).contains(self) || (0x41...0x46).contains(self) || (0x61...0x66).contains(self)
  }
}
