/// The photo sources' tuning, in one table: each bound with its unit and why it is what it is.
package enum SourceConstants {
  // MARK: HTTP (the general bounds are HTTPTransfer's TransferConstants)

  /// Seconds a listing request (one folder) may take at most.
  package static let listingTimeout = 120.0
  /// Seconds one picture's download may take at most: 200 MB at about 2 Mbit/s.
  package static let pictureTimeout = 900.0
  /// Bytes of one listing's answer at most: a folder of about 20,000 files in WebDAV's XML.
  package static let listingBytes = 16 * 1_048_576
  /// Bytes of one picture at most: larger than any camera's JPEG or HEIC, and than most
  /// panoramas; a larger answer is refused.
  package static let pictureBytes = 256 * 1_048_576

  // MARK: Listing

  /// Folders below the source's folder walked at most.
  package static let maximumDepth = 16
  /// Pictures listed at most; the rest is left out (said once).
  package static let maximumPictures = 200_000
  /// Folders listed at most in one refresh.
  package static let maximumFolders = 20_000

  /// Pictures asked for in one page of Immich's search: its largest page (its API document's
  /// `MetadataSearchDto.size` maximum).
  package static let immichPageSize = 1000
  /// Pages of one Immich search (or of its people) asked for at most: ``maximumPictures`` in
  /// pages of ``immichPageSize``.
  package static let immichPages = 200

  // MARK: The mirror

  /// Downloads at once: two keep a slow link busy without starving the frame's own disk.
  package static let downloadsAtOnce = 2
  /// The mirror's size by default, in MiB.
  package static let defaultMirrorMegabytes = 2048
  /// The index's bytes read at most (about 1 KB a picture for ``maximumPictures``).
  package static let indexBytes = 256 * 1_048_576
  /// Pictures fetched between two writes of the index, so that a stop loses little.
  package static let indexWriteInterval = 32

  // MARK: Refresh and retry

  /// Minutes between refreshes by default.
  package static let defaultRefreshMinutes = 15
  /// Seconds before the first retry after a failure, doubled after each one.
  package static let firstRetryDelay = 15.0
  /// Seconds between retries at most (or the refresh interval, when that is shorter).
  package static let longestRetryDelay = 900.0
}
