package dev.mazzo.provided;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Round;
import dev.mazzo.game.TablePlay;
import dev.mazzo.game.Variant;
import dev.mazzo.game.VariantProvider;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.random.RandomGenerator;

/**
 * A variant a host registers through {@link VariantProvider} with no family (issue 30): "high
 * card", a tiny trick game written over the rules-api contract alone, no class of the family kit.
 * Two seats, the eight cards A K Q J of hearts and spades, four each (the deal's order alternates
 * seat 1, seat 0); seat 1 leads, a seat must follow the led suit if it can, the highest card of the
 * led suit (A, K, Q, J) wins the trick and leads the next; a trick is a point; after four tricks
 * the hand is scored and the match is over (two tricks each: a draw).
 */
public final class HighCard implements VariantProvider, Variant, Game<GameState, PlayerView> {

  /** The variant's id. */
  public static final String ID = "high-card-2p";

  private static final Rank[] ORDER = {Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK};

  private static final Deck DECK =
      Deck.of(
          List.of(Suit.HEARTS, Suit.SPADES).flatMap(s -> Array.of(ORDER).map(r -> Card.of(r, s))));

  private static final Seq<Seq<Integer>> SIDES = List.of(List.of(0), List.of(1));

  /** The public no-argument constructor {@link java.util.ServiceLoader} needs. */
  public HighCard() {}

  @Override
  public Seq<Variant> variants() {
    return List.of(this);
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String name() {
    return "High card (2 players)";
  }

  @Override
  public int players() {
    return 2;
  }

  @Override
  public int deckSize() {
    return DECK.size();
  }

  @Override
  public Seq<OptionSpec> options() {
    return List.empty();
  }

  @Override
  public String description() {
    return "Four tricks of high card: follow suit, the highest card of the led suit wins.";
  }

  @Override
  public Game<GameState, PlayerView> game() {
    return this;
  }

  @Override
  public Variant variant() {
    return this;
  }

  @Override
  public Either<Rejection, GameState> newMatch(MatchOptions options) {
    if (options != null && !options.values().isEmpty()) {
      return Either.left(Rejection.malformed("High card has no options"));
    }
    CardSet none = CardSet.of(DECK);
    return Either.right(
        new State(
            Phase.DEAL,
            GameState.CHANCE,
            List.of(none, none),
            List.empty(),
            List.of(none, none),
            List.empty(),
            List.empty(),
            List.empty()));
  }

  @Override
  public Seq<Action> legalActions(GameState state) {
    if (!(state instanceof State s) || s.phase() != Phase.PLAY) {
      return List.empty();
    }
    int p = s.toAct();
    CardSet hand = s.hand(p);
    Seq<Card> follow =
        s.table().isEmpty()
            ? List.empty()
            : hand.toSeq().filter(c -> c.suit().equals(s.table().head().card().suit()));
    return (follow.isEmpty() ? hand.toSeq() : follow).map(c -> (Action) new PlayCard(p, c));
  }

  @Override
  public Either<Rejection, GameState> apply(GameState state, Action action) {
    if (!(state instanceof State s)) {
      return Either.left(Rejection.malformed("That state is not a match of " + ID));
    }
    if (s.phase() == Phase.MATCH_OVER) {
      return Either.left(Rejection.of(Rejection.Code.MATCH_OVER, "The match is over"));
    }
    if (action instanceof Deal d) {
      if (s.phase() != Phase.DEAL) {
        return Either.left(Rejection.of(Rejection.Code.WRONG_PHASE, "The cards are dealt"));
      }
      if (d.order() == null || !Array.ofAll(d.order()).sorted().equals(DECK.cards().sorted())) {
        return Either.left(Rejection.malformed("A deal is the whole deck once"));
      }
      return Either.right(dealt(d.order()));
    }
    if (!legalActions(s).contains(action)) {
      if (s.phase() != Phase.PLAY) {
        return Either.left(Rejection.of(Rejection.Code.WRONG_PHASE, "Deal first"));
      }
      return Either.left(Rejection.of(Rejection.Code.MALFORMED, "Play one of your legal cards"));
    }
    return Either.right(played(s, (PlayCard) action));
  }

  private static State dealt(Seq<Card> order) {
    CardSet h0 = CardSet.of(DECK);
    CardSet h1 = CardSet.of(DECK);
    for (int i = 0; i < order.size(); i++) {
      if (i % 2 == 0) {
        h1 = h1.with(order.get(i));
      } else {
        h0 = h0.with(order.get(i));
      }
    }
    CardSet none = CardSet.of(DECK);
    return new State(
        Phase.PLAY,
        1,
        List.of(h0, h1),
        List.empty(),
        List.of(none, none),
        List.empty(),
        List.empty(),
        List.of(new Event.Dealt.Plain(0, Option.none())));
  }

  private static State played(State s, PlayCard play) {
    int p = play.seat();
    Seq<CardSet> hands = s.hands().update(p, s.hand(p).without(play.card()));
    Seq<TablePlay> table = s.table().append(new TablePlay(p, play.card()));
    Seq<Event> events = List.of(new Event.Played.Plain(p, play.card()));
    if (table.size() < 2) {
      return new State(
          Phase.PLAY, 1 - p, hands, table, s.captured(), s.history(), s.results(), events);
    }
    TablePlay lead = table.get(0);
    TablePlay other = table.get(1);
    boolean follows = other.card().suit().equals(lead.card().suit());
    int winner = follows && rank(other.card()) < rank(lead.card()) ? other.seat() : lead.seat();
    Seq<Card> cards = table.map(TablePlay::card);
    CardSet taken = s.captured(winner).with(cards.get(0)).with(cards.get(1));
    Seq<CardSet> captured = s.captured().update(winner, taken);
    Seq<Round> history =
        s.history()
            .append(
                new Round(
                    table, Option.some(winner), CardSet.of(DECK, cards.toJavaArray(Card[]::new))));
    events = events.append(new Event.TrickWon.Plain(winner, 1, cards));
    if (history.size() < 4) {
      return new State(
          Phase.PLAY, winner, hands, List.empty(), captured, history, s.results(), events);
    }
    int t0 = captured.get(0).size() / 2;
    int t1 = captured.get(1).size() / 2;
    Option<Integer> side = t0 == t1 ? Option.none() : Option.some(t0 > t1 ? 0 : 1);
    Result r = new Result(List.of(t0, t1), side);
    events = events.append(new Event.HandScored.Plain(r)).append(new Event.MatchEnded.Plain(side));
    return new State(
        Phase.MATCH_OVER,
        GameState.NOBODY,
        hands,
        List.empty(),
        captured,
        history,
        List.of(r),
        events);
  }

  private static int rank(Card c) {
    for (int i = 0; i < ORDER.length; i++) {
      if (ORDER[i] == c.rank()) {
        return i;
      }
    }
    return ORDER.length;
  }

  @Override
  public Either<Rejection, PlayerView> view(GameState state, int seat) {
    if (!(state instanceof State s)) {
      return Either.left(Rejection.malformed("That state is not a match of " + ID));
    }
    if (seat < 0 || seat > 1) {
      return Either.left(Rejection.malformed("There is no seat " + seat));
    }
    return Either.right(new View(s, seat, s.toAct() == seat ? legalActions(s) : List.empty()));
  }

  @Override
  public Either<Rejection, PlayerView> publicView(GameState state) {
    if (!(state instanceof State s)) {
      return Either.left(Rejection.malformed("That state is not a match of " + ID));
    }
    return Either.right(new View(s, GameState.NOBODY, List.empty()));
  }

  /** Deals the cards the seat has not seen (the other hand) at random. */
  @Override
  public Either<Rejection, GameState> determinize(PlayerView view, RandomGenerator random) {
    if (!(view instanceof View v) || v.seat() < 0 || random == null) {
      return Either.left(Rejection.malformed("Only a seat's view of " + ID + " is determinized"));
    }
    State s = v.state();
    if (s.phase() == Phase.DEAL) {
      return Either.right(s);
    }
    int other = 1 - v.seat();
    Seq<Card> unseen = s.hand(other).toSeq();
    Seq<Card> pool = Array.ofAll(unseen);
    // the other hand is a random one of the same size from the unseen cards (here exactly them)
    CardSet h = CardSet.of(DECK);
    for (int i = pool.size(); i > 0; i--) {
      int k = random.nextInt(i);
      h = h.with(pool.get(k));
      pool = pool.removeAt(k);
    }
    return Either.right(
        new State(
            s.phase(),
            s.toAct(),
            s.hands().update(other, h),
            s.table(),
            s.captured(),
            s.history(),
            s.results(),
            s.lastEvents()));
  }

  /** A hand's result: a point per trick. */
  record Result(Seq<Integer> points, Option<Integer> winningSide) implements HandResult {
    @Override
    public int hand() {
      return 1;
    }

    @Override
    public Seq<Seq<Integer>> sides() {
      return SIDES;
    }

    @Override
    public Seq<Integer> tricks() {
      return points;
    }

    @Override
    public Seq<Integer> scoreChange() {
      return points;
    }
  }

  /** A match, equal by value. */
  record State(
      Phase phase,
      int toAct,
      Seq<CardSet> hands,
      Seq<TablePlay> table,
      Seq<CardSet> captured,
      Seq<Round> history,
      Seq<HandResult> results,
      Seq<Event> lastEvents)
      implements GameState {

    @Override
    public String variantId() {
      return ID;
    }

    @Override
    public int players() {
      return 2;
    }

    @Override
    public Deck deck() {
      return DECK;
    }

    @Override
    public int dealer() {
      return 0;
    }

    @Override
    public int handNumber() {
      return 1;
    }

    @Override
    public Option<dev.mazzo.card.Trump> trump() {
      return Option.none();
    }

    @Override
    public Option<Card> trumpCard() {
      return Option.none();
    }

    @Override
    public CardSet hand(int seat) {
      return hands.get(seat);
    }

    @Override
    public Seq<Card> stock() {
      return List.empty();
    }

    @Override
    public CardSet captured(int seat) {
      return captured.get(seat);
    }

    @Override
    public Seq<Seq<Integer>> sides() {
      return SIDES;
    }

    @Override
    public Seq<Integer> score() {
      return List.of(captured.get(0).size() / 2, captured.get(1).size() / 2);
    }

    @Override
    public Option<Integer> winningSide() {
      return results.isEmpty() ? Option.none() : results.head().winningSide();
    }
  }

  /** What one seat (or a spectator, {@link GameState#NOBODY}) sees: all but the other hand. */
  record View(State state, int seat, Seq<Action> legalActions) implements PlayerView {

    @Override
    public String variantId() {
      return ID;
    }

    @Override
    public int players() {
      return 2;
    }

    @Override
    public Deck deck() {
      return DECK;
    }

    @Override
    public Phase phase() {
      return state.phase();
    }

    @Override
    public int toAct() {
      return state.toAct();
    }

    @Override
    public int dealer() {
      return 0;
    }

    @Override
    public int handNumber() {
      return 1;
    }

    @Override
    public Option<dev.mazzo.card.Trump> trump() {
      return Option.none();
    }

    @Override
    public Option<Card> trumpCard() {
      return Option.none();
    }

    @Override
    public CardSet ownHand() {
      return seat >= 0 ? state.hand(seat) : CardSet.of(DECK);
    }

    @Override
    public int handSize(int s) {
      return state.hand(s).size();
    }

    @Override
    public int stockSize() {
      return 0;
    }

    @Override
    public Seq<TablePlay> table() {
      return state.table();
    }

    @Override
    public Seq<Round> history() {
      return state.history();
    }

    @Override
    public Seq<Seq<Integer>> sides() {
      return SIDES;
    }

    @Override
    public Seq<Integer> score() {
      return state.score();
    }

    @Override
    public Seq<HandResult> results() {
      return state.results();
    }

    @Override
    public Option<Integer> winningSide() {
      return state.winningSide();
    }

    @Override
    public Seq<Event> events() {
      return state.lastEvents();
    }
  }
}
