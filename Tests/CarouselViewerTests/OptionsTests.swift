import Geometry
import SDLKit
import SystemKit
import TestSupport
import Testing

@testable import CarouselViewer
@testable import Gestures
@testable import PictureFiles
@testable import ReplayFormat

@Suite("Command line")
struct OptionsTests {
  struct Accepted: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    var check: @Sendable (Options) -> Bool
    var testDescription: String { name }
  }

  static let accepted: [Accepted] = [
    Accepted(name: "no arguments: the demo", arguments: []) { $0 == Options() },
    Accepted(name: "paths keep their order", arguments: ["b.png", "dir", "a.jpg"]) {
      $0.paths == ["b.png", "dir", "a.jpg"]
    },
    Accepted(
      name: "headless with everything",
      arguments: [
        "--headless", "--size", "320x200", "--frames", "30", "--screenshot", "s.png", "x",
      ]
    ) {
      $0.isHeadless && $0.windowSize == Size(width: 320, height: 200) && $0.frameCount == 30
        && $0.screenshotPath == "s.png" && $0.paths == ["x"]
    },
    Accepted(name: "--name=value form", arguments: ["--headless", "--size=64X48", "--frames=2"]) {
      $0.windowSize == Size(width: 64, height: 48) && $0.frameCount == 2
    },
    Accepted(name: "-- ends the options", arguments: ["--", "--headless", "-f"]) {
      !$0.isHeadless && $0.paths == ["--headless", "-f"]
    },
    Accepted(name: "fullscreen short form", arguments: ["-f"]) { $0.isFullscreen },
    Accepted(
      name: "display and text slide options",
      arguments: [
        "--indicator", "count", "--caption=sidecar", "--font", "Noto Sans:bold",
        "--text-color", "#fc0", "--text-background", "Navy", "--text-font", "DejaVu Serif",
      ]
    ) {
      $0.indicator == .count && $0.caption == .sidecar && $0.fontName == "Noto Sans:bold"
        && $0.textColor == Color(rgb: 0xFF_CC_00) && $0.textBackground == Color(rgb: 0x00_00_80)
        && $0.textFontName == "DejaVu Serif"
    },
    Accepted(name: "indicator and caption unset: the mode decides", arguments: []) {
      $0.indicator == nil && $0.caption == nil
    },
    Accepted(name: "--cache-mb is the pipeline's budget, in MiB", arguments: ["--cache-mb", "64"]) {
      $0.cacheBudget == MemoryBudget(bytes: 64 * 1_048_576)
    },
    Accepted(name: "the cache budget's default", arguments: []) {
      $0.cacheBudget == PipelineConstants.defaultCacheBudget
    },
    Accepted(name: "no --cache-mb in a 256 MiB cgroup: 64 MiB", arguments: []) {
      $0.fittingMemory(256 * 1_048_576).cacheBudget == MemoryBudget(megabytes: 64)
    },
    Accepted(name: "--cache-mb is kept whatever the memory", arguments: ["--cache-mb", "100"]) {
      $0.fittingMemory(256 * 1_048_576).cacheBudget == MemoryBudget(megabytes: 100)
    },
    Accepted(
      name: "regression: --send PATH goto -1 failed: the words after the command's are its own",
      arguments: ["--send", "/run/c", "goto", "-1"]
    ) { $0.sendPath == "/run/c" && $0.paths == ["goto", "-1"] },
    Accepted(
      name: "--send: options before the command word are options",
      arguments: ["--send", "/run/c", "--no-config", "goto", "--help", "-f"]
    ) { $0.ignoresConfig && $0.paths == ["goto", "--help", "-f"] && !$0.isFullscreen },
    Accepted(name: "the default order is natural", arguments: ["pics"]) {
      $0.sort == .natural && $0.chosenSort == nil
    },
    Accepted(name: "a file list keeps its own order", arguments: ["--filelist", "list"]) {
      $0.sort == .none
    },
    Accepted(
      name: "a file list is sorted when --sort says so",
      arguments: ["--sort", "name", "--filelist", "list"]
    ) { $0.sort == .name },
    Accepted(name: "short switches bundle: -rf", arguments: ["-rf", "pics"]) {
      $0.isRecursive && $0.isFullscreen && $0.paths == ["pics"]
    },
    Accepted(name: "standard error says errors, warnings and notices", arguments: []) {
      $0.reportThreshold == .notice
    },
    Accepted(name: "--quiet: errors only", arguments: ["--quiet"]) {
      $0.isQuiet && $0.reportThreshold == .error
    },
    Accepted(name: "--verbose: everything", arguments: ["--verbose"]) {
      $0.isVerbose && $0.reportThreshold == .debug
    },
    Accepted(name: "clips try the machine's hardware unless told", arguments: []) {
      $0.hardwareDecoding == .auto
    },
    Accepted(name: "--hwdec no: software only", arguments: ["--hwdec", "no"]) {
      $0.hardwareDecoding == .no
    },
    Accepted(name: "--hwdec auto", arguments: ["--hwdec", "no", "--hwdec", "auto"]) {
      $0.hardwareDecoding == .auto
    },
  ]

  @Test(arguments: accepted)
  func accepts(_ example: Accepted) throws {
    guard case .run(let options) = try Options.parse(example.arguments) else {
      Issue.record("expected options to run with")
      return
    }
    #expect(example.check(options))
  }

  @Test func helpAndVersionWin() throws {
    #expect(try Options.parse(["x.png", "--help"]) == .showHelp)
    #expect(try Options.parse(["-h"]) == .showHelp)
    #expect(try Options.parse(["--version"]) == .showVersion)
    #expect(try Options.parse(["-v"]) == .showVersion)
    #expect(try Options.parse(["-rv"]) == .showVersion)
  }

  @Test(arguments: [
    (["--bogus"], "--bogus"),
    (["-rx"], "unknown option -x (in -rx)"),
    (["-1"], "unknown option -1"),
    (["--size", "12"], "WIDTHxHEIGHT"),
    (["--size", "0x10"], "1 to 8192"),
    (["--size", "16384x10"], "1 to 8192"),
    (["--slideshow", "0x10"], "--slideshow takes seconds"),
    (["--slideshow", "1e1"], "--slideshow takes seconds"),
    (["--size"], "needs a value"),
    (["--frames", "-3"], "whole number from 1"),
    (["--frames", "many"], "'many'"),
    (["--screenshot", "a.png"], "needs --headless"),
    (["--indicator", "bars"], "--indicator takes dots, count or none, not 'bars'"),
    (["--caption", "Name"], "--caption takes name, sidecar, exif or none"),
    (["--text-color", "#12345"], "--text-color takes a colour: #RRGGBB, #RGB or one of"),
    (["--text-background", "0x000000"], "not '0x000000'"),
    (["--font", ""], "--font takes a name, not an empty string"),
    (["--headless=maybe"], "takes yes or no"),
    (["--sort", "date"], "option --sort takes name, natural, mtime, size or none, not 'date'"),
    (["--fit", "stretch"], "option --fit takes contain, cover, none or limited"),
    (["--videos", "loud"], "option --videos takes off, muted or sound, not 'loud'"),
    (["--live", "always"], "option --live takes once, hold or off, not 'always'"),
    (["--hwdec", "vaapi"], "option --hwdec takes auto or no, not 'vaapi'"),
    (["--video-max", "0.5"], "option --video-max takes seconds from 1 to 86400"),
    (["--transition", "wipe"], "option --transition takes slide, fade or none"),
    (["--direction", "up"], "option --direction takes next or previous"),
    (["--transition-time", "11"], "option --transition-time takes seconds from 0 to 10"),
    (["--resume-after", "x"], "option --resume-after takes seconds from 0 to 86400"),
    (["--background", "#12"], "option --background takes a colour"),
    (["--exit-chord", "Hyper+Q"], "option --exit-chord takes keys joined by +"),
    (["--display", "64"], "option --display takes a whole number from 0 to 63"),
    (["--seed", "-1"], "option --seed takes a whole number from 0 to 4294967295"),
    (["--seed", "3"], "option --seed needs --shuffle"),
    (["--sync-offset", "2"], "option --sync-offset needs --sync"),
    (["--sync", "--sync-offset", "-1"], "option --sync-offset takes a whole number from 0"),
    (["--sync", "--start", "3"], "option --start cannot be used with --sync"),
    (["--start", ""], "option --start takes a file path, not an empty string"),
    (["--quiet", "--verbose"], "options --quiet and --verbose cannot be used together"),
    (["--verbose", "x", "--quiet"], "--quiet says errors only, --verbose adds progress"),
  ])
  func rejectsNamingTheOption(arguments: [String], expectedFragment: String) {
    #expect {
      _ = try Options.parse(arguments)
    } throws: { error in
      guard let error = error as? OptionsError else { return false }
      return error.message.contains(expectedFragment)
    }
  }
}
