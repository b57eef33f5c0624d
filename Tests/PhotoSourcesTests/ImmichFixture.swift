import Foundation
import HTTPTransfer
import PhotoSources
import SystemKit
import TestSupport

/// The stand-in Immich server with a small library (five pictures, one of them archived, one
/// trashed, and a video), a mirror folder, and the clients that refresh one from the other.
final class ImmichFixture {
  let server: ImmichServer
  let folder: TemporaryFolder
  let clients: [HTTPClient]

  init() throws {
    server = try ImmichServer(library: [:])
    for index in 1...8 {
      try Data(MirrorFixture.bytes(index, count: 1000 + index))
        .write(to: URL(fileURLWithPath: server.file("p\(index).png")))
    }
    try server.write(Self.library(server))
    folder = try TemporaryFolder()
    clients = try [HTTPClient(), HTTPClient()]
  }

  /// The id of picture `number`.
  static func id(_ number: Int) -> String {
    "aaaaaaaa-aaaa-4aaa-8aaa-00000000000\(number)"
  }

  static let summer = "11111111-1111-4111-8111-111111111111"
  static let ada = "22222222-2222-4222-8222-222222222222"
  static let grace = "22222222-2222-4222-8222-222222222223"
  static let tag = "33333333-3333-4333-8333-333333333333"

  /// The library: lake (favourite, Ada, in Summer 2024), beach (in Summer 2024, a memory),
  /// city (Grace), garden (tagged), an archived, a trashed picture, a video, and a hidden video
  /// (8) which ``liveLibrary(_:)`` makes the lake's Live Photo clip.
  static func library(_ server: ImmichServer) -> [String: Any] {
    func asset(_ number: Int, _ name: String, taken: String, _ extra: [String: Any] = [:])
      -> [String: Any]
    {
      var entry: [String: Any] = [
        "id": id(number), "name": name, "file": server.file("p\(number).png"), "taken": taken,
      ]
      entry.merge(extra) { $1 }
      return entry
    }
    return [
      "version": [3, 1, 0], "key": "frame-key",
      "albums": [["id": summer, "name": "Summer 2024", "assets": [id(1), id(2)]]],
      "people": [["id": ada, "name": "Ada"], ["id": grace, "name": "Grace"]],
      "tags": [["id": tag, "name": "frame", "value": "Family/frame"]],
      "memories": [
        ["id": "44444444-4444-4444-8444-444444444444", "year": 2020, "assets": [id(2)]]
      ],
      "assets": [
        asset(
          1, "lake.png", taken: "2024-06-01T10:00:00.000Z",
          [
            "favorite": true, "people": [ada], "city": "Annecy", "country": "France",
            "description": "The lake at dawn",
          ]),
        asset(2, "beach.png", taken: "2024-07-01T10:00:00.000Z"),
        asset(3, "city.png", taken: "2023-01-01T10:00:00.000Z", ["people": [grace]]),
        asset(4, "garden.png", taken: "2022-01-01T10:00:00.000Z", ["tags": [tag]]),
        asset(5, "archived.png", taken: "2021-01-01T10:00:00.000Z", ["visibility": "archive"]),
        asset(6, "trashed.png", taken: "2021-01-01T10:00:00.000Z", ["trashed": true]),
        asset(7, "clip.mp4", taken: "2021-01-01T10:00:00.000Z", ["type": "VIDEO"]),
        asset(
          8, "IMG_8.MOV", taken: "2024-06-01T10:00:00.000Z",
          ["type": "VIDEO", "visibility": "hidden"]),
      ],
    ]
  }

  /// ``library(_:)`` with the lake a Live Photo: its clip is the hidden video 8.
  static func liveLibrary(_ server: ImmichServer) -> [String: Any] {
    var library = library(server)
    var assets = library["assets"] as? [[String: Any]] ?? []
    assets[0]["live"] = id(8)
    library["assets"] = assets
    return library
  }

  var mirror: Mirror {
    get throws { try Mirror(folder: folder.file("mirror"), maximumBytes: Int.max) }
  }

  /// One refresh of `selection`, with today at `wallTime` in `zone`.
  func sync(
    _ selection: ImmichSelection = ImmichSelection(), key: String = "frame-key",
    wallTime: Double = 0, zone: LocalZone = .utc, pageSize: Int? = nil,
    size: ImmichSize = .preview, clips: Bool = false, shuffled: Bool = false,
    maximumBytes: Int = Int.max
  ) -> SyncReport {
    guard let address = WebDAVAddress(server.url),
      let mirror = try? Mirror(folder: folder.file("mirror"), maximumBytes: maximumBytes)
    else {
      return SyncReport()
    }
    var source = ImmichSource(
      address: address, key: key, selection: selection, size: size, clips: clips,
      shuffled: shuffled,
      wallTime: { wallTime }, zone: zone)
    if let pageSize { source.pageSize = pageSize }
    return SourceSync(source: source, mirror: mirror, clients: clients).run()
  }

  /// The mirror's visible files, each as the number of the picture it holds (by its size).
  func mirrored() throws -> [String: Int] {
    let path = folder.file("mirror")
    var files: [String: Int] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: path) where !name.hasPrefix(".")
    {
      let size = try FileManager.default.attributesOfItem(atPath: path + "/" + name)[.size] as? Int
      files[name] = (size ?? 0) - 1000
    }
    return files
  }

  /// Every entry of the mirror's folder, hidden ones too.
  func allEntries() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.file("mirror")).sorted()
  }
}
