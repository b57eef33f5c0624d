import Foundation
import TestSupport
import Testing

/// libheif and libjxl are opened on the first HEIF or JPEG XL file rather than linked, which
/// takes about 9 ms off every start (docs/architecture.md, "Codec libraries opened on demand").
struct OnDemandCodecTests {
  @Test("The binary links neither libheif nor libjxl, and still shows HEIC and JPEG XL files")
  func codecsOpenOnDemand() throws {
    let needed = try Self.neededLibraries(of: CarouselProcess.executable)
    #expect(needed.contains("libSDL2-2.0.so.0"), "the dynamic section was read")
    #expect(!needed.contains { $0.hasPrefix("libheif") || $0.hasPrefix("libjxl") })

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

  /// The NEEDED entries of the ELF file at `path`, as `readelf -d` lists them.
  static func neededLibraries(of path: String) throws -> [String] {
    let output = try #require(ExternalTool.output("readelf", ["-d", path]))
    return String(decoding: output, as: UTF8.self).split(separator: "\n")
      .filter { $0.contains("(NEEDED)") }
      .compactMap { line in
        line.split(separator: "[").last?.split(separator: "]").first.map(String.init)
      }
  }
}
