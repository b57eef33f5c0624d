"""The web page in a real browser: Debian's Chromium, headless, sized and touched as a phone,
driven through chromedriver (python3-selenium), against the real carousel that scripts/e2e-web
started in Xvfb.

It logs in, presses Next and sees the frame's status change, swipes the picture and sees the
frame turn, sees the picture follow the slideshow by itself (the event stream), uploads two
pictures and sees them join the carousel (live folders), turns the screen off and on, and
takes the README's screenshot.

It also sees the page name the frame's photo server (a WebDAV folder that scripts/e2e-web
serves with rclone) as reached, and, once the server is stopped and the frame reloaded, as
unreachable while the frame goes on.

Arguments: the page's address, the password, the control socket (to ask the frame itself
with `carousel --send`), the carousel binary, two pictures to upload, the upload folder,
where to write the screenshot, and the photo server's process id. Prints one line per check; exits 1 on the first failure.
"""

import json
import os
import shutil
import signal
import subprocess
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

ADDRESS, PASSWORD, CONTROL, BINARY, FIRST, SECOND, INBOX, SCREENSHOT, SOURCE_PID, CLIP = \
    sys.argv[1:11]
# How long to wait for something that should happen within a frame or a slideshow step: far
# longer than it takes; nothing here asserts a duration.
PATIENCE = 30


def check(what, condition):
    """Passes `what` when `condition` holds, else ends the run."""
    if not condition:
        print(f"e2e-web: FAIL: {what}", file=sys.stderr)
        sys.exit(1)
    print(f"e2e-web: pass: {what}")


def eventually(what, probe):
    """Waits until `probe()` is true (polling, bounded by PATIENCE), then passes `what`."""
    deadline = time.monotonic() + PATIENCE
    while time.monotonic() < deadline:
        value = probe()
        if value:
            check(what, True)
            return value
        time.sleep(0.1)
    check(what, False)


def frame_status():
    """The frame's own status, from its control socket (not the page)."""
    answer = subprocess.run(
        [BINARY, "--send", CONTROL, "status"], capture_output=True, text=True, check=False)
    return json.loads(answer.stdout) if answer.returncode == 0 else None


def text(driver, element_id):
    return driver.find_element(By.ID, element_id).text


def swipe(driver, from_x, to_x, y):
    """A finger's swipe on the page, as the phone's touchscreen sends it (DevTools protocol)."""
    steps = 8
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {
        "type": "touchStart", "touchPoints": [{"x": from_x, "y": y}]})
    for step in range(1, steps + 1):
        x = from_x + (to_x - from_x) * step / steps
        driver.execute_cdp_cmd("Input.dispatchTouchEvent", {
            "type": "touchMove", "touchPoints": [{"x": x, "y": y}]})
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def main():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--no-first-run", "--password-store=basic", "--hide-scrollbars"]:
        options.add_argument(argument)
    options.add_experimental_option("mobileEmulation", {
        "deviceMetrics": {"width": 390, "height": 844, "pixelRatio": 1, "touch": True},
        "userAgent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 "
                     "(KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36"})
    service = Service(executable_path="/usr/bin/chromedriver")
    driver = webdriver.Chrome(options=options, service=service)
    try:
        run(driver)
    finally:
        driver.quit()


def run(driver):
    driver.get(ADDRESS)
    login = driver.find_element(By.ID, "login")
    eventually("the page asks for the password", login.is_displayed)
    driver.find_element(By.ID, "password").send_keys("wrong")
    driver.find_element(By.CSS_SELECTOR, "#login button").click()
    eventually("a wrong password is said so",
               lambda: text(driver, "loginError") == "Wrong password.")
    driver.find_element(By.ID, "password").clear()
    driver.find_element(By.ID, "password").send_keys(PASSWORD)
    driver.find_element(By.CSS_SELECTOR, "#login button").click()
    frame = driver.find_element(By.ID, "frame")
    eventually("the password opens the frame's page", frame.is_displayed)
    count = frame_status()["count"]
    eventually("the page follows the frame (its event stream is open)",
               lambda: text(driver, "state") == "Following the frame")
    source = frame_status()["source"]
    check(f"the frame mirrors a photo server: {source}", (source or "").startswith("webdav "))
    eventually("the page names the photo server and says it was reached",
               lambda: text(driver, "sourceName") == source
               and text(driver, "sourceState").startswith("Reachable; last sync "))
    calendar = frame_status()["calendar"]
    check(f"the status tells the calendar's state: {calendar}",
          calendar is not None and calendar["failing"] == [])
    eventually("the page says how the calendar fares",
               lambda: text(driver, "calendarState").startswith("Calendar events in the days shown: ")
               and "; read " in text(driver, "calendarState"))

    # Next: the frame turns, and the page says where it is.
    before = frame_status()["index"]
    driver.find_element(By.ID, "next").click()
    expected = before % count + 1
    eventually(f"Next turns the frame from {before} to {expected}",
               lambda: frame_status()["index"] == expected)
    eventually("the page shows the frame's place",
               lambda: text(driver, "place").startswith(f"{frame_status()['index']} / "))

    # Pause and play: the frame's slideshow stops and goes on, and the button's icon says what
    # it does next (issue 35: the page set `.hidden` on the SVG icons, which have no such
    # property, and a paused frame showed the pause symbol beside "Play"). Before the swipe:
    # Chromium takes the first tap after a touch swipe as the end of the swipe's fling, and the
    # button never sees it (a second tap is a click), as a phone does during a fling.
    def icons():
        return [driver.find_element(By.ID, name).is_displayed()
                for name in ("playIcon", "pauseIcon")]
    check("a running slideshow shows the pause symbol alone", icons() == [False, True])
    driver.find_element(By.ID, "play").click()
    eventually("Pause stops the frame's slideshow", lambda: frame_status()["paused"])
    eventually("a paused frame shows the play symbol alone, with Play",
               lambda: icons() == [True, False] and text(driver, "playLabel") == "Play")
    driver.find_element(By.ID, "play").click()
    eventually("Play starts it again", lambda: not frame_status()["paused"])
    eventually("the pause symbol alone again, with Pause",
               lambda: icons() == [False, True] and text(driver, "playLabel") == "Pause")

    # A swipe leftwards on the picture: the next picture.
    stage = driver.find_element(By.ID, "stage").rect
    y = stage["y"] + stage["height"] / 2
    before = frame_status()["index"]
    swipe(driver, stage["x"] + stage["width"] * 0.85, stage["x"] + stage["width"] * 0.15, y)
    eventually("a swipe on the phone's picture turns the frame",
               lambda: frame_status()["index"] != before)

    # The slideshow turns by itself: the page's picture follows, through the event stream.
    shown = driver.find_element(By.ID, "picture").get_attribute("src")
    index = frame_status()["index"]
    eventually("the slideshow turns the frame by itself", lambda: frame_status()["index"] != index)
    eventually("the page's picture follows it without a touch",
               lambda: driver.find_element(By.ID, "picture").get_attribute("src") != shown)
    eventually("the new picture is on the page", lambda: driver.execute_script(
        "const p = document.getElementById('picture'); return p.complete && p.naturalWidth > 0"))

    # Two pictures from the phone: a line each, then in the carousel.
    driver.find_element(By.ID, "files").send_keys(FIRST + "\n" + SECOND)
    eventually("a line per picture says it was taken",
               lambda: len(driver.find_elements(By.CSS_SELECTOR, "#uploads li.taken")) == 2)
    names = sorted(os.listdir(INBOX))
    check(f"both landed in the upload folder, nothing else: {names}",
          names == sorted([os.path.basename(FIRST), os.path.basename(SECOND)]))
    eventually("the carousel shows them (live folders)",
               lambda: frame_status()["count"] == count + 2)

    # The screen off and on again from the phone (display off|on, issue 21's command).
    driver.find_element(By.ID, "screen").click()
    eventually("Turn off turns the frame's display off",
               lambda: frame_status()["display"] == "off")
    eventually("the page says the screen is off",
               lambda: text(driver, "screenState").startswith("The screen is off"))
    driver.find_element(By.ID, "screen").click()
    eventually("Turn on turns it on again", lambda: frame_status()["display"] == "on")
    driver.find_element(By.ID, "screenAuto").click()
    eventually("Back to the schedule hands it back",
               lambda: frame_status()["display_reason"] != "command")

    # The README's picture of the page.
    driver.find_element(By.ID, "state").click()  # no focus ring on a button
    for _ in range(2):  # the picture's box follows the height: measure again after a resize
        height = driver.execute_script("return document.documentElement.scrollHeight")
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": 390, "height": height, "deviceScaleFactor": 1, "mobile": True})
    driver.execute_script("window.scrollTo(0, 0)")
    driver.save_screenshot(SCREENSHOT)
    check(f"the page's screenshot is in {SCREENSHOT}", os.path.getsize(SCREENSHOT) > 10_000)

    # The photo server stopped, and a reload refreshes now: the page says it is unreachable,
    # and the frame goes on with what it holds.
    os.kill(int(SOURCE_PID), signal.SIGTERM)
    subprocess.run([BINARY, "--send", CONTROL, "reload"], capture_output=True, check=False)
    eventually("the page says the photo server is unreachable",
               lambda: text(driver, "sourceState").startswith("Unreachable: "))
    check("the frame still shows its pictures", frame_status()["count"] == count + 2)

    # A clip on screen: the page shows its first frame, where it is of its length (counting
    # on while it plays), and its own play and pause.
    send("pause")  # the slideshow stops; it shows a picture
    shutil.copy(CLIP, INBOX)
    eventually("the clip joins the show (live folders)",
               lambda: frame_status()["count"] == count + 3)
    send("goto " + os.path.basename(CLIP))
    eventually("the frame plays the clip",
               lambda: frame_status()["kind"] == "clip" and frame_status()["playing"])
    panel = driver.find_element(By.ID, "clipPanel")
    eventually("the page shows the clip's panel", panel.is_displayed)
    driver.find_element(By.ID, "clipPlay").click()
    eventually("Pause clip pauses the clip", lambda: frame_status()["playing"] is False)
    held = frame_status()["position"]
    check(f"before its end ({held} s)", held < 20)
    eventually("the button says Play clip", lambda: text(driver, "clipPlay") == "Play clip")
    eventually(f"the page says where it was paused ({held} s)",
               lambda: text(driver, "clipPosition")
               == f"{int(held) // 60}:{int(held) % 60:02d} / 0:20")
    eventually("its first frame is the page's picture", lambda: driver.execute_script(
        "const p = document.getElementById('picture'); return p.complete && p.naturalWidth > 0"))
    driver.find_element(By.ID, "clipPlay").click()
    eventually("Play clip plays it on", lambda: frame_status()["playing"] is True)
    eventually("the button says Pause clip", lambda: text(driver, "clipPlay") == "Pause clip")
    first = text(driver, "clipPosition")
    eventually(f"its position counts on while it plays (from {first})",
               lambda: text(driver, "clipPosition") != first)
    send("goto " + os.path.basename(FIRST))
    eventually("a picture hides the clip's panel", lambda: not panel.is_displayed())


def send(command):
    """Sends `command` to the frame's control socket."""
    subprocess.run([BINARY, "--send", CONTROL] + command.split(" ", 1), capture_output=True,
                   check=False)


if __name__ == "__main__":
    main()
