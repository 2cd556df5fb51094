package dev.mazzo.cli;

import dev.mazzo.protocol.Referee;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code mazzo referee}: the JSON Lines referee of protocol.md on stdin and stdout. It exits 0 at
 * the end of its input, and also, quietly, when the reader of its output goes away (as in {@code
 * mazzo referee | head}); 1 when its input cannot be read.
 */
@Command(
    name = "referee",
    mixinStandardHelpOptions = true,
    description = {
      "Referee matches over JSON Lines on stdin/stdout (protocol.md): one request per line"
          + " in, one response per line out. Exits 0 at end of input, and quietly when the"
          + " reader of the output goes away.",
      "A line ends at \\n only; a \\r right before it is dropped, so \\r\\n works too, and a"
          + " \\r anywhere else is part of the line. Input is read as UTF-8.",
      "A line longer than --max-line-bytes (not counting its line ending) is answered once"
          + " with MALFORMED and skipped without being held in memory; the next line is"
          + " answered as usual. A limit whose longest line the Java heap cannot hold (about"
          + " ten bytes of heap per byte of line) is refused at start.",
      "Example request: {\"cmd\":\"new\",\"variant\":\"briscola-2p\"}",
      ""
    })
final class RefereeCommand implements Callable<Integer> {

  @ParentCommand Mazzo mazzo;

  @Spec CommandSpec spec;

  @Option(
      names = "--max-line-bytes",
      paramLabel = "<bytes>",
      description =
          "The longest request line, in UTF-8 bytes without the line ending (default:"
              + " 1048576, 1 MiB, or the longest line a smaller heap holds).")
  Integer maxLineBytes;

  @Option(
      names = "--max-matches",
      paramLabel = "<n>",
      description =
          "The most matches open at once, the default match included (default: 10000, or as"
              + " many as a smaller heap holds at 128 KiB a match); a new or load request beyond"
              + " it is refused with TOO_MANY_MATCHES, and a cap the heap cannot hold is"
              + " refused at start.")
  Integer maxMatches;

  @Override
  public Integer call() {
    if (maxMatches != null && maxMatches < 1) {
      throw new ParameterException(
          spec.commandLine(), "--max-matches must be at least 1, not " + maxMatches);
    }
    long heap = Runtime.getRuntime().maxMemory();
    if (maxLineBytes != null && maxLineBytes < 1) {
      throw new ParameterException(
          spec.commandLine(), "--max-line-bytes must be at least 1, not " + maxLineBytes);
    }
    int limit = maxLineBytes == null ? Referee.defaultLimit(heap) : maxLineBytes;
    io.vavr.control.Option<String> refused = Referee.refusal(limit, heap);
    if (refused.isDefined()) {
      throw new ParameterException(spec.commandLine(), "--max-line-bytes: " + refused.get());
    }
    int matches = maxMatches == null ? Referee.defaultMatches(heap, limit) : maxMatches;
    refused = Referee.refusal(limit, matches, heap);
    if (refused.isDefined()) {
      throw new ParameterException(spec.commandLine(), "--max-matches: " + refused.get());
    }
    return run(new Referee(limit, matches));
  }

  /** Runs the referee on the command's streams until the end of input. */
  private int run(Referee referee) {
    BufferedReader reader =
        new BufferedReader(new InputStreamReader(mazzo.in, StandardCharsets.UTF_8));
    try {
      referee.run(reader, mazzo.out);
    } catch (UncheckedIOException e) {
      if (mazzo.out.checkError()) {
        // The reader of the answers went away (a closed pipe): nobody is left to answer.
        return 0;
      }
      mazzo.err.println(
          "mazzo referee: the requests could not be read: " + e.getCause().getMessage());
      return 1;
    }
    mazzo.out.flush();
    return 0;
  }
}
