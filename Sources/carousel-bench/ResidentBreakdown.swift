import Foundation

/// What a process's resident memory is made of, from its `/proc/PID/smaps`, in bytes: the
/// README's "Memory" breakdown.
struct ResidentBreakdown {
  /// The executable's own pages (its code, data and what it relocated).
  var binary = 0
  /// The shared libraries' pages, and how many distinct libraries are mapped.
  var libraries = 0
  var libraryCount = 0
  /// Shared memory: SDL's X shared-memory frame buffer (SysV), memfd and `/dev/shm` files.
  var sharedMemory = 0
  /// Pages of no file: the heap, thread stacks, anonymous mappings.
  var anonymous = 0
  /// Every other file (locale data, caches).
  var other = 0

  /// The breakdown of `pid`, whose executable is `executable`; nil when it cannot be read.
  init?(pid: pid_t, executable: String) {
    // Read to its end: /proc files say they are empty, and String(contentsOfFile:) then stops at
    // the first page.
    guard let file = FileHandle(forReadingAtPath: "/proc/\(pid)/smaps") else { return nil }
    defer { try? file.close() }
    let text = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
    let binaryName = (executable as NSString).lastPathComponent
    var kind = WritableKeyPath<ResidentBreakdown, Int>?.none
    var libraryPaths = Set<Substring>()
    for line in text.split(separator: "\n") {
      if line.hasPrefix("Rss:") {
        let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        if let kind { self[keyPath: kind] += kilobytes * 1024 }
        continue
      }
      let fields = line.split(separator: " ")
      // A mapping's header: range, permissions, offset, device, inode, then the path, if any.
      guard fields.count >= 5, fields[0].contains("-"), !fields[0].hasSuffix(":") else {
        continue
      }
      let path = fields.count >= 6 ? fields[5] : ""
      kind = Self.kind(of: path, binaryName: binaryName)
      if kind == \.libraries { libraryPaths.insert(path) }
    }
    libraryCount = libraryPaths.count
  }

  /// Which figure a mapping of `path` counts in.
  private static func kind(of path: Substring, binaryName: String) -> WritableKeyPath<Self, Int> {
    if path.isEmpty || path.hasPrefix("[heap]") || path.hasPrefix("[stack")
      || path.hasPrefix("[anon")
    {
      return \.anonymous
    }
    if path.hasPrefix("/SYSV") || path.hasPrefix("/dev/shm") || path.hasPrefix("/memfd:") {
      return \.sharedMemory
    }
    if path.contains(".so") { return \.libraries }
    if path.hasSuffix("/" + binaryName) { return \.binary }
    return \.other
  }
}
