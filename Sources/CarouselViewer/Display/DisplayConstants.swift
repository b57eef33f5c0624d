/// Timings and counts of the on-screen display's behaviour, with unit and origin.
///
/// When it shows, fades and asks for frames, and how many dots it shows; how it is drawn is in
/// ``RenderingConstants`` and ``Palette``.
package enum DisplayConstants {
  /// Seconds the display stays after the last input before it fades: time to read a two-line
  /// caption and the count, and then the picture is bare again — proposal.
  static let holdTime = 3.0
  /// The fade's length, in s: a fade the eye follows without waiting for it — proposal.
  static let fadeTime = 0.4
  /// The time between two frames of the fade, in s: every frame redraws the whole screen (SDL's
  /// software renderer presents the whole window, and its back buffer counts as lost after a
  /// present), so the fade's 0.4 s take 4 steps and the last frame at 0 instead of 12 and the
  /// last, which cut its CPU from 36 to 14 ms at 1920×1080 (README, "Performance"); the
  /// ease-out's steps (opacity 1, 0.94, 0.75, 0.44, 0) still read as a fade on a caption.
  static let fadeFrameInterval = 1.0 / 10
  /// The time between two frames of the slideshow's progress bar, in s: it moves a little each
  /// frame, and 20 frames a second keep a full redraw cheap on the software renderer.
  static let progressFrameInterval = 1.0 / 20
  /// The most indicator dots shown at once; with more pages the ends shrink — proposal.
  static let maximumVisibleDots = 7
  /// The overlay file (`--overlay-file`): its first lines shown, each at most this many
  /// characters, from at most this many bytes read — a weather line, a calendar entry and a
  /// notice; picframe shows one line — proposal.
  static let overlayLines = 3
  static let overlayLineCharacters = 120
  static let overlayFileBytes = 4_096
  /// The calendar's lines at most, day names included: three days of a busy family fit, and
  /// the corner keeps to its part of the window — proposal.
  static let calendarLines = 12
  /// How often what is drawn still moves one pixel against burn-in (``BurnInShift``), in s:
  /// "a few pixels every few minutes" (OLED TVs' pixel shift moves about as often); a frame with
  /// something still wakes once a step, never more.
  static let burnInStepInterval = 120.0
}
