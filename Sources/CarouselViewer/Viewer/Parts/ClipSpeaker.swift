import PictureDecoding
import PictureFiles
import SDLKit
import SystemKit

/// The sound of the clip on screen, heard through SDL's audio (issue 36).
///
/// The clip's worker decodes its sound only while it is to be heard (``VideoClip/listen(_:)``:
/// not muted, a clip's own); an output (``AudioOutput``) is open only while such a clip plays,
/// and closed (on a thread of its own) when it pauses, ends, leaves the centre or is muted: an
/// idle viewer has no device open and SDL's audio thread does not run. What is queued follows
/// the clip's position (``ClipSoundSchedule``). When no output opens (no sound device, no
/// driver), clips play muted for the rest of the run and one line says why. Main thread only,
/// owned by the ``ClipPlayer``.
final class ClipSpeaker {
  private let reporter: Reporter
  /// The output, while the clip heard plays.
  private var output: AudioOutput?
  private var schedule = ClipSoundSchedule(rate: AudioOutput.rate)
  /// The clip whose sound is asked for, if any.
  private var heard: VideoClip?
  /// Its seeks as of the last look: one more drops the sound kept.
  private var seeks = 0
  /// When the output was last topped up, in s.
  private var fedAt = 0.0
  /// Whether no output could be opened this run: clips play muted from then on.
  private(set) var isUnavailable = false

  init(reporter: Reporter) {
    self.reporter = reporter
  }

  /// When the output is to be topped up next, in s; nil while none is open (no wake-ups).
  var deadline: Double? {
    output == nil ? nil : fedAt + PipelineConstants.videoSoundRefill
  }

  /// Whether an output is open (tests).
  var isOpen: Bool { output != nil }

  /// Follows the clip on screen at `now`: its sound is asked for while `audible` (a clip's own,
  /// not muted), and heard, scaled by `gain`, while it also `plays`.
  func follow(_ clip: VideoClip?, audible: Bool, plays: Bool, gain: Float, now: Double) {
    let wanted = audible && !isUnavailable && clip?.facts.hasSound == true ? clip : nil
    if heard !== wanted { hear(wanted) }
    guard let heard else { return }
    if heard.seekCount != seeks {
      seeks = heard.seekCount
      schedule.discard()
      output?.clear()
    }
    schedule.receive(heard.takeSound())
    guard plays else {
      closeOutput()
      return
    }
    guard let output = output ?? openOutput() else { return }
    let queued = output.queuedFrames
    let (clear, samples) = schedule.next(
      at: heard.position(at: now), queuedFrames: queued, gain: gain)
    if clear { output.clear() }
    output.queue(samples)
    fedAt = now
  }

  /// Stops hearing any clip: the output closes, the sound kept is dropped.
  func end() {
    hear(nil)
  }

  /// Asks `clip`'s sound (nil: none) instead of the clip heard so far.
  private func hear(_ clip: VideoClip?) {
    closeOutput()
    schedule.discard()
    if let heard, !heard.isClosed { heard.listen(false) }
    heard = clip
    guard let clip else { return }
    seeks = clip.seekCount
    if !clip.isListening { clip.listen(true) }  // one opened to be heard listens already
  }

  /// Opens the output; when none opens, says why once and hears nothing more this run.
  private func openOutput() -> AudioOutput? {
    do throws(SDLError) {
      let opened = try AudioOutput()
      output = opened
      return opened
    } catch {
      isUnavailable = true
      reporter.warning("no sound (\(error.message)): clips play muted".escapingControlCharacters)
      hear(nil)
      return nil
    }
  }

  private func closeOutput() {
    output?.close()
    output = nil
    schedule.restart()
  }
}
