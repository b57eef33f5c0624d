import PictureKit

// MARK: - The first picture of a live start

/// In a live start the first picture comes first. Until a frame showing it (or its error page)
/// has been presented:
/// - the folder scan waits, when the first picture was known before it (the app seeds the
///   catalog with it), and when it was not, what the scan finds after its first batch waits;
/// - only the pages on screen are decoded (no neighbour is prefetched);
/// - neither the on-screen display nor the scan's status line is drawn (text: fonts to open);
/// - the first frame waits up to one refresh of the display for the picture
///   (``firstFrameDeadline``) rather than draw a spinner that the picture would replace a frame
///   later.
///
/// Control lines (`--control`) wait until the start is over: the picture shown and the folder's
/// list in, so that `status` counts every picture (``isStarting``).
extension Viewer {
  /// Whether a live start is under way: the first picture not shown yet, or the folder scan
  /// it held back not yet in the catalog.
  var isStarting: Bool {
    isLiveStart && (isWaitingForFirstPicture || pictures.hasScanResultsToCome)
  }

  /// Answers the control lines that waited for the start, once it is over (each update).
  func finishStartIfOver(now: Double) {
    guard isLiveStart, !isStarting else { return }
    isLiveStart = false
    answerControlLines(now: now)
  }

  /// Whether a frame is due: something changed, and the first frame does not wait.
  ///
  /// The live loop draws when it is.
  package var isFrameDue: Bool { needsRedraw && !isHoldingFirstFrame }

  /// Whether the first frame waits: no frame presented yet, the picture on screen still
  /// decoding, and its deadline not passed at the last update.
  var isHoldingFirstFrame: Bool {
    guard let deadline = firstFrameDeadline, lastUpdate < deadline, !catalog.isEmpty else {
      return false
    }
    return isShowingLoading
  }

  /// Whether pictures found by the scan may join the catalog now: not while the first picture
  /// is on its way, unless there is nothing to show yet.
  var mayTakeScanResults: Bool { !isWaitingForFirstPicture || catalog.isEmpty }

  /// Tells the viewer a frame was presented: the first one that shows the current item's
  /// picture or error page ends the wait for the first picture (and calls
  /// ``onFirstPictureWaitEnded``), and the first that shows a picture marks the timeline's last
  /// stage and calls ``onFirstPicturePresented``.
  package func didPresentFrame() {
    firstFrameDeadline = nil
    guard let current = currentItem else {
      if catalog.isEmpty, !pictures.hasScanResultsToCome { endWaitForFirstPicture() }
      return
    }
    let content = pictures.content(forItem: current)
    if case .loading = content { return }
    if case .picture = content, let timeline, !timeline.hasReached(.firstPresent) {
      timeline.mark(.firstPresent)
      onFirstPicturePresented?(timeline)
    }
    endWaitForFirstPicture()
  }

  /// The first picture is on screen: the scan starts, and the next update plans the
  /// neighbours.
  private func endWaitForFirstPicture() {
    guard isWaitingForFirstPicture else { return }
    isWaitingForFirstPicture = false
    pictures.startScan()
    markNeedsRedraw()
    onFirstPictureWaitEnded?()
  }
}
