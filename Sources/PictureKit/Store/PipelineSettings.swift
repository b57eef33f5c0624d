import PictureDecoding
import PictureFiles

/// How the viewer's image pipeline is set up: from the command line, or by tests and the bench.
package struct PipelineSettings {
  /// The texture cache's budget (`--cache-mb`), which also bounds one animation's frames.
  package var cacheBudget = PipelineConstants.defaultCacheBudget
  /// Pixel limit in megapixels (`--max-megapixels`).
  package var maximumMegapixels = PipelineConstants.defaultMaximumMegapixels
  /// Items prefetched on each side of the current one.
  package var prefetchDistance = PipelineConstants.prefetchDistance
  /// Decode threads (and decoder processes).
  package var workerCount = DecodeQueue.defaultWorkerCount
  /// The decoder; nil for a ``FileDecoder`` in this process with the pixel limit above.
  ///
  /// The app passes an ``IsolatedDecoder`` (worker processes); tests pass a fake.
  package var decoder: (any PictureDecoder)?
  /// Said when the program must end: waits for decodes and the scan return at once.
  package var stop = StopSignal()
  /// The binary that runs clips' video workers (`carousel --video-worker`), when clips are
  /// shown: the decoder then shows a clip as its first frame (``ClipStillDecoder``); nil: no
  /// clip is decoded as one (`--videos off`).
  package var videoWorker: String?
  /// Whether the machine's hardware may decode clips (`--hwdec`).
  package var hardwareDecoding = HardwareDecoding.auto
  /// Where the decode threads keep a start's first clip open for the player (``ClipHandoff``).
  package var clipHandoff: ClipHandoff?
  /// Decode threads already running, or nil for the store to start its own.
  ///
  /// The app starts them before the window exists, with the first picture's decode, and says
  /// what they decode for (their `notify`, the viewer's inbox).
  package var queue: DecodeQueue?

  package init() {}

  /// The store's configuration.
  package var storeConfiguration: PictureStore.Configuration {
    PictureStore.Configuration(
      cacheBudget: cacheBudget, prefetchDistance: prefetchDistance, workerCount: workerCount)
  }

  /// The decoder to use: the one given, or a ``FileDecoder`` in this process; clips through
  /// ``ClipStillDecoder`` when ``videoWorker`` is set.
  package func makeDecoder() -> any PictureDecoder {
    let base =
      decoder ?? FileDecoder(maximumMegapixels: maximumMegapixels, cacheBudget: cacheBudget)
    guard let videoWorker else { return base }
    return ClipStillDecoder(base: base, executable: videoWorker, hardware: hardwareDecoding)
  }
}
