import Control
import SystemKit

// MARK: - Uploads: written, checked, renamed or removed

extension HTTPServer {
  /// The body is in: each file written whole goes to the checker; the answer waits for every
  /// verdict (``finishUploadIfChecked(_:)``).
  func check(_ exchange: Exchange) {
    guard let upload = exchange.upload, let checker else {
      exchange.answer = .error(404, "uploads are off: Carousel was started without --upload-dir")
      return
    }
    upload.finish()
    if let refusal = upload.refusal {
      reporter.warning("refused an upload from \(exchange.request.client): \(refusal.reason)")
      exchange.answer = .error(refusal.status, refusal.reason)
      return
    }
    let id = exchange.id
    var asked = false
    for (index, entry) in upload.entries.enumerated() {
      guard case .file(let file) = entry else { continue }
      asked = true
      checker.check(file.temporaryPath, sentAs: file.name) { [self] verdict in
        post(.verdict(exchange: id, entry: index, verdict))
      }
    }
    if !asked { exchange.answer = uploadAnswer(exchange) }
  }

  /// Once every file has its verdict: the pictures renamed to their names, the others removed,
  /// and the answer made.
  func finishUploadIfChecked(_ exchange: Exchange) {
    guard let upload = exchange.upload else { return }
    let files = upload.entries.indices.filter {
      if case .file = upload.entries[$0] { true } else { false }
    }
    guard files.allSatisfy({ exchange.verdicts[$0] != nil }) else { return }
    exchange.answer(with: uploadAnswer(exchange))
  }

  /// The answer to an upload: `{"files":[…]}`, a line per file part.
  ///
  /// Each line says taken, with the name it got, or refused, with why. 200 when one was taken;
  /// otherwise the first refusal's status (400 when there was no file at all).
  private func uploadAnswer(_ exchange: Exchange) -> HTTPResponse {
    guard let upload = exchange.upload else { return .error(400, "no upload") }
    if let malformation = upload.malformation, upload.entries.isEmpty {
      return .error(400, "the upload is not well-formed: \(malformation)")
    }
    guard !upload.entries.isEmpty else {
      return .error(400, "an upload needs one or more parts named 'file'")
    }
    var lines: [String] = []
    var firstRefusal: Int?
    var taken = 0
    for (index, entry) in upload.entries.enumerated() {
      let outcome = keep(entry, verdict: exchange.verdicts[index])
      switch outcome {
      case .success(let saved):
        taken += 1
        lines.append(
          "{\"name\":\(JSONString.quote(saved.name)),\"taken\":true,"
            + "\"savedAs\":\(JSONString.quote(saved.savedAs))}")
        reporter.notice("\(exchange.request.client) added \(saved.savedAs)")
      case .failure(let refusal):
        firstRefusal = firstRefusal ?? refusal.refusal.status
        lines.append(
          "{\"name\":\(JSONString.quote(refusal.name)),\"taken\":false,"
            + "\"reason\":\(JSONString.quote(refusal.refusal.reason))}")
        reporter.warning(
          "refused \(refusal.name.debugDescription) from "
            + "\(exchange.request.client): \(refusal.refusal.reason)")
      }
    }
    let status = taken > 0 ? 200 : (firstRefusal ?? 400)
    return .json("{\"files\":[" + lines.joined(separator: ",") + "]}", status: status)
  }

  /// A file taken: the name it was sent as (made safe) and the one it got.
  private struct Saved {
    let name: String
    let savedAs: String
  }

  /// A file refused: its name and why.
  private struct Refused: Error {
    let name: String
    let refusal: UploadRefusal
  }

  /// Renames a file the checker took; anything else is refused (its hidden file goes with
  /// the exchange).
  private func keep(_ entry: UploadReceiver.Entry, verdict: Result<[String], UploadRefusal>?)
    -> Result<Saved, Refused>
  {
    switch entry {
    case .refused(let name, let refusal): return .failure(Refused(name: name, refusal: refusal))
    case .file(let file):
      do throws(UploadRefusal) {
        guard let verdict else { throw UploadRefusal("not checked", status: 500) }
        let extensions = try verdict.get()
        return .success(Saved(name: file.name, savedAs: try file.keep(extensions: extensions)))
      } catch {
        file.discard()  // gone before the answer says it was refused
        return .failure(Refused(name: file.name, refusal: error))
      }
    }
  }
}
