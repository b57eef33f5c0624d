import Control
import SignalSurface
import Synchronization
import Testing

/// Signals watched before the viewer exists reach it once connected; before that, USR1 and
/// USR2 are dropped (TERM and INT end the process, which a test cannot watch in itself).
struct SignalRelayTests {
  @Test func deliversOnceConnected() {
    let relay = SignalRelay()
    let seen = Mutex<[ControlSignal]>([])
    relay.relay(.user1)  // no target yet: dropped, the process goes on
    relay.connect { signal in seen.withLock { $0.append(signal) } }
    relay.relay(.user2)
    relay.relay(.terminate)
    #expect(seen.withLock { $0 } == [.user2, .terminate])
  }
}
