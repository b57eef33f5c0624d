import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The real binary on a private session bus (`dbus-daemon --session`), steered and watched by
/// `playerctl` and `busctl`, as the desktop's media controls steer it.
@Suite(.serialized) struct MediaControlsTests {
  /// A live Carousel on `bus`, with `arguments`.
  static func frame(on bus: PrivateSessionBus, _ arguments: [String] = []) throws -> SurfaceHarness
  {
    try SurfaceHarness(arguments, environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
  }

  /// `busctl`'s answer for a property of the player.
  static func property(_ name: String, on bus: PrivateSessionBus, of player: String) -> String? {
    bus.run(
      "busctl",
      [
        "--address=\(bus.address)", "get-property", player, "/org/mpris/MediaPlayer2",
        "org.mpris.MediaPlayer2.Player", name,
      ])
  }

  /// Returns once `name` is owned on `bus` (`gdbus wait`, which the bus wakes when it is);
  /// throws ``WaitTimeout`` when it is not within the usual wait.
  static func waitForName(_ name: String, on bus: PrivateSessionBus) throws {
    let seconds = Int(WaitTimeout.defaultSeconds)
    guard bus.run("gdbus", ["wait", "--session", "--timeout", String(seconds), name]) != nil else {
      throw WaitTimeout("\(name) on the bus", seconds: WaitTimeout.defaultSeconds)
    }
  }

  @Test func playerctlStepsAndPausesTheSlideshowAndSeesEveryChange() throws {
    let bus = try PrivateSessionBus()
    let frame = try Self.frame(on: bus, ["--no-wrap"])
    // The surface takes its name on its own thread once the first picture is shown.
    try Self.waitForName("org.mpris.MediaPlayer2.carousel", on: bus)
    #expect(bus.run("playerctl", ["-l"]) == "carousel")
    #expect(bus.run("playerctl", ["-p", "carousel", "metadata", "xesam:title"]) == "a.png")
    #expect(
      bus.run("playerctl", ["-p", "carousel", "metadata", "xesam:url"])
        == "file://" + frame.pictures + "/a.png")
    #expect(bus.run("playerctl", ["-p", "carousel", "status"]) == "Paused")
    let player = "org.mpris.MediaPlayer2.carousel"
    #expect(Self.property("CanGoPrevious", on: bus, of: player) == "b false")  // --no-wrap
    #expect(Self.property("CanGoNext", on: bus, of: player) == "b true")
    #expect(
      bus.run(
        "busctl",
        [
          "--address=\(bus.address)", "get-property", player, "/org/mpris/MediaPlayer2",
          "org.mpris.MediaPlayer2", "Identity",
        ]) == #"s "Carousel""#)

    // playerctl --follow prints each change it hears of in PropertiesChanged.
    let titles = try ToolProcess(
      "playerctl", ["-p", "carousel", "--follow", "metadata", "xesam:title"],
      environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
    let states = try ToolProcess(
      "playerctl", ["-p", "carousel", "--follow", "status"],
      environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
    #expect(titles.readLine() == "a.png")
    #expect(states.readLine() == "Paused")
    #expect(bus.run("playerctl", ["-p", "carousel", "next"]) != nil)
    #expect(titles.readLine() == "b.png")
    #expect(bus.run("playerctl", ["-p", "carousel", "next"]) != nil)
    #expect(titles.readLine() == "c.png")
    #expect(Self.property("CanGoNext", on: bus, of: player) == "b false")  // the last, --no-wrap
    #expect(bus.run("playerctl", ["-p", "carousel", "previous"]) != nil)
    #expect(titles.readLine() == "b.png")
    #expect(bus.run("playerctl", ["-p", "carousel", "play-pause"]) != nil)
    #expect(states.readLine() == "Playing")
    #expect(try frame.status { $0["paused"] as? Bool == false }["paused"] as? Bool == false)
    #expect(bus.run("playerctl", ["-p", "carousel", "stop"]) != nil)  // stops the slideshow
    #expect(states.readLine() == "Paused")
    #expect(try frame.status { $0["paused"] as? Bool == true }["paused"] as? Bool == true)

    // Quit over the bus ends Carousel as quitting does.
    #expect(
      bus.run(
        "busctl",
        [
          "--address=\(bus.address)", "call", player, "/org/mpris/MediaPlayer2",
          "org.mpris.MediaPlayer2", "Quit",
        ]) != nil)
    #expect(try frame.child.wait().status == 0)
  }

  @Test func twoCarouselsGetTwoNames() throws {
    let bus = try PrivateSessionBus()
    let first = try Self.frame(on: bus)
    let second = try Self.frame(on: bus)
    func players() -> [String] {
      bus.run("playerctl", ["-l"])?.split(separator: "\n").map(String.init) ?? []
    }
    try Self.waitForName("org.mpris.MediaPlayer2.carousel", on: bus)
    try Self.waitForName("org.mpris.MediaPlayer2.carousel.instance\(second.child.pid)", on: bus)
    let names = players()
    #expect(names == ["carousel", "carousel.instance\(second.child.pid)"])
    _ = try first.quit()
    _ = try second.quit()
  }

  @Test func aKioskOffersThemOnlyWithMPRISAndNoMPRISTurnsThemOff() throws {
    let bus = try PrivateSessionBus()
    let kiosk = try Self.frame(on: bus, ["--kiosk"])
    let refusing = try Self.frame(on: bus, ["--no-mpris"])
    // Both have shown their pictures and answered: their surfaces started, or never will.
    #expect(bus.run("playerctl", ["-l"]) == "")
    let offering = try Self.frame(on: bus, ["--kiosk", "--mpris"])
    try Self.waitForName("org.mpris.MediaPlayer2.carousel", on: bus)
    #expect(bus.run("playerctl", ["-l"]) == "carousel")
    for frame in [kiosk, refusing, offering] { _ = try frame.quit() }
  }

  @Test func playerctlSeeksTheClipOnScreenAndSeesItsLength() throws {
    let bus = try PrivateSessionBus()
    let folder = try TemporaryFolder()
    let clips = folder.file("clips")
    try FileManager.default.createDirectory(atPath: clips, withIntermediateDirectories: true)
    _ = try ClipFiles.numbered(in: folder, name: "clips/n.mp4")  // 6 s
    let socket = folder.file("run/control")
    // Every Seeked signal on the bus; its first line (its own NameAcquired) says it listens.
    let monitor = try ToolProcess(
      "dbus-monitor", ["--address", bus.address, "type='signal',member='Seeked'"])
    _ = monitor.readLine()
    let child = try RunningCarousel(
      ["--size", "64x36", "--control", socket, clips],
      environment: ["SDL_VIDEODRIVER": "offscreen", "DBUS_SESSION_BUS_ADDRESS": bus.address])
    func status() throws -> [String: Any] {
      let answer = try CarouselProcess.run(["--send", socket, "status"]).standardOutput
      return (try? JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any]) ?? [:]
    }
    func status(until isWanted: ([String: Any]) -> Bool) throws -> [String: Any] {
      var fields = try status()
      for _ in 0..<400 where !isWanted(fields) { fields = try status() }
      return fields
    }
    try Self.waitForName("org.mpris.MediaPlayer2.carousel", on: bus)
    // The clip opens once the carousel rests on it, then plays.
    #expect(try status { $0["playing"] as? Bool == true }["kind"] as? String == "clip")
    let player = "org.mpris.MediaPlayer2.carousel"
    #expect(Self.property("CanSeek", on: bus, of: player) == "b true")
    #expect(bus.run("playerctl", ["-p", "carousel", "metadata", "mpris:length"]) == "6000000")
    #expect(bus.run("playerctl", ["-p", "carousel", "pause"]) != nil)
    #expect(try status { $0["playing"] as? Bool == false }["playing"] as? Bool == false)
    // SetPosition, with the track's id from the metadata; then Seek, relative.
    #expect(bus.run("playerctl", ["-p", "carousel", "position", "4.5"]) != nil)
    #expect(try status { $0["position"] as? Double == 4.5 }["position"] as? Double == 4.5)
    #expect(bus.run("playerctl", ["-p", "carousel", "position", "1-"]) != nil)
    #expect(try status { $0["position"] as? Double == 3.5 }["position"] as? Double == 3.5)
    #expect(Self.property("Position", on: bus, of: player) == "x 3500000")
    _ = try CarouselProcess.run(["--send", socket, "quit"])
    #expect(try child.wait().status == 0)
    // Seeked after each seek, with the position it went to; the pause said none.
    monitor.stop()
    let lines = String(decoding: monitor.readAll(), as: UTF8.self).split(separator: "\n")
    let seeked = zip(lines, lines.dropFirst()).filter { $0.0.contains("member=Seeked") }
      .map { $0.1.trimmingCharacters(in: .whitespaces) }
    #expect(seeked == ["int64 4500000", "int64 3500000"])
  }
}
