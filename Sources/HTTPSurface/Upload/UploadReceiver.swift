import SystemKit

/// One upload's body as it arrives: its parts named `file` each written to a hidden file in the
/// upload folder, bounded in size and number; other fields skipped.
///
/// A file over the size limit is refused and its hidden file removed at once, and the rest of
/// the body read on; a body that breaks the multipart format refuses the file being read and
/// ends the reading. One file part more than ``HTTPConstants/mostFilesPerUpload`` refuses the
/// whole request (``refusal``): every hidden file goes at once and the rest of the body is
/// read without being looked at, so a body of many parts costs no more than one of few.
/// Server thread only.
final class UploadReceiver {
  /// A file part, as far as it got.
  enum Entry {
    /// Being written, or written whole (``finish()`` closed it).
    case file(UploadFile)
    /// Refused: the name it was sent as, made safe, and why.
    case refused(name: String, UploadRefusal)
  }

  private(set) var entries: [Entry] = []
  private var reader: MultipartReader
  private let folder: String
  private let largestFile: Int
  /// Whether the current part is a file being written (its entry is the last).
  private var isWriting = false
  /// Why reading stopped early, if it did.
  private(set) var malformation: String?
  /// Why the whole request is refused, if it is (too many files): nothing of it is kept.
  private(set) var refusal: UploadRefusal?

  /// A receiver for a body of `contentType`, writing into `folder` files of at most
  /// `largestFile` bytes.
  /// - Throws: 415 when the body is not `multipart/form-data` with a boundary.
  init(contentType: String?, folder: String, largestFile: Int) throws(UploadRefusal) {
    guard let contentType, let boundary = MultipartReader.boundary(of: contentType) else {
      throw UploadRefusal(
        "an upload is multipart/form-data with one or more parts named 'file'", status: 415)
    }
    reader = MultipartReader(boundary: boundary)
    self.folder = folder
    self.largestFile = largestFile
  }

  /// Reads the next piece of the body.
  func read(_ bytes: [UInt8]) {
    guard malformation == nil, refusal == nil, !reader.isComplete else { return }
    do {
      for event in try reader.read(bytes) { take(event) }
    } catch {
      malformation = error.message
      refuseCurrent(UploadRefusal("the upload is not well-formed: \(error.message)", status: 400))
    }
  }

  /// The body has ended: the files written whole are closed; a body cut short refuses its
  /// last file.
  func finish() {
    guard refusal == nil else { return }
    if !reader.isComplete, malformation == nil {
      malformation = "the body ends before its closing boundary"
      refuseCurrent(UploadRefusal("the upload was cut short", status: 400))
    }
    for (index, entry) in entries.enumerated() {
      guard case .file(let file) = entry else { continue }
      do {
        try file.finish()
      } catch {
        entries[index] = .refused(name: file.name, error)
      }
    }
  }

  private func take(_ event: MultipartReader.Event) {
    guard refusal == nil else { return }  // the rest of a piece after the refusal
    switch event {
    case .part(let part):
      guard part.name == "file" else { return }
      let given = part.fileName ?? Array("upload".utf8)
      guard entries.count < HTTPConstants.mostFilesPerUpload else {
        refuseAll(
          UploadRefusal(
            "an upload takes at most \(HTTPConstants.mostFilesPerUpload) files", status: 413))
        return
      }
      do {
        entries.append(.file(try UploadFile(in: folder, sentAs: given)))
        isWriting = true
      } catch {
        entries.append(.refused(name: UploadName.safe(given), error))
      }
    case .data(let bytes):
      guard isWriting, case .file(let file) = entries.last else { return }
      guard file.size + bytes.count <= largestFile else {
        refuseCurrent(
          UploadRefusal(
            "larger than the upload limit of \(largestFile / 1_048_576) MB (--upload-max-mb)",
            status: 413))
        return
      }
      do {
        try file.write(bytes)
      } catch {
        refuseCurrent(error)
      }
    case .partEnd, .end:
      isWriting = false
    }
  }

  /// Refuses the whole request: every hidden file goes now, and nothing more is read.
  private func refuseAll(_ whole: UploadRefusal) {
    for case .file(let file) in entries { file.discard() }
    entries.removeAll()
    isWriting = false
    refusal = whole
  }

  /// Refuses the file being written, if any: its hidden file goes at once.
  private func refuseCurrent(_ refusal: UploadRefusal) {
    guard isWriting, case .file(let file) = entries.last else { return }
    isWriting = false
    entries[entries.count - 1] = .refused(name: file.name, refusal)
  }
}
