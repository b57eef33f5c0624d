import PictureDecoding
import PictureFiles

// MARK: - Clips: their first frame is their picture, their facts kept beside it

extension PictureStore {
  /// What the clip `item` says of itself (its length, frame rate, size), once its first frame
  /// is decoded; nil for a picture, or before.
  package func clipFacts(of item: CarouselItem) -> ClipFacts? {
    guard item.kind == .clip, cache.peek(item.key)?.revision == item.revision else { return nil }
    return clips[item.key]
  }

  /// As ``clipFacts(of:)``, first waiting for the clip's first frame when it is not decoded yet
  /// (headless runs and replays: a slideshow's dwell on a clip is its length, whatever the
  /// machine's speed).
  package func clipFactsWaiting(for item: CarouselItem) -> ClipFacts? {
    guard item.kind == .clip else { return nil }
    if clipFacts(of: item) == nil, isLoading(item) { waitForDecodes(of: [item]) }
    return clipFacts(of: item)
  }
}
