import Control
import Dispatch
import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// The MQTT surface (`--mqtt`): a frame as a device on a broker and in Home Assistant.
///
/// A thread of its own (a ``PollThread``) owns the connection (``Mosquitto``): it waits in
/// `poll` on the broker's socket and its wake pipe, with the keepalive (or the next try, while
/// the broker is away) as its only timeout. Commands from the command topics are parsed there
/// (``MQTTPayload``) and sent to the ``ControlCenter``; a payload that is not a command is
/// answered on the error topic and said on one stderr line. Each status the center publishes
/// wakes the thread, which publishes the retained state topics that changed. On every
/// connection it publishes the discovery messages, `online` and the whole state again; a broker
/// that is down or goes away is tried again after 1 s, doubling to 60 s (``RetrySchedule``),
/// and each change of the connection's state is one stderr line. A broker that stops answering
/// is pinged once per keepalive and dropped after the next (libmosquitto's rule), and what waits
/// for it is bounded (``MQTTOutbox``). Retained messages on the command topics are ignored:
/// commands act when sent, never again at each connection.
///
/// With the app's ``PictureSnapshots`` it also publishes the picture shown, as a JPEG of at
/// most ``MQTTConstants/imageSide`` px, retained on ``MQTTTopics/image`` (Home Assistant's image
/// entity): asked for when the status's path changes, made on the snapshots' thread, and
/// published from this one once it comes back (``ImageState``, ``MQTTClient+Image``).
///
/// `@unchecked Sendable`: `replies` and `images` are touched only inside their `Locked`s;
/// everything else is constant or used by the poll thread alone (``MQTTClient+Connection``).
package final class MQTTClient: @unchecked Sendable {
  let settings: MQTTSettings
  let topics: MQTTTopics
  let center: ControlCenter
  /// The clock the app reads (s); the thread's deadlines are on it.
  let now: @Sendable () -> Double
  /// Told each thing worth telling the user, its lines reading `carousel: mqtt: …`.
  let reporter: Reporter
  let thread: PollThread
  /// Where the pictures for the image topic are made; nil offers no image entity.
  let snapshots: (any PictureSnapshots)?
  /// Told each message on the listened topics (``MQTTSettings/listened``), on the poll thread.
  let listener: @Sendable (_ topic: String, _ payload: [UInt8]) -> Void
  /// Errors the app answered commands with, for the thread to publish (from the main thread).
  let replies = Locked<[String]>([])
  /// The JPEGs the snapshots made, with their pictures' paths, for the thread to take (from
  /// the snapshots' thread; at most one, since one is asked for at a time).
  let images = Locked<[(picture: ImageState.Picture, result: Result<[UInt8], ControlError>)]>([])
  /// What the thread did, for tests and the soak (written by the thread each round).
  let pulse = Locked(MQTTPulse())
  private(set) var subscription: StatusSubscription?

  // MARK: The poll thread's own

  var client: Mosquitto?
  var phase = Phase.waiting
  var retry = RetrySchedule()
  /// When something was last sent, and last received, on the clock `now` (s).
  var lastSent = 0.0
  var lastReceived = 0.0
  /// What was published on each topic during this connection.
  var published: [String: String] = [:]
  /// The messages on their way to the broker.
  var outbox = MQTTOutbox()
  /// Whether dropping messages the broker does not take was said (until it takes one again).
  var saidDropping = false
  /// The command topics a retained message was ignored on, said once each.
  var ignoredRetained: Set<String> = []
  /// The statuses shown so far (``MQTTPulse/statuses``).
  var statusesShown = 0
  /// The last status taken, and the folders it offers.
  var status: Status?
  var folders = FolderChoice(folders: [])
  /// The state of the connection last said on stderr.
  var said: Said?
  /// Whether the first connection was started (later ones reconnect).
  var hasConnected = false
  /// The image topic's picture: the one being made and the one published.
  var image = ImageState()

  enum Phase {
    /// No connection; the next try is due at the retry schedule's time.
    case waiting
    /// Connecting: the socket is open, the broker's answer is awaited.
    case connecting
    case connected
    /// The thread is ending.
    case stopping
  }

  /// What stderr was last told of the connection.
  enum Said {
    case connected, unreachable, refused
  }

  private init(
    settings: MQTTSettings, center: ControlCenter, snapshots: (any PictureSnapshots)?,
    listener: @escaping @Sendable (String, [UInt8]) -> Void, thread: PollThread,
    now: @escaping @Sendable () -> Double, reporter: Reporter
  ) {
    self.settings = settings
    self.listener = listener
    topics = MQTTTopics(name: settings.name)
    self.center = center
    self.snapshots = snapshots
    self.thread = thread
    self.now = now
    self.reporter = reporter.scoped("mqtt")
  }

  /// Starts the surface: its thread connects to the broker `settings` name, publishes the
  /// frame's status from `center` (and, with `snapshots`, the picture shown as a JPEG) and
  /// sends it the commands it receives; `listener` is told each message on the topics
  /// `settings` listens to, on the surface's thread.
  /// - Throws: why it cannot start (libmosquitto cannot be loaded, no pipe to wake its thread).
  package static func start(
    _ settings: MQTTSettings, center: ControlCenter, snapshots: (any PictureSnapshots)? = nil,
    listener: @escaping @Sendable (String, [UInt8]) -> Void = { _, _ in },
    now: @escaping @Sendable () -> Double, reporter: Reporter
  ) throws(MQTTError) -> MQTTClient {
    // Opened here, before the thread: its first try then comes as soon as the surface has
    // started, as when the library was linked, not a few ms of loading OpenSSL later.
    try Mosquitto.open()
    let thread: PollThread
    do {
      thread = try PollThread(name: "carousel-mqtt")
    } catch {
      throw MQTTError("no pipe to wake the MQTT thread (\(error))")
    }
    let surface = MQTTClient(
      settings: settings, center: center, snapshots: snapshots, listener: listener,
      thread: thread, now: now, reporter: reporter)
    surface.subscription = center.subscribe { [thread] in thread.wake() }
    thread.start(
      PollWork(
        begin: { [surface] in surface.begin() }, round: { [surface] in surface.round() },
        handle: { [surface] polled, _ in surface.handle(polled) },
        end: { [surface] in surface.end() }))
    return surface
  }

  /// Says `offline` to the broker and goodbye, and ends the thread; waits for it at most
  /// ``MQTTConstants/stopWait`` (a name lookup in progress is left to the process's exit).
  package func stop() {
    subscription?.cancel()
    let ended = DispatchSemaphore(value: 0)
    let thread = thread
    DetachedThread.start(name: "carousel-mqtt-stop") {
      thread.stop()
      ended.signal()
    }
    _ = ended.wait(timeout: .now() + MQTTConstants.stopWait)
  }

  /// Queues an error the app answered a command with, for the thread to publish; any thread.
  func queueReply(_ message: String) {
    replies.withLock { $0.append(message) }
    thread.wake()
  }

  /// Takes the statuses published since the last look; the newest counts.
  func takeStatus() -> Status? {
    subscription?.take().last
  }

  /// `host:port` as messages name the broker.
  var brokerName: String {
    settings.host.contains(":")
      ? "[\(settings.host)]:\(settings.port)" : "\(settings.host):\(settings.port)"
  }
}
