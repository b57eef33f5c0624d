#if canImport(Glibc)
  import Glibc
#endif

/// The memory this process may use, in bytes: the least of its memory cgroups' limits, its
/// own and its ancestors' (version 2's `memory.max`, version 1's `memory.limit_in_bytes`), and
/// the machine's memory (`MemTotal`).
///
/// A photo frame is often given a share of a small board by a cgroup (`systemd-run -p
/// MemoryMax=`, a container's limit); the kernel kills what goes past it, so what Carousel keeps
/// must fit it, not the machine.
package enum MemoryLimit {
  /// What this process may use, read now; nil when nothing says (not Linux).
  package static var usable: Int? {
    usable(
      cgroups: contents(of: "/proc/self/cgroup"), meminfo: contents(of: "/proc/meminfo"),
      read: contents(of:))
  }

  /// What the process may use, from the texts of its `/proc/self/cgroup` and of
  /// `/proc/meminfo`, reading the limit files with `read` (nil: no such file).
  package static func usable(
    cgroups: String?, meminfo: String?, read: (String) -> String?
  ) -> Int? {
    let limits = limitFiles(cgroups ?? "").compactMap { read($0).flatMap(bytes(inLimit:)) }
    return (limits + [meminfo.flatMap(totalBytes(in:))].compactMap { $0 }).min()
  }

  /// The limit files of the cgroups named in `/proc/self/cgroup`'s `text` and of their
  /// ancestors, nearest first: `0::PATH` is version 2's, `N:…memory…:PATH` version 1's.
  static func limitFiles(_ text: String) -> [String] {
    text.split(separator: "\n").flatMap { line -> [String] in
      let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
      guard fields.count == 3 else { return [] }
      let folders = ancestors(of: String(fields[2]))
      if fields[0] == "0", fields[1].isEmpty {
        return folders.map { "/sys/fs/cgroup\($0)/memory.max" }
      }
      guard fields[1].split(separator: ",").contains("memory") else { return [] }
      return folders.map { "/sys/fs/cgroup/memory\($0)/memory.limit_in_bytes" }
    }
  }

  /// `path` and each folder above it, the root last as "" (`/a/b`: `/a/b`, `/a`, "").
  static func ancestors(of path: String) -> [String] {
    var parts = path.split(separator: "/").map(String.init)
    var result: [String] = []
    while !parts.isEmpty {
      result.append("/" + parts.joined(separator: "/"))
      parts.removeLast()
    }
    return result + [""]
  }

  /// A limit file's bytes; nil for none: `max` (version 2), or version 1's unlimited (a
  /// number near 2^63).
  static func bytes(inLimit text: String) -> Int? {
    let word = text.split(whereSeparator: { $0 == "\n" || $0 == " " }).first.map(String.init)
    guard let bytes = word.flatMap({ Int($0) }), bytes > 0, bytes < 1 << 62 else { return nil }
    return bytes
  }

  /// `MemTotal` of `/proc/meminfo`'s text, in bytes.
  static func totalBytes(in meminfo: String) -> Int? {
    let line = meminfo.split(separator: "\n").first { $0.hasPrefix("MemTotal:") }
    let kilobytes = line?.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    return kilobytes.map { $0 * 1024 }
  }

  /// A small file's text (these are under a page), or nil.
  private static func contents(of path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: 16_384)
    let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    return count > 0 ? String(decoding: bytes[..<count], as: UTF8.self) : nil
  }
}
