import CXCB

#if canImport(Glibc)
  import Glibc
#endif

/// Asks an X server, before SDL starts, for the size of its screen.
///
/// SDL learns the display's size only once its video subsystem has started (tens of ms of round
/// trips to the X server); the app's first picture, decoded for that size, can start at once
/// instead. The answer comes with the connection itself (the setup the server sends), so it
/// costs a connect and no request. It is the whole screen: with monitors side by side, more
/// than one monitor, which the app treats as a guess. It also tells whether a window manager
/// runs (``hasWindowManager``). The only user of libxcb.
///
/// Keep the probe until SDL has connected, then ``close()`` it: an X server (Xvfb, measured)
/// refuses a connection made right after another client left about one time in six, and SDL
/// would then find no display.
public final class X11Probe {
  private var connection: OpaquePointer?
  /// The default screen's root window.
  private let root: xcb_window_t
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
    root = screen.pointee.root
    screenSize = (Int(screen.pointee.width_in_pixels), Int(screen.pointee.height_in_pixels))
  }

  deinit {
    close()
  }

  /// Whether a window manager runs on the screen now.
  ///
  /// The root window names a window the manager keeps, which names itself the same way (`_NET_SUPPORTING_WM_CHECK`, as the
  /// Extended Window Manager Hints ask of every current manager; a manager that died leaves
  /// the root's property naming a window that is gone). Two or three round trips.
  ///
  /// True when it cannot be told (closed, or the server did not answer): the caller then
  /// behaves as it would with a manager.
  public var hasWindowManager: Bool {
    guard let connection else { return true }
    let name = "_NET_SUPPORTING_WM_CHECK"
    let atomCookie = xcb_intern_atom(connection, 1, UInt16(name.utf8.count), name)
    guard let atomReply = xcb_intern_atom_reply(connection, atomCookie, nil) else { return true }
    let atom = atomReply.pointee.atom
    free(atomReply)
    // Never interned since the server started: no manager ever ran.
    guard atom != 0 else { return false }
    guard let named = window(named: atom, on: root, connection) else { return false }
    return window(named: atom, on: named, connection) == named
  }

  /// The window that `property` (of type WINDOW) of `window` names, or nil when it has none or
  /// `window` is gone.
  private func window(
    named property: xcb_atom_t, on window: xcb_window_t, _ connection: OpaquePointer
  ) -> xcb_window_t? {
    let type = xcb_atom_t(XCB_ATOM_WINDOW.rawValue)
    let cookie = xcb_get_property(connection, 0, window, property, type, 0, 1)
    guard let reply = xcb_get_property_reply(connection, cookie, nil) else { return nil }
    defer { free(reply) }
    guard xcb_get_property_value_length(reply) >= 4, let value = xcb_get_property_value(reply)
    else { return nil }
    return value.load(as: xcb_window_t.self)
  }

  /// Disconnects (once SDL has its own connection).
  public func close() {
    guard let connection else { return }
    xcb_disconnect(connection)
    self.connection = nil
  }
}
