import SDLKit

/// Rendered lines of text as textures, by content, kept for reuse between frames: a page counter
/// or a caption is rendered once, not every frame.
///
/// Least recently used lines go first once their textures pass the byte budget (4 bytes a
/// pixel), so a kiosk running for months with a changing counter holds a bounded amount.
/// Main thread only.
package final class TextCache {
  private struct Entry {
    var texture: Texture
    var lastUse: Int
  }

  private struct Key: Hashable {
    var text: String
    var style: TextStyle
  }

  /// Bytes of textures kept at most.
  package let budget: Int
  package let fonts: FontBook
  private let renderer: Renderer
  private var entries: [Key: Entry] = [:]
  private var clock = 0
  /// Bytes held now.
  package private(set) var byteCount = 0
  /// Lines rendered since the cache was made (each a texture upload): for tests.
  package private(set) var renderCount = 0

  /// - Parameter budget: bytes of textures to keep; see ``RenderingConstants/textCacheBytes``.
  init(renderer: Renderer, fonts: FontBook, budget: Int = RenderingConstants.textCacheBytes) {
    self.renderer = renderer
    self.fonts = fonts
    self.budget = budget
  }

  /// Lines held now.
  var count: Int { entries.count }

  /// The texture of one line of text, or nil when its font is missing or it cannot render.
  func texture(for text: String, style: TextStyle) -> Texture? {
    let key = Key(text: text, style: style)
    clock += 1
    if entries[key] != nil {
      entries[key]?.lastUse = clock
      return entries[key]?.texture
    }
    guard let font = fonts.font(for: style, shaping: text),
      let surface = try? font.render(text, color: style.color),
      let texture = try? Texture(renderer: renderer, surface: surface)
    else { return nil }
    renderCount += 1
    entries[key] = Entry(texture: texture, lastUse: clock)
    byteCount += texture.byteCount
    evict(keeping: key)
    return texture
  }

  /// The texture of one line in the fallback face (the shipped font), for simple labels.
  func texture(for text: String, pointSize: Int, color: Color) -> Texture? {
    guard let face = fonts.fallback else { return nil }
    return texture(for: text, style: TextStyle(face: face, pixelSize: pointSize, color: color))
  }

  /// Drops least recently used lines until the total fits the budget, never `kept` (the line
  /// just asked for, even when it alone is larger than the budget).
  private func evict(keeping kept: Key) {
    guard byteCount > budget else { return }
    let oldestFirst = entries.filter { $0.key != kept }.sorted {
      $0.value.lastUse < $1.value.lastUse
    }
    for (key, entry) in oldestFirst {
      guard byteCount > budget else { break }
      entries[key] = nil
      byteCount -= entry.texture.byteCount
    }
  }
}
