import SDLKit
import SystemKit

// MARK: - Wiring: what turns the display off and on

extension Session {
  /// Gives the viewer what turns the screen itself off (X11's DPMS in a live run on X11, the
  /// compositor's output power under Wayland; where neither answers, the screen is drawn black
  /// and one line says why) and the user's display hooks (`--display-off-command`,
  /// `--display-on-command`), run one at a time off the main thread.
  func connectPower(_ viewer: Viewer) {
    if !options.isHeadless {
      switch SDL.videoDriver {
      case "x11": viewer.power.screen = DPMSSwitch()
      case "wayland": viewer.power.screen = OutputPowerSwitch()
      default: break
      }
    }
    if options.displayOffCommand != nil || options.displayOnCommand != nil {
      viewer.power.hooks = DisplayHooks(
        offCommand: options.displayOffCommand, onCommand: options.displayOnCommand,
        runner: ShellCommands(
          silence: PowerConstants.hookTimeout, errorBytes: PowerConstants.hookErrorBytes,
          reporter: reporter))
    }
  }
}
