import Control
import Testing

@testable import MQTTSurface

/// The MQTT surface's values: broker addresses, topic names, payloads, the folder choice and
/// the retry schedule.
@Suite("MQTT values")
struct MQTTValuesTests {
  static let addresses: [(text: String, tls: Bool, host: String, port: Int)] = [
    ("broker.lan", false, "broker.lan", 1883), ("broker.lan", true, "broker.lan", 8883),
    ("10.0.0.2:1884", false, "10.0.0.2", 1884), ("[::1]", false, "::1", 1883),
    ("[fe80::1]:8884", true, "fe80::1", 8884),
  ]

  @Test(arguments: addresses)
  func readsAddresses(text: String, tls: Bool, host: String, port: Int) throws {
    let address = try MQTTSettings.address(text, tls: tls)
    #expect(address.host == host && address.port == port)
  }

  @Test(arguments: ["", ":1883", "host:", "host:0", "host:65536", "host:x", "::1", "[::1", "a b"])
  func refusesAddresses(text: String) {
    #expect(throws: MQTTError.self) { try MQTTSettings.address(text, tls: false) }
  }

  @Test func namesAreMadeTopicSafe() {
    #expect(MQTTTopics.sanitized("Living-Room_2") == "living-room_2")
    #expect(MQTTTopics.sanitized("a/b+c#d é") == "a_b_c_d__")
    #expect(MQTTTopics.sanitized("") == "frame")
    let topics = MQTTTopics(name: "Hall Frame")
    #expect(topics.command == "carousel/hall_frame/command")
    #expect(topics.availability == "carousel/hall_frame/availability")
    #expect(
      topics.discovery("button", "next") == "homeassistant/button/carousel_hall_frame/next/config")
    #expect(MQTTTopics.fleetCommand == "carousel/all/command")
  }

  static let payloads: [(payload: String, command: ControlCommand)] = [
    ("next", .next), ("  PREVIOUS ", .previous), ("goto 3", .goto(.number(3))),
    ("goto beach.jpg", .goto(.name("beach.jpg"))), (#"{"command":"pause"}"#, .pause),
    (#" {"command":"goto","target":-1}"#, .goto(.number(-1))), ("raise", .raise),
  ]

  /// Bug: `--mqtt-name` was cleaned without a word, so frames named `Hall` and `hall!` shared
  /// their topics unknowingly.
  @Test func aCleanedNameIsSaid() {
    #expect(MQTTTopics.cleaningNote(for: "hall") == nil)
    #expect(MQTTTopics.cleaningNote(for: "living-room_2") == nil)
    #expect(
      MQTTTopics.cleaningNote(for: "Hall!")
        == "--mqtt-name \"Hall!\" is \"hall_\" in topics (lower-case letters, digits, "
        + "- and _ only): another frame whose name is spelled the same shares its topics and "
        + "commands")
  }

  @Test(arguments: payloads)
  func readsCommands(payload: String, command: ControlCommand) throws {
    #expect(try MQTTPayload.command(Array(payload.utf8)) == command)
  }

  @Test func refusesAPayloadOverTheCommandSetsLimitBeforeReadingIt() {
    #expect(throws: ControlError("a command is at most 8192 bytes")) {
      try MQTTPayload.command(Array(repeating: 0x7B, count: 8193))
    }
  }

  static let badPayloads: [(payload: [UInt8], message: String)] = [
    ([0x6E, 0xFF, 0x78], "the command is not UTF-8 text"),
    (Array("next\nnext".utf8), "a command is one line; send each in a message of its own"),
    (Array("jump".utf8), "unknown command 'jump'; expected one of " + ControlCommand.synopsis),
    (
      Array(#"{"command":"next","speed":2}"#.utf8),
      "unknown field 'speed'; a command has 'command' and 'target'"
    ),
  ]

  @Test(arguments: badPayloads)
  func refusesPayloads(payload: [UInt8], message: String) {
    #expect(throws: ControlError(message)) { try MQTTPayload.command(payload) }
  }

  @Test func foldersAreLabelledByTheirPathsUnderTheSharedFolder() throws {
    let choice = FolderChoice(folders: ["/srv/frame", "/srv/frame/2024/holiday", "/srv/frame/b"])
    #expect(choice.labels == ["/srv/frame", "2024/holiday", "b"])
    #expect(choice.isChoice && choice.isList)
    #expect(choice.folder(labelled: "2024/holiday") == "/srv/frame/2024/holiday")
    #expect(choice.folder(labelled: "/srv/frame/b/") == "/srv/frame/b")
    #expect(choice.folder(labelled: "nope") == nil)
    #expect(try MQTTPayload.folder(Array(" b\n".utf8), in: choice) == "/srv/frame/b")
    #expect(throws: ControlError("no folder named 'c' is shown")) {
      try MQTTPayload.folder(Array("c".utf8), in: choice)
    }
    // Labels that would repeat fall back to whole paths; one folder is no choice.
    #expect(FolderChoice(folders: ["/a/x", "/b/x"]).labels == ["/a/x", "/b/x"])
    #expect(!FolderChoice(folders: ["/a"]).isChoice)
    let many = FolderChoice(folders: (0...100).map { "/p/\($0)" })
    #expect(many.isChoice && !many.isList)
  }

  @Test func retriesWaitOneSecondDoublingToAMinuteAndStartOverOnceConnected() {
    var schedule = RetrySchedule()
    var time = 100.0
    var waits: [Double] = []
    for _ in 0..<9 {
      schedule.failed(at: time)
      let due = schedule.due ?? 0
      waits.append(due - time)
      #expect(!schedule.isDue(at: due - 0.001) && schedule.isDue(at: due))
      schedule.trying()
      time = due
    }
    #expect(waits == [1, 2, 4, 8, 16, 32, 60, 60, 60])
    schedule.connected()
    schedule.failed(at: 500)
    #expect(schedule.due == 501)
  }

  @Test func theStateTopicsSayWhatIsShown() {
    var status = Status()
    status.index = 2
    status.count = 3
    status.name = "b.jpg"
    status.path = "/srv/frame/x/b.jpg"
    status.isPaused = false
    status.interval = 8
    status.weather = WeatherStatus(temperature: 12, unit: "°C", fetchedAt: 1_711_868_700)
    let topics = MQTTTopics(name: "hall")
    let folders = FolderChoice(folders: ["/srv/frame/w", "/srv/frame/x"])
    let messages = MQTTState.messages(status, topics: topics, folders: folders)
    #expect(
      messages.map(\.topic) == [
        "carousel/hall/state", "carousel/hall/picture", "carousel/hall/display",
        "carousel/hall/slideshow", "carousel/hall/folder",
      ])
    #expect(messages.map(\.payload) == [status.json(withWall: false), "b.jpg", "on", "on", "x"])
    // The weather stays off MQTT: nothing new is published unless asked.
    #expect(!messages[0].payload.contains("weather"))
  }
}
