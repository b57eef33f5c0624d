import HTTPTransfer
import SystemKit

// MARK: - The API requests a listing makes

extension ImmichSource {
  /// The lists names are looked up in.
  enum NameList: String {
    case albums, people, tags
  }

  /// `GET /api/server/version`.
  func serverVersion(using client: HTTPClient) throws(SourceError) -> ImmichVersion {
    let answer = try ImmichAnswers.decode(
      ImmichAnswers.Version.self, from: try get("server/version", using: client),
      "GET /api/server/version")
    return ImmichVersion(answer.major, answer.minor, answer.patch)
  }

  /// The ids of `names` in `list`, each with its name as Immich spells it.
  /// - Throws: ``SourceError/unusable(_:)`` for a name the list does not hold.
  func ids(of names: [String], in list: NameList, using client: HTTPClient)
    throws(SourceError) -> [(id: String, name: String)]
  {
    guard !names.isEmpty else { return [] }
    let known = try entries(of: list, using: client)
    var found: [(id: String, name: String)] = []
    for name in names {
      let match =
        known.first { $0.names.contains(name) }
        ?? known.first { $0.names.contains { $0.lowercased() == name.lowercased() } }
      guard let match else {
        throw .unusable("Immich has no \(list.singular) named '\(name)'")
      }
      found.append((match.id, match.names[0]))
    }
    return found
  }

  /// Every entry of `list`: its id and the names it answers to.
  private func entries(of list: NameList, using client: HTTPClient) throws(SourceError)
    -> [(id: String, names: [String])]
  {
    switch list {
    case .albums:
      return try ImmichAnswers.decode(
        [ImmichAnswers.Album].self, from: try get("albums", using: client), "GET /api/albums"
      ).map { ($0.id, [$0.albumName]) }
    case .tags:
      return try ImmichAnswers.decode(
        [ImmichAnswers.Tag].self, from: try get("tags", using: client), "GET /api/tags"
      ).map { ($0.id, [$0.name] + ($0.value.map { [$0] } ?? [])) }
    case .people:
      var people: [(id: String, names: [String])] = []
      for page in 1...SourceConstants.immichPages {
        let answer = try ImmichAnswers.decode(
          ImmichAnswers.People.self,
          from: try get("people?withHidden=false&size=1000&page=\(page)", using: client),
          "GET /api/people")
        people += answer.people.map { ($0.id, [$0.name]) }
        guard answer.hasNextPage == true else { break }
      }
      return people
    }
  }

  /// `POST /api/search/metadata` with `filters` (JSON values by field), page after page, its
  /// pictures added to `listing` (with `album` as their album, when given).
  func search(
    _ filters: [String: String], album: String?, into listing: inout ImmichListing,
    using client: HTTPClient
  ) throws(SourceError) {
    var page = 1
    for _ in 0..<SourceConstants.immichPages where !listing.isFull {
      var fields = searchFields.merging(filters) { $1 }
      fields["page"] = String(page)
      let answer = try ImmichAnswers.decode(
        ImmichAnswers.Search.self,
        from: try post("search/metadata", Self.json(fields), using: client),
        "POST /api/search/metadata")
      for asset in answer.assets.items { listing.add(asset, album: album, address: address) }
      guard let next = answer.assets.nextPage.flatMap({ Int($0) }), next > page else { return }
      page = next
    }
  }

  /// `POST /api/search/random`: one sample of the timeline, a page's size, added to `listing`.
  func randomSample(into listing: inout ImmichListing, using client: HTTPClient)
    throws(SourceError)
  {
    let answer = try ImmichAnswers.decode(
      [ImmichAnswers.Asset].self,
      from: try post("search/random", Self.json(searchFields), using: client),
      "POST /api/search/random")
    for asset in answer { listing.add(asset, album: nil, address: address) }
  }

  /// The fields of every search: a page's size, pictures (and, with ``clips``, videos) on the
  /// timeline, with their Exif facts and people.
  private var searchFields: [String: String] {
    var fields = [
      "size": String(pageSize), "visibility": "\"timeline\"", "withExif": "true",
      "withPeople": "true",
    ]
    if !clips { fields["type"] = "\"IMAGE\"" }
    return fields
  }

  /// A JSON object of `fields` (JSON values by name), its names in order.
  private static func json(_ fields: [String: String]) -> String {
    "{"
      + fields.sorted { $0.key < $1.key }.map { JSONString.quote($0.key) + ":" + $0.value }
      .joined(separator: ",") + "}"
  }

  /// `GET /api/memories?for=TODAY&type=on_this_day`: their pictures added to `listing`.
  func memories(into listing: inout ImmichListing, using client: HTTPClient)
    throws(SourceError)
  {
    let now = wallTime()
    let today = CivilTime.iso(now, offset: zone.secondsFromUTC(at: now)).prefix(10)
    let answer = try ImmichAnswers.decode(
      [ImmichAnswers.Memory].self,
      from: try get("memories?for=\(today)&type=on_this_day", using: client),
      "GET /api/memories")
    for memory in answer {
      for asset in memory.assets { listing.add(asset, album: nil, address: address) }
    }
  }

  /// The body of `GET /api/PATH`.
  func get(_ path: String, using client: HTTPClient) throws(SourceError) -> [UInt8] {
    try send(path, method: "GET", body: nil, using: client)
  }

  /// The body of `POST /api/PATH` with the JSON `body`.
  func post(_ path: String, _ body: String, using client: HTTPClient) throws(SourceError)
    -> [UInt8]
  {
    try send(path, method: "POST", body: Array(body.utf8), using: client)
  }

  private func send(_ path: String, method: String, body: [UInt8]?, using client: HTTPClient)
    throws(SourceError) -> [UInt8]
  {
    var request = HTTPRequest(
      url: address.url(of: address.path + "api/" + path), limits: listingLimits)
    request.method = method
    request.headers = ["x-api-key: " + key, "Accept: application/json"]
    if let body {
      request.headers.append("Content-Type: application/json")
      request.body = body
    }
    request.certificateAuthorities = certificateAuthorities
    let response: HTTPResponse
    do { response = try client.send(request) } catch { throw .http(error) }
    let what = "\(method) /api/" + (path.split(separator: "?").first.map(String.init) ?? path)
    if response.status == 401 || response.status == 403 {
      throw .unusable("\(what) answered HTTP \(response.status): the API key was refused")
    }
    guard response.isSuccess else { throw .status(response.status, what) }
    return response.body
  }

  /// The path of `url` on the server at `address`, for messages.
  static func path(of url: String, in address: WebDAVAddress) -> String {
    url.hasPrefix(address.origin) ? String(url.dropFirst(address.origin.count)) : url
  }
}

extension ImmichSource.NameList {
  /// One of the list's entries, in words.
  var singular: String {
    switch self {
    case .albums: "album"
    case .people: "person"
    case .tags: "tag"
    }
  }
}
