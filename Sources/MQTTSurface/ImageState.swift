import Control

/// What the image topic holds and what is being made for it: the MQTT thread's own account of
/// Home Assistant's image entity.
///
/// One JPEG is made at a time. A picture shown while another is being made waits, and the
/// older one, once made, is dropped if the frame has moved on: a newer picture supersedes it,
/// so a burst of page changes makes at most two. A picture whose file was replaced in place is
/// made again (its revision changed). A picture that cannot be made (a text slide,
/// a broken file) or whose JPEG is larger than ``MQTTConstants/largestImage`` publishes
/// nothing: the topic keeps the last picture published.
struct ImageState {
  /// A picture shown: its file's path and its content's revision (``Control/Status/revision``).
  struct Picture: Equatable {
    var path: String
    var revision: Int
  }

  /// What to do next.
  enum Step: Equatable {
    /// Ask the snapshots for this picture.
    case ask(Picture)
    /// Publish these JPEG bytes, retained, on the image topic.
    case publish([UInt8])
  }

  /// The picture whose JPEG is being made, while one is.
  private(set) var making: Picture?
  /// The last JPEG made, and its picture.
  private var made: (picture: Picture, jpeg: [UInt8])?
  /// Whether ``made`` was published on this connection.
  private var isPublished = false
  /// The picture that could not be made: not asked again while it is shown.
  private var refused: Picture?

  /// The step for the picture `wanted` (nil without one); nil when there is nothing to do
  /// (not connected, the picture being made or published already, or refused).
  mutating func step(wanted: Picture?, isConnected: Bool) -> Step? {
    guard isConnected, let wanted else { return nil }
    if let made, made.picture == wanted {
      guard !isPublished else { return nil }
      isPublished = true
      return .publish(made.jpeg)
    }
    guard making == nil, refused != wanted else { return nil }
    making = wanted
    return .ask(wanted)
  }

  /// Takes the answer for `picture`.
  /// - Returns: a line for stderr when the JPEG is too large to publish (not for a picture that
  ///   cannot be made: a text slide is not one, and a broken file is said by the viewer).
  mutating func take(_ result: Result<[UInt8], ControlError>, for picture: Picture) -> String? {
    making = nil
    switch result {
    case .success(let jpeg) where jpeg.count <= MQTTConstants.largestImage:
      made = (picture, jpeg)
      isPublished = false
      return nil
    case .success(let jpeg):
      refused = picture
      return "the picture shown is \(jpeg.count) bytes as a JPEG, more than the "
        + "\(MQTTConstants.largestImage) the image topic takes; it is not published"
    case .failure:
      refused = picture
      return nil
    }
  }

  /// A new connection: the broker may have lost what it held, so the picture is published
  /// again.
  mutating func reconnected() {
    isPublished = false
  }
}
