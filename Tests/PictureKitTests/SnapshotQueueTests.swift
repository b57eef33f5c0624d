import Foundation
import Geometry
import PictureCodecs
import SystemKit
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles
@testable import PictureKit

/// The surfaces' pictures: fitted to the size asked for, encoded as JPEG, one decode shared by
/// the requests that wait for it and kept while the file is unchanged.
@Suite("Pictures for the surfaces (SnapshotQueue)")
struct SnapshotQueueTests {
  /// The answers one request gets, kept for the test to read.
  final class Answers: Sendable {
    let results = Locked<[Result<[UInt8], DecodeFailure>]>([])

    var all: [Result<[UInt8], DecodeFailure>] { results.withLock { $0 } }

    func take(_ result: Result<[UInt8], DecodeFailure>) {
      results.withLock { $0.append(result) }
    }

    /// The JPEG of the only answer, decoded whole.
    func picture() throws -> (width: Int, height: Int, argb: [UInt32]) {
      try waitUntil("the answer", in: results) { !$0.isEmpty }
      #expect(all.count == 1, "one answer per request")
      let bytes = try all[0].get()
      return try JPEGCodec.decodePixels(
        bytes, atLeast: (1 << 14, 1 << 14), limits: CodecLimits(maximumPixels: 1 << 30))
    }
  }

  /// Whether each channel of `argb` is within `tolerance` of `expected`'s.
  static func near(_ argb: UInt32, _ expected: UInt32, tolerance: Int = 6) -> Bool {
    [16, 8, 0].allSatisfy { shift in
      abs(Int(argb >> UInt32(shift) & 0xFF) - Int(expected >> UInt32(shift) & 0xFF)) <= tolerance
    }
  }

  @Test("a 2000×1000 picture asked for at 1280 px is a 1280×640 JPEG of its colour")
  func fittedToTheLongestSide() throws {
    let decoder = SolidColorDecoder(size: Size(width: 2000, height: 1000))
    let queue = SnapshotQueue(decoder: decoder)
    defer { queue.stop() }
    let answers = Answers()
    queue.jpeg(of: FilePath("/pictures/beach.jpg"), longestSide: 1280, done: answers.take)
    let picture = try answers.picture()
    #expect(picture.width == 1280 && picture.height == 640)
    let expected = SolidColorDecoder.color(of: FilePath("/pictures/beach.jpg"))
    #expect(picture.argb.allSatisfy { Self.near($0, expected) })
  }

  @Test("a small picture is never enlarged")
  func neverEnlarged() throws {
    let queue = SnapshotQueue(decoder: SolidColorDecoder(size: Size(width: 64, height: 48)))
    defer { queue.stop() }
    let answers = Answers()
    queue.jpeg(of: FilePath("/pictures/small.png"), longestSide: 1280, done: answers.take)
    let picture = try answers.picture()
    #expect(picture.width == 64 && picture.height == 48)
  }

  @Test("the encoder keeps each quadrant's colour where it was, transparency over black")
  func quadrantsAndTransparency() throws {
    let colors: [UInt32] = [0xFFE0_2020, 0xFF20_E020, 0xFF20_20E0, 0x8000_FF00]
    var pixels = [UInt32](repeating: 0, count: 64 * 64)
    for y in 0..<64 {
      for x in 0..<64 { pixels[y * 64 + x] = colors[(y / 32) * 2 + x / 32] }
    }
    let buffer = PixelBuffer(size: Size(width: 64, height: 64), pixels: pixels)
    let bytes = try buffer.jpeg(quality: 95)
    #expect(bytes.starts(with: [0xFF, 0xD8, 0xFF]), "a JPEG's start of image")
    let decoded = try JPEGCodec.decodePixels(
      bytes, atLeast: (64, 64), limits: CodecLimits(maximumPixels: 1 << 20))
    let centres = [(16, 16), (48, 16), (16, 48), (48, 48)].map { decoded.argb[$0.1 * 64 + $0.0] }
    #expect(Self.near(centres[0], colors[0]))
    #expect(Self.near(centres[1], colors[1]))
    #expect(Self.near(centres[2], colors[2]))
    #expect(Self.near(centres[3], 0xFF00_8000), "half-transparent green over black")
  }

  @Test("requests waiting for the same picture share its decode; an unchanged file is kept")
  func sharedAndKept() throws {
    let folder = try TemporaryFolder()
    let path = FilePath(try folder.write("a.png", bytes: [1]))
    let decoder = SolidColorDecoder()
    decoder.gate.close()
    let queue = SnapshotQueue(decoder: decoder)
    defer { queue.stop() }
    let first = Answers()
    let second = Answers()
    queue.jpeg(of: path, longestSide: 640, done: first.take)
    try decoder.waitForDecodes(1, "the first decode to start")
    queue.jpeg(of: path, longestSide: 640, done: second.take)
    let other = Answers()
    queue.jpeg(of: path, longestSide: 320, done: other.take)
    decoder.gate.open()
    _ = try first.picture()
    _ = try second.picture()
    _ = try other.picture()
    #expect(decoder.decodedPaths.count == 2, "one decode per size, the second request waited")
    let again = Answers()
    queue.jpeg(of: path, longestSide: 640, done: again.take)
    _ = try again.picture()
    #expect(decoder.decodedPaths.count == 2, "the file did not change: the JPEG was kept")
    try folder.write([1, 2], to: "a.png")
    let changed = Answers()
    queue.jpeg(of: path, longestSide: 640, done: changed.take)
    _ = try changed.picture()
    #expect(decoder.decodedPaths.count == 3, "a file written again is decoded again")
  }

  @Test("a picture that cannot be decoded answers the decoder's reason, and is tried again")
  func failureIsTheDecodersReason() throws {
    let decoder = SolidColorDecoder()
    let queue = SnapshotQueue(decoder: decoder)
    defer { queue.stop() }
    for attempt in 1...2 {
      let answers = Answers()
      queue.jpeg(of: FilePath("/pictures/bad.png"), longestSide: 640, done: answers.take)
      try waitUntil("the answer", in: answers.results) { !$0.isEmpty }
      #expect(throws: DecodeFailure.unknownFormat) { try answers.all[0].get() }
      #expect(decoder.decodedPaths.count == attempt, "failures are not kept")
    }
  }

  @Test("a stop answers the requests waiting 'stopped', the one being made as it ends")
  func stop() throws {
    let decoder = SolidColorDecoder()
    decoder.gate.close()
    let queue = SnapshotQueue(decoder: decoder)
    let making = Answers()
    let waiting = Answers()
    queue.jpeg(of: FilePath("/pictures/a.png"), longestSide: 640, done: making.take)
    try decoder.waitForDecodes(1, "the decode to start")
    queue.jpeg(of: FilePath("/pictures/b.png"), longestSide: 640, done: waiting.take)
    queue.stop()
    decoder.gate.open()
    _ = try making.picture()
    try waitUntil("the waiting request's answer", in: waiting.results) { !$0.isEmpty }
    #expect(throws: DecodeFailure.stopped) { try waiting.all[0].get() }
    let late = Answers()
    queue.jpeg(of: FilePath("/pictures/c.png"), longestSide: 640, done: late.take)
    try waitUntil("the late request's answer", in: late.results) { !$0.isEmpty }
    #expect(throws: DecodeFailure.stopped) { try late.all[0].get() }
    #expect(decoder.decodedPaths.count == 1)
  }
}
