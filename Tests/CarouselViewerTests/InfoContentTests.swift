import Geometry
import PictureFiles
import Testing

@testable import CarouselViewer

/// The info panel's colour line: what the file says, "none (sRGB)" for an untagged picture,
/// and nothing for a JPEG XL whose colour the viewer does not read.
struct InfoContentTests {
  static func colourLine(_ format: PictureFormat, profile: String?) -> String? {
    var metadata = ItemMetadata()
    metadata.format = format
    metadata.colorProfile = profile
    let panel = InfoContent.panel(
      for: CarouselItem(picture: "/photos/picture"), pixelSize: nil, metadata: metadata)
    return panel.rows.first { $0.label == "Colour profile" }?.value
  }

  @Test func colourLine() {
    #expect(Self.colourLine(.jpeg, profile: nil) == "none (sRGB)")
    #expect(Self.colourLine(.jpeg, profile: "Display P3") == "Display P3")
    let hdr = "HDR (PQ, BT.2020) mapped to sRGB"
    #expect(Self.colourLine(.avif, profile: hdr) == hdr)
    // Regression (issue 35): an HDR JPEG XL was said to be "none (sRGB)".
    #expect(Self.colourLine(.jxl, profile: nil) == nil)
  }
}
