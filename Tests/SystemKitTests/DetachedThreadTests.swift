import Testing

@testable import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// Threads, locks and conditions on pthreads (Foundation's `Thread`, `NSLock` and
/// `NSCondition` are not in FoundationEssentials).
@Suite("Detached threads")
struct DetachedThreadTests {
  @Test("names are cut to the 15 bytes Linux keeps, on a character's boundary")
  func names() {
    #expect(DetachedThread.shortened("carousel-scan") == "carousel-scan")
    #expect(DetachedThread.shortened("carousel-decode-0") == "carousel-decode")
    #expect(DetachedThread.shortened("carousel-ééééé") == "carousel-ééé")
    #expect(DetachedThread.shortened("") == "")
  }

  @Test("a thread runs its work under its name, and a condition hands back what it found")
  func runsNamed() throws {
    let condition = Condition()
    let found = Locked<String?>(nil)
    let started = DetachedThread.start(name: "carousel-test-thread") {
      let name = DescriptorReader.prefix(ofFile: "/proc/thread-self/comm", limit: 64) ?? []
      condition.lock()
      found.withLock { $0 = String(decoding: name, as: UTF8.self) }
      condition.signal()
      condition.unlock()
    }
    #expect(started)
    condition.lock()
    while found.withLock({ $0 }) == nil { condition.wait() }
    condition.unlock()
    #expect(found.withLock { $0 } == "carousel-test-t\n")
  }

  @Test("a lock keeps a count right under eight threads adding to it at once")
  func lockCounts() {
    let lock = Lock()
    let condition = Condition()
    nonisolated(unsafe) var count = 0
    let finished = Locked(0)
    for _ in 0..<8 {
      DetachedThread.start(name: "test-adder") {
        for _ in 0..<10_000 { lock.withLock { count += 1 } }
        condition.lock()
        finished.withLock { $0 += 1 }
        condition.broadcast()
        condition.unlock()
      }
    }
    condition.lock()
    while finished.withLock({ $0 }) < 8 { condition.wait() }
    condition.unlock()
    #expect(lock.withLock { count } == 80_000)
  }
}
