import PictureDecoding
import PictureFiles

/// Which of a clip's sound goes to the output, and when the output starts over: keeps what is
/// heard in step with the clip's position on the viewer's clock, the one truth (issue 36).
///
/// Each call of ``next(at:queuedFrames:gain:)`` queues the sound from where the queue reaches
/// to ``PipelineConstants/videoSoundLead`` past the clip's position (a gap in the clip's sound
/// is silence, so what follows stays in its place), and drops sound that is late. The output
/// plays what was queued, at its own rate: when what it plays falls more than
/// ``PipelineConstants/videoSoundLagTolerance`` behind the position (it ran dry, or its clock
/// is slower than the viewer's), the queue is dropped and starts again at the position. An
/// output that plays faster than the viewer's clock (the disk driver without delay) only ever
/// gets the sound up to the lead: each sample is queued once.
struct ClipSoundSchedule {
  /// Frames a second of the clip's sound and the output's.
  let rate: Int
  /// Sound taken from the clip and not yet queued, oldest first; at most
  /// ``PipelineConstants/videoSoundHeldBytes``.
  private(set) var pending: [ClipSoundChunk] = []
  /// The clip's time, in s, the queued sound reaches; nil when the queue starts afresh at the
  /// position (nothing queued since the output opened, or it was dropped).
  private(set) var queuedUntil: Double?

  init(rate: Int) {
    self.rate = rate
  }

  /// Keeps `chunks` (newer than those kept) to queue when they are due, dropping the oldest
  /// past the bound.
  mutating func receive(_ chunks: [ClipSoundChunk]) {
    pending.append(contentsOf: chunks)
    var bytes = pending.reduce(0) { $0 + $1.samples.count * 2 }
    while bytes > PipelineConstants.videoSoundHeldBytes, let oldest = pending.first {
      bytes -= oldest.samples.count * 2
      pending.removeFirst()
    }
  }

  /// The output was closed or cleared: the next queue starts at the position (the sound kept
  /// stays, for a clip paused and played on).
  mutating func restart() {
    queuedUntil = nil
  }

  /// Forgets all sound kept: the clip sought, or it is no longer heard.
  mutating func discard() {
    pending.removeAll()
    queuedUntil = nil
  }

  /// What to queue with the clip at `position` (s after its first frame) and `queuedFrames`
  /// frames still queued on the output, scaled by `gain` (0...1).
  /// - Returns: whether the output's queue is to be dropped first, and the samples to queue
  ///   after (interleaved stereo; none when no sound is due).
  mutating func next(at position: Double, queuedFrames: Int, gain: Float) -> (
    clear: Bool, samples: [Int16]
  ) {
    let rate = Double(rate)
    var clear = false
    if let until = queuedUntil,
      until - Double(queuedFrames) / rate < position - PipelineConstants.videoSoundLagTolerance
    {
      clear = true
      queuedUntil = nil
    }
    let end = position + PipelineConstants.videoSoundLead
    var from = queuedUntil ?? position
    var samples: [Int16] = []
    // Two samples' slack: chunks' times are their stream's, rounded to its time base.
    let slack = 2 / rate
    while let chunk = pending.first, from < end {
      if chunk.end <= from + slack / 2 {
        pending.removeFirst()  // late
        continue
      }
      if chunk.time > from + slack {
        // A gap in the clip's sound: silence until the chunk, so that it plays at its time.
        let frames = Int(((min(chunk.time, end) - from) * rate).rounded())
        guard frames > 0 else { break }
        samples.append(contentsOf: repeatElement(0, count: frames * 2))
        from += Double(frames) / rate
        continue
      }
      let skip = max(0, Int(((from - chunk.time) * rate).rounded()))
      let take = min(chunk.frames - skip, Int(((end - from) * rate).rounded()))
      guard take > 0 else { break }
      samples.append(contentsOf: Self.scaled(chunk.samples[(skip * 2)..<((skip + take) * 2)], gain))
      from = chunk.time + Double(skip + take) / rate
      if skip + take >= chunk.frames {
        pending.removeFirst()
      } else {
        pending[0] = ClipSoundChunk(
          time: from, samples: Array(chunk.samples[((skip + take) * 2)...]))
      }
    }
    if queuedUntil != nil || !samples.isEmpty { queuedUntil = from }
    return (clear, samples)
  }

  /// `samples` times `gain`, within 16 bits.
  private static func scaled(_ samples: ArraySlice<Int16>, _ gain: Float) -> [Int16] {
    guard gain < 1 else { return Array(samples) }
    return samples.map { Int16((Float($0) * max(0, gain)).rounded()) }
  }
}
