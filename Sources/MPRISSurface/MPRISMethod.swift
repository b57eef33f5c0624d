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

  /// The arguments of `Seek` and `SetPosition`, as the call carried them.
  package struct Arguments: Equatable, Sendable {
    /// `Seek`'s offset or `SetPosition`'s position, in µs.
    package var microseconds: Int64?
    /// `SetPosition`'s track id.
    package var trackID: String?

    package init(microseconds: Int64? = nil, trackID: String? = nil) {
      self.microseconds = microseconds
      self.trackID = trackID
    }
  }

  /// The method `member` of `interface`, given the status (PlayPause pauses a running slideshow
  /// or a playing clip, and plays otherwise) and its `arguments`.
  ///
  /// `Seek` and `SetPosition` move the clip on screen; without one, or for another track, or
  /// to a position before the start, they do nothing, as the specification says.
  package init(
    interface: String, member: String, status: Status?, arguments: Arguments = Arguments()
  ) {
    switch (interface, member) {
    case (MPRISConstants.rootInterface, "Raise"): self = .command(.raise)
    case (MPRISConstants.rootInterface, "Quit"): self = .command(.quit)
    case (MPRISConstants.playerInterface, "Next"): self = .command(.next)
    case (MPRISConstants.playerInterface, "Previous"): self = .command(.previous)
    case (MPRISConstants.playerInterface, "Play"): self = .command(.play)
    case (MPRISConstants.playerInterface, "Pause"), (MPRISConstants.playerInterface, "Stop"):
      self = .command(.pause)
    case (MPRISConstants.playerInterface, "PlayPause"):
      let isPlaying = status?.isPaused == false || status?.clip?.isPlaying == true
      self = .command(isPlaying ? .pause : .play)
    case (MPRISConstants.playerInterface, "Seek"):
      guard status?.clip != nil, let offset = arguments.microseconds else {
        self = .nothing
        return
      }
      self = .command(.seek(.by(Double(offset) / 1e6)))
    case (MPRISConstants.playerInterface, "SetPosition"):
      guard let status, status.clip != nil, let position = arguments.microseconds, position >= 0,
        arguments.trackID == MPRISProperties.trackID(status)
      else {
        self = .nothing
        return
      }
      self = .command(.seek(.to(Double(position) / 1e6)))
    case (MPRISConstants.playerInterface, "OpenUri"): self = .unsupported
    default: self = .unknown
    }
  }

  /// The command that sets the player's property `name` to `value`: `Volume` (0 to 1, as
  /// MPRIS counts it; below 0 is 0, above 1 is 1) is clips' `volume` in whole percent; nil for
  /// every other property (read-only) and a value that is not a number.
  package static func setting(_ name: String, to value: Double?) -> ControlCommand? {
    guard name == "Volume", let value, value.isFinite else { return nil }
    return .volume(Int((min(1, max(0, value)) * 100).rounded()))
  }
}
