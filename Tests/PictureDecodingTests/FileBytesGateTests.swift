import Foundation
import PictureCodecs
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles

/// The gate that keeps files' bytes from the codec libraries of the viewer's process, in a
/// process of its own whose gate is closed as the viewer's is (an exit test): libpng and
/// libjpeg-turbo, which the viewer links to write pictures of its own, refuse a file's bytes;
/// so do libheif and the decoder, and libheif and libjxl are then never opened; the refusal
/// says one `carousel: bug:` line for the process; and the viewer's readers still get a JPEG
/// XL's size through a decoder process.
struct FileBytesGateTests {
  @Test("with the gate closed, no codec reads a file, one bug line is said, facts still come")
  func closedGateRefusesEveryCodec() async {
    let result = await #expect(
      processExitsWith: .success, observing: [\.standardErrorContent]
    ) {
      let failures = FileBytesGateTests.checksWithTheGateClosed()
      for failure in failures {
        FileHandle.standardOutput.write(Data((failure + "\n").utf8))
      }
      exit(failures.isEmpty ? 0 : 1)
    }
    let said = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    let lines = said.split(separator: "\n").filter { $0.hasPrefix("carousel: bug:") }
    #expect(lines.count == 1, "\(said)")
  }

  /// What the closed gate must do, in the exit test's process; the failures, in words.
  static func checksWithTheGateClosed() -> [String] {
    var failures: [String] = []
    guard let folder = try? TemporaryFolder(),
      let jpeg = ImageMagick.convert(["-size", "16x16", "xc:orange", "jpg:-"]),
      (try? folder.write(jpeg, to: "a.jpg")) != nil,
      ExternalTool.run(
        "heif-enc", ["-q", "90", folder.file("a.jpg"), "-o", folder.file("b.heic")]),
      ExternalTool.run("cjxl", [folder.file("a.jpg"), folder.file("c.jxl")])
    else { return ["the pictures were not made"] }
    let png = DatedPictures.png(exif: nil)
    let heic = (try? Data(contentsOf: URL(fileURLWithPath: folder.file("b.heic")))).map {
      [UInt8]($0)
    }
    FileBytesGate.close()
    if (try? PNGCodec.decode(png, limits: CodecLimits(maximumPixels: 100))) != nil {
      failures.append("libpng decoded a file")
    }
    if PNGCodec.fastDecode(png, limits: CodecLimits(maximumPixels: 100)) != nil {
      failures.append("libpng's fast path decoded a file")
    }
    if (try? JPEGCodec.decodePixels(
      jpeg, atLeast: (1, 1), limits: CodecLimits(maximumPixels: 1_000)))
      != nil
    {
      failures.append("libjpeg-turbo decoded a file")
    }
    if let heic, HEIFCodec.exif(heic) != nil || HEIFCodec.size(heic) != nil {
      failures.append("libheif read a file")
    }
    let decoder = try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget)
    if (try? decoder.decode(FilePath(folder.file("a.jpg")), fittingIn: .init(width: 8, height: 8)))
      != nil
    {
      failures.append("the decoder decoded in this process")
    }
    // The viewer's readers take JPEG XL's size and Exif from a decoder process, whose gate is
    // open.
    let isolated = IsolatedDecoder(
      executable: CarouselProcess.executable, workerCount: 1,
      cacheBudget: MemoryBudget(megabytes: 16))
    let metadata = ItemMetadata.read(FilePath(folder.file("c.jxl")), codecs: isolated)
    isolated.shutdown()
    if metadata.pixelSize != .init(width: 16, height: 16) {
      failures.append(
        "no size came from the decoder process: \(String(describing: metadata.pixelSize))")
    }
    let maps = ProcFile.text("/proc/self/maps") ?? ""
    for library in ["/libheif", "/libjxl"] where maps.contains(library) {
      failures.append("\(library) was opened here")
    }
    return failures
  }
}
