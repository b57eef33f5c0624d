import Control
import Foundation
import Gestures
import HTTPSurface
import TestSupport
import Testing

@testable import CarouselViewer

/// The manual pages say everything the code has: every option, config key, action, command,
/// status field, endpoint and topic, each with its meaning (the pages are made from the code,
/// and `PackagingFileTests` keeps `packaging/` equal to them); and the version agrees across
/// `--version`, the changelog and the AppStream metadata.
@Suite("Manual pages")
struct ManualPageTests {
  @Test("carousel(1) has its sections: examples, files, environment, signals, exit status")
  func commandPageSections() {
    for section in [
      "OPTIONS", "KEYS AND POINTER", "EXAMPLES", "FILES", "ENVIRONMENT", "SIGNALS",
      "EXIT STATUS", "SEE ALSO",
    ] {
      #expect(ManPage.text.contains("\n.SH " + section + "\n"), "no \(section)")
    }
    for signal in ["SIGUSR1", "SIGUSR2", "SIGHUP", "SIGTERM"] {
      #expect(ManPage.text.contains(signal), "\(signal)")
    }
  }

  @Test("carousel.conf(5) lists every config key and every action [keys] takes")
  func configPageListsEveryKeyAndAction() {
    let text = ConfigManPage.text
    for spec in OptionTable.all {
      guard let key = spec.configKey else { continue }
      #expect(text.contains(#"\fB"# + ManPage.escaped(key) + #"\fR"#), "\(key)")
    }
    for word in ConfigFile.actionWords {
      #expect(text.contains(#"\fB"# + ManPage.escaped(word) + #"\fR"#), "[keys] action \(word)")
    }
    let described = Set(KeyTable.actions.map(\.action)).union([
      .playSlideshow, .pauseSlideshow, .reload,
    ])
    #expect(Set(Action.allCases) == described, "an action [keys] takes has no words in the page")
  }

  @Test("carousel-remote(7) lists every command, status field, endpoint and topic, with meaning")
  func remotePageListsEverything() {
    let text = RemoteManPage.text
    let items =
      RemoteManPage.commands + RemoteManPage.statusFields + RemoteManPage.endpoints
      + RemoteManPage.topics
    for item in items {
      #expect(!item.meaning.isEmpty, "\(item.tag) has no meaning in RemoteManPage")
      #expect(text.contains(ManPage.escaped(item.tag)), "\(item.tag)")
    }
    for word in ["next", "previous", "goto", "pause", "play", "display", "reload", "status"] {
      #expect(RemoteManPage.commands.contains { $0.tag.hasPrefix(word) }, "\(word)")
    }
    for command in RemoteManPage.commands {
      let example = command.tag.replacing("N|NAME", with: "3").replacing("on|off|auto", with: "on")
        .replacing("NAME", with: "a.jpg").replacing("[+|-]SECONDS", with: "+2.5")
        .replacing("PERCENT", with: "50")
      #expect((try? ControlCommand(line: example)) != nil, "\(example) is not a command")
    }
    #expect(RemoteManPage.statusFields.map(\.tag) == RemoteManPage.jsonKeys(Status().json))
    #expect(RemoteManPage.statusFields.count >= 13)
    for endpoint in Endpoint.allCases {
      #expect(text.contains(ManPage.escaped(endpoint.rawValue)), "\(endpoint.rawValue)")
    }
  }

  @Test func jsonKeysInOrder() {
    #expect(RemoteManPage.jsonKeys(#"{"a":1,"b":"x:y","c":null}"#) == ["a", "b", "c"])
  }

  @Test("--version, CHANGELOG.md and the AppStream metadata name the same version")
  func versionsAgree() throws {
    let version = try #require(Usage.version.split(separator: " ").last.map(String.init))
    let changelog = try String(
      contentsOfFile: RepositoryPath.appending("CHANGELOG.md"), encoding: .utf8)
    #expect(changelog.contains("\n## [\(version)] - "), "CHANGELOG.md has no [\(version)]")
    let metainfo = try String(
      contentsOfFile: RepositoryPath.appending(
        "packaging/io.github.carousel_viewer.carousel.metainfo.xml"), encoding: .utf8)
    #expect(metainfo.contains(#"<release version="\#(version)""#), "metainfo lacks \(version)")
  }

  @Test("LICENSE's copyright line is packaging/copyright's")
  func copyrightLinesAgree() throws {
    let license = try String(contentsOfFile: RepositoryPath.appending("LICENSE"), encoding: .utf8)
    let copyright = try String(
      contentsOfFile: RepositoryPath.appending("packaging/copyright"), encoding: .utf8)
    let line = try #require(license.split(separator: "\n").first { $0.hasPrefix("Copyright") })
    #expect(copyright.split(separator: "\n").contains(line))
  }
}
