import PictureFiles
import SystemKit

// MARK: - Timing: `--timing`'s lines for each clip

extension ClipPlayer {
  /// `--timing`'s lines for `shown` at `now`: its first new frame on screen, in ms after the
  /// carousel rested on it, and at its end the frames shown of those it holds (a frame the
  /// decoder was late for is never shown: dropped).
  func sayTiming(of shown: ShownClip, at now: Double) {
    guard let timing else { return }
    if !shown.saidFirstFrame, shown.framesShown > 1 {
      shown.saidFirstFrame = true
      let milliseconds = DecimalText.fixed((now - shown.restedAt) * 1000, digits: 1, width: 0)
      timing.notice(
        "clip \(shown.item.name): first new frame \(milliseconds) ms after the carousel rested"
          .escapingControlCharacters)
    }
    guard !shown.saidEnd, shown.clip.isEnded else { return }
    shown.saidEnd = true
    let facts = shown.clip.facts
    let frames = max(shown.framesShown, Int((facts.duration * facts.frameRate).rounded()))
    let line =
      "clip \(shown.item.name) ended: \(shown.framesShown) of \(frames) frames shown, "
      + "\(frames - shown.framesShown) dropped"
    timing.notice(line.escapingControlCharacters)
  }
}
