/// What `carousel-fuzz` runs through the video worker's messages (``VideoMessage``): the viewer
/// parses what a worker, which FFmpeg may have taken over, sends it.
package enum VideoMessageFuzzing {
  /// Parses `bytes` as a message; a message parsed is written and parsed again, and must come
  /// back the same (a trap otherwise).
  package static func message(_ bytes: [UInt8]) {
    guard let message = VideoMessage.parse(bytes) else { return }
    guard VideoMessage.parse(message.bytes) == message else {
      fatalError("a video message does not survive a round trip: \(bytes)")
    }
  }
}
