/// The tuning of the Trash and the actions (``FileDesk``), with unit and origin.
enum FileDeskConstants {
  /// A failed command's standard error repeated in its line, in bytes: a line, not a log —
  /// proposal.
  static let errorBytes = 300
  /// Pictures Ctrl+Z can put back, the last trashed first: a morning's weeding — proposal.
  static let undoDepth = 100
}
