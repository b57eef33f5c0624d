import Control

/// What a call of one of MPRIS's methods asks of Carousel.
package enum MPRISMethod: Equatable, Sendable {
  /// A command for the app.
  case command(ControlCommand)
  /// Nothing to do, answered with success (seeking in a picture).
  case nothing
  /// A method Carousel does not offer (`OpenUri`): answered with an error.
  case unsupported
  /// No such method on that interface.
  case unknown

  /// The method `member` of `interface`, given the status (PlayPause plays a paused slideshow
  /// and pauses a running one).
  package init(interface: String, member: String, status: Status?) {
    switch (interface, member) {
    case (MPRISConstants.rootInterface, "Raise"): self = .command(.raise)
    case (MPRISConstants.rootInterface, "Quit"): self = .command(.quit)
    case (MPRISConstants.playerInterface, "Next"): self = .command(.next)
    case (MPRISConstants.playerInterface, "Previous"): self = .command(.previous)
    case (MPRISConstants.playerInterface, "Play"): self = .command(.play)
    case (MPRISConstants.playerInterface, "Pause"), (MPRISConstants.playerInterface, "Stop"):
      self = .command(.pause)
    case (MPRISConstants.playerInterface, "PlayPause"):
      self = .command(status?.isPaused == false ? .pause : .play)
    case (MPRISConstants.playerInterface, "Seek"),
      (MPRISConstants.playerInterface, "SetPosition"):
      self = .nothing
    case (MPRISConstants.playerInterface, "OpenUri"): self = .unsupported
    default: self = .unknown
    }
  }
}
