import PictureDecoding
import Testing

@testable import CarouselViewer

/// What of a clip's sound is queued at a position (issue 36): the clip's position is the
/// truth, the lead is bounded, late sound is dropped, an output behind starts again.
struct ClipSoundScheduleTests {
  static let rate = 48_000

  /// Sound from `start` s for `seconds` s whose frame k (counted from the clip's first frame)
  /// holds k modulo 16,384 on both sides, in chunks of 4,096 frames.
  static func ramp(from start: Double, seconds: Double) -> [ClipSoundChunk] {
    let first = Int((start * Double(rate)).rounded())
    let count = Int((seconds * Double(rate)).rounded())
    return stride(from: first, to: first + count, by: 4_096).map { chunkStart in
      let frames = chunkStart..<min(chunkStart + 4_096, first + count)
      return ClipSoundChunk(
        time: Double(chunkStart) / Double(rate),
        samples: frames.flatMap { [Int16($0 % 16_384), Int16($0 % 16_384)] })
    }
  }

  /// The left side's frame numbers of `samples` (modulo 16,384).
  static func frames(_ samples: [Int16]) -> [Int] {
    stride(from: 0, to: samples.count, by: 2).map { Int(samples[$0]) }
  }

  /// Whether `samples` are exactly ``ramp(from:seconds:)``'s frames `range`, in order.
  static func hold(_ samples: [Int16], _ range: Range<Int>) -> Bool {
    frames(samples) == range.map { $0 % 16_384 }
  }

  @Test("queued from the position to 0.25 s past it, each frame once, in order")
  func leadIsBounded() {
    var schedule = ClipSoundSchedule(rate: Self.rate)
    schedule.receive(Self.ramp(from: 0, seconds: 1))
    let first = schedule.next(at: 0, queuedFrames: 0, gain: 1)
    #expect(!first.clear)
    #expect(Self.hold(first.samples, 0..<12_000), "\(Self.frames(first.samples).prefix(3))")
    // 0.1 s later the output has played 4,800 frames of the 12,000: 4,800 more are due.
    let second = schedule.next(at: 0.1, queuedFrames: 7_200, gain: 1)
    #expect(!second.clear)
    #expect(Self.hold(second.samples, 12_000..<16_800), "\(Self.frames(second.samples).prefix(3))")
    #expect(schedule.next(at: 0.1, queuedFrames: 12_000, gain: 1).samples.isEmpty, "full")
  }

  @Test("sound before the position is late: dropped, the queue starts at the position")
  func lateSoundIsDropped() {
    var schedule = ClipSoundSchedule(rate: Self.rate)
    schedule.receive(Self.ramp(from: 0, seconds: 1))
    let queued = schedule.next(at: 0.5, queuedFrames: 0, gain: 1)
    #expect(Self.hold(queued.samples, 24_000..<36_000), "\(Self.frames(queued.samples).prefix(3))")
  }

  @Test("an output more than 0.1 s behind the position is cleared and starts at the position")
  func behindStartsAgain() {
    var schedule = ClipSoundSchedule(rate: Self.rate)
    schedule.receive(Self.ramp(from: 0, seconds: 1))
    _ = schedule.next(at: 0, queuedFrames: 0, gain: 1)
    // The output played nothing of its 12,000 frames while the clip went on 0.2 s.
    let behind = schedule.next(at: 0.2, queuedFrames: 12_000, gain: 1)
    #expect(behind.clear)
    // What was queued of 0.2 to 0.25 s went with the queue: silence keeps what follows at its
    // time.
    let restarted = behind.samples
    #expect(restarted.count == 2 * 12_000)
    #expect(restarted.prefix(2 * 2_400).allSatisfy { $0 == 0 })
    #expect(Self.hold(Array(restarted.dropFirst(2 * 2_400)), 12_000..<21_600))
    // 0.05 s behind is within the tolerance: topped up from where the queue reaches.
    let close = schedule.next(at: 0.3, queuedFrames: 7_200, gain: 1)
    #expect(!close.clear)
    #expect(Self.frames(close.samples).first == 21_600 % 16_384)
  }

  @Test("a gap in the clip's sound is silence, so what follows plays at its time")
  func gapIsSilence() {
    var schedule = ClipSoundSchedule(rate: Self.rate)
    schedule.receive(Self.ramp(from: 0.1, seconds: 0.5))
    let queued = schedule.next(at: 0, queuedFrames: 0, gain: 1)
    let frames = Self.frames(queued.samples)
    #expect(frames.count == 12_000)
    #expect(frames.prefix(4_800).allSatisfy { $0 == 0 })
    #expect(Self.hold(Array(queued.samples.dropFirst(9_600)), 4_800..<12_000))
  }

  @Test("the gain scales the samples; a seek's discard forgets what was kept")
  func gainAndDiscard() {
    var schedule = ClipSoundSchedule(rate: Self.rate)
    schedule.receive([ClipSoundChunk(time: 0, samples: [1_000, -1_000, 3_000, 3_002])])
    #expect(schedule.next(at: 0, queuedFrames: 0, gain: 0.5).samples == [500, -500, 1_500, 1_501])
    schedule.receive(Self.ramp(from: 0, seconds: 1))
    schedule.discard()
    #expect(schedule.next(at: 0, queuedFrames: 0, gain: 1).samples.isEmpty)
  }
}
