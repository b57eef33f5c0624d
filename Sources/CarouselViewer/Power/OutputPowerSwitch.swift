import WaylandProbe

/// A wlroots compositor's output power (`zwlr_output_power_manager_v1`: sway, cage, labwc) as the
/// display's power switch, on a Wayland connection of its own (``WaylandOutputPower``).
final class OutputPowerSwitch: ScreenSwitch {
  private let power = WaylandOutputPower()

  let name = "Wayland output power"

  func setPower(on: Bool) -> String? {
    power.setPower(on: on)
  }
}
