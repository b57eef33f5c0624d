import Foundation
import Geometry
import PictureDecoding
import PictureFiles

/// A decoder that writes when each decode began and ended, on the monotonic clock, to a
/// ``RunTrace``, and hands the decode to the decoder it wraps (the small board's run, to see
/// which decode a late picture waited for).
final class TracingDecoder: PictureDecoder, @unchecked Sendable {
  // `@unchecked Sendable`: both fields are constants; `inner` is Sendable and `trace` locks
  // its own state.
  private let inner: any PictureDecoder
  private let trace: RunTrace

  init(_ inner: any PictureDecoder, trace: RunTrace) {
    self.inner = inner
    self.trace = trace
  }

  func decode(_ path: FilePath, fittingIn box: Size) throws(DecodeFailure) -> DecodedPicture {
    try traced(path, "\(box.width)x\(box.height)") { () throws(DecodeFailure) in
      try inner.decode(path, fittingIn: box)
    }
  }

  func decode(_ path: FilePath, region: PictureRegion, fittingIn box: Size) throws(DecodeFailure)
    -> DecodedPicture
  {
    try traced(path, "region \(region.width)x\(region.height) to \(box.width)x\(box.height)") {
      () throws(DecodeFailure) in try inner.decode(path, region: region, fittingIn: box)
    }
  }

  func thumbnail(_ path: FilePath, size: ThumbnailSize, cache: ThumbnailCache)
    throws(DecodeFailure) -> DecodedPicture
  {
    try traced(path, "thumbnail") { () throws(DecodeFailure) in
      try inner.thumbnail(path, size: size, cache: cache)
    }
  }

  func codecFacts(of path: FilePath, format: PictureFormat, byteLimit: Int) -> CodecFacts {
    inner.codecFacts(of: path, format: format, byteLimit: byteLimit)
  }

  private func traced(
    _ path: FilePath, _ what: String, _ body: () throws(DecodeFailure) -> DecodedPicture
  ) throws(DecodeFailure) -> DecodedPicture {
    let name = (path.description as NSString).lastPathComponent
    trace.write("decode-start \(name) \(what)")
    do {
      let picture = try body()
      trace.write("decode-end \(name) ok")
      return picture
    } catch {
      trace.write("decode-end \(name) failed: \(error)")
      throw error
    }
  }
}
