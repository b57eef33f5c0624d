import SDLKit
import SystemKit

/// Rendered lines of text as textures, by content, kept for reuse between frames: a page counter
/// or a caption is rendered once, not every frame.
///
/// Least recently used lines go first once their textures pass the byte budget (4 bytes a
/// pixel), so a kiosk running for months with a changing counter holds a bounded amount; the
/// line just asked for stays even when it alone is larger than the budget. Main thread only.
package final class TextCache {
  private struct Key: Hashable {
    var text: String
    var style: TextStyle
  }

  /// Bytes of textures kept at most.
  package let budget: Int
  package let fonts: FontBook
  private let renderer: Renderer
  private var entries: LeastRecentlyUsed<Key, Texture>
  /// Bytes held now.
  package var byteCount: Int { entries.totalCost }
  /// Lines rendered since the cache was made (each a texture upload): for tests.
  package private(set) var renderCount = 0

  /// - Parameter budget: bytes of textures to keep; see ``RenderingConstants/textCacheBytes``.
  init(renderer: Renderer, fonts: FontBook, budget: Int = RenderingConstants.textCacheBytes) {
    self.renderer = renderer
    self.fonts = fonts
    self.budget = budget
    entries = LeastRecentlyUsed(budget: budget)
  }

  /// Lines held now.
  var count: Int { entries.count }

  /// The texture of one line of text, or nil when its font is missing or it cannot render.
  func texture(for text: String, style: TextStyle) -> Texture? {
    let key = Key(text: text, style: style)
    if let texture = entries.value(for: key) { return texture }
    guard let font = fonts.font(for: style, shaping: text),
      let surface = try? font.render(text, color: style.color),
      let texture = try? Texture(renderer: renderer, surface: surface)
    else { return nil }
    renderCount += 1
    entries.insert(texture, cost: texture.byteCount, for: key)
    return texture
  }

  /// The texture of one line in the fallback face (the shipped font), for simple labels.
  func texture(for text: String, pointSize: Int, color: Color) -> Texture? {
    guard let face = fonts.fallback else { return nil }
    return texture(for: text, style: TextStyle(face: face, pixelSize: pointSize, color: color))
  }
}
