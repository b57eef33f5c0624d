import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The real binary as a device on a real broker (Debian's `mosquitto` on a free loopback
/// port), seen through `mosquitto_sub` as Home Assistant sees it and steered through
/// `mosquitto_pub` with the payloads Home Assistant's entities send.
@Suite(.serialized) struct HomeAssistantTests {
  /// The discovery topics a frame of three pictures in one folder publishes, with payloads.
  static let entities = [
    "homeassistant/button/carousel_hall/next/config",
    "homeassistant/button/carousel_hall/previous/config",
    "homeassistant/switch/carousel_hall/slideshow/config",
    "homeassistant/switch/carousel_hall/display/config",
    "homeassistant/sensor/carousel_hall/picture/config",
  ]

  @Test func aFrameAppearsByDiscoveryAndIsPagedPausedAndWatchedFromHomeAssistant() throws {
    let broker = try MosquittoBroker()
    let watch = try broker.subscribe(["homeassistant/#", "carousel/hall/#"])
    let frame = try SurfaceHarness(["--mqtt", broker.address, "--mqtt-name", "Hall"])
    var discovered: Set<String> = []
    while discovered.count < Self.entities.count, let line = watch.readLine() {
      let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
      if parts.count == 3, Self.entities.contains(parts[1]) { discovered.insert(parts[1]) }
    }
    #expect(discovered == Set(Self.entities))
    #expect(broker.retained("carousel/hall/availability") == "online")
    #expect(broker.retained("carousel/hall/picture") == "a.png")

    // Each button press and switch turn, as Home Assistant sends it, and the retained state
    // after each page change.
    broker.publish("carousel/hall/command", "next")  // the Next button's payload_press
    #expect(watch.readLine { $0.hasSuffix("carousel/hall/picture b.png") } != nil)
    #expect(broker.retained("carousel/hall/picture") == "b.png")
    broker.publish("carousel/hall/command", "previous")
    #expect(watch.readLine { $0.hasSuffix("carousel/hall/picture a.png") } != nil)
    broker.publish("carousel/hall/command", #"{"command":"goto","target":"c.png"}"#)
    #expect(watch.readLine { $0.hasSuffix("carousel/hall/picture c.png") } != nil)
    let state = try #require(broker.retained("carousel/hall/state"))
    #expect(state.hasPrefix(#"{"index":3,"count":3,"name":"c.png","#))
    broker.publish("carousel/hall/command", "play")  // the Slideshow switch's payload_on
    #expect(watch.readLine { $0.hasSuffix("carousel/hall/slideshow on") } != nil)
    broker.publish("carousel/hall/command", "pause")  // payload_off
    #expect(watch.readLine { $0.hasSuffix("carousel/hall/slideshow off") } != nil)
    broker.publish("carousel/hall/command", "display off")  // the Display switch's payload_off
    #expect(watch.readLine { $0.hasSuffix("carousel/hall/display off") } != nil)
    #expect(try frame.status()["display"] as? String == "off")
    broker.publish("carousel/hall/command", "display on")
    #expect(watch.readLine { $0.hasSuffix("carousel/hall/display on") } != nil)
    broker.publish("carousel/all/command", "goto 1")  // the fleet's topic
    #expect(watch.readLine { $0.hasSuffix("carousel/hall/picture a.png") } != nil)
    broker.publish("carousel/hall/command", "goto 7")
    #expect(
      watch.readLine { $0.contains("carousel/hall/error") }
        == "0 carousel/hall/error error: goto 7: the pictures are numbered 1 to 3")
    broker.publish("carousel/hall/command", "{\"command\":")
    #expect(watch.readLine { $0.contains("carousel/hall/error") }?.contains("not a JSON") == true)

    // Quitting says goodbye: the availability turns offline.
    let ended = try frame.quit()
    #expect(ended.status == 0)
    #expect(broker.retained("carousel/hall/availability") == "offline")
    #expect(
      ended.standardError.split(separator: "\n").filter { $0.contains("mqtt") }.map(String.init)
        == [
          "carousel: --mqtt-name \"Hall\" is \"hall\" in topics (lower-case letters, digits, - "
            + "and _ only): another frame whose name is spelled the same shares its topics and "
            + "commands",
          "carousel: mqtt: connected to the broker at 127.0.0.1:\(broker.port)",
          "carousel: mqtt: a message on carousel/hall/command is not a command: the command is "
            + "not a JSON object of strings and numbers such as {\"command\":\"next\"}",
        ])
  }

  /// `FORMAT WIDTH HEIGHT` of `bytes` as ImageMagick reads them, and the mean of their red
  /// channel (0 to 255); nil when it cannot read them.
  static func identify(_ bytes: [UInt8], in folder: TemporaryFolder) throws
    -> (kind: String, red: Int)?
  {
    let file = folder.file("image.jpg")
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    let output = ImageMagick.convert([
      file, "-format", "%m %w %h,%[fx:int(255*mean.r+0.5)]", "info:",
    ])
    let parts = output.map { String(decoding: $0, as: UTF8.self).split(separator: ",") } ?? []
    guard parts.count == 2, let red = Int(parts[1]) else { return nil }
    return (String(parts[0]), red)
  }

  @Test func theImageEntityHoldsThePictureShownAsAJPEGOfAtMost640px() throws {
    let broker = try MosquittoBroker()
    let watch = try broker.subscribe(["carousel/hall/image"], format: "%t %l")
    let frame = try SurfaceHarness(["--mqtt", broker.address, "--mqtt-name", "hall"])
    // The frame is up before its surface has connected and said its discovery (libmosquitto is
    // opened when the surface starts): under load that took more than one look of 1 s.
    let topic = "homeassistant/image/carousel_hall/image/config"
    // A subscriber's first message: the retained discovery, or the discovery when it comes.
    let discovery = try broker.subscribe([topic], format: "%p")
    #expect(discovery.readLine() != nil, "the image entity's discovery")
    let config = try #require(broker.retained(topic), "and it is retained")
    let entity = try #require(
      JSONSerialization.jsonObject(with: Data(config.utf8)) as? [String: Any])
    #expect(entity["image_topic"] as? String == "carousel/hall/image")
    #expect(entity["content_type"] as? String == "image/jpeg")
    #expect(entity["unique_id"] as? String == "carousel_hall_image")
    #expect((entity["device"] as? [String: Any])?["identifiers"] as? [String] == ["carousel_hall"])

    // a.png, then b.png after `next`: 8 px squares of red 40 and 60, never enlarged.
    #expect(watch.readLine()?.hasPrefix("carousel/hall/image ") == true)
    let made = try TemporaryFolder()
    let first = try #require(broker.retainedBytes("carousel/hall/image"))
    let a = try #require(try Self.identify(first, in: made))
    #expect(a.kind == "JPEG 8 8" && abs(a.red - 40) <= 3, "\(a)")
    broker.publish("carousel/hall/command", "next")
    #expect(watch.readLine()?.hasPrefix("carousel/hall/image ") == true)
    let second = try #require(broker.retainedBytes("carousel/hall/image"))
    let b = try #require(try Self.identify(second, in: made))
    #expect(b.kind == "JPEG 8 8" && abs(b.red - 60) <= 3, "\(b)")

    // A picture of 1600 × 1000 px is 640 × 400 on the topic.
    #expect(
      ImageMagick.convert(["-size", "1600x1000", "xc:rgb(200,20,20)", frame.pictures + "/d.png"])
        != nil)
    _ = try CarouselProcess.run(["--send", frame.socket, "reload"])
    try frame.status(until: { $0["count"] as? Int == 4 })
    broker.publish("carousel/hall/command", "goto d.png")
    #expect(
      try frame.status(until: { $0["name"] as? String == "d.png" })["name"] as? String == "d.png")
    // The reload read every file again (each one's revision went up), so b, shown then, may be
    // made and published once more before d.
    let again = "carousel/hall/image \(second.count)"
    let line = try #require(watch.readLine { $0 != again })
    let large = try #require(broker.retainedBytes("carousel/hall/image"))
    #expect(line == "carousel/hall/image \(large.count)")
    #expect(large.count < 256 * 1024)
    let d = try #require(try Self.identify(large, in: made))
    #expect(d.kind == "JPEG 640 400" && abs(d.red - 200) <= 3, "\(d)")
    _ = try frame.quit()
  }

  @Test func aFrameKilledIsUnavailableByItsLastWill() throws {
    let broker = try MosquittoBroker()
    let watch = try broker.subscribe(["carousel/hall/availability"])
    let frame = try SurfaceHarness(["--mqtt", broker.address, "--mqtt-name", "hall"])
    #expect(watch.readLine { $0.hasSuffix("availability online") } != nil)
    frame.child.send(SIGKILL)
    #expect(watch.readLine() == "0 carousel/hall/availability offline")
    #expect(broker.retained("carousel/hall/availability") == "offline")
    _ = try frame.child.wait()
  }

  @Test func aBrokerRestartedUnderARunningSlideshowNeverPausesIt() throws {
    let broker = try MosquittoBroker()
    let frame = try SurfaceHarness(
      ["--mqtt", broker.address, "--mqtt-name", "hall", "--slideshow", "0.5"])
    let watch = try broker.subscribe(["carousel/hall/picture"])
    #expect(watch.readLine() != nil)
    broker.stop()
    // While the broker is away the slideshow goes on: two more pictures, never paused.
    let before = try frame.status()["index"] as? Int ?? 0
    let moved = try frame.status { ($0["index"] as? Int ?? before) != before }
    #expect(moved["paused"] as? Bool == false)
    try broker.start()
    // Back: the state is published again, and the slideshow is still running.
    let again = try broker.subscribe(["carousel/hall/state"])
    let state = try #require(again.readLine())
    #expect(state.contains(#""paused":false"#))
    #expect(try frame.status()["paused"] as? Bool == false)
    let ended = try frame.quit()
    let lines = ended.standardError.split(separator: "\n").filter { $0.contains("mqtt") }
    #expect(lines.count == 3, "\(lines)")
    #expect(lines.first == "carousel: mqtt: connected to the broker at 127.0.0.1:\(broker.port)")
    #expect(lines.dropFirst().first?.hasPrefix("carousel: mqtt: lost the broker at ") == true)
    #expect(lines.last == "carousel: mqtt: connected to the broker at 127.0.0.1:\(broker.port)")
  }

  @Test func aBrokerDownAtTheStartIsFoundOnceItIsUp() throws {
    let broker = try MosquittoBroker()
    broker.stop()
    let frame = try SurfaceHarness(["--mqtt", broker.address, "--mqtt-name", "hall"])
    try broker.start()
    let watch = try broker.subscribe(["carousel/hall/picture"])
    #expect(watch.readLine()?.hasSuffix("carousel/hall/picture a.png") == true)
    let ended = try frame.quit()
    let lines = ended.standardError.split(separator: "\n").filter { $0.contains("mqtt") }
    #expect(lines.count == 2, "\(lines)")
    #expect(lines.first?.hasPrefix("carousel: mqtt: cannot reach the broker at ") == true)
  }

  @Test func forgetClearsTheDeviceAndItsState() throws {
    let broker = try MosquittoBroker()
    let frame = try SurfaceHarness(["--mqtt", broker.address, "--mqtt-name", "hall"])
    let watch = try broker.subscribe(["homeassistant/sensor/#", "carousel/hall/image"])
    #expect(watch.readLine() != nil)
    #expect(watch.readLine() != nil)
    _ = try frame.quit()
    #expect(broker.retained(Self.entities[0])?.isEmpty == false)
    #expect(broker.retained("homeassistant/image/carousel_hall/image/config")?.isEmpty == false)
    #expect(broker.retainedBytes("carousel/hall/image")?.isEmpty == false)
    let forgot = try CarouselProcess.run(
      ["--mqtt", broker.address, "--mqtt-name", "hall", "--mqtt-forget"])
    #expect(forgot.status == 0, "\(forgot.standardError)")
    #expect(
      forgot.standardOutput == "carousel: cleared 18 retained messages of 'hall' on the broker\n")
    // Nothing of the frame is retained: a new subscriber to all of it gets nothing.
    #expect(broker.retained("homeassistant/+/carousel_hall/#") == nil)
    #expect(broker.retained("carousel/hall/#") == nil)
  }

  @Test func aPasswordRefusedIsSaidOnceAndTheShowGoesOn() throws {
    let broker = try MosquittoBroker(user: "frame", password: "right")
    let folder = try TemporaryFolder()
    try "wrong\n".write(toFile: folder.file("password"), atomically: true, encoding: .utf8)
    let frame = try SurfaceHarness([
      "--mqtt", broker.address, "--mqtt-user", "frame", "--mqtt-password-file",
      folder.file("password"),
    ])
    #expect(try frame.status()["index"] as? Int == 1)
    let ended = try frame.quit()
    #expect(ended.status == 0)
    let lines = ended.standardError.split(separator: "\n").filter { $0.contains("mqtt") }
    #expect(
      lines == [
        "carousel: mqtt: the broker at 127.0.0.1:\(broker.port) refused the connection: "
          + "Connection Refused: not authorised."
      ])
  }

  static let badOptions: [(arguments: [String], message: String)] = [
    (["--mqtt-user", "x"], "carousel: option --mqtt-user needs --mqtt HOST[:PORT]\n"),
    (
      ["--mqtt", "broker:99999"],
      "carousel: option --mqtt: 'broker:99999' is not a broker's address; expected HOST or "
        + "HOST:PORT (a port from 1 to 65535; an IPv6 address in brackets, [::1]:1883)\n"
    ),
    (
      // Under /proc, where nothing (not even root) can make the file exist.
      ["--mqtt", "broker", "--mqtt-password-file", "/proc/carousel-no-password"],
      "carousel: option --mqtt-password-file: cannot read '/proc/carousel-no-password': No such "
        + "file or directory\n"
    ),
    (["--mpris", "--no-mpris"], "carousel: options --mpris and --no-mpris exclude each other\n"),
  ]

  @Test(arguments: badOptions)
  func badOptionsNameThemselvesAndExit2(arguments: [String], message: String) throws {
    let result = try CarouselProcess.run(["--headless"] + arguments + ["/nonexistent.png"])
    #expect(result.status == 2)
    #expect(result.standardError == message)
  }

  /// The bytes of `hex` (mosquitto_sub's `%x`: two lower-case digits a byte).
  static func bytes(hex: String) -> [UInt8] {
    let digits = Array(hex.utf8)
    return stride(from: 0, to: digits.count - 1, by: 2).compactMap { index in
      UInt8(String(decoding: digits[index...index + 1], as: UTF8.self), radix: 16)
    }
  }

  @Test func aClipIsItsFirstFrameOnTheImageTopicAndThePhonePage() throws {
    let broker = try MosquittoBroker()
    let watch = try broker.subscribe(["carousel/hall/image"], format: "%x")
    let port = try MosquittoBroker.freePort()
    let frame = try SurfaceHarness([
      "--mqtt", broker.address, "--mqtt-name", "hall", "--http", "127.0.0.1:\(port)",
    ])
    #expect(watch.readLine() != nil, "a.png's")
    // A clip whose first second is red (32 × 16 px), then blue and green.
    let made = try TemporaryFolder()
    let clip = try ClipFiles.colours(in: made, name: "d.mp4")
    try FileManager.default.copyItem(atPath: clip, toPath: frame.pictures + "/d.mp4")
    _ = try CarouselProcess.run(["--send", frame.socket, "reload"])
    try frame.status(until: { $0["count"] as? Int == 4 })
    broker.publish("carousel/hall/command", "goto d.mp4")
    let shown = try frame.status(until: { $0["kind"] as? String == "clip" })
    #expect(shown["name"] as? String == "d.mp4")
    let current = try HTTPTestClient.request("GET", "/api/current", port: port)
    #expect(current.status == 200 && current.header("content-type") == "image/jpeg")
    let page = try Self.identify(current.body, in: made)
    #expect(
      page?.kind == "JPEG 32 16" && (page?.red ?? 0) >= 230,
      "the page's: \(String(describing: page))")
    // Then b.png (8 px, red 60): every image published until b's is read, the clip's among them.
    broker.publish("carousel/hall/command", "goto b.png")
    try frame.status(until: { $0["name"] as? String == "b.png" })
    var clipImages: [(kind: String, red: Int)] = []
    while let line = watch.readLine() {
      guard let image = try Self.identify(Self.bytes(hex: line), in: made) else { continue }
      if image.kind == "JPEG 32 16" { clipImages.append(image) }
      if image.kind == "JPEG 8 8", abs(image.red - 60) <= 3 { break }
    }
    #expect(clipImages.count == 1 && (clipImages.first?.red ?? 0) >= 230, "\(clipImages)")
    _ = try frame.quit()
  }
}
