import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Keeps SDL from starting a D-Bus session bus of its own.
///
/// SDL opens the session bus as it starts (screensaver inhibition, input methods). Where none
/// runs (a headless run, a kiosk started by `xinit`, a service), libdbus forks `dbus-launch` to
/// start one: slow at best, and a hang at worst, as its reader waits for the end of a pipe that
/// a process started meanwhile may have inherited. Carousel needs no bus of its own making:
/// without one SDL inhibits the screensaver through X11.
enum SessionBus {
  /// Tells libdbus there is no session bus to start, unless one is known to run: headless runs
  /// never use one; live ones use the bus that `DBUS_SESSION_BUS_ADDRESS` or
  /// `$XDG_RUNTIME_DIR/bus` names.
  ///
  /// Call before any thread starts: it changes the environment.
  static func avoidAutolaunch(headless: Bool) {
    if headless || !isRunning {
      setenv("DBUS_SESSION_BUS_ADDRESS", "disabled:", 1)
    }
  }

  /// Whether a session bus is known to run: `DBUS_SESSION_BUS_ADDRESS` names one (and not the
  /// `disabled:` that ``avoidAutolaunch(headless:)`` sets), or `$XDG_RUNTIME_DIR/bus` exists.
  static var isRunning: Bool {
    let address = ProcessEnvironment.value("DBUS_SESSION_BUS_ADDRESS")
    guard address != "disabled:" else { return false }
    let runtimeBus = ProcessEnvironment.value("XDG_RUNTIME_DIR").map { $0 + "/bus" }
    return address != nil || runtimeBus.map(FileManager.default.fileExists) == true
  }
}
