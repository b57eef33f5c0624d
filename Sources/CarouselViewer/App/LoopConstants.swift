/// Tuning of the live event loop.
package enum LoopConstants {
  /// Frames per second assumed when SDL does not know the display's refresh rate (X11 over VNC,
  /// Xvfb): the common desktop rate.
  static let fallbackRefreshRate = 60
  /// The refresh rates the loop paces itself to, in hertz: below 30 motion judders; above 360
  /// no display refreshes.
  static let refreshRates = 30...360
  /// Seconds a live start's first frame waits for the first picture (or its error page).
  ///
  /// After that it draws the loading page: nothing reaches the screen before the picture unless
  /// its decode takes longer. The loading page drew at one refresh before (16.7 ms), which a
  /// 1920×1080 PNG's 35 to 50 ms decode always passed: the screen showed a spinner and the
  /// file name, and the fonts they opened, 20 to 40 ms before the picture (README,
  /// "Performance"). One second is the limit within which a wait still reads as one flow of
  /// action (Nielsen's response-time limits), and it holds a 24 MP photo's decode on a slow board.
  static let firstPictureWait = 1.0
  /// The shortest wait, in s, before which the loop parks the pictures the window shows 1:1
  /// (``Viewer/rest()``): bringing a 1920×1080 picture back costs the next frame about 2 ms,
  /// which a rest shorter than a few frames (a spinner's turn, the keys of a quick flip) would
  /// pay for nothing; a quarter of a second is longer than a key repeat's gap — proposal.
  static let parkingWait = 0.25
}
