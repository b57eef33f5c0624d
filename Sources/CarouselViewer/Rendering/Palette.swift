import SDLKit

/// The colours of Carousel's own drawing (everything but the pictures), opacities included.
///
/// Sizes, scales, counts and timings of that drawing are in ``RenderingConstants``; those of
/// the on-screen display's behaviour in ``DisplayConstants``.
package enum Palette {
  /// Behind pictures: black, as every photo viewer does, so letterboxing disappears.
  static let background = Color.black
  /// The screen while the display sleeps and nothing can turn it off (no DPMS): black, as a
  /// screen that is off.
  static let asleep = Color.black
  /// Error pages: a dark grey card, distinct from the black behind pictures.
  static let errorBackground = Color(rgb: 0x24_1A_1A)
  /// The error page's title, "Cannot show this picture".
  static let errorTitle = Color(rgb: 0xF2_F2_F2)
  /// The error page's lines under its title: the file name and the reason.
  static let errorBody = Color(rgb: 0xB8_B0_B0)
  /// The message of an empty carousel, the status line and a loading page's file name.
  static let emptyText = Color(rgb: 0x9A_9A_9A)
  /// The loading spinner's dots, at their brightest (alpha varies along the ring).
  static let spinner = Color(rgb: 0xD0_D0_D0)
  /// The alpha of the faintest dot of the spinner's fading tail (0...255).
  static let spinnerTailAlpha = 40
  /// The overview grid: a cell whose thumbnail is still to come, a cell that cannot show one,
  /// and the frame round the selected cell.
  static let gridPlaceholder = Color(rgb: 0x1E_1E_22)
  static let gridFailure = Color(rgb: 0x3A_22_22)
  static let gridHighlight = Color(rgb: 0xF5_F5_F5)
  /// Behind the status line (the folder scan's progress): translucent black.
  static let statusBackground = Color(red: 0, green: 0, blue: 0, alpha: 160)

  // MARK: On-screen display

  /// The display's text and its secondary text (labels, the count's slash).
  static let displayText = Color(rgb: 0xF5_F5_F5)
  static let displaySecondaryText = Color(rgb: 0xB4_B4_B4)
  /// The alpha of the dark gradient behind captions and the indicator, at its darkest (0...255).
  static let scrimAlpha: UInt8 = 150
  /// Panels (info, help) and pills (count, "Paused"): translucent near-black.
  static let panelBackground = Color(red: 12, green: 12, blue: 14, alpha: 200)
  /// The soft shadow under a corner's text (the clock, the overlay file): black, this alpha
  /// for each of its eight copies, so a ring of them darkens what is under the letters.
  static let textShadow = Color(red: 0, green: 0, blue: 0, alpha: 70)
  /// Behind the help overlay's panel: the carousel dimmed.
  static let dimBackground = Color(red: 0, green: 0, blue: 0, alpha: 140)
  /// The current dot and the others.
  static let currentDot = Color(rgb: 0xFF_FF_FF)
  static let otherDot = Color(red: 255, green: 255, blue: 255, alpha: 110)
  /// The faint ring round each dot, so dots show on light backgrounds too.
  static let dotShadow = Color(red: 0, green: 0, blue: 0, alpha: 70)
  /// The slideshow's progress bar: what has passed, and the track behind it.
  static let progressFill = Color(red: 255, green: 255, blue: 255, alpha: 200)
  static let progressTrack = Color(red: 255, green: 255, blue: 255, alpha: 50)
  /// The play mark on a clip's grid cell.
  static let playMark = Color(red: 255, green: 255, blue: 255, alpha: 230)
}
