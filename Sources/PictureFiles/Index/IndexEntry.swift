/// One picture in the index: the stamp of the file its facts were read from, and the facts.
package struct IndexEntry: Hashable, Sendable {
  package var stamp: FileStamp
  package var facts: PictureFacts

  package init(stamp: FileStamp, facts: PictureFacts) {
    self.stamp = stamp
    self.facts = facts
  }
}
