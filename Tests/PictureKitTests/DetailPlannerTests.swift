import Geometry
import Testing

@testable import PictureDecoding
@testable import PictureKit

/// Which part of a zoomed picture is decoded sharper, and how large (docs/physics.md §17): a
/// 6000×4000 photo in a 1920×1080 view, fitted at 0.27 device px per picture px.
@Suite("Detail planner")
struct DetailPlannerTests {
  static let photo = Size(width: 6000, height: 4000)
  static let texture = 0.27

  /// The view at 1:1 about the photo's centre: 1920×1080 of its pixels.
  static let centre = (x: 2040.0, y: 1460.0, width: 1920.0, height: 1080.0)

  @Test("no detail while the page's texture is sharp enough")
  func noDetailAtTheFit() {
    let decision = DetailPlanner.plan(
      original: Self.photo, visible: (0, 0, 6000, 4000), scale: 0.27, textureScale: Self.texture,
      current: nil, budget: 256 << 20)
    #expect(decision == .none)
    let slight = DetailPlanner.plan(
      original: Self.photo, visible: (0, 0, 5800, 3900), scale: 0.28, textureScale: Self.texture,
      current: nil, budget: 256 << 20)
    #expect(slight == .none, "within 5 %")
  }

  @Test("bug: a picture whose texture already holds all its pixels was decoded again")
  func smallPictureNeedsNoDetail() {
    // A 512×512 picture in a 720-pixel-high window: its texture is its own pixels; zoomed to
    // 1.76 device px per picture px, nothing sharper can be decoded.
    let decision = DetailPlanner.plan(
      original: Size(width: 512, height: 512), visible: (80, 80, 352, 352), scale: 1.76,
      textureScale: 1, current: nil, budget: 256 << 20)
    #expect(decision == .none)
  }

  @Test("at 1:1 the view and a quarter-view margin, one texel a picture pixel")
  func oneToOne() {
    let decision = DetailPlanner.plan(
      original: Self.photo, visible: Self.centre, scale: 1, textureScale: Self.texture,
      current: nil, budget: 256 << 20)
    #expect(
      decision
        == .request(
          region: PictureRegion(x: 1560, y: 1190, width: 2880, height: 1620),
          box: Size(width: 2880, height: 1620)))
  }

  @Test("past 1:1 the detail stops at the picture's own pixels")
  func neverFinerThanThePicture() {
    let decision = DetailPlanner.plan(
      original: Self.photo, visible: (2880, 1865, 240, 135), scale: 8, textureScale: Self.texture,
      current: nil, budget: 256 << 20)
    #expect(
      decision
        == .request(
          region: PictureRegion(x: 2820, y: 1831, width: 360, height: 203),
          box: Size(width: 360, height: 203)))
  }

  @Test("a detail that covers the view sharply enough is kept; a pan out of it asks again")
  func keepOrRequest() {
    let current = (region: PictureRegion(x: 1560, y: 1190, width: 2880, height: 1620), scale: 1.0)
    let inside = DetailPlanner.plan(
      original: Self.photo, visible: (2200, 1500, 1920, 1080), scale: 1,
      textureScale: Self.texture, current: current, budget: 256 << 20)
    #expect(inside == .keep)
    let outside = DetailPlanner.plan(
      original: Self.photo, visible: (3000, 1460, 1920, 1080), scale: 1,
      textureScale: Self.texture, current: current, budget: 256 << 20)
    guard case .request(let region, _) = outside else {
      Issue.record("expected a new request, got \(outside)")
      return
    }
    #expect(region.x == 2520)
  }

  @Test("the detail never takes more bytes than the budget allows")
  func withinTheBudget() {
    // 16 MiB: the margin goes first (2880×1620×4 = 17.8 MB), then the view alone fits.
    let tight = DetailPlanner.plan(
      original: Self.photo, visible: Self.centre, scale: 1, textureScale: Self.texture,
      current: nil, budget: 16 << 20)
    #expect(
      tight
        == .request(
          region: PictureRegion(x: 2040, y: 1460, width: 1920, height: 1080),
          box: Size(width: 1920, height: 1080)))
    // 4 MiB: the view at a lower scale, still sharper than the page's texture.
    let tighter = DetailPlanner.plan(
      original: Self.photo, visible: Self.centre, scale: 1, textureScale: Self.texture,
      current: nil, budget: 4 << 20)
    guard case .request(let region, let box) = tighter else {
      Issue.record("expected a smaller detail, got \(tighter)")
      return
    }
    #expect(region == PictureRegion(x: 2040, y: 1460, width: 1920, height: 1080))
    #expect(box.area * 4 <= 4 << 20)
    #expect(Double(box.width) / 1920 > Self.texture)
    // Nothing to spare: no detail.
    let none = DetailPlanner.plan(
      original: Self.photo, visible: Self.centre, scale: 1, textureScale: Self.texture,
      current: nil, budget: 100_000)
    #expect(none == .none)
  }
}
