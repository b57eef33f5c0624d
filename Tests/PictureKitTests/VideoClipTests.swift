import Foundation
import Geometry
import PictureDecoding
import PictureFiles
import TestSupport
import Testing

/// Clips decoded by FFmpeg in a video worker and shown at explicit virtual times: each codec's
/// frames have the colour of their segment at each time (red until 1 s, blue until 2 s, green
/// until 3 s), frame k is due k / fps after the start, and pause, seek and the end behave.
@Suite(.serialized) struct VideoClipTests {
  /// Times in each segment, away from its edges, and the segment's colour.
  static let probes: [(time: Double, colour: UInt32)] = [
    (0.5, TestClips.segments[0]), (1.5, TestClips.segments[1]), (2.5, TestClips.segments[2]),
  ]

  @Test(
    "each codec's frames have their segment's colour at each time", arguments: TestClips.encodings)
  func coloursAtTimes(_ encoding: TestClips.Encoding) throws {
    let folder = try TemporaryFolder()
    let clip = try TestClips.open(try TestClips.colours(encoding, in: folder))
    defer { clip.close() }
    #expect(TestClips.near(TestClips.centre(try clip.frame(at: 100)), TestClips.segments[0]))
    #expect(clip.facts.frameSize == Size(width: 320, height: 240))
    #expect(abs(clip.facts.duration - 3) < 0.1, "\(clip.facts.duration)")
    #expect(clip.facts.frameRate == Double(TestClips.frameRate))
    #expect(!clip.facts.hasSound)
    clip.play(at: 100)
    for probe in Self.probes {
      let frame = try clip.frame(at: 100 + probe.time)
      let colour = TestClips.centre(frame)
      #expect(
        TestClips.near(colour, probe.colour),
        "\(encoding.name) at \(probe.time) s: \(TestClips.hex(colour))")
      #expect(frame.index == Int(probe.time * Double(TestClips.frameRate)))
      // Matroska counts in milliseconds.
      #expect(abs(frame.time - Double(frame.index) / Double(TestClips.frameRate)) < 0.001)
    }
  }

  @Test("frame k is shown from k / fps on; the next deadline is frame k + 1's")
  func framesAtTheirTimes() throws {
    let folder = try TemporaryFolder()
    let encoding = TestClips.encodings[0]
    let clip = try TestClips.open(try TestClips.colours(encoding, in: folder))
    defer { clip.close() }
    #expect(clip.nextDeadline == nil, "paused: nothing due")
    clip.play(at: 10)
    let step = 1.0 / Double(TestClips.frameRate)
    for k in [0, 1, 7, 14, 15, 16, 44] {
      let due = 10 + Double(k) * step
      #expect(try clip.frame(at: due).index == k)
      #expect(try clip.frame(at: due + step * 0.99).index == k)
      let next = try #require(clip.nextDeadline)
      #expect(abs(next - (due + step)) < 1e-9, "frame \(k): \(next)")
    }
    #expect(clip.droppedFrames > 0, "frames skipped between the times asked are dropped")
  }

  @Test("frames shown in place: each new one handed out once, with its segment's colour")
  func framesHandedOutInPlace() throws {
    let folder = try TemporaryFolder()
    let clip = try TestClips.open(try TestClips.colours(TestClips.encodings[0], in: folder))
    defer { clip.close() }
    let size = clip.facts.frameSize
    var handed: [UInt32] = []
    func show(at time: Double) throws -> Int {
      try clip.showFrame(at: time) { pixels in
        let rows = pixels.assumingMemoryBound(to: UInt32.self)
        handed.append(rows[(size.height / 2) * size.width + size.width / 2] & 0xFF_FFFF)
      }
    }
    clip.play(at: 10)
    for probe in Self.probes {
      let before = handed.count
      let index = try show(at: 10 + probe.time)
      #expect(index == Int(probe.time * Double(TestClips.frameRate)))
      #expect(handed.count == before + 1, "a new frame is handed out")
      #expect(TestClips.near(handed.last ?? 0, probe.colour), "\(probe.time) s")
      #expect(try show(at: 10 + probe.time) == index)
      #expect(handed.count == before + 1, "the same frame is not handed out again")
      // The frame asked for as pixels is the one handed out.
      #expect(TestClips.near(TestClips.centre(try clip.frame(at: 10 + probe.time)), probe.colour))
    }
  }

  @Test("paused, it holds its frame and nothing is due; seek shows the frame at the target")
  func pauseAndSeek() throws {
    let folder = try TemporaryFolder()
    let clip = try TestClips.open(try TestClips.colours(TestClips.encodings[0], in: folder))
    defer { clip.close() }
    clip.play(at: 0)
    #expect(TestClips.near(TestClips.centre(try clip.frame(at: 1.2)), TestClips.segments[1]))
    clip.pause(at: 1.2)
    #expect(clip.nextDeadline == nil)
    #expect(TestClips.near(TestClips.centre(try clip.frame(at: 9)), TestClips.segments[1]))
    #expect(clip.position(at: 9) == 1.2)
    clip.seek(to: 2.4, at: 9)
    let sought = try clip.frame(at: 9)
    #expect(TestClips.near(TestClips.centre(sought), TestClips.segments[2]))
    #expect(sought.index == 36)
    clip.seek(to: 0.2, at: 9)
    clip.play(at: 20)
    #expect(TestClips.near(TestClips.centre(try clip.frame(at: 20.5)), TestClips.segments[0]))
    #expect(try clip.frame(at: 20.5).index == 10)
    #expect(TestClips.near(TestClips.centre(try clip.frame(at: 21.0)), TestClips.segments[1]))
  }

  @Test("the end: the last frame stays, it is ended, and nothing is due")
  func end() throws {
    let folder = try TemporaryFolder()
    let clip = try TestClips.open(try TestClips.colours(TestClips.encodings[0], in: folder))
    defer { clip.close() }
    clip.play(at: 0)
    #expect(!clip.isEnded)
    let last = try clip.frame(at: 50)
    #expect(last.index == 3 * TestClips.frameRate - 1)
    #expect(TestClips.near(TestClips.centre(last), TestClips.segments[2]))
    #expect(clip.isEnded)
    #expect(clip.nextDeadline == nil)
    clip.seek(to: 0, at: 50)
    #expect(!clip.isEnded)
    #expect(TestClips.near(TestClips.centre(try clip.frame(at: 50.1)), TestClips.segments[0]))
  }

  @Test("the same frames on every run")
  func repeatable() throws {
    let folder = try TemporaryFolder()
    let path = try TestClips.colours(TestClips.encodings[1], in: folder)
    let runs = try (0..<2).map { _ in
      let clip = try TestClips.open(path)
      defer { clip.close() }
      clip.play(at: 0)
      return try [0.0, 0.7, 1.3, 2.9].map { try clip.frame(at: $0) }
    }
    #expect(runs[0] == runs[1])
  }

  @Test("a clip inside a larger file plays from its byte range (a Motion Photo's)")
  func byteRange() throws {
    let folder = try TemporaryFolder()
    let clip = try [UInt8](
      Data(
        contentsOf: URL(fileURLWithPath: try TestClips.colours(TestClips.encodings[0], in: folder)))
    )
    let still = [UInt8](repeating: 0xD8, count: 4321)
    try folder.write(still + clip + [UInt8](repeating: 0, count: 999), to: "motion.jpg")
    let played = try TestClips.open(
      folder.file("motion.jpg"), offset: still.count, length: clip.count)
    defer { played.close() }
    played.play(at: 0)
    #expect(TestClips.near(TestClips.centre(try played.frame(at: 1.5)), TestClips.segments[1]))
    #expect(throws: ClipError.self) { try TestClips.open(folder.file("motion.jpg")) }
  }
}
