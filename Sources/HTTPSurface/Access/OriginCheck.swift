/// Where a request comes from, as its headers say: from the frame's own page, or another site
/// open in the same browser; and whether a browser reached the server by a loopback name.
///
/// Browsers send `Origin` with every request that may change something, and `Sec-Fetch-Site`
/// with every request; another site's script cannot forge either. Clients that are not
/// browsers (curl, Home Assistant) send neither, and carry no cookie a site could ride on.
package enum OriginCheck {
  /// Why a request that changes the frame is refused as coming from another site, or nil when
  /// it comes from the frame's own page (or from no browser at all).
  package static func crossSiteReason(_ request: HTTPRequest) -> String? {
    if let site = request[header: "sec-fetch-site"]?.lowercased(),
      site != "same-origin", site != "none"
    {
      return "a request from another site (Sec-Fetch-Site: \(site.prefix(40))) cannot steer "
        + "the frame"
    }
    guard let origin = request[header: "origin"] else { return nil }
    let scheme = request.isSecure ? "https" : "http"
    guard let host = request[header: "host"],
      origin.lowercased() == "\(scheme)://\(host)".lowercased()
    else {
      return "a request from another page (Origin: \(origin.prefix(100))) cannot steer the frame"
    }
    return nil
  }

  /// Whether the `Host` header names this machine's loopback (`localhost`, `127.x.x.x`,
  /// `[::1]`, any port): a server without a password answers nothing else, so a site whose
  /// name was made to point at 127.0.0.1 (DNS rebinding) cannot reach it.
  package static func namesLoopback(_ request: HTTPRequest) -> Bool {
    guard let host = request[header: "host"]?.lowercased() else { return false }
    let name: Substring
    if host.hasPrefix("[") {
      guard let close = host.firstIndex(of: "]") else { return false }
      name = host[...close]
    } else {
      name = host.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)[0]
    }
    if name == "localhost" || name == "[::1]" { return true }
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 4 && parts[0] == "127"
      && parts.allSatisfy { part in part.count <= 3 && UInt8(part) != nil }
  }
}
