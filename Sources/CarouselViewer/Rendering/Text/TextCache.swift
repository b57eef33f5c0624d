import SDLKit

/// Rendered lines of text as textures, kept for reuse between frames.
///
/// Holds at most `capacity` lines; when full it starts again empty, which is rare (error pages
/// and the HUD use a handful of lines). Main thread only.
package final class TextCache {
  private struct Key: Hashable {
    var text: String
    var pointSize: Int
    var color: Color
  }

  /// Open fonts kept at most: a few sizes for each of a few window sizes.
  static let fontCapacity = 12

  private let renderer: Renderer
  private let fontPath: String?
  private let capacity: Int
  private var fonts: [Int: Font] = [:]
  private var lines: [Key: Texture] = [:]

  /// - Parameter fontPath: a TrueType file; nil draws no text at all (pages still draw).
  init(renderer: Renderer, fontPath: String?, capacity: Int = 64) {
    self.renderer = renderer
    self.fontPath = fontPath
    self.capacity = capacity
  }

  /// How many fonts are open (one per point size in use).
  var openFontCount: Int { fonts.count }

  /// The texture of one line of text, or nil when there is no font or the text cannot render.
  func texture(for text: String, pointSize: Int, color: Color) -> Texture? {
    let key = Key(text: text, pointSize: pointSize, color: color)
    if let cached = lines[key] { return cached }
    guard let font = font(pointSize: pointSize),
      let surface = try? font.render(text, color: color),
      let texture = try? Texture(renderer: renderer, surface: surface)
    else { return nil }
    if lines.count >= capacity { lines.removeAll(keepingCapacity: true) }
    lines[key] = texture
    return texture
  }

  private func font(pointSize: Int) -> Font? {
    if let font = fonts[pointSize] { return font }
    guard let fontPath, let font = try? Font(path: fontPath, pointSize: pointSize) else {
      return nil
    }
    // Every window height brings its own sizes; a kiosk resized for months must not collect them.
    if fonts.count >= Self.fontCapacity { fonts.removeAll(keepingCapacity: true) }
    fonts[pointSize] = font
    return font
  }
}
