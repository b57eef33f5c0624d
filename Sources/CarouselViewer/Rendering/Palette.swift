import SDLKit

/// The colours and text sizes of Carousel's own drawing (everything but the pictures).
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
}
