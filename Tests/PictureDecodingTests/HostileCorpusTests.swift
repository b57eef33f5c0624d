import Foundation
import Geometry
import SystemKit
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles

#if canImport(Glibc)
  import Glibc
#endif

/// Files made at test time to hurt a viewer: each must become a clear error, never a crash, a
/// hang or a large allocation, and the good files around them must still show.
@Suite(.serialized) struct HostileCorpusTests {
  /// Builds the corpus; returns the folder and the expected outcome of each file by name.
  static func makeCorpus() throws -> (TemporaryFolder, [String: DecodeFailure?]) {
    let folder = try TemporaryFolder()
    try writeSolidPNG(folder.file("good.png"), size: Size(width: 40, height: 30), argb: 0xFFFF_FFFF)
    let good = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder.file("good.png"))))
    try folder.write([], to: "empty.png")
    try folder.write(Array(good.prefix(20)), to: "truncated-header.png")
    try folder.write(Array(good.prefix(good.count - 30)), to: "truncated-data.png")
    var generator = SystemRandomNumberGenerator()
    try folder.write(
      (0..<4096).map { _ in UInt8.random(in: 1...255, using: &generator) | 1 }
        .map { $0 == 0x89 || $0 == 0xFF ? 0x42 : $0 }, to: "random.jpg")
    try folder.write(
      PNGBytes.signature + PNGBytes.header(width: 1_000_000, height: 1_000_000)
        + PNGBytes.chunk("IEND", []), to: "million.png")
    try folder.write(
      PNGBytes.allZero(width: 20_000, height: 20_000, rowsPerChunk: 200), to: "bomb.png")
    try folder.write(good, to: "png-named.jpg")
    try FileManager.default.createDirectory(
      atPath: folder.file("folder.png"), withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("dangling.png"), withDestinationPath: folder.file("nowhere"))
    _ = mkfifo(folder.file("fifo.png"), 0o644)
    // A name that is not UTF-8: byte 0xFF.
    let raw = FilePath(folder.path + "/").bytes + [0xFF, 0x41] + Array(".png".utf8)
    let descriptor = FilePath(bytes: raw).withCString { open($0, O_CREAT | O_WRONLY, 0o644) }
    _ = good.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    let overLimit = DecodeFailure.overPixelLimit(
      .png, Size(width: 1_000_000, height: 1_000_000), limitMegapixels: 100)
    let bomb = DecodeFailure.overPixelLimit(
      .png, Size(width: 20_000, height: 20_000), limitMegapixels: 100)
    return (
      folder,
      [
        "good.png": nil, "png-named.jpg": nil, "\u{FFFD}A.png": nil,
        "empty.png": .file(.empty), "truncated-header.png": .truncatedHeader(.png),
        "truncated-data.png": .corrupt(.png, ""), "random.jpg": .unknownFormat,
        "million.png": overLimit, "bomb.png": bomb, "folder.png": .file(.folder),
        "dangling.png": .file(.danglingLink), "fifo.png": .file(.notRegularFile),
      ]
    )
  }

  @Test func everyFileGivesItsOutcome() throws {
    let (folder, expected) = try Self.makeCorpus()
    let list = Catalog(paths: [folder.path])
    #expect(Set(list.items.map(\.name)) == Set(expected.keys))
    let gate = DecodeMemoryGate(budget: 64 * 1_048_576)
    let decoder = try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget, gate: gate)
    for item in list.items {
      let result = Result { () throws(DecodeFailure) -> DecodedPicture in
        try decoder.decode(item.path, fittingIn: Size(width: 100, height: 100))
      }
      switch (result, expected[item.name] ?? nil) {
      case (.success(let picture), nil):
        #expect(picture.originalSize == Size(width: 40, height: 30), "\(item.name)")
      case (.failure(.corrupt(let format, _)), .corrupt(let expectedFormat, _)?):
        #expect(format == expectedFormat)
      case (.failure(let failure), let wanted?):
        #expect(failure == wanted, "\(item.name)")
      case (let got, let wanted):
        Issue.record("\(item.name): got \(got), expected \(String(describing: wanted))")
      }
    }
    // The bomb and the million-pixel header were refused before their pixels were reserved:
    // the largest reservation is the bomb's file (about 1.5 MB, reserved before it is read).
    #expect(gate.peakReservedBytes < 2_000_000)
    #expect(ProcessMemory.peakResidentBytes() < 1_500_000_000)  // a decoded bomb alone is 1.6 GB
  }

  /// The bomb's builder makes real PNG files: a small one decodes to transparent black, and the
  /// 20,000 × 20,000 one is about 1.5 MB.
  @Test func bombBuilderWritesValidPNG() throws {
    let folder = try TemporaryFolder()
    try folder.write(PNGBytes.allZero(width: 300, height: 400, rowsPerChunk: 200), to: "small.png")
    let picture = try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget).decode(
      FilePath(folder.file("small.png")), fittingIn: Size(width: 300, height: 400))
    #expect(picture.pixels == PixelBuffer(size: Size(width: 300, height: 400), filledWith: 0))
    let bomb = PNGBytes.allZero(width: 20_000, height: 20_000, rowsPerChunk: 200)
    #expect((1_000_000...2_000_000).contains(bomb.count))
  }

  @Test func aVanishedFileSaysSo() throws {
    let folder = try TemporaryFolder()
    try writeSolidPNG(folder.file("gone.png"), size: Size(width: 4, height: 4), argb: 0xFFFF_FFFF)
    let list = Catalog(paths: [folder.path])
    try FileManager.default.removeItem(atPath: folder.file("gone.png"))
    #expect(throws: DecodeFailure.vanished) {
      try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget).decode(
        list[0].path, fittingIn: Size(width: 8, height: 8))
    }
  }

  @Test func unreadableFileSaysSo() throws {
    guard geteuid() != 0 else { return }  // root reads every file
    let folder = try TemporaryFolder()
    try folder.write([1, 2, 3], to: "secret.png")
    chmod(folder.file("secret.png"), 0)
    #expect(throws: DecodeFailure.file(.unreadable)) {
      try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget).decode(
        FilePath(folder.file("secret.png")), fittingIn: Size(width: 8, height: 8))
    }
  }

  @Test func recursiveScanSurvivesALoopAndListsEachFileOnce() throws {
    let folder = try TemporaryFolder()
    let manager = FileManager.default
    try manager.createDirectory(atPath: folder.file("a/b"), withIntermediateDirectories: true)
    for name in ["1.png", "a/2.png", "a/b/3.png"] { try folder.write([0], to: name) }
    try manager.createSymbolicLink(atPath: folder.file("a/b/up"), withDestinationPath: "../..")
    try manager.createSymbolicLink(
      atPath: folder.file("a/b/again.png"), withDestinationPath: "../2.png")
    let list = Catalog(paths: [folder.path], recursive: true)
    #expect(
      list.items.map(\.path.description) == ["1.png", "a/2.png", "a/b/3.png"].map(folder.file))
  }

  /// Regression: a file over 2 GiB trapped the decoder.
  ///
  /// With `--max-megapixels` 533 or more, such a file was read whole and then trapped converting
  /// its size to SDL's C `int`. It is now refused from its size alone: a sparse 2 GiB file with
  /// a valid PNG header, nothing read.
  @Test func fileOver2GiBTrapsTheDecoder() throws {
    let folder = try TemporaryFolder()
    try folder.write(PNGBytes.signature + PNGBytes.header(width: 8, height: 8), to: "huge.png")
    let size = Int(Int32.max) + 1
    #expect(truncate(folder.file("huge.png"), off_t(size)) == 0)
    #expect(throws: DecodeFailure.fileTooLarge(bytes: size, limit: Int(Int32.max))) {
      try FileDecoder(
        maximumMegapixels: PipelineConstants.maximumMegapixelsRange.upperBound,
        cacheBudget: PipelineConstants.defaultCacheBudget
      )
      .decode(FilePath(folder.file("huge.png")), fittingIn: Size(width: 8, height: 8))
    }
  }

  @Test(arguments: [1, 100, 532, 533, 537, 1_000])
  func fileLimitOverflowsSDLsCInt(maximumMegapixels: Int) {
    let limit = PipelineConstants.maximumFileBytes(maximumMegapixels: maximumMegapixels)
    #expect(limit <= Int(Int32.max))
    #expect(limit >= maximumMegapixels * 4_000_000 || limit == Int(Int32.max))
  }
}
