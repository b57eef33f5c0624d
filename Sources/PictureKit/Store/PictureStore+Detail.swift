import Geometry
import PictureDecoding
import PictureFiles
import SDLKit

/// The sharper decode of part of a zoomed picture: its texture and the part it shows, in the
/// upright picture's own pixels (docs/physics.md §17).
package struct ZoomDetail {
  package let texture: Texture
  package let region: PictureRegion
}

// MARK: - A zoomed picture's detail

extension PictureStore {
  /// Asks for `region` of `item` decoded to fit `box` (device pixels), replacing any detail
  /// asked for before; nil asks for none and lets the uploaded one go.
  ///
  /// One detail at a time: it is the zoomed picture's, decoded after the pictures on screen and
  /// before the neighbours, and its texture counts against the cache budget (the cache keeps
  /// that much less).
  package func requestDetail(_ item: CarouselItem?, region: PictureRegion? = nil, box: Size? = nil)
  {
    guard let item, let region, let box else {
      detailRequest = nil
      setDetail(nil)
      return
    }
    let turn = turn(of: item)
    var turnedSize: Size?
    if turn != .none, case .picture(_, let original)? = cache.peek(item.key)?.content {
      turnedSize = original
    }
    detailRequest = DecodeRequest(
      item: item, box: box, region: region, turn: turn, turnedSize: turnedSize)
  }

  /// The detail uploaded for `item` at its current revision, if any.
  package func detail(for item: CarouselItem) -> ZoomDetail? {
    guard let detail, detail.request.item == item else { return nil }
    return ZoomDetail(
      texture: detail.texture,
      region: detail.request.region
        ?? PictureRegion(
          covering: detail.texture.size))
  }

  /// The detail last asked for, uploaded or not.
  package var requestedDetail: DecodeRequest? { detailRequest }

  /// Bytes a detail may take now: the budget less the pictures on screen (`visible`), which the
  /// cache always keeps.
  package func detailBudget(visible: [CarouselItem]) -> Int {
    let onScreen = visible.reduce(0) { total, item in
      total + (cache.peek(item.key)?.byteCount ?? box.area * 4)
    }
    return max(0, configuration.cacheBudget.bytes - onScreen)
  }

  /// Blocks until the detail asked for is decoded and uploaded (headless runs and replays, whose
  /// frames must not depend on speed).
  package func waitForDetail() {
    uploadFinished()
    guard let detailRequest, detail?.request != detailRequest else { return }
    queue.prioritise([detailRequest])
    queue.waitUntilDone([detailRequest])
    uploadFinished()
  }

  /// Uploads a finished detail decode when it is still the one wanted.
  /// - Returns: whether the detail changed.
  func storeDetail(_ result: DecodeResult) -> Bool {
    guard result.request == detailRequest, case .success(let picture) = result.outcome,
      let texture = try? Texture(
        renderer: renderer, argbPixels: picture.pixels.pixels, size: picture.pixels.size,
        isOpaque: picture.isOpaque ?? false)
    else { return false }
    setDetail((result.request, texture))
    return true
  }

  private func setDetail(_ new: (request: DecodeRequest, texture: Texture)?) {
    detail = new
    shareBudget()
    cache.evict(keeping: pinnedKeys)
  }
}
