package dev.mazzo.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** The mazzo command run in-process on in-memory streams: its exit code, output and errors. */
record Run(int code, String out, String err) {

  static Run of(String input, String... args) {
    return withColumns(null, input, args);
  }

  /** The command run as if the environment's COLUMNS were {@code columns} (null: not set). */
  static Run withColumns(String columns, String input, String... args) {
    return run(columns, input.getBytes(StandardCharsets.UTF_8), args);
  }

  /** The command run on these bytes of input, which need not be UTF-8. */
  static Run ofBytes(byte[] input, String... args) {
    return run(null, input, args);
  }

  private static Run run(String columns, byte[] input, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Mazzo mazzo =
        new Mazzo(
            new ByteArrayInputStream(input),
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
    mazzo.columns = columns;
    int code = mazzo.commandLine().execute(args);
    return new Run(
        code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }
}
