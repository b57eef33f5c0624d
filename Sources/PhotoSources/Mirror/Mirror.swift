import HTTPTransfer
import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// A source's pictures on this machine: a folder of files and their index
/// (``MirrorIndex``), which the carousel shows as a live folder.
///
/// Each picture is written to a hidden temporary file (`.NAME.part`, which folder scans skip),
/// flushed, and renamed into place: a picture is there whole or not at all. Nothing is written
/// outside the folder: every name is a sanitised one (``MirrorName``). Files the mirror did not
/// write are left alone.
package struct Mirror: Sendable {
  /// The folder, absolute or relative to the working folder.
  package let folder: String
  /// The pictures' bytes at most.
  package let maximumBytes: Int

  /// The mirror in `folder`, made (0700) when missing; temporary files a stopped download left
  /// are removed.
  /// - Throws: the folder cannot be made.
  package init(folder: String, maximumBytes: Int) throws(SystemCallError) {
    self.folder = folder
    self.maximumBytes = maximumBytes
    try AtomicFile.makeFolders(folder)
    removeTemporaryFiles()
  }

  /// The entries of the index whose files are there.
  package func index() -> [MirrorEntry] {
    guard
      let bytes = AtomicFile.read(path(of: MirrorIndex.fileName), limit: SourceConstants.indexBytes)
    else { return [] }
    return MirrorIndex.entries(String(decoding: bytes, as: UTF8.self)).filter {
      AtomicFile.exists(path(of: $0.name))
    }
  }

  /// Replaces the index with `entries`.
  /// - Throws: the index cannot be written (the old one stays).
  package func save(_ entries: [MirrorEntry]) throws(SystemCallError) {
    try AtomicFile.write(Array(MirrorIndex.text(entries).utf8), to: path(of: MirrorIndex.fileName))
  }

  /// Fetches `picture` from `source` into the file `name` (sanitised), atomically.
  /// - Returns: the file's size in bytes.
  /// - Throws: why it could not be had whole; nothing is then left of it.
  package func fetch(
    _ picture: RemotePicture, as name: String, from source: any PhotoSource,
    using client: HTTPClient
  ) throws(SourceError) -> Int {
    let temporary = path(of: "." + name + ".part")
    unlink(temporary)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
    guard descriptor >= 0 else {
      throw .mirror("cannot write '\(temporary)': \(String(cString: strerror(errno)))")
    }
    var failure: SourceError?
    do { try source.fetch(picture, to: descriptor, using: client) } catch { failure = error }
    var info = stat()
    if failure == nil, fstat(descriptor, &info) != 0 || fsync(descriptor) != 0 {
      failure = .mirror("cannot write '\(temporary)': \(String(cString: strerror(errno)))")
    }
    close(descriptor)
    if failure == nil, rename(temporary, path(of: name)) != 0 {
      failure = .mirror("cannot rename '\(temporary)': \(String(cString: strerror(errno)))")
    }
    if let failure {
      unlink(temporary)
      throw failure
    }
    return Int(info.st_size)
  }

  /// Removes the file `name`.
  package func remove(_ name: String) {
    unlink(path(of: name))
  }

  /// The path of `name` in the folder.
  package func path(of name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// Removes the `.NAME.part` files of downloads a stop or a crash cut short.
  private func removeTemporaryFiles() {
    guard let directory = opendir(folder) else { return }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasPrefix("."), name.hasSuffix(".part"), name.count > 6 { names.append(name) }
    }
    names.forEach { unlink(path(of: $0)) }
  }
}
