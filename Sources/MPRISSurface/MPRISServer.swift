import Control
import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// The MPRIS surface: Carousel as a media player on the session bus, so the desktop's media
/// widgets, KDE Connect and `playerctl` page it and start or stop its slideshow.
///
/// A thread of its own (a ``PollThread``) owns the bus connection (``BusConnection``): it waits
/// in `poll` on the bus's descriptor and its wake pipe, with no timeout while the bus is idle.
/// It owns `org.mpris.MediaPlayer2.carousel` (or `….instancePID` when another Carousel has it)
/// and serves `/org/mpris/MediaPlayer2`: method calls become commands for the
/// ``ControlCenter``, answered at once; properties come from the last status; each status the
/// center publishes wakes the thread, which emits `PropertiesChanged` with what changed.
///
/// `@unchecked Sendable`: `name` is touched only inside its `Locked`; everything else is
/// constant or used by the poll thread alone.
package final class MPRISServer: @unchecked Sendable {
  private let center: ControlCenter
  /// Lines read `carousel: mpris: …`.
  private let reporter: Reporter
  private let thread: PollThread
  private let owned = Locked<String?>(nil)
  private var subscription: StatusSubscription?

  // The poll thread's own.
  private var bus: BusConnection?
  private var status = Status()
  private var announced: [BusValue.Entry] = []

  private init(center: ControlCenter, thread: PollThread, reporter: Reporter) {
    self.center = center
    self.thread = thread
    self.reporter = reporter.scoped("mpris")
  }

  /// Starts the surface: its thread connects to the session bus and serves MPRIS for
  /// `center`; a failure there is one error on `reporter`, and the show goes on without it.
  /// - Throws: why it cannot start (no pipe to wake its thread).
  package static func start(center: ControlCenter, reporter: Reporter)
    throws(MPRISError) -> MPRISServer
  {
    let thread: PollThread
    do {
      thread = try PollThread(name: "carousel-mpris")
    } catch {
      throw MPRISError("no pipe to wake the MPRIS thread (\(error))")
    }
    let server = MPRISServer(center: center, thread: thread, reporter: reporter)
    server.subscription = center.subscribe { [thread] in thread.wake() }
    thread.start(
      PollWork(
        begin: { [server] in server.begin() }, round: { [server] in server.round() },
        handle: { [server] _, _ in server.handle() }, end: { [server] in server.end() }))
    return server
  }

  /// The bus name owned, once owned.
  package var busName: String? { owned.withLock { $0 } }

  /// Leaves the bus and ends the thread.
  package func stop() {
    subscription?.cancel()
    thread.stop()
  }

  // MARK: - The poll thread

  private func begin() {
    do {
      let bus = try BusConnection()
      try bus.serve(MPRISConstants.objectPath) { [unowned self] in answer($0) }
      let name = try claimName(on: bus)
      owned.withLock { $0 = name }
      self.bus = bus
      takeStatus()
      announced = MPRISProperties.player(status)
      reporter.info("on the session bus as \(name)")
    } catch {
      reporter.error("\(error.message); the desktop's media controls do not see Carousel")
    }
  }

  /// `org.mpris.MediaPlayer2.carousel`, or with `.instancePID` when another player owns it.
  private func claimName(on bus: BusConnection) throws(MPRISError) -> String {
    let names = [MPRISConstants.busName, MPRISConstants.busName + ".instance\(getpid())"]
    var reason: Int32 = 0
    for name in names {
      guard let refused = bus.requestName(name) else { return name }
      reason = refused
      guard refused == EEXIST else { break }
    }
    throw MPRISError("cannot own the name \(names[0]): \(String(cString: strerror(reason)))")
  }

  private func round() -> PollRound {
    guard let bus else { return PollRound() }
    let wait = bus.wait
    return PollRound(
      descriptors: [pollfd(fd: wait.descriptor, events: wait.events, revents: 0)],
      timeout: wait.timeout)
  }

  private func handle() {
    guard let bus else { return }
    guard bus.process() else {
      reporter.warning("the session bus went away; the media controls no longer see Carousel")
      self.bus = nil
      return
    }
    let previous = status
    takeStatus()
    let player = MPRISProperties.player(status)
    let changed = MPRISProperties.changes(from: announced, to: player)
    if !changed.isEmpty {
      announced = player
      bus.emitPropertiesChanged(
        path: MPRISConstants.objectPath, interface: MPRISConstants.playerInterface, changed)
    }
    if let position = MPRISProperties.seekedPosition(from: previous, to: status) {
      bus.emitSignal(
        path: MPRISConstants.objectPath, interface: MPRISConstants.playerInterface,
        member: "Seeked", [.int64(position)])
    }
    _ = bus.process()  // writes the signals now, rather than at the next wake
  }

  private func end() {
    bus = nil
  }

  private func takeStatus() {
    if let fresh = subscription?.take().last { status = fresh }
  }

  // MARK: Calls

  /// Answers a method call on the object; false for one it does not know.
  private func answer(_ call: BusCall) -> Bool {
    switch call.interface {
    case MPRISConstants.propertiesInterface: return answerProperties(call)
    case MPRISConstants.introspectableInterface:
      guard call.member == "Introspect" else { return false }
      call.reply([.string(MPRISIntrospection.xml)])
      return true
    default:
      switch MPRISMethod(
        interface: call.interface, member: call.member, status: status,
        arguments: Self.arguments(of: call))
      {
      case .command(let command):
        center.send(command, from: MPRISConstants.origin)
        call.reply()
      case .nothing: call.reply()
      case .unsupported:
        call.fail("org.freedesktop.DBus.Error.NotSupported", "Carousel opens no URIs")
      case .unknown: return false
      }
      return true
    }
  }

  /// The arguments of `Seek` (an offset) and `SetPosition` (a track id, a position).
  private static func arguments(of call: BusCall) -> MPRISMethod.Arguments {
    guard call.interface == MPRISConstants.playerInterface else { return .init() }
    switch call.member {
    case "Seek": return .init(microseconds: call.readInt64())
    case "SetPosition":
      let track = call.readObjectPath()
      return .init(microseconds: call.readInt64(), trackID: track)
    default: return .init()
    }
  }

  /// `Get`, `GetAll` and `Set` of the Properties interface (only the player's `Volume` can be
  /// set).
  private func answerProperties(_ call: BusCall) -> Bool {
    guard let interface = call.readString() else {
      call.fail("org.freedesktop.DBus.Error.InvalidArgs", "expected an interface name")
      return true
    }
    let properties: [BusValue.Entry]
    switch interface {
    case MPRISConstants.rootInterface: properties = MPRISProperties.root
    case MPRISConstants.playerInterface: properties = MPRISProperties.player(status)
    default:
      call.fail("org.freedesktop.DBus.Error.UnknownInterface", "no interface \(interface)")
      return true
    }
    switch call.member {
    case "GetAll": call.reply([.dictionary(properties)])
    case "Get":
      let name = call.readString() ?? ""
      guard let found = properties.first(where: { $0.key == name }) else {
        call.fail("org.freedesktop.DBus.Error.UnknownProperty", "no property \(name)")
        return true
      }
      call.reply([found.value], variant: true)
    case "Set":
      let name = call.readString() ?? ""
      let value = name == "Volume" ? call.readVariantDouble() : nil
      guard interface == MPRISConstants.playerInterface,
        let command = MPRISMethod.setting(name, to: value)
      else {
        call.fail(
          "org.freedesktop.DBus.Error.PropertyReadOnly",
          "of Carousel's properties only Volume can be set, to a number")
        return true
      }
      center.send(command, from: MPRISConstants.origin)
      call.reply()
    default: return false
    }
    return true
  }
}
