"""Drives the replay report in a real Chromium through chromium-driver and Selenium (Debian's
chromium, chromium-driver and python3-selenium): the DOM of a run with two failed recordings
(one with three differing frames) and one passed, then its behaviour: it loads without console
errors, every picture loads, the filter hides the passed rows, the search finds by name, the
slider moves the wipe, a timeline click shows the frame at that time, and the copy button answers;
and, with script off, every recording is shown and the filter is not.

  report_browser.py REPORT_DIR SCREENSHOT.png
"""
import os
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def expect(condition, message):
    if not condition:
        fail(message)


def browser(profile, script=True):
    options = webdriver.ChromeOptions()
    if not script:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--no-first-run", "--hide-scrollbars", f"--user-data-dir={profile}", "--window-size=1400,1600"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")), options=options)


def visible_rows(driver):
    return [row.get_attribute("data-status") for row in driver.find_elements(By.CSS_SELECTOR, "tr.recording-row")
            if row.is_displayed()]


def check_dom(driver):
    statuses = [row.get_attribute("data-status") for row in driver.find_elements(By.CSS_SELECTOR, "tr.recording-row")]
    expect(statuses == ["failed", "failed", "passed"], f"the rows' statuses are {statuses}")
    sections = driver.find_elements(By.CSS_SELECTOR, "section.recording")
    expect(len(sections) == 3, f"{len(sections)} recording sections, not 3")
    diffs = [len(section.find_elements(By.CSS_SELECTOR, "div.frame-diff")) for section in sections]
    expect(diffs[0] == 3 and diffs[2] == 0, f"differing frames per recording: {diffs}")
    strip = sections[0].find_elements(By.CSS_SELECTOR, ".filmstrip img")
    expect(len(strip) == 3, f"the filmstrip holds {len(strip)} pictures")
    expect(len(sections[1].find_elements(By.CSS_SELECTOR, "table.log tr.first")) == 1,
           "the log diff does not mark its first differing line")
    for index, section in enumerate(sections):
        expect(len(section.find_elements(By.CSS_SELECTOR, "svg.timeline-picture polyline.force")) == 1,
               f"recording {index + 1} has no force line on its timeline")
        expect(len(section.find_elements(By.CSS_SELECTOR, "a.thumb")) >= 5, f"recording {index + 1} has few thumbnails")
    markers = [marker.get_attribute("data-kind") for marker in sections[0].find_elements(By.CSS_SELECTOR, "g.marker")]
    expect("menuOpened" in markers, f"the first timeline's markers are {markers}")
    commands = [section.find_elements(By.CSS_SELECTOR, ".update code") for section in sections]
    expect([len(c) for c in commands] == [1, 1, 0], "an update command for each failure only")
    expect("--update-goldens" in commands[0][0].text, "the command does not update the goldens")
    broken = driver.execute_script(
        "return Array.from(document.images).filter(function (i) { return !i.complete || i.naturalWidth === 0; })"
        ".map(function (i) { return i.getAttribute('src'); });")
    expect(not broken, f"pictures that did not load: {broken[:5]}")


def check_behaviour(driver):
    driver.find_element(By.CSS_SELECTOR, "button.filter[data-filter='failed']").click()
    expect(visible_rows(driver) == ["failed", "failed"], f"the failed filter shows {visible_rows(driver)}")
    passed = driver.find_elements(By.CSS_SELECTOR, "section.recording[data-status='passed']")
    expect(passed and not passed[0].is_displayed(), "the failed filter leaves the passed section shown")
    driver.find_element(By.CSS_SELECTOR, "button.filter[data-filter='passed']").click()
    expect(visible_rows(driver) == ["passed"], f"the passed filter shows {visible_rows(driver)}")
    driver.find_element(By.CSS_SELECTOR, "button.filter[data-filter='all']").click()
    search = driver.find_element(By.CSS_SELECTOR, "input.search")
    search.send_keys("FIRM")
    expect(visible_rows(driver) == ["passed"], f"searching 'FIRM' shows {visible_rows(driver)}")
    search.clear()
    search.send_keys(" ")
    search.send_keys(Keys.BACKSPACE)
    expect(len(visible_rows(driver)) == 3, "clearing the search does not show every row again")

    slider = driver.find_element(By.CSS_SELECTOR, "input.wipe-control")
    over = slider.find_element(By.XPATH, "preceding-sibling::div[1]/img[@class='over']")
    before = over.value_of_css_property("clip-path")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", slider)
    slider.send_keys(Keys.HOME)
    after = over.value_of_css_property("clip-path")
    expect(slider.get_attribute("value") == "0" and before != after, f"the slider did not move the wipe: {before} -> {after}")

    section = driver.find_elements(By.CSS_SELECTOR, "section.recording")[2]
    caption = section.find_element(By.CSS_SELECTOR, "figure.preview figcaption")
    first = caption.text
    points = section.find_elements(By.CSS_SELECTOR, "svg.timeline-picture a.frame-point")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", points[-1])
    points[-1].find_element(By.TAG_NAME, "circle").click()
    step = points[-1].get_attribute("data-step")
    expect(caption.text != first and caption.text.startswith(f"frame {step} "),
           f"a click on the timeline's last frame shows '{caption.text}' (was '{first}')")

    button = driver.find_element(By.CSS_SELECTOR, "button.copy")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", button)
    button.click()
    WebDriverWait(driver, 5).until(lambda _: button.text != "copy command")
    expect(button.text in ("copied", "select the command and copy it"), f"the copy button says '{button.text}'")


def main():
    report, screenshot = os.path.abspath(sys.argv[1]), sys.argv[2]
    with tempfile.TemporaryDirectory() as profile:
        driver = browser(profile)
        try:
            driver.get("file://" + os.path.join(report, "index.html"))
            check_dom(driver)
            check_behaviour(driver)
            driver.find_element(By.CSS_SELECTOR, "button.filter[data-filter='all']").click()
            driver.execute_script("window.scrollTo(0, 0);")
            driver.save_screenshot(screenshot)
            errors = [entry for entry in driver.get_log("browser") if entry.get("level") == "SEVERE"]
            expect(not errors, f"console errors: {errors}")
        finally:
            driver.quit()
    with tempfile.TemporaryDirectory() as profile:
        driver = browser(profile, script=False)
        try:
            driver.get("file://" + os.path.join(report, "index.html"))
            shown = [s.is_displayed() for s in driver.find_elements(By.CSS_SELECTOR, "section.recording")]
            expect(shown == [True, True, True], f"without script the sections shown are {shown}")
            expect(not driver.find_element(By.CSS_SELECTOR, ".controls").is_displayed(),
                   "without script the filter that cannot work is shown")
        finally:
            driver.quit()
    print("replay report in Chromium: DOM, no console errors, filter, search, slider, timeline, copy, no script: ok")


if __name__ == "__main__":
    main()
