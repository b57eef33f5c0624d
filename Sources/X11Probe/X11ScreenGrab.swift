import CXCB

#if canImport(Glibc)
  import Glibc
#endif

/// What an X server's screen shows now, read back as a user would see it: the benchmark's way
/// to tell when a picture reached the screen (not when a program presented it).
///
/// Reads the root window's pixels with GetImage on a connection of its own and counts the
/// distinct colours of a region: a loading page or a window being mapped shows a few dozen, a
/// photograph hundreds and more.
public final class X11ScreenGrab {
  private let connection: OpaquePointer
  private let root: xcb_window_t
  /// The size in pixels of the server's default screen.
  public let screenSize: (width: Int, height: Int)

  /// Connects to the X server `display`; nil when none answers.
  public init?(display: String) {
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
    xcb_disconnect(connection)
  }

  /// The distinct colours in the middle of the screen (a `fraction` of its width and height,
  /// centred), sampling every `step`-th pixel of every `step`-th row; nil when the server
  /// refuses the image (a depth other than 24 or 32 bits, or the connection broke).
  public func distinctColours(inCentre fraction: Double, step: Int) -> Int? {
    let width = max(1, Int(Double(screenSize.width) * fraction))
    let height = max(1, Int(Double(screenSize.height) * fraction))
    let x = (screenSize.width - width) / 2
    let y = (screenSize.height - height) / 2
    let cookie = xcb_get_image(
      connection, UInt8(XCB_IMAGE_FORMAT_Z_PIXMAP.rawValue), root, Int16(x), Int16(y),
      UInt16(width), UInt16(height), UInt32.max)
    guard let reply = xcb_get_image_reply(connection, cookie, nil) else { return nil }
    defer { free(reply) }
    let count = Int(xcb_get_image_data_length(reply))
    guard reply.pointee.depth >= 24, count >= width * height * 4,
      let data = xcb_get_image_data(reply)
    else { return nil }
    var colours = Set<UInt32>()
    let stride = max(step, 1)
    for row in Swift.stride(from: 0, to: height, by: stride) {
      for column in Swift.stride(from: 0, to: width, by: stride) {
        let offset = (row * width + column) * 4
        let pixel =
          UInt32(data[offset]) | UInt32(data[offset + 1]) << 8 | UInt32(data[offset + 2]) << 16
        colours.insert(pixel)
      }
    }
    return colours.count
  }
}
