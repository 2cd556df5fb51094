package dev.mazzo.server;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Debian's headless Chromium driven by its chromedriver, one per test class: skipped (a JUnit
 * assumption) where either is missing, unless {@code MAZZO_CI=1}, where that is a failure.
 */
final class Chromium implements AutoCloseable {

  static final Path BINARY = Path.of("/usr/bin/chromium");
  static final Path DRIVER = Path.of("/usr/bin/chromedriver");

  /** The phone held upright and the desktop of the layout checks. */
  static final int[] PHONE = {390, 844};

  static final int[] DESKTOP = {1366, 900};

  final ChromeDriver driver;
  private final Path profile;

  private Chromium(ChromeDriver driver, Path profile) {
    this.driver = driver;
    this.profile = profile;
  }

  /**
   * Starts Chromium, or skips the test (fails it under {@code MAZZO_CI=1}) when it is missing.
   *
   * @return the browser, at the desktop size
   */
  static Chromium start() {
    for (Path p : List.of(BINARY, DRIVER)) {
      if (!Files.isExecutable(p)) {
        String why =
            p
                + " is missing: the browser tests need Debian's chromium and chromium-driver"
                + " (apt-get install chromium chromium-driver)";
        if ("1".equals(System.getenv("MAZZO_CI"))) {
          fail(why + "; MAZZO_CI=1 forbids skipping them");
        }
        Assumptions.abort(why);
      }
    }
    Path profile;
    try {
      profile = Files.createTempDirectory("mazzo-chromium-");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    ChromeOptions options = new ChromeOptions();
    options.setBinary(BINARY.toFile());
    options.addArguments(
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
        "--hide-scrollbars",
        "--user-data-dir=" + profile,
        "--window-size=" + DESKTOP[0] + "," + DESKTOP[1]);
    // the page's console, read by the tests (driver.manage().logs().get("browser"))
    options.setCapability("goog:loggingPrefs", Map.of("browser", "ALL"));
    ChromeDriverService service =
        new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile()).build();
    ChromeDriver driver = new ChromeDriver(service, options);
    Chromium c = new Chromium(driver, profile);
    c.size(DESKTOP);
    return c;
  }

  /**
   * Makes the page's viewport exactly {@code width x height} CSS pixels (a phone is also a touch
   * screen that reports itself as mobile).
   */
  void size(int[] size) {
    boolean phone = size[0] < 700;
    driver.executeCdpCommand(
        "Emulation.setDeviceMetricsOverride",
        Map.of("width", size[0], "height", size[1], "deviceScaleFactor", 1, "mobile", phone));
  }

  /** Asks the page to behave as for a person who wants no animation (or wants it back). */
  void reducedMotion(boolean reduce) {
    driver.executeCdpCommand(
        "Emulation.setEmulatedMedia",
        Map.of(
            "features",
            List.of(
                Map.of(
                    "name",
                    "prefers-reduced-motion",
                    "value",
                    reduce ? "reduce" : "no-preference"))));
  }

  /** The page's console errors since the last call (uncaught exceptions included). */
  List<String> consoleErrors() {
    List<String> errors = new java.util.ArrayList<>();
    for (var entry : driver.manage().logs().get(org.openqa.selenium.logging.LogType.BROWSER)) {
      if (entry.getLevel().intValue() >= java.util.logging.Level.SEVERE.intValue()) {
        errors.add(entry.getMessage());
      }
    }
    return errors;
  }

  /** Saves what the viewport shows into {@code target/screenshots/NAME.png}. */
  Path screenshot(String name) {
    Path dir = Path.of(System.getProperty("basedir", ".")).resolve("target/screenshots");
    try {
      Files.createDirectories(dir);
      Path file = dir.resolve(name + ".png");
      Files.write(file, driver.getScreenshotAs(OutputType.BYTES));
      return file;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void close() {
    try {
      driver.quit();
    } finally {
      try (Stream<Path> files = Files.walk(profile)) {
        files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
      } catch (IOException e) {
        // A temporary profile left behind is harmless.
      }
    }
  }
}
