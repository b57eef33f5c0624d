import Foundation
import SystemKit
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The wake pipe every poll thread waits on, against real descriptors.
@Suite("Wake pipe")
struct WakePipeTests {
  /// Waits up to `milliseconds` for `pipe` to be readable: whether it is.
  static func isReadable(_ pipe: WakePipe, within milliseconds: Int32 = 0) -> Bool {
    var descriptor = pollfd(fd: pipe.readDescriptor, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, milliseconds) == 1
  }

  @Test("a wake from another thread ends a poll waiting on the read end")
  func wakeFromAnotherThreadEndsAPoll() throws {
    let pipe = try WakePipe()
    let polling = DispatchSemaphore(value: 0)
    let woken = Locked(false)
    let thread = Thread {
      polling.signal()
      // A minute only turns a lost wake-up into a failure instead of a hang.
      woken.withLock { $0 = Self.isReadable(pipe, within: 60_000) }
      polling.signal()
    }
    thread.start()
    polling.wait()
    pipe.wake()
    #expect(polling.wait(timeout: .now() + 60) == .success, "the poll never returned")
    #expect(woken.withLock { $0 })
  }

  @Test("drain empties the pipe until the next wake")
  func drainEmpties() throws {
    let pipe = try WakePipe()
    #expect(!Self.isReadable(pipe))
    for _ in 0..<3 { pipe.wake() }
    #expect(Self.isReadable(pipe))
    pipe.drain()
    #expect(!Self.isReadable(pipe))
    pipe.wake()
    #expect(Self.isReadable(pipe))
  }

  @Test("wakes never block, even past what the pipe holds, and one drain empties it")
  func wakesNeverBlock() throws {
    let pipe = try WakePipe()
    for _ in 0..<70_000 { pipe.wake() }  // a pipe holds 65,536 bytes
    #expect(Self.isReadable(pipe))
    pipe.drain()
    #expect(!Self.isReadable(pipe))
  }

  @Test("the read end is closed on exec and never blocks")
  func readEndFlags() throws {
    let pipe = try WakePipe()
    #expect(fcntl(pipe.readDescriptor, F_GETFD) & FD_CLOEXEC != 0)
    #expect(fcntl(pipe.readDescriptor, F_GETFL) & O_NONBLOCK != 0)
    pipe.drain()  // returns at once on an empty pipe
  }

  @Test("a failed call says which and why, in the C library's words")
  func systemCallErrorNamesTheCallAndReason() {
    let error = SystemCallError("pipe2", code: EMFILE)
    #expect(error.description == "pipe2: Too many open files")
  }
}
