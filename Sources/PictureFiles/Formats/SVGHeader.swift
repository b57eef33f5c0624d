import Geometry

/// The natural size of an SVG: the `width` and `height` of its `<svg>` element when they are
/// absolute lengths (px or unitless, in, cm, mm, pt, pc, converted at 96 pixels an inch as
/// nanosvg does), else the `viewBox` size, else 100 × 100 (nanosvg then renders the file at its
/// content's own size, which is not known without parsing it).
///
/// Only the aspect ratio and the pixel limit use it: the pipeline renders an SVG bounded on both
/// sides by the box it will be shown in, whatever the file declares.
package enum SVGHeader {
  /// Pixels per unit of the absolute lengths SVG allows, at nanosvg's 96 dots an inch (relative
  /// units, `%`, `em` and `ex`, depend on the viewer and are not read).
  static let pixelsPerUnit: [String: Double] = {
    let inch = PipelineConstants.svgPixelsPerInch
    return [
      "px": 1, "in": inch, "cm": inch / 2.54, "mm": inch / 25.4, "pt": inch / 72, "pc": inch / 6,
    ]
  }()

  static func size(_ bytes: [UInt8]) -> Size? {
    let head = String(decoding: bytes.prefix(PipelineConstants.svgHeaderBytes), as: UTF8.self)
    guard let start = head.firstRange(of: "<svg") else { return nil }
    let tag = head[start.upperBound...].prefix { $0 != ">" }
    if let width = length(attribute: "width", in: tag),
      let height = length(attribute: "height", in: tag), width >= 1, height >= 1
    {
      return Size(width: Int(width.rounded()), height: Int(height.rounded()))
    }
    if let box = attribute("viewBox", in: tag) {
      let parts = box.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
      let largest = PipelineConstants.svgLargestSide
      if parts.count == 4, parts[2] >= 1, parts[3] >= 1, parts[2] < largest, parts[3] < largest {
        return Size(width: Int(parts[2].rounded()), height: Int(parts[3].rounded()))
      }
    }
    return PipelineConstants.svgFallbackSize
  }

  private static func attribute(_ name: String, in tag: Substring) -> Substring? {
    for quote in ["\"", "'"] {
      guard
        let range = tag.firstRange(of: " \(name)=\(quote)")
          ?? tag.firstRange(of: "\n\(name)=\(quote)")
      else { continue }
      let rest = tag[range.upperBound...]
      return rest.prefix { String($0) != quote }
    }
    return nil
  }

  /// An absolute length in pixels, or nil when it is missing, relative or too large
  /// (``PipelineConstants/svgLargestSide``).
  private static func length(attribute name: String, in tag: Substring) -> Double? {
    guard let text = attribute(name, in: tag).map(trimmed) else { return nil }
    let number = text.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" || $0 == "e" }
    let unit = trimmed(text.dropFirst(number.count)).lowercased()
    guard let value = Double(number), let scale = unit.isEmpty ? 1 : pixelsPerUnit[unit] else {
      return nil
    }
    let pixels = value * scale
    guard pixels.isFinite, pixels < PipelineConstants.svgLargestSide else { return nil }
    return pixels
  }

  private static func trimmed(_ text: Substring) -> Substring {
    var text = text
    while text.first?.isWhitespace == true { text.removeFirst() }
    while text.last?.isWhitespace == true { text.removeLast() }
    return text
  }
}
