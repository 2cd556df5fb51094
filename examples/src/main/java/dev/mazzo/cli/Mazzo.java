package dev.mazzo.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * The {@code mazzo} command: the variant catalog, the JSON Lines referee, a game against bots in
 * the terminal and bot-against-bot simulations.
 *
 * <p>Exit codes: 0 on success (and at the end of input), 2 for a usage error such as an unknown
 * variant or option, 1 for anything else.
 */
@Command(
    name = "mazzo",
    mixinStandardHelpOptions = true,
    versionProvider = Mazzo.Version.class,
    description =
        "Traditional card games by the rules: list the variants, referee a match, play"
            + " against bots, or simulate bot matches.",
    subcommands = {
      VariantsCommand.class,
      RefereeCommand.class,
      PlayCommand.class,
      SimulateCommand.class,
      CommandLine.HelpCommand.class
    })
public final class Mazzo implements Runnable {

  /** The exit code of a usage error (an unknown variant, a bad option). */
  public static final int USAGE = 2;

  final InputStream in;
  final PrintStream out;
  final PrintStream err;

  /** True when the streams are a terminal's (progress bars may be shown). */
  boolean interactive;

  @Spec CommandSpec spec;

  /** The command on the process's standard streams. */
  public Mazzo() {
    this(System.in, System.out, System.err);
  }

  /**
   * The command on these streams (for tests and embedding).
   *
   * @param in where {@code play} and {@code referee} read
   * @param out where results go
   * @param err where errors and progress go
   */
  public Mazzo(InputStream in, PrintStream out, PrintStream err) {
    this.in = in;
    this.out = out;
    this.err = err;
  }

  /** With no subcommand, prints the usage. */
  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /**
   * A command line for this command, with its output and errors on the command's streams.
   *
   * @return the picocli command line, ready to {@link CommandLine#execute execute}
   */
  public CommandLine commandLine() {
    CommandLine cl = new CommandLine(this);
    cl.setOut(new PrintWriter(out, true, StandardCharsets.UTF_8));
    cl.setErr(new PrintWriter(err, true, StandardCharsets.UTF_8));
    cl.setCaseInsensitiveEnumValuesAllowed(true);
    SimulateCommand.addArenaHelp(cl.getSubcommands().get("simulate"));
    return cl;
  }

  /**
   * Runs the command on the process's streams and exits with its code.
   *
   * @param args the command line
   */
  public static void main(String[] args) {
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    PrintStream err = new PrintStream(System.err, true, StandardCharsets.UTF_8);
    Mazzo mazzo = new Mazzo(System.in, out, err);
    mazzo.interactive = System.console() != null;
    System.exit(mazzo.commandLine().execute(args));
  }

  /** The version, from the jar's manifest. */
  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      String v = Mazzo.class.getPackage().getImplementationVersion();
      return new String[] {"mazzo " + (v == null ? "(development build)" : v)};
    }
  }
}
