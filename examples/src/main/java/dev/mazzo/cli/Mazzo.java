package dev.mazzo.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The {@code mazzo} command: the variant catalog, the JSON Lines referee, a game against bots in
 * the terminal, bot-against-bot simulations and the table server.
 *
 * <p>Exit codes: 0 on success (and at the end of input), 2 for a usage error such as an unknown
 * command, variant or option, 1 for anything else.
 *
 * <p>Width: what {@code play}, {@code simulate}, {@code variants}, the usage errors and the help
 * print is fitted to the terminal's width: {@code --width N} (on any command), else the {@code
 * COLUMNS} environment variable (which the {@code mazzo} script sets to the terminal's width when
 * its output is a terminal), else 80 columns. The narrowest width is {@value Wrap#MIN_WIDTH}
 * columns, from which no word or choice is broken; a narrower {@code COLUMNS} counts as {@value
 * Wrap#MIN_WIDTH}, and the help is never narrower than picocli's {@value #HELP_MIN_WIDTH}.
 */
@Command(
    name = "mazzo",
    mixinStandardHelpOptions = true,
    versionProvider = Mazzo.Version.class,
    description =
        "Traditional card games by the rules: list the variants, referee a match, play"
            + " against bots, simulate bot matches, or serve tables to a browser.",
    subcommands = {
      VariantsCommand.class,
      RefereeCommand.class,
      PlayCommand.class,
      SimulateCommand.class,
      ServeCommand.class,
      CommandLine.HelpCommand.class
    })
public final class Mazzo implements Runnable {

  /** The exit code of a usage error (an unknown variant, a bad option). */
  public static final int USAGE = 2;

  final InputStream in;
  final PrintStream out;
  final PrintStream err;

  /** picocli's narrowest usage help. */
  static final int HELP_MIN_WIDTH = 55;

  /** True when the streams are a terminal's (progress bars may be shown). */
  boolean interactive;

  /** The {@code COLUMNS} environment variable as it was passed, or null when it is not set. */
  String columns;

  /** The width given with {@code --width}, or null. */
  private Integer widthGiven;

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

  /**
   * Sets the widest line printed, on any command ({@code --width}).
   *
   * @param n the columns, at least {@value Wrap#MIN_WIDTH}
   */
  @Option(
      names = "--width",
      paramLabel = "N",
      scope = ScopeType.INHERIT,
      description =
          "the widest line printed, in columns, "
              + Wrap.MIN_WIDTH
              + " or more (default: the COLUMNS variable, else "
              + Wrap.WIDTH
              + ")")
  void setWidth(Integer n) {
    if (n == null) {
      return;
    }
    if (n < Wrap.MIN_WIDTH) {
      throw new WidthException(
          spec.commandLine(), "--width must be " + Wrap.MIN_WIDTH + " columns or more, not " + n);
    }
    widthGiven = n;
    spec.commandLine().setUsageHelpWidth(Math.max(HELP_MIN_WIDTH, n));
  }

  /**
   * The widest line printed: {@code --width}, else {@code COLUMNS} (at least {@value
   * Wrap#MIN_WIDTH}), else {@value Wrap#WIDTH}.
   */
  int width() {
    return widthGiven != null ? widthGiven : fromColumns(columns);
  }

  /** The width that a {@code COLUMNS} value gives: a whole number, at least the narrowest. */
  static int fromColumns(String columns) {
    if (columns == null || !columns.trim().matches("\\d{1,6}")) {
      return Wrap.WIDTH;
    }
    return Math.max(Wrap.MIN_WIDTH, Integer.parseInt(columns.trim()));
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
    cl.setUsageHelpWidth(Math.max(HELP_MIN_WIDTH, width()));
    cl.setParameterExceptionHandler(this::usageError);
    SimulateCommand.addArenaHelp(cl.getSubcommands().get("simulate"));
    return cl;
  }

  /**
   * A command line picocli could not parse: an unknown command is named, with the commands there
   * are; any other error gets picocli's message, then its suggestions or the command's usage.
   */
  private int usageError(ParameterException ex, String[] args) {
    CommandLine cl = ex.getCommandLine();
    PrintWriter err = cl.getErr();
    if (ex instanceof WidthException) {
      // Said alone: the usage would be the top command's, whichever command was typed.
      for (String line : Wrap.lines("mazzo: " + ex.getMessage(), width())) {
        err.println(line);
      }
      err.flush();
      return USAGE;
    }
    if (ex instanceof UnmatchedArgumentException
        && cl.getCommandSpec().parent() == null
        && !((UnmatchedArgumentException) ex).getUnmatched().isEmpty()
        && !((UnmatchedArgumentException) ex).getUnmatched().get(0).startsWith("-")) {
      String word = ((UnmatchedArgumentException) ex).getUnmatched().get(0);
      List<String> names = new ArrayList<>(cl.getSubcommands().keySet());
      List<String> near = new ArrayList<>();
      for (String name : names) {
        if (distance(word.toLowerCase(Locale.ROOT), name) <= 2) {
          near.add(name);
        }
      }
      String message =
          "mazzo: there is no command \""
              + word
              + "\""
              + (near.isEmpty() ? "" : " (did you mean " + String.join(" or ", near) + "?)")
              + ". The commands are "
              + String.join(", ", names.subList(0, names.size() - 1))
              + " and "
              + names.get(names.size() - 1)
              + " (see mazzo --help).";
      for (String line : Wrap.lines(message, width())) {
        err.println(line);
      }
      err.flush();
      return USAGE;
    }
    err.println(ex.getMessage());
    if (!UnmatchedArgumentException.printSuggestions(ex, err)) {
      cl.usage(err, cl.getColorScheme());
    }
    err.flush();
    return USAGE;
  }

  /** The edit distance of two words (insertions, deletions, substitutions, adjacent swaps). */
  static int distance(String a, String b) {
    int[][] d = new int[a.length() + 1][b.length() + 1];
    for (int i = 0; i <= a.length(); i++) {
      for (int j = 0; j <= b.length(); j++) {
        if (i == 0 || j == 0) {
          d[i][j] = i + j;
          continue;
        }
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
        if (i > 1
            && j > 1
            && a.charAt(i - 1) == b.charAt(j - 2)
            && a.charAt(i - 2) == b.charAt(j - 1)) {
          d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
      }
    }
    return d[a.length()][b.length()];
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
    mazzo.columns = System.getenv("COLUMNS");
    System.exit(mazzo.commandLine().execute(args));
  }

  /** A {@code --width} too narrow. */
  private static final class WidthException extends ParameterException {
    private static final long serialVersionUID = 1L;

    WidthException(CommandLine cl, String message) {
      super(cl, message);
    }
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
