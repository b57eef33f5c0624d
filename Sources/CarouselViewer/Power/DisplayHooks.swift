import SystemKit

/// The user's commands for the display's sleep and wake (`--display-off-command`,
/// `--display-on-command`), run through `/bin/sh -c` without blocking the loop.
struct DisplayHooks {
  var offCommand: String?
  var onCommand: String?
  let runner: ShellCommands

  /// Runs the command for the display turning on or off, if there is one.
  func run(on: Bool) {
    if on, let onCommand { runner.run(onCommand, name: "--display-on-command") }
    if !on, let offCommand { runner.run(offCommand, name: "--display-off-command") }
  }
}
