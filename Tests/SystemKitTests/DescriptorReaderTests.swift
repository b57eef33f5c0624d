import Testing

@testable import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// Reading a descriptor to its end (standard input) and a file's first bytes (a password file).
@Suite("Descriptor reader")
struct DescriptorReaderTests {
  @Test("a pipe is read to its end, across reads larger than one chunk, or up to a limit")
  func readsAPipe() throws {
    let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    for limit in [Int.max, 70_001] {
      var ends: [Int32] = [0, 0]
      try #require(pipe(&ends) == 0)
      // A writer of its own: the pipe holds 64 KiB, less than the bytes.
      DetachedThread.start(name: "test-writer") { [ends] in
        bytes.withUnsafeBytes { buffer in
          var written = 0
          while written < buffer.count {
            let count = write(
              ends[1], buffer.baseAddress.map { $0 + written }, buffer.count - written)
            guard count > 0 else { break }
            written += count
          }
        }
        close(ends[1])
      }
      let read = DescriptorReader.read(ends[0], limit: limit)
      // The rest, so that the writer never writes to a closed pipe (SIGPIPE).
      let rest = DescriptorReader.read(ends[0])
      close(ends[0])
      #expect(read.count + rest.count == bytes.count)
      #expect(read == Array(bytes.prefix(limit)), "limit \(limit)")
    }
  }

  @Test("a file's first bytes; nil with errno for a file that cannot be opened")
  func readsAFilesPrefix() throws {
    let path = "/tmp/carousel-descriptor-reader-\(getpid())"
    defer { unlink(path) }
    try AtomicFile.write(Array("secret\nrest of the file".utf8), to: path)
    #expect(
      DescriptorReader.prefix(ofFile: path, limit: 4096) == Array("secret\nrest of the file".utf8))
    #expect(DescriptorReader.prefix(ofFile: path, limit: 6) == Array("secret".utf8))
    #expect(DescriptorReader.prefix(ofFile: path + "-missing", limit: 6) == nil)
    #expect(errno == ENOENT)
  }
}
