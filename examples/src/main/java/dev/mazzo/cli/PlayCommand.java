package dev.mazzo.cli;

import dev.mazzo.bot.Bot;
import dev.mazzo.bot.Bots;
import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.TablePlay;
import dev.mazzo.game.Variant;
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
 * {@code mazzo play}: one match in the terminal against bots. The player sees exactly their
 * seat's view (hand, trump card, table, scores, stock count) and answers with the number of a
 * choice or a card code; an action the rules refuse gets the rule's sentence and the question
 * again. The match replays from its seed: hand k is dealt with the k-th order of {@code
 * Shuffle.seeded(seed)}.
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
      description = "the other seats' bots, cycled: random, greedy (default: ${DEFAULT-VALUE})")
  List<String> botNames;

  @Option(
      names = {"-o", "--option"},
      paramLabel = "NAME=VALUE",
      description = "a match option, such as handsToWin=1 (see variants)")
  Map<String, String> options = new LinkedHashMap<>();

  private PrintStream out;
  private Seq<Seq<Integer>> sides;
  private int[] handPoints;

  @Override
  public Integer call() {
    out = mazzo.out;
    Either<String, Variant> found = Catalog.variant(variantId);
    if (found.isLeft()) {
      return Catalog.usageError(mazzo.err, found.getLeft());
    }
    Variant variant = found.get();
    Bot[] bots = new Bot[botNames.size()];
    for (int i = 0; i < bots.length; i++) {
      io.vavr.control.Option<Bot> bot = Bots.byName(botNames.get(i));
      if (bot.isEmpty()) {
        return Catalog.usageError(
            mazzo.err,
            "unknown bot \"" + botNames.get(i) + "\"; the bots are "
                + Bots.names().mkString(", "));
      }
      bots[i] = bot.get();
    }
    Game<GameState> game = variant.game();
    Either<Rejection, GameState> start = game.newMatch(Catalog.options(options));
    if (start.isLeft()) {
      return Catalog.usageError(mazzo.err, start.getLeft().message());
    }
    GameState state = start.get();
    int players = state.players();
    if (seat < 0 || seat >= players) {
      return Catalog.usageError(
          mazzo.err, "there is no seat " + seat + ": seats are 0 to " + (players - 1));
    }
    long s = seed != null ? seed : new SecureRandom().nextLong();
    Shuffle shuffle = Shuffle.seeded(s);
    SplittableRandom botRng = new SplittableRandom(s).split();
    sides = state.sides();
    handPoints = new int[players];
    Bot[] bySeat = new Bot[players];
    StringBuilder against = new StringBuilder();
    for (int p = 0, k = 0; p < players; p++) {
      if (p != seat) {
        bySeat[p] = bots[k++ % bots.length];
        against.append(against.length() == 0 ? "" : ", ")
            .append("seat ").append(p).append(" (").append(bySeat[p].name()).append(')');
      }
    }
    out.println(variant.name() + ": you are seat " + seat + ", against " + against + ".");
    out.println("Seed " + s + " (play the same deals again with --seed " + s + ").");
    out.println("Answer with a number or a card code (AS, 7D, 10H); q quits.");

    BufferedReader in =
        new BufferedReader(new InputStreamReader(mazzo.in, StandardCharsets.UTF_8));
    while (!state.isOver()) {
      int toAct = state.toAct();
      if (toAct == GameState.CHANCE) {
        state = game.applyLegal(state, new Deal(shuffle.order(state.deck())));
      } else if (toAct == seat) {
        Either<Boolean, GameState> next = ask(game, state, in);
        if (next.isLeft()) {
          out.println(next.getLeft() ? "Bye." : System.lineSeparator() + "End of input: bye.");
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
  private Either<Boolean, GameState> ask(Game<GameState> game, GameState state, BufferedReader in) {
    PlayerView view = game.view(state, seat).get();
    Seq<Action> choices = choices(view);
    show(view, choices);
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
      Action action;
      if (line.matches("\\d{1,9}")) {
        int n = Integer.parseInt(line);
        if (n < 1 || n > choices.size()) {
          out.println("  Type a number from 1 to " + choices.size() + ", or a card code.");
          continue;
        }
        action = choices.get(n - 1);
      } else {
        io.vavr.control.Option<Card> card = Card.parse(line);
        if (card.isEmpty()) {
          out.println(
              "  \"" + line + "\" is neither a number from 1 to " + choices.size()
                  + " nor a card code such as AS, 7D or 10H.");
          continue;
        }
        action = new PlayCard(seat, card.get());
      }
      Either<Rejection, GameState> next = game.apply(state, action);
      if (next.isLeft()) {
        out.println("  " + sentence(next.getLeft().message()));
        continue;
      }
      return Either.right(next.get());
    }
  }

  /**
   * The numbered choices: every card in hand when the legal actions are card plays (so that an
   * unplayable one gets the rule's reason), else the legal actions themselves.
   */
  private Seq<Action> choices(PlayerView view) {
    Seq<Action> legal = view.legalActions();
    if (legal.forAll(a -> a instanceof PlayCard)) {
      return view.ownHand().toSeq().map(c -> new PlayCard(seat, c));
    }
    return legal;
  }

  private void show(PlayerView view, Seq<Action> choices) {
    out.println();
    StringBuilder status = new StringBuilder("Hand ").append(view.handNumber());
    if (view.trumpCard().isDefined()) {
      status.append(" | trump card ").append(view.trumpCard().get().code());
    } else if (view.trump().isDefined()) {
      status.append(" | trump ").append(view.trump().get().frenchName());
    }
    status.append(" | stock ").append(view.stockSize());
    status.append(" | points this hand: ").append(bySide(handPoints));
    status.append(" | match score: ").append(scoreLine(view.score()));
    out.println(status);
    Seq<TablePlay> table = view.table();
    out.println(
        table.isEmpty()
            ? "Table: empty, you lead."
            : "Table: " + table.map(t -> who(t.seat()) + " " + t.card().code()).mkString(", "));
    StringBuilder line = new StringBuilder("Your choices:");
    for (int i = 0; i < choices.size(); i++) {
      line.append("  ").append(i + 1).append(") ").append(describe(choices.get(i)));
    }
    out.println(line);
  }

  private static String describe(Action a) {
    if (a instanceof PlayCard) {
      return ((PlayCard) a).card().code();
    }
    if (a instanceof Pass) {
      return "pass";
    }
    return a.toString();
  }

  /** Prints what happened, as the player's view tells it. */
  private void report(PlayerView view) {
    for (Event e : view.events()) {
      if (e instanceof Event.Dealt) {
        Event.Dealt d = (Event.Dealt) e;
        java.util.Arrays.fill(handPoints, 0);
        out.println();
        out.println(
            "--- " + capital(who(d.dealer())) + (d.dealer() == seat ? " deal" : " deals")
                + (d.trumpCard().isDefined()
                    ? "; the trump card is " + d.trumpCard().get().code()
                        + " (" + d.trumpCard().get().suit().get().frenchName() + ")."
                    : "."));
      } else if (e instanceof Event.Played) {
        Event.Played p = (Event.Played) e;
        out.println(
            capital(who(p.seat())) + (p.seat() == seat ? " play " : " plays ")
                + p.card().code() + ".");
      } else if (e instanceof Event.TrickWon) {
        Event.TrickWon t = (Event.TrickWon) e;
        if (t.winner() >= 0 && t.winner() < handPoints.length) {
          handPoints[t.winner()] += t.points();
        }
        out.println(
            capital(who(t.winner())) + (t.winner() == seat ? " win" : " wins") + " the trick "
                + t.cards().map(Card::code).mkString(" ") + " (" + t.points() + " points).");
      } else if (e instanceof Event.Drew) {
        Event.Drew d = (Event.Drew) e;
        if (d.card().isDefined()) {
          out.println(
              capital(who(d.seat())) + (d.seat() == seat ? " draw " : " draws ")
                  + d.card().get().code() + ".");
        }
      } else if (e instanceof Event.HandScored) {
        HandResult r = ((Event.HandScored) e).result();
        out.println();
        StringBuilder b = new StringBuilder("Hand ").append(r.hand()).append(": ");
        for (int i = 0; i < r.sides().size(); i++) {
          b.append(i == 0 ? "" : ", ").append(sideName(r.sides().get(i))).append(' ')
              .append(r.points().get(i)).append(" points");
        }
        b.append(r.winner().isEmpty()
            ? "; a void hand."
            : "; " + sideName(r.sides().get(r.winner().get()))
                + (r.sides().get(r.winner().get()).contains(seat) ? " win" : " wins")
                + " the hand.");
        out.println(b);
      } else if (e instanceof Event.MatchEnded) {
        Event.MatchEnded m = (Event.MatchEnded) e;
        String result;
        if (m.winner().isEmpty()) {
          result = "The match is drawn";
        } else {
          Seq<Integer> side = sides.get(m.winner().get());
          result = capital(sideName(side)) + (side.contains(seat) ? " win" : " wins")
              + " the match";
        }
        out.println(result + ". Final score: " + scoreLine(view.score()) + ".");
      } else {
        out.println("(" + e.name() + ")");
      }
    }
    out.flush();
  }

  private String bySide(int[] seatPoints) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < sides.size(); i++) {
      int sum = 0;
      for (int p : sides.get(i)) {
        sum += seatPoints[p];
      }
      b.append(i == 0 ? "" : ", ").append(sideName(sides.get(i))).append(' ').append(sum);
    }
    return b.toString();
  }

  private String scoreLine(Seq<Integer> score) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < sides.size() && i < score.size(); i++) {
      b.append(i == 0 ? "" : ", ").append(sideName(sides.get(i))).append(' ').append(score.get(i));
    }
    return b.toString();
  }

  private String who(int p) {
    return p == seat ? "you" : "seat " + p;
  }

  private String sideName(Seq<Integer> side) {
    if (side.size() == 1) {
      return who(side.head());
    }
    return side.contains(seat)
        ? "you and seat" + (side.size() > 2 ? "s " : " ") + side.remove(seat).mkString("+")
        : "seats " + side.mkString("+");
  }

  private static String sentence(String message) {
    return message.endsWith(".") || message.endsWith("!") || message.endsWith("?")
        ? message
        : message + ".";
  }

  private static String capital(String s) {
    return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }

  private static String readLine(BufferedReader in) {
    try {
      return in.readLine();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
