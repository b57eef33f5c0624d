import Foundation
import TestSupport
import Testing

@testable import CarouselViewer

/// The option table is the one source of every option: `--help`, the guide's table
/// (docs/guide/options.md), the manual page and the parser all come from it.
@Suite("Option table")
struct OptionTableTests {
  @Test("every option is in the guide's table, which is exactly the table's own rendering")
  func readmeTable() throws {
    let section = MarkedSection(
      "docs/guide/options.md", start: OptionTable.markdownStart, end: OptionTable.markdownEnd)
    let outcome = try section.check(OptionTable.markdown)
    #expect(outcome == .current, "guide option table: \(outcome) (see the marker's note)")
    for spec in OptionTable.all {
      #expect(
        OptionTable.markdown.contains("`\(spec.name)"), "\(spec.name) is missing from the table")
    }
  }

  @Test("every option is in the output of carousel --help")
  func helpListsEveryOption() throws {
    let result = try CarouselProcess.run(["--help"])
    #expect(result.status == 0)
    for spec in OptionTable.all {
      #expect(result.standardOutput.contains(spec.synopsis), "\(spec.synopsis) not in --help")
      #expect(result.standardOutput.contains(spec.help.prefix(30)), "\(spec.name)'s help")
    }
  }

  @Test("names are unique, help lines fit 80 columns, config keys are the long names")
  func wellFormed() {
    let names = OptionTable.all.flatMap { [$0.name] + [$0.shortName].compactMap { $0 } }
    #expect(Set(names).count == names.count)
    for line in Usage.text.split(separator: "\n") {
      #expect(line.count <= Usage.lineWidth, "too long: \(line)")
    }
    for spec in OptionTable.all {
      #expect(OptionTable.option(named: spec.name)?.name == spec.name)
      if let key = spec.configKey { #expect("--" + key == spec.name) }
    }
  }

  /// Help texts say small constants in words ("at most seven"), larger ones in digits.
  @Test func numbersInProse() {
    #expect(NumberWords.word(0) == "zero")
    #expect(NumberWords.word(7) == "seven")
    #expect(NumberWords.word(12) == "twelve")
    #expect(NumberWords.word(13) == "13")
    #expect(NumberWords.word(-1) == "-1")
  }

  /// Each kind of value, parsed from the table: the default, an accepted value, a refused one.
  @Test(arguments: OptionTable.all.filter(\.takesValue).map(\.name))
  func parsesItsValues(_ name: String) throws {
    let spec = try #require(OptionTable.option(named: name))
    var options = Options()
    let good: String
    let bad: String
    switch spec.binding {
    case .integer(_, let range), .optionalInteger(_, let range):
      (good, bad) = (String(range.upperBound), String(range.upperBound + 1))
    case .choice(let choice):
      (good, bad) = (choice.words.first { $0 != choice.current(Options()) } ?? "", "bogus")
    case .color: (good, bad) = ("#123456", "#12345")
    case .chord: (good, bad) = ("Ctrl+Shift+X", "Hyper+X")
    case .seconds(let keyPath, let range):
      let value =
        Options()[keyPath: keyPath] == range.upperBound ? range.lowerBound : range.upperBound
      (good, bad) = (OptionSpec.format(value), "-1")
    case .size: (good, bad) = ("64x48", "64")
    case .path: (good, bad) = ("file.out", "")
    case .name: (good, bad) = ("Noto Sans", " ")
    case .names: (good, bad) = ("family.ics", " ")
    case .date: (good, bad) = ("2020-06-01", "2020-02-30")
    case .age: (good, bad) = ("12w", "0d")
    case .listenAddress: (good, bad) = ("0.0.0.0:8080", "8080:0.0.0.0")
    case .shellCommand: (good, bad) = ("vcgencmd display_power 0", " ")
    case .schedule: (good, bad) = ("sat,sun 22:00-02:00", "weekends")
    case .caption: (good, bad) = ("{date} · {place}", "{weather}")
    case .command, .flag, .countingSwitch, .textSwitch: return
    }
    try spec.apply(good, to: &options, subject: "option \(spec.name)")
    #expect(options != Options(), "\(spec.name) \(good) changed nothing")
    #expect(throws: OptionsError.self) {
      try spec.apply(bad, to: &options, subject: "option \(spec.name)")
    }
  }
}
