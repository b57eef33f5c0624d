import Control

/// The names MPRIS2 gives (its specification, version 2.2) and Carousel's choices within them.
package enum MPRISConstants {
  /// The bus name players own; a second Carousel adds `.instancePID`.
  package static let busName = "org.mpris.MediaPlayer2.carousel"
  /// The object every MPRIS player serves.
  package static let objectPath = "/org/mpris/MediaPlayer2"
  package static let rootInterface = "org.mpris.MediaPlayer2"
  package static let playerInterface = "org.mpris.MediaPlayer2.Player"
  package static let propertiesInterface = "org.freedesktop.DBus.Properties"
  package static let introspectableInterface = "org.freedesktop.DBus.Introspectable"
  /// The name media widgets show, and the desktop entry (`carousel.desktop`) they take the icon
  /// from.
  package static let identity = "Carousel"
  package static let desktopEntry = "carousel"
  /// The track id of no picture, as MPRIS names it.
  static let noTrack = "/org/mpris/MediaPlayer2/TrackList/NoTrack"
  /// Where the track ids of pictures start (`…/picture/3` is the third).
  static let trackPrefix = "/org/mpris/MediaPlayer2/carousel/picture/"
  /// The URI schemes and the types of files Carousel opens, as the desktop entry lists them.
  static let uriSchemes = ["file"]
  static let mimeTypes = [
    "image/png", "image/jpeg", "image/gif", "image/bmp", "image/webp", "image/tiff",
    "image/x-portable-anymap", "image/x-tga", "image/x-pcx", "image/svg+xml", "image/heif",
    "image/avif", "image/jxl", "image/qoi",
  ]
  /// The name commands from the bus carry (``ControlOrigin/surface(_:)``).
  static let origin = ControlOrigin.surface("MPRIS")
  /// How long a call to the bus (the name request at the start) may wait for its answer, in µs
  /// (proposal: the bus answers within milliseconds; this keeps a hung bus from holding the
  /// surface's thread, and so SIGTERM, for sd-bus's default 25 s).
  static let callTimeout: UInt64 = 2_000_000
}
