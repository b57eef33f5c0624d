/// A WebDAV folder's URL taken apart: `https://nas:8443/dav/photos/` is the origin
/// `https://nas:8443` and the path `/dav/photos/` (percent-encoded, ending in a slash).
package struct WebDAVAddress: Equatable, Sendable {
  /// The scheme (`http` or `https`, lower case), `://` and the authority.
  package let origin: String
  /// The folder's path, percent-encoded, from its first slash, ending in one.
  package let path: String

  /// The address in `text`; nil when it is not an http or https URL of a server (with no user
  /// or password in it, no query and no fragment).
  package init?(_ text: String) {
    guard let separator = text.firstRange(of: "://") else { return nil }
    let scheme = text[..<separator.lowerBound].lowercased()
    guard scheme == "http" || scheme == "https" else { return nil }
    let rest = text[separator.upperBound...]
    let slash = rest.firstIndex(of: "/") ?? rest.endIndex
    let authority = rest[..<slash]
    guard !authority.isEmpty,
      !authority.contains(where: { "@?#\\".contains($0) || $0.isWhitespace })
    else { return nil }
    var path = String(rest[slash...])
    guard !path.contains(where: { $0 == "?" || $0 == "#" }) else { return nil }
    if !path.hasSuffix("/") { path += "/" }
    origin = scheme + "://" + authority.lowercased()
    self.path = PercentEncoding.encoded(path)
  }

  /// The URL of `path` (percent-encoded, from its first slash) on this server.
  package func url(of path: String) -> String { origin + path }

  /// The path an `href` names, percent-encoded: itself when it is a path, its path when it is
  /// a URL of this origin; nil for another origin or anything else.
  package func path(ofHref href: String) -> String? {
    if href.hasPrefix("/") { return PercentEncoding.encoded(href) }
    guard href.lowercased().hasPrefix(origin + "/") else { return nil }
    return PercentEncoding.encoded(String(href.dropFirst(origin.count)))
  }
}
