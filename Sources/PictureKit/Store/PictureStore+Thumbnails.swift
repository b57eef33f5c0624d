import Geometry
import PictureDecoding
import PictureFiles
import SDLKit

// MARK: - The overview grid's thumbnails

extension PictureStore {
  /// Asks for the thumbnails of `items` (the grid's visible cells, most urgent first) at
  /// `size`, decoded by the same workers after the pictures on screen and kept within the same
  /// budget; an empty list lets them all go (the grid closed), but those of `keeping`.
  package func requestThumbnails(
    _ items: [CarouselItem], size: ThumbnailSize, keeping: Set<ItemKey> = []
  ) {
    thumbnailSize = size
    wantedThumbnails = items
    if items.isEmpty {
      thumbnails.evict(keeping: keeping, toBytes: 0)
      shareBudget()
    }
  }

  /// What to draw in `item`'s cell now: its thumbnail or failure when known, else `.loading`.
  package func thumbnail(for item: CarouselItem) -> PictureContent {
    thumbnails.entry(for: item.key)?.content ?? .loading
  }

  /// Blocks until the thumbnails of `items` are decoded and uploaded (headless runs and
  /// replays, whose frames must not depend on speed).
  package func waitForThumbnails(of items: [CarouselItem]) {
    uploadFinished()
    let requests = thumbnailRequests(for: items)
    guard !requests.isEmpty else { return }
    queue.prioritise(requests)
    queue.waitUntilDone(Set(requests))
    uploadFinished()
  }

  /// The thumbnails wanted that are not cached at the current size, revision and turn; text
  /// slides are read now, into the thumbnails, and need no decode.
  func thumbnailRequests(for items: [CarouselItem]? = nil) -> [DecodeRequest] {
    let wanted = items ?? wantedThumbnails
    let box = Size(width: thumbnailSize.side, height: thumbnailSize.side)
    var requests: [DecodeRequest] = []
    for item in wanted {
      let turn = turn(of: item)
      if let entry = thumbnails.peek(item.key), entry.revision == item.revision,
        entry.box == box, entry.turn == turn || item.kind == .text
      {
        continue
      }
      if item.kind == .text {
        // A slide's text is small and read without blocking: its cell shows it at once.
        _ = readTextSlides([item])
        thumbnails.insert(
          cache.peek(item.key)?.content ?? .loading, revision: item.revision, box: box,
          for: item.key, pinned: Set(wanted.map(\.key)))
        continue
      }
      requests.append(
        DecodeRequest(
          item: item, box: box, turn: turn,
          thumbnail: DecodeRequest.Thumbnail(size: thumbnailSize, cache: thumbnailCache)))
    }
    return requests
  }

  /// Uploads one finished thumbnail into the thumbnails, unless its item went meanwhile.
  /// - Returns: whether they changed.
  func storeThumbnail(_ result: DecodeResult) -> Bool {
    let item = result.request.item
    guard !isRetired(item.key) else { return false }
    let content: PictureContent
    switch result.outcome {
    case .success(let picture):
      if let texture = try? Texture(
        renderer: renderer, argbPixels: picture.pixels.pixels, size: picture.pixels.size,
        isOpaque: picture.isOpaque ?? false)
      {
        content = .picture(texture, originalSize: picture.originalSize)
      } else {
        content = .failure(reason: "cannot upload the thumbnail")
      }
    case .failure(let failure):
      content = .failure(reason: failure.description, title: failure.title)
    }
    thumbnails.insert(
      content, revision: item.revision, box: result.request.box, for: item.key,
      pinned: Set(wantedThumbnails.map(\.key)), turn: result.request.turn)
    return true
  }

  /// The pictures, their zoomed detail and the thumbnails share one budget: each cache counts
  /// what the others hold as reserved.
  func shareBudget() {
    cache.reserve(detail?.texture.byteCount ?? 0, for: .zoomDetail)
    cache.reserve(thumbnails.byteCount, for: .thumbnails)
    let pictures = cache.byteCount + cache.reservedBytes - cache.reserved(for: .thumbnails)
    thumbnails.reserve(pictures, for: .pictures)
  }

}
