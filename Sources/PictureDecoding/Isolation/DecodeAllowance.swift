/// The time a worker has left for one picture, counted in its own time: the wall time that
/// passed less the time it waited for a processor (other programs had it).
///
/// ``PipelineConstants/decoderDeadline`` is for a codec that hangs; a picture whose decode
/// other work slows down is no hang. On the small board's one core beside other programs, a
/// decode of 80 ms of CPU took 7.7 s of wall time (README, "Performance"), and a few seconds
/// more would have made a good photo an error page. However starved, a decode ends within
/// ``longest`` of wall time. Pure: the waits come from `poll`'s timeouts, the starving from the
/// worker's run-queue time (``DecoderProcess/runQueueSeconds``).
struct DecodeAllowance: Equatable {
  /// Own time left, in s.
  private(set) var ownTime: Double
  /// Wall time left, in s.
  private(set) var wallTime: Double

  init(deadline: Double, longest: Double) {
    ownTime = deadline
    wallTime = max(deadline, longest)
  }

  /// How long to wait next, in s; 0 once the allowance is spent.
  var nextWait: Double { max(0, min(ownTime, wallTime)) }

  /// Counts a wait of `seconds` during which the worker waited `starved` seconds for a
  /// processor (nil when the kernel does not say: all of it counts).
  mutating func spend(_ seconds: Double, starved: Double?) {
    wallTime -= seconds
    ownTime -= seconds - min(max(starved ?? 0, 0), seconds)
  }

  /// Whether the worker has had its time.
  var isSpent: Bool { nextWait <= 0 }
}
