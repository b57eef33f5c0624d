/// What the frames of a Ken Burns slideshow cost (``BenchRuns/kenBurnsFrames(_:interval:executable:seconds:)``),
/// one entry a frame drawn while a picture moved at rest.
struct KenBurnsFrames {
  /// Draw and present, in s.
  var times: [Double] = []
  /// The main thread's CPU time since the frame before, in s (one fewer than `times`).
  var cpu: [Double] = []
  /// Whether a decoded picture was uploaded into a texture since the frame before.
  var afterUpload: [Bool] = []
  /// Whether a decode was queued or running when the frame was drawn.
  var whileDecoding: [Bool] = []
  /// Frames drawn a second while a picture moved.
  var perSecond: Double = 0

  /// Of the frames whose draw and present took longer than `limit` s: how many, how many
  /// followed an upload, and how many were drawn while a decode ran.
  func slowFrames(over limit: Double) -> (count: Int, afterUpload: Int, whileDecoding: Int) {
    let slow = times.indices.filter { times[$0] > limit }
    return (
      slow.count, slow.filter { afterUpload[$0] }.count, slow.filter { whileDecoding[$0] }.count
    )
  }
}
