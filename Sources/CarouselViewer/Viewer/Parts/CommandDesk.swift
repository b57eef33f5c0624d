import Control

/// Where the viewer hears from outside: the inbox other threads post their news to, and the
/// commands every surface sends (``ControlCenter``), answered in the order they came; and where
/// it publishes its status.
///
/// Signals are carried out at once: they are answered to no one, and TERM must never wait.
/// Every other command waits in line while a live start is under way (the first picture and
/// the folder's list come first, so that `status` counts every picture) and behind a `reload`
/// whose new list is not in yet, which is answered once it is, so a script that asks for
/// `status` next sees the new list. Main thread only, owned by the ``Viewer``.
final class CommandDesk {
  /// The surfaces' way in.
  let center: ControlCenter
  /// News from decode workers, the folder scan, the folder watcher and the command center.
  let inbox: Inbox<AppEvent>
  /// Commands taken from the center and not yet carried out, oldest first.
  private var backlog: [ControlRequest] = []
  /// A `reload` whose answer waits for the reload's list.
  private var awaitedReload: ControlRequest?
  /// The folders the status lists, derived when the list changes.
  var folderList = FolderList()

  init(center: ControlCenter, inbox: Inbox<AppEvent>) {
    self.center = center
    self.inbox = inbox
  }

  /// Whether a command waits for its turn or its answer.
  var isBusy: Bool { !backlog.isEmpty || awaitedReload != nil }

  /// Takes what the surfaces sent and carries out what may be carried out now.
  ///
  /// - Parameters:
  ///   - isStarting: a live start is under way: commands other than signals wait.
  ///   - execute: carries out a command and gives its reply (the viewer's one place for it).
  ///   - isRescanning: asked after a `reload`: whether its list is still to come.
  func answer(
    isStarting: Bool, execute: (ControlRequest) -> ControlReply, isRescanning: () -> Bool
  ) {
    for request in center.takeRequests() {
      if case .signal = request.origin {
        request.reply(execute(request))
      } else {
        backlog.append(request)
      }
    }
    while awaitedReload == nil, !isStarting, !backlog.isEmpty {
      let request = backlog.removeFirst()
      let reply = execute(request)
      if request.command == .reload, reply == .ok, isRescanning() {
        awaitedReload = request
      } else {
        request.reply(reply)
      }
    }
  }

  /// The awaited reload's list is in: answers it, then carries on with the commands behind it.
  func reloadArrived(execute: (ControlRequest) -> ControlReply, isRescanning: () -> Bool) {
    guard let request = awaitedReload else { return }
    awaitedReload = nil
    request.reply(.ok)
    answer(isStarting: false, execute: execute, isRescanning: isRescanning)
  }

  /// Publishes `status` to the surfaces (only a change reaches them).
  func publish(_ status: Status) {
    center.publish(status)
  }
}
