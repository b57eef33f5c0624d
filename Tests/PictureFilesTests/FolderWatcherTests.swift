import Foundation
import TestSupport
import Testing

@testable import PictureFiles

#if canImport(Glibc)
  import Glibc
#endif

/// Live folders against real files.
///
/// After every change the catalog kept up to date from the watcher's news is exactly what a
/// fresh folder scan lists, in the same order (nothing lost, nothing twice). Each step blocks
/// until the watcher has read the change (no sleeps).
@Suite(.serialized) struct FolderWatcherTests {
  /// A watched folder `pics` inside a temporary folder, and the catalog its news builds.
  final class LiveFolder {
    let base: TemporaryFolder
    let roots: [FilePath]
    let recursive: Bool
    let watcher: FolderWatcher
    private(set) var catalog: Catalog
    private(set) var effects: [FolderChangeEffect] = []

    init(recursive: Bool = false, roots names: [String] = ["pics"], files: [String]) throws {
      let base = try TemporaryFolder()
      try FileManager.default.createDirectory(
        atPath: base.file("pics"), withIntermediateDirectories: true)
      for name in files { try Self.write(base.file(name)) }
      self.base = base
      roots = names.map { FilePath(base.file($0)) }
      self.recursive = recursive
      catalog = Catalog(paths: roots.map(\.description), recursive: recursive)
      watcher = try FolderWatcher(roots: roots, recursive: recursive, notify: {})
      settle()
    }

    deinit { watcher.stop() }

    /// Waits until the watcher has read every change made so far and applies its news.
    func settle() {
      watcher.sync()
      let effect = catalog.effect(of: watcher.takeChanges(), placing: NaturalPlacement.place)
      _ = catalog.apply(effect.changes, keeping: nil)
      effects.append(effect)
    }

    /// The catalog's paths relative to the base folder.
    var names: [String] { catalog.items.map { relative($0.path) } }

    /// What a fresh scan lists now, relative to the base folder.
    var scanned: [String] {
      Catalog(paths: roots.map(\.description), recursive: recursive).items.map { relative($0.path) }
    }

    func revision(of name: String) -> Int? {
      catalog.index(of: ItemKey(FilePath(base.file(name)))).map { catalog[$0].revision }
    }

    func path(_ name: String) -> String { base.file(name) }

    private func relative(_ path: FilePath) -> String {
      String(path.description.dropFirst(base.path.count + 1))
    }

    /// Writes a small file at `path`: created, written, closed (as `cp` does).
    static func write(_ path: String, bytes: [UInt8] = [1, 2, 3]) throws {
      try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
  }

  @Test func addedRemovedRenamedAndReplacedPicturesFollowTheFolder() throws {
    let live = try LiveFolder(files: ["pics/a.png", "pics/c.png", "pics/e.png"])
    #expect(live.names == ["pics/a.png", "pics/c.png", "pics/e.png"])

    try LiveFolder.write(live.path("pics/b.png"))
    try LiveFolder.write(live.path("pics/notes.pdf"))  // neither a picture nor a text slide
    try LiveFolder.write(live.path("pics/.hidden.png"))  // hidden
    live.settle()
    #expect(live.names == ["pics/a.png", "pics/b.png", "pics/c.png", "pics/e.png"])

    unlink(live.path("pics/c.png"))
    live.settle()
    #expect(live.names == ["pics/a.png", "pics/b.png", "pics/e.png"])

    rename(live.path("pics/a.png"), live.path("pics/f.png"))
    live.settle()
    #expect(live.names == ["pics/b.png", "pics/e.png", "pics/f.png"])
    #expect(
      live.effects.last?.renamed
        == [ItemKey(FilePath(live.path("pics/a.png"))): ItemKey(FilePath(live.path("pics/f.png")))])

    // rsync and Syncthing: a hidden file written beside, then renamed over the name.
    try LiveFolder.write(live.path("pics/.e.png.tmp"), bytes: [9, 9])
    rename(live.path("pics/.e.png.tmp"), live.path("pics/e.png"))
    live.settle()
    #expect(live.names == ["pics/b.png", "pics/e.png", "pics/f.png"])
    #expect(live.revision(of: "pics/e.png") == 1)

    // Written again in place.
    try LiveFolder.write(live.path("pics/e.png"), bytes: [7])
    live.settle()
    #expect(live.revision(of: "pics/e.png") == 2)

    rename(live.path("pics/b.png"), live.path("pics/b.png.bak"))  // no longer a picture's name
    rename(live.path("pics/f.png"), live.path("outside.png"))  // moved out of the folder
    live.settle()
    #expect(live.names == ["pics/e.png"])
    #expect(live.names == live.scanned)
  }

  @Test func aPictureJoinsOnlyOnceWrittenAndClosed() throws {
    let live = try LiveFolder(files: ["pics/a.png"])
    let handle = open(live.path("pics/b.png"), O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
    try #require(handle >= 0)
    var bytes: [UInt8] = [1, 2, 3]
    _ = write(handle, &bytes, 3)
    live.settle()
    #expect(live.names == ["pics/a.png"])  // half written: not shown yet
    close(handle)
    live.settle()
    #expect(live.names == ["pics/a.png", "pics/b.png"])
    #expect(live.revision(of: "pics/b.png") == 0)
  }

  @Test func aFolderThatGoesAndComesBackIsPickedUpAgain() throws {
    let live = try LiveFolder(files: ["pics/a.png", "pics/b.png"])
    // Moved away (a share unmounted, a folder renamed) and back.
    rename(live.path("pics"), live.path("away"))
    live.settle()
    #expect(live.names.isEmpty)
    rename(live.path("away"), live.path("pics"))
    live.settle()
    #expect(live.names == ["pics/a.png", "pics/b.png"])

    // Deleted and made again, then filled.
    for name in ["pics/a.png", "pics/b.png"] { unlink(live.path(name)) }
    rmdir(live.path("pics"))
    live.settle()
    #expect(live.names.isEmpty)
    mkdir(live.path("pics"), 0o755)
    live.settle()
    try LiveFolder.write(live.path("pics/c.png"))
    live.settle()
    #expect(live.names == ["pics/c.png"])
    #expect(live.names == live.scanned)
  }

  /// Whether this process may mount file systems (root with CAP_SYS_ADMIN, as in CI's
  /// container); the test of a share mounted over the folder needs it.
  static let canMount: Bool = {
    guard let folder = try? TemporaryFolder() else { return false }
    guard mount("none", folder.path, "tmpfs", 0, nil) == 0 else { return false }
    umount(folder.path)
    return true
  }()

  /// A network share mounted over the folder (its pictures hidden), filled, and unmounted: the
  /// mount table tells the watcher, with no event on the folder itself.
  @Test(.enabled(if: canMount, "needs the right to mount a tmpfs"))
  func aShareMountedOverTheFolderIsFollowed() throws {
    let live = try LiveFolder(files: ["pics/a.png", "pics/b.png"])
    try #require(mount("none", live.path("pics"), "tmpfs", 0, nil) == 0)
    defer { umount(live.path("pics")) }
    live.settle()
    #expect(live.names.isEmpty)
    try LiveFolder.write(live.path("pics/on-share.png"))
    live.settle()
    #expect(live.names == ["pics/on-share.png"])
    umount(live.path("pics"))
    live.settle()
    #expect(live.names == ["pics/a.png", "pics/b.png"])
  }

  @Test func aFolderMissingAtTheStartIsWatchedForWhenItAppears() throws {
    let live = try LiveFolder(roots: ["later/deeper"], files: [])
    #expect(live.names == ["later/deeper"])  // the error page of a folder that is not there
    mkdir(live.path("later"), 0o755)
    live.settle()
    mkdir(live.path("later/deeper"), 0o755)
    live.settle()
    try LiveFolder.write(live.path("later/deeper/a.png"))
    live.settle()
    #expect(live.names == ["later/deeper/a.png"])
  }

  @Test func subfoldersOfARecursiveFolderComeAndGo() throws {
    let live = try LiveFolder(recursive: true, files: ["pics/a.png", "pics/z.png"])
    mkdir(live.path("pics/sub"), 0o755)
    try LiveFolder.write(live.path("pics/sub/b.png"))
    live.settle()
    #expect(live.names == ["pics/a.png", "pics/z.png", "pics/sub/b.png"])

    // A folder of pictures moved in from outside, then renamed, then removed.
    mkdir(live.path("incoming"), 0o755)
    try LiveFolder.write(live.path("incoming/c.png"))
    try LiveFolder.write(live.path("incoming/d.png"))
    rename(live.path("incoming"), live.path("pics/new"))
    live.settle()
    #expect(live.names == live.scanned)
    #expect(live.names.count == 5)
    rename(live.path("pics/new"), live.path("pics/xnew"))
    try LiveFolder.write(live.path("pics/xnew/e.png"))  // watched at its new name
    live.settle()
    #expect(live.names == live.scanned)
    #expect(live.names.contains("pics/xnew/e.png"))
    for name in ["c.png", "d.png", "e.png"] { unlink(live.path("pics/xnew/" + name)) }
    rmdir(live.path("pics/xnew"))
    live.settle()
    #expect(live.names == ["pics/a.png", "pics/z.png", "pics/sub/b.png"])
    // Moved out of the tree: its pictures go, and what happens to it there is not followed.
    rename(live.path("pics/sub"), live.path("moved-out"))
    live.settle()
    try LiveFolder.write(live.path("moved-out/f.png"))
    live.settle()
    #expect(live.names == ["pics/a.png", "pics/z.png"])
  }

  @Test func picturesNamedOneByOneAreWatchedAlone() throws {
    let live = try LiveFolder(
      roots: ["pics/b.png", "pics/a.png"], files: ["pics/a.png", "pics/b.png"])
    try LiveFolder.write(live.path("pics/c.png"))  // not named: not shown
    unlink(live.path("pics/b.png"))
    live.settle()
    #expect(live.names == ["pics/a.png"])
    try LiveFolder.write(live.path("pics/b.png"))
    live.settle()
    #expect(live.names == ["pics/a.png", "pics/b.png"])  // back at its place
  }

  @Test("when events were lost (the queue overflowed), every folder is read again")
  func overflowRereadsEverything() throws {
    let base = try TemporaryFolder()
    let root = FilePath(base.file("pics"))
    mkdir(base.file("pics"), 0o755)
    for name in ["a.png", "b.png"] { try LiveFolder.write(base.file("pics/" + name)) }
    let inotify = try #require(Inotify())
    defer { inotify.close() }
    var state = FolderWatchState(
      inotify: inotify, targets: WatchTarget.targets(for: [root], recursive: false))
    var catalog = Catalog()
    let place = NaturalPlacement.place
    _ = catalog.apply(catalog.effect(of: state.start(), placing: place).changes, keeping: nil)
    unlink(base.file("pics/a.png"))
    try LiveFolder.write(base.file("pics/c.png"))
    _ = inotify.readAll()  // the events are lost
    let overflow = Inotify.Event(watch: -1, mask: UInt32(IN_Q_OVERFLOW), cookie: 0, name: [])
    _ = catalog.apply(
      catalog.effect(of: state.handle([overflow]), placing: place).changes, keeping: nil)
    #expect(catalog.items.map(\.name) == ["b.png", "c.png"])
    #expect(catalog.items.map(\.revision) == [1, 0])  // b may have changed unseen: read again
  }

  /// A folder that cannot be watched (here: no inotify instance at all; on a real machine:
  /// the user's watches are used up) still shows its pictures, and is said once.
  @Test func aFolderThatCannotBeWatchedIsListedAndSaidOnce() throws {
    let base = try TemporaryFolder()
    let root = FilePath(base.file("pics"))
    mkdir(base.file("pics"), 0o755)
    try LiveFolder.write(base.file("pics/a.png"))
    let inotify = Inotify(descriptor: -1)
    var state = FolderWatchState(
      inotify: inotify, targets: WatchTarget.targets(for: [root], recursive: false))
    let started = state.start()
    #expect(
      started == [
        .listed(
          folder: root, scope: .folder, pictures: [root.appending(Array("a.png".utf8))],
          rereading: false)
      ])
    let said = state.takeUnwatchable()
    #expect(said.count == 1)
    if case .unwatchable(let folder, let reason)? = said.first {
      #expect(folder == root && reason == "Bad file descriptor")
    }
    let overflow = Inotify.Event(watch: -1, mask: UInt32(IN_Q_OVERFLOW), cookie: 0, name: [])
    _ = state.handle([overflow])  // tried again: not said again
    #expect(state.takeUnwatchable().isEmpty)
  }
}
