import Testing

@testable import PictureDecoding

#if canImport(Glibc)
  import Glibc
#endif

/// A decode's deadline in the worker's own time: waits count less the time the worker waited
/// for a processor.
@Suite struct DecodeAllowanceTests {
  @Test("a worker that had the processor all along has its 10 s, then no more")
  func unstarved() {
    var allowance = DecodeAllowance(deadline: 10, longest: 120)
    #expect(allowance.nextWait == 10)
    allowance.spend(10, starved: 0)
    #expect(allowance.isSpent)
  }

  /// Bug: the deadline was wall time, so a decode that other programs on the small board's one
  /// core slowed from 80 ms to over 10 s was killed, and a good photo became an error page.
  @Test("bug: a starved worker was killed at 10 s of wall time; it waits for its own time")
  func starved() {
    var allowance = DecodeAllowance(deadline: 10, longest: 120)
    allowance.spend(10, starved: 7.5)
    #expect(!allowance.isSpent)
    #expect(allowance.nextWait == 7.5, "2.5 s of its own time were spent")
    allowance.spend(7.5, starved: 7.5)
    #expect(allowance.nextWait == 7.5, "starved all along: nothing more spent")
    allowance.spend(7.5, starved: 0)
    #expect(allowance.isSpent)
  }

  @Test("however starved, a decode ends within the longest wait of wall time")
  func longest() {
    var allowance = DecodeAllowance(deadline: 10, longest: 25)
    allowance.spend(10, starved: 10)
    allowance.spend(10, starved: 10)
    #expect(allowance.nextWait == 5, "the wall time left")
    allowance.spend(5, starved: 5)
    #expect(allowance.isSpent)
  }

  @Test("without the kernel's figures, or with nonsense, every second counts")
  func unknown() {
    var allowance = DecodeAllowance(deadline: 10, longest: 120)
    allowance.spend(4, starved: nil)
    #expect(allowance.nextWait == 6)
    allowance.spend(3, starved: -1)
    #expect(allowance.nextWait == 3)
    allowance.spend(1, starved: 50)
    #expect(allowance.nextWait == 3, "at most the wait itself was starved")
  }

  @Test("a deadline longer than the longest wait is kept (tests wait a day)")
  func longDeadline() {
    #expect(DecodeAllowance(deadline: 86_400, longest: 120).nextWait == 86_400)
  }

  @Test("the run-queue time is read from the kernel's scheduler statistics")
  func runQueueTime() throws {
    let mine = try #require(DecoderProcess.runQueueSeconds(of: getpid()))
    #expect(mine >= 0)
    #expect(DecoderProcess.runQueueSeconds(of: -1) == nil)
  }
}
