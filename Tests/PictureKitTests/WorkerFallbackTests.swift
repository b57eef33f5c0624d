import Geometry
import PictureKit
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles

/// A decoder process decodes the formats only SDL_image's codec reads: the codec PictureKit
/// hands PictureDecoding (``FallbackCodec``) reaches the workers.
@Suite(.serialized) struct WorkerFallbackTests {
  /// A worker has SDL_image's codec, which PictureDecoding cannot name: `main` registers it
  /// (``SDLImageCodec/registerAsFallback()``) before it turns into a worker.
  @Test(arguments: [PictureFormat.svg, .qoi])
  func workerDecodesSDLImageFormats(_ format: PictureFormat) throws {
    let folder = try TemporaryFolder()
    let name = "sample.\(format.fileExtensions[0])"
    try folder.write(try #require(FolderFormatsTests.sample(format)), to: name)
    let decoder = IsolatedDecoder(
      executable: CarouselProcess.executable, workerCount: 1, maximumMegapixels: 100,
      cacheBudget: MemoryBudget(megabytes: 16), deadline: 60, stop: StopSignal())
    defer { decoder.shutdown() }
    let picture = try decoder.decode(
      FilePath(folder.file(name)), fittingIn: Size(width: 64, height: 64))
    #expect(picture.originalSize == Size(width: 8, height: 6))
  }
}
