import SDLKit

/// The colours, sizes and timings of Carousel's own drawing (everything but the pictures).
package enum Palette {
  /// Behind pictures: black, as every photo viewer does, so letterboxing disappears.
  static let background = Color.black
  /// Error pages: a dark grey card, distinct from the black behind pictures.
  static let errorBackground = Color(rgb: 0x24_1A_1A)
  static let errorTitle = Color(rgb: 0xF2_F2_F2)
  static let errorDetail = Color(rgb: 0xB8_B0_B0)
  static let emptyText = Color(rgb: 0x9A_9A_9A)
  /// The loading spinner's dots (alpha varies along the ring), and how many.
  static let spinner = Color(rgb: 0xD0_D0_D0)
  static let spinnerDots = 12
  /// Behind the status line (the folder scan's progress): translucent black.
  static let statusBackground = Color(red: 0, green: 0, blue: 0, alpha: 160)
  /// Title text height as a fraction of the page height, and its floor in device pixels.
  static let titleScale = 1.0 / 22
  static let minimumTitleSize = 14
  /// Detail lines (file name, reason) and the status line, as fractions of the title size.
  static let detailScale = 0.8
  static let statusScale = 0.6
  /// The space between lines, as a fraction of the title size.
  static let lineGapScale = 0.6
  /// The widest a line may be, as a fraction of the page width; longer lines shrink to fit.
  static let textWidthFraction = 0.9
  /// The spinner ring's radius as a fraction of the page's shorter side, and its floor in pixels.
  static let spinnerRadiusFraction = 1.0 / 24
  static let minimumSpinnerRadius = 8.0
  /// The faintest dot of the spinner's fading tail (0...255).
  static let spinnerTailAlpha = 40
  /// The time between two frames of the spinner, in s (12 frames a second: smooth enough for a
  /// spinner, cheap on the CPU while a decode runs).
  static let spinnerFrameInterval = 1.0 / 12

  /// Rendered text kept for reuse, in bytes of texture (4 a pixel): the display's lines and
  /// two text slides at 3840×2160 (about 8 MB each when their lines fill the page).
  static let textCacheBytes = 32 * 1_048_576

  // MARK: On-screen display

  /// Seconds the display stays after the last input before it fades, and the fade's length.
  ///
  /// Three seconds is the issue's; 0.4 s is a fade the eye follows without waiting for it.
  static let displayHoldTime = 3.0
  static let displayFadeTime = 0.4
  /// The time between two frames of the fade, in s: 30 frames a second is smooth for a fade.
  static let displayFadeFrameInterval = 1.0 / 30
  /// The time between two frames of the slideshow's progress bar, in s: it moves a little each
  /// frame, and 20 frames a second keep a full redraw cheap on the software renderer.
  static let progressFrameInterval = 1.0 / 20
  /// The display's text size as a fraction of the drawable's shorter side, and its floor in
  /// device pixels (legible at 320×240, 40 px at 1440 pixels high).
  static let displayTextScale = 1.0 / 36
  static let minimumDisplayTextSize = 12
  /// The display's text and its secondary text (labels, the count's slash).
  static let displayText = Color(rgb: 0xF5_F5_F5)
  static let displaySecondaryText = Color(rgb: 0xB4_B4_B4)
  /// The dark gradient behind captions and the indicator at the bottom, at its darkest.
  static let scrimAlpha: UInt8 = 150
  /// The scrim's height as a multiple of the display's text size.
  static let scrimHeightScale = 7.0
  /// Panels (info, help) and pills (count, "Paused"): translucent near-black.
  static let panelBackground = Color(red: 12, green: 12, blue: 14, alpha: 200)
  /// Behind the help overlay's panel: the carousel dimmed.
  static let dimBackground = Color(red: 0, green: 0, blue: 0, alpha: 140)
  /// Captions: at most this many lines, at most this fraction of the page's width.
  static let captionLines = 2
  static let captionWidthFraction = 0.8
  /// Indicator dots: diameter as a fraction of the text size, centre-to-centre spacing as a
  /// multiple of the diameter (iOS: 7 pt dots 16 pt apart), and how many show at most.
  static let dotDiameterScale = 0.42
  static let dotSpacingScale = 2.2
  static let maximumVisibleDots = 7
  /// The current dot and the others.
  static let currentDot = Color(rgb: 0xFF_FF_FF)
  static let otherDot = Color(red: 255, green: 255, blue: 255, alpha: 110)
  /// The faint ring round each dot, so dots show on light backgrounds too.
  static let dotShadow = Color(red: 0, green: 0, blue: 0, alpha: 70)
  /// The progress bar: its height as a fraction of the drawable's shorter side (3 px at 540,
  /// 4 px at 720), floor 2 px, and its colours.
  static let progressHeightFraction = 1.0 / 180
  static let progressFill = Color(red: 255, green: 255, blue: 255, alpha: 200)
  static let progressTrack = Color(red: 255, green: 255, blue: 255, alpha: 50)
  /// The info panel's widest, as a fraction of the drawable's width.
  static let infoPanelWidthFraction = 0.46
  /// The help overlay's panel, as a fraction of the drawable's width and height.
  static let helpPanelWidthFraction = 0.86
  static let helpPanelHeightFraction = 0.86

  // MARK: Text slides and pages of text

  /// A text slide's margins, as a fraction of the page's shorter side.
  static let slideMarginFraction = 0.07
  /// A text slide's largest body text, as a fraction of the page's height, and its smallest
  /// in device pixels (below it, lines are cut with "…" rather than shrunk further).
  static let slideMaximumTextFraction = 1.0 / 11
  static let slideMinimumTextSize = 6
  /// The title's size as a multiple of the body's, and the space after it in body lines.
  static let slideTitleScale = 1.5
  static let slideTitleGap = 0.7
}
