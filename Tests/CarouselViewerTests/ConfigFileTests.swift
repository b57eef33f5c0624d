import Foundation
import SystemKit
import TestSupport
import Testing

@testable import CarouselViewer
@testable import Gestures

/// The config file: every config key, precedence, and every mistake named with its place.
///
/// Mistakes name their file and
/// line. Each test writes its own file; nothing reads the real home.
@Suite("Config file")
struct ConfigFileTests {
  /// A value each kind of option accepts that is not its default.
  static func sample(_ spec: OptionSpec) -> String? {
    switch spec.binding {
    case .command: nil
    case .flag: "yes"
    case .integer(let keyPath, let range):
      String(Options()[keyPath: keyPath] == range.lowerBound ? range.upperBound : range.lowerBound)
    case .optionalInteger(_, let range): String(range.upperBound)
    case .seconds(let keyPath, let range):
      OptionSpec.format(
        Options()[keyPath: keyPath] == range.upperBound ? range.lowerBound : range.upperBound)
    case .size: "640x480"
    case .path: "some-file"
    case .choice(let choice): choice.words.first { $0 != choice.current(Options()) }
    case .color: "#102030"
    case .chord: "Ctrl+Shift+X"
    case .name:
      switch spec.name {
      case "--state-name": "kitchen-frame"
      case "--weather": "52.52,13.41"
      case "--weather-ha": "weather.home"
      default: "DejaVu Serif"
      }
    case .names: "family.ics"
    case .date: "2020-06-01"
    case .age: "30d"
    case .countingSwitch(_, let range): String(range.upperBound)
    case .shellCommand: "cec-ctl --to 0 --standby"
    case .names: "Summer 2024"
    case .schedule: "mon-fri 06:30-22:00, sat,sun 08:00-23:30"
    case .caption: "{date} · {place}"
    case .textSwitch: "%A %H:%M"
    case .listenAddress: "8080"
    }
  }

  /// What a key needs beside it, in the file and on the command line: a seed needs a shuffle,
  /// the web server's options need the server, a certificate its key and a key its certificate.
  static func companions(of key: String) -> (file: String, arguments: [String]) {
    switch key {
    case "seed", "shuffle-weight": ("shuffle = yes\n", ["--shuffle"])
    case "sync-offset": ("sync = yes\n", ["--sync"])
    case "weather-ha": ("mqtt = broker.lan\n", ["--mqtt", "broker.lan"])
    case "http-password-file", "upload-dir", "upload-max-mb": ("http = 8080\n", ["--http", "8080"])
    case "http-cert":
      ("http = 8080\nhttp-key = k\n", ["--http", "8080", "--http-key", "k"])
    case "http-key":
      ("http = 8080\nhttp-cert = c\n", ["--http", "8080", "--http-cert", "c"])
    default: ("", [])
    }
  }

  /// Parses `arguments` over a config file holding `text`.
  static func parse(config text: String, _ arguments: [String] = []) throws -> Options {
    let folder = try TemporaryFolder()
    try folder.write(Array(text.utf8), to: "config")
    guard
      case .run(let options) = try Options.parse(
        ["--config", folder.file("config")] + arguments, environment: [:])
    else { throw OptionsError(message: "not a run") }
    return options
  }

  @Test("every config key sets what its option sets on the command line")
  func everyKeyMatchesItsOption() throws {
    let keyed = OptionTable.all.filter { $0.configKey != nil }
    #expect(keyed.count >= 20)
    for spec in keyed {
      guard let key = spec.configKey, var value = Self.sample(spec) else { continue }
      var extra = Self.companions(of: key)
      // The broker's options need a broker, and the broker an address.
      if key.hasPrefix("mqtt-") { extra = ("mqtt = broker.lan\n", ["--mqtt", "broker.lan"]) }
      if key == "mqtt" { value = "broker.lan:1884" }
      // The photo server's options need a server, and the server a URL.
      let url = "https://nas.lan/photos/"
      if ["webdav-user", "source-cafile", "mirror-dir"].contains(key) {
        extra = ("webdav = \(url)\n", ["--webdav", url])
      }
      if key == "webdav-password-file" {
        extra = (
          "webdav = \(url)\nwebdav-user = frame\n", ["--webdav", url, "--webdav-user", "frame"]
        )
      }
      if key == "webdav" { value = url }
      if key.hasPrefix("immich") {
        extra = (
          "immich = \(url)\nimmich-key-file = key\n", ["--immich", url, "--immich-key-file", "key"]
        )
        if key == "immich" { value = url }
        if key == "immich-key-file" { extra = ("immich = \(url)\n", ["--immich", url]) }
      }
      var fromFile = try Self.parse(config: "# a comment\n\(extra.0)  \(key) = \(value)  \n")
      fromFile.configPath = nil
      // A switch with a text takes the next argument when it looks like its value, and a
      // counting switch its count.
      let takesNext: Bool
      if case .textSwitch = spec.binding { takesNext = true } else { takesNext = spec.takesValue }
      let arguments =
        extra.1 + (takesNext || spec.isCountingSwitch ? [spec.name, value] : [spec.name])
      guard case .run(let fromLine) = try Options.parse(arguments) else { continue }
      #expect(fromFile == fromLine, "\(key) = \(value)")
      #expect(fromFile != Options(), "\(key) = \(value) changed nothing")
    }
  }

  @Test("the command line wins; a switch set in the file is turned off with --NAME=no")
  func commandLineWins() throws {
    let text = "slideshow = 3\nfullscreen = yes\nsort = mtime\n"
    let options = try Self.parse(config: text, ["--slideshow", "7", "--fullscreen=no"])
    #expect(options.slideshowInterval == 7)
    #expect(!options.isFullscreen)
    #expect(options.sort == .mtime, "what the command line does not say comes from the file")
  }

  @Test(
    "quiet and verbose: the command line's one wins over the file's other; both in one place fail")
  func quietAndVerbose() throws {
    #expect(try Self.parse(config: "quiet = yes\n").reportThreshold == .error)
    let verbose = try Self.parse(config: "quiet = yes\n", ["--verbose"])
    #expect(verbose.isVerbose && !verbose.isQuiet && verbose.reportThreshold == .debug)
    let quiet = try Self.parse(config: "verbose = yes\n", ["--quiet"])
    #expect(quiet.isQuiet && !quiet.isVerbose && quiet.reportThreshold == .error)
    #expect(throws: OptionsError.self) {
      try Self.parse(config: "quiet = yes\nverbose = yes\n")
    }
    #expect(throws: OptionsError.self) {
      try Self.parse(config: "", ["--quiet", "--verbose"])
    }
  }

  @Test("[keys] rebinds and unbinds keys, in order")
  func keysSection() throws {
    let options = try Self.parse(
      config: "[keys]\nCtrl+Q = quit\nEscape = none\nShift+PageDown = last\n")
    let map = KeyMap(for: options)
    #expect(map.bindings[KeyMap.Chord(.q, .control)] == .quit)
    #expect(map.bindings[KeyMap.Chord(.escape)] == nil)
    #expect(map.bindings[KeyMap.Chord(.pageDown, .shift)] == .last)
    #expect(map.bindings[KeyMap.Chord(.right)] == .next, "the rest stay")
  }

  @Test("the usual file: $XDG_CONFIG_HOME/carousel/config, else ~/.config/carousel/config")
  func usualPlace() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.file("xdg/carousel"), withIntermediateDirectories: true)
    try folder.write(Array("slideshow = 4\n".utf8), to: "xdg/carousel/config")
    let xdg = ["XDG_CONFIG_HOME": folder.file("xdg"), "HOME": "/nonexistent"]
    guard case .run(let options) = try Options.parse([], environment: xdg) else { return }
    #expect(options.slideshowInterval == 4)
    guard case .run(let none) = try Options.parse(["--no-config"], environment: xdg) else {
      return
    }
    #expect(none.slideshowInterval == nil)
    #expect(
      ConfigFile.defaultPath(environment: ["HOME": "/home/u"]) == "/home/u/.config/carousel/config")
    guard case .run(let missing) = try Options.parse([], environment: ["HOME": folder.path])
    else { return }
    #expect(missing == Options(), "no file in the usual place: defaults")
  }

  @Test(arguments: [
    ("speed = 3", "config:1: unknown key 'speed'; the keys are fullscreen, size"),
    ("\n\nslideshow = fast", "config:3: slideshow takes seconds from 0.1 to 86400"),
    ("sort = random", "config:1: sort takes name, natural, mtime, size or none, not 'random'"),
    ("kiosk = maybe", "config:1: kiosk takes yes or no"),
    ("background = orange", "config:1: background takes a colour: #RRGGBB, #RGB or one of"),
    ("slideshow", "config:1: expected 'key = value', not 'slideshow'"),
    ("slideshow =", "config:1: slideshow needs a value"),
    ("[view]", "config:1: unknown section [view]; the sections are [keys] and [actions]"),
    ("[keys]\nHyper+Q = quit", "config:2: unknown key 'Hyper+Q'"),
    ("[keys]\nQ = explode", "config:2: Q takes an action: next, previous, first, last"),
    ("exit-chord = Ctrl+", "config:1: exit-chord takes keys joined by +"),
  ])
  func mistakesNameTheFileAndLine(text: String, expected: String) throws {
    #expect {
      _ = try Self.parse(config: text)
    } throws: { error in
      let message = (error as? OptionsError)?.message ?? ""
      return message.contains(expected) && message.contains("/config:")
    }
  }

  @Test("a config mistake, or a missing --config file, exits 2 naming the file and line")
  func exitStatus() throws {
    let folder = try TemporaryFolder()
    try folder.write(Array("slideshow = 0\n".utf8), to: "bad")
    let bad = try CarouselProcess.run(["--config", folder.file("bad"), "--version"])
    #expect(bad.status == 0, "--version needs no config")
    let run = try CarouselProcess.run(["--config", folder.file("bad"), "--headless"])
    #expect(run.status == 2)
    #expect(run.standardError.contains("\(folder.file("bad")):1: slideshow takes seconds"))
    let missing = try CarouselProcess.run(["--config", folder.file("none"), "--headless"])
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("cannot read the config file"))
    #expect(missing.standardError.contains("no such file"))
  }
}

extension OptionSpec {
  /// Whether the option is a switch that may take a number (`--on-this-day 3`).
  var isCountingSwitch: Bool {
    if case .countingSwitch = binding { return true }
    return false
  }
}
