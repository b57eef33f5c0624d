import SystemKit

// MARK: - Wiring: what turns the display off and on

extension Session {
  /// Gives the viewer the user's display hooks (`--display-off-command`,
  /// `--display-on-command`), run one at a time off the main thread.
  func connectPower(_ viewer: Viewer) {
    if options.displayOffCommand != nil || options.displayOnCommand != nil {
      viewer.power.hooks = DisplayHooks(
        offCommand: options.displayOffCommand, onCommand: options.displayOnCommand,
        runner: ShellCommands(
          silence: PowerConstants.hookTimeout, errorBytes: PowerConstants.hookErrorBytes,
          report: { CarouselApp.printError($0) }))
    }
  }
}
