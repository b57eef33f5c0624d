import TestSupport
import Testing

/// The tests' broker helper: it returns once its broker listens, and fails loudly, with the
/// broker's log, when its broker does not start (it gave up quietly after 10 s, and the test
/// went on against no broker).
@Suite(.serialized) struct MosquittoBrokerTests {
  @Test func aBrokerThatCannotStartFailsWithItsLog() throws {
    let first = try MosquittoBroker()
    #expect(first.publish("carousel/test", "listening"), "the first broker listens at once")
    let error = #expect(throws: WaitTimeout.self) { try MosquittoBroker(port: first.port) }
    #expect(
      error?.description.contains("Address already in use") == true, "\(String(describing: error))")
  }
}
