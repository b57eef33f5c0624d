/// Sizes, scales, counts and timings of Carousel's own drawing: the pages that are not
/// pictures, the on-screen display's layout and text slides, with unit and origin.
///
/// Sizes are device pixels; scales and fractions are of the size named. "Proposal" marks this
/// project's own choice, as in docs/physics.md. The colours are in ``Palette``.
package enum RenderingConstants {
  // MARK: Messages, error and loading pages

  /// Title text height as a fraction of the page height (about 33 px at 720) — proposal.
  static let titleScale = 1.0 / 22
  /// The smallest title, in px — proposal.
  static let minimumTitleSize = 14
  /// The smallest of the small lines (the status line, a loading page's file name), in px —
  /// proposal.
  static let minimumSmallTextSize = minimumTitleSize - 2
  /// The smallest line of a centred message, in px, however small its scale — proposal.
  static let minimumLineSize = 8
  /// The error page's lines under its title (the file name, the reason), as a fraction of the
  /// title's size — proposal.
  static let errorBodyScale = 0.8
  /// The status line (the folder scan's progress), as a fraction of the title size — proposal.
  static let statusScale = 0.6
  /// A loading page's file name, as a fraction of the title size — proposal.
  static let loadingNameScale = 0.7
  /// The space between lines, as a fraction of the title size — proposal.
  static let lineGapScale = 0.6
  /// The widest a line may be, as a fraction of the page's width (longer lines shrink to fit);
  /// the error page's block is fitted to this fraction of the page's height too — proposal.
  static let textWidthFraction = 0.9

  // MARK: The loading spinner

  /// Dots on the spinner's ring, one brighter each frame — proposal.
  static let spinnerDots = 12
  /// The ring's radius as a fraction of the page's shorter side (30 px at 720) — proposal.
  static let spinnerRadiusFraction = 1.0 / 24
  /// The ring's smallest radius, in px — proposal.
  static let minimumSpinnerRadius = 8.0
  /// A dot's side as a fraction of the ring's radius, and its smallest, in px — proposal.
  static let spinnerDotFraction = 0.25
  static let minimumSpinnerDot = 2.0
  /// A loading page's file name starts this many ring radii below the page's centre —
  /// proposal.
  static let loadingNameOffset = 2.5
  /// The time between two frames of the spinner, in s: 12 frames a second, smooth enough for a
  /// spinner and cheap on the CPU while a decode runs — proposal.
  static let spinnerFrameInterval = 1.0 / 12

  // MARK: Pairs

  /// The gap between two pictures that share a page, as a fraction of the page's side across
  /// them (23 px at 1920), and its least, in px — proposal.
  static let pairGapFraction = 0.012
  static let minimumPairGap = 4.0

  // MARK: Backdrops

  /// Enlarged backdrops kept: the pages of a swipe, each of them a pair's two pictures.
  static let enlargedBackdrops = 4
  /// The most pixels an enlarged backdrop has: a 1920×1080 page's is a copy of whole pixels;
  /// a 3840×2160 page gets one a quarter its area (8 MB, not 33), which the renderer doubles,
  /// two screen pixels a texel — proposal.
  static let largestEnlargedBackdrop = 1920 * 1080

  // MARK: Text

  /// Rendered text kept for reuse, in bytes of texture (4 a pixel): the display's lines and
  /// two text slides at 3840×2160 (about 8 MB each when their lines fill the page).
  static let textCacheBytes = 32 * 1_048_576

  // MARK: On-screen display

  /// The display's text size as a fraction of the drawable's shorter side, and its smallest
  /// in px (legible at 320×240, 40 px at 1440 pixels high) — proposal.
  static let displayTextScale = 1.0 / 36
  static let minimumDisplayTextSize = 12
  /// How far still overlays move each way against burn-in, as a fraction of the display's
  /// margin (``BurnInShift``): 4 px at 1920×1080, 2 px at 320×240, 8 px at 3840×2160, always
  /// well inside the margin — proposal.
  static let burnInShiftFraction = 0.15
  /// The scrim's height (the gradient behind captions and the indicator), as a multiple of the
  /// display's text size — proposal.
  static let scrimHeightScale = 7.0
  /// Captions: at most this many lines, at most this fraction of the page's width — proposal.
  static let captionLines = 2
  static let captionWidthFraction = 0.8
  /// Indicator dots: diameter as a fraction of the text size, centre-to-centre spacing as a
  /// multiple of the diameter (iOS's page control: 7 pt dots 16 pt apart).
  static let dotDiameterScale = 0.42
  static let dotSpacingScale = 2.2
  /// The progress bar's height as a fraction of the drawable's shorter side (3 px at 540,
  /// 4 px at 720), and its smallest, in px — proposal.
  static let progressHeightFraction = 1.0 / 180
  static let minimumProgressHeight = 2.0
  /// The height of the strip along the bottom edge where a press drags a clip's bar, as a
  /// fraction of the window's shorter side (54 pt at 1080), and its smallest, in points: a
  /// fingertip's width (about 9 mm) on a phone-sized screen — proposal.
  static let progressHitFraction = 1.0 / 20
  static let minimumProgressHit = 32.0
  /// The play mark on a clip's grid cell: its height as a fraction of the cell's shorter side,
  /// large enough to read at a glance in a 120 px cell, small enough to leave the frame
  /// seen — proposal.
  static let playMarkFraction = 0.28
  /// The clock's text size as a multiple of the display's: read across a room — proposal.
  static let clockScale = 1.8
  /// A corner's block of text (the clock, the overlay file's lines) is at most this fraction of
  /// the drawable's height, and beside the indicator at least this many text sizes wide (else
  /// it goes above it) — proposal.
  static let cornerHeightFraction = 0.3
  /// The calendar's block may be taller: this fraction, which with another corner's block on
  /// its side (``cornerHeightFraction``) and the margins still leaves them apart — proposal.
  static let calendarHeightFraction = 0.5
  static let cornerMinimumWidthScale = 5.0
  /// Captions narrow to the middle beside a bottom corner's block down to this fraction of the
  /// drawable's width; below it, the block goes above them instead — proposal.
  static let captionMinimumWidthFraction = 0.4
  /// The soft shadow under a corner's text: its reach as a fraction of the text size (at least
  /// 1 px), so white text reads on white skies without a plate — proposal.
  static let textShadowScale = 1.0 / 14
  /// The info panel's widest, as a fraction of the drawable's width — proposal.
  static let infoPanelWidthFraction = 0.46
  /// The help overlay's panel, as a fraction of the drawable's width and height — proposal.
  static let helpPanelWidthFraction = 0.86
  static let helpPanelHeightFraction = 0.86

  // MARK: Text slides and pages of text

  /// A text slide's margins, as a fraction of the page's shorter side — proposal.
  static let slideMarginFraction = 0.07
  /// A text slide's largest body text, as a fraction of the page's height, and its smallest
  /// in px (below it, lines are cut with "…" rather than shrunk further) — proposal.
  static let slideMaximumTextFraction = 1.0 / 11
  static let slideMinimumTextSize = 6
  /// The title's size as a multiple of the body's, and the space after it in body lines —
  /// proposal.
  static let slideTitleScale = 1.5
  static let slideTitleGap = 0.7
}
