import SDLKit

/// The natural size of an SVG: the `width` and `height` of its `<svg>` element when they are
/// numbers (in px or unitless), else the `viewBox` size, else 100 × 100 (as nanosvg renders
/// such a file at its content's own size, which is not known without parsing it).
///
/// Only the aspect ratio matters: the pipeline renders an SVG at the size it will be shown.
enum SVGHeader {
  static func size(_ bytes: [UInt8]) -> Size? {
    let head = String(decoding: bytes.prefix(8192), as: UTF8.self)
    guard let start = head.range(of: "<svg") else { return nil }
    let tag = head[start.upperBound...].prefix { $0 != ">" }
    if let width = number(attribute: "width", in: tag),
      let height = number(attribute: "height", in: tag), width >= 1, height >= 1
    {
      return Size(width: Int(width.rounded()), height: Int(height.rounded()))
    }
    if let box = attribute("viewBox", in: tag) {
      let parts = box.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
      if parts.count == 4, parts[2] >= 1, parts[3] >= 1, parts[2] < 1e6, parts[3] < 1e6 {
        return Size(width: Int(parts[2].rounded()), height: Int(parts[3].rounded()))
      }
    }
    return Size(width: 100, height: 100)
  }

  private static func attribute(_ name: String, in tag: Substring) -> Substring? {
    for quote in ["\"", "'"] {
      guard let range = tag.range(of: " \(name)=\(quote)") ?? tag.range(of: "\n\(name)=\(quote)")
      else { continue }
      let rest = tag[range.upperBound...]
      return rest.prefix { String($0) != quote }
    }
    return nil
  }

  private static func number(attribute name: String, in tag: Substring) -> Double? {
    guard var text = attribute(name, in: tag) else { return nil }
    if text.hasSuffix("px") { text = text.dropLast(2) }
    guard let value = Double(text), value.isFinite, value < 1e6 else { return nil }
    return value
  }
}
