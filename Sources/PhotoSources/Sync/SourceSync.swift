import HTTPTransfer
import SystemKit

/// One refresh of a mirror from its source: the list, then the plan (``MirrorPlan``), the
/// removals, and the fetches, at most one per client at once.
///
/// When the list cannot be had whole, nothing changes. A kept picture's facts are the
/// source's of now: a change of them alone is written to the index, and fetches nothing. A picture that cannot be fetched leaves
/// its old file (if any) as it was; the others are fetched. The index is written every
/// ``SourceConstants/indexWriteInterval`` pictures and at the end.
package struct SourceSync: Sendable {
  package let source: any PhotoSource
  package let mirror: Mirror
  /// The clients the refresh uses: the first lists, each fetches one picture at a time.
  package let clients: [HTTPClient]

  package init(source: any PhotoSource, mirror: Mirror, clients: [HTTPClient]) {
    self.source = source
    self.mirror = mirror
    self.clients = clients
  }

  /// Refreshes the mirror once.
  package func run() -> SyncReport {
    var report = SyncReport()
    let (mirror, source) = (self.mirror, self.source)
    let index = mirror.index()
    report.held = index.count
    guard let client = clients.first else { return report }
    let listing: [RemotePicture]
    do { listing = try source.list(using: client) } catch {
      report.failure = error
      return report
    }
    report.listed = listing.count
    let plan = MirrorPlan(listing: listing, index: index, maximumBytes: mirror.maximumBytes)
    plan.removals.forEach { mirror.remove($0.name) }
    report.removed = plan.removals.count
    report.kept = plan.kept.count
    report.refreshedFacts = plan.refreshedFacts
    let removed = Set(plan.removals.map(\.name))
    // Kept entries carry the source's facts of now; the others stay until fetched again.
    let kept = Dictionary(plan.kept.map { ($0.name, $0) }) { first, _ in first }
    let state = Locked(
      (
        entries: index.filter { !removed.contains($0.name) }.map { kept[$0.name] ?? $0 },
        fetched: 0, failure: SourceError?.none
      ))
    DownloadPool.run(plan.fetches, clients: clients) { fetch, client in
      let result = Result { () throws(SourceError) -> Int in
        try mirror.fetch(fetch.picture, as: fetch.name, from: source, using: client)
      }
      // Saved under the lock: the index has one temporary file.
      state.withLock { state in
        switch result {
        case .success(let size):
          state.entries.removeAll { $0.name == fetch.name || $0.key == fetch.picture.key }
          state.entries.append(
            MirrorEntry(
              name: fetch.name, key: fetch.picture.key, version: fetch.picture.version,
              size: size, facts: fetch.picture.facts))
          state.fetched += 1
          if state.fetched % SourceConstants.indexWriteInterval == 0 {
            try? mirror.save(state.entries)
          }
        case .failure(let error):
          if state.failure == nil { state.failure = error }
        }
      }
    }
    let (entries, fetched, failure) = state.withLock { ($0.entries, $0.fetched, $0.failure) }
    do { try mirror.save(entries) } catch {
      report.failure = report.failure ?? .mirror("cannot write the index: \(error)")
    }
    report.fetched = fetched
    report.failure = failure ?? report.failure
    report.held = entries.count
    return report
  }
}
