import HTTPTransfer
import PictureFiles

/// A WebDAV server's folder (Nextcloud, ownCloud, a NAS, `rclone serve webdav`) as a source:
/// its folders walked with `PROPFIND` (`Depth: 1`, one request a folder, bounded in depth and
/// count), its picture files (by extension; with ``clips`` its video clips too) fetched with
/// `GET`; a picture's version is its ETag, else its modification time and size.
///
/// A Live Photo's `.MOV` beside its still in one folder (``LivePhotoPair``) is that still's clip
/// (``RemotePicture/stillKey``), so that the mirror keeps the pair together under one name.
package struct WebDAVSource: PhotoSource {
  /// The folder the pictures are below.
  package let address: WebDAVAddress
  package let credentials: HTTPCredentials?
  /// A PEM file of the authorities to trust instead of the system's.
  package let certificateAuthorities: String?
  /// Whether video clips are mirrored too (`--videos` is not `off`).
  package let clips: Bool
  /// The bounds of each listing request and each download.
  package var listingLimits = HTTPLimits.listing
  package var pictureLimits = HTTPLimits.picture
  /// Folders below ``address`` walked at most, and pictures and folders listed at most.
  package var maximumDepth = SourceConstants.maximumDepth
  package var maximumPictures = SourceConstants.maximumPictures
  package var maximumFolders = SourceConstants.maximumFolders

  /// What PROPFIND asks for: the properties read, nothing more.
  static let propfindBody = Array(
    ("<?xml version=\"1.0\" encoding=\"utf-8\"?><d:propfind xmlns:d=\"DAV:\"><d:prop>"
      + "<d:resourcetype/><d:getetag/><d:getlastmodified/><d:getcontentlength/>"
      + "</d:prop></d:propfind>").utf8)

  package init(
    address: WebDAVAddress, credentials: HTTPCredentials? = nil,
    certificateAuthorities: String? = nil, clips: Bool = false
  ) {
    self.address = address
    self.credentials = credentials
    self.certificateAuthorities = certificateAuthorities
    self.clips = clips
  }

  package var description: String { "webdav " + address.url(of: address.path) }

  package func list(using client: HTTPClient) throws(SourceError) -> [RemotePicture] {
    var pictures: [RemotePicture] = []
    var folders = [(path: address.path, depth: 0)]
    var seen: Set<String> = [PercentEncoding.decoded(address.path)]
    var next = 0
    while next < folders.count, pictures.count < maximumPictures {
      let folder = folders[next]
      next += 1
      for response in try propfind(folder.path, using: client) {
        guard let path = address.path(ofHref: response.href),
          let relative = relativePath(of: path), !relative.isEmpty
        else { continue }
        if response.isCollection {
          let decoded = PercentEncoding.decoded(path.hasSuffix("/") ? path : path + "/")
          guard folder.depth < maximumDepth, folders.count < maximumFolders,
            seen.insert(decoded).inserted
          else { continue }
          folders.append((path.hasSuffix("/") ? path : path + "/", folder.depth + 1))
        } else if let picture = picture(response, path: path, relative: relative),
          pictures.count < maximumPictures
        {
          pictures.append(picture)
        }
      }
    }
    return Self.pairingLivePhotos(pictures)
  }

  /// `pictures` with each Live Photo's `.MOV` made the clip of its still in the same folder.
  static func pairingLivePhotos(_ pictures: [RemotePicture]) -> [RemotePicture] {
    let keys = Set(pictures.map(\.key))
    return pictures.map { picture in
      var picture = picture
      let folder = picture.key.lastIndex(of: "/").map { String(picture.key[...$0]) } ?? ""
      if let still = LivePhotoPair.still(
        ofClip: picture.name, hasSibling: { keys.contains(folder + $0) })
      {
        picture.stillKey = folder + still
      }
      return picture
    }
  }

  package func fetch(_ picture: RemotePicture, to descriptor: Int32, using client: HTTPClient)
    throws(SourceError)
  {
    var request = HTTPRequest(url: picture.location, limits: pictureLimits)
    request.credentials = credentials
    request.certificateAuthorities = certificateAuthorities
    let response: HTTPResponse
    do { response = try client.download(request, to: descriptor) } catch { throw .http(error) }
    guard response.isSuccess else { throw .status(response.status, "GET " + picture.key) }
  }

  /// The responses of one folder's listing (itself among them).
  private func propfind(_ path: String, using client: HTTPClient) throws(SourceError)
    -> [DAVResponse]
  {
    var request = HTTPRequest(url: address.url(of: path), limits: listingLimits)
    request.method = "PROPFIND"
    request.headers = ["Depth: 1", "Content-Type: application/xml; charset=utf-8"]
    request.body = Self.propfindBody
    request.credentials = credentials
    request.certificateAuthorities = certificateAuthorities
    let response: HTTPResponse
    do { response = try client.send(request) } catch { throw .http(error) }
    guard response.status == 207 else {
      throw .status(response.status, "PROPFIND " + PercentEncoding.decoded(path))
    }
    let answer = DAVMultistatus(response.body)
    guard answer.isMultistatus else {
      throw .malformed("PROPFIND " + PercentEncoding.decoded(path) + " gave no multistatus")
    }
    return answer.responses
  }

  /// `path` (encoded) below the source's folder, decoded, without the folder's part or a
  /// trailing slash; nil when it is not below it or holds a `.` or `..` segment.
  private func relativePath(of path: String) -> String? {
    let decoded = PercentEncoding.decoded(path)
    let root = PercentEncoding.decoded(address.path)
    guard decoded.hasPrefix(root) else { return nil }
    let relative = decoded.dropFirst(root.count).split(separator: "/")
    guard !relative.contains(where: { $0 == "." || $0 == ".." }) else { return nil }
    return relative.joined(separator: "/")
  }

  /// The picture `response` describes, or nil when its name is not a picture's.
  private func picture(_ response: DAVResponse, path: String, relative: String)
    -> RemotePicture?
  {
    let parts = relative.split(separator: "/")
    guard let name = parts.last, let dot = name.lastIndex(of: ".") else { return nil }
    let fileExtension = name[name.index(after: dot)...].lowercased()
    guard
      PictureFormat(fileExtension: fileExtension) != nil
        || (clips && CarouselItem.Kind.clipExtensions.contains(fileExtension))
    else { return nil }
    let modified = response.lastModified.flatMap(HTTPDate.seconds)
    let version =
      response.etag
      ?? "\(response.lastModified ?? "")/\(response.contentLength.map(String.init) ?? "")"
    let album = parts.count > 1 ? String(parts[parts.count - 2]) : nil
    return RemotePicture(
      key: relative, location: address.url(of: path), name: String(name), version: version,
      size: response.contentLength, facts: SourceFacts(modified: modified, album: album))
  }
}
