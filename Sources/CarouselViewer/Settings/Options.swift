import PictureKit
import SDLKit

/// What the user asked for on the command line.
public struct Options: Equatable, Sendable {
  /// Files and folders to show, in order; empty means the demo pictures.
  public var paths: [String] = []
  /// Render without a display: SDL's offscreen driver, the software renderer, a virtual clock.
  public var isHeadless = false
  /// The window size in logical pixels.
  public var windowSize = Size(width: 1280, height: 720)
  /// Headless only: how many frames to render on the virtual 60 Hz clock.
  public var frameCount = 1
  /// Headless only: where to write the last frame as PNG.
  public var screenshotPath: String?
  /// Seconds between slideshow transitions when the slideshow starts with the carousel; nil
  /// starts without one (S still starts it, at the default interval).
  public var slideshowInterval: Double?
  /// Where to write the peak resident memory at exit (`--memory-report`), or nil.
  public var memoryReportPath: String?
  /// Start in fullscreen.
  public var isFullscreen = false
  /// Headless only: a JSON Lines input trace to play instead of rendering `frameCount` frames.
  public var replayPath: String?
  /// With a replay: where to write the output trace (nil: standard output).
  public var tracePath: String?
  /// With a replay: also write the position of every frame.
  public var tracesFrames = false
  /// Live only: where to record the input of the session, in the replay format.
  public var recordPath: String?
  /// Expand folders with their subfolders.
  public var isRecursive = false
  /// Texture cache budget in MiB.
  public var cacheMegabytes = PipelineConstants.defaultCacheMegabytes
  /// Pictures decoded ahead on each side of the current one.
  public var prefetchDistance = PipelineConstants.prefetchDistance
  /// Pictures with more megapixels than this are refused before decoding.
  public var maximumMegapixels = PipelineConstants.defaultMaximumMegapixels

  public init() {}
}

/// The result of parsing the command line.
public enum Command: Equatable, Sendable {
  case run(Options)
  case showHelp
  case showVersion
}

/// A command line that cannot be obeyed: the message names the option and the accepted values.
public struct OptionsError: Error, Equatable, CustomStringConvertible {
  public let message: String
  public var description: String { message }
}
