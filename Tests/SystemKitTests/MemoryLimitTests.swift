import Foundation
import Testing

@testable import SystemKit

/// The memory a process may use: the least of its cgroups' limits and the machine's memory.
@Suite struct MemoryLimitTests {
  static let meminfo = "MemTotal:       24683540 kB\nMemFree:        22081064 kB\n"

  @Test("version 1: the memory controller's line, its folder and each above it")
  func version1() {
    let cgroups = "9:name=systemd:/\n4:memory:/box/frame\n3:cpuset:/\n0::/\n"
    let files = [
      "/sys/fs/cgroup/memory/box/frame/memory.limit_in_bytes": "268435456\n",
      "/sys/fs/cgroup/memory/box/memory.limit_in_bytes": "9223372036854771712\n",
      "/sys/fs/cgroup/memory/memory.limit_in_bytes": "9223372036854771712\n",
    ]
    #expect(
      MemoryLimit.limitFiles(cgroups) == [
        "/sys/fs/cgroup/memory/box/frame/memory.limit_in_bytes",
        "/sys/fs/cgroup/memory/box/memory.limit_in_bytes",
        "/sys/fs/cgroup/memory/memory.limit_in_bytes",
        "/sys/fs/cgroup/memory.max",
      ])
    #expect(
      MemoryLimit.usable(cgroups: cgroups, meminfo: Self.meminfo) { files[$0] } == 268_435_456)
  }

  @Test("version 2: a parent's limit holds for its children; max is none")
  func version2() {
    let files = [
      "/sys/fs/cgroup/user.slice/frame.scope/memory.max": "max\n",
      "/sys/fs/cgroup/user.slice/memory.max": "536870912\n",
    ]
    let usable = MemoryLimit.usable(
      cgroups: "0::/user.slice/frame.scope\n", meminfo: Self.meminfo
    ) { files[$0] }
    #expect(usable == 536_870_912)
  }

  @Test("no limit: the machine's memory; nothing readable: nil")
  func none() {
    #expect(
      MemoryLimit.usable(cgroups: "0::/\n", meminfo: Self.meminfo) { _ in nil }
        == 24_683_540 * 1024)
    #expect(MemoryLimit.usable(cgroups: nil, meminfo: nil) { _ in "1024" } == nil)
    #expect(MemoryLimit.bytes(inLimit: "garbage") == nil)
    #expect(MemoryLimit.bytes(inLimit: "0\n") == nil)
  }

  @Test("this process: at most the machine's memory, read from the real files")
  func thisProcess() throws {
    let usable = try #require(MemoryLimit.usable)
    #expect(usable > 0)
    #expect(usable <= MemoryLimit.totalBytes(in: Self.readMeminfo()) ?? 0)
  }

  static func readMeminfo() -> String {
    (try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8)) ?? ""
  }
}
