import Geometry

/// Where two pictures that share a page go (`--pairs`), in device pixels.
///
/// Pure geometry. The two are fitted as one group: the same height side by side (the same
/// width one above the other), a gap of ``RenderingConstants/pairGapFraction`` of the page
/// between them, the group centred. Each picture's part of the page runs from its edge of the
/// page to the gap. With `--fit cover` each fills its half of the page.
enum PairLayout {
  /// The two pictures' parts of `frame` and where each picture goes, for pictures of upright
  /// sizes `a` and `b` (in that order: left then right, or top then bottom).
  static func boxes(_ a: Size, _ b: Size, in frame: Rect, sideBySide: Bool, fit: PictureFit)
    -> (cells: (Rect, Rect), pictures: (Rect, Rect))
  {
    guard sideBySide else {
      // One above the other: the same layout with the axes swapped.
      let turned = boxes(
        Size(width: a.height, height: a.width), Size(width: b.height, height: b.width),
        in: frame.transposed, sideBySide: true, fit: fit)
      return (
        (turned.cells.0.transposed, turned.cells.1.transposed),
        (turned.pictures.0.transposed, turned.pictures.1.transposed)
      )
    }
    let gap = max(
      RenderingConstants.minimumPairGap,
      (frame.width * RenderingConstants.pairGapFraction).rounded())
    if fit == .cover {
      let half = (frame.width - gap) / 2
      let left = Rect(x: frame.x, y: frame.y, width: half, height: frame.height)
      let right = Rect(x: frame.x + half + gap, y: frame.y, width: half, height: frame.height)
      return ((left, right), (left, right))
    }
    let shapeA = Double(max(a.width, 1)) / Double(max(a.height, 1))
    let shapeB = Double(max(b.width, 1)) / Double(max(b.height, 1))
    var height = min(frame.height, (frame.width - gap) / (shapeA + shapeB))
    // `none` never enlarges (the smaller picture's own height at most), `limited` at most 2×.
    if let most = fit.largestEnlargement {
      height = min(height, most * Double(min(a.height, b.height)))
    }
    let widthA = shapeA * height
    let widthB = shapeB * height
    let left = frame.x + (frame.width - widthA - gap - widthB) / 2
    let top = frame.y + (frame.height - height) / 2
    let pictureA = Rect(x: left, y: top, width: widthA, height: height)
    let pictureB = Rect(x: left + widthA + gap, y: top, width: widthB, height: height)
    let cellA = Rect(x: frame.x, y: frame.y, width: pictureA.maxX - frame.x, height: frame.height)
    let cellB = Rect(
      x: pictureB.x, y: frame.y, width: frame.maxX - pictureB.x, height: frame.height)
    return ((cellA, cellB), (pictureA, pictureB))
  }
}

extension Rect {
  /// The rectangle with its axes swapped.
  fileprivate var transposed: Rect { Rect(x: y, y: x, width: height, height: width) }
}
