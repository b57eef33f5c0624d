import Control
import Testing

@testable import MPRISSurface

/// What Carousel says of itself on MPRIS: the player's properties for a status, the track's
/// metadata, the methods' commands.
@Suite("MPRIS properties")
struct MPRISPropertiesTests {
  static func status(index: Int?, count: Int = 3, paused: Bool = true, wraps: Bool = true)
    -> Status
  {
    var status = Status()
    status.index = index
    status.count = count
    if index != nil {
      status.name = "b ü.jpg"
      status.path = "/srv/frame/Summer 24/b ü.jpg"
    }
    status.isPaused = paused
    status.wraps = wraps
    return status
  }

  static func value(_ key: String, in entries: [BusValue.Entry]) -> BusValue? {
    entries.first { $0.key == key }?.value
  }

  @Test func theSlideshowIsThePlaybackAndThePictureTheTrack() {
    let playing = MPRISProperties.player(Self.status(index: 2, paused: false))
    #expect(Self.value("PlaybackStatus", in: playing) == .string("Playing"))
    #expect(
      Self.value("Metadata", in: playing)
        == .dictionary([
          .init("mpris:trackid", .objectPath("/org/mpris/MediaPlayer2/carousel/picture/2")),
          .init("xesam:title", .string("b ü.jpg")), .init("xesam:album", .string("Summer 24")),
          .init("xesam:url", .string("file:///srv/frame/Summer%2024/b%20%C3%BC.jpg")),
          .init("mpris:artUrl", .string("file:///srv/frame/Summer%2024/b%20%C3%BC.jpg")),
        ]))
    let paused = MPRISProperties.player(Self.status(index: 2))
    #expect(Self.value("PlaybackStatus", in: paused) == .string("Paused"))
    let empty = MPRISProperties.player(Self.status(index: nil, count: 0))
    #expect(Self.value("PlaybackStatus", in: empty) == .string("Stopped"))
    #expect(
      Self.value("Metadata", in: empty)
        == .dictionary([
          .init("mpris:trackid", .objectPath("/org/mpris/MediaPlayer2/TrackList/NoTrack"))
        ]))
  }

  @Test func nextAndPreviousStopAtTheEndsOnlyWithNoWrap() {
    let cases: [(index: Int, wraps: Bool, next: Bool, previous: Bool)] = [
      (1, true, true, true), (3, true, true, true), (1, false, true, false),
      (2, false, true, true), (3, false, false, true),
    ]
    for (index, wraps, next, previous) in cases {
      let player = MPRISProperties.player(Self.status(index: index, wraps: wraps))
      #expect(Self.value("CanGoNext", in: player) == .bool(next), "picture \(index)")
      #expect(Self.value("CanGoPrevious", in: player) == .bool(previous), "picture \(index)")
    }
  }

  @Test func onlyWhatChangedIsAnnounced() {
    let before = MPRISProperties.player(Self.status(index: 1))
    let after = MPRISProperties.player(Self.status(index: 1, paused: false))
    #expect(MPRISProperties.changes(from: before, to: after).map(\.key) == ["PlaybackStatus"])
    #expect(MPRISProperties.changes(from: after, to: after).isEmpty)
  }

  @Test func methodsAreCommands() {
    let player = MPRISConstants.playerInterface
    let running = Self.status(index: 1, paused: false)
    #expect(MPRISMethod(interface: player, member: "Next", status: nil) == .command(.next))
    #expect(MPRISMethod(interface: player, member: "Previous", status: nil) == .command(.previous))
    #expect(MPRISMethod(interface: player, member: "Stop", status: running) == .command(.pause))
    #expect(
      MPRISMethod(interface: player, member: "PlayPause", status: running) == .command(.pause))
    #expect(
      MPRISMethod(interface: player, member: "PlayPause", status: Self.status(index: 1))
        == .command(.play))
    #expect(MPRISMethod(interface: player, member: "Seek", status: nil) == .nothing)
    #expect(MPRISMethod(interface: player, member: "OpenUri", status: nil) == .unsupported)
    #expect(MPRISMethod(interface: player, member: "Shuffle", status: nil) == .unknown)
    let root = MPRISConstants.rootInterface
    #expect(MPRISMethod(interface: root, member: "Quit", status: nil) == .command(.quit))
    #expect(MPRISMethod(interface: root, member: "Raise", status: nil) == .command(.raise))
    #expect(BusValue.dictionary([]).signature == "a{sv}" && BusValue.strings([]).signature == "as")
  }

  @Test("a clip on screen: it seeks, its position and length in µs, playing while it plays")
  func clipOnScreen() {
    var status = Self.status(index: 2)
    status.kind = .clip
    status.clip = ClipState(position: 1.25, length: 3.5, isPlaying: true, isMuted: true)
    let player = MPRISProperties.player(status)
    #expect(Self.value("CanSeek", in: player) == .bool(true))
    #expect(Self.value("Position", in: player) == .int64(1_250_000))
    #expect(Self.value("PlaybackStatus", in: player) == .string("Playing"))
    guard case .dictionary(let metadata)? = Self.value("Metadata", in: player) else {
      Issue.record("no metadata")
      return
    }
    #expect(Self.value("mpris:length", in: metadata) == .int64(3_500_000))
    let picture = MPRISProperties.player(Self.status(index: 2))
    #expect(Self.value("CanSeek", in: picture) == .bool(false))
    #expect(Self.value("Position", in: picture) == .int64(0))

    let interface = MPRISConstants.playerInterface
    let track = MPRISConstants.trackPrefix + "2"
    func method(_ member: String, _ arguments: MPRISMethod.Arguments, _ status: Status?)
      -> MPRISMethod
    {
      MPRISMethod(interface: interface, member: member, status: status, arguments: arguments)
    }
    #expect(method("Seek", .init(microseconds: -2_500_000), status) == .command(.seek(.by(-2.5))))
    #expect(
      method("SetPosition", .init(microseconds: 500_000, trackID: track), status)
        == .command(.seek(.to(0.5))))
    #expect(
      method("SetPosition", .init(microseconds: 500_000, trackID: track + "1"), status)
        == .nothing, "another track")
    #expect(
      method("SetPosition", .init(microseconds: -1, trackID: track), status) == .nothing,
      "before the start")
    #expect(method("Seek", .init(microseconds: 1), Self.status(index: 2)) == .nothing, "a photo")
    #expect(method("PlayPause", .init(), status) == .command(.pause), "the clip plays")
    status.clip?.isPlaying = false
    #expect(method("PlayPause", .init(), status) == .command(.play))
    #expect(
      MPRISProperties.player(status).contains { $0 == .init("PlaybackStatus", .string("Paused")) })
  }

  @Test func seekedOnlyWhenTheSameClipWasMoved() {
    var before = Self.status(index: 2)
    before.clip = ClipState(position: 1, length: 6, isPlaying: true, isMuted: true, seeks: 0)
    var paused = before
    paused.clip = ClipState(position: 1.5, length: 6, isPlaying: false, isMuted: true, seeks: 0)
    #expect(MPRISProperties.seekedPosition(from: before, to: paused) == nil, "a pause")
    var sought = paused
    sought.clip = ClipState(position: 4.5, length: 6, isPlaying: false, isMuted: true, seeks: 1)
    #expect(MPRISProperties.seekedPosition(from: paused, to: sought) == 4_500_000)
    var other = Self.status(index: 3)
    other.clip = ClipState(position: 0, length: 6, isPlaying: true, isMuted: true, seeks: 2)
    #expect(MPRISProperties.seekedPosition(from: sought, to: other) == nil, "another item")
    #expect(MPRISProperties.seekedPosition(from: Self.status(index: 2), to: sought) == nil)
  }

  @Test("Volume is the clip's, and setting it is the volume command in whole percent")
  func volume() {
    var status = Self.status(index: 2)
    #expect(Self.value("Volume", in: MPRISProperties.player(status)) == .double(1), "a picture")
    status.clip = ClipState(position: 0, length: 3, isPlaying: true, isMuted: false, volume: 35)
    #expect(Self.value("Volume", in: MPRISProperties.player(status)) == .double(0.35))
    #expect(MPRISMethod.setting("Volume", to: 0.5) == .volume(50))
    #expect(MPRISMethod.setting("Volume", to: 0.254) == .volume(25))
    #expect(MPRISMethod.setting("Volume", to: 1.5) == .volume(100), "above 1 is 1")
    #expect(MPRISMethod.setting("Volume", to: -0.2) == .volume(0), "below 0 is 0")
    #expect(MPRISMethod.setting("Volume", to: .nan) == nil)
    #expect(MPRISMethod.setting("Volume", to: nil) == nil, "not a double")
    #expect(MPRISMethod.setting("Rate", to: 2) == nil, "read-only")
    #expect(
      MPRISIntrospection.xml.contains(#"<property name="Volume" type="d" access="readwrite"/>"#))
  }
}
