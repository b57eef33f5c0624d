/// What `carousel-fuzz`'s `webdav` target runs.
///
/// A PROPFIND answer read (``DAVMultistatus``),
/// each href made a path and a mirror file name as a refresh would, and the same bytes read as
/// the mirror's index (``MirrorIndex``). Traps when a name could leave the mirror's folder or
/// hide in it, or when an index does not read back as written.
package enum WebDAVFuzzing {
  /// Runs the bytes through the readers; any outcome is fine but a trap.
  package static func run(_ bytes: [UInt8]) {
    let answer = DAVMultistatus(bytes)
    let address = WebDAVAddress("https://nas.local/dav/photos/")
    for response in answer.responses {
      let path = address?.path(ofHref: response.href) ?? response.href
      let decoded = PercentEncoding.decoded(path)
      for name in [decoded, String(decoded.split(separator: "/").last ?? "")] {
        guard let safe = MirrorName.sanitised(name) else { continue }
        precondition(
          !safe.contains("/") && !safe.hasPrefix(".") && safe.utf8.count <= MirrorName.maximumBytes,
          "an unsafe mirror name: \(safe)")
      }
      _ = response.lastModified.flatMap(HTTPDate.seconds)
    }
    let entries = MirrorIndex.entries(String(decoding: bytes, as: UTF8.self))
    precondition(
      MirrorIndex.entries(MirrorIndex.text(entries)) == entries,
      "the mirror's index does not read back as written")
  }
}
