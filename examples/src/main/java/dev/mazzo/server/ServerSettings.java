package dev.mazzo.server;

/**
 * How a {@link TableServer} runs.
 *
 * @param host the address to listen on, such as {@code 127.0.0.1}
 * @param port the port, or 0 for any free one
 * @param botDelayMillis how long a bot waits before it acts, so that a person can follow
 * @param trickPauseMillis how long a finished trick (or hand) is left on the table before the next
 *     deal or bot action
 * @param seed the seed of every table's deals and bots, or null for random ones
 * @param messagesPerSecond the most messages a client may send on its socket in one second; one
 *     more closes the socket (policy violation, 1008)
 */
public record ServerSettings(
    String host,
    int port,
    long botDelayMillis,
    long trickPauseMillis,
    Long seed,
    int messagesPerSecond) {

  /** The defaults of {@code mazzo serve}'s pace: a bot delay of 800 ms, a trick pause of 1500. */
  public static final long BOT_DELAY = 800;

  /** The default trick pause, in milliseconds. */
  public static final long TRICK_PAUSE = 1500;

  /** The default most messages a client may send in one second: more than a person's clicks. */
  public static final int MESSAGES_PER_SECOND = 20;

  /** Checks the values. */
  public ServerSettings {
    if (host == null || host.isBlank()) {
      throw new IllegalArgumentException("the host is empty");
    }
    if (port < 0 || port > 65535) {
      throw new IllegalArgumentException("the port must be 0 to 65535, not " + port);
    }
    if (messagesPerSecond < 1) {
      throw new IllegalArgumentException("a client must be let send a message a second at least");
    }
    if (botDelayMillis < 0 || trickPauseMillis < 0) {
      throw new IllegalArgumentException("the bot delay and the trick pause must not be negative");
    }
  }

  /**
   * The settings of a test or a load driver: 127.0.0.1, any free port, no delay, no pause, and 1000
   * messages a second for a program that acts as fast as the bots.
   *
   * @param seed the seed, or null
   * @return the settings
   */
  public static ServerSettings fast(Long seed) {
    return new ServerSettings("127.0.0.1", 0, 0, 0, seed, 1000);
  }
}
