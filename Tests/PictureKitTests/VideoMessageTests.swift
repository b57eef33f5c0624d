import Geometry
import PictureCodecs
import Testing

@testable import PictureDecoding

/// The video worker's messages survive the socket, and any cut or garbage is no message; the
/// timeline's position at explicit instants through play, pause and seek.
struct VideoMessageTests {
  static let facts = VideoStreamFacts(
    duration: 3.5, frameRate: 29.97, codedWidth: 1920, codedHeight: 1080, shownWidth: 1080,
    shownHeight: 1920, rotation: 90, hasSound: true, codec: "hevc")
  static let messages: [VideoMessage] = [
    .open(
      offset: 12_345, length: -1, box: Size(width: 1920, height: 1080), hardware: .auto,
      name: "IMG_1.MP4"),
    .open(offset: 0, length: 99, box: Size(width: 64, height: 48), hardware: .no, name: "a.mkv"),
    .release(slot: 3), .seek(generation: 7, seconds: 1.25, exact: true),
    .seek(generation: 8, seconds: 0.5, exact: false),
    .opened(facts, frameSize: Size(width: 608, height: 1080), slots: 4),
    .opened(
      VideoStreamFacts(
        duration: 1, frameRate: 30, codedWidth: 64, codedHeight: 48, shownWidth: 64,
        shownHeight: 48, rotation: 0, hasSound: false, codec: "h264", hardware: "VA-API"),
      frameSize: Size(width: 64, height: 48), slots: 2),
    .opened(
      VideoStreamFacts(
        duration: 1, frameRate: 30, codedWidth: 64, codedHeight: 48, shownWidth: 64,
        shownHeight: 48, rotation: 0, hasSound: false, codec: "vp9",
        hardwareFallback: "VA-API on /dev/dri/renderD128 did not open (Input/output error)"),
      frameSize: Size(width: 64, height: 48), slots: 2),
    .frame(slot: 2, generation: 7, time: 1.2345), .ended(generation: 7),
    .failed("not a container Carousel plays (Invalid data found when processing input)"),
    .listen(true), .listen(false),
    .sound(generation: 2, time: 0.085, samples: [0, -1, 32767, -32768, 4096, -4096]),
    .sound(generation: 0, time: 0, samples: []),
  ]

  @Test("every message survives its bytes; every cut of them is no message or another")
  func roundTrip() {
    for message in Self.messages {
      #expect(VideoMessage.parse(message.bytes) == message)
      let bytes = message.bytes
      for cut in 0..<bytes.count {
        // Text at the end may be cut anywhere; numbers may not.
        if let parsed = VideoMessage.parse(Array(bytes.prefix(cut))) {
          #expect(parsed != message || cut == bytes.count)
        }
      }
    }
    #expect(VideoMessage.parse([]) == nil)
    #expect(VideoMessage.parse([0]) == nil)
    #expect(VideoMessage.parse([99, 1, 2, 3]) == nil)
    // Sound claiming more samples than it brings, or half a frame, is no message.
    var claims = VideoMessage.sound(generation: 1, time: 0, samples: [1, 2]).bytes
    claims[10] = 1  // 258 samples claimed
    #expect(VideoMessage.parse(claims) == nil)
    #expect(
      VideoMessage.parse(VideoMessage.sound(generation: 1, time: 0, samples: [1]).bytes) == nil)
  }

  @Test("frames are handed over at the size shown, fitted in the box, never enlarged")
  func frameSize() {
    let fit = VideoWorkerSession.frameSize
    #expect(
      fit(Size(width: 1920, height: 1080), Size(width: 1280, height: 1024))
        == Size(width: 1280, height: 720))
    #expect(
      fit(Size(width: 1080, height: 1920), Size(width: 1920, height: 1080))
        == Size(width: 608, height: 1080))
    #expect(
      fit(Size(width: 320, height: 240), Size(width: 1920, height: 1080))
        == Size(width: 320, height: 240))
    #expect(
      fit(Size(width: 4000, height: 1), Size(width: 100, height: 100))
        == Size(width: 100, height: 1))
    #expect(
      fit(Size(width: 640, height: 480), Size(width: 0, height: 0)) == Size(width: 1, height: 1))
  }

  @Test("the timeline: frame k of a clip started at t is due at t + k / fps; pause and seek")
  func timeline() {
    var timeline = ClipTimeline()
    #expect(timeline.position(at: 50) == 0)
    #expect(timeline.instant(of: 1) == nil)
    timeline.play(at: 10)
    #expect(timeline.position(at: 12.5) == 2.5)
    #expect(timeline.instant(of: 2) == 12)
    timeline.play(at: 11)  // playing already: nothing moves
    #expect(timeline.position(at: 12.5) == 2.5)
    timeline.pause(at: 13)
    #expect(timeline.position(at: 100) == 3)
    timeline.seek(to: 1, at: 100)
    #expect(timeline.position(at: 200) == 1)
    timeline.play(at: 200)
    #expect(timeline.position(at: 200.5) == 1.5)
    timeline.seek(to: -4, at: 201)
    #expect(timeline.position(at: 202) == 1)
  }
}
