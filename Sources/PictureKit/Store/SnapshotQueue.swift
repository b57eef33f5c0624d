import Geometry
import PictureDecoding
import PictureFiles
import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// Pictures made into JPEGs for the surfaces that show them elsewhere (a web page's current
/// picture, a broker's image entity): decoded by the app's decoder, fitted to a size, encoded
/// with libjpeg-turbo, one at a time on a thread of their own, the last few kept.
///
/// The decoder is the app's (its isolated processes: a shown or uploaded file is untrusted).
/// Requests for the same picture and size while one is being made wait for it; a picture made
/// before is answered from the cache while its file is unchanged (the same device, inode, size
/// and modification time). The thread starts with the first request and waits, costing
/// nothing, while there is none.
///
/// `@unchecked Sendable`: `state` is only touched with `condition` locked; the rest is
/// constant.
package final class SnapshotQueue: @unchecked Sendable {
  /// What is asked: a file, as it is now, at a size.
  private struct Key: Hashable {
    var path: FilePath
    var longestSide: Int
    var identity: [Int]
  }

  private struct Job {
    var key: Key
    var answers: [@Sendable (Result<[UInt8], DecodeFailure>) -> Void]

    func answer(_ result: Result<[UInt8], DecodeFailure>) {
      answers.forEach { $0(result) }
    }
  }

  private struct State {
    var jobs: [Job] = []
    var cache: LeastRecentlyUsed<Key, [UInt8]>
    var isRunning = false
    var isStopped = false
  }

  private let decoder: any PictureDecoder
  private let quality: Int
  private let condition = Condition()
  private var state: State

  /// A queue decoding with `decoder`, keeping up to `budget` bytes of JPEGs.
  package init(
    decoder: any PictureDecoder, quality: Int = PipelineConstants.snapshotQuality,
    budget: Int = PipelineConstants.snapshotCacheBytes
  ) {
    self.decoder = decoder
    self.quality = quality
    state = State(cache: LeastRecentlyUsed(budget: budget))
  }

  /// Makes the picture at `path` a JPEG at most `longestSide` px on its long side (never
  /// enlarged) and hands it to `done`, once, on the queue's thread (never during this call).
  ///
  /// From any thread. `path` is one the app shows (a status's), never one a client named.
  package func jpeg(
    of path: FilePath, longestSide: Int,
    done: @escaping @Sendable (Result<[UInt8], DecodeFailure>) -> Void
  ) {
    let key = Key(path: path, longestSide: max(1, longestSide), identity: Self.identity(of: path))
    condition.lock()
    defer { condition.unlock() }
    guard !state.isStopped else {
      DetachedThread.start(name: "carousel-snapshots") { done(.failure(.stopped)) }
      return
    }
    if let index = state.jobs.firstIndex(where: { $0.key == key }) {
      state.jobs[index].answers.append(done)
    } else {
      state.jobs.append(Job(key: key, answers: [done]))
    }
    if !state.isRunning {
      state.isRunning = true
      DetachedThread.start(name: "carousel-snapshots") { [self] in run() }
    }
    condition.signal()
  }

  /// Ends the thread after the picture it is making; requests waiting are answered
  /// ``DecodeFailure/stopped``, and later ones at once.
  package func stop() {
    condition.lock()
    state.isStopped = true
    condition.signal()
    condition.unlock()
  }

  // MARK: - The queue's thread

  /// What the thread does next.
  private enum Step {
    case make(Job)
    case answer(Job, [UInt8])
    case end([Job])
  }

  private func run() {
    while true {
      switch next() {
      case .make(let job):
        let result = make(job.key)
        if case .success(let bytes) = result, !job.key.identity.isEmpty {
          condition.lock()
          _ = state.cache.insert(
            bytes, cost: bytes.count + PipelineConstants.snapshotEntryOverhead, for: job.key)
          condition.unlock()
        }
        job.answer(result)
      case .answer(let job, let bytes): job.answer(.success(bytes))
      case .end(let waiting):
        waiting.forEach { $0.answer(.failure(.stopped)) }
        return
      }
    }
  }

  /// Waits for the next job: one to make, one the cache answers, or the end.
  private func next() -> Step {
    condition.lock()
    defer { condition.unlock() }
    while !state.isStopped && state.jobs.isEmpty { condition.wait() }
    guard !state.isStopped else {
      defer { state.jobs.removeAll() }
      state.isRunning = false
      return .end(state.jobs)
    }
    let job = state.jobs.removeFirst()
    if let cached = state.cache.value(for: job.key) { return .answer(job, cached) }
    return .make(job)
  }

  private func make(_ key: Key) -> Result<[UInt8], DecodeFailure> {
    let box = Size(width: key.longestSide, height: key.longestSide)
    do {
      let picture = try decoder.decode(key.path, fittingIn: box)
      return .success(try picture.pixels.jpeg(quality: quality))
    } catch {
      return .failure(error)
    }
  }

  /// The file's device, inode, size and modification time (s, ns): a picture replaced or
  /// written again is made again; empty when it cannot be read (and then not kept).
  private static func identity(of path: FilePath) -> [Int] {
    var info = stat()
    guard path.withCString({ stat($0, &info) }) == 0 else { return [] }
    return [
      Int(info.st_dev), Int(info.st_ino), Int(info.st_size), info.st_mtim.tv_sec,
      info.st_mtim.tv_nsec,
    ]
  }
}
