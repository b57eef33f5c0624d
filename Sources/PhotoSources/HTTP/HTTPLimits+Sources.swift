import HTTPTransfer

extension HTTPLimits {
  /// The bounds of a listing request.
  package static let listing = HTTPLimits(
    totalTimeout: SourceConstants.listingTimeout, maximumBytes: SourceConstants.listingBytes)
  /// The bounds of a picture's download.
  package static let picture = HTTPLimits(
    totalTimeout: SourceConstants.pictureTimeout, maximumBytes: SourceConstants.pictureBytes)
}
