import Geometry
import PictureCodecs
import PictureFiles

#if canImport(Glibc)
  import Glibc
#endif

/// The decoder worker: the same binary started by the app in a hidden mode
/// (`carousel --decode-worker MEGAPIXELS CACHE-BYTES`, as
/// ``arguments(maximumMegapixels:cacheBudget:)`` makes it), which decodes the files the app asks
/// for, one at a time, and sends the pixels back through shared memory.
///
/// A codec that crashes, hangs or balloons on a file takes only this process with it: the app
/// sees the socket close or the deadline pass, gives the picture an error page and starts
/// another worker. The worker limits its own address space (`RLIMIT_AS`) and dies with the app.
package enum DecodeWorker {
  /// The hidden command-line switch, dispatched before anything else in `main`.
  package static let flag = "--decode-worker"
  /// The worker's end of its socket.
  static let socketDescriptor: Int32 = 3

  /// The words after ``flag`` that start a worker: the pixel limit in megapixels, then the
  /// cache budget (``MemoryBudget/argument``), which bounds one animation's frames.
  static func arguments(maximumMegapixels: Int, cacheBudget: MemoryBudget) -> [String] {
    [String(maximumMegapixels), cacheBudget.argument]
  }

  /// Runs the worker until the app closes its socket; returns the exit status (2, with one
  /// line on standard error, when `arguments` carry no cache budget).
  ///
  /// - Parameters:
  ///   - arguments: the words after ``flag``, as ``arguments(maximumMegapixels:cacheBudget:)``
  ///     makes them.
  ///   - niceness: the scheduling niceness to run at (a copy the app forks at its start runs
  ///     at its own until the first picture is shown, then the app lowers it).
  package static func run(
    arguments: [String], niceness: Int32 = PipelineConstants.workerNiceness
  ) -> Int32 {
    WorkerProcessSetup.dieWithParent()
    guard getppid() != 1 else { return 0 }  // the app died before the line above
    FileBytesGate.open()  // this process reads files (a copy of the viewer has it closed)
    let megapixels =
      arguments.first.flatMap(Int.init).map {
        min(
          max($0, PipelineConstants.maximumMegapixelsRange.lowerBound),
          PipelineConstants.maximumMegapixelsRange.upperBound)
      } ?? PipelineConstants.defaultMaximumMegapixels
    guard let cacheBudget = arguments.dropFirst().first.flatMap(MemoryBudget.init(argument:))
    else {
      // Only the app starts workers: a budget missing is a mistake to show, not to paper over.
      let words = arguments.joined(separator: " ")
      var line = "carousel \(flag): no cache budget in bytes after the pixel limit in '\(words)'\n"
      line.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
      return 2
    }
    _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness)
    let limit = WorkerMemoryLimit(maximumMegapixels: megapixels, cacheBudget: cacheBudget)
    limit.apply()
    let decoder = FileDecoder(maximumMegapixels: megapixels, cacheBudget: cacheBudget)
    let fault = WorkerFault.fromEnvironment()
    let socket = WorkerSocket(descriptor: socketDescriptor)
    let libraries = LibraryStderr()
    while case .message(let bytes, let attached) = socket.receive() {
      if let attached { close(attached) }
      guard let request = WorkerMessage.parseRequest(bytes) else { continue }
      if let failure = fault?.strike(decoding: request.path, limit: limit) {
        reply(to: socket, with: .failure(failure))
        continue
      }
      // What a library writes to stderr is caught for each request: said once with the
      // picture's decode, and dropped with its facts (the decode of the same file says it).
      answer(request, with: decoder, on: socket) { decode in
        guard let libraries else {
          fault?.speak(decoding: request.path)
          return decode()
        }
        let (outcome, said) = libraries.catching {
          fault?.speak(decoding: request.path)
          return decode()
        }
        return LibraryStderr.outcome(outcome, with: said)
      } quietly: { read in
        libraries.map { $0.catching(read).0 } ?? read()
      }
    }
    return 0
  }

  /// Does what `request` asks and replies on `socket`; a decode runs through `around` and a
  /// read of codec facts through `quietly`, which may catch what the libraries write to stderr.
  private static func answer(
    _ request: WorkerMessage.Request, with decoder: FileDecoder, on socket: WorkerSocket,
    around: (() -> Result<DecodedPicture, DecodeFailure>) -> Result<DecodedPicture, DecodeFailure>,
    quietly: (() -> CodecFacts) -> CodecFacts
  ) {
    switch request {
    case .picture(let path, let box, let region):
      reply(
        to: socket,
        with: around {
          Result { () throws(DecodeFailure) in
            try decoder.decode(path, region: region, fittingIn: box)
          }
        })
    case .thumbnail(let path, let size, let cache):
      reply(
        to: socket,
        with: around {
          Result { () throws(DecodeFailure) in
            try decoder.thumbnail(path, size: size, cache: cache)
          }
        })
    case .codecFacts(let path, let format, let byteLimit):
      reply(
        to: socket,
        with: quietly { decoder.codecFacts(of: path, format: format, byteLimit: byteLimit) })
    }
  }

  /// Sends `facts`, the Exif block in a memory file (none when memory is short).
  private static func reply(to socket: WorkerSocket, with facts: CodecFacts) {
    let file = facts.exif.flatMap(SharedBytes.file(holding:))
    socket.send(WorkerMessage.codecFacts(facts), attaching: file)
    if let file { close(file) }
  }

  private static func reply(
    to socket: WorkerSocket, with outcome: Result<DecodedPicture, DecodeFailure>
  ) {
    switch outcome {
    case .success(let picture):
      guard let file = SharedPixels.file(holding: WorkerMessage.frames(of: picture)) else {
        socket.send(WorkerMessage.failure(.decoderOutOfMemory(limitMegabytes: 0)))
        return
      }
      socket.send(WorkerMessage.picture(picture), attaching: file)
      close(file)
    case .failure(let failure):
      socket.send(WorkerMessage.failure(failure))
    }
  }
}
