/// What a replay ended with: the last line of its trace.
package struct ReplayOutcome: Equatable, Sendable {
  /// Frames run, the first (t = 0) included.
  package var frames: Int
  /// The time of the last frame, in ms.
  package var time: Double
  /// The item under the centre at the end (nil without items).
  package var page: Int?
  /// The pager position at the end, in pages.
  package var position: Double
  /// Frames after warm-up on which a visible picture was not decoded yet: a live run would have
  /// shown a spinner there.
  ///
  /// Warm-up ends at the first rest, once its prefetch is done.
  package var loadingFrames: Int

  package init(frames: Int, time: Double, page: Int?, position: Double, loadingFrames: Int) {
    self.frames = frames
    self.time = time
    self.page = page
    self.position = position
    self.loadingFrames = loadingFrames
  }
}
