import Control
import SystemKit

// MARK: - The poll thread: the picture shown, as a JPEG on the image topic

extension MQTTClient {
  /// Asks for the picture shown, or publishes the one made, as ``ImageState`` says; the ask
  /// returns at once, and its answer wakes the thread.
  func updateImage() {
    guard let snapshots else { return }
    let wanted = status.flatMap { status in
      status.path.map { ImageState.Picture(path: $0, revision: status.revision) }
    }
    switch image.step(wanted: wanted, isConnected: phase == .connected) {
    case .ask(let picture):
      snapshots.jpeg(of: picture.path, longestSide: MQTTConstants.imageSide) {
        [images, thread] result in
        images.withLock { $0.append((picture, result)) }
        thread.wake()
      }
    case .publish(let jpeg): publishImage(jpeg)
    case nil: break
    }
  }

  /// Takes the JPEGs the snapshots made since the last look.
  func takeImages() {
    let made = images.withLock { images in
      defer { images.removeAll() }
      return images
    }
    for (picture, result) in made {
      if let line = image.take(result, for: picture) { reporter.warning(line) }
    }
  }

  /// Publishes `jpeg`, retained, on the image topic.
  private func publishImage(_ jpeg: [UInt8]) {
    guard phase == .connected else { return }
    send(topics.image, jpeg, retain: true)
  }
}
