import Dispatch
import Foundation
import Synchronization
import Testing

@testable import CarouselViewer

@Suite("Inbox")
struct InboxTests {
  /// Counts wake-ups and lets a consumer wait for them.
  final class Waker: Sendable {
    let semaphore = DispatchSemaphore(value: 0)
    let count = Mutex(0)

    func wake() {
      count.withLock { $0 += 1 }
      semaphore.signal()
    }
  }

  @Test("news posted before the loop drains rides on one wake-up, each distinct event once")
  func coalesces() {
    let waker = Waker()
    let inbox = Inbox<AppEvent>(wake: waker.wake)
    inbox.post(.decodeFinished)
    inbox.post(.scanProgressed)
    inbox.post(.decodeFinished)
    #expect(waker.count.withLock { $0 } == 1)
    #expect(inbox.drain() == [.decodeFinished, .scanProgressed])
    #expect(inbox.drain().isEmpty)
    inbox.post(.scanProgressed)
    #expect(waker.count.withLock { $0 } == 2)  // empty again: the next post wakes again
  }

  /// Four producers and a consumer that drains whenever it is woken, as the loop does.
  ///
  /// Each thread posts 5,000 numbered events. A lost wake-up would leave events in the inbox with nobody woken:
  /// the consumer would then wait in vain (it gives up after 10 s and the test fails).
  @Test("concurrent producers: nothing lost, nothing twice, each producer's order kept")
  func concurrentProducers() async {
    let producers = 4
    let perProducer = 5_000
    let waker = Waker()
    let inbox = Inbox<Int>(wake: waker.wake)
    let threads = (0..<producers).map { producer in
      Thread {
        for index in 0..<perProducer { inbox.post(producer * 1_000_000 + index) }
      }
    }
    threads.forEach { $0.start() }
    var received: [Int] = []
    var drains = 0
    while received.count < producers * perProducer {
      guard waker.semaphore.wait(timeout: .now() + 10) == .success else { break }
      received += inbox.drain()
      drains += 1
    }
    #expect(received.count == producers * perProducer, "a wake-up was lost")
    #expect(Set(received).count == received.count)
    for producer in 0..<producers {
      let own = received.filter { $0 / 1_000_000 == producer }.map { $0 % 1_000_000 }
      #expect(own == Array(0..<perProducer), "producer \(producer) in order")
    }
    #expect(inbox.drain().isEmpty)
    #expect(waker.count.withLock { $0 } <= drains + 1)
  }
}
