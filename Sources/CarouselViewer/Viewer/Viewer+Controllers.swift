import SDLKit

// MARK: - Game controllers and TV remotes

extension Viewer {
  /// Opens the controllers connected before the viewer could hear of them.
  package func openConnectedControllers() {
    for controller in GameController.connected() where controllers[controller.id] == nil {
      controllerChanged(.added(index: controller.index))
    }
  }

  /// Opens a controller that was plugged in, forgets one that went.
  func controllerChanged(_ change: ControllerDeviceEvent) {
    switch change {
    case .added(let index):
      guard let controller = try? GameController(index: index), controllers[controller.id] == nil
      else { return }
      controllers[controller.id] = controller
    case .removed(let id):
      guard controllers.removeValue(forKey: id) != nil else { return }
    }
    onControllersChanged?(controllers.values.compactMap(\.path).sorted())
  }
}
