import SDLKit

// MARK: - The Trash and the actions: the picture's file, on the user's key

extension Viewer {
  /// Delete: asks on screen whether to move the picture shown to the Trash (``FileDesk``).
  func askToTrash() {
    guard let index = pager.currentIndex, index < catalog.count,
      catalog[index].kind == .picture || catalog[index].kind == .text
    else { return }
    files.ask(catalog[index])
  }

  /// Takes `event` as the answer to the confirmation on screen, if there is one.
  /// - Returns: whether it was an answer (it does nothing else).
  func answerConfirmation(_ event: InputEvent, now: Double) -> Bool {
    guard let answer = files.answer(to: event) else { return false }
    markNeedsRedraw()
    guard answer == .accept, let item = files.pending, let index = catalog.index(of: item.key)
    else {
      files.cancel()
      return true
    }
    let next = catalog.count > 1 ? catalog[(index + 1) % catalog.count].key : nil
    if let gone = files.trashPending(next: next, at: power.wall(at: now)) {
      if zoom.item == index { zoom.reset() }
      planner.apply([.remove(gone.key)], now: now)
    }
    return true
  }

  /// Per update: a confirmation whose picture is no longer the one shown (the slideshow or a
  /// command moved on) is taken away.
  func dropStaleConfirmation() {
    guard let pending = files.pending else { return }
    let shown = pager.currentIndex.flatMap { $0 < catalog.count ? catalog[$0].key : nil }
    if shown != pending.key {
      files.cancel()
      markNeedsRedraw()
    }
  }

  /// Ctrl+Z: puts the picture last moved to the Trash back, at its place, and shows it.
  func undoTrash(now: Double) {
    guard let back = files.undoTrash() else { return }
    planner.apply([.insert(back.item, before: back.next)], showing: back.item.key, now: now)
  }

  /// Runs the `[actions]` command bound to a pressed chord on the picture shown.
  /// - Returns: whether the chord has a command (the key does nothing else).
  func runCommand(for event: InputEvent) -> Bool {
    guard case .key(let key) = event else { return false }
    let path = pager.currentIndex.flatMap { $0 < catalog.count ? catalog[$0].path : nil }
    return files.runCommand(for: key, path: path)
  }
}
