import Synchronization
import Testing

@testable import Control

/// The center between the surfaces and the app: commands in order with their answers, one
/// wake-up per burst, and status changes pushed to subscribers.
@Suite("Control center")
struct ControlCenterTests {
  /// Counts calls from any thread.
  final class Counter: Sendable {
    private let count = Mutex(0)
    func add() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
  }

  @Test("commands come out in the order sent, each with its origin and its own answer")
  func commandsInOrder() {
    let center = ControlCenter()
    let answers = Mutex<[String]>([])
    center.send(.next, from: .surface("a")) { reply in
      answers.withLock { $0.append("a " + reply.line) }
    }
    center.send(.goto(.number(3)), from: .signal(.user1))
    center.send(.status, from: .surface("b")) { reply in
      answers.withLock { $0.append("b " + reply.line) }
    }
    let requests = center.takeRequests()
    #expect(requests.map(\.command) == [.next, .goto(.number(3)), .status])
    #expect(requests.map(\.origin) == [.surface("a"), .signal(.user1), .surface("b")])
    requests[2].reply(.failure(ControlError("late")))
    requests[0].reply(.ok)
    #expect(answers.withLock { $0 } == ["b error: late", "a ok"])
    #expect(center.takeRequests().isEmpty)
  }

  @Test("a burst of commands wakes the app once; commands sent before it connects wake it then")
  func wakesOncePerBurst() {
    let center = ControlCenter()
    let wakes = Counter()
    center.send(.next, from: .surface("early"))
    center.connect { wakes.add() }
    #expect(wakes.value == 1, "the early command")
    center.send(.previous, from: .surface("s"))
    #expect(wakes.value == 1, "still waiting to be taken")
    _ = center.takeRequests()
    center.send(.next, from: .surface("s"))
    center.send(.next, from: .surface("s"))
    #expect(wakes.value == 2)
  }

  @Test("a subscriber gets the current status, then each change once, never a repeat")
  func subscribersSeeEachChange() {
    let center = ControlCenter()
    var first = Status()
    first.index = 1
    first.count = 3
    center.publish(first)
    let notified = Counter()
    let subscription = center.subscribe { notified.add() }
    #expect(subscription.take() == [first], "the current status at once")
    center.publish(first)  // unchanged: nothing new
    var second = first
    second.index = 2
    center.publish(second)
    center.publish(second)
    var third = second
    third.isPaused = false
    center.publish(third)
    #expect(subscription.take() == [second, third])
    #expect(notified.value == 3)
    #expect(center.status == third)
    subscription.cancel()
    center.publish(first)
    #expect(subscription.take().isEmpty, "cancelled")
  }

  @Test("a subscriber that stops looking holds at most the newest 64 values")
  func waitingValuesAreBounded() {
    let center = ControlCenter()
    let subscription = center.subscribe {}
    for index in 1...100 {
      var status = Status()
      status.index = index
      center.publish(status)
    }
    let waiting = subscription.take()
    #expect(waiting.count == ControlConstants.waitingStatusLimit)
    #expect(waiting.first?.index == 37 && waiting.last?.index == 100)
  }

  @Test("each signal asks for its command")
  func signalsAreCommands() {
    #expect(ControlSignal.allCases.map(\.command) == [.quit, .quit, .reload, .next, .previous])
    #expect(ControlSignal.allCases.filter(\.quits) == [.terminate, .interrupt])
    for signal in ControlSignal.allCases {
      #expect(ControlSignal(number: signal.number) == signal)
    }
  }
}
