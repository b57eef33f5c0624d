import Foundation
import Geometry
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles

/// PNG files whose chunks claim more than the file holds: each must fail, whatever a length
/// field says (its CPU time, bounded by the file's size, is carousel-bench's
/// `hostile_png_cpu_ms_max`).
@Suite(.serialized) struct HostilePNGTests {
  /// A 57-byte PNG: the signature, a valid 1 × 1 IHDR, then a chunk of `type` whose length
  /// field says about 1 GiB, followed by 16 bytes.
  static func gigabyteChunk(_ type: String) -> [UInt8] {
    PNGBytes.signature + PNGBytes.header(width: 1, height: 1)
      + PNGBytes.bigEndian(0x4000_0000) + Array(type.utf8) + [UInt8](repeating: 0x41, count: 16)
  }

  @Test(arguments: ["tEXt", "zTXt", "iTXt", "iCCP", "sPLT", "prVt", "IDAT", "PLTE"])
  func aChunkClaimingAGigabyteCostsItsSize(_ type: String) throws {
    let bytes = Self.gigabyteChunk(type)
    #expect(bytes.count == 57)
    let folder = try TemporaryFolder()
    try folder.write(bytes, to: "chunk.png")
    let result = Result { () throws(DecodeFailure) -> DecodedPicture in
      try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget).decode(
        FilePath(folder.file("chunk.png")), fittingIn: Size(width: 64, height: 64))
    }
    guard case .failure(.corrupt(.png, let message)) = result else {
      Issue.record("\(type): expected a corrupt-PNG error, got \(result)")
      return
    }
    #expect(!message.isEmpty)
  }

  /// A real PNG cut at every tenth of its length: each cut fails (or, cut after its pixels,
  /// shows), quickly.
  @Test func everyTruncationFailsFast() throws {
    let folder = try TemporaryFolder()
    let good = try [UInt8](
      Data(contentsOf: URL(fileURLWithPath: PngSuiteTests.folder + "/basn6a16.png")))
    for tenth in 1..<10 {
      let cut = Array(good.prefix(good.count * tenth / 10))
      try folder.write(cut, to: "cut.png")
      let result = Result { () throws(DecodeFailure) -> DecodedPicture in
        try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget).decode(
          FilePath(folder.file("cut.png")), fittingIn: Size(width: 64, height: 64))
      }
      if case .success = result { Issue.record("\(tenth)0 %: a cut file decoded") }
    }
  }

  /// Many small ancillary chunks: libpng keeps at most a bounded number.
  @Test func thousandsOfChunksAreRefused() throws {
    let folder = try TemporaryFolder()
    var bytes = PNGBytes.signature + PNGBytes.header(width: 1, height: 1)
    for _ in 0..<5_000 { bytes += PNGBytes.chunk("prVt", [1, 2, 3]) }
    bytes += PNGBytes.chunk("IEND", [])
    try folder.write(bytes, to: "many.png")
    #expect(throws: DecodeFailure.self) {
      try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget).decode(
        FilePath(folder.file("many.png")), fittingIn: Size(width: 64, height: 64))
    }
  }
}
