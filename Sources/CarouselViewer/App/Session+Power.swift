import SDLKit
import SystemKit

// MARK: - Wiring: what turns the display off and on

extension Session {
  /// Gives the viewer what turns the screen itself off (X11's DPMS in a live run on X11;
  /// otherwise the screen is drawn black) and the user's display hooks
  /// (`--display-off-command`, `--display-on-command`), run one at a time off the main thread.
  func connectPower(_ viewer: Viewer) {
    if !options.isHeadless, SDL.videoDriver == "x11" { viewer.power.screen = DPMSSwitch() }
    if options.displayOffCommand != nil || options.displayOnCommand != nil {
      viewer.power.hooks = DisplayHooks(
        offCommand: options.displayOffCommand, onCommand: options.displayOnCommand,
        runner: ShellCommands(
          silence: PowerConstants.hookTimeout, errorBytes: PowerConstants.hookErrorBytes,
          report: { CarouselApp.printError($0) }))
    }
  }
}
