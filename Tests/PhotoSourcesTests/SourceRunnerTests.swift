import HTTPTransfer
import PhotoSources
import SystemKit
import TestSupport
import Testing

/// The source's thread (``SourceRunner``) and the HTTP client's bounds against servers that
/// fail: one that never answers ends within its bound, a stop ends a transfer at once, and a
/// server that keeps failing is said once.
@Suite(.serialized) struct SourceRunnerTests {
  /// What a list call on its own thread ended with, waited for with the test's hang guard.
  private func listed(_ source: WebDAVSource, client: HTTPClient, until: () -> Void = {})
    throws -> SourceError?
  {
    let outcome = Locked<SourceError??>(nil)
    DetachedThread.start(name: "test list") {
      let result = Result { () throws(SourceError) in try source.list(using: client) }
      outcome.withLock { value in
        if case .failure(let error) = result { value = .some(error) } else { value = .some(nil) }
      }
    }
    until()
    try waitUntil("the list to end", in: outcome) { $0 != nil }
    return outcome.withLock { $0 } ?? nil
  }

  @Test func aServerThatNeverAnswersEndsWithinItsBound() throws {
    let server = try SilentServer()
    var source = WebDAVSource(address: WebDAVAddress(server.url)!)
    source.listingLimits.totalTimeout = 2
    source.listingLimits.lowSpeedSeconds = 1
    let failure = try listed(source, client: HTTPClient())
    guard case .http(.transfer(let reason)) = failure else {
      Issue.record("ended with \(String(describing: failure))")
      return
    }
    #expect(reason.lowercased().contains("timed out") || reason.contains("too slow"), "\(reason)")
  }

  @Test func aStopEndsATransferAtOnce() throws {
    let server = try SilentServer()
    let source = WebDAVSource(address: WebDAVAddress(server.url)!)  // bounds of minutes
    let client = try HTTPClient()
    let failure = try listed(source, client: client) {
      // Cancelled while the request waits for its answer: it ends now, not in minutes.
      #expect(server.waitForClient())
      client.cancel()
    }
    #expect(failure == .http(.cancelled))
  }

  /// Refreshes against a server that is gone: said once, however many times it fails.
  @Test func aFailingServerIsSaidOnce() throws {
    let server = try WebDAVServer()
    let mirror = try TemporaryFolder()
    let url = server.url
    server.stop()
    let lines = ReportedLines()
    let refreshes = Locked(0)
    let runner = try SourceRunner(
      source: WebDAVSource(address: WebDAVAddress(url)!),
      mirror: Mirror(folder: mirror.file("m"), maximumBytes: 1_000_000), interval: 900,
      now: { 0 }, reporter: lines.reporter, onRefresh: { _ in refreshes.withLock { $0 += 1 } })
    #expect(runner.start())
    for count in 1...3 {
      try waitUntil("refresh \(count)", in: refreshes) { $0 >= count }
      runner.refresh()
    }
    runner.stop()
    #expect(lines.lines.count == 1, "\(lines.lines)")
    #expect(lines.lines.first?.contains("source: webdav \(url): ") == true)
    #expect(runner.state.error != nil)
    #expect(runner.state.lastSync == nil)
  }
}
