import PictureFiles
import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

extension VideoClip {
  /// The frame to show at `now`: the latest due by then.
  ///
  /// Frame k is due k / fps after the clip started playing. On a virtual clock it waits for the worker to decode that frame, within
  /// the deadline; on the real clock it never waits.
  ///
  /// - Throws: the clip's error, once it cannot play on (the worker failed, crashed or passed
  ///   the deadline); the same error on every later call.
  package func frame(at now: Double) throws(ClipError) -> ClipFrame {
    try move(to: now)
    copyHeldFrame()
    return current
  }

  /// Moves to `now` as ``frame(at:)`` does, and hands the frame shown to `upload` when it is
  /// not the one handed out last: its 0xAARRGGBB rows, ``ClipFacts/frameSize`` of them, read in
  /// place in the worker's ring during the call (the viewer's copy of a frame, 8 MB at 1080p,
  /// is not made).
  /// - Returns: the number of the frame shown.
  package func showFrame(at now: Double, upload: (UnsafeRawPointer) -> Void) throws(ClipError)
    -> Int
  {
    try move(to: now)
    if uploadedCount != shownCount {
      uploadedCount = shownCount
      if pixelsStale, let heldSlot {
        upload(UnsafeRawPointer(ring.pixels(heldSlot)))
      } else {
        current.pixels.pixels.withUnsafeBytes { bytes in bytes.baseAddress.map(upload) }
      }
    }
    return current.index
  }

  /// Takes what the worker sent and moves to the frame due at `now`.
  private func move(to now: Double) throws(ClipError) {
    if let failure { throw failure }
    lastNow = max(lastNow, now)
    do {
      try absorbWaiting()
      let position = timeline.position(at: now)
      if pacing == .virtual { try waitForFrame(at: position) }
      advance(to: position)
    } catch {
      failure = error
      close()
      throw error
    }
  }

  /// Takes every message the worker has sent already.
  private func absorbWaiting() throws(ClipError) {
    while let received = process.socket.receive(within: 0) {
      try absorb(received)
    }
  }

  /// Waits until the frame due at `position` is known: a later frame is in, a seek's first
  /// frame is, or the worker said the end.
  private func waitForFrame(at position: Double) throws(ClipError) {
    let wait = Deadline(secondsFromNow: deadline)
    while true {
      if !awaitsSeek { dropSuperseded(at: position) }
      let tolerance = PipelineConstants.videoFrameTolerance
      if endSaid || (awaitsSeek && !pending.isEmpty)
        || pending.contains(where: { $0.time > position + tolerance })
      {
        return
      }
      guard let received = process.socket.receive(within: wait.milliseconds), !wait.hasPassed
      else { throw gaveUp() }
      try absorb(received)
    }
  }

  /// Shows the latest frame due at `position`, dropping those it supersedes; a seek's first
  /// frame (the first at or after its target, which may lie between frames, or the keyframe
  /// before it) is due at once, whatever else the worker decoded by then: so a run shows the
  /// same frames every time.
  private func advance(to position: Double) {
    if !awaitsSeek { dropSuperseded(at: position) }
    guard let first = pending.first,
      awaitsSeek || first.time <= position + PipelineConstants.videoFrameTolerance
    else { return }
    pending.removeFirst()
    awaitsSeek = false
    shownCount += 1
    if let heldSlot { release(heldSlot) }
    heldSlot = first.slot
    current = ClipFrame(pixels: current.pixels, time: first.time, index: index(of: first.time))
    pixelsStale = true
    // Kept in its slot while the worker has another to decode into: read there
    // (``showFrame(at:upload:)``), or copied out when asked (``copyHeldFrame()``). A ring of one
    // slot would stall the worker: copied out and freed at once.
    if ring.slots < 2 {
      copyHeldFrame()
      release(first.slot)
      heldSlot = nil
    }
  }

  /// Copies the frame shown out of its slot into ``current``, when it is there only.
  func copyHeldFrame() {
    guard pixelsStale, let heldSlot else { return }
    pixelsStale = false
    // The frame shown before gives up its pixels, whose storage the new one reuses unless the
    // caller still holds them.
    var pixels = current.pixels
    current = ClipFrame(pixels: PixelBuffer.empty, time: current.time, index: current.index)
    ring.copy(heldSlot, into: &pixels)
    current = ClipFrame(pixels: pixels, time: current.time, index: current.index)
  }

  /// Releases the pending frames that a later one due at `position` supersedes.
  private func dropSuperseded(at position: Double) {
    while pending.count >= 2, pending[1].time <= position + PipelineConstants.videoFrameTolerance {
      release(pending.removeFirst().slot)
      droppedFrames += 1
    }
  }

  /// The frame number of a frame at `time`.
  func index(of time: Double) -> Int {
    facts.frameRate > 0 ? Int((time * facts.frameRate).rounded()) : 0
  }

  /// Frees `slot` for the worker.
  func release(_ slot: Int) {
    process.socket.send(VideoMessage.release(slot: slot).bytes)
  }

  /// Takes one thing the worker sent: a frame, the end, a failure, or its ending.
  private func absorb(_ received: WorkerSocket.Received) throws(ClipError) {
    guard case .message(let bytes, let attached) = received else {
      if case .descriptorLost = received { throw error("the worker sent a descriptor unasked") }
      throw crashed()
    }
    if let attached { _ = Glibc.close(attached) }
    switch VideoMessage.parse(bytes) {
    case .frame(let slot, let generation, let time)?:
      guard (0..<ring.slots).contains(slot), !pending.contains(where: { $0.slot == slot }),
        time.isFinite, pending.last.map({ time > $0.time }) ?? true
      else { throw error("the video decoder's frames were garbled") }
      if generation == self.generation {
        pending.append((slot, time))
      } else {
        release(slot)  // a frame from before the latest seek
      }
    case .ended(let generation)?:
      guard generation == self.generation else { break }
      endSaid = true
      // A seek past the last frame found none: the frame shown stays.
      if pending.isEmpty { awaitsSeek = false }
    case .failed(let reason)?:
      throw error(reason)
    case .sound(let generation, let time, let samples)?:
      guard time.isFinite else { throw error("the video decoder's sound was garbled") }
      if generation == self.generation, isListening {
        keep(ClipSoundChunk(time: time, samples: samples))
      }
    default:
      throw error("the video decoder's message was garbled")
    }
  }

  func error(_ reason: String) -> ClipError {
    ClipError(file: name, reason: reason)
  }

  /// The worker ended: how, as an error.
  func crashed() -> ClipError {
    isClosed = true
    let ending = process.reap()
    return ClipError(
      file: name, reason: "the video decoder crashed (\(ending))",
      isStop: process.endedByStopSignal)
  }

  /// The worker passed the deadline: it is killed.
  func gaveUp() -> ClipError {
    isClosed = true
    process.kill()
    return error("the video decoder gave up after \(Int(deadline.rounded())) s")
  }
}
