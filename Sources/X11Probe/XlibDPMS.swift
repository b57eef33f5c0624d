import CXext

/// DPMS on an Xlib connection of its own to an X server: the one user of libXext.
final class XlibDPMS: DPMSConnection {
  private let display: OpaquePointer

  /// Connects to `name` (nil: `$DISPLAY`); nil when no X server answers there.
  init?(display name: String?) {
    guard let display = XOpenDisplay(name) else { return nil }
    self.display = display
  }

  deinit {
    XCloseDisplay(display)
  }

  var isCapable: Bool {
    var event: Int32 = 0
    var error: Int32 = 0
    return DPMSQueryExtension(display, &event, &error) != 0 && DPMSCapable(display) != 0
  }

  var isEnabled: Bool {
    var level: CARD16 = 0
    var enabled: BOOL = 0
    DPMSInfo(display, &level, &enabled)
    return enabled != 0
  }

  func setEnabled(_ enabled: Bool) {
    if enabled { DPMSEnable(display) } else { DPMSDisable(display) }
  }

  func force(on: Bool) {
    DPMSForceLevel(display, CARD16(on ? DPMSModeOn : DPMSModeOff))
  }

  func synchronize() {
    XSync(display, 0)
  }
}
