import HTTPTransfer
import Localization
import SystemKit

/// Reads the calendars for a window, on the calendars' thread (``CalendarFeeds``) only.
///
/// Each feed is copied (a file as it is, a URL downloaded, bounded in size and time), then read
/// by a worker; a copy that reads well becomes the feed's last good copy. A feed that cannot be
/// fetched or read keeps its last good copy, read again for the new window, and says so once
/// on standard error (until it reads well again).
final class CalendarReader {
  private struct Feed {
    var source: CalendarSource
    var lastGood: CalendarCopy?
    var isFailing = false
  }

  private var feeds: [Feed]
  private let worker: CalendarWorkerRun
  private let client: FeedClient
  private let reporter: Reporter

  init(
    sources: [CalendarSource], worker: CalendarWorkerRun, client: FeedClient, reporter: Reporter
  ) {
    feeds = sources.map { Feed(source: $0) }
    self.worker = worker
    self.client = client
    self.reporter = reporter
  }

  /// Reads every feed for `window`, each from a new copy or its last good one.
  func read(window: CalendarWindow) -> CalendarFeeds.Reading {
    var occurrences: [CalendarOccurrence] = []
    var failing: [String] = []
    for index in feeds.indices {
      switch read(feed: index, window: window) {
      case .some(let found): occurrences += found
      case .none: failing.append(feeds[index].source.name)
      }
      if feeds[index].isFailing, !failing.contains(feeds[index].source.name) {
        failing.append(feeds[index].source.name)
      }
    }
    occurrences.sort { ($0.start, $0.title) < ($1.start, $1.title) }
    return CalendarFeeds.Reading(occurrences: occurrences, failing: failing, window: window)
  }

  /// Feed `index`'s occurrences in `window`: from a new copy when it reads well, else from its
  /// last good copy; nil when neither reads.
  private func read(feed index: Int, window: CalendarWindow) -> [CalendarOccurrence]? {
    let source = feeds[index].source
    var reason: String
    do throws(FeedFailure) {
      let copy = try CalendarCopy(of: source, client: client.client)
      switch worker.read(copy.descriptor, window: window) {
      case .read(let occurrences):
        feeds[index].lastGood = copy
        if feeds[index].isFailing {
          reporter.notice(Self.oneLine(localized("calendar %s: read again", source.name)))
        }
        feeds[index].isFailing = false
        return occurrences
      case .failed(let why): reason = why
      }
    } catch {
      reason = error.reason
    }
    let kept = feeds[index].lastGood.flatMap { copy -> [CalendarOccurrence]? in
      guard case .read(let occurrences) = worker.read(copy.descriptor, window: window) else {
        return nil
      }
      return occurrences
    }
    if !feeds[index].isFailing {
      let keeping =
        kept == nil ? localized("nothing to show yet") : localized("showing its last good copy")
      reporter.warning(
        Self.oneLine(
          localized("calendar %1$s: cannot be read: %2$s; %3$s", source.name, reason, keeping)))
    }
    feeds[index].isFailing = true
    return kept
  }

  /// `text` with its control characters as spaces: one line on standard error, whatever a
  /// path or a server's words hold.
  private static func oneLine(_ text: String) -> String {
    var line = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      line.append(scalar.properties.generalCategory == .control ? " " : scalar)
    }
    return String(line)
  }
}
