import Foundation
import TestSupport
import Testing

@testable import PictureFiles

#if canImport(Glibc)
  import Glibc
#endif

/// The freedesktop Trash as `gio trash` uses it: into a temporary `XDG_DATA_HOME` on the
/// file's own volume, and into a second volume's own trash (a tmpfs mounted for the test when
/// it may mount one), each file with its `.trashinfo`, and back again.
@Suite("Trash", .serialized)
struct TrashTests {
  /// A picture-sized file at `name` in `folder`, with recognisable bytes.
  static func file(_ name: String, in folder: String) throws -> FilePath {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = folder + "/" + name
    try Data("picture \(name)".utf8).write(to: URL(fileURLWithPath: path))
    return FilePath(path)
  }

  static func text(_ path: FilePath) throws -> String {
    try String(contentsOfFile: path.description, encoding: .utf8)
  }

  /// 2024-08-17 12:34:56 in local time, as wall seconds.
  static var wall: Double {
    var parts = tm()
    parts.tm_year = 124
    parts.tm_mon = 7
    parts.tm_mday = 17
    parts.tm_hour = 12
    parts.tm_min = 34
    parts.tm_sec = 56
    parts.tm_isdst = -1
    return Double(mktime(&parts))
  }

  @Test("a file on the home volume goes to $XDG_DATA_HOME/Trash with its .trashinfo, and back")
  func homeTrash() throws {
    let folder = try TemporaryFolder()
    let picture = try Self.file("holiday 1 ü%.png", in: folder.file("pictures"))
    let trash = Trash(environment: ["XDG_DATA_HOME": folder.file("data")])
    let trashed = try trash.trash(picture, at: Self.wall)
    #expect(!FileManager.default.fileExists(atPath: picture.description))
    #expect(trashed.file == FilePath(folder.file("data/Trash/files/holiday 1 ü%.png")))
    #expect(try Self.text(trashed.file) == "picture holiday 1 ü%.png")
    let encoded = folder.file("pictures/holiday%201%20%C3%BC%25.png")
    #expect(
      try Self.text(trashed.info)
        == "[Trash Info]\nPath=\(encoded)\nDeletionDate=2024-08-17T12:34:56\n")
    var info = stat()
    #expect(stat(folder.file("data/Trash"), &info) == 0 && info.st_mode & 0o777 == 0o700)
    try trash.restore(trashed)
    #expect(try Self.text(picture) == "picture holiday 1 ü%.png")
    #expect(!FileManager.default.fileExists(atPath: trashed.info.description))
    #expect(!FileManager.default.fileExists(atPath: trashed.file.description))
  }

  @Test("two files of one name get two names; a file back where it was is not replaced")
  func namesAndRefusals() throws {
    let folder = try TemporaryFolder()
    let trash = Trash(environment: ["XDG_DATA_HOME": folder.file("data")])
    let first = try trash.trash(try Self.file("a.png", in: folder.file("one")), at: Self.wall)
    let second = try trash.trash(try Self.file("a.png", in: folder.file("two")), at: Self.wall)
    #expect(first.file.displayName == "a.png")
    #expect(second.file.displayName == "a.2.png")
    #expect(second.info.displayName == "a.2.png.trashinfo")
    _ = try Self.file("a.png", in: folder.file("one"))
    #expect(throws: TrashError.self) { try trash.restore(first) }
    #expect(try Self.text(first.file) == "picture a.png", "the trashed file stays in the trash")
    #expect(throws: TrashError.self) {
      _ = try trash.trash(FilePath(folder.file("one/missing.png")), at: Self.wall)
    }
  }

  @Test("a file on another volume goes to that volume's .Trash-UID, its path relative to it")
  func otherVolume() throws {
    let folder = try TemporaryFolder()
    let mountPoint = folder.file("volume")
    try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
    let mounted = ExternalTool.run("mount", ["-t", "tmpfs", "-o", "size=1m", "none", mountPoint])
    guard mounted else {
      // Said, not failed: a machine that cannot mount (not root) cannot give a second volume.
      print(
        "TrashTests: no tmpfs could be mounted here (not root?); the other-volume test did not run")
      return
    }
    defer { ExternalTool.run("umount", [mountPoint]) }
    let picture = try Self.file("b.png", in: mountPoint + "/photos")
    let trash = Trash(environment: ["XDG_DATA_HOME": folder.file("data")])
    let trashed = try trash.trash(picture, at: Self.wall)
    let own = mountPoint + "/.Trash-\(getuid())"
    #expect(trashed.file == FilePath(own + "/files/b.png"))
    #expect(
      try Self.text(trashed.info)
        == "[Trash Info]\nPath=photos/b.png\nDeletionDate=2024-08-17T12:34:56\n")
    #expect(!FileManager.default.fileExists(atPath: folder.file("data/Trash/files/b.png")))
    try trash.restore(trashed)
    #expect(try Self.text(picture) == "picture b.png")
  }
}
