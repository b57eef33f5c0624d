import Foundation
import Gestures
import SDLKit
import TestSupport
import Testing

@testable import CarouselViewer

/// The config file's `[actions]`: commands split as a shell splits them, run without one, the
/// picture's path one argument whatever it holds.
@Suite("Actions")
struct ActionCommandTests {
  /// A path with spaces, both quotes, a newline, a `$`, a `%` and a leading dash in its name.
  static let oddName = "-odd name 'single' \"double\" $HOME %f\nsecond line.png"

  @Test(
    "words split as a shell splits them",
    arguments: [
      ("gimp %f", ["gimp", "%f"]),
      ("sh -c 'wl-copy < %f'", ["sh", "-c", "wl-copy < %f"]),
      (#"a "b c" d\ e 'f"g' "h\"i" "j\k""#, ["a", "b c", "d e", "f\"g", "h\"i", "j\\k"]),
      ("  spaced   out  ", ["spaced", "out"]),
      (#"empty "" ''"#, ["empty", "", ""]),
    ])
  func splits(text: String, words: [String]) throws {
    #expect(try #require(ActionCommand(text)).words == words)
  }

  @Test("a quote left open, a backslash at the end or no word at all is no command")
  func refusals() {
    for text in ["gimp 'open", "say \"half", "trailing \\", "", "   "] {
      #expect(ActionCommand(text) == nil, "\(text)")
    }
  }

  @Test("%f is the path, one argument, wherever it stands; %% is a percent sign")
  func substitution() throws {
    let path = "/pictures/" + Self.oddName
    let command = try #require(ActionCommand("convert %f -resize 50%% --out=%f.small"))
    let run = command.arguments(path: path)
    #expect(run.arguments == ["convert", path, "-resize", "50%", "--out=\(path).small"])
    #expect(run.variables.isEmpty)
  }

  @Test(
    "a shell's script gets the path from the environment, quoted for where %f stands",
    arguments: [
      ("sh -c 'wl-copy < %f'", #"wl-copy < "$CAROUSEL_FILE""#),
      (#"bash -c 'cp "%f" /tmp/x'"#, #"cp "${CAROUSEL_FILE}" /tmp/x"#),
      (#"/bin/sh -c "echo '%f'""#, #"echo ''"$CAROUSEL_FILE"''"#),
      (#"sh -c 'printf "%%s" %f'"#, #"printf "%s" "$CAROUSEL_FILE""#),
    ])
  func shellScripts(text: String, script: String) throws {
    let run = try #require(ActionCommand(text)).arguments(path: "/p/" + Self.oddName)
    #expect(run.arguments.count == 3)
    #expect(run.arguments[2] == script)
    #expect(run.variables == ["CAROUSEL_FILE": "/p/" + Self.oddName])
  }

  @Test("a kiosk runs no [actions] unless --kiosk-actions; elsewhere they run")
  func kioskRunsNoneUnlessAsked() throws {
    var options = Options()
    let chord = try #require(KeyMap.Chord(text: "Ctrl+1"))
    options.keyCommands = [KeyCommand(chord: chord, command: try #require(ActionCommand("true")))]
    #expect(ShowSettings(options, listedDurations: [:]).commands.count == 1)
    options.isKiosk = true
    #expect(ShowSettings(options, listedDurations: [:]).commands.isEmpty)
    options.runsActionsInKiosk = true
    #expect(ShowSettings(options, listedDurations: [:]).commands.count == 1)
  }

  @Test("an [actions] section: chords and commands; mistakes name the line")
  func configSection() throws {
    let file = try ConfigFile(
      text: "[actions]\nCtrl+1 = gimp %f\nCtrl+c = sh -c 'wl-copy < %f'\n", name: "config")
    var options = Options()
    try file.apply(to: &options)
    #expect(options.keyCommands.map(\.chord.description) == ["Ctrl+1", "Ctrl+C"])
    #expect(
      options.keyCommands.map(\.command.words) == [["gimp", "%f"], ["sh", "-c", "wl-copy < %f"]])
    #expect {
      var other = Options()
      try ConfigFile(text: "[actions]\nCtrl+1 = gimp 'oops\n", name: "config").apply(to: &other)
    } throws: { error in
      (error as? OptionsError)?.message
        == "config:2: Ctrl+1 takes a command (a program and its arguments, %f for the picture's "
        + "path, quotes closed), not 'gimp 'oops'"
    }
    #expect {
      _ = try ConfigFile(text: "[commands]\n", name: "config")
    } throws: { error in
      (error as? OptionsError)?.message.contains("the sections are [keys] and [actions]") == true
    }
  }
}
