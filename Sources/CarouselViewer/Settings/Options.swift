import PictureKit
import SDLKit

/// What the user asked for: every option's value, each starting at its default (the
/// options are declared in ``OptionTable``).
package struct Options: Equatable, Sendable {
  /// Files and folders to show, in order; empty means the demo pictures.
  package var paths: [String] = []
  /// Render without a display: SDL's offscreen driver, the software renderer, a virtual clock.
  package var isHeadless = false
  /// The window size in logical pixels.
  package var windowSize = Size(width: 1280, height: 720)
  /// Headless only: how many frames to render on the virtual 60 Hz clock.
  package var frameCount = 1
  /// Headless only: where to write the last frame as PNG.
  package var screenshotPath: String?
  /// Seconds between slideshow transitions when the slideshow starts with the carousel; nil
  /// starts without one (S still starts it, at the default interval).
  package var slideshowInterval: Double?
  /// Where to write the peak resident memory at exit (`--memory-report`), or nil.
  package var memoryReportPath: String?
  /// Start in fullscreen.
  package var isFullscreen = false
  /// Headless only: a JSON Lines input trace to play instead of rendering `frameCount` frames.
  package var replayPath: String?
  /// With a replay: where to write the output trace (nil: standard output).
  package var tracePath: String?
  /// With a replay: also write the position of every frame.
  package var tracesFrames = false
  /// Live only: where to record the input of the session, in the replay format.
  package var recordPath: String?
  /// Expand folders with their subfolders.
  package var isRecursive = false
  /// Texture cache budget in MiB.
  package var cacheMegabytes = PipelineConstants.defaultCacheMegabytes
  /// Pictures decoded ahead on each side of the current one.
  package var prefetchDistance = PipelineConstants.prefetchDistance
  /// Pictures with more megapixels than this are refused before decoding.
  package var maximumMegapixels = PipelineConstants.defaultMaximumMegapixels
  /// Live folders: watch the folders shown and follow what is added, removed, replaced or
  /// renamed.
  package var isWatching = false
  /// Where to open the control socket (`--control`), or nil for none.
  package var controlPath: String?
  /// `--send`: the control socket to send the command in ``paths`` to, instead of showing
  /// pictures.
  package var sendPath: String?

  package init() {}
}

/// The result of parsing the command line.
package enum Command: Equatable, Sendable {
  case run(Options)
  case showHelp
  case showVersion
}

/// A command line that cannot be obeyed: the message names the option and the accepted values.
package struct OptionsError: Error, Equatable, CustomStringConvertible {
  package let message: String
  package var description: String { message }
}
