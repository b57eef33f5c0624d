import PictureFiles

// MARK: - Sound: asked of the worker only while it is to be heard

extension VideoClip {
  /// Asks the worker to decode the clip's sound from now on (`true`), or to stop (`false`).
  ///
  /// A clip not heard costs no sound decoding at all. A clip without sound, or whose sound's
  /// codec Carousel does not play, sends none.
  package func listen(_ isOn: Bool) {
    guard failure == nil, !isClosed else { return }
    isListening = isOn
    if !isOn { sound.removeAll() }
    process.socket.send(VideoMessage.listen(isOn).bytes)
  }

  /// The sound the worker sent since the last call (of the frames since the latest seek),
  /// oldest first; taking it empties the clip's.
  package func takeSound() -> [ClipSoundChunk] {
    defer { sound.removeAll() }
    return sound
  }

  /// Keeps `chunk`, dropping the oldest sound past ``PipelineConstants/videoSoundHeldBytes``
  /// (no one took it: it would play late).
  func keep(_ chunk: ClipSoundChunk) {
    sound.append(chunk)
    var bytes = sound.reduce(0) { $0 + $1.samples.count * 2 }
    while bytes > PipelineConstants.videoSoundHeldBytes, let oldest = sound.first {
      bytes -= oldest.samples.count * 2
      sound.removeFirst()
    }
  }
}
