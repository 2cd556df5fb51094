package dev.mazzo.cli;

import dev.mazzo.bot.Bot;
import dev.mazzo.card.Shuffle;
import dev.mazzo.family.Families;
import dev.mazzo.family.Narrator;
import dev.mazzo.family.Seating;
import dev.mazzo.family.Text;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variant;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code mazzo play}: one match in the terminal against bots, in any variant. The player sees
 * exactly their seat's view (hand, trump card, table, scores, stock count; in chiamata the auction,
 * the declarer, the called card and the partner once known) and answers with the number of a choice
 * or a card code; in the chiamata auction the bids are shown and typed as they are ({@code pass},
 * {@code K}, {@code 2}, {@code 2/70}, {@code 70}) and not numbered, so that a number typed there is
 * always a bid; a call is {@code D} or {@code AC}; in Tombolon the table, the stock's bottom card,
 * the piles and secured points are shown, and a play is typed as a card and what it takes ({@code
 * 7D 2H 5C}, {@code 7D} alone lays it); an action the rules refuse gets the rule's sentence and the
 * question again. {@code help} or {@code ?} lists the commands of the prompt and the variant's
 * rules in a few lines, and takes no turn. The intro names the partner and the opponents in a
 * partnership. No line is wider than the terminal ({@code --width}, {@code COLUMNS}, else 80
 * columns; {@link Mazzo}), and a numbered choice is never split across lines ({@link Wrap}). The
 * match replays from its seed: hand k is dealt with the k-th order of {@code Shuffle.seeded(seed)}.
 *
 * <p>This class is the dialogue and names no family: what is drawn, told and understood is the
 * variant's family's {@link Text}, found through {@link Families#serving(dev.mazzo.game.Variant)}.
 */
@Command(
    name = "play",
    mixinStandardHelpOptions = true,
    description = "Play a match against bots in the terminal.")
final class PlayCommand implements Callable<Integer> {

  @ParentCommand Mazzo mazzo;

  @Parameters(index = "0", paramLabel = "<variant>", description = "a variant id (see variants)")
  String variantId;

  @Option(
      names = "--seat",
      paramLabel = "N",
      defaultValue = "0",
      description = "your seat (default: ${DEFAULT-VALUE})")
  int seat;

  @Option(
      names = {"-s", "--seed"},
      paramLabel = "S",
      description = "seed of the deals and the bots (default: a random one, printed)")
  Long seed;

  @Option(
      names = {"-b", "--bots"},
      paramLabel = "BOT[,BOT...]",
      split = ",",
      defaultValue = "greedy",
      description =
          "the other seats' bots, cycled: random, greedy, ismcts, pimc, easy, medium, hard (default: ${DEFAULT-VALUE})")
  List<String> botNames;

  @Option(
      names = {"-o", "--option"},
      paramLabel = "NAME=VALUE",
      description = "a match option, such as handsToWin=1 (see variants)")
  Map<String, String> options = new LinkedHashMap<>();

  @Option(
      names = "--hint",
      paramLabel = "BOT",
      description =
          "let the command hint at your prompt show what this bot would play for you"
              + " (it takes no turn)")
  String hintName;

  /** The bot that gives hints, if asked for; it draws from a generator of its own. */
  private Bot hinter;

  private SplittableRandom hintRng;

  private PrintStream out;
  private Text text;
  private Narrator narrator;
  private String variantName;
  private String variantDescription;

  @Override
  public Integer call() {
    out = mazzo.out;
    Either<String, Variant> found = Catalog.variant(variantId);
    if (found.isLeft()) {
      return Catalog.usageError(mazzo, found.getLeft());
    }
    Variant variant = found.get();
    variantName = variant.name();
    variantDescription = variant.description();
    Bot[] bots = new Bot[botNames.size()];
    for (int i = 0; i < bots.length; i++) {
      Either<String, Bot> bot = Catalog.bot(botNames.get(i));
      if (bot.isLeft()) {
        return Catalog.usageError(mazzo, bot.getLeft());
      }
      bots[i] = bot.get();
    }
    if (hintName != null) {
      Either<String, Bot> bot = Catalog.bot(hintName);
      if (bot.isLeft()) {
        return Catalog.usageError(mazzo, bot.getLeft());
      }
      hinter = bot.get();
    }
    Game<GameState, PlayerView> game = variant.game();
    Either<Rejection, GameState> start = game.newMatch(Catalog.options(options));
    if (start.isLeft()) {
      return Catalog.usageError(mazzo, start.getLeft().message());
    }
    GameState state = start.get();
    int players = state.players();
    if (seat < 0 || seat >= players) {
      return Catalog.usageError(
          mazzo, "there is no seat " + seat + ": seats are 0 to " + (players - 1));
    }
    long s = seed != null ? seed : new SecureRandom().nextLong();
    Shuffle shuffle = Shuffle.seeded(s);
    SplittableRandom botRng = new SplittableRandom(s).split();
    // Hints draw from a generator of their own: asking for one leaves the match as it was.
    hintRng = new SplittableRandom(~s);
    text = Families.serving(variant).text();
    narrator = text.narrator(new Seating(seat, state.sides()));
    Bot[] bySeat = new Bot[players];
    for (int p = 0, k = 0; p < players; p++) {
      if (p != seat) {
        bySeat[p] = bots[k++ % bots.length];
      }
    }
    PlayerView first = game.publicView(state).get();
    say(variant.name() + ": you are seat " + seat + seats(state, first, bySeat) + ".");
    say("Seed " + s + " (play the same deals again with --seed " + s + ").");
    say(text.intro(first));
    if (hinter != null) {
      say("Type hint for what " + hinter.name() + " would play in your place.");
    }

    BufferedReader in = new BufferedReader(new InputStreamReader(mazzo.in, StandardCharsets.UTF_8));
    while (!state.isOver()) {
      int toAct = state.toAct();
      if (toAct == GameState.CHANCE) {
        state = game.applyLegal(state, new Deal(shuffle.order(state.deck())));
      } else if (toAct == seat) {
        Either<Boolean, GameState> next = ask(game, state, in);
        if (next.isLeft()) {
          say(next.getLeft() ? "Bye." : System.lineSeparator() + "End of input: bye.");
          out.flush();
          return 0;
        }
        state = next.get();
      } else {
        PlayerView view = game.view(state, toAct).get();
        state = game.apply(state, bySeat[toAct].choose(game, view, botRng)).get();
      }
      report(game.view(state, seat).get());
    }
    out.flush();
    return 0;
  }

  /**
   * Asks the player until an action is accepted: the next state, or left (true when the player
   * quit, false at the end of input).
   */
  private Either<Boolean, GameState> ask(
      Game<GameState, PlayerView> game, GameState state, BufferedReader in) {
    PlayerView view = game.view(state, seat).get();
    Seq<Action> choices = text.choices(view);
    out.println();
    print(narrator.draw(view, choices));
    while (true) {
      out.print("> ");
      out.flush();
      String line = readLine(in);
      if (line == null) {
        return Either.left(false);
      }
      line = line.trim();
      if (line.isEmpty()) {
        continue;
      }
      if (line.equalsIgnoreCase("q") || line.equalsIgnoreCase("quit")) {
        return Either.left(true);
      }
      if (line.equalsIgnoreCase("help") || line.equals("?")) {
        help(view);
        out.println();
        print(narrator.draw(view, choices));
        continue;
      }
      if (hinter != null && line.equalsIgnoreCase("hint")) {
        answer(hint(game, view, choices));
        continue;
      }
      Either<String, Action> parsed = text.parse(line, view, choices);
      if (parsed.isLeft()) {
        answer(parsed.getLeft());
        continue;
      }
      Action action = parsed.get();
      Either<Rejection, GameState> next = game.apply(state, action);
      if (next.isLeft()) {
        answer(sentence(text.rejection(next.getLeft(), view)));
        continue;
      }
      return Either.right(next.get());
    }
  }

  /**
   * What the hint bot would play from the player's view: the choice's number where choices are
   * numbered, and its label.
   */
  private String hint(Game<GameState, PlayerView> game, PlayerView view, Seq<Action> choices) {
    Action a = hinter.choose(game, view, hintRng);
    int k = choices.indexOf(a);
    String number = text.numbered(view) && k >= 0 ? (k + 1) + ") " : "";
    return "Hint from " + hinter.name() + ": " + number + text.label(a, view);
  }

  /** Prints what happened, as the player's view tells it. */
  private void report(PlayerView view) {
    for (Event e : view.events()) {
      print(narrator.tell(e, view));
    }
    out.flush();
  }

  private void print(Seq<String> lines) {
    for (String line : lines) {
      say(line);
    }
  }

  /** Prints a line, wrapped to the width. */
  private void say(String line) {
    for (String l : Wrap.lines(line, mazzo.width())) {
      out.println(l);
    }
  }

  /**
   * Prints the answer to a typed line, indented; its first line follows the prompt {@code "> "} on
   * the terminal, so it is wrapped two columns narrower.
   */
  private void answer(String sentence) {
    for (String l : Wrap.lines("  " + sentence, mazzo.width() - 2)) {
      out.println(l);
    }
  }

  /**
   * The commands of the prompt and the rules in a few lines; no turn is taken.
   *
   * @param view the view of the seat to act
   */
  private void help(PlayerView view) {
    answer("Commands:");
    say("  help or ?   this help (it takes no turn)");
    say("  q or quit   leave the match");
    if (hinter != null) {
      say("  hint        what " + hinter.name() + " would play here (it takes no turn)");
    }
    for (String line : text.help(view)) {
      say("  " + line);
    }
    say("Rules of " + variantName + ": " + variantDescription);
  }

  /**
   * Who the other seats are: the partner and the opponents in a partnership, every other seat when
   * partners are formed deal by deal (chiamata), else the opponents; each with its bot.
   */
  private String seats(GameState state, PlayerView start, Bot[] bySeat) {
    Seq<Integer> mine = state.sides().find(side -> side.contains(seat)).getOrElse(Array.of(seat));
    Seq<Integer> partners = mine.remove(seat);
    Seq<Integer> others = Array.range(0, state.players()).removeAll(mine);
    if (text.partnersByDeal(start)) {
      return "; the other seats are " + named(others, bySeat);
    }
    if (partners.isEmpty()) {
      return ", against " + named(others, bySeat);
    }
    return "; your "
        + (partners.size() == 1 ? "partner is " : "partners are ")
        + named(partners, bySeat)
        + "; your "
        + (others.size() == 1 ? "opponent is " : "opponents are ")
        + named(others, bySeat);
  }

  private static String named(Seq<Integer> seats, Bot[] bySeat) {
    Seq<String> names = seats.map(p -> "seat " + p + " (" + bySeat[p].name() + ")");
    return names.size() == 1 ? names.head() : names.init().mkString(", ") + " and " + names.last();
  }

  private static String sentence(String message) {
    return message.endsWith(".") || message.endsWith("!") || message.endsWith("?")
        ? message
        : message + ".";
  }

  private static String readLine(BufferedReader in) {
    try {
      return in.readLine();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
