package dev.mazzo.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.mazzo.briscola.Bid;
import dev.mazzo.briscola.BriscolaState;
import dev.mazzo.briscola.BriscolaView;
import dev.mazzo.briscola.Call;
import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Shuffle;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.SeatAction;
import dev.mazzo.game.TablePlay;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.lifecycle.AddLifecycleHook;

/**
 * The conformance kit (DESIGN.md, Tests): the properties every variant must have, over random
 * seeded deals and random legal play. A variant passes it by naming its id:
 *
 * <pre>{@code
 * class Briscola2pConformanceTest extends ConformanceKit {
 *   Briscola2pConformanceTest() { super("briscola-2p"); }
 * }
 * }</pre>
 *
 * <p>A random match is a pure function of one jqwik-generated seed: the match options (every option
 * of {@link Variant#options()}, each a random allowed value), every deal order ({@link
 * Shuffle#using}), how eager the seats are to pass in an auction, and every choice among the legal
 * actions come from {@link SplittableRandom}s seeded by it. A failing property prints the seed that
 * reproduces it.
 *
 * <p>Nothing here assumes a number of seats, a deck size or a phase sequence: the kit reads them
 * from the variant and its states. It uses the public API ({@link Game}, {@link GameState}, {@link
 * PlayerView}) and the public family actions of the Briscola family ({@link Bid}, {@link Call}),
 * which every variant must either play or reject as {@code MALFORMED} (B-64).
 *
 * <p>Run time: the tries of each property are scaled to the size of the variant by {@link KitTries}
 * (see {@link #tries}), so that 18 kits stay within the suite's budget.
 */
public abstract class ConformanceKit {

  private final String variantId;
  private final Variant variant;
  private final Game<GameState> game;

  /** True when the variant has an auction: its legal actions after a deal include a pass. */
  private final boolean auction;

  /**
   * A kit for one registered variant.
   *
   * @param variantId the id, such as {@code "briscola-2p"}
   */
  protected ConformanceKit(String variantId) {
    this.variantId = variantId;
    this.variant =
        Variants.byId(variantId)
            .getOrElseThrow(() -> new IllegalArgumentException("not registered: " + variantId));
    this.game = variant.game();
    GameState s = game.newMatch(MatchOptions.defaults()).get();
    s = game.apply(s, new Deal(Shuffle.seeded(1).order(s.deck()))).get();
    this.auction = game.legalActions(s).exists(a -> a instanceof Pass);
  }

  /**
   * The card points of a whole hand, which every HAND_RESULT's points add up to: 120 for a one-deck
   * Briscola-family game, 240 for two decks (briscola.md B-11). Other families override.
   */
  protected int handPointTotal(GameState s) {
    return s.deck().size() > 40 ? 240 : 120;
  }

  /** The most steps (actions) a random match may take before it must be over. */
  protected int stepBound() {
    return 50 * (variant.deckSize() + 1);
  }

  /**
   * The tries of a kit property: the tries it declares are meant for {@code briscola-2p}; a variant
   * whose random match costs more gets proportionally fewer, so that every kit costs about the
   * same. The cost of a match is estimated from a few sample matches: its steps times the actions
   * applied at each step — the whole action space for the heavy property, a view per seat for the
   * others. Never more than declared, never fewer than 5 (or declared, if less). Override to change
   * the budget; {@link KitTries#FIXED} overrides it for a run.
   *
   * @param declared the tries the property declares (or jqwik's configured default)
   * @param heavy true for the property that applies the whole action space at every step
   */
  protected int tries(int declared, boolean heavy) {
    double[] mine = cost();
    double[] ref = REFERENCE.equals(variantId) ? mine : reference();
    int k = heavy ? 0 : 1;
    int scaled = (int) Math.round(declared * ref[k] / mine[k]);
    return Math.max(Math.min(declared, 5), Math.min(declared, scaled));
  }

  /** The variant whose cost the declared tries are meant for. */
  private static final String REFERENCE = "briscola-2p";

  private static final Map<String, double[]> COSTS = new ConcurrentHashMap<>();

  private static double[] reference() {
    return COSTS.computeIfAbsent(
        REFERENCE, id -> ((ConformanceKit) new ConformanceKit(id) {}).measure());
  }

  /** {heavy, light}: this variant's estimated work per try, cached per id. */
  private double[] cost() {
    return COSTS.computeIfAbsent(variantId, id -> measure());
  }

  private double[] measure() {
    int samples = 4;
    double steps = 0;
    for (long seed = 1; seed <= samples; seed++) {
      steps += walk(seed).actions.size();
    }
    steps /= samples;
    int space = fixedActionSpace(game.newMatch(MatchOptions.defaults()).get()).size() + 1;
    return new double[] {steps * space, steps * (variant.players() + 1)};
  }

  /** Marks the kit property that applies the whole action space at every step. */
  @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
  @java.lang.annotation.Target(java.lang.annotation.ElementType.METHOD)
  protected @interface Heavy {}

  // ---------------------------------------------------------------- random matches

  /** A random match: its states, and the action that led from each state to the next. */
  protected static final class Walk {
    /** The states, from the new match on. */
    public final List<GameState> states = new ArrayList<>();

    /** {@code actions.get(i)} took {@code states.get(i)} to {@code states.get(i + 1)}. */
    public final List<Action> actions = new ArrayList<>();

    /** The options of the match. */
    public MatchOptions options;
  }

  /**
   * The options of a random match: each option the variant lists gets a random allowed value
   * (B-68): one of its choices or numbers, or a whole number from its minimum up to its maximum, or
   * up to its default when the range is open (hands to win, deals).
   */
  protected MatchOptions options(long seed) {
    SplittableRandom r = new SplittableRandom(seed ^ 0x9E3779B97F4A7C15L);
    Map<String, Object> m = new LinkedHashMap<>();
    for (OptionSpec o : variant.options()) {
      if (o.choices().isDefined()) {
        Seq<String> cs = o.choices().get();
        m.put(o.name(), cs.get(r.nextInt(cs.size())));
      } else if (o.numbers().isDefined()) {
        Seq<Integer> ns = o.numbers().get();
        m.put(o.name(), ns.get(r.nextInt(ns.size())));
      } else {
        int hi = o.max() <= 64 ? o.max() : Math.max(o.min(), (Integer) o.defaultValue());
        m.put(o.name(), o.min() + r.nextInt(hi - o.min() + 1));
      }
    }
    return MatchOptions.of(m);
  }

  /** Plays a random match from a seed, at most {@code maxSteps} actions. */
  protected Walk walk(long seed, int maxSteps) {
    SplittableRandom random = new SplittableRandom(seed);
    // How eager the seats are to pass when they may: from bidding to the top to passing out.
    double passBias = random.nextDouble();
    Walk w = new Walk();
    w.options = options(seed);
    GameState s =
        game.newMatch(w.options)
            .getOrElseThrow(r -> new AssertionError(w.options + ": " + r.toString()));
    w.states.add(s);
    for (int step = 0; step < maxSteps && !s.isOver(); step++) {
      GameState from = s;
      Action a;
      if (s.toAct() == GameState.CHANCE) {
        a = new Deal(Shuffle.using(random).order(s.deck()));
      } else {
        Seq<Action> legal = game.legalActions(s);
        assertFalse(
            legal.isEmpty(), () -> "a seat is to act but has no legal action: " + summary(from));
        a = choose(legal, random, passBias);
      }
      Either<Rejection, GameState> next = game.apply(s, a);
      assertTrue(
          next.isRight(),
          () ->
              "a legal action was rejected: "
                  + show(a)
                  + " "
                  + next.getLeft()
                  + "\n"
                  + summary(from));
      s = next.get();
      w.actions.add(a);
      w.states.add(s);
    }
    return w;
  }

  private static Action choose(Seq<Action> legal, SplittableRandom random, double passBias) {
    if (legal.head() instanceof Pass && random.nextDouble() < passBias) {
      return legal.head();
    }
    return legal.get(random.nextInt(legal.size()));
  }

  /** Plays a random match from a seed to its end (bounded by {@link #stepBound()}). */
  protected Walk walk(long seed) {
    return walk(seed, stepBound());
  }

  private String summary(GameState s) {
    return Transcript.summary(game, s);
  }

  /** An action for a failure message: its protocol shape, or its record form. */
  protected static String show(Action a) {
    if (a == null || a instanceof Deal || a instanceof PlayCard) {
      return Transcript.action(a);
    }
    try {
      return a.toString();
    } catch (RuntimeException e) {
      return Transcript.action(a);
    }
  }

  // ---------------------------------------------------------------- the properties

  /**
   * Every card of the deck is in exactly one place at every step, none at a deal; during an auction
   * and the call every card is in a holding (B-15, B-43).
   */
  @Property
  @AddLifecycleHook(KitTries.class)
  @Label("B-12, B-15, B-26, B-27: every card is in exactly one place at every step")
  public void everyCardInExactlyOnePlace(@ForAll long seed) {
    for (GameState s : walk(seed).states) {
      assertCardsConserved(s);
    }
  }

  /** Asserts the card conservation of one state. */
  protected void assertCardsConserved(GameState s) {
    Deck deck = s.deck();
    int[] count = new int[deck.size()];
    List<Card> strays = new ArrayList<>();
    for (int p = 0; p < s.players(); p++) {
      tally(deck, s.hand(p), count, strays);
      tally(deck, s.captured(p), count, strays);
    }
    tally(deck, s.stock(), count, strays);
    tally(deck, s.table().map(TablePlay::card), count, strays);
    assertTrue(strays.isEmpty(), () -> "cards not of the deck: " + strays + "\n" + summary(s));
    int expected = s.phase() == Phase.DEAL ? 0 : 1;
    for (int id = 0; id < count.length; id++) {
      int i = id;
      assertEquals(
          expected,
          count[id],
          () ->
              deck.card(i)
                  + " is in "
                  + count[i]
                  + " places (phase "
                  + s.phase().wireName()
                  + ")\n"
                  + summary(s));
    }
    if (s.phase() == Phase.BID || s.phase() == Phase.CALL) {
      int held = 0;
      for (int p = 0; p < s.players(); p++) {
        assertEquals(
            deck.size() / s.players(), s.hand(p).size(), "B-43: every seat holds its deal");
        held += s.hand(p).size();
      }
      assertEquals(deck.size(), held, "before the play every card is in a holding");
    }
  }

  private static void tally(Deck deck, Iterable<Card> cards, int[] count, List<Card> strays) {
    for (Card c : cards) {
      int id = deck.idOf(c);
      if (id < 0) {
        strays.add(c);
      } else {
        count[id]++;
      }
    }
  }

  /**
   * The points of every played hand's HAND_RESULT add up to the deck's total T, its tricks to N ÷
   * n; a passed-out deal has no sides, points, tricks or winner and changes no score; the score is
   * the sum of the scoreChanges.
   */
  @Property
  @AddLifecycleHook(KitTries.class)
  @Label(
      "B-11, B-31, B-38, B-49: a played hand's points add up to T; the score sums the scoreChanges")
  public void handPointsSumToTheTotal(@ForAll long seed) {
    Walk w = walk(seed);
    int hands = 0;
    for (GameState s : w.states) {
      for (Event e : s.lastEvents()) {
        if (e instanceof Event.HandScored) {
          hands++;
          HandResult r = ((Event.HandScored) e).result();
          assertEquals(r, s.results().last(), "the hand event carries the last result");
          assertEquals(hands, s.results().size());
          assertEquals(hands, r.hand());
          assertEquals(s.sides().size(), r.scoreChange().size());
          if (r.points().isEmpty()) {
            assertTrue(auction, () -> "B-31: a hand without points: " + Transcript.result(r));
            assertTrue(
                r.sides().isEmpty() && r.tricks().isEmpty() && r.winner().isEmpty(),
                () ->
                    "B-49: a passed-out deal has no sides, tricks or winner: "
                        + Transcript.result(r));
            assertTrue(r.scoreChange().forAll(x -> x == 0), "B-49: every payment is 0");
          } else {
            assertEquals(handPointTotal(s), r.points().sum().intValue(), Transcript.result(r));
            assertEquals(r.sides().size(), r.points().size());
            assertEquals(r.sides().size(), r.tricks().size());
            assertEquals(
                s.deck().size() / s.players(),
                r.tricks().sum().intValue(),
                () -> "B-30: N / n tricks: " + Transcript.result(r));
            assertEquals(
                s.players(),
                r.sides().map(Seq::size).sum().intValue(),
                "the hand's sides hold every seat once");
          }
        }
      }
      for (int side = 0; side < s.sides().size(); side++) {
        int i = side;
        int sum = s.results().map(r -> r.scoreChange().get(i)).sum().intValue();
        assertEquals(sum, s.score().get(side).intValue(), "B-38 score is the sum of scoreChange");
      }
    }
    assertTrue(hands >= 1, "a whole match has at least one hand");
  }

  /**
   * The fixed part of the action space of a match: every play of every deck card by every seat, and
   * the family actions of B-64 for every seat — with an auction, a pass, every rank bid, every
   * 2-with-points and points-only bid from 60 to 121, bids of a rank other than 2 with points, a
   * call of each suit, of no-trump and of every deck card; without one, a sample of each shape (all
   * of which must be {@code MALFORMED}).
   */
  protected List<Action> fixedActionSpace(GameState s) {
    List<Action> out = new ArrayList<>();
    int[] points = auction ? range(60, 121) : new int[] {60, 61, 120, 121};
    for (int seat = 0; seat < s.players(); seat++) {
      for (Card c : s.deck().cards()) {
        out.add(new PlayCard(seat, c));
      }
      out.add(new Pass(seat));
      for (Rank r : auction ? Rank.values() : new Rank[] {Rank.ACE, Rank.TWO}) {
        if (r != Rank.JOKER) {
          out.add(Bid.rank(seat, r));
        }
      }
      for (int p : points) {
        out.add(Bid.twoWithPoints(seat, p));
        out.add(Bid.points(seat, p));
      }
      out.add(new Bid(seat, Option.some(Rank.ACE), Option.some(70)));
      out.add(new Bid(seat, Option.some(Rank.KING), Option.some(61)));
      out.add(new Bid(seat, Option.none(), Option.none()));
      for (Suit suit : Suit.values()) {
        out.add(Call.suit(seat, suit));
      }
      out.add(Call.noTrump(seat));
      for (Card c : auction ? s.deck().cards() : s.deck().cards().take(2)) {
        out.add(Call.card(seat, c));
      }
      out.add(new Call(seat, Option.some(Suit.HEARTS), false, Option.some(s.deck().card(0))));
      out.add(new Call(seat, Option.none(), false, Option.none()));
    }
    return out;
  }

  private static int[] range(int from, int to) {
    int[] out = new int[to - from + 1];
    for (int i = 0; i < out.length; i++) {
      out[i] = from + i;
    }
    return out;
  }

  /**
   * Every action in legalActions is accepted; every other action of the action space (see {@link
   * #fixedActionSpace}, and a deal) is rejected with the code of the first failing check of B-67,
   * and the state is unchanged. {@code MALFORMED} depends on the action alone, never on the state.
   * Each try applies some ten thousand actions or more, hence fewer tries.
   */
  @Property(tries = 50)
  @AddLifecycleHook(KitTries.class)
  @Heavy
  @Label(
      "B-64, B-67: legal actions are accepted; every other action is rejected in B-67 order, state unchanged")
  public void legalAcceptedEverythingElseRejected(@ForAll long seed) {
    Walk w = walk(seed);
    GameState twin = game.newMatch(w.options).get();
    SplittableRandom random = new SplittableRandom(~seed);
    List<Action> space = fixedActionSpace(w.states.get(0));
    boolean[] malformed = new boolean[space.size()];
    for (int k = 0; k < space.size(); k++) {
      Either<Rejection, GameState> r = game.apply(w.states.get(0), space.get(k));
      malformed[k] = r.isLeft() && r.getLeft().code() == Rejection.Code.MALFORMED;
      assertSpaceShape(space.get(k), malformed[k]);
    }
    for (int i = 0; i < w.states.size(); i++) {
      GameState s = w.states.get(i);
      assertEquals(twin, s, "a replay gives an equal state");
      String before = summary(s);
      Seq<Action> legal = game.legalActions(s);
      Set<Action> legalSet = new HashSet<>(legal.asJava());
      assertEquals(legal.size(), legalSet.size(), "no legal action twice");
      if (s.toAct() < 0) {
        assertTrue(legal.isEmpty(), "legal is [] at chance and at the end");
      } else {
        assertFalse(legal.isEmpty(), "a seat to act has a legal action");
      }
      for (Action a : legal) {
        assertEquals(s.toAct(), ((SeatAction) a).seat(), "legal actions are the seat to act's");
      }
      int hash = twin.hashCode();
      Deal deal = new Deal(Shuffle.using(random).order(s.deck()));
      for (int k = -1; k < space.size(); k++) {
        Action a = k < 0 ? deal : space.get(k);
        boolean isLegal = k < 0 ? s.phase() == Phase.DEAL : legalSet.contains(a);
        Either<Rejection, GameState> r = game.apply(s, a);
        if (isLegal) {
          assertTrue(r.isRight(), () -> "legal but rejected: " + show(a) + " " + r.getLeft());
        } else {
          assertTrue(r.isLeft(), () -> "not legal but accepted: " + show(a) + "\n" + before);
          Rejection rejection = r.getLeft();
          assertNotNull(rejection.code());
          assertTrue(
              rejection.message() != null && !rejection.message().isBlank(),
              () -> "a rejection says why: " + show(a) + " " + rejection.code());
          boolean bad = k >= 0 && malformed[k];
          assertRejectionCode(s, a, bad, rejection);
          // Cheap after each action; the full equality and the summary follow for the state.
          assertEquals(hash, s.hashCode(), () -> "changed by the rejected " + show(a));
        }
      }
      assertEquals(twin, s, "the rejected actions leave the state unchanged");
      assertEquals(before, summary(s), "the summary is unchanged after all the rejections");
      if (i < w.actions.size()) {
        twin = game.apply(twin, w.actions.get(i)).get();
      }
    }
  }

  /** B-64: which family actions are MALFORMED for every state, and which never are. */
  private void assertSpaceShape(Action a, boolean malformed) {
    if (a instanceof PlayCard) {
      assertFalse(
          malformed, () -> "B-64: a play of a deck card by a seat is well formed: " + show(a));
      return;
    }
    if (!auction) {
      assertTrue(
          malformed, () -> "B-64: only deal and play are actions of " + variantId + ": " + show(a));
      return;
    }
    if (a instanceof Pass) {
      assertFalse(malformed, () -> "B-64: pass is an action of " + variantId);
    } else if (a instanceof Call) {
      Call c = (Call) a;
      boolean oneForm = (c.suit().isDefined() || c.noTrump()) != c.card().isDefined();
      assertEquals(
          !oneForm,
          malformed,
          () ->
              "B-64: both call forms and NT are recognised; both or neither is MALFORMED: "
                  + show(a));
    } else if (a instanceof Bid) {
      Bid b = (Bid) a;
      if (b.points().isDefined() && b.points().get() > 120) {
        assertTrue(malformed, () -> "B-46, B-62: points above 120 are MALFORMED: " + show(a));
      }
      if (b.points().isDefined() && b.rank().isDefined() && b.rank().get() != Rank.TWO) {
        assertTrue(
            malformed, () -> "B-64: points with a rank other than 2 are MALFORMED: " + show(a));
      }
      if (b.points().isEmpty() && b.rank().isEmpty()) {
        assertTrue(malformed, () -> "B-64: a bid without rank or points is MALFORMED");
      }
    }
  }

  /**
   * The code of a rejection follows the order of B-67: MALFORMED (for the actions that are
   * malformed in every state), MATCH_OVER, WRONG_PHASE, ALREADY_PASSED, NOT_YOUR_TURN, then the
   * check of the action's own type.
   */
  private void assertRejectionCode(GameState s, Action a, boolean malformed, Rejection r) {
    Rejection.Code expected;
    if (malformed) {
      expected = Rejection.Code.MALFORMED;
    } else if (s.isOver()) {
      expected = Rejection.Code.MATCH_OVER;
    } else if (!accepts(s.phase(), a)) {
      expected = Rejection.Code.WRONG_PHASE;
    } else if (a instanceof Deal) {
      expected = null; // a legal deal; not reached
    } else {
      int seat = ((SeatAction) a).seat();
      if (s.phase() == Phase.BID
          && s instanceof BriscolaState
          && ((BriscolaState) s).passed().contains(seat)) {
        expected = Rejection.Code.ALREADY_PASSED;
      } else if (seat != s.toAct()) {
        expected = Rejection.Code.NOT_YOUR_TURN;
      } else if (a instanceof PlayCard) {
        expected =
            s.hand(seat).contains(((PlayCard) a).card())
                ? Rejection.Code.MUST_FOLLOW_SUIT
                : Rejection.Code.CARD_NOT_IN_HAND;
      } else if (a instanceof Bid) {
        expected = Rejection.Code.BID_TOO_LOW;
      } else if (a instanceof Call) {
        expected = Rejection.Code.ILLEGAL_CALL;
      } else {
        expected = null; // a pass of the seat to act is always legal (B-47)
      }
    }
    Rejection.Code want = expected;
    assertEquals(
        want,
        r.code(),
        () ->
            "B-67: "
                + show(a)
                + " gave "
                + r.code()
                + " ("
                + r.message()
                + "), expected "
                + want
                + "\n"
                + summary(s));
  }

  /** B-65: the action type a phase accepts. */
  private static boolean accepts(Phase phase, Action a) {
    switch (phase) {
      case DEAL:
        return a instanceof Deal;
      case BID:
        return a instanceof Bid || a instanceof Pass;
      case CALL:
        return a instanceof Call;
      case PLAY:
        return a instanceof PlayCard;
      default:
        return false;
    }
  }

  private static <T> Arbitrary<Option<T>> optionOf(Arbitrary<T> values) {
    return Arbitraries.frequencyOf(
        Tuple.of(2, Arbitraries.just(Option.<T>none())),
        Tuple.of(6, values.map(Option::some)),
        Tuple.of(1, Arbitraries.just(Option.some((T) null))),
        Tuple.of(1, Arbitraries.just((Option<T>) null)));
  }

  /** Actions of every kind and shape, most of them wrong. */
  @Provide
  Arbitrary<Action> anyAction() {
    Arbitrary<Integer> seats = Arbitraries.integers().between(-3, 9);
    Arbitrary<Card> cards =
        Arbitraries.integers()
            .between(0, Card.universeSize() - 1)
            .map(Card::ofOrdinal)
            .injectNull(0.1);
    Arbitrary<Action> plays = Combinators.combine(seats, cards).as(PlayCard::new);
    Arbitrary<Action> passes = seats.map(Pass::new);
    Arbitrary<Action> deals =
        cards.list().ofMaxSize(50).map(l -> (Action) new Deal(Array.ofAll(l))).injectNull(0.0);
    Arbitrary<Action> nullDeal = Arbitraries.just(new Deal(null));
    Arbitrary<Option<Rank>> ranks = optionOf(Arbitraries.of(Rank.class));
    Arbitrary<Option<Integer>> points =
        optionOf(
            Arbitraries.oneOf(
                Arbitraries.integers().between(55, 125),
                Arbitraries.of(Integer.MIN_VALUE, -1, 0, Integer.MAX_VALUE)));
    Arbitrary<Action> bids = Combinators.combine(seats, ranks, points).as(Bid::new);
    Arbitrary<Action> calls =
        Combinators.combine(
                seats,
                optionOf(Arbitraries.of(Suit.class)),
                Arbitraries.of(true, false),
                optionOf(cards))
            .as(Call::new);
    Arbitrary<Action> nullFields =
        Combinators.combine(
                Arbitraries.integers().between(0, 7), Arbitraries.integers().between(0, 9))
            .as(ConformanceKit::nullField);
    Arbitrary<Action> foreign =
        Arbitraries.of("bid", "call", "play", "deal", "pass", "", "PLAY")
            .injectNull(0.2)
            .map(t -> (Action) () -> t);
    Arbitrary<Action> throwing =
        Arbitraries.just(
            () -> {
              throw new IllegalStateException("a broken action");
            });
    return Arbitraries.frequencyOf(
            Tuple.of(6, plays),
            Tuple.of(2, passes),
            Tuple.of(3, bids),
            Tuple.of(3, calls),
            Tuple.of(2, nullFields),
            Tuple.of(2, deals),
            Tuple.of(1, nullDeal),
            Tuple.of(1, foreign),
            Tuple.of(1, throwing))
        .injectNull(0.05);
  }

  /** A family action with null where a value belongs (B-64: a missing field is MALFORMED). */
  private static Action nullField(int seat, int shape) {
    switch (shape) {
      case 0:
        return new Bid(seat, null, null);
      case 1:
        return new Call(seat, null, false, null);
      case 2:
        return new PlayCard(seat, null);
      case 3:
        return new Bid(seat, Option.some(null), Option.none());
      case 4:
        return new Bid(seat, Option.some(Rank.TWO), Option.some(null));
      case 5:
        return new Bid(seat, Option.none(), Option.some(null));
      case 6:
        return new Call(seat, Option.some(null), false, Option.none());
      case 7:
        return new Call(seat, Option.none(), false, Option.some(null));
      case 8:
        return new Call(seat, Option.some(null), false, Option.some(null));
      default:
        return new Bid(seat, Option.some(Rank.ACE), null);
    }
  }

  /** Up to 12 actions of any kind and shape. */
  @Provide
  Arbitrary<List<Action>> junk() {
    return anyAction().list().ofMaxSize(12);
  }

  /**
   * apply never throws, whatever the action (other seats' cards, cards not in the deck, wrong
   * phases, null fields, null); an accepted action is a legal one; a rejected one changes nothing
   * and says why. Views, legal actions and determinize never throw either.
   */
  @Property
  @AddLifecycleHook(KitTries.class)
  @Label("B-67: apply, view and determinize never throw, for any action, seat or phase")
  public void applyNeverThrows(@ForAll long seed, @ForAll("junk") List<Action> junk) {
    Walk w = walk(seed);
    GameState twin = game.newMatch(w.options).get();
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = 0; i < w.states.size(); i++) {
      GameState s = w.states.get(i);
      Set<Action> legal = new HashSet<>(game.legalActions(s).asJava());
      for (Action a : junk) {
        Either<Rejection, GameState> r;
        try {
          r = game.apply(s, a);
        } catch (RuntimeException e) {
          throw new AssertionError("apply threw for " + show(a) + " at " + summary(s), e);
        }
        if (r.isRight()) {
          assertTrue(
              legal.contains(a) || (a instanceof Deal && s.phase() == Phase.DEAL),
              () -> "accepted an action that is not legal: " + show(a));
        } else {
          Rejection rejection = r.getLeft();
          assertNotNull(rejection.code());
          assertTrue(
              rejection.message() != null && !rejection.message().isBlank(),
              () -> "a rejection says why in a sentence: " + show(a) + " " + rejection.code());
          assertEquals(twin, s);
        }
      }
      try {
        for (int seat = -2; seat <= s.players() + 1; seat++) {
          Either<Rejection, PlayerView> v = game.view(s, seat);
          assertEquals(seat >= 0 && seat < s.players(), v.isRight());
          if (v.isRight()) {
            assertTrue(game.determinize(v.get(), random).isRight());
          }
        }
        assertTrue(game.publicView(s).isRight());
        assertTrue(game.determinize(game.publicView(s).get(), random).isLeft());
        assertTrue(game.determinize(game.view(s, 0).get(), null).isLeft());
        game.legalActions(s);
      } catch (RuntimeException e) {
        throw new AssertionError("a view threw at " + summary(s), e);
      }
      if (i < w.actions.size()) {
        twin = game.apply(twin, w.actions.get(i)).get();
      }
    }
  }

  /** The same deal and actions give equal states, with equal hash codes, views and events. */
  @Property
  @AddLifecycleHook(KitTries.class)
  @Label("the same deals and actions give equal states, hash codes, views and events")
  public void sameActionsSameStates(@ForAll long seed) {
    Walk a = walk(seed);
    Walk b = walk(seed);
    assertEquals(a.actions, b.actions);
    GameState replay = game.newMatch(a.options).get();
    for (int i = 0; i < a.states.size(); i++) {
      GameState s = a.states.get(i);
      GameState t = b.states.get(i);
      assertEquals(s, t);
      assertEquals(s.hashCode(), t.hashCode());
      assertEquals(s, replay);
      assertEquals(s.hashCode(), replay.hashCode());
      assertEquals(s.lastEvents(), t.lastEvents());
      for (int seat = 0; seat < s.players(); seat++) {
        assertEquals(game.view(s, seat).get(), game.view(t, seat).get());
      }
      assertEquals(game.publicView(s).get(), game.publicView(replay).get());
      if (i < a.actions.size()) {
        replay = game.apply(replay, a.actions.get(i)).get();
        assertFalse(s.equals(a.states.get(i + 1)), "every action changes the state");
      }
    }
    GameState last = a.states.get(a.states.size() - 1);
    assertEquals(summary(last), summary(replay));
  }

  /**
   * B-70, B-71: a view holds its seat's own holding and counts of everything hidden: never another
   * seat's card nor the stock order; a drawn card is shown only to the seat that drew it, or to all
   * when it is the face-up trump card; the public trump card is the last card of the stock or
   * (Sueca, B-16) in the dealer's holding.
   */
  @Property
  @AddLifecycleHook(KitTries.class)
  @Label("B-70, B-71: a view never holds another seat's card nor the stock order")
  public void viewsHideHiddenCards(@ForAll long seed) {
    Option<Card> handTrump = Option.none();
    for (GameState s : walk(seed).states) {
      for (Event e : s.lastEvents()) {
        if (e instanceof Event.Dealt) {
          handTrump = ((Event.Dealt) e).trumpCard();
        }
      }
      for (Card c : s.trumpCard()) {
        boolean inStock = !s.stock().isEmpty() && s.stock().last().equals(c);
        assertTrue(
            inStock || s.hand(s.dealer()).contains(c),
            () ->
                "B-14, B-16: the public trump card is the stock's last or the dealer's: "
                    + summary(s));
      }
      Seq<Action> legal = game.legalActions(s);
      for (int seat = -1; seat < s.players(); seat++) {
        PlayerView v = seat < 0 ? game.publicView(s).get() : game.view(s, seat).get();
        int me = seat < 0 ? GameState.NOBODY : seat;
        assertEquals(me, v.seat());
        assertEquals(s.players(), v.players());
        assertEquals(s.deck(), v.deck());
        assertEquals(seat < 0 ? s.deck().none() : s.hand(seat), v.ownHand());
        for (int p = 0; p < s.players(); p++) {
          assertEquals(s.hand(p).size(), v.handSize(p), "other holdings are counts");
        }
        assertEquals(s.stock().size(), v.stockSize(), "the stock is a count");
        assertEquals(s.trumpCard(), v.trumpCard());
        assertEquals(s.trump(), v.trump());
        assertEquals(s.table(), v.table());
        assertEquals(s.phase(), v.phase());
        assertEquals(s.toAct(), v.toAct());
        assertEquals(s.dealer(), v.dealer());
        assertEquals(s.handNumber(), v.handNumber());
        assertEquals(s.sides(), v.sides());
        assertEquals(s.score(), v.score());
        assertEquals(s.results(), v.results());
        assertEquals(s.winner(), v.winner());
        assertEquals(me == s.toAct() ? legal : Array.empty(), Array.ofAll(v.legalActions()));
        Seq<Event> all = s.lastEvents();
        Seq<Event> seen = v.events();
        assertEquals(all.size(), seen.size());
        for (int i = 0; i < all.size(); i++) {
          Event e = all.get(i);
          if (e instanceof Event.Drew) {
            Event.Drew d = (Event.Drew) e;
            boolean visible =
                d.seat() == me || (d.card().isDefined() && d.card().equals(handTrump));
            assertEquals(
                visible ? d : new Event.Drew(d.seat(), Option.none()),
                seen.get(i),
                "a drawn card is hidden from the other seats unless it is the trump card");
          } else {
            assertEquals(e, seen.get(i));
          }
        }
        for (int p = 0; p < s.players(); p++) {
          if (p != me) {
            assertTrue(
                s.hand(p).intersect(v.ownHand()).isEmpty(), "no card of another seat's holding");
          }
        }
        if (s instanceof BriscolaState && v instanceof BriscolaView) {
          assertFamilyFields((BriscolaState) s, (BriscolaView) v);
        }
      }
    }
  }

  /**
   * B-70: the piles are public; the chiamata auction, caller and called card are shown as in the
   * SUMMARY; the partner only once the called card has been played (B-55).
   */
  private void assertFamilyFields(BriscolaState s, BriscolaView v) {
    for (int p = 0; p < s.players(); p++) {
      assertEquals(s.captured(p), v.captured(p), "B-70: every pile is public");
    }
    assertEquals(s.highBid(), v.highBid());
    assertEquals(s.passed(), v.passed());
    assertEquals(s.caller(), v.caller());
    assertEquals(s.calledCard(), v.calledCard());
    boolean played = false;
    for (Card c : s.calledCard()) {
      played = true;
      for (int p = 0; p < s.players(); p++) {
        played &= !s.hand(p).contains(c);
      }
    }
    assertEquals(
        played,
        v.partnerKnown(),
        () -> "B-55: the partner is known once the called card is played\n" + summary(s));
    assertEquals(
        played ? s.partner() : Option.none(), v.partner(), "B-55, B-70: the partner in a view");
  }

  /**
   * determinize(view) gives a full state whose view for that seat equals the view: the view cannot
   * depend on the cards the determinization shuffles. The state is playable, for every seat in
   * every phase.
   */
  @Property
  @AddLifecycleHook(KitTries.class)
  @Label("determinize(view) gives a consistent, playable state whose view equals the view")
  public void determinizeAgreesWithTheView(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed ^ 0x5DEECE66DL);
    int hiddenDiffers = 0;
    for (GameState s : walk(seed).states) {
      for (int seat = 0; seat < s.players(); seat++) {
        PlayerView v = game.view(s, seat).get();
        GameState d =
            game.determinize(v, random).getOrElseThrow(r -> new AssertionError(r.toString()));
        int me = seat;
        assertEquals(
            v,
            game.view(d, seat).get(),
            () -> "view of the determinized state for seat " + me + "\n" + summary(s));
        assertEquals(s.hand(seat), d.hand(seat));
        for (int p = 0; p < s.players(); p++) {
          assertEquals(s.hand(p).size(), d.hand(p).size());
          assertEquals(s.captured(p), d.captured(p));
        }
        assertEquals(s.stock().size(), d.stock().size());
        assertCardsConserved(d);
        Seq<Action> legal = game.legalActions(d);
        if (seat == s.toAct()) {
          assertEquals(game.legalActions(s), legal);
        }
        for (Action a : legal) {
          assertTrue(game.apply(d, a).isRight(), "a determinized state is playable");
        }
        if (!d.equals(s)) {
          hiddenDiffers++;
        }
      }
    }
    assertTrue(hiddenDiffers > 0, "determinize samples the hidden cards");
  }

  /** Every match ends within {@link #stepBound()} steps, and ends properly. */
  @Property
  @AddLifecycleHook(KitTries.class)
  @Label("B-39 … B-42: every match ends within a bound of steps")
  public void everyMatchEnds(@ForAll long seed) {
    Walk w = walk(seed);
    GameState end = w.states.get(w.states.size() - 1);
    assertTrue(end.isOver(), () -> "not over after " + stepBound() + " steps");
    assertEquals(Phase.MATCH_OVER, end.phase());
    assertEquals(GameState.NOBODY, end.toAct());
    assertTrue(game.legalActions(end).isEmpty());
    assertTrue(end.lastEvents().last() instanceof Event.MatchEnded);
    assertEquals(end.winner(), ((Event.MatchEnded) end.lastEvents().last()).winner());
    for (int i = 0; i + 1 < w.states.size(); i++) {
      assertFalse(w.states.get(i).isOver(), "the match ends once");
    }
    assertEquals(
        Rejection.Code.MATCH_OVER,
        game.apply(end, new Deal(Shuffle.seeded(seed).order(end.deck()))).getLeft().code());
  }

  /** The id this kit checks. */
  protected String variantId() {
    return variantId;
  }

  /** The rules under test. */
  protected Game<GameState> game() {
    return game;
  }

  /** True when the variant has an auction (its first legal actions include a pass). */
  protected boolean hasAuction() {
    return auction;
  }

  @Override
  public String toString() {
    return "ConformanceKit(" + variantId + ")";
  }

  /** Fails with the summary of a state (for subclasses' own properties). */
  protected void failAt(GameState s, String message) {
    fail(message + "\n" + summary(s));
  }
}
