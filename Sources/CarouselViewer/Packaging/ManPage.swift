import FoundationEssentials

/// The manual page `carousel(1)`, in roff, made from ``OptionTable`` as `--help` and the
/// guide's table are; `packaging/carousel.1` holds it, kept equal by a test that rewrites it
/// when asked (`CAROUSEL_RECORD_PACKAGING=1 swift test --filter PackagingFileTests`), beside
/// ``ConfigManPage`` and ``RemoteManPage``.
package enum ManPage {
  /// The whole page.
  package static var text: String {
    var lines = [
      header(name: "CAROUSEL", section: 1, title: "User Commands"),
      ".SH NAME",
      #"carousel \- an endless, paged picture carousel and slideshow for the Linux desktop"#,
      ".SH SYNOPSIS",
      ".B carousel",
      #"[\fIOPTIONS\fR] [\fIPATH\fR ...]"#,
      ".br",
      #".B carousel \-\-send"#,
      #"\fISOCKET COMMAND\fR"#,
      ".SH DESCRIPTION",
    ]
    lines += paragraphs(description)
    lines.append(".SH OPTIONS")
    for group in OptionSpec.Group.allCases {
      let specs = OptionTable.all.filter { $0.group == group }
      guard !specs.isEmpty else { continue }
      lines.append(".SS " + escaped(group.rawValue))
      for spec in specs {
        lines.append(".TP")
        lines.append(synopsis(spec))
        lines.append(escaped(spec.description))
      }
    }
    lines += [".SH KEYS AND POINTER", ".nf"]
    lines += Usage.keysAndPointer.split(separator: "\n", omittingEmptySubsequences: false).map {
      escaped(String($0))
    }
    lines += [".fi", ".SH EXAMPLES"] + example(ManPageFacts.examples)
    lines += [".SH FILES"] + items(ManPageFacts.files, tag: #"\fI"#)
    lines += [".SH ENVIRONMENT"] + items(ManPageFacts.environment, tag: #"\fB"#)
    lines += [".SH SIGNALS"] + items(ManPageFacts.signals, tag: #"\fB"#)
    lines += [".SH DIAGNOSTICS"] + paragraphs(ManPageFacts.diagnostics)
    lines += items(ManPageFacts.levels, tag: #"\fB"#)
    lines += [".SH EXIT STATUS"] + items(ManPageFacts.exitStatus, tag: #"\fB"#)
    lines += [
      ".SH SEE ALSO",
      #"\fBcarousel.conf\fR(5), \fBcarousel\-remote\fR(7), \fBfeh\fR(1), \fBimv\fR(1), "#
        + #"\fBsystemctl\fR(1)"#,
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The `.TH` line of a page of Carousel's, with its version.
  static func header(name: String, section: Int, title: String) -> String {
    let version = Usage.version.split(separator: " ").last.map(String.init) ?? ""
    return #".TH \#(name) \#(section) "" "carousel \#(version)" "\#(title)""#
  }

  /// `text` as an indented block of lines kept as they are.
  static func example(_ text: String) -> [String] {
    [".PP", ".RS 4", ".nf"]
      + text.split(separator: "\n", omittingEmptySubsequences: false).map {
        escaped(String($0))
      } + [".fi", ".RE"]
  }

  /// Tagged paragraphs, the tag in `font` (`\fB` bold, `\fI` italics).
  static func items(_ items: [(tag: String, meaning: String)], tag font: String) -> [String] {
    items.flatMap { [".TP", font + escaped($0.tag) + #"\fR"#, escaped($0.meaning)] }
  }

  private static let description = """
    Carousel shows pictures as an endless, paged carousel: the next picture slides in, the \
    last one wraps round to the first, and every motion ends exactly on a page. Swipe it with \
    a finger, two fingers on a trackpad or a mouse drag, flip it with the wheel or the keys, \
    or leave it running as a slideshow or a locked kiosk. Each PATH is a picture or a folder \
    (its pictures, in natural name order); without one, Carousel shows its demo pictures.

    A picture that cannot be read gets a page that says why, and the carousel goes on.
    """

  /// `text` as roff paragraphs: one `.PP` before each but the first.
  static func paragraphs(_ text: String) -> [String] {
    text.components(separatedBy: "\n\n").enumerated().flatMap { index, paragraph in
      (index == 0 ? [] : [".PP"]) + [escaped(paragraph)]
    }
  }

  /// `-f, --fullscreen` or `--size WxH`, in bold and italics.
  private static func synopsis(_ spec: OptionSpec) -> String {
    let names = [spec.shortName, spec.name].compactMap { $0 }.map {
      #"\fB"# + escaped($0) + #"\fR"#
    }
    let placeholder = spec.shownPlaceholder.map { #" \fI"# + escaped($0) + #"\fR"# } ?? ""
    return names.joined(separator: ", ") + placeholder
  }

  /// `text` safe in roff: backslashes doubled, dashes that start a word (options, negative
  /// numbers) made minus signs, and a line never starting with a control character.
  static func escaped(_ text: String) -> String {
    var result = ""
    var previous: Character = " "
    for character in text {
      switch character {
      case "\\": result += #"\e"#
      case "-" where !(previous.isLetter || previous.isNumber): result += #"\-"#
      default: result.append(character)
      }
      previous = character
    }
    if result.hasPrefix(".") || result.hasPrefix("'") { result = #"\&"# + result }
    return result
  }
}
