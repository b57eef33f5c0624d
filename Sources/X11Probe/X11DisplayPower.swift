import CXext

/// Turns the X server's monitor off and on with the DPMS extension (libXext), on an X
/// connection of its own, opened on first use and kept.
///
/// Off enables DPMS if it was disabled and forces the monitor off (`DPMSForceLevel`,
/// `DPMSModeOff`), as `xset dpms force off` does; on forces it on and disables DPMS again if it
/// was disabled before. The X server itself turns a forced-off monitor on at the next input.
/// The only user of libXext. Main thread only.
public final class X11DisplayPower {
  private var display: OpaquePointer?
  private let name: String?
  /// Whether DPMS was enabled before Carousel enabled it, once known.
  private var wasEnabled: Bool?

  /// The switch of the X server `display` (nil: `$DISPLAY`); nothing is opened yet.
  public init(display: String? = nil) {
    name = display
  }

  deinit {
    if let display { XCloseDisplay(display) }
  }

  /// Whether the X server answers and offers DPMS for its monitor.
  public var isCapable: Bool {
    guard let display = connection() else { return false }
    var event: Int32 = 0
    var error: Int32 = 0
    return DPMSQueryExtension(display, &event, &error) != 0 && DPMSCapable(display) != 0
  }

  /// Forces the monitor on or off.
  /// - Returns: nil when done, else why not.
  public func setPower(on: Bool) -> String? {
    guard isCapable, let display = connection() else {
      return "the X server offers no DPMS"
    }
    if on {
      DPMSForceLevel(display, CARD16(DPMSModeOn))
      if wasEnabled == false { DPMSDisable(display) }
    } else {
      var level: CARD16 = 0
      var enabled: BOOL = 0
      DPMSInfo(display, &level, &enabled)
      if wasEnabled == nil { wasEnabled = enabled != 0 }
      if enabled == 0 { DPMSEnable(display) }
      DPMSForceLevel(display, CARD16(DPMSModeOff))
    }
    XSync(display, 0)
    return nil
  }

  /// The connection, opened on first use; nil when no X server answers.
  private func connection() -> OpaquePointer? {
    if display == nil { display = XOpenDisplay(name) }
    return display
  }
}
