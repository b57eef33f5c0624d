import HTTPTransfer
import PhotoSources
import SystemKit

// MARK: - The photo server (`--webdav`): its mirror, refreshed on a thread of its own

extension Session {
  /// Starts the source's thread when a photo server is named.
  ///
  /// In a live run once the first picture is on screen (the mirror's pictures show from the
  /// start as a live folder), headless at the start. A source that cannot start (libcurl
  /// missing) is one stderr line, and the show goes on with what the mirror holds.
  func startSource() {
    guard let photoSource, sourceRunner == nil,
      let folder = try? ShowSources.mirrorFolder(options)
    else { return }
    let clock = MonotonicClock()
    do {
      let mirror = try Mirror(
        folder: folder, maximumBytes: options.mirrorMegabytes * 1_048_576)
      // Read on the source's thread before its first refresh (the captions of a frame started
      // without the network say what the server said), and again after each refresh: the
      // captions follow the server.
      let facts = MirrorFacts(mirror: mirror)
      let readFacts: @Sendable () -> Void = { [sourceNews] in
        facts.load()
        sourceNews?()
      }
      let runner = try SourceRunner(
        source: photoSource, mirror: mirror, interval: Double(options.sourceRefreshMinutes * 60),
        now: { clock.now() }, reporter: reporter, prepare: readFacts,
        onRefresh: { _ in readFacts() })
      onSourceFacts?(facts)
      guard runner.start() else {
        reporter.error("photo server: no thread could be started; showing the mirror only")
        return
      }
      sourceRunner = runner
    } catch let error as HTTPError {
      reporter.error("photo server: \(error.message); showing the mirror only")
    } catch {
      reporter.error("photo server: cannot use the mirror '\(folder)': \(error)")
    }
  }

  /// The photo server's state for the status (``ViewerHooks/sourceStatus``): its last good
  /// refresh on the wall clock; nil without a server.
  func sourceStatus() -> (source: String, lastSync: Double?, error: String?)? {
    guard let photoSource else { return nil }
    guard let state = sourceRunner?.state else { return (photoSource.description, nil, nil) }
    let clock = MonotonicClock()
    return (state.source, state.lastSync.map { $0 + clock.wallOffset() }, state.error)
  }

  /// Ends the source's thread: the transfer under way is cancelled, and its temporary file
  /// removed.
  func stopSource() {
    sourceRunner?.stop()
    sourceRunner = nil
  }
}
