import SDLKit

/// The colours and text sizes of Carousel's own drawing (everything but the pictures).
enum Palette {
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
}
