/// The DPMS requests ``X11DisplayPower`` makes of an X server: what it decides is tested against
/// a recording of them, and ``XlibDPMS`` makes them of a real server.
package protocol DPMSConnection: AnyObject {
  /// Whether the server has the DPMS extension and its monitor can be switched
  /// (`DPMSQueryExtension`, `DPMSCapable`).
  var isCapable: Bool { get }
  /// Whether DPMS is enabled (`DPMSInfo`).
  var isEnabled: Bool { get }
  /// Enables or disables DPMS (`DPMSEnable`, `DPMSDisable`).
  func setEnabled(_ enabled: Bool)
  /// Forces the monitor on or off (`DPMSForceLevel` with `DPMSModeOn` or `DPMSModeOff`).
  func force(on: Bool)
  /// Sends what was asked and waits until the server has done it (`XSync`).
  func synchronize()
}
