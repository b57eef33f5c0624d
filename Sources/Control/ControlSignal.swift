#if canImport(Glibc)
  import Glibc
#endif

/// The POSIX signals Carousel takes as commands, by their names without "SIG".
package enum ControlSignal: String, CaseIterable, Sendable {
  /// SIGTERM: a service manager or `kill` asks Carousel to stop.
  case terminate = "TERM"
  /// SIGINT: Ctrl+C in the terminal.
  case interrupt = "INT"
  /// SIGHUP: reload the files, folders and settings (`systemctl reload`).
  case hangup = "HUP"
  /// SIGUSR1: the next picture.
  case user1 = "USR1"
  /// SIGUSR2: the previous picture.
  case user2 = "USR2"

  /// What the signal asks: TERM and INT quit, HUP reloads, USR1 and USR2 page.
  package var command: ControlCommand {
    switch self {
    case .terminate, .interrupt: .quit
    case .hangup: .reload
    case .user1: .next
    case .user2: .previous
    }
  }

  /// Whether the signal ends Carousel (TERM and INT).
  package var quits: Bool { command == .quit }

  /// The signal's number.
  package var number: Int32 {
    switch self {
    case .terminate: SIGTERM
    case .interrupt: SIGINT
    case .hangup: SIGHUP
    case .user1: SIGUSR1
    case .user2: SIGUSR2
    }
  }

  /// The signal numbered `number`, if Carousel takes it.
  package init?(number: Int32) {
    guard let signal = Self.allCases.first(where: { $0.number == number }) else { return nil }
    self = signal
  }
}
