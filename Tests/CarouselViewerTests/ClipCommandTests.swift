import Control
import Foundation
import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import CarouselViewer
@testable import PictureFiles
@testable import PictureKit

/// The clip on screen through the command set (issue 36), on the virtual clock: the status
/// says the item's kind and the clip's position, length and playing, `seek` moves it to the
/// exact frame, `pause` and `play` hold it and play it on; a picture has no clip to seek.
@Suite(.serialized) struct ClipCommandTests {
  static func run(_ command: ControlCommand, _ harness: ViewerHarness) -> ControlReply {
    harness.viewer.execute(command, from: .surface("test"), now: harness.clock.now())
  }

  @Test("the status tells the clip, and seek, pause and play act on it")
  func statusAndCommands() throws {
    let folder = try TemporaryFolder()
    try SDLTestSession.run {
      let harness = try ClipSeekingTests.restingOnClip(folder)
      let viewer = harness.viewer
      let start = harness.clock.now()
      ClipSeekingTests.advance(harness, to: start + 0.5)
      var status = viewer.status(at: harness.clock.now())
      #expect(status.kind == .clip)
      var clip = try #require(status.clip)
      #expect(abs(clip.position - 0.5) < 1e-6 && abs(clip.length - 6) < 0.01, "\(clip)")
      #expect(clip.isPlaying && clip.isMuted)
      #expect(viewer.status.clip?.position == 0, "published: where it started playing")
      #expect(
        status.json.contains(
          #""kind":"clip","position":0.5,"length":6.0,"playing":true,"muted":true,"#))

      #expect(Self.run(.seek(.to(4.5)), harness) == .ok)
      #expect(try ClipSeekingTests.shownFrame(harness) == 45)
      #expect(viewer.status.clip?.position == 4.5, "a seek is published")
      #expect(Self.run(.seek(.by(-1)), harness) == .ok)
      #expect(try ClipSeekingTests.shownFrame(harness) == 35)

      #expect(Self.run(.pause, harness) == .ok)
      ClipSeekingTests.advance(harness, to: start + 1.5)
      #expect(try ClipSeekingTests.shownFrame(harness) == 35, "paused")
      clip = try #require(viewer.status(at: harness.clock.now()).clip)
      #expect(!clip.isPlaying && abs(clip.position - 3.5) < 1e-6)
      #expect(harness.viewer.nextDeadline(after: harness.clock.now()) == nil, "idle")

      #expect(Self.run(.play, harness) == .ok)
      ClipSeekingTests.advance(harness, to: start + 2)
      #expect(try ClipSeekingTests.shownFrame(harness) == 40, "it plays on from 3.5 s")
      status = viewer.status(at: harness.clock.now())
      #expect(status.clip?.isPlaying == true)
      #expect(status.isPaused, "play on a paused clip plays the clip, not a slideshow")
      #expect(Self.run(.play, harness) == .ok)
      #expect(viewer.slideshow.isRunning, "play on a playing clip starts the slideshow")

      #expect(Self.run(.pause, harness) == .ok)
      harness.perform(.next)
      ClipSeekingTests.advance(harness, to: start + 4)
      status = viewer.status(at: harness.clock.now())
      #expect(status.kind == .picture && status.clip == nil)
      #expect(
        Self.run(.seek(.to(1)), harness)
          == .failure(ControlError("seek: no clip is playing on screen")))
    }
  }

  @Test("m, mute and unmute turn the clip's sound off and on, volume sets its percent")
  func soundCommands() throws {
    let folder = try TemporaryFolder()
    try SDLTestSession.run {
      let harness = try ClipSeekingTests.restingOnClip(folder)
      let viewer = harness.viewer
      func clip() throws -> ClipState { try #require(viewer.status(at: harness.clock.now()).clip) }
      #expect(try clip().isMuted && clip().volume == 100, "muted, as --videos muted starts")
      harness.press(.m)
      #expect(try !clip().isMuted, "m unmutes")
      #expect(viewer.status.json.contains(#""muted":false,"#), "published")
      harness.press(.m)
      #expect(try clip().isMuted, "m mutes again")
      #expect(Self.run(.unmute, harness) == .ok)
      #expect(try !clip().isMuted)
      #expect(Self.run(.mute, harness) == .ok)
      #expect(try clip().isMuted)
      #expect(Self.run(.volume(50), harness) == .ok)
      #expect(try clip().volume == 50 && clip().isMuted, "the volume leaves muting alone")
      #expect(viewer.status.json.hasSuffix(#","volume":50}"#))
      harness.perform(.next)
      ClipSeekingTests.advance(harness, to: harness.clock.now() + 2)
      #expect(viewer.status.clip == nil && viewer.status.json.hasSuffix(#","volume":null}"#))
      #expect(Self.run(.unmute, harness) == .ok, "a setting for the clips after")
      #expect(viewer.clips.sound == ClipSound(isMuted: false, volume: 50))
    }
  }
}
