import FoundationEssentials
import Gestures

/// The manual page `carousel.conf(5)`, in roff: the config file, made from ``OptionTable`` (its
/// keys) and the actions `[keys]` takes, so that it lists every key and action there is;
/// `packaging/carousel.conf.5` holds it, kept equal by `PackagingFileTests`.
package enum ConfigManPage {
  /// The whole page.
  package static var text: String {
    var lines = [
      ManPage.header(name: "CAROUSEL.CONF", section: 5, title: "File Formats"),
      ".SH NAME",
      #"carousel.conf \- the configuration file of carousel"#,
      ".SH SYNOPSIS",
      #"\fI$XDG_CONFIG_HOME/carousel/config\fR (else \fI~/.config/carousel/config\fR)"#,
      ".SH DESCRIPTION",
    ]
    lines += ManPage.paragraphs(description)
    lines.append(".SH OPTIONS")
    lines += ManPage.paragraphs(optionsIntroduction)
    for spec in OptionTable.all {
      guard let key = spec.configKey else { continue }
      lines.append(".TP")
      let value = spec.shownPlaceholder.map { " = " + $0 } ?? " = yes|no"
      lines.append(#"\fB"# + ManPage.escaped(key) + #"\fR"# + ManPage.escaped(value))
      lines.append(ManPage.escaped(spec.description))
    }
    lines.append(".SH [keys]")
    lines += ManPage.paragraphs(keysIntroduction)
    for (action, meaning) in actions {
      lines += [".TP", #"\fB"# + ManPage.escaped(action) + #"\fR"#, ManPage.escaped(meaning)]
    }
    lines.append(".SH [actions]")
    lines += ManPage.paragraphs(actionsText)
    lines.append(".SH EXAMPLES")
    lines += ManPage.example(example)
    lines += [".SH SEE ALSO", #"\fBcarousel\fR(1), \fBcarousel\-remote\fR(7)"#]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Every action a `[keys]` line may name, with what it does: the key table's words where it
  /// has them, the action's own otherwise, and `none`.
  static var actions: [(word: String, meaning: String)] {
    Action.allCases.map { action in
      let meaning = KeyTable.actions.first { $0.action == action }?.meaning
      return (action.rawValue, meaning ?? otherMeanings[action] ?? action.rawValue)
    } + [("none", "unbind the chord: it does nothing")]
  }

  /// What the actions that no key is bound to by default do.
  private static let otherMeanings: [Action: String] = [
    .playSlideshow: "start the slideshow (nothing when it runs)",
    .pauseSlideshow: "stop the slideshow (nothing when it is stopped)",
    .reload: "read the folders, the file list and the config file again, as SIGHUP does",
  ]

  private static let description = """
    Carousel reads its settings from this file at the start, and again on a reload (SIGHUP, \
    systemctl --user reload, or the reload command). The command line wins over the file: \
    --fullscreen=no turns off a switch the file turned on. --config FILE reads another file, \
    --no-config none.

    One setting a line: key = value. Lines starting with # are comments; blank lines are \
    skipped. Switches take yes or no. The file has up to three parts: the options at the top, \
    a [keys] section that binds keys to actions, and an [actions] section that binds keys to \
    your own commands.

    An unknown key, section or action, or a wrong value, names the file, the line and the \
    accepted values; at the start Carousel then exits with status 2, on a reload it keeps \
    everything in use and says so on one line.
    """

  private static let optionsIntroduction = """
    Each key is the long option of carousel(1) without its dashes, and takes the same values. \
    Not every option is a key: those that only make sense once (--control, --send, \
    --config, the headless and replay options) are not.
    """

  private static let keysIntroduction = """
    Each line binds a chord to an action: CHORD = ACTION. A chord is modifiers (Ctrl, Alt, \
    Shift, Super) and one key by SDL's name (Right, PageDown, F11, Space, a letter), joined \
    by +, such as Ctrl+Q or Shift+F12. A chord the standard map binds takes its new action; \
    the other keys keep theirs. The on-screen help shows the map as it is. The actions:
    """

  private static let actionsText = """
    Each line binds a chord to a command run on the picture shown: CHORD = COMMAND. %f in \
    the command is the picture's absolute path, always one argument whatever characters it \
    holds. The command runs without a shell, so nothing in a file name is read as shell \
    syntax; a command that asks for one (sh -c '...') gets the path as "$CAROUSEL_FILE" \
    where %f stood. Carousel does not wait for it; a command that cannot start or exits with \
    an error is said on one line of standard error. A kiosk runs actions only with \
    kiosk-actions = yes (--kiosk-actions).
    """

  private static let example = """
    # ~/.config/carousel/config
    slideshow = 8
    recursive = yes
    transition = fade
    background = #202020
    awake = mon-fri 06:30-22:00, sat,sun 08:00-23:30

    [keys]
    Ctrl+Q = quit
    Escape = none

    [actions]
    Ctrl+1 = gimp %f
    Ctrl+c = sh -c 'wl-copy < %f'
    """
}
