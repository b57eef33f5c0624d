import Geometry
import SDLKit

/// The backdrops of the pages on screen, each enlarged once to its page's size and kept, so
/// that drawing one is a copy of whole pixels, nothing more.
///
/// A backdrop is a tiny texture (``PictureDecoding/Backdrop``, a few dozen pixels wide). Drawn
/// stretched straight to the page, it would cost a filtered stretch of the whole page every
/// frame on the software renderer (about 4.7 ms at 1920×1080 here, against 0.9 ms for a copy),
/// and a page partly off screen would have its source cut to whole texels by SDL, each texel
/// 60 screen pixels wide: the backdrop would jump as its page slides. Enlarged once (about
/// 3 ms, when its page first shows), it is an unscaled copy that SDL cuts exactly.
///
/// Keeps the ``RenderingConstants/enlargedBackdrops`` used last. Main thread only.
final class BackdropCanvas {
  private struct Entry {
    /// The tiny backdrop it was made from (held, so that identity stays meaningful).
    let source: Texture
    /// The page size it covers, in device pixels.
    let size: Size
    let enlarged: Texture
  }

  private let renderer: Renderer
  /// Most recently used last.
  private var entries: [Entry] = []

  init(renderer: Renderer) {
    self.renderer = renderer
  }

  /// Bytes of the enlarged backdrops kept (the cache budget counts them).
  var byteCount: Int { entries.reduce(0) { $0 + $1.enlarged.byteCount } }

  /// `backdrop` enlarged to cover a page of `size` device pixels (at most
  /// ``RenderingConstants/largestEnlargedBackdrop`` pixels: a larger page gets a copy half or a
  /// third its size, which the renderer enlarges), made now if it is not kept.
  func enlarged(_ backdrop: Texture, toCover size: Size) throws(SDLError) -> Texture {
    if let index = entries.firstIndex(where: { $0.source === backdrop && $0.size == size }) {
      let entry = entries.remove(at: index)
      entries.append(entry)
      return entry.enlarged
    }
    let divisor = Self.divisor(for: size)
    let target = Size(
      width: max(1, size.width / divisor), height: max(1, size.height / divisor))
    let enlarged = try Texture(renderer: renderer, targetSize: target)
    let crop = Self.coverCrop(of: backdrop.size, for: target)
    try renderer.drawing(into: enlarged) { () throws(SDLError) in
      try renderer.draw(
        backdrop, from: crop,
        in: Rect(x: 0, y: 0, width: Double(target.width), height: Double(target.height)))
    }
    entries.append(Entry(source: backdrop, size: size, enlarged: enlarged))
    if entries.count > RenderingConstants.enlargedBackdrops { entries.removeFirst() }
    return enlarged
  }

  /// Lets every enlarged backdrop go (the window changed size: none fits any more).
  func removeAll() { entries.removeAll() }

  /// The smallest whole number that brings `size` within the largest enlarged backdrop.
  static func divisor(for size: Size) -> Int {
    var divisor = 1
    while (size.width / divisor) * (size.height / divisor)
      > RenderingConstants.largestEnlargedBackdrop
    {
      divisor += 1
    }
    return divisor
  }

  /// The centred whole texels of a backdrop of `source` pixels with the shape of `target`: the
  /// backdrop is made with its page's shape, so this cuts at most a texel or so, unless the
  /// backdrop is drawn on a part of a page (a pair's).
  static func coverCrop(of source: Size, for target: Size) -> Rect {
    let width = Double(source.width)
    let height = Double(source.height)
    let shape = Double(target.width) / Double(max(target.height, 1))
    if width / height > shape {
      let kept = max(1, (height * shape).rounded())
      return Rect(x: ((width - kept) / 2).rounded(.down), y: 0, width: kept, height: height)
    }
    let kept = max(1, (width / shape).rounded())
    return Rect(x: 0, y: ((height - kept) / 2).rounded(.down), width: width, height: kept)
  }
}
