import Control
import SDLKit
import SystemKit

/// Whether the display is on, why, and what turns it off: the `--awake` schedule, `display`
/// commands, input that wakes it, the screen's own power switch and the user's hooks.
///
/// It keeps the wall clock as an offset from the loop's `now` (``wallOffset``, set by the loop
/// at each step), so the schedule's boundaries come from the time of day and move with a clock
/// step; its decisions are ``PowerPolicy``'s. Main thread only, owned by the ``Viewer``.
final class PowerKeeper {
  /// The schedule, the override, the wake.
  private(set) var policy = PowerPolicy()
  /// The wall clock minus the loop's `now`, in s.
  private(set) var wallOffset = 0.0
  /// Whether the display is on.
  private(set) var power = DisplayPower.on
  /// Why.
  private(set) var reason = DisplayReason.standing
  /// Turns the screen itself off and on; nil draws it black (headless runs, no DPMS).
  var screen: (any ScreenSwitch)?
  /// `--display-off-command` and `--display-on-command`, and what runs them.
  var hooks: DisplayHooks?
  /// Whether the black frame of the display's sleep was drawn.
  var hasDrawnBlack = false
  /// Told each change of the power or its reason, with the wall time (s from the epoch).
  var onChange: ((DisplayPower, DisplayReason, _ wall: Double) -> Void)?
  private var guardian = WakeGuard()
  private let reporter: Reporter

  init(reporter: Reporter) {
    self.reporter = reporter
  }

  /// Whether the display is off.
  var isAsleep: Bool { power == .off }

  /// Takes the schedule (nil: on all day), its time zone and `--wake-for` (s).
  func configure(schedule: AwakeSchedule?, zone: LocalZone, wakeFor: Double) {
    policy.schedule = schedule
    policy.zone = zone
    policy.wakeFor = wakeFor
  }

  /// The wall clock is now `now + offset` (the loop reads it each step).
  func setWallOffset(_ offset: Double) {
    wallOffset = offset
  }

  /// The wall time at `now`, in s from the epoch.
  func wall(at now: Double) -> Double { now + wallOffset }

  /// Decides again at `now`: a boundary, a wake or an override that ended.
  /// - Returns: whether the display turned on or off.
  func update(now: Double) -> Bool {
    policy.expire(now: now, wall: wall(at: now))
    return apply(policy.decision(now: now, wall: wall(at: now)), now: now)
  }

  /// Carries out `display on|off|auto` at `now`.
  /// - Returns: whether the display turned on or off.
  func take(_ request: DisplayRequest, now: Double) -> Bool {
    policy.take(request, wall: wall(at: now))
    guardian = WakeGuard()
    return update(now: now)
  }

  /// Input at `now`: while asleep, a person's act wakes the display for `--wake-for` and is
  /// swallowed with the rest of its act; while woken, each act keeps it on longer.
  /// - Returns: whether `event` is swallowed, and whether the display turned on.
  func filter(_ event: InputEvent, isPersonsAct: Bool, now: Double) -> (
    swallowed: Bool, changed: Bool
  ) {
    if guardian.swallows(event) { return (true, false) }
    guard isPersonsAct, !Self.isFromTouch(event) else { return (false, false) }
    if reason == .wake {
      policy.wake(now: now)
      return (false, false)
    }
    guard isAsleep else { return (false, false) }
    policy.wake(now: now)
    guardian.begin(with: event)
    return (true, update(now: now))
  }

  /// When the display may turn on or off next without input, in the loop's s; nil when
  /// nothing is due.
  func deadline(after now: Double) -> Double? {
    policy.deadline(now: now, offset: wallOffset)
  }

  /// Makes `decision` the display's state at `now`: the screen's switch and the hooks when it
  /// turns on or off, the listener for any change.
  private func apply(_ decision: (power: DisplayPower, reason: DisplayReason), now: Double)
    -> Bool
  {
    guard decision.power != power || decision.reason != reason else { return false }
    let turns = decision.power != power
    (power, reason) = decision
    if turns {
      hasDrawnBlack = false
      switchScreen(on: power == .on)
    }
    onChange?(power, reason, wall(at: now))
    return turns
  }

  /// Carousel ends: a screen it turned off is turned on again (the hooks are not run).
  func restoreScreen() {
    if isAsleep { _ = screen?.setPower(on: true) }
  }

  private func switchScreen(on: Bool) {
    if let screen, let problem = screen.setPower(on: on) {
      reporter.warning(
        "\(screen.name) cannot turn the screen \(on ? "on" : "off"): \(problem); "
          + "the screen is drawn black instead")
      self.screen = nil
    }
    hooks?.run(on: on)
  }

  /// Mouse events SDL or the window system made from a touch: the touch itself counts.
  private static func isFromTouch(_ event: InputEvent) -> Bool {
    switch event {
    case .mouseMotion(let motion): motion.isFromTouch
    case .mouseButton(let button): button.isFromTouch
    default: false
    }
  }
}
