/// One request on its way to its answer: what was asked, the body read so far, and the answer
/// once known.
///
/// Made when the request's headers arrive; kept by libmicrohttpd for the request (and by the
/// server while the answer is awaited from another thread). Server thread only.
final class Exchange {
  /// Numbered from 1, so that answers from other threads find it.
  let id: Int
  let request: HTTPRequest
  let connection: MHDConnection
  /// What it asks for; nil when refused at once.
  let endpoint: Endpoint?
  /// The answer, once there is one; queued at the request's next call.
  var answer: HTTPResponse?
  /// A JSON body, read whole (at most ``HTTPConstants/longestJSONBody`` bytes).
  private(set) var body: [UInt8] = []
  /// Whether the body was longer than it may be (answered 413 once read).
  private(set) var isTooLarge = false
  /// Bytes of body read so far, and the most it may have: a body sent in chunks says no
  /// length before, and one longer than this closes the connection (a JSON body a little
  /// over its limit is still read to the end, to be answered 413).
  private(set) var bodyBytes = 0
  var largestBody = HTTPConstants.longestJSONBody * 2
  /// An upload's body, written to hidden files as it comes.
  var upload: UploadReceiver?
  /// Whether the work was started (the body is in): the next calls only queue the answer.
  var isStarted = false
  /// Whether the answer was queued: later calls have nothing to do.
  var isAnswered = false
  /// Whether the connection is suspended, waiting for ``answer``.
  var isSuspended = false
  /// An upload's verdicts, by entry: the extensions of its format, or why it is refused.
  var verdicts: [Int: Result<[String], UploadRefusal>] = [:]

  init(id: Int, request: HTTPRequest, connection: MHDConnection, endpoint: Endpoint?) {
    self.id = id
    self.request = request
    self.connection = connection
    self.endpoint = endpoint
  }

  /// Takes the next piece of the body: into the upload, or kept up to the JSON limit; false
  /// once the body is longer than ``largestBody`` (the connection is then closed).
  func receive(_ bytes: UnsafeRawBufferPointer) -> Bool {
    bodyBytes += bytes.count
    guard bodyBytes <= largestBody else { return false }
    if let upload {
      upload.read(Array(bytes))
    } else if body.count + bytes.count <= HTTPConstants.longestJSONBody {
      body += bytes
    } else {
      isTooLarge = true
    }
    return true
  }

  /// Sets the answer and, when the connection waits for it, resumes it.
  func answer(with response: HTTPResponse) {
    answer = response
    guard isSuspended else { return }
    isSuspended = false
    connection.resume()
  }

  /// Waits for the answer: the connection is suspended until ``answer(with:)``.
  func awaitAnswer() {
    guard answer == nil, !isSuspended else { return }
    isSuspended = true
    connection.suspend()
  }
}
