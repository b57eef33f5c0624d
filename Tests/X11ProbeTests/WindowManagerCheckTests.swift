import CXCB
import TestSupport
import Testing

@testable import X11Probe

#if canImport(Glibc)
  import Glibc
#endif

/// Whether a window manager runs, as a real X server (Xvfb) says it: a bare server has none,
/// a manager's check window (`_NET_SUPPORTING_WM_CHECK` on the root and on itself) makes one,
/// and once that window is gone (the manager died) there is none again.
@Suite("The window manager check")
struct WindowManagerCheckTests {
  /// A client that plays a window manager's part in the check (no manager is installed here).
  final class CheckWindow {
    let connection: OpaquePointer
    let root: xcb_window_t
    let window: xcb_window_t
    let atom: xcb_atom_t

    init?(display: String) {
      guard let connection = xcb_connect(display, nil), xcb_connection_has_error(connection) == 0,
        let screen = xcb_setup_roots_iterator(xcb_get_setup(connection)).data
      else { return nil }
      self.connection = connection
      root = screen.pointee.root
      window = xcb_generate_id(connection)
      xcb_create_window(
        connection, 0, window, root, 0, 0, 1, 1, 0, UInt16(XCB_WINDOW_CLASS_INPUT_ONLY.rawValue),
        screen.pointee.root_visual, 0, nil)
      let name = "_NET_SUPPORTING_WM_CHECK"
      let reply = xcb_intern_atom_reply(
        connection, xcb_intern_atom(connection, 0, UInt16(name.utf8.count), name), nil)
      atom = reply?.pointee.atom ?? 0
      free(reply)
    }

    /// Names the check window on the root (and on itself when `both`).
    func announce(both: Bool) {
      var value = window
      for target in both ? [root, window] : [root] {
        xcb_change_property(
          connection, UInt8(XCB_PROP_MODE_REPLACE.rawValue), target, atom,
          xcb_atom_t(XCB_ATOM_WINDOW.rawValue), 32, 1, &value)
      }
      sync()
    }

    func destroyWindow() {
      xcb_destroy_window(connection, window)
      sync()
    }

    /// Waits for the server to have done every request so far (one round trip).
    private func sync() {
      free(xcb_get_input_focus_reply(connection, xcb_get_input_focus(connection), nil))
    }

    deinit { xcb_disconnect(connection) }
  }

  @Test("a bare X server has no manager; a check window makes one; a stale one does not")
  func check() throws {
    let server = try XvfbServer()
    let probe = try #require(X11Probe(display: server.display))
    #expect(!probe.hasWindowManager)
    let manager = try #require(CheckWindow(display: server.display))
    manager.announce(both: false)
    #expect(!probe.hasWindowManager, "the root names a window that does not name itself")
    manager.announce(both: true)
    #expect(probe.hasWindowManager)
    manager.destroyWindow()
    #expect(!probe.hasWindowManager, "the manager's window is gone")
  }

  @Test("a closed probe cannot tell, and says a manager runs (the caller's safe side)")
  func closed() throws {
    let server = try XvfbServer()
    let probe = try #require(X11Probe(display: server.display))
    probe.close()
    #expect(probe.hasWindowManager)
  }
}
