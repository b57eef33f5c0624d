import X11Probe

/// X11's DPMS as the display's power switch, on an X connection of its own (``X11DisplayPower``).
final class DPMSSwitch: ScreenSwitch {
  private let power = X11DisplayPower()

  let name = "X11 DPMS"

  func setPower(on: Bool) -> String? {
    power.setPower(on: on)
  }
}
