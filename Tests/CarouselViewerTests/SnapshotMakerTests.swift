import Control
import Foundation
import Geometry
import PictureDecoding
import PictureFiles
import SDLKit
import SDLTestSupport
import SystemKit
import TestSupport
import Testing

@testable import CarouselViewer

/// The app's pictures for the surfaces: decoded in the real decoder processes, as JPEG.
@Suite("Pictures for the surfaces, made by the app", .serialized)
struct SnapshotMakerTests {
  static func maker() -> SnapshotMaker {
    SnapshotMaker(
      decoder: IsolatedDecoder(
        executable: CarouselProcess.executable, workerCount: 1,
        cacheBudget: MemoryBudget(megabytes: 16)))
  }

  /// The one answer of a request.
  static func answer(
    _ maker: SnapshotMaker, _ path: String, longestSide: Int
  ) throws -> Result<[UInt8], ControlError> {
    let answers = Locked<[Result<[UInt8], ControlError>]>([])
    maker.jpeg(of: path, longestSide: longestSide) { result in
      answers.withLock { $0.append(result) }
    }
    try waitUntil("the answer", in: answers) { !$0.isEmpty }
    return answers.withLock { $0[0] }
  }

  @Test("a 300×200 PNG asked for at 120 px is a 120×80 JPEG of its colour")
  func picture() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("red.png")
    try SDLTestSession.run {
      try writeSolidPNG(path, size: Size(width: 300, height: 200), color: Color(rgb: 0xC0_3020))
    }
    let maker = Self.maker()
    defer { maker.stop() }
    let bytes = try Self.answer(maker, path, longestSide: 120).get()
    let jpeg = try folder.write("snapshot.jpg", bytes: bytes)
    let (size, pixel) = try SDLTestSession.run {
      let picture = try Surface(contentsOfFile: jpeg)
      return (picture.size, picture.pixel(x: 60, y: 40))
    }
    #expect(bytes.starts(with: [0xFF, 0xD8, 0xFF]), "a JPEG")
    #expect(size == Size(width: 120, height: 80))
    let channels = [pixel?.red, pixel?.green, pixel?.blue].map { Int($0 ?? 0) }
    #expect(zip(channels, [0xC0, 0x30, 0x20]).allSatisfy { abs($0 - $1) <= 6 }, "\(channels)")
  }

  @Test("a file that is not a picture answers the decoder's reason, in words")
  func notAPicture() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("notes.png", bytes: Array("not a picture at all".utf8))
    let maker = Self.maker()
    defer { maker.stop() }
    let result = try Self.answer(maker, path, longestSide: 1280)
    #expect(
      throws: ControlError("not a picture format Carousel can read (unrecognised content)")
    ) { try result.get() }
  }
}
