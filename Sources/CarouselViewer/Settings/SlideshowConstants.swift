import Gestures
import PictureFiles
import ScrollPhysics
import SystemKit

/// Tuning of the slideshow and the kiosk.
package enum SlideshowConstants {
  /// Pictures' shapes asked for at a time, nearest the page shown first (`--pairs`): a few
  /// screens of pages around it; the next are asked for as these arrive — proposal.
  static let shapesRequested = 64
  /// The accepted slideshow intervals, in s: down to 0.1 (feh, imv and pqiv stop at 0.5; a
  /// transition takes at most half the interval, so even 0.1 s shows each picture at rest), at
  /// most a day.
  static let intervals = 0.1...Double(CivilTime.secondsPerDay)
  /// The slideshow transition when none is asked for, in s (docs/physics.md §10).
  static let transitionTime = PhysicsConstants.slideshowTransition
  /// The accepted transition times, in s (0 is a cut).
  static let transitionTimes = 0.0...10
  /// The longest a clip's slide lasts when `--video-max` does not say, in s: a minute, the
  /// length of most phone clips, so a long film does not hold a photo frame for an hour —
  /// issue 36.
  static let videoMaximum = 60.0
  /// A slideshow's last moments on a clip that still plays wait for its end, in s.
  ///
  /// The slide lasts the clip (at most `--video-max`) even when the clip started late (its
  /// worker answered after the rest) or its length was not known when the slide's time was
  /// set. Several loop turns at 30 frames a second, so the hold begins before the transition
  /// would — proposal.
  static let clipEndWait = 0.25
  /// The accepted `--video-max` values, in s: from a second to a day.
  static let videoMaxima = 1.0...Double(CivilTime.secondsPerDay)
  /// How far ahead a running slideshow has its pictures decoded, in s of the show.
  ///
  /// A decode that other work on the processor slows down still ends before its picture is
  /// due. On one core beside other programs, 24 MP photos took up to 7.7 s each where they
  /// take 0.08 s alone (README, "Performance": the small board), so twice that; a 3 s
  /// slideshow decodes 5 ahead, an 8 s one the 2 any carousel prefetches.
  static let decodeLookAhead = 15.0
  /// The most pictures a slideshow has decoded ahead: as many as `--prefetch` allows, 8, so a
  /// fast slideshow does not fill the cache with what it shows a second later (the cache's
  /// budget cuts them first in any case).
  static let decodeAheadLimit = PipelineConstants.prefetchDistanceRange.upperBound
  /// A kiosk's interval when `--slideshow` does not give one, in s: a photo frame's pace.
  static let kioskInterval = 8.0
  /// A kiosk goes on this long after the last input, in s: time to look at the picture a
  /// visitor stopped on, and a frame left alone is back to its show soon after.
  static let kioskResumeAfter = 15.0
  /// The accepted `--resume-after` values, in s.
  static let resumeAfterRange = 0.0...Double(CivilTime.secondsPerDay)
  /// The pointer hides after this long without moving in a kiosk, in s.
  static let pointerHideDelay = 2.0
  /// The chord that quits a kiosk: three keys no visitor presses by chance.
  static let kioskExitChord = KeyMap.Chord(.q, [.control, .alt])
  /// The monitors `--display` may name (0 is the first).
  static let displays = 0...63
  /// `--seed` values: any 32-bit unsigned number.
  static let seeds = 0...Int(UInt32.max)
  /// The `--sync-offset` values: any place among a million pictures, far more than a row of
  /// frames needs.
  static let syncOffsets = 0...1_000_000
  /// The shuffle seed of `--sync --shuffle` without `--seed`: every frame must shuffle alike.
  static let syncShuffleSeed = 0
}
