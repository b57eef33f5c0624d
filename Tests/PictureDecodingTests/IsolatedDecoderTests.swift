import Foundation
import Geometry
import Synchronization
import SystemKit
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles

#if canImport(Glibc)
  import Glibc
#endif

/// Decoding in worker processes: the same pixels as in this process, and a worker that crashes,
/// hangs or balloons costs one picture; the next one decodes in a fresh worker.
@Suite(.serialized) struct IsolatedDecoderTests {
  static let box = Size(width: 64, height: 64)

  /// A folder with a good picture and one named to trigger the fault switch.
  static func pictures() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try writeSolidPNG(folder.file("good.png"), size: Size(width: 40, height: 30), argb: 0xFFFF_FFFF)
    try writeSolidPNG(folder.file("bad.png"), size: Size(width: 8, height: 8), argb: 0xFFFF_FFFF)
    return folder
  }

  static func decoder(
    fault: String? = nil, deadline: Double = 60, stop: StopSignal = StopSignal(),
    megapixels: Int = 100
  ) -> IsolatedDecoder {
    IsolatedDecoder(
      executable: CarouselProcess.executable, workerCount: 1, maximumMegapixels: megapixels,
      cacheBudget: MemoryBudget(megabytes: 16), deadline: deadline, stop: stop,
      environment: fault.map { ["\(WorkerFault.variable)=\($0)"] } ?? [])
  }

  static func decode(_ decoder: IsolatedDecoder, _ path: String) -> Result<
    DecodedPicture, DecodeFailure
  > {
    Result { () throws(DecodeFailure) -> DecodedPicture in
      try decoder.decode(FilePath(path), fittingIn: box)
    }
  }

  @Test func workerGivesTheSamePixelsAsThisProcess() throws {
    let folder = try Self.pictures()
    let decoder = Self.decoder()
    defer { decoder.shutdown() }
    let isolated = try Self.decode(decoder, folder.file("good.png")).get()
    let local = try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget).decode(
      FilePath(folder.file("good.png")), fittingIn: Self.box)
    #expect(isolated == local)
    // The backdrop is made in the worker and crosses with the pixels: 64×64 is square.
    #expect(isolated.backdrop?.size == Size(width: 32, height: 32))
    #expect(
      Self.decode(decoder, folder.file("missing.png")).failureValue == .vanished)
  }

  @Test(arguments: ["crash", "balloon"])
  func aFailingWorkerCostsOnePicture(_ fault: String) throws {
    let folder = try Self.pictures()
    // A small pixel limit keeps the balloon's allowance (and this test's memory) small.
    let decoder = Self.decoder(fault: "\(fault):bad", megapixels: 1)
    defer { decoder.shutdown() }
    let failure = Self.decode(decoder, folder.file("bad.png")).failureValue
    switch (fault, failure) {
    case ("crash", .decoderCrashed(let how)?):
      #expect(how == (Environment.sanitizer == nil ? "segmentation fault" : how))
    case ("balloon", .decoderOutOfMemory(let limit)?): #expect(limit > 0 && limit < 400)
    case ("balloon", .decoderCrashed?) where Environment.sanitizer != nil:
      break  // the sanitizer's runtime ran out of room under the limit before the codec did
    default: Issue.record("\(fault): \(String(describing: failure))")
    }
    for _ in 0..<2 {  // a fresh worker takes the next pictures
      let picture = try Self.decode(decoder, folder.file("good.png")).get()
      #expect(picture.originalSize == Size(width: 40, height: 30))
    }
  }

  @Test func aHangingWorkerIsStoppedAtTheDeadline() throws {
    let folder = try Self.pictures()
    let decoder = Self.decoder(fault: "hang:bad", deadline: 0.2)
    defer { decoder.shutdown() }
    #expect(
      Self.decode(decoder, folder.file("bad.png")).failureValue == .decoderGaveUp(seconds: 0))
    let picture = try Self.decode(decoder, folder.file("good.png")).get()
    #expect(picture.originalSize == Size(width: 40, height: 30))
  }

  /// Returns once `count` workers of `decoder` are lent to decodes, blocking on its condition;
  /// throws ``WaitTimeout`` naming the workers busy when they are not within the usual wait.
  static func waitForBusyWorkers(_ count: Int, of decoder: IsolatedDecoder) throws {
    let deadline = Deadline(secondsFromNow: WaitTimeout.defaultSeconds)
    guard decoder.waitForBusyWorkers(count, until: deadline) else {
      throw WaitTimeout(
        "\(count) decodes in flight (busy: \(decoder.busyWorkers))",
        seconds: WaitTimeout.defaultSeconds)
    }
  }

  /// Regression: a decode asked while every worker was busy failed at once ("no decoder process
  /// is running"), so the MQTT image of the first picture, asked while the pipeline decoded its
  /// neighbours, was never made; it now waits for a worker.
  @Test func aDecodeWhileEveryWorkerIsBusyWaitsForOne() throws {
    let folder = try Self.pictures()
    // The deadline only ends the hang; the second decode is asked long before it.
    let decoder = Self.decoder(fault: "hang:bad", deadline: 1)
    defer { decoder.shutdown() }
    _ = try Self.decode(decoder, folder.file("good.png")).get()  // the worker is up
    let hung = Locked<DecodeFailure?>(nil)
    let bad = folder.file("bad.png")
    let hanging = Thread { hung.withLock { $0 = Self.decode(decoder, bad).failureValue } }
    hanging.start()
    try Self.waitForBusyWorkers(1, of: decoder)
    let picture = try Self.decode(decoder, folder.file("good.png")).get()
    #expect(picture.originalSize == Size(width: 40, height: 30))
    try waitUntil("the hanging decode ended", in: hung) { $0 != nil }
    #expect(hung.withLock { $0 } == .decoderGaveUp(seconds: 1))
  }

  /// The stop ends a decode stuck in a worker at once, long before its deadline (a day).
  @Test func stopEndsAHangingDecode() throws {
    let folder = try Self.pictures()
    let stop = StopSignal()
    let decoder = Self.decoder(fault: "hang:bad", deadline: 86_400, stop: stop)
    defer { decoder.shutdown() }
    _ = try Self.decode(decoder, folder.file("good.png")).get()  // the worker is up
    let stopper = Thread { stop.stop() }
    stopper.start()
    #expect(Self.decode(decoder, folder.file("bad.png")).failureValue == .stopped)
  }

  /// Regression: a worker kept a pipe of the app open, and the app's read on it never ended.
  ///
  /// libdbus's autolaunch, inside `SDL_Init`, reads a child's output through a pipe made
  /// without `O_CLOEXEC` while the workers start on another thread; a worker started then kept
  /// the pipe's write end, and `SDL_Init` waited forever (an e2e run hung). Workers are now
  /// spawned closing every descriptor beyond their socket: no worker holds the pipe.
  ///
  /// The workers' descriptors are read in `/proc`: whether the pipe reads as ended depended on
  /// every other child of this test process, and programs other tests started at the same
  /// moment (taskset, ImageMagick) inherited it and kept it open for a while.
  @Test func workersKeepNoPipeOfTheAppOpen() throws {
    let folder = try Self.pictures()
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)  // without O_CLOEXEC, as libdbus makes it
    defer { ends.forEach { close($0) } }
    var about = stat()
    #expect(fstat(ends[0], &about) == 0)
    let decoder = Self.decoder()
    defer { decoder.shutdown() }
    _ = try Self.decode(decoder, folder.file("good.png")).get()  // the worker has started
    let workers = Self.workerChildren()
    #expect(!workers.isEmpty, "no decoder worker among this process's children")
    for worker in workers {
      let held = Self.descriptorTargets(of: worker).filter { $0 == "pipe:[\(about.st_ino)]" }
      #expect(held.isEmpty, "worker \(worker) holds the app's pipe")
    }
  }

  /// The decoder workers among this process's children (their command line has the worker's
  /// flag).
  static func workerChildren() -> [pid_t] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { Int32($0) }.filter { pid in
      guard let stat = ProcFile.text("/proc/\(pid)/stat"),
        let close = stat.lastIndex(of: ")")
      else { return false }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      guard fields.count > 1, Int32(fields[1]) == getpid() else { return false }
      let line = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
      return line.split(separator: 0).contains { Array($0) == Array(DecodeWorker.flag.utf8) }
    }
  }

  /// What each open descriptor of `pid` is (`readlink` of `/proc/PID/fd/N`: a path,
  /// `pipe:[INODE]`, `socket:[INODE]`).
  static func descriptorTargets(of pid: pid_t) -> [String] {
    let folder = "/proc/\(pid)/fd"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.compactMap {
      try? FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/\($0)")
    }
  }

  /// Bug: a worker died with the thread that started it, which ended right after.
  ///
  /// `PR_SET_PDEATHSIG` follows threads: under load a worker that had set up its death signal
  /// before that thread ended was killed, and the first picture showed "the decoder crashed
  /// (killed)". Workers now start on the decoder's own thread: a decoder made on a thread that
  /// has ended since still decodes.
  @Test func workersOutliveTheThreadThatMadeTheDecoder() throws {
    let folder = try Self.pictures()
    let good = folder.file("good.png")
    let state = Mutex<IsolatedDecoder?>(nil)
    // Returns once the thread has ended (a worker would die with it: PR_SET_PDEATHSIG).
    Self.runOnAThreadThatEnds {
      let decoder = Self.decoder()
      // One decode: its worker has started and asked to die with its parent.
      _ = try? Self.decode(decoder, good).get()
      state.withLock { $0 = decoder }
    }
    let decoder = try #require(state.withLock { $0 })
    defer { decoder.shutdown() }
    #expect((try? Self.decode(decoder, folder.file("good.png")).get()) != nil)
  }

  /// Runs `body` on a thread of its own and returns once that thread has ended (joined).
  static func runOnAThreadThatEnds(_ body: @escaping @Sendable () -> Void) {
    final class Body {
      let run: @Sendable () -> Void
      init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
    let box = Unmanaged.passRetained(Body(body))
    var thread = pthread_t()
    let made = pthread_create(
      &thread, nil,
      { argument in
        guard let argument else { return nil }
        Unmanaged<Body>.fromOpaque(argument).takeRetainedValue().run()
        return nil
      }, box.toOpaque())
    guard made == 0 else {
      box.release()
      Issue.record("no thread (\(made))")
      return
    }
    pthread_join(thread, nil)
  }

  /// The 57-byte PNG whose chunk claims 1 GiB fails in the worker too, and the worker goes on.
  @Test func hostilePNGInAWorker() throws {
    let folder = try Self.pictures()
    try folder.write(HostilePNGTests.gigabyteChunk("tEXt"), to: "chunk.png")
    let decoder = Self.decoder()
    defer { decoder.shutdown() }
    guard case .corrupt(.png, _)? = Self.decode(decoder, folder.file("chunk.png")).failureValue
    else {
      Issue.record("expected a corrupt-PNG error")
      return
    }
    #expect((try? Self.decode(decoder, folder.file("good.png")).get()) != nil)
  }
}

extension Result {
  /// The failure, or nil on success.
  var failureValue: Failure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
}
