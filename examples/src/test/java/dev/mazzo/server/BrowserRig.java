package dev.mazzo.server;

/**
 * What a browser test class shares: one Chromium, one table server in memory with a fixed seed and
 * no bot delay ({@link ServerSettings#fast}), and the page driver. Started once per class and
 * closed after it, Chromium first and the server even if Chromium's close fails.
 */
final class BrowserRig implements AutoCloseable {

  final Chromium chromium;
  final TableServer server;
  final TablePage page;

  private BrowserRig(Chromium chromium, TableServer server) {
    this.chromium = chromium;
    this.server = server;
    this.page = new TablePage(chromium.driver);
  }

  /** Chromium and a server dealing from {@code seed}; Chromium is closed if the server fails. */
  static BrowserRig start(long seed) {
    Chromium chromium = Chromium.start();
    try {
      return new BrowserRig(
          chromium, new TableServer(ServerSettings.fast(seed), new MemoryStore()).start());
    } catch (RuntimeException e) {
      chromium.close();
      throw e;
    }
  }

  /**
   * Before each test: a desktop window, motion reduced, and nothing the page driver recorded or was
   * told to do by an earlier test.
   */
  void fresh() {
    chromium.size(Chromium.DESKTOP);
    chromium.reducedMotion(true);
    page.rejections.clear();
    page.cardChoices.clear();
    page.onFirstCardChoice = null;
    page.tryAnIllegalCard = false;
  }

  @Override
  public void close() {
    try {
      chromium.close();
    } finally {
      server.close();
    }
  }
}
