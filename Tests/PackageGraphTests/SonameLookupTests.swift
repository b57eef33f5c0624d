import Foundation
import TestSupport
import Testing

/// scripts/package finds the libraries opened on demand by soname (scripts/lib/sonames.sh).
///
/// Issue 35: on a machine with many libraries it failed with exit 141 and no message, since
/// `ldconfig -p | awk '… exit'` cut the pipe and `set -o pipefail` took ldconfig's SIGPIPE for
/// a failure.
@Suite("Sonames in the loader's cache")
struct SonameLookupTests {
  static let wanted = "/usr/lib/x86_64-linux-gnu/libwanted.so.1"

  /// A folder holding a fake `ldconfig` whose cache is `lines` libraries long, the wanted one
  /// first (where the old pipe stopped reading).
  static func fakeLdconfig(lines: Int) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    let script = """
      #!/bin/sh
      exec awk 'BEGIN {
        print "\(lines + 1) libs found in cache `/etc/ld.so.cache'"'"'"
        print "\\tlibwanted.so.1 (libc6,x86-64) => \(wanted)"
        for (i = 0; i < \(lines); i++)
          printf "\\tlibfiller%d.so.0 (libc6,x86-64) => /usr/lib/libfiller%d.so.0\\n", i, i
      }'

      """
    let path = try folder.write("ldconfig", bytes: Array(script.utf8))
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    return folder
  }

  /// Runs `script` in bash under `set -euo pipefail` with `bin` first on `PATH`: its status
  /// and standard output.
  static func bash(_ script: String, bin: String) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", "set -euo pipefail\n" + script]
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = bin + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    process.environment = environment
    process.currentDirectoryURL = URL(fileURLWithPath: RepositoryPath.root)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test("a cache longer than a pipe holds: the library is found, and the script goes on")
  func largeCache() throws {
    let bin = try Self.fakeLdconfig(lines: 20_000)
    // The guard: with this cache, the old pipe fails under pipefail: SIGPIPE (128 + 13), or
    // awk's write error (2) where the test runner started with SIGPIPE ignored, which children
    // inherit and bash cannot undo.
    let old = try Self.bash(
      #"ldconfig -p | awk -v name=libwanted.so.1 '$1 == name { print $NF; exit }'"#,
      bin: bin.path)
    #expect([141, 2].contains(old.status), "the fake cache cuts the old pipe")
    let found = try Self.bash(
      "source scripts/lib/sonames.sh\nlibrary_path libwanted.so.1\necho done", bin: bin.path)
    #expect(found.status == 0)
    #expect(found.output == Self.wanted + "\ndone\n")
  }

  @Test("a soname the cache lacks is nothing, not a failure")
  func missing() throws {
    let bin = try Self.fakeLdconfig(lines: 10)
    let found = try Self.bash(
      "source scripts/lib/sonames.sh\n[ -z \"$(library_path libnone.so.9)\" ] && echo none",
      bin: bin.path)
    #expect(found.status == 0)
    #expect(found.output == "none\n")
  }

  @Test("scripts/package looks sonames up through it")
  func packageUsesIt() throws {
    let package = try String(
      contentsOfFile: RepositoryPath.appending("scripts/package"), encoding: .utf8)
    #expect(package.contains("source scripts/lib/sonames.sh"))
    #expect(!package.contains("ldconfig -p |"), "no pipe from ldconfig that can be cut")
  }
}
