package dev.mazzo.cli;

import dev.mazzo.bot.Bot;
import dev.mazzo.bot.Bots;
import dev.mazzo.briscola.Bid;
import dev.mazzo.briscola.BriscolaHandResult;
import dev.mazzo.briscola.BriscolaView;
import dev.mazzo.briscola.Call;
import dev.mazzo.briscola.ChiamataEvent;
import dev.mazzo.briscola.Contract;
import dev.mazzo.card.Card;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Shuffle;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.TablePlay;
import dev.mazzo.game.Variant;
import dev.mazzo.tombolon.CapturePlay;
import dev.mazzo.tombolon.TombolonEvent;
import dev.mazzo.tombolon.TombolonHandResult;
import dev.mazzo.tombolon.TombolonView;
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
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code mazzo play}: one match in the terminal against bots, in any variant. The player sees
 * exactly their seat's view (hand, trump card, table, scores, stock count; in chiamata the auction,
 * the caller, the called card and the partner once known) and answers with the number of a choice,
 * a card code, or in chiamata {@code pass}, a bid ({@code K}, {@code bid 7}, {@code 2/70}, {@code
 * 70}) or a call ({@code D}, {@code AC}); in Tombolon the table, the stock's bottom card, the piles
 * and secured points are shown, and a play is typed as a card and what it takes ({@code 7D 2H 5C},
 * {@code 7D} alone lays it); an action the rules refuse gets the rule's sentence and the question
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
            "unknown bot \"" + botNames.get(i) + "\"; the bots are " + Bots.names().mkString(", "));
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
        against
            .append(against.length() == 0 ? "" : ", ")
            .append("seat ")
            .append(p)
            .append(" (")
            .append(bySeat[p].name())
            .append(')');
      }
    }
    out.println(variant.name() + ": you are seat " + seat + ", against " + against + ".");
    out.println("Seed " + s + " (play the same deals again with --seed " + s + ").");
    boolean tombolon = game.publicView(state).get() instanceof TombolonView;
    out.println(
        tombolon
            ? "Answer with a number, or a card and the cards it takes (7D 2H 5C; 7D alone lays"
                + " it); q quits."
            : state.phase() == Phase.DEAL && isChiamata(game, state)
                ? "Answer with a number or a card code (AS, 7D, 10H); in the auction also pass or a"
                    + " bid (K, bid 7, 2/70, 70), and a call (D, or a card such as AC); q quits."
                : "Answer with a number or a card code (AS, 7D, 10H); q quits.");

    BufferedReader in = new BufferedReader(new InputStreamReader(mazzo.in, StandardCharsets.UTF_8));
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
      Either<String, Action> parsed = parse(line, view, choices);
      if (parsed.isLeft()) {
        out.println("  " + parsed.getLeft());
        continue;
      }
      Action action = parsed.get();
      Either<Rejection, GameState> next = game.apply(state, action);
      if (next.isLeft()) {
        out.println("  " + sentence(next.getLeft().message()));
        continue;
      }
      return Either.right(next.get());
    }
  }

  private static boolean isChiamata(Game<GameState> game, GameState state) {
    PlayerView v = game.publicView(state).get();
    return v instanceof BriscolaView && ((BriscolaView) v).isChiamata();
  }

  /** The most bids listed as numbered choices; higher points bids are typed (2/75, 75). */
  private static final int LISTED_BIDS = 11;

  /**
   * The numbered choices: the legal actions (in Sueca only the cards that follow suit, B-23; a card
   * of the hand typed by its code gets the rule's reason), but in an auction only pass and the
   * lowest legal bids.
   */
  private Seq<Action> choices(PlayerView view) {
    Seq<Action> legal = view.legalActions();
    if (view.phase() == Phase.BID) {
      return legal.take(LISTED_BIDS + 1);
    }
    return legal;
  }

  /**
   * Reads one answer: a choice's number, a card to play, {@code pass}, a bid ({@code K}, {@code bid
   * 7}, {@code 2/70}, or {@code 70} for points) or a call ({@code D}, {@code AC}); else the
   * sentence that says what to type. The rules judge the action itself.
   */
  private Either<String, Action> parse(String line, PlayerView view, Seq<Action> choices) {
    String text = line.trim().toUpperCase(Locale.ROOT);
    Phase phase = view.phase();
    if (text.matches("\\d{1,9}")) {
      int n = Integer.parseInt(text);
      if (n >= 1 && n <= choices.size()) {
        return Either.right(choices.get(n - 1));
      }
      if (phase == Phase.BID && n > 10) {
        return Either.right(pointsBid(view, n));
      }
      return Either.left(
          "Type a number from 1 to " + choices.size() + ", or " + whatElse(phase) + ".");
    }
    if (phase == Phase.BID) {
      if (text.equals("PASS") || text.equals("P")) {
        return Either.right(new Pass(seat));
      }
      String bid = text.startsWith("BID ") ? text.substring(4).trim() : text;
      java.util.regex.Matcher twoWith = Pattern.compile("2\\s*/\\s*(\\d{1,9})").matcher(bid);
      if (twoWith.matches()) {
        return Either.right(Bid.twoWithPoints(seat, Integer.parseInt(twoWith.group(1))));
      }
      if (bid.matches("\\d{1,9}") && text.startsWith("BID ")) {
        int n = Integer.parseInt(bid);
        if (n > 10) {
          return Either.right(pointsBid(view, n));
        }
      }
      io.vavr.control.Option<Rank> rank = Rank.parse(bid);
      if (rank.isDefined() && (text.startsWith("BID ") || !bid.matches("\\d+"))) {
        return Either.right(Bid.rank(seat, rank.get()));
      }
    } else if (phase == Phase.CALL) {
      if (text.equals("NT")) {
        return Either.right(Call.noTrump(seat));
      }
      io.vavr.control.Option<Suit> suit = Suit.parse(text);
      if (suit.isDefined()) {
        return Either.right(Call.suit(seat, suit.get()));
      }
      io.vavr.control.Option<Card> card = Card.parse(text);
      if (card.isDefined()) {
        return Either.right(Call.card(seat, card.get()));
      }
    } else if (view instanceof TombolonView) {
      return parseCapture(line, choices);
    } else {
      io.vavr.control.Option<Card> card = Card.parse(text);
      if (card.isDefined()) {
        return Either.right(new PlayCard(seat, card.get()));
      }
    }
    return Either.left(
        "\""
            + line.trim()
            + "\" is neither a number from 1 to "
            + choices.size()
            + " nor "
            + whatElse(phase)
            + ".");
  }

  /**
   * Tombolon: a card and the table cards it takes, such as {@code 7D 2H 5C}, {@code 7D takes 2H+5C}
   * or {@code 7D} alone to lay it (tombolon.md §5).
   */
  private Either<String, Action> parseCapture(String line, Seq<Action> choices) {
    String[] words = line.trim().toUpperCase(Locale.ROOT).split("[\\s,+]+");
    Card card = null;
    List<Card> capture = new java.util.ArrayList<>();
    for (String w : words) {
      if (w.isEmpty() || w.equals("TAKES") || w.equals("TAKE") || w.equals("LAY")) {
        continue;
      }
      io.vavr.control.Option<Card> c = Card.parse(w);
      if (c.isEmpty()) {
        return Either.left(
            "\""
                + w
                + "\" is not a card code; type a number from 1 to "
                + choices.size()
                + ", or a card and what it takes, such as 7D 2H 5C (7D alone lays it).");
      }
      if (card == null) {
        card = c.get();
      } else {
        capture.add(c.get());
      }
    }
    if (card == null) {
      return Either.left(
          "Type a number from 1 to " + choices.size() + ", or a card such as 7D 2H 5C.");
    }
    return Either.right(new CapturePlay(seat, card, io.vavr.collection.Array.ofAll(capture)));
  }

  /** What may be typed besides a number, by phase. */
  private static String whatElse(Phase phase) {
    switch (phase) {
      case BID:
        return "a bid such as pass, K, bid 7, 2/70 or 70";
      case CALL:
        return "a call such as D (a suit) or AC (a card)";
      default:
        return "a card code such as AS, 7D or 10H";
    }
  }

  /**
   * A bid of n points: {@code 2} with n points in a rank auction (B-46), n points in a points
   * auction (B-62). The auction is a rank auction when its high bid or a legal bid has a rank.
   */
  private Bid pointsBid(PlayerView view, int n) {
    boolean ranks = false;
    if (view instanceof BriscolaView && ((BriscolaView) view).highBid().isDefined()) {
      ranks = ((BriscolaView) view).highBid().get().rank().isDefined();
    } else {
      for (Action a : view.legalActions()) {
        ranks |= a instanceof Bid && ((Bid) a).rank().isDefined();
      }
    }
    return ranks ? Bid.twoWithPoints(seat, n) : Bid.points(seat, n);
  }

  private void show(PlayerView view, Seq<Action> choices) {
    out.println();
    if (view instanceof TombolonView) {
      showTombolon((TombolonView) view, choices);
      return;
    }
    StringBuilder status = new StringBuilder("Hand ").append(view.handNumber());
    if (view.trumpCard().isDefined()) {
      status.append(" | trump card ").append(view.trumpCard().get().code());
      if (view.stockSize() == 0) {
        // B-16: Sueca's trump card stays in the dealer's holding until the dealer plays it.
        status
            .append(" (held by ")
            .append(view.dealer() == seat ? "you" : "seat " + view.dealer())
            .append(", the dealer)");
      }
    } else if (view.trump().isDefined()) {
      status.append(" | trump ").append(view.trump().get().frenchName());
    } else if (view.phase() == Phase.BID || view.phase() == Phase.CALL) {
      status.append(" | no trump yet");
    }
    if (view.stockSize() > 0) {
      status.append(" | stock ").append(view.stockSize());
    }
    status.append(" | points this hand: ").append(bySide(handPoints));
    status.append(" | match score: ").append(scoreLine(view.score()));
    out.println(status);
    if (view instanceof BriscolaView && ((BriscolaView) view).isChiamata()) {
      out.println(contractLine((BriscolaView) view));
    }
    if (view.phase() == Phase.PLAY) {
      Seq<TablePlay> table = view.table();
      out.println(
          table.isEmpty()
              ? "Table: empty, you lead."
              : "Table: " + table.map(t -> who(t.seat()) + " " + t.card().code()).mkString(", "));
    }
    if (view.phase() != Phase.PLAY || choices.size() < view.ownHand().size()) {
      out.println(
          "Your hand: "
              + view.ownHand().toSeq().map(Card::code).mkString(" ")
              + (view.phase() == Phase.PLAY ? " (you must follow suit)" : ""));
    }
    StringBuilder line = new StringBuilder("Your choices:");
    for (int i = 0; i < choices.size(); i++) {
      if (view.phase() == Phase.CALL && choices.size() > 12 && i % 10 == 0) {
        line.append(System.lineSeparator()).append(' ');
      }
      line.append("  ").append(i + 1).append(") ").append(describe(choices.get(i), view));
    }
    if (view.phase() == Phase.BID && view.legalActions().size() > choices.size()) {
      Action top = view.legalActions().last();
      line.append("  (or type up to ").append(describe(top, view)).append(')');
    }
    out.println(line);
  }

  /**
   * Chiamata: the auction (high bid, passed seats), then the caller, the bid, the called card and
   * the partner once known (B-55, B-69, B-70).
   */
  private String contractLine(BriscolaView v) {
    if (v.caller().isEmpty()) {
      StringBuilder b = new StringBuilder("Auction: ");
      if (v.highBid().isDefined()) {
        Bid high = v.highBid().get();
        b.append("high bid ").append(bidText(high)).append(" by ").append(who(high.seat()));
      } else {
        b.append("no bid yet");
      }
      b.append(
          v.passed().isEmpty()
              ? "; nobody has passed."
              : "; passed: " + v.passed().map(this::who).mkString(", ") + ".");
      return b.toString();
    }
    int caller = v.caller().get();
    StringBuilder b =
        new StringBuilder("Contract: ")
            .append(who(caller))
            .append(caller == seat ? " (the caller) bid " : " (caller) bid ")
            .append(v.highBid().map(PlayCommand::bidText).getOrElse("?"));
    if (v.calledCard().isEmpty()) {
      return b.append("; the call is due.").toString();
    }
    Card called = v.calledCard().get();
    b.append(", called ").append(called.code());
    if (v.partnerKnown()) {
      b.append("; partner: ")
          .append(
              v.partner().isEmpty()
                  ? "none, " + who(caller) + (caller == seat ? " play" : " plays") + " alone"
                  : who(v.partner().get()));
    } else if (v.ownHand().contains(called)) {
      b.append(
          caller == seat
              ? "; you hold it: you play alone (nobody knows yet)"
              : "; you hold it: you are the secret partner");
    } else {
      b.append("; partner: not known yet");
    }
    return b.append('.').toString();
  }

  private static String bidText(Bid b) {
    if (b.rank().isDefined() && b.points().isDefined()) {
      return b.rank().get().token() + "/" + b.points().get();
    }
    if (b.points().isDefined()) {
      return b.points().get() + " points";
    }
    return b.rank().map(Rank::token).getOrElse("?");
  }

  /**
   * Tombolon (T-32, T-33): the deal, stock, bottom card and target; the table in order; the hands'
   * counts; the piles per side (cards, spades, secured points); the hand and numbered choices.
   */
  private void showTombolon(TombolonView v, Seq<Action> choices) {
    StringBuilder status = new StringBuilder("Hand ").append(v.handNumber());
    status.append(" | dealer ").append(who(v.dealer()));
    status.append(" | stock ").append(v.stockSize());
    if (v.stockBottom().isDefined()) {
      status.append(" (bottom card ").append(v.stockBottom().get().code()).append(')');
    }
    status.append(" | score: ").append(scoreLine(v.score()));
    status.append(" | target ").append(v.target());
    out.println(status);
    Seq<Card> table = v.tableCards();
    out.println(
        table.isEmpty() ? "Table: empty." : "Table: " + table.map(Card::code).mkString(" "));
    StringBuilder hands = new StringBuilder("Cards in hand:");
    for (int p = 0; p < v.players(); p++) {
      if (p != seat) {
        hands.append(' ').append(who(p)).append(' ').append(v.handSize(p)).append(',');
      }
    }
    hands.setLength(hands.length() - 1);
    out.println(hands.append('.'));
    StringBuilder piles = new StringBuilder("Piles:");
    for (int i = 0; i < sides.size(); i++) {
      int cards = 0;
      int spades = 0;
      for (int p : sides.get(i)) {
        cards += v.captured(p).size();
        spades += v.captured(p).ofSuit(Suit.SPADES).size();
      }
      piles
          .append(i == 0 ? " " : "; ")
          .append(sideName(sides.get(i)))
          .append(": ")
          .append(cards)
          .append(cards == 1 ? " card, " : " cards, ")
          .append(spades)
          .append(spades == 1 ? " spade, " : " spades, ")
          .append(v.secured(i))
          .append(" secured");
    }
    out.println(piles.append('.'));
    out.println("Your hand: " + v.ownHand().toSeq().map(Card::code).mkString(" "));
    StringBuilder line = new StringBuilder("Your choices:");
    for (int i = 0; i < choices.size(); i++) {
      line.append("  ").append(i + 1).append(") ").append(describe(choices.get(i), v));
    }
    out.println(line);
  }

  private static String captureText(CapturePlay p) {
    return p.capture().isEmpty()
        ? p.card().code() + " (lay)"
        : p.card().code() + " takes " + p.capture().map(Card::code).mkString("+");
  }

  private static String describe(Action a, PlayerView view) {
    if (a instanceof CapturePlay) {
      return captureText((CapturePlay) a);
    }
    if (a instanceof PlayCard) {
      return ((PlayCard) a).card().code();
    }
    if (a instanceof Pass) {
      return "pass";
    }
    if (a instanceof Bid) {
      return bidText((Bid) a);
    }
    if (a instanceof Call) {
      Call c = (Call) a;
      if (c.card().isDefined()) {
        return c.card().get().code();
      }
      if (c.suit().isDefined() && view instanceof BriscolaView) {
        Rank rank = ((BriscolaView) view).highBid().flatMap(Bid::rank).getOrElse(Rank.TWO);
        return c.suit().get().letter() + " (" + rank.token() + c.suit().get().letter() + ")";
      }
    }
    return a.toString();
  }

  /** Prints what happened, as the player's view tells it. */
  private void report(PlayerView view) {
    for (Event e : view.events()) {
      if (e instanceof TombolonEvent) {
        reportTombolon((TombolonEvent) e);
      } else if (e instanceof Event.HandScored
          && ((Event.HandScored) e).result() instanceof TombolonHandResult) {
        reportTombolon((TombolonHandResult) ((Event.HandScored) e).result());
      } else if (e instanceof Event.Dealt) {
        Event.Dealt d = (Event.Dealt) e;
        java.util.Arrays.fill(handPoints, 0);
        out.println();
        out.println(
            "--- "
                + capital(who(d.dealer()))
                + (d.dealer() == seat ? " deal" : " deals")
                + (d.trumpCard().isDefined()
                    ? "; the trump card is "
                        + d.trumpCard().get().code()
                        + " ("
                        + d.trumpCard().get().suit().get().frenchName()
                        + ")."
                    : "."));
      } else if (e instanceof Event.Played) {
        Event.Played p = (Event.Played) e;
        out.println(
            capital(who(p.seat()))
                + (p.seat() == seat ? " play " : " plays ")
                + p.card().code()
                + ".");
      } else if (e instanceof Event.TrickWon) {
        Event.TrickWon t = (Event.TrickWon) e;
        if (t.winner() >= 0 && t.winner() < handPoints.length) {
          handPoints[t.winner()] += t.points();
        }
        out.println(
            capital(who(t.winner()))
                + (t.winner() == seat ? " win" : " wins")
                + " the trick "
                + t.cards().map(Card::code).mkString(" ")
                + " ("
                + t.points()
                + " points).");
      } else if (e instanceof Event.Drew) {
        Event.Drew d = (Event.Drew) e;
        if (d.card().isDefined()) {
          out.println(
              capital(who(d.seat()))
                  + (d.seat() == seat ? " draw " : " draws ")
                  + d.card().get().code()
                  + ".");
        }
      } else if (e instanceof Event.HandScored) {
        HandResult r = ((Event.HandScored) e).result();
        out.println();
        StringBuilder b = new StringBuilder("Hand ").append(r.hand()).append(": ");
        for (int i = 0; i < r.sides().size(); i++) {
          b.append(i == 0 ? "" : ", ")
              .append(sideName(r.sides().get(i)))
              .append(' ')
              .append(r.points().get(i))
              .append(" points");
        }
        b.append(
            r.winner().isEmpty()
                ? "; a void hand."
                : "; "
                    + sideName(r.sides().get(r.winner().get()))
                    + verb(r.sides().get(r.winner().get()), " win", " wins")
                    + " the hand.");
        out.println(b);
        if (r instanceof BriscolaHandResult && ((BriscolaHandResult) r).contract().isDefined()) {
          out.println(contractResult(((BriscolaHandResult) r).contract().get()));
        }
      } else if (e instanceof ChiamataEvent.BidMade) {
        ChiamataEvent.BidMade bm = (ChiamataEvent.BidMade) e;
        out.println(
            capital(who(bm.seat()))
                + (bm.seat() == seat ? " bid " : " bids ")
                + bidText(new Bid(bm.seat(), bm.rank(), bm.points()))
                + ".");
      } else if (e instanceof ChiamataEvent.Passed) {
        int p = ((ChiamataEvent.Passed) e).seat();
        out.println(capital(who(p)) + (p == seat ? " pass." : " passes."));
      } else if (e instanceof ChiamataEvent.AuctionEnded) {
        ChiamataEvent.AuctionEnded ae = (ChiamataEvent.AuctionEnded) e;
        out.println(
            ae.caller().isEmpty()
                ? "Everybody passed: the deal is passed out (B-49)."
                : "The auction is over: "
                    + who(ae.caller().get())
                    + (ae.caller().get() == seat ? " are" : " is")
                    + " the caller.");
      } else if (e instanceof ChiamataEvent.Called) {
        ChiamataEvent.Called c = (ChiamataEvent.Called) e;
        out.println(
            capital(who(c.seat()))
                + (c.seat() == seat ? " call " : " calls ")
                + c.card().code()
                + ": "
                + c.trump().frenchName()
                + " are trumps.");
      } else if (e instanceof ChiamataEvent.PartnerRevealed) {
        ChiamataEvent.PartnerRevealed pr = (ChiamataEvent.PartnerRevealed) e;
        out.println(
            pr.partner().isEmpty()
                ? capital(who(pr.caller()))
                    + (pr.caller() == seat ? " play" : " plays")
                    + " alone: the caller held the called card."
                : capital(who(pr.partner().get()))
                    + (pr.partner().get() == seat ? " are" : " is")
                    + " the caller's partner.");
      } else if (e instanceof Event.MatchEnded) {
        Event.MatchEnded m = (Event.MatchEnded) e;
        String result;
        if (m.winner().isEmpty()) {
          result = "The match is drawn";
        } else {
          Seq<Integer> side = sides.get(m.winner().get());
          result = capital(sideName(side)) + verb(side, " win", " wins") + " the match";
        }
        out.println(result + ". Final score: " + scoreLine(view.score()) + ".");
      } else {
        out.println("(" + e.name() + ")");
      }
    }
    out.flush();
  }

  /** Tombolon's events (T-34). */
  private void reportTombolon(TombolonEvent e) {
    if (e instanceof TombolonEvent.Dealt) {
      TombolonEvent.Dealt d = (TombolonEvent.Dealt) e;
      if (d.distribution() == 1) {
        out.println();
        out.println(
            "--- " + capital(who(d.dealer())) + (d.dealer() == seat ? " deal." : " deals."));
      } else {
        out.println("Distribution " + d.distribution() + ": new cards for everybody.");
      }
    } else if (e instanceof TombolonEvent.Table) {
      out.println(
          "On the table: " + ((TombolonEvent.Table) e).cards().map(Card::code).mkString(" ") + ".");
    } else if (e instanceof TombolonEvent.Redeal) {
      out.println(
          "The table "
              + ((TombolonEvent.Redeal) e).table().map(Card::code).mkString(" ")
              + " voids the deal: the same dealer deals again (T-10).");
    } else if (e instanceof TombolonEvent.Played) {
      TombolonEvent.Played p = (TombolonEvent.Played) e;
      boolean you = p.seat() == seat;
      out.println(
          capital(who(p.seat()))
              + (p.capture().isEmpty()
                  ? (you ? " lay " : " lays ") + p.card().code() + "."
                  : (you ? " play " : " plays ")
                      + p.card().code()
                      + (you ? " and take " : " and takes ")
                      + p.capture().map(Card::code).mkString(" ")
                      + "."));
    } else if (e instanceof TombolonEvent.Scopa) {
      TombolonEvent.Scopa sc = (TombolonEvent.Scopa) e;
      out.println(
          "  Scopa! "
              + capital(who(sc.seat()))
              + (sc.seat() == seat ? " score " : " scores ")
              + sc.points()
              + ".");
    } else if (e instanceof TombolonEvent.Colore) {
      TombolonEvent.Colore c = (TombolonEvent.Colore) e;
      out.println(
          "  Colore! "
              + capital(who(c.seat()))
              + (c.seat() == seat ? " score " : " scores ")
              + c.points()
              + ".");
    } else if (e instanceof TombolonEvent.Sweep) {
      TombolonEvent.Sweep sw = (TombolonEvent.Sweep) e;
      out.println(
          sw.cards().isEmpty()
              ? "The table is empty: nothing to sweep."
              : capital(who(sw.seat()))
                  + (sw.seat() == seat ? " take " : " takes ")
                  + "the cards left on the table: "
                  + sw.cards().map(Card::code).mkString(" ")
                  + ".");
    } else if (e instanceof TombolonEvent.WentOut) {
      Seq<Integer> side = sides.get(((TombolonEvent.WentOut) e).side());
      out.println(
          capital(sideName(side))
              + verb(side, " go", " goes")
              + " out: the secured points reach the target (T-28).");
    }
  }

  /** A Tombolon deal's result with the breakdown per side (T-31). */
  private void reportTombolon(TombolonHandResult r) {
    out.println();
    StringBuilder b = new StringBuilder("Hand ").append(r.hand()).append(": ");
    for (int i = 0; i < r.sides().size(); i++) {
      b.append(i == 0 ? "" : ", ")
          .append(sideName(r.sides().get(i)))
          .append(' ')
          .append(r.points().get(i))
          .append(" points");
    }
    b.append(
        r.winner().isEmpty()
            ? "; a tie"
            : "; "
                + sideName(r.sides().get(r.winner().get()))
                + verb(r.sides().get(r.winner().get()), " win", " wins")
                + " the hand");
    b.append(r.wentOut().isDefined() ? ", ended by going out." : ".");
    out.println(b);
    for (int i = 0; i < r.bySide().size(); i++) {
      TombolonHandResult.SideScore x = r.bySide().get(i);
      out.println(
          "  "
              + capital(sideName(r.sides().get(i)))
              + ": scope "
              + x.scopeCount()
              + " ("
              + x.scopePoints()
              + "), colore "
              + x.colore()
              + ", napoli "
              + x.napoli()
              + ", carte "
              + x.carteCount()
              + " ("
              + x.cartePoints()
              + "), spade "
              + x.spadeCount()
              + " ("
              + x.spadePoints()
              + "), onori "
              + (x.onori().isEmpty() ? "none" : x.onori().map(Card::code).mkString(" "))
              + ", mazzo "
              + x.mazzoPoints()
              + (x.tombolon() ? ", TOMBOLON" : "")
              + ", total "
              + x.total()
              + ".");
    }
  }

  /** B-58, B-59: what the contract needed and made, and the payments. */
  private String contractResult(Contract c) {
    if (c.caller().isEmpty()) {
      return "No contract: every payment is 0.";
    }
    StringBuilder b = new StringBuilder("Contract of ").append(who(c.caller().get()));
    b.append(c.partner().isEmpty() ? " alone" : " with " + who(c.partner().get()));
    b.append(": ")
        .append(c.target().getOrElse(61))
        .append(" points needed, ")
        .append(c.made().contains(true) ? "made" : "failed")
        .append(". Payments: ");
    for (int p = 0; p < c.payments().size(); p++) {
      int pay = c.payments().get(p);
      b.append(p == 0 ? "" : ", ")
          .append(who(p))
          .append(' ')
          .append(pay > 0 ? "+" : "")
          .append(pay);
    }
    return b.append('.').toString();
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

  /** The verb for a side: plural for you or for several seats. */
  private String verb(Seq<Integer> side, String plural, String singular) {
    return side.contains(seat) || side.size() > 1 ? plural : singular;
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
