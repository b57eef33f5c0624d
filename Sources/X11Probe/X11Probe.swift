import CXCB

/// Asks an X server, before SDL starts, for the size of its screen.
///
/// SDL learns the display's size only once its video subsystem has started (tens of ms of round
/// trips to the X server); the app's first picture, decoded for that size, can start at once
/// instead. The answer comes with the connection itself (the setup the server sends), so it
/// costs a connect and no request. It is the whole screen: with monitors side by side, more
/// than one monitor, which the app treats as a guess. The only user of libxcb.
///
/// Keep the probe until SDL has connected, then ``close()`` it: an X server (Xvfb, measured)
/// refuses a connection made right after another client left about one time in six, and SDL
/// would then find no display.
public final class X11Probe {
  private var connection: OpaquePointer?
  /// The size in pixels of the server's default screen.
  public let screenSize: (width: Int, height: Int)

  /// Connects to the X server `display` (nil: `$DISPLAY`) and reads its default screen's size;
  /// nil when none answers.
  public init?(display: String? = nil) {
    var screenNumber: Int32 = 0
    guard let connection = xcb_connect(display, &screenNumber) else { return nil }
    guard xcb_connection_has_error(connection) == 0, let setup = xcb_get_setup(connection) else {
      xcb_disconnect(connection)
      return nil
    }
    var screens = xcb_setup_roots_iterator(setup)
    for _ in 0..<max(screenNumber, 0) where screens.rem > 0 { xcb_screen_next(&screens) }
    guard screens.rem > 0, let screen = screens.data else {
      xcb_disconnect(connection)
      return nil
    }
    self.connection = connection
    screenSize = (Int(screen.pointee.width_in_pixels), Int(screen.pointee.height_in_pixels))
  }

  deinit {
    close()
  }

  /// Disconnects (once SDL has its own connection).
  public func close() {
    guard let connection else { return }
    xcb_disconnect(connection)
    self.connection = nil
  }
}
