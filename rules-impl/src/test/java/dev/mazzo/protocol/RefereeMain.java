package dev.mazzo.protocol;

import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** A referee on the standard streams, for tests that run it in a JVM of its own. */
public final class RefereeMain {

  private RefereeMain() {}

  /**
   * Runs the referee until the end of standard input.
   *
   * @param args the line limit in bytes, or nothing for the default
   */
  public static void main(String[] args) {
    Referee referee = args.length == 0 ? new Referee() : new Referee(Integer.parseInt(args[0]));
    referee.run(
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)),
        new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8));
  }
}
