package dev.mazzo.protocol;

import dev.mazzo.codec.JsonOut;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Match;
import dev.mazzo.game.Rejection;
import io.vavr.control.Option;
import java.io.BufferedReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.io.Writer;

/**
 * The in-process referee of protocol.md ({@code mazzo referee}): it holds matches by id and answers
 * JSON Lines requests, one compact JSON line per request. A host embedding it in a JVM server gives
 * every request line to {@link #handle(String)}; each request may name its match with {@code
 * "match":"t17"} (a string of 1 to 64 characters the client chooses), and one without {@code
 * "match"} (or with {@code "match":null}) addresses the default match, so that a client of one
 * match is answered exactly as before (issue 27).
 *
 * <table>
 *   <caption>Requests and answers</caption>
 *   <tr><th>request</th><th>answer</th></tr>
 *   <tr><td>{@code {"cmd":"new","variant":"briscola-2p","options":{…}}}</td>
 *       <td>{@code {"ok":true,"state":SUMMARY}}; {@code options} may be omitted</td></tr>
 *   <tr><td>{@code {"cmd":"act","action":ACTION}}</td>
 *       <td>{@code {"ok":true,"events":[…],"state":SUMMARY}} (with {@code "answer":"short"}:
 *       {@code {"ok":true,"events":[…],"phase":…,"toAct":…}}, issue 27), or
 *       {@code {"ok":false,"error":REJECTION,"state":SUMMARY}} with the match unchanged</td></tr>
 *   <tr><td>{@code {"cmd":"view","seat":N}}</td>
 *       <td>{@code {"ok":true,"view":VIEW,"events":[…]}}</td></tr>
 *   <tr><td>{@code {"cmd":"variants"}}</td>
 *       <td>{@code {"ok":true,"variants":[…]}}</td></tr>
 *   <tr><td>{@code {"cmd":"close","match":"t17"}}</td>
 *       <td>{@code {"ok":true}}: the match is forgotten</td></tr>
 *   <tr><td>{@code {"cmd":"list"}}</td>
 *       <td>{@code {"ok":true,"matches":[{"match":"t17","variant":…,"phase":…},…]}}, in the order
 *       they were opened; the default match has {@code "match":null}</td></tr>
 *   <tr><td>{@code {"cmd":"record","match":"t17","seat":N}}</td>
 *       <td>{@code {"ok":true,"record":RECORD}} (docs/records.md): the whole record without
 *       {@code seat}, what seat N may know with it, what a spectator may know with
 *       {@code "seat":null}</td></tr>
 *   <tr><td>{@code {"cmd":"load","match":"t17","record":RECORD}}</td>
 *       <td>as {@code new}, with the state after the record's last action; a record whose action
 *       <i>k</i> does not replay is answered with its code and "Action <i>k</i> (…): …", and
 *       nothing is opened</td></tr>
 * </table>
 *
 * <p>{@code new} and {@code load} on an open id replace that match. A request on an id that is not
 * open is answered {@code UNKNOWN_MATCH}, and a {@code new} or {@code load} that would open more
 * than {@link #maxMatches()} matches (the default one included) {@code TOO_MANY_MATCHES}: these
 * codes are the referee's own, not a game's {@link Rejection.Code}.
 *
 * <p>Anything else — text that is not JSON, an unknown {@code cmd}, a field the request does not
 * have, a missing field or one of the wrong JSON type, an unknown variant or option, {@code act} or
 * {@code view} before {@code new} — is answered {@code
 * {"ok":false,"error":{"code":"MALFORMED","message":"…"}}} (with the match's {@code state} for
 * {@code act}), and the match is unchanged: a rejected {@code new} keeps the previous match.
 *
 * <h2>Lines</h2>
 *
 * <p>{@link #run run} reads one request per line. A line ends at {@code \n} only; a {@code \r}
 * right before the {@code \n} is dropped with it, so {@code \r\n} works too, and a {@code \r}
 * anywhere else is part of the line (between JSON tokens it is white space; inside a string it is a
 * control character the JSON must escape). The last line needs no line break.
 *
 * <p>A line may be at most {@link #maxLineBytes()} bytes long in UTF-8, not counting its line
 * ending: 1 MiB ({@value #DEFAULT_MAX_LINE_BYTES} bytes) unless the referee was made with another
 * limit. A longer line is answered once with {@code MALFORMED} ("The line is longer than the limit
 * of 1048576 bytes, so it was skipped unread") and skipped: it is read on to its end in chunks and
 * thrown away, never held in memory whole, and the next line is answered as usual. {@link
 * #handle(String)} applies the same limit to the line it is given.
 *
 * <p>A line within the limit is held whole while it is answered, so the limit is checked against
 * the JVM's heap when the referee is made: a limit whose longest line the heap cannot hold ({@link
 * #memoryFor(int)}, about ten bytes of heap per byte of line) is refused with a sentence that says
 * which limit would do ({@link #refusal}), instead of a referee that a long line would end with
 * {@link OutOfMemoryError}. A line holds at most one JSON value, field name or bracket for every 16
 * bytes of the limit, and never fewer than 10,000 (65,536 at 1 MiB: a {@code load} of the longest
 * match's record needs about 20,000), so that no line of the limit makes a tree much bigger than
 * itself. The open matches take heap besides (a few KiB each, more as a match goes on: each keeps
 * its states for undo).
 *
 * <p>A referee is not thread-safe: one conversation drives it.
 */
public final class Referee {

  /** The longest request line by default, in UTF-8 bytes without the line ending: 1 MiB. */
  public static final int DEFAULT_MAX_LINE_BYTES = 1 << 20;

  /**
   * The shortest line limit {@link #Referee()} takes in a small heap: 64 KiB, far more than a
   * request needs (the longest, a deal of a two-deck variant, is under 2 KiB).
   */
  public static final int SMALLEST_DEFAULT = 1 << 16;

  /**
   * The memory the referee needs besides its lines: the catalog, the match, the parser (measured
   * about 12 MiB; twice that for safety).
   */
  static final long BASE_MEMORY = 24L << 20;

  /**
   * The memory a line needs per UTF-8 byte of the limit, at most: the line read (up to 4 bytes a
   * character while it is read, 2 once read), the parser's copy of its longest string and that
   * string in the tree (2 bytes a character each, and as much again while the copy grows).
   */
  static final int MEMORY_PER_LINE_BYTE = 10;

  /**
   * The most matches a referee holds open by default ({@link #Referee()}, issue 27), where the heap
   * holds them ({@link #defaultMatches}).
   */
  public static final int DEFAULT_MAX_MATCHES = 10_000;

  /**
   * The heap an open match may take, at most: its states and its record (each match keeps its
   * states for undo). Measured (benchmarks/README.md) up to 74 KB for a whole match played to its
   * end (briscola-chiamata-5p, the heaviest id), 14 KB in briscola-2p; 128 KiB for safety.
   */
  public static final int MEMORY_PER_MATCH = 128 << 10;

  private final int maxLineBytes;
  private final Matches matches;
  private final Dispatch dispatch;

  /** Where {@link #handle(String)} writes its answers. */
  private final JsonOut scratch = new JsonOut();

  /**
   * A referee with no match yet, and lines of at most {@link #DEFAULT_MAX_LINE_BYTES}: the first
   * request that creates a match is {@code new}. It never refuses: in a heap too small for lines of
   * 1 MiB (under 34 MiB, {@link #memoryFor(int)}) its limit is the longest line the heap holds, and
   * never less than {@value #SMALLEST_DEFAULT} bytes ({@link #defaultLimit(long)}).
   */
  public Referee() {
    this(
        defaultLimit(Runtime.getRuntime().maxMemory()),
        Long.MAX_VALUE,
        defaultMatches(
            Runtime.getRuntime().maxMemory(), defaultLimit(Runtime.getRuntime().maxMemory())));
  }

  /**
   * A referee as {@link #Referee()}, with its own cap on open matches.
   *
   * @param maxMatches the most matches it holds open at once (the default match counts)
   * @return the referee
   * @throws IllegalArgumentException when the cap is less than 1, or more matches than the heap
   *     holds ({@link #refusal(int, int, long)})
   */
  public static Referee withMaxMatches(int maxMatches) {
    long heap = Runtime.getRuntime().maxMemory();
    return new Referee(defaultLimit(heap), heap, maxMatches);
  }

  /**
   * The cap on open matches of {@link #Referee()} and {@link #Referee(int)} in a heap of this size:
   * {@value #DEFAULT_MAX_MATCHES}, or as many as the heap holds besides the lines ({@link
   * #matchesFor}), so that open matches cannot end the referee with {@link OutOfMemoryError}.
   *
   * @param heap the most memory, in bytes, such as {@link Runtime#maxMemory()}
   * @param maxLineBytes the line limit
   * @return the cap, at least 1
   */
  public static int defaultMatches(long heap, int maxLineBytes) {
    return Math.min(DEFAULT_MAX_MATCHES, matchesFor(heap, maxLineBytes));
  }

  /**
   * The most matches a heap of this size holds open besides what lines of this limit need: {@link
   * #MEMORY_PER_MATCH} each ({@link #memoryFor(int, int)}), and never fewer than 1.
   *
   * @param heap the most memory, in bytes
   * @param maxLineBytes the line limit
   * @return the most matches
   */
  public static int matchesFor(long heap, int maxLineBytes) {
    long matches = (heap - memoryFor(maxLineBytes)) / MEMORY_PER_MATCH;
    return (int) Math.max(1, Math.min(Integer.MAX_VALUE, matches));
  }

  /**
   * The memory a referee needs for lines of this limit and this many open matches.
   *
   * @param maxLineBytes the line limit
   * @param maxMatches the cap on open matches
   * @return {@link #memoryFor(int)} and {@link #MEMORY_PER_MATCH} for each match, in bytes
   */
  public static long memoryFor(int maxLineBytes, int maxMatches) {
    return memoryFor(maxLineBytes) + (long) MEMORY_PER_MATCH * Math.max(0, maxMatches);
  }

  /**
   * The line limit of {@link #Referee()} in a heap of this size: {@link #DEFAULT_MAX_LINE_BYTES}
   * where the heap holds it, else the longest line it holds ({@link #largestLineFor(long)}), but
   * never less than {@value #SMALLEST_DEFAULT} bytes, which every request of the protocol fits in.
   *
   * @param heap the most memory, in bytes, such as {@link Runtime#maxMemory()}
   * @return the limit in UTF-8 bytes
   */
  public static int defaultLimit(long heap) {
    return Math.max(SMALLEST_DEFAULT, Math.min(DEFAULT_MAX_LINE_BYTES, largestLineFor(heap)));
  }

  /**
   * A referee with no match yet and its own line limit.
   *
   * @param maxLineBytes the longest request line it reads, in UTF-8 bytes without the line ending
   * @throws IllegalArgumentException when the limit is less than 1, or when the JVM's heap ({@link
   *     Runtime#maxMemory()}) cannot hold what a line of this length needs ({@link
   *     #memoryFor(int)}): the message says which limit, or which heap, would do ({@link #refusal})
   */
  public Referee(int maxLineBytes) {
    this(maxLineBytes, Runtime.getRuntime().maxMemory());
  }

  /**
   * A referee with no match yet, its own line limit and its own cap on open matches.
   *
   * @param maxLineBytes the longest request line it reads, in UTF-8 bytes without the line ending
   * @param maxMatches the most matches it holds open at once (the default match counts); a {@code
   *     new} or {@code load} that would open one more is answered {@code TOO_MANY_MATCHES}
   * @throws IllegalArgumentException when the cap is less than 1, as {@link #Referee(int)} for the
   *     line limit, or when the heap cannot hold so many matches ({@link #refusal(int, int, long)})
   */
  public Referee(int maxLineBytes, int maxMatches) {
    this(maxLineBytes, Runtime.getRuntime().maxMemory(), maxMatches);
  }

  /**
   * A referee with its own line limit, checked against a heap of this size.
   *
   * @param maxLineBytes the longest request line it reads
   * @param heap the most memory the referee may use, in bytes
   */
  Referee(int maxLineBytes, long heap) {
    this(maxLineBytes, heap, defaultMatches(heap, maxLineBytes));
  }

  private Referee(int maxLineBytes, long heap, int maxMatches) {
    if (maxMatches < 1) {
      throw new IllegalArgumentException(
          "A referee must hold at least 1 match at once, not " + maxMatches);
    }
    Option<String> refused = refusal(maxLineBytes, maxMatches, heap);
    if (refused.isDefined()) {
      throw new IllegalArgumentException(refused.get());
    }
    this.maxLineBytes = maxLineBytes;
    JsonText text = new JsonText(JsonText.tokensFor(maxLineBytes));
    this.matches = new Matches(maxMatches);
    this.dispatch = new Dispatch(text, new MatchRequests(matches));
  }

  /**
   * The memory a referee needs to answer every line of this limit, whatever the line holds: its
   * own, and ten bytes for each byte of the limit (a line is parsed into a tree, and its longest
   * string is copied while it is read); 34 MiB for the default limit of 1 MiB.
   *
   * @param maxLineBytes a line limit in UTF-8 bytes
   * @return the heap it needs, in bytes
   */
  public static long memoryFor(int maxLineBytes) {
    return BASE_MEMORY + (long) MEMORY_PER_LINE_BYTE * Math.max(0, maxLineBytes);
  }

  /**
   * The longest line limit a heap of this size can hold ({@link #memoryFor(int)}): the limit a
   * referee in a JVM started with {@code -Xmx64m} may have, for one.
   *
   * @param heap the most memory, in bytes, such as {@link Runtime#maxMemory()}
   * @return the longest limit in UTF-8 bytes; 0 when the heap cannot hold the referee at all
   */
  public static int largestLineFor(long heap) {
    long lines = (heap - BASE_MEMORY) / MEMORY_PER_LINE_BYTE;
    return (int) Math.max(0, Math.min(Integer.MAX_VALUE, lines));
  }

  /**
   * Why a referee cannot have this line limit, in a sentence that says what would do: a limit under
   * 1 byte, or one whose longest line this heap cannot hold ({@link #memoryFor(int)}), so that such
   * a line would end the referee with {@link OutOfMemoryError} instead of being answered.
   *
   * @param maxLineBytes the line limit asked for, in UTF-8 bytes
   * @param heap the most memory the referee may use, such as {@link Runtime#maxMemory()}
   * @return the sentence; none when the limit is fine
   */
  public static Option<String> refusal(int maxLineBytes, long heap) {
    return HeapBudget.lineRefusal(maxLineBytes, heap);
  }

  /**
   * Why a referee cannot have this line limit and this cap on open matches: as {@link #refusal(int,
   * long)} for the limit, or a cap of more matches than the heap holds besides its lines ({@link
   * #matchesFor}), so that open matches would end the referee with {@link OutOfMemoryError}; the
   * sentence says which cap, or which heap, would do.
   *
   * @param maxLineBytes the line limit asked for
   * @param maxMatches the cap on open matches asked for
   * @param heap the most memory the referee may use
   * @return the sentence; none when both are fine
   */
  public static Option<String> refusal(int maxLineBytes, int maxMatches, long heap) {
    Option<String> line = refusal(maxLineBytes, heap);
    return line.isDefined() || maxMatches <= matchesFor(heap, maxLineBytes)
        ? line
        : Option.some(HeapBudget.matchRefusal(maxLineBytes, maxMatches, heap));
  }

  /**
   * The longest request line this referee reads.
   *
   * @return the limit in UTF-8 bytes, not counting the line ending
   */
  public int maxLineBytes() {
    return maxLineBytes;
  }

  /**
   * The most matches this referee holds open at once.
   *
   * @return the cap, {@value #DEFAULT_MAX_MATCHES} unless the referee was made with another
   */
  public int maxMatches() {
    return matches.max();
  }

  /**
   * The default match, which requests without {@code "match"} address.
   *
   * @return its current state, or none before its first accepted {@code new} or {@code load} (and
   *     after its {@code close})
   */
  public Option<GameState> state() {
    return match(null).map(Match::state);
  }

  /**
   * An open match: its state and its record.
   *
   * @param id the match's id as requests give it in {@code "match"}, or {@code null} for the
   *     default match
   * @return the match, or none when no match of this id is open
   */
  public Option<Match<GameState>> match(String id) {
    return matches.get(id);
  }

  /**
   * Answers one request line. It never throws for bad input: every request the protocol does not
   * accept gets a MALFORMED (or more precise) answer and leaves the match unchanged.
   *
   * @param line one request, a JSON object (null and blank lines are answered MALFORMED, and so is
   *     a line over {@link #maxLineBytes()})
   * @return exactly one answer, compact JSON without a line break
   */
  public String handle(String line) {
    if (line != null && LineReader.utf8Length(line) > maxLineBytes) {
      return Json.write(Dispatch.tooLong(maxLineBytes));
    }
    scratch.reset();
    dispatch.answer(line).writeTo(scratch);
    return scratch.text();
  }

  /** The answer to a line read by {@link LineReader}. */
  private Answer answer(LineReader.Line line) {
    // The reader measured the line already.
    return line.tooLong()
        ? Answer.of(Dispatch.tooLong(maxLineBytes))
        : dispatch.answer(line.text());
  }

  /**
   * Runs the line protocol until the end of input: one answer per request line, each followed by a
   * line break. Answers are flushed before the referee waits for input: after an answer, whenever
   * no further request can be read without waiting (the reader holds no more characters and {@code
   * in} is not {@link BufferedReader#ready() ready}), and at the end of input. A client that sends
   * one line and waits therefore gets its answer at once, while a stream of requests is answered in
   * large writes. Bad lines are answered, never fatal. Lines end at {@code \n} (see the class
   * comment); a line over {@link #maxLineBytes()} is answered MALFORMED and skipped without being
   * held in memory.
   *
   * @param in the requests, one per line (read in chunks: it need not be buffered)
   * @param out where the answers go
   * @throws UncheckedIOException when reading or writing fails; writing fails, for one, when the
   *     reader of the answers went away, and the run stops at that answer
   */
  public void run(BufferedReader in, Writer out) {
    Conversation.run(in, maxLineBytes, out, this::answer);
  }

  public void run(BufferedReader in, PrintStream out) {
    Conversation.run(in, maxLineBytes, out, this::answer);
  }
}
