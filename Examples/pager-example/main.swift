// Three coloured cards in an endless carousel: Right or Left (or a wheel notch) pages, the
// slideshow turns a card every 5 s, Escape quits. Built with the package; see docs/embedding.md.
import Geometry
import InfinitePager
import SDLKit

final class Card: ReusablePage { func prepareForReuse() {} }

final class Cards: InfinitePagerDataSource {
  let colors = [Color(rgb: 0xE0_6C_75), Color(rgb: 0x98_C3_79), Color(rgb: 0x61_AF_EF)]
  func numberOfPages(in pager: InfinitePager<Card>) -> Int { colors.count }
  func pager(_ pager: InfinitePager<Card>, pageAt index: Int) -> Card {
    pager.dequeueReusablePage() ?? Card()
  }
}

try SDL.initialize([.video, .events])
let window = try Window(title: "Cards", size: Size(width: 640, height: 360), flags: [])
let renderer = try Renderer(window: window, flags: .software)
let cards = Cards()
let pager = InfinitePager<Card>(viewport: Viewport(width: 640, height: 360))
pager.dataSource = cards
pager.reloadData(at: SDL.monotonicSeconds())
pager.startAutoScroll(at: SDL.monotonicSeconds())
loop: while true {
  let now = SDL.monotonicSeconds()
  let timeout = pager.isAnimating ? 1.0 / 60 : pager.nextDeadline(after: now).map { $0 - now }
  switch EventQueue.wait(timeout: timeout) {
  case .quit?: break loop
  case .key(let key)? where key.isDown && key.key == .escape: break loop
  case .key(let key)? where key.isDown: pager.step(key.key == .left ? -1 : 1, at: now)
  case .wheel(let wheel)?: pager.step(wheel.y > 0 ? -1 : 1, at: now)
  default: break
  }
  pager.update(now: SDL.monotonicSeconds())
  for page in pager.visiblePages {
    let frame = Rect(x: page.x, y: page.y, width: 640, height: 360)
    try renderer.fill(frame, with: cards.colors[page.index])
  }
  renderer.present()
}
SDL.quit()
