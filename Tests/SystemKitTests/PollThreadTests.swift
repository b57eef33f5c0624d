import Foundation
import SystemKit
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The poll thread against real pipes: what it hands back, its wake-ups, its timeouts, its end.
///
/// Each wait for the thread is bounded by a minute, which only turns a hang into a failure.
@Suite("Poll thread")
struct PollThreadTests {
  /// What the thread's steps saw, in order.
  enum Step: Equatable {
    case begin
    case handle(revents: [Int16], timedOut: Bool)
    case end
  }

  /// Records each step and signals `progress` after it.
  final class Recorder: Sendable {
    let steps = Locked<[Step]>([])
    let progress = DispatchSemaphore(value: 0)

    func record(_ step: Step) {
      steps.withLock { $0.append(step) }
      progress.signal()
    }

    /// Waits for `count` more steps; false after a minute without them.
    func waitFor(_ count: Int) -> Bool {
      (0..<count).allSatisfy { _ in progress.wait(timeout: .now() + 60) == .success }
    }

    var recorded: [Step] { steps.withLock { $0 } }
  }

  /// Work that waits on `rounds()` and records each step, calling `handled` after each wait.
  static func work(
    _ recorder: Recorder, rounds: @escaping @Sendable () -> PollRound = { PollRound() },
    handled: @escaping @Sendable () -> Void = {}
  ) -> PollWork {
    PollWork(
      begin: { recorder.record(.begin) },
      round: rounds,
      handle: { polled, timedOut in
        handled()
        recorder.record(.handle(revents: polled.map(\.revents), timedOut: timedOut))
      },
      end: { recorder.record(.end) })
  }

  @Test("a descriptor that becomes ready is handed back with its events, in its place")
  func readyDescriptorIsHandedBack() throws {
    let recorder = Recorder()
    let (quiet, busy) = (try WakePipe(), try WakePipe())
    let thread = try PollThread(name: "test-poll")
    thread.start(
      Self.work(
        recorder,
        rounds: {
          PollRound(
            waitingFor: Int16(POLLIN), on: [quiet.readDescriptor, -1, busy.readDescriptor])
        },
        handled: { busy.drain() }))
    #expect(recorder.waitFor(1))
    busy.wake()
    #expect(recorder.waitFor(1), "the ready descriptor was never handed back")
    thread.stop()
    #expect(
      recorder.recorded == [
        .begin, .handle(revents: [0, 0, Int16(POLLIN)], timedOut: false), .end,
      ])
  }

  @Test("a wake alone runs a round with nothing ready")
  func wakeRunsARound() throws {
    let recorder = Recorder()
    let thread = try PollThread(name: "test-poll")
    thread.start(Self.work(recorder))
    thread.wake()
    #expect(recorder.waitFor(2))
    thread.stop()
    #expect(recorder.recorded == [.begin, .handle(revents: [], timedOut: false), .end])
  }

  @Test("a round's timeout passing with nothing ready is told as timed out")
  func timeoutIsTold() throws {
    let recorder = Recorder()
    let first = Locked(true)
    let thread = try PollThread(name: "test-poll")
    // A timeout of 0 ms in the first round only; then no timeout, so the thread sleeps.
    thread.start(
      Self.work(recorder) {
        PollRound(
          timeout: first.withLock { isFirst in
            defer { isFirst = false }
            return isFirst ? 0 : nil
          })
      })
    #expect(recorder.waitFor(2))
    thread.stop()
    #expect(recorder.recorded == [.begin, .handle(revents: [], timedOut: true), .end])
  }

  @Test("stop wakes a thread waiting with no timeout and returns once it has ended")
  func stoppedThreadEnds() throws {
    let recorder = Recorder()
    let thread = try PollThread(name: "test-poll")
    thread.start(Self.work(recorder))
    #expect(recorder.waitFor(1))
    let stopped = DispatchSemaphore(value: 0)
    Thread {
      thread.stop()
      stopped.signal()
    }.start()
    #expect(stopped.wait(timeout: .now() + 60) == .success, "stop never returned")
    #expect(thread.isStopping)
    #expect(recorder.recorded == [.begin, .end], "the end ran before stop returned, once")
    thread.stop()  // a second stop returns at once
    thread.wake()  // and a wake after the end is harmless
    thread.start(Self.work(recorder))  // nor does it start again
    #expect(recorder.recorded == [.begin, .end])
  }

  @Test("a thread stopped before it started never starts")
  func stoppedBeforeStart() throws {
    let recorder = Recorder()
    let thread = try PollThread(name: "test-poll")
    thread.stop()
    thread.start(Self.work(recorder))
    #expect(recorder.recorded.isEmpty)
  }
}
