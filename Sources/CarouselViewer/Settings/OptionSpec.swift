import Geometry
import Gestures
import HTTPSurface
import Localization
import PictureFiles
import SDLKit

/// One option, declared once: names, value and accepted range, help text, config key.
///
/// The command-line parser, `--help`, the README's option table and the config file all read
/// it from ``OptionTable``; its default is what ``Options/init()`` holds.
package struct OptionSpec: Sendable {
  /// What the option does with its value, and which values it accepts.
  package enum Binding: Sendable {
    /// Ends parsing with a command (help, version).
    case command(Command)
    /// A switch: on when given alone, or `yes`/`no` (`--kiosk=no`, `kiosk = yes`).
    case flag(WritableKeyPath<Options, Bool> & Sendable)
    /// A whole number in a range.
    case integer(WritableKeyPath<Options, Int> & Sendable, ClosedRange<Int>)
    /// A whole number in a range, unset by default.
    case optionalInteger(WritableKeyPath<Options, Int?> & Sendable, ClosedRange<Int>)
    /// One word of a few (`--sort name|natural|...`).
    case choice(Choice)
    /// A colour: a name or `#RRGGBB`.
    case color(WritableKeyPath<Options, Color> & Sendable)
    /// A key chord (`Ctrl+Alt+Q`), or `none`.
    case chord(WritableKeyPath<Options, KeyMap.Chord?> & Sendable)
    /// A number of seconds in a range, plain decimals allowed.
    case seconds(WritableKeyPath<Options, Double?> & Sendable, ClosedRange<Double>)
    /// `WIDTHxHEIGHT` in pixels, each side in a range.
    case size(WritableKeyPath<Options, Size> & Sendable, ClosedRange<Int>)
    /// A file path, not empty.
    case path(WritableKeyPath<Options, String?> & Sendable)
    /// A name, such as a font's, not empty.
    case name(WritableKeyPath<Options, String?> & Sendable)
    /// A name given once for each of several (`--calendar A --calendar B`), not empty; each
    /// one given is added to the list.
    case names(WritableKeyPath<Options, [String]> & Sendable)
    /// An ISO 8601 calendar date, `YYYY-MM-DD`.
    case date(WritableKeyPath<Options, CalendarDate?> & Sendable)
    /// An age: a count of days, weeks or years (`30d`, `12w`, `1y`).
    case age(WritableKeyPath<Options, AgeLimit?> & Sendable)
    /// A switch that may take a whole number in a range (`--on-this-day`, `--on-this-day 3`):
    /// given alone, 0; a number right after it on the command line is its value.
    case countingSwitch(WritableKeyPath<Options, Int?> & Sendable, ClosedRange<Int>)
    /// A shell command, run through `/bin/sh -c`, not empty.
    case shellCommand(WritableKeyPath<Options, String?> & Sendable)
    /// Days and hours of the week (`mon-fri 06:30-22:00, sat,sun 08:00-23:30`).
    case schedule(WritableKeyPath<Options, AwakeSchedule?> & Sendable)
    /// Where a server listens: `PORT` or `ADDRESS:PORT`.
    case listenAddress(WritableKeyPath<Options, ListenAddress?> & Sendable)
    /// What captions show: a word of ``CaptionSource/words`` or a template; unset, the mode
    /// decides (`unset` says what it decides).
    case caption(WritableKeyPath<Options, CaptionSource?> & Sendable, unset: String)
    /// A switch that may take a text: alone (or `yes`) it is on with its default (an empty
    /// text), `no` turns it off (nil), any other text is the value. On the command line the
    /// next argument is its text only when `looksLikeValue` says so (a clock's format holds a
    /// `%`): `--clock ~/Pictures` shows the folder with the default clock.
    case textSwitch(
      WritableKeyPath<Options, String?> & Sendable, looksLikeValue: @Sendable (String) -> Bool)
  }

  /// Where the option is listed in `--help` and the README.
  package enum Group: String, CaseIterable, Sendable {
    case viewing = "Viewing"
    case choosing = "Choosing what to show"
    case slideshow = "Slideshow"
    case display = "On-screen display and text slides"
    case kiosk = "Kiosk"
    case memory = "Pictures and memory"
    case configuration = "Configuration file"
    case power = "Night and day"
    case sources = "Pictures from a photo server"
    case calendar = "Calendar and weather"
    case remote = "Remote control"
    case headless = "Without a display, and for tests"
    case information = "Information"

    /// The heading in `--help`, in the user's language (the guide and the manual page keep
    /// ``rawValue``, English).
    var heading: String {
      switch self {
      case .viewing: localized("Viewing")
      case .choosing: localized("Choosing what to show")
      case .slideshow: localized("Slideshow")
      case .display: localized("On-screen display and text slides")
      case .kiosk: localized("Kiosk")
      case .memory: localized("Pictures and memory")
      case .configuration: localized("Configuration file")
      case .power: localized("Night and day")
      case .sources: localized("Pictures from a photo server")
      case .calendar: localized("Calendar and weather")
      case .remote: localized("Remote control")
      case .headless: localized("Without a display, and for tests")
      case .information: localized("Information")
      }
    }
  }

  /// The long name, with its dashes (`--cache-mb`).
  package let name: String
  /// The one-letter name, with its dash (`-f`), if any.
  package let shortName: String?
  package let binding: Binding
  /// What the value stands for in help (`N`, `SECS`, `FILE`, `WxH`); nil for switches.
  package let placeholder: String?
  /// What the option does, in a few words; the accepted values and the default are added from
  /// the binding.
  package let help: String
  package let group: Group
  /// The key that sets it in a config file (the long name without dashes), or nil for options
  /// that only make sense on a command line (help, tests, headless runs).
  package let configKey: String?

  package init(
    _ name: String, short shortName: String? = nil, _ binding: Binding,
    placeholder: String? = nil, group: Group, configurable: Bool = false, help: String
  ) {
    self.name = name
    self.shortName = shortName
    self.binding = binding
    self.placeholder = placeholder
    self.help = help
    self.group = group
    configKey = configurable ? String(name.drop { $0 == "-" }) : nil
  }

  /// Whether the option takes a value.
  package var takesValue: Bool {
    switch binding {
    case .command, .flag, .countingSwitch, .textSwitch: false
    case .integer, .optionalInteger, .seconds, .size, .path, .choice, .color, .chord, .name,
      .names, .shellCommand, .schedule, .date, .age, .listenAddress, .caption:
      true
    }
  }

  /// The names as written in help: `-f, --fullscreen` or `--size WxH`.
  package var synopsis: String {
    let names = [shortName, name].compactMap { $0 }.joined(separator: ", ")
    return shownPlaceholder.map { names + " " + $0 } ?? names
  }

  /// The placeholder as help writes it: in brackets when the value may be left out
  /// (`--clock [FORMAT]`).
  package var shownPlaceholder: String? {
    if case .textSwitch = binding { return placeholder.map { "[" + $0 + "]" } }
    return placeholder
  }

  /// The help text with the accepted values and the default: one line for `--help` and the
  /// README.
  package var description: String {
    let details = [acceptedValues, defaultText.map { "default \($0)" }].compactMap { $0 }
    return details.isEmpty ? help : help + " (" + details.joined(separator: "; ") + ")"
  }

  /// The values the binding accepts, in words, or nil for switches and paths.
  package var acceptedValues: String? {
    switch binding {
    case .command, .flag, .path, .name, .shellCommand, .textSwitch: nil
    case .names: "given again for each one"
    case .schedule: "days and windows such as mon-fri 06:30-22:00, sat,sun 08:00-23:30"
    case .listenAddress:
      "ADDRESS is IPv4, [IPv6] or localhost; PORT is 1 to 65535, or 0 for any free one"
    case .integer(_, let range), .optionalInteger(_, let range):
      "\(range.lowerBound) to \(range.upperBound)"
    case .countingSwitch(_, let range): "\(range.lowerBound) to \(range.upperBound); alone, 0"
    case .date: "YYYY-MM-DD"
    case .age: "a number of days, weeks or years such as 30d, 12w or 1y"
    case .seconds(_, let range):
      "\(Self.format(range.lowerBound)) to \(Self.format(range.upperBound)), decimals allowed"
    case .size(_, let range): "each side \(range.lowerBound) to \(range.upperBound)"
    case .choice(let choice): choice.words.joined(separator: ", ")
    case .color: "a name such as black or gray, or #RRGGBB"
    case .chord: "keys joined by +, or none"
    case .caption:
      CaptionSource.words.joined(separator: ", ") + ", or a template of "
        + CaptionTemplate.fieldList
    }
  }

  /// The default as the user would type it, or nil when the option is off or unset by default.
  package var defaultText: String? {
    let defaults = Options()
    switch binding {
    case .command, .flag, .path, .optionalInteger, .name, .names, .shellCommand, .date, .age,
      .countingSwitch, .listenAddress, .textSwitch:
      return nil
    case .caption(_, let unset): return unset
    case .schedule: return "on all day"
    case .seconds(let keyPath, _): return defaults[keyPath: keyPath].map(Self.format)
    case .integer(let keyPath, _): return String(defaults[keyPath: keyPath])
    case .size(let keyPath, _):
      let size = defaults[keyPath: keyPath]
      return "\(size.width)x\(size.height)"
    case .choice(let choice): return choice.current(defaults)
    case .color(let keyPath): return ColorName.text(for: defaults[keyPath: keyPath])
    case .chord(let keyPath): return defaults[keyPath: keyPath]?.description ?? "none"
    }
  }

  /// `value` without a fraction when it has none.
  static func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
