/// Tuning of the live event loop.
package enum LoopConstants {
  /// Frames per second assumed when SDL does not know the display's refresh rate (X11 over VNC,
  /// Xvfb): the common desktop rate.
  static let fallbackRefreshRate = 60
  /// The refresh rates the loop paces itself to, in hertz: below 30 motion judders; above 360
  /// no display refreshes.
  static let refreshRates = 30...360
}
