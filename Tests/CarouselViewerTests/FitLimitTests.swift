import Geometry
import Testing

@testable import CarouselViewer

/// `--fit limited`: as `contain`, but a small picture is enlarged at most twice, a kiosk's
/// default (issue 35: tiny pictures were blown up to a blur on a frame); `--fit none` keeps
/// them at their own size.
struct FitLimitTests {
  static let frame = Rect(x: 0, y: 0, width: 1920, height: 1080)

  @Test("a 160×90 picture on a 1920×1080 page: 2× limited, 1× none, the page under contain")
  func enlargement() {
    let small = Size(width: 160, height: 90)
    func placed(_ fit: PictureFit) -> Rect {
      PageLayout.place(small, original: small, in: Self.frame, fit: fit).destination
    }
    #expect(placed(.limited) == Rect(x: 800, y: 450, width: 320, height: 180))
    #expect(placed(.none) == Rect(x: 880, y: 495, width: 160, height: 90))
    #expect(placed(.contain) == Self.frame)
  }

  @Test("a picture larger than the page is fitted whole, as contain fits it")
  func largePictures() {
    let large = Size(width: 4000, height: 3000)
    let texture = Size(width: 1440, height: 1080)
    #expect(
      PageLayout.place(texture, original: large, in: Self.frame, fit: .limited).destination
        == PageLayout.place(texture, original: large, in: Self.frame, fit: .contain).destination)
  }

  @Test("a kiosk's default is limited, a window's contain; --fit wins in both")
  func defaults() throws {
    var options = Options()
    #expect(ShowSettings(options, listedDurations: [:]).fit == .contain)
    options.isKiosk = true
    #expect(ShowSettings(options, listedDurations: [:]).fit == .limited)
    options.fit = PictureFit.none
    #expect(ShowSettings(options, listedDurations: [:]).fit == PictureFit.none)
    guard case .run(let parsed) = try Options.parse(["--fit", "limited"]) else {
      Issue.record("no run")
      return
    }
    #expect(parsed.fit == .limited)
  }

  @Test("two small portraits paired: each at most twice its height")
  func pairs() {
    let portrait = Size(width: 60, height: 90)
    let (_, pictures) = PairLayout.boxes(
      portrait, portrait, in: Self.frame, sideBySide: true, fit: .limited)
    #expect(pictures.0.height == 180)
    #expect(pictures.1.height == 180)
  }
}
