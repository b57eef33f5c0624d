/// Turns the X server's monitor off and on with the DPMS extension, on an X connection of its
/// own (``XlibDPMS``), opened on first use and kept.
///
/// Off enables DPMS if it was disabled and forces the monitor off, as `xset dpms force off`
/// does; on forces it on and disables DPMS again if it was disabled before Carousel enabled it,
/// so the owner's own setting is left as it was. A server without DPMS (Xvfb, Xorg's dummy
/// driver) is said to have none and nothing is asked of it. The X server itself turns a
/// forced-off monitor on at the next input. Main thread only.
public final class X11DisplayPower {
  private let open: () -> (any DPMSConnection)?
  private var connection: (any DPMSConnection)?
  /// Whether DPMS was enabled before Carousel enabled it, once known.
  private var wasEnabled: Bool?

  /// The switch of the X server `display` (nil: `$DISPLAY`); nothing is opened yet.
  public convenience init(display: String? = nil) {
    self.init { XlibDPMS(display: display) }
  }

  /// The switch over the connection `open` makes on first use (nil: no X server answers).
  package init(opening open: @escaping () -> (any DPMSConnection)?) {
    self.open = open
  }

  /// Whether the X server answers and offers DPMS for its monitor.
  public var isCapable: Bool { connected()?.isCapable ?? false }

  /// Forces the monitor on or off.
  /// - Returns: nil when done, else why not.
  public func setPower(on: Bool) -> String? {
    guard let dpms = connected() else { return "no X server answers" }
    guard dpms.isCapable else { return "the X server offers no DPMS" }
    if on {
      dpms.force(on: true)
      if wasEnabled == false { dpms.setEnabled(false) }
    } else {
      let enabled = dpms.isEnabled
      if wasEnabled == nil { wasEnabled = enabled }
      if !enabled { dpms.setEnabled(true) }
      dpms.force(on: false)
    }
    dpms.synchronize()
    return nil
  }

  /// The connection, made on first use; nil when no X server answers (asked again next time).
  private func connected() -> (any DPMSConnection)? {
    if connection == nil { connection = open() }
    return connection
  }
}
