import Control
import SDLKit
import SystemKit

// MARK: - The display's sleep and wake

extension Viewer {
  /// The wall clock is now `now + offset` (s from the epoch); the loop tells it at each step,
  /// so the schedule's boundaries and a `--sync` slideshow's points follow a clock step.
  package func setWallOffset(_ offset: Double) {
    power.setWallOffset(offset)
    slideshow.wallOffset = offset
  }

  /// Whether the display is off.
  package var isAsleep: Bool { power.isAsleep }

  /// `wall` (s from the epoch) as local time with its offset, in the schedule's time zone
  /// (`2024-03-31T03:00:00+02:00`), for traces.
  package func localTime(_ wall: Double) -> String {
    CivilTime.iso(wall, offset: LocalCalendar.offset(at: wall, in: power.policy.zone))
  }

  /// Blocks until the display hooks started so far have ended (replays and headless runs).
  package func waitForDisplayHooks() {
    power.hooks?.runner.waitUntilIdle()
  }

  /// Decides the display's power at `now`, once a live start's first picture is on screen.
  func updatePower(now: Double) {
    guard !gate.isWaitingForFirstPicture else { return }
    if power.update(now: now) { powerChanged(now: now) }
  }

  /// The display turned off or on at `now`: asleep, gestures end, the slideshow holds where it
  /// is, the screensaver may start and one black frame is drawn; awake, the slideshow goes on a
  /// full interval later from the picture it left, and the picture is drawn again.
  func powerChanged(now: Double) {
    let asleep = power.isAsleep
    if asleep { cancelGestures(now: now) }
    pager.setAsleep(asleep, at: now)
    slideshow.setAsleep(asleep)
    markNeedsRedraw()
  }

  /// An update while asleep: the commands and news are taken (a `display on` among them), and
  /// nothing is planned, decoded, animated or drawn.
  func updateAsleep(now: Double) {
    pager.update(now: now)
    takeInbox(now: now)
    updateShow(now: now)
    desk.publish(status)
  }

  /// The frame of a display asleep: black, once.
  func drawAsleep() throws(SDLError) {
    try renderer.clear(Palette.asleep)
    power.hasDrawnBlack = true
    needsRedraw = false
  }
}
