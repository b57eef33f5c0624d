import Foundation
import TestSupport
import Testing

/// libheif and libjxl are opened on the first HEIF or JPEG XL file rather than linked, which
/// takes about 9 ms off every start (docs/architecture.md, "Libraries opened on demand"; that
/// the binary links neither is checked with the other such libraries, in PackageGraphTests).
struct OnDemandCodecTests {
  @Test("The binary shows HEIC and JPEG XL files through the libraries it opens on demand")
  func codecsOpenOnDemand() throws {
    let folder = try TemporaryFolder()
    let source = folder.file("red.png")
    // Truecolour: heif-enc misreads the palette PNG that ImageMagick writes for one colour.
    try #require(
      ImageMagick.convert(["-size", "64x48", "xc:#d02020", "-type", "TrueColor", "PNG24:" + source])
        != nil)
    let encoders = [
      ("red.heic", "heif-enc", ["-q", "95", source, "-o", folder.file("red.heic")]),
      ("red.jxl", "cjxl", [source, folder.file("red.jxl")]),
    ]
    for (name, tool, arguments) in encoders {
      try #require(ExternalTool.run(tool, arguments), "\(tool) is required")
      let screenshot = folder.file("\(name).png")
      let result = try CarouselProcess.run(
        [
          "--headless", "--caption", "none", "--indicator", "none", "--size", "64x48",
          "--screenshot", screenshot, folder.file(name),
        ])
      #expect(result.status == 0)
      #expect(!result.standardError.contains("cannot"), "\(name): \(result.standardError)")
      // The middle of the window is the picture's red, not an error page.
      let pixel = try #require(
        ImageMagick.convert([screenshot, "-crop", "1x1+32+24", "-depth", "8", "rgb:-"]))
      #expect(pixel.count == 3 && pixel[0] > 180 && pixel[1] < 70 && pixel[2] < 70, "\(name)")
    }
  }
}
