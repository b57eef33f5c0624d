import Geometry
import PictureCodecs
import PictureFiles

#if canImport(Glibc)
  import Glibc
#endif

/// The video worker: the same binary started by the viewer in a hidden mode
/// (`carousel --video-worker`), one process per clip, which decodes the clip with FFmpeg and
/// hands its frames to the viewer through shared memory (``FrameRing``).
///
/// It gets the clip's file descriptor and byte range in its first message (``VideoMessage``),
/// answers with the clip's facts and the ring, then decodes ahead of the viewer by at most the
/// ring. A clip that crashes FFmpeg, hangs it or balloons takes only this process: the viewer
/// sees the socket close or its deadline pass. It dies with the viewer, and SIGTERM ends it at
/// once (it handles no signal).
package enum VideoWorker {
  /// The hidden command-line switch, dispatched before anything else in `main`.
  package static let flag = "--video-worker"
  /// The frame, counted from 0, before whose decode the test fault switch (``WorkerFault``)
  /// strikes: after the clip opened and its first frames went to the viewer, mid-play.
  static let faultFrame = 2

  /// Runs the worker on descriptor 3 until the viewer closes it; returns the exit status.
  package static func run() -> Int32 {
    WorkerProcessSetup.dieWithParent()
    guard getppid() != 1 else { return 0 }  // the viewer died before the line above
    FileBytesGate.open()  // this process reads files (it is not the viewer)
    let limit = WorkerMemoryLimit(allowance: PipelineConstants.videoWorkerAddressSpace)
    limit.apply()
    let socket = WorkerSocket(descriptor: DecodeWorker.socketDescriptor)
    // FFmpeg is loaded before the clip is asked for: a spare worker (``VideoWorkerSpare``)
    // does it while nothing waits. Failing here is said when the clip is opened.
    VideoCodec.load()
    guard case .message(let bytes, let attached) = socket.receive() else { return 0 }
    guard let file = attached,
      case .open(let offset, let length, let box, let hardware, let name)? =
        VideoMessage.parse(bytes)
    else {
      attached.map { _ = close($0) }
      socket.send(VideoMessage.failed("the worker was asked wrongly").bytes)
      return 1
    }
    defer { close(file) }
    let session: VideoWorkerSession
    do {
      session = try VideoWorkerSession(
        file: file, offset: offset, length: length, box: box,
        hardware: hardware.trialInEnvironment)
    } catch {
      socket.send(VideoMessage.failed(error.message).bytes)
      return 0
    }
    let fault = WorkerFault.fromEnvironment()
    session.play(on: socket) { index in
      guard index == faultFrame else { return nil }
      return fault?.strike(decoding: FilePath(name), limit: limit)
    }
    return 0
  }
}
