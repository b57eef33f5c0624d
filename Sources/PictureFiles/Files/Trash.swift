#if canImport(Glibc)
  import Glibc
#endif

/// The freedesktop.org Trash (the Trash specification 1.0), as `gio trash` uses it: a file
/// goes to the home trash (`$XDG_DATA_HOME/Trash`, else `~/.local/share/Trash`) when it is on
/// the same volume, else to its own volume's (`TOPDIR/.Trash/UID` when the administrator made
/// `TOPDIR/.Trash` sticky, else `TOPDIR/.Trash-UID`), with its `.trashinfo` written first.
///
/// One of the two ways Carousel touches a picture file, and only on the user's explicit key.
/// Nothing is ever deleted: a file is renamed into the trash, or left where it is with the
/// reason (``TrashError``). Main thread; each call is a few system calls.
package struct Trash {
  /// The home trash.
  package let home: FilePath
  private let userID: uid_t

  /// The trash of the user running Carousel, found through `environment`.
  package init(environment: [String: String]) {
    let data =
      environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? (environment["HOME"] ?? "/") + "/.local/share"
    home = FilePath(data + "/Trash")
    userID = getuid()
  }

  /// Moves the file at `path` (absolute) to the trash of its volume at wall time `wall` (s from
  /// the Unix epoch, written in local time as the deletion date).
  /// - Returns: where it went, to restore it.
  package func trash(_ path: FilePath, at wall: Double) throws(TrashError) -> TrashedFile {
    var info = stat()
    guard path.withCString({ lstat($0, &info) }) == 0 else {
      throw TrashError("cannot move \(path) to the Trash: \(Self.errorText(errno))")
    }
    let place = try trashFolder(forFileOn: info.st_dev, path: path)
    let name = path.displayName
    let entry = TrashInfo(
      path: place.topFolder.flatMap { path.relative(to: $0) } ?? path, deletedAt: wall)
    for attempt in 1...TrashInfo.maximumNames {
      let candidate = TrashInfo.name(name, attempt: attempt)
      let infoFile = place.folder.appending(Array("info/\(candidate).trashinfo".utf8))
      // Made exclusively: the name is ours once the info file exists (the specification's lock).
      let descriptor = infoFile.withCString {
        open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      }
      if descriptor < 0, errno == EEXIST { continue }
      guard descriptor >= 0 else {
        throw TrashError("cannot move \(path) to the Trash: \(infoFile): \(Self.errorText(errno))")
      }
      let text = Array(entry.text.utf8)
      let written = text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      close(descriptor)
      let file = place.folder.appending(Array("files/\(candidate)".utf8))
      let moved =
        written == text.count
        && path.withCString { from in file.withCString { rename(from, $0) } } == 0
      guard moved else {
        let reason = Self.errorText(errno)
        _ = infoFile.withCString { unlink($0) }
        throw TrashError("cannot move \(path) to the Trash: \(reason)")
      }
      return TrashedFile(original: path, file: file, info: infoFile)
    }
    throw TrashError("cannot move \(path) to the Trash: every name for it is taken")
  }

  /// Puts `trashed` back where it was, unless something else is there now.
  package func restore(_ trashed: TrashedFile) throws(TrashError) {
    var info = stat()
    if trashed.original.withCString({ lstat($0, &info) }) == 0 {
      throw TrashError("cannot put \(trashed.original) back: a file of that name is there")
    }
    let moved = trashed.file.withCString { from in
      trashed.original.withCString { rename(from, $0) }
    }
    guard moved == 0 else {
      throw TrashError("cannot put \(trashed.original) back: \(Self.errorText(errno))")
    }
    _ = trashed.info.withCString { unlink($0) }
  }

  /// The trash a file on device `device` goes to: the home trash on its own volume, else the
  /// volume's, made as the specification says when missing.
  private func trashFolder(forFileOn device: dev_t, path: FilePath) throws(TrashError)
    -> (folder: FilePath, topFolder: FilePath?)
  {
    let homeData = home.parent
    try makeFolders(home, mode: 0o700)
    var homeInfo = stat()
    if homeData.withCString({ stat($0, &homeInfo) }) == 0, homeInfo.st_dev == device {
      return (home, nil)
    }
    let top = Self.topFolder(of: path, device: device)
    let shared = top.appending(Array(".Trash".utf8))
    var sharedInfo = stat()
    // An administrator's `.Trash`: a real folder, sticky, not a link.
    if shared.withCString({ lstat($0, &sharedInfo) }) == 0,
      sharedInfo.st_mode & S_IFMT == S_IFDIR, sharedInfo.st_mode & S_ISVTX != 0
    {
      let own = shared.appending(Array(String(userID).utf8))
      if (try? makeFolders(own, mode: 0o700)) != nil { return (own, top) }
    }
    let own = top.appending(Array(".Trash-\(userID)".utf8))
    do throws(TrashError) {
      try makeFolders(own, mode: 0o700)
    } catch {
      throw TrashError(
        "cannot move \(path) to the Trash: its volume (\(top)) has no trash Carousel may use, "
          + "and the home trash is on another (\(error.message))")
    }
    return (own, top)
  }

  /// Makes `folder` (mode `mode`), the folders above it that are missing (0700, as
  /// `$XDG_DATA_HOME` should be), and its `files` and `info` folders.
  private func makeFolders(_ folder: FilePath, mode: mode_t) throws(TrashError) {
    var missing: [FilePath] = []
    var path = folder
    while !path.isFolder, path.bytes != [UInt8(ascii: "/")], path.bytes != [UInt8(ascii: ".")] {
      missing.append(path)
      path = path.parent
    }
    for path in missing.reversed() {
      if path.withCString({ mkdir($0, path == folder ? mode : 0o700) }) != 0, errno != EEXIST {
        throw TrashError("cannot make \(path): \(Self.errorText(errno))")
      }
    }
    for name in ["files", "info"] {
      let sub = folder.appending(Array(name.utf8))
      if sub.withCString({ mkdir($0, 0o700) }) != 0, errno != EEXIST {
        throw TrashError("cannot make \(sub): \(Self.errorText(errno))")
      }
    }
  }

  /// The mount point of the file at `path` on `device`: the highest folder above it on the
  /// same device.
  static func topFolder(of path: FilePath, device: dev_t) -> FilePath {
    var folder = path.parent
    while folder.bytes != [UInt8(ascii: "/")] {
      var info = stat()
      let above = folder.parent
      guard above.withCString({ stat($0, &info) }) == 0, info.st_dev == device else { break }
      folder = above
    }
    return folder
  }

  static func errorText(_ code: Int32) -> String {
    strerror(code).map { String(cString: $0) } ?? "error \(code)"
  }
}

/// Where a trashed file went: enough to put it back.
package struct TrashedFile: Equatable, Sendable {
  /// Where it was.
  package let original: FilePath
  /// Where it is in the trash's `files` folder.
  package let file: FilePath
  /// Its `.trashinfo`.
  package let info: FilePath
}

/// Why a file was not moved to or from the trash, as one line.
package struct TrashError: Error, Equatable {
  package let message: String
  init(_ message: String) { self.message = message }
}
