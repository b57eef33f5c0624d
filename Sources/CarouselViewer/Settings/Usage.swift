import ScrollPhysics

/// The text of `carousel --help` and `carousel --version`; the options come from
/// ``OptionTable``.
package enum Usage {
  package static let version = "carousel 0.1.0"

  /// The whole help text.
  package static var text: String {
    ([introduction] + OptionSpec.Group.allCases.map(section) + [controls])
      .joined(separator: "\n\n")
  }

  /// Columns of the help text: the width lines wrap at, and where descriptions start.
  static let lineWidth = 80
  static let descriptionColumn = 26

  private static let introduction = """
    Usage: carousel [OPTIONS] [PATH ...]

    Shows pictures as an endless, paged carousel. Each PATH is a picture or a
    folder (its pictures, in natural order: numbers by value, img2 before img10).
    Without a PATH, Carousel shows its demo pictures.
    """

  /// How far held keys run ahead, in words, and how long the display stays, in s.
  private static let keysLead = NumberWords.word(Int(PhysicsConstants.wheelLeadCap))
  private static let displayHold = OptionSpec.format(DisplayConstants.holdTime)

  /// The keys, the pointer, the signals and the exit status: the end of `--help`.
  static var controls: String { keysAndPointer + "\n\n" + signalsAndExit }

  /// The keys (from ``KeyTable`` and the standard ``KeyMap``) and the pointer: the end of
  /// `--help` but its signals and exit status, which the manual page shows in sections of their
  /// own.
  static var keysAndPointer: String {
    let keys = KeyTable.rows(for: .standard).flatMap { row in
      // Keys too many for their column go on lines of their own, the meaning after them.
      let names = wrap(row.keys, width: lineWidth - 4)
      guard names.count > 1 else { return entry("  " + row.keys, row.meaning) }
      return names.enumerated().map { ($0 == 0 ? "  " : "    ") + $1 }
        + entry("", row.meaning)
    }
    return
      (["Keys:"] + keys
      + wrap(KeyTable.zoomedArrows + " " + held, width: lineWidth - 2)
      .map { "  " + $0 }).joined(separator: "\n") + "\n\n" + pointer
  }

  private static let held =
    "Held keys repeat, at most \(keysLead) pictures ahead of the one shown."

  private static let pointer = """
    Pointer:
      swipe (touchscreen), drag (left mouse button), two-finger swipe (trackpad,
      on Wayland, and on X11 with XInput 2.1): follow the finger and snap to a
      picture; a quick flick turns the page
      wheel: one picture per notch; tilt wheel, and a trackpad on an X server
      without XInput 2.1: one picture per burst of ticks
      pinch, Ctrl+wheel, Ctrl+two-finger scroll: zoom; double tap or click: 1:1
      tap or click: show or hide the on-screen display (it fades \(displayHold) s after input)
      press or drag along a clip's bottom edge: seek it (the carousel holds still)

    Dragging, paging and the keys pause the slideshow; it goes on one full
    interval after the last of them.
    """

  private static let signalsAndExit = """
    Signals: USR1 next picture, USR2 previous picture, HUP reload (the folders,
    the file list and the config file are read again), TERM and INT quit.

    Exit status: 0 on success, 1 when no window can be opened, 2 for a wrong option.
    """

  /// One group's heading and its options, each description wrapped in its column.
  private static func section(_ group: OptionSpec.Group) -> String {
    let lines = OptionTable.all.filter { $0.group == group }.flatMap { spec in
      // Options with only a long name line up with the long names of those with both.
      let names = (spec.shortName == nil ? "      " : "  ") + spec.synopsis
      return entry(names, spec.description)
    }
    return (["\(group.heading):"] + lines).joined(separator: "\n")
  }

  /// `names` and `description` as help lines: the description beside the names when they fit,
  /// else on the next line, wrapped to ``lineWidth``.
  static func entry(_ names: String, _ description: String) -> [String] {
    let indent = String(repeating: " ", count: descriptionColumn)
    let wrapped = wrap(description, width: lineWidth - descriptionColumn)
    var lines: [String] = []
    if names.count < descriptionColumn - 1 {
      let padding = String(repeating: " ", count: descriptionColumn - names.count)
      lines.append(names + padding + (wrapped.first ?? ""))
      lines += wrapped.dropFirst().map { indent + $0 }
    } else {
      lines.append(names)
      lines += wrapped.map { indent + $0 }
    }
    return lines
  }

  /// `text` broken into lines of at most `width` characters at spaces.
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
