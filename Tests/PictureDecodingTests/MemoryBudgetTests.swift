import Foundation
import Geometry
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles

/// The cache budget as one typed value: its one serialisation for a decoder worker's command
/// line, read back by one function, and the worker honouring what it was sent.
@Suite(.serialized) struct MemoryBudgetTests {
  @Test func megabytesAreMiB() {
    #expect(MemoryBudget(megabytes: 128).bytes == 134_217_728)
    #expect(MemoryBudget(bytes: 3 * 1_048_576 + 5).megabytes == 3)
    #expect(
      PipelineConstants.defaultCacheBudget.megabytes == PipelineConstants.defaultCacheMegabytes)
  }

  @Test(arguments: [0, 300, 134_217_728, MemoryBudget.largestBytes])
  func theArgumentGivesTheBudgetBack(bytes: Int) {
    let budget = MemoryBudget(bytes: bytes)
    #expect(MemoryBudget(argument: budget.argument) == budget)
  }

  @Test(arguments: ["", "-1", "+5", "12x", " 12", "1e6", String(MemoryBudget.largestBytes + 1)])
  func anythingElseIsNoBudget(argument: String) {
    #expect(MemoryBudget(argument: argument) == nil)
  }

  /// Three 8 × 4 frames take 384 bytes: a worker sent a budget of 300 shows the first frame.
  @Test func aWorkerDecodesWithinTheBudgetItWasSent() throws {
    let folder = try TemporaryFolder()
    let paths = try AnimationFiles.write(into: folder)
    for (bytes, isAnimated) in [(300, false), (384, true)] {
      let decoder = IsolatedDecoder(
        executable: CarouselProcess.executable, workerCount: 1,
        cacheBudget: MemoryBudget(bytes: bytes))
      defer { decoder.shutdown() }
      for path in paths {
        let picture = try decoder.decode(FilePath(path), fittingIn: Size(width: 8, height: 4))
        #expect((picture.animation != nil) == isAnimated, "\(bytes) bytes: \(path)")
      }
    }
  }

  /// A worker started without a budget says so and exits, rather than take a default.
  @Test func aWorkerWithoutABudgetRefusesToStart() throws {
    let result = try CarouselProcess.run([DecodeWorker.flag, "100"])
    #expect(result.status == 2)
    #expect(result.standardError.contains("no cache budget"), "\(result.standardError)")
  }

  /// Bug: in a 256 MiB cgroup the default 128 MiB cache left too little for one 30 MP PNG's
  /// decode, and the kernel killed the worker (README, "Performance": the small board).
  @Test("bug: the default cache ignored the memory limit; it takes at most a quarter")
  func defaultCacheFitsTheMemory() {
    let mebibyte = 1_048_576
    #expect(PipelineConstants.defaultCacheMegabytes(fitting: 256 * mebibyte) == 64)
    #expect(PipelineConstants.defaultCacheMegabytes(fitting: 512 * mebibyte) == 128)
    #expect(PipelineConstants.defaultCacheMegabytes(fitting: 24 << 30) == 128)
    #expect(PipelineConstants.defaultCacheMegabytes(fitting: 32 * mebibyte) == 16, "the floor")
    #expect(PipelineConstants.defaultCacheMegabytes(fitting: nil) == 128)
  }
}
