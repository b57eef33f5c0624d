/// What turns the screen itself off and on: X11's DPMS (``DPMSSwitch``), a Wayland compositor's
/// output power (`zwlr_output_power_manager_v1`, ``OutputPowerSwitch``), each on a connection of
/// its own; the session picks the one for SDL's video driver (`Session+Power`).
protocol ScreenSwitch: AnyObject {
  /// How messages name it (`X11 DPMS`).
  var name: String { get }
  /// Turns the screen on or off.
  /// - Returns: nil when done, else why not (said once; the screen is then drawn black).
  func setPower(on: Bool) -> String?
}
