import Control
import Synchronization
import Testing

@testable import CarouselViewer

/// The desk alone, with a fake viewer behind it: the order commands are answered in, what waits
/// for a live start and for a reload's list, and signals that never wait.
@Suite("Command desk")
struct CommandDeskTests {
  /// The commands carried out and the answers given, in order.
  final class Log: Sendable {
    private let entries = Mutex<[String]>([])
    func add(_ entry: String) { entries.withLock { $0.append(entry) } }
    var all: [String] { entries.withLock { $0 } }
  }

  static func send(_ command: ControlCommand, _ name: String, to center: ControlCenter, _ log: Log)
  {
    center.send(command, from: .surface(name)) { log.add("\(name) ← \($0.line)") }
  }

  static func execute(_ log: Log) -> (ControlRequest) -> ControlReply {
    { request in
      log.add("do \(request.command.line)")
      return request.command == .status ? .status(Status()) : .ok
    }
  }

  @Test("commands wait while the start is under way; signals do not")
  func startHoldsAllButSignals() {
    let center = ControlCenter()
    let desk = CommandDesk(center: center, inbox: Inbox<AppEvent> {})
    let log = Log()
    Self.send(.next, "socket", to: center, log)
    center.send(.previous, from: .signal(.user2))
    desk.answer(isStarting: true, execute: Self.execute(log), isRescanning: { false })
    #expect(log.all == ["do previous"])
    #expect(desk.isBusy)
    desk.answer(isStarting: false, execute: Self.execute(log), isRescanning: { false })
    #expect(log.all == ["do previous", "do next", "socket ← ok"])
    #expect(!desk.isBusy)
  }

  @Test("a reload is answered once its list is in, and the commands behind it wait for that")
  func reloadHoldsTheLine() {
    let center = ControlCenter()
    let desk = CommandDesk(center: center, inbox: Inbox<AppEvent> {})
    let log = Log()
    var rescanning = true
    Self.send(.reload, "a", to: center, log)
    Self.send(.status, "b", to: center, log)
    desk.answer(isStarting: false, execute: Self.execute(log), isRescanning: { rescanning })
    #expect(log.all == ["do reload"], "the status waits behind the reload")
    rescanning = false
    desk.reloadArrived(execute: Self.execute(log), isRescanning: { rescanning })
    #expect(log.all == ["do reload", "a ← ok", "do status", "b ← \(Status().json)"])
  }

  @Test("a reload that reads nothing is answered at once")
  func reloadWithoutAScan() {
    let center = ControlCenter()
    let desk = CommandDesk(center: center, inbox: Inbox<AppEvent> {})
    let log = Log()
    Self.send(.reload, "a", to: center, log)
    Self.send(.next, "b", to: center, log)
    desk.answer(isStarting: false, execute: Self.execute(log), isRescanning: { false })
    #expect(log.all == ["do reload", "a ← ok", "do next", "b ← ok"])
  }

  @Test("the status reaches subscribers only when it changes")
  func publishes() {
    let center = ControlCenter()
    let desk = CommandDesk(center: center, inbox: Inbox<AppEvent> {})
    let subscription = center.subscribe {}
    var status = Status()
    desk.publish(status)
    desk.publish(status)
    status.count = 4
    desk.publish(status)
    #expect(subscription.take().map(\.count) == [0, 4])
  }
}
