/// One `response` of a WebDAV multistatus (RFC 4918, 13): a resource and its properties.
package struct DAVResponse: Equatable, Sendable {
  /// Its `href`, entities decoded, percent-encoding kept.
  package var href = ""
  /// Whether its `resourcetype` holds a `collection` (a folder).
  package var isCollection = false
  /// Its `getetag`, if given.
  package var etag: String?
  /// Its `getlastmodified` (an HTTP date), if given.
  package var lastModified: String?
  /// Its `getcontentlength`, if given and a number.
  package var contentLength: Int?

  package init() {}
}
