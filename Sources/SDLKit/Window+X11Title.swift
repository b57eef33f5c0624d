import CSDL2
import CXInput2

// MARK: - The title as X11 window managers read it

extension Window {
  /// Writes `title` into the X11 window's `_NET_WM_NAME` and `WM_NAME` properties, both as
  /// UTF-8 (`UTF8_STRING`); nothing on other video drivers.
  ///
  /// SDL 2.26 converts the title to the process's locale for `WM_NAME` (in the C locale each byte
  /// of an em dash became a Latin-1 character) and leaves `_NET_WM_NAME` as it was when a
  /// character does not convert, so a window manager kept showing the first title. Called after
  /// SDL's own setting, on SDL's X connection (main thread).
  func setX11Title(_ title: String) {
    var info = SDL_SysWMinfo()
    info.version = SDL_version(
      major: UInt8(SDL_MAJOR_VERSION), minor: UInt8(SDL_MINOR_VERSION),
      patch: UInt8(SDL_PATCHLEVEL))
    guard SDL_GetWindowWMInfo(pointer, &info) == SDL_TRUE, info.subsystem == SDL_SYSWM_X11,
      let display = info.info.x11.display
    else { return }
    let window = info.info.x11.window
    let utf8 = XInternAtom(display, "UTF8_STRING", 0)
    let bytes = Array(title.utf8)
    for name in ["_NET_WM_NAME", "WM_NAME"] {
      let property = XInternAtom(display, name, 0)
      bytes.withUnsafeBufferPointer { buffer in
        _ = XChangeProperty(
          display, window, property, utf8, 8, PropModeReplace, buffer.baseAddress,
          Int32(buffer.count))
      }
    }
    XFlush(display)
  }
}
