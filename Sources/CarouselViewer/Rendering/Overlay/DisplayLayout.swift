import Geometry

/// Where the still parts of the on-screen display go in one frame, clear of one another at any
/// window size: the page indicator at the bottom centre with the captions above it, the
/// blocks of text in the corners (the clock, the overlay file's lines), and the slideshow's
/// "Paused" at the top right.
///
/// Pure geometry, in device pixels, before the burn-in shift (one offset for all of it). A
/// bottom corner's block stays beside the indicator (its width is limited to what is left of
/// the bottom row) and beside the captions (which then narrow to the middle), or, when that
/// would leave the captions too little, above the captions; two blocks in one corner stack,
/// the first nearest the corner.
struct DisplayLayout: Equatable {
  /// One block of text to place: its corner and its fitted size.
  struct Block: Equatable {
    var corner: Corner
    var width: Double
    var height: Double
  }

  /// Each block's frame, in the order given.
  let blockFrames: [Rect]
  /// The widest a caption may be now (nil: as wide as its page allows).
  let captionWidthLimit: Double?
  /// The top of the "Paused" pill (at the top right, below a block in that corner).
  let pausedTop: Double

  /// The widest a block in `corner` may be: half the window less its margin, and at the
  /// bottom, beside an indicator `indicatorWidth` wide (nil: none), less half of it; never
  /// less than ``minimumBlockWidth(_:)`` (the block then goes above the indicator).
  static func widthLimit(
    for corner: Corner, metrics: DisplayMetrics, indicatorWidth: Double?
  ) -> Double {
    let half = metrics.frame.width / 2 - metrics.margin - gap(metrics) / 2
    guard !corner.isTop, let indicatorWidth else { return half }
    let beside = half - indicatorWidth / 2 - gap(metrics) / 2
    return beside >= minimumBlockWidth(metrics) ? beside : half
  }

  /// The tallest a block may be: a part of the window's height (`fraction` of it; the
  /// calendar's is larger than the others').
  static func heightLimit(
    metrics: DisplayMetrics, fraction: Double = RenderingConstants.cornerHeightFraction
  ) -> Double {
    (metrics.frame.height * fraction).rounded(.down)
  }

  /// The narrowest a block beside the indicator may be before it goes above it: a few letters.
  static func minimumBlockWidth(_ metrics: DisplayMetrics) -> Double {
    Double(metrics.textSize) * RenderingConstants.cornerMinimumWidthScale
  }

  /// The space between two parts, in device pixels.
  static func gap(_ metrics: DisplayMetrics) -> Double { (metrics.margin / 2).rounded() }

  /// Places `blocks` in `metrics.frame`, beside an indicator `indicatorWidth` wide (nil: none),
  /// and beside or below captions at most `captionHeight` tall (nil: none).
  init(
    blocks: [Block], metrics: DisplayMetrics, indicatorWidth: Double?, captionHeight: Double?
  ) {
    let frame = metrics.frame
    let gap = Self.gap(metrics)
    let hasIndicator = indicatorWidth != nil
    // What the bottom corners must clear: the indicator's row, and the captions above it.
    let indicatorTop = frame.maxY - metrics.margin - metrics.indicatorHeight
    let captionBottom = metrics.captionBottom(withIndicator: hasIndicator)
    let captionTop = captionBottom - (captionHeight ?? 0)
    let bottomWidth = blocks.filter { !$0.corner.isTop }.map(\.width).max()
    var limit: Double?
    var bottomEdge = frame.maxY - metrics.margin
    if let bottomWidth {
      let besideIndicator =
        indicatorWidth.map { frame.width / 2 - $0 / 2 - gap >= bottomWidth + metrics.margin }
        ?? true
      if !besideIndicator { bottomEdge = min(bottomEdge, indicatorTop - gap) }
      if captionHeight != nil {
        let narrowed = frame.width - 2 * (bottomWidth + metrics.margin + gap)
        if narrowed >= frame.width * RenderingConstants.captionMinimumWidthFraction {
          limit = narrowed
        } else {
          bottomEdge = min(bottomEdge, captionTop - gap)
        }
      }
    }
    captionWidthLimit = limit
    var reached: [Corner: Double] = [:]  // how far each corner's stack has come
    blockFrames = blocks.map { block in
      let x =
        block.corner.isLeft ? frame.x + metrics.margin : frame.maxX - metrics.margin - block.width
      let y: Double
      if block.corner.isTop {
        y = reached[block.corner].map { $0 + gap } ?? frame.y + metrics.margin
        reached[block.corner] = y + block.height
      } else {
        let bottom = reached[block.corner].map { $0 - gap } ?? bottomEdge
        y = bottom - block.height
        reached[block.corner] = y
      }
      return Rect(x: x, y: y, width: block.width, height: block.height).integral
    }
    pausedTop = reached[.topRight].map { $0 + gap } ?? frame.y + metrics.margin
  }
}
