import Geometry
import PictureDecoding
import PictureFiles

/// Which part of a zoomed picture to decode sharper, and at what size (docs/physics.md §17).
///
/// The page's texture is the picture fitted to the window; zoomed in, it is enlarged and soft.
/// Once the zoom needs more pixels than the texture has, the visible part and a margin around
/// it are decoded again at the zoom's scale (never beyond the picture's own pixels), within the
/// bytes the cache can spare. Pure; no state.
package enum DetailPlanner {
  /// What to do about the detail.
  package enum Decision: Equatable {
    /// No detail: the page's texture is sharp enough (the wanted one is let go).
    case none
    /// The detail asked for already covers the view sharply enough.
    case keep
    /// Decode `region` (the picture's own pixels) to fit `box` (device pixels).
    case request(region: PictureRegion, box: Size)
  }

  /// Decides for a picture of `original` pixels whose view shows `visible` (the picture's own
  /// pixels, fractional) at `scale` device pixels per picture pixel.
  ///
  /// - Parameters:
  ///   - textureScale: device pixels per picture pixel the page's texture holds.
  ///   - current: the detail asked for before, its region and its scale, if any.
  ///   - budget: bytes the detail may take.
  package static func plan(
    original: Size, visible: (x: Double, y: Double, width: Double, height: Double),
    scale: Double, textureScale: Double, current: (region: PictureRegion, scale: Double)?,
    budget: Int
  ) -> Decision {
    let tolerance = 1 - PipelineConstants.detailSharpnessTolerance
    // Never finer than the picture's own pixels: beyond 1:1 they are enlarged on screen.
    let target = min(scale, 1)
    guard textureScale < target * tolerance, original.width > 0, original.height > 0 else {
      return .none
    }
    let seen = region(visible, margin: 0, in: original)
    if let current, current.region.contains(seen), current.scale >= target * tolerance {
      return .keep
    }
    for margin in [PipelineConstants.detailMargin, 0] {
      let wanted = region(visible, margin: margin, in: original)
      if let box = box(for: wanted, scale: target, budget: budget) {
        return .request(region: wanted, box: box)
      }
    }
    // Not even the view at full sharpness fits: as sharp as the budget allows, if sharper than
    // the texture.
    let fitting = (Double(budget / 4) / Double(max(seen.size.area, 1))).squareRoot()
    guard fitting > textureScale / tolerance,
      let box = box(for: seen, scale: fitting, budget: budget)
    else { return .none }
    return .request(region: seen, box: box)
  }

  /// `visible` widened by `margin` of its size on each side, in whole pixels inside the picture.
  static func region(
    _ visible: (x: Double, y: Double, width: Double, height: Double), margin: Double,
    in original: Size
  ) -> PictureRegion {
    let left = (visible.x - visible.width * margin).rounded(.down)
    let top = (visible.y - visible.height * margin).rounded(.down)
    let right = (visible.x + visible.width * (1 + margin)).rounded(.up)
    let bottom = (visible.y + visible.height * (1 + margin)).rounded(.up)
    let clampedLeft = Int(max(0, min(left, Double(original.width - 1))))
    let clampedTop = Int(max(0, min(top, Double(original.height - 1))))
    return PictureRegion(
      x: clampedLeft, y: clampedTop,
      width: max(1, Int(min(right, Double(original.width))) - clampedLeft),
      height: max(1, Int(min(bottom, Double(original.height))) - clampedTop))
  }

  /// The box `region` takes at `scale`, when its pixels fit `budget` and the largest side.
  static func box(for region: PictureRegion, scale: Double, budget: Int) -> Size? {
    let box = Size(
      width: max(1, Int((Double(region.width) * scale).rounded())),
      height: max(1, Int((Double(region.height) * scale).rounded())))
    let side = PipelineConstants.detailLargestSide
    guard box.area * 4 <= budget, box.width <= side, box.height <= side else { return nil }
    return box
  }
}
