import FoundationEssentials
import SDLKit
import SystemFonts
import SystemKit

/// The fonts the viewer draws with: names resolved through fontconfig (or a file path), the
/// shipped DejaVu Sans as fallback, and open fonts kept per face and size.
///
/// A font that cannot be found or opened is told once (one stderr line) and its text is not
/// drawn; nothing else changes. Main thread only.
package final class FontBook {
  /// Open fonts kept at most: a few sizes of a few faces (a text slide's fitting tries several
  /// sizes, and every window size brings its own).
  static let fontCapacity = 24
  /// Word widths remembered at most before the memo starts again (a few text slides' worth).
  static let widthMemoCapacity = 20_000
  /// The size, in pixels, a face is opened at to ask whether it has a glyph (any size answers).
  static let probeSize = 16

  /// The face used when no name is given and when a name is not found.
  package let fallback: FontFace?
  private let reporter: Reporter
  /// Each font costs 1: the least recently used goes past ``fontCapacity``.
  private var fonts = LeastRecentlyUsed<FontKey, Font>(budget: FontBook.fontCapacity)
  private var widths: [WidthKey: Double] = [:]
  private var failedFaces: Set<FontFace> = []
  /// The names faces were found by, to find their bold.
  private var names: [FontFace: String] = [:]
  /// Each face's bold face, or nil when it has none (FreeType then emboldens).
  private var boldFaces: [FontFace: FontFace?] = [:]
  /// System faces found for characters the drawing face lacks, in the order found.
  private var coveringFaces: [FontFace] = []
  /// The characters fontconfig was asked a face for (each once, found or not).
  private var coveringAsked: Set<UInt32> = []

  private struct FontKey: Hashable {
    var face: FontFace
    var pixelSize: Int
  }

  private struct WidthKey: Hashable {
    var text: String
    var face: FontFace
    var pixelSize: Int
    var isBold: Bool
  }

  /// - Parameters:
  ///   - fallback: the shipped font's file, or nil when it cannot be found.
  ///   - reporter: told one line per font that cannot be found or opened.
  package init(fallback: String?, reporter: Reporter) {
    self.fallback = fallback.map { FontFace(path: $0) }
    self.reporter = reporter
    if fallback == nil {
      reporter.error("no font found (Assets/Fonts/DejaVuSans.ttf): text is not drawn")
    }
  }

  /// How many fonts are open.
  var openFontCount: Int { fonts.count }

  /// The face for a user's font name (nil: the fallback).
  ///
  /// A file when `name` is a path to one, else fontconfig's match, else (told once) the
  /// fallback.
  package func face(named name: String?) -> FontFace? {
    guard let name else { return fallback }
    if name.contains("/") {
      if FileManager.default.isReadableFile(atPath: name) { return FontFace(path: name) }
      reporter.warning("font file '\(name)' not found; using DejaVu Sans".escapingControlCharacters)
      return fallback
    }
    if let match = FontMatcher.match(name), match.isRequestedFamily {
      let face = FontFace(path: match.path, index: match.faceIndex)
      names[face] = name
      return face
    }
    reporter.warning(
      "font '\(name)' not found by fontconfig; using DejaVu Sans"
        .escapingControlCharacters)
    return fallback
  }

  /// The font for `style`, set to shape `text`'s direction; nil when its face cannot be opened.
  ///
  /// Bold text uses the face's own bold when fontconfig knows one (DejaVu Sans Bold for the
  /// shipped font), else FreeType's emboldening.
  ///
  /// When the face lacks a glyph of `text` (Japanese or Chinese in DejaVu Sans), the whole text
  /// is drawn in a system font that has them (``coveringFace(for:lacking:)``), so it shows as
  /// words, not boxes.
  func font(for style: TextStyle, shaping text: String) -> Font? {
    let bold = style.isBold ? boldVariant(of: style.face) : nil
    guard var font = font(bold ?? style.face, pixelSize: style.pixelSize) else { return nil }
    var emboldens = style.isBold && bold == nil
    if let missing = text.unicodeScalars.first(where: { !$0.isASCII && !font.providesGlyph($0) }),
      let face = coveringFace(for: text, lacking: missing),
      let covering = self.font(face, pixelSize: style.pixelSize)
    {
      font = covering
      emboldens = style.isBold
    }
    font.setStyle(emboldens ? .bold : [])
    font.setDirection(TextDirection.of(text))
    return font
  }

  /// A face with every glyph of `text` whose drawing face lacks `missing`: one found before,
  /// else fontconfig's sans-serif for `missing`'s character (`fc-match
  /// "sans-serif:charset=…"`); nil when none has them all (the text then shows its boxes).
  private func coveringFace(for text: String, lacking missing: Unicode.Scalar) -> FontFace? {
    let covers = { (face: FontFace) -> Bool in
      guard let font = self.font(face, pixelSize: Self.probeSize) else { return false }
      return text.unicodeScalars.allSatisfy {
        $0.isASCII || $0.properties.isWhitespace
          || font.providesGlyph($0)
      }
    }
    if let known = coveringFaces.first(where: covers) { return known }
    let hex = String(missing.value, radix: 16)
    guard coveringAsked.insert(missing.value).inserted,
      let match = FontMatcher.match("sans-serif:charset=" + hex)
    else { return nil }
    let face = FontFace(path: match.path, index: match.faceIndex)
    guard !coveringFaces.contains(face), covers(face) else { return nil }
    coveringFaces.append(face)
    return face
  }

  /// The bold face of `face`'s family, through fontconfig, or nil.
  private func boldVariant(of face: FontFace) -> FontFace? {
    if let known = boldFaces[face] { return known }
    let family = names[face] ?? (face == fallback ? "DejaVu Sans" : nil)
    let bold = family.flatMap { FontMatcher.match($0 + ":bold") }.flatMap { match in
      match.isRequestedFamily && match.path != face.path
        ? FontFace(path: match.path, index: match.faceIndex) : nil
    }
    boldFaces[face] = .some(bold)
    return bold
  }

  /// The width of `text` on one line in `style`, in device pixels (0 without a font).
  func width(of text: String, in style: TextStyle) -> Double {
    let key = WidthKey(
      text: text, face: style.face, pixelSize: style.pixelSize, isBold: style.isBold)
    if let known = widths[key] { return known }
    guard let font = font(for: style, shaping: text) else { return 0 }
    let width = Double(font.size(of: text).width)
    if widths.count >= Self.widthMemoCapacity { widths.removeAll(keepingCapacity: true) }
    widths[key] = width
    return width
  }

  /// The distance from one baseline to the next in `style`, in device pixels.
  func lineHeight(in style: TextStyle) -> Double {
    guard let font = font(style.face, pixelSize: style.pixelSize) else {
      return Double(style.pixelSize)
    }
    return Double(font.lineSkip)
  }

  private func font(_ face: FontFace, pixelSize: Int) -> Font? {
    let key = FontKey(face: face, pixelSize: max(1, pixelSize))
    if let open = fonts.value(for: key) { return open }
    guard !failedFaces.contains(face) else { return nil }
    let font: Font
    do {
      font = try Font(path: face.path, pointSize: key.pixelSize, faceIndex: face.index)
    } catch {
      failedFaces.insert(face)
      reporter.error(
        "cannot open the font '\(face.path)' (\(error.message)): text is not drawn"
          .escapingControlCharacters)
      return nil
    }
    fonts.insert(font, cost: 1, for: key)
    return font
  }
}
