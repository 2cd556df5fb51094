package dev.mazzo.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.briscola.BriscolaKit;
import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Shuffle;
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
import dev.mazzo.protocol.Json;
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
 * The conformance kit (DESIGN.md, Tests): the properties every variant of every family must have,
 * over random seeded deals and random legal play — card conservation, each hand result's invariant,
 * legal ⇔ accepted, rejected ⇒ unchanged (with the code of the first failing check), never throws,
 * determinism, leak-free views, determinization consistency, termination. A family says what is its
 * own in a family kit (a subclass that implements the hooks below, and may add its own properties);
 * a variant passes it by naming its id in one line:
 *
 * <pre>{@code
 * class Briscola2pConformanceTest extends BriscolaKit {
 *   Briscola2pConformanceTest() { super("briscola-2p"); }
 * }
 * }</pre>
 *
 * <p>The family hooks: {@link #assertFamilyCards} (where the cards may be), {@link
 * #assertHandResult} (each HAND_RESULT's invariant, such as Briscola's 120 card points or
 * Tombolon's 6 or 12 mazzo points), {@link #fixedActionSpace} and {@link #stateActions} (the
 * actions tried at every step), {@link #canonical} (the legal action an accepted action stands
 * for), {@link #accepts}, {@link #expectedCode}, {@link #assertRejectionReason} and {@link
 * #assertSpaceShape} (the order of the checks), {@link #familyActions} and {@link #stateJunk} (the
 * family's malformed and illegal actions), {@link #assertViewFields} and {@link #publicCards} (the
 * family's public fields), {@link #assertDeterminized} and {@link #assertMatchEnd}.
 *
 * <p>A random match is a pure function of one jqwik-generated seed: the match options (every option
 * of {@link Variant#options()}, each a random allowed value), every deal order ({@link
 * Shuffle#using}), how eager the seats are to pass in an auction, and every choice among the legal
 * actions come from {@link SplittableRandom}s seeded by it. A failing property prints the seed that
 * reproduces it.
 *
 * <p>Nothing here assumes a number of seats, a deck size or a phase sequence: the kit reads them
 * from the variant and its states, through the public API ({@link Game}, {@link GameState}, {@link
 * PlayerView}).
 *
 * <p>Run time: the tries of each property are scaled to the size of the variant by {@link KitTries}
 * (see {@link #tries}), so that the 22 kits stay within the suite's budget.
 */
public abstract class ConformanceKit {

  private final String variantId;
  private final Variant variant;
  private final Game<GameState, PlayerView> game;

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
  }

  // ---------------------------------------------------------------- the family's hooks

  /**
   * The family's own checks of where the cards are in one state, after the kit's (every card of the
   * deck in exactly one of hands, piles, stock and table; none at a deal).
   */
  protected void assertFamilyCards(GameState s) {}

  /**
   * The family's invariant of one HAND_RESULT, in the state whose events carry it: what its points
   * add up to, its sides, its breakdown. The kit has checked that it is the state's last result,
   * numbered in order, with one scoreChange per side, and that the score sums the scoreChanges.
   */
  protected abstract void assertHandResult(GameState s, HandResult r);

  /**
   * The part of the action space that does not depend on the state, tried at every step of a match
   * (with a deal and {@link #stateActions}): typically every play of every deck card by every seat,
   * and the family's other action types, well formed or not. Whether each is MALFORMED is taken
   * from the new match and must be the same in every state.
   *
   * @param start the new match
   */
  protected abstract List<Action> fixedActionSpace(GameState start);

  /** Actions tried in one state on top of {@link #fixedActionSpace}; none by default. */
  protected List<Action> stateActions(GameState s, SplittableRandom random) {
    return List.of();
  }

  /**
   * A few malformed or illegal actions aimed at one state (the cards it holds, its table), tried by
   * the never-throws property and, with the expected codes, by the legal ⇔ accepted one; none by
   * default.
   */
  protected List<Action> stateJunk(GameState s, SplittableRandom random) {
    return List.of();
  }

  /**
   * The legal action an action stands for, which must be in {@code legalActions} if the action is
   * accepted, with the same effect; the action itself by default. A family that accepts one move in
   * several shapes (Tombolon: a {@link PlayCard} is a lay, a capture may list its cards in any
   * order) maps each shape to the one its legal list holds.
   */
  protected Action canonical(GameState s, Action a) {
    return a;
  }

  /**
   * Asserts which actions of the space are MALFORMED in every state ({@code malformed} was observed
   * on the new match).
   */
  protected abstract void assertSpaceShape(Action a, boolean malformed);

  /** Whether a phase accepts the action's type (else WRONG_PHASE). */
  protected abstract boolean accepts(Phase phase, Action a);

  /**
   * The code of a well-formed action of the seat's type, in a phase that accepts it, that is not
   * legal: the family's checks after MALFORMED, MATCH_OVER and WRONG_PHASE, in their order (such as
   * NOT_YOUR_TURN, CARD_NOT_IN_HAND, then the action type's own check).
   */
  protected abstract Rejection.Code expectedCode(GameState s, SeatAction a);

  /** The family's checks of a rejection's message (such as Tombolon's T-20 reasons); none. */
  protected void assertRejectionReason(GameState s, Action a, Rejection r) {}

  /** The family's actions of every shape for the never-throws property, most of them wrong. */
  protected abstract Arbitrary<Action> familyActions();

  /**
   * The family's public fields of one view (the kit has checked the API's: holdings, counts, table,
   * trump, scores, results, legal actions, events).
   */
  protected void assertViewFields(GameState s, PlayerView v) {}

  /**
   * Cards that lie in a hidden place (a hand, the stock) but are public, so that a view may name
   * them: the face-up trump card, and whatever else the family shows.
   */
  protected CardSet publicCards(GameState s) {
    CardSet out = s.deck().none();
    for (Card c : s.trumpCard()) {
      out = out.with(c);
    }
    return out;
  }

  /**
   * Whether the views property also reads the JSON of the view of a seat (−1 for the spectator) at
   * a step of the match: by default one view every fifth step, each seat in turn (building the JSON
   * costs more than all the other checks of a view); a family may read more.
   */
  protected boolean jsonChecked(int step, int seat) {
    return step % 5 == 0 && Math.floorMod(step / 5 - seat, variant.players() + 1) == 0;
  }

  /**
   * The family's checks of a determinized state {@code d} of a seat's view {@code v} of {@code s}.
   */
  protected void assertDeterminized(GameState s, PlayerView v, GameState d) {}

  /**
   * A family event as a seat's view must show it (Five Hundred's kitty: its cards only in the
   * contractor's view, five-hundred.md F-35); the event itself by default.
   */
  protected Event seenBy(Event e, int seat) {
    return e;
  }

  /**
   * The card an event shows played face up, with its seat: a {@code played} event by default; a
   * family adds its own shapes (a joker lead, a Tombolon play). None for any other event.
   */
  protected Option<TablePlay> playedIn(Event e) {
    return e instanceof Event.Played p
        ? Option.some(new TablePlay(p.seat(), p.card()))
        : Option.none();
  }

  /**
   * The state {@code s} with a seat's holding replaced by {@code hand} (the rest unchanged), so
   * that its legal actions are those the seat would have had with that holding; none when the
   * family does not say, and the replay check of {@link #determinizeAgreesWithTheView} is skipped.
   */
  protected Option<GameState> withHand(GameState s, int seat, CardSet hand) {
    return Option.none();
  }

  /** The family's checks of the last state of a whole match. */
  protected void assertMatchEnd(GameState end) {}

  /** The most steps (actions) a random match may take before it must be over. */
  protected int stepBound() {
    return 50 * (variant.deckSize() + 1);
  }

  // ---------------------------------------------------------------- tries

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
        REFERENCE, id -> ((ConformanceKit) new BriscolaKit(id) {}).measure());
  }

  /** {heavy, light}: this variant's estimated work per try, cached per id. */
  private double[] cost() {
    return COSTS.computeIfAbsent(variantId, id -> measure());
  }

  private double[] measure() {
    int samples = 4;
    double steps = 0;
    double space = fixedActionSpace(game.newMatch(MatchOptions.defaults()).get()).size() + 1;
    double extra = 0;
    for (long seed = 1; seed <= samples; seed++) {
      Walk w = walk(seed);
      steps += w.actions.size();
      SplittableRandom random = new SplittableRandom(seed);
      for (GameState s : w.states) {
        extra += stateActions(s, random).size() + stateJunk(s, random).size();
      }
    }
    space += extra / steps;
    steps /= samples;
    return new double[] {steps * space, steps * (variant.players() + 1)};
  }

  /** Marks the kit property that applies the whole action space at every step. */
  @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
  @java.lang.annotation.Target(java.lang.annotation.ElementType.METHOD)
  protected @interface Heavy {}

  /**
   * Marks a kit property that plays no match (its cost does not grow with the variant's): it runs
   * the tries it declares, or {@link KitTries#FIXED}.
   */
  @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
  @java.lang.annotation.Target(java.lang.annotation.ElementType.METHOD)
  protected @interface Unscaled {}

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
   * The options of a random match: each option the variant lists gets a random allowed value (B-68,
   * tombolon.md §10): one of its choices or numbers, or a whole number from its minimum up to its
   * maximum, or up to its default when the range is open (hands to win, deals, a target).
   */
  protected MatchOptions options(long seed) {
    SplittableRandom r = new SplittableRandom(seed ^ 0x9E3779B97F4A7C15L);
    Map<String, Object> m = new LinkedHashMap<>();
    for (OptionSpec o : variant.options()) {
      if (o.isBoolean()) {
        m.put(o.name(), r.nextBoolean());
      } else if (o.choices().isDefined()) {
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
    double passBias = passBias(random.nextDouble());
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

  /**
   * How eager the seats of a random match are to pass, from the uniform draw in [0, 1): the draw
   * itself by default. A family where an auction of passes alone never ends the match (Five
   * Hundred's void hands, five-hundred.md F-10) caps it.
   */
  protected double passBias(double drawn) {
    return drawn;
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

  /** The referee's SUMMARY of a state, for failure messages and unchanged-state checks. */
  protected String summary(GameState s) {
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
   * Every card of the deck is in exactly one place at every step (hands, piles, stock, table), none
   * at a deal; then the family's own checks ({@link #assertFamilyCards}).
   */
  @Property
  @AddLifecycleHook(KitTries.class)
  @Label("B-12, B-15, B-26, B-27, T-3, T-8, T-14: every card is in exactly one place at every step")
  public void everyCardInExactlyOnePlace(@ForAll long seed) {
    for (GameState s : walk(seed).states) {
      assertCardsConserved(s);
    }
  }

  /** Asserts the card conservation of one state, and the family's checks. */
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
    assertFamilyCards(s);
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
   * Every HAND_RESULT is the state's last result, numbered in order, with a scoreChange per side,
   * and holds the family's invariant ({@link #assertHandResult}: Briscola's points add up to the
   * deck's total, Tombolon's complete deal awards 6 or 12 mazzo points); the score is the sum of
   * the scoreChanges.
   */
  @Property
  @AddLifecycleHook(KitTries.class)
  @Label(
      "B-11, B-31, B-38, B-49, T-22 … T-26, T-31: every HAND_RESULT holds its family's invariant;"
          + " the score sums the scoreChanges")
  public void handResultsAddUp(@ForAll long seed) {
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
          assertHandResult(s, r);
        }
      }
      for (int side = 0; side < s.sides().size(); side++) {
        int i = side;
        int sum = s.results().map(r -> r.scoreChange().get(i)).sum().intValue();
        assertEquals(
            sum, s.score().get(side).intValue(), "B-38, T-26: the score sums the scoreChanges");
      }
    }
    assertTrue(hands >= 1, "a whole match has at least one hand");
  }

  /**
   * Every action in legalActions is accepted; every other action of the space ({@link
   * #fixedActionSpace}, {@link #stateActions}, {@link #stateJunk} and a deal) is rejected with the
   * code of the first failing check (MALFORMED, MATCH_OVER, WRONG_PHASE, then {@link
   * #expectedCode}), and the state is unchanged. An accepted action's {@link #canonical} form is
   * legal, with the same effect. MALFORMED depends on the action alone, never on the state. Each
   * try applies some ten thousand actions or more, hence fewer tries.
   */
  @Property(tries = 50)
  @AddLifecycleHook(KitTries.class)
  @Heavy
  @Label(
      "B-64, B-67, T-19 … T-21: legal actions are accepted; every other action is rejected in the"
          + " order of the checks, state unchanged")
  public void legalAcceptedEverythingElseRejected(@ForAll long seed) {
    Walk w = walk(seed);
    GameState start = w.states.get(0);
    GameState twin = game.newMatch(w.options).get();
    SplittableRandom random = new SplittableRandom(~seed);
    List<Action> space = fixedActionSpace(start);
    boolean[] malformed = new boolean[space.size()];
    for (int k = 0; k < space.size(); k++) {
      malformed[k] = isMalformed(start, space.get(k));
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
        assertEquals(a, canonical(s, a), () -> "a legal action is canonical: " + show(a));
      }
      int hash = twin.hashCode();
      Deal deal = new Deal(Shuffle.using(random).order(s.deck()));
      List<Action> extra = new ArrayList<>(stateActions(s, random));
      extra.addAll(stateJunk(s, random));
      for (int k = -1; k < space.size() + extra.size(); k++) {
        Action a = k < 0 ? deal : k < space.size() ? space.get(k) : extra.get(k - space.size());
        boolean bad;
        if (k < 0) {
          bad = false; // a deal of the deck
        } else if (k < space.size()) {
          bad = malformed[k];
        } else {
          bad = isMalformed(start, a);
          assertSpaceShape(a, bad);
        }
        // Only the seat to act has legal actions (checked above); a deal of the deck in phase deal.
        Action c =
            a instanceof SeatAction && ((SeatAction) a).seat() == s.toAct() && s.toAct() >= 0
                ? canonical(s, a)
                : null;
        boolean isLegal =
            a instanceof Deal ? s.phase() == Phase.DEAL && !bad : c != null && legalSet.contains(c);
        Either<Rejection, GameState> r = game.apply(s, a);
        if (isLegal) {
          assertTrue(r.isRight(), () -> "legal but rejected: " + show(a) + " " + r.getLeft());
          if (c != null && !a.equals(c)) {
            assertEquals(
                game.apply(s, c).get(),
                r.get(),
                () -> "the same effect as its canonical form: " + show(a));
          }
        } else {
          assertTrue(r.isLeft(), () -> "not legal but accepted: " + show(a) + "\n" + before);
          Rejection rejection = r.getLeft();
          assertNotNull(rejection.code());
          assertTrue(
              rejection.message() != null && !rejection.message().isBlank(),
              () -> "a rejection says why: " + show(a) + " " + rejection.code());
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

  /** Whether the new match rejects an action as MALFORMED (which then it is in every state). */
  private boolean isMalformed(GameState start, Action a) {
    Either<Rejection, GameState> r = game.apply(start, a);
    return r.isLeft() && r.getLeft().code() == Rejection.Code.MALFORMED;
  }

  /**
   * The code of a rejection follows the order of the checks (B-67, T-19): MALFORMED (for the
   * actions that are malformed in every state), MATCH_OVER, WRONG_PHASE, then the family's ({@link
   * #expectedCode}); then the family's checks of the message ({@link #assertRejectionReason}).
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
      expected = null; // a deal of the deck in phase deal is legal; not reached
    } else {
      expected = expectedCode(s, (SeatAction) a);
    }
    Rejection.Code want = expected;
    assertEquals(
        want,
        r.code(),
        () ->
            "B-67, T-19: "
                + show(a)
                + " gave "
                + r.code()
                + " ("
                + r.message()
                + "), expected "
                + want
                + "\n"
                + summary(s));
    assertRejectionReason(s, a, r);
  }

  /** An arbitrary that is mostly values, sometimes none, a some(null) or a null option. */
  protected static <T> Arbitrary<Option<T>> optionOf(Arbitrary<T> values) {
    return Arbitraries.frequencyOf(
        Tuple.of(2, Arbitraries.just(Option.<T>none())),
        Tuple.of(6, values.map(Option::some)),
        Tuple.of(1, Arbitraries.just(Option.some((T) null))),
        Tuple.of(1, Arbitraries.just((Option<T>) null)));
  }

  /** Seats from below 0 to above any variant's last. */
  protected static Arbitrary<Integer> anySeat() {
    return Arbitraries.integers().between(-3, 9);
  }

  /** Any card of the universe (of any deck), sometimes null. */
  protected static Arbitrary<Card> anyCard() {
    return Arbitraries.integers()
        .between(0, Card.universeSize() - 1)
        .map(Card::ofOrdinal)
        .injectNull(0.1);
  }

  /**
   * Actions of every kind and shape, most of them wrong: plays and passes by any seat of any card
   * (or none), deals of any list, actions of no family, a broken action, null, and the family's
   * ({@link #familyActions}). Override to change the mix.
   */
  protected Arbitrary<Action> anyAction() {
    Arbitrary<Integer> seats = anySeat();
    Arbitrary<Card> cards = anyCard();
    Arbitrary<Action> plays = Combinators.combine(seats, cards).as(PlayCard::new);
    Arbitrary<Action> passes = seats.map(Pass::new);
    Arbitrary<Action> deals =
        cards.list().ofMaxSize(60).map(l -> (Action) new Deal(Array.ofAll(l))).injectNull(0.0);
    Arbitrary<Action> nullDeal = Arbitraries.just(new Deal(null));
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
            Tuple.of(8, familyActions()),
            Tuple.of(2, deals),
            Tuple.of(1, nullDeal),
            Tuple.of(1, foreign),
            Tuple.of(1, throwing))
        .injectNull(0.05);
  }

  /** Up to 12 actions of any kind and shape. */
  @Provide
  Arbitrary<List<Action>> junk() {
    return anyAction().list().ofMaxSize(12);
  }

  /** How many of {@link #stateJunk} the never-throws property tries in each state. */
  private static final int AIMED = 4;

  /**
   * apply never throws, whatever the action (other seats' cards, cards not in the deck, wrong
   * phases, null fields, null, and a few of the family's {@link #stateJunk}); an accepted action's
   * canonical form is a legal one; a rejected one changes nothing and says why. Views, legal
   * actions and determinize never throw either.
   */
  @Property
  @AddLifecycleHook(KitTries.class)
  @Label("B-67, T-19: apply, view and determinize never throw, for any action, seat or phase")
  public void applyNeverThrows(@ForAll long seed, @ForAll("junk") List<Action> junk) {
    Walk w = walk(seed);
    GameState twin = game.newMatch(w.options).get();
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = 0; i < w.states.size(); i++) {
      GameState s = w.states.get(i);
      Set<Action> legal = new HashSet<>(game.legalActions(s).asJava());
      List<Action> actions = new ArrayList<>(junk);
      List<Action> aimed = stateJunk(s, random);
      for (int k = 0; k < AIMED && !aimed.isEmpty(); k++) {
        actions.add(aimed.get(random.nextInt(aimed.size())));
      }
      for (Action a : actions) {
        Either<Rejection, GameState> r;
        Action c;
        try {
          r = game.apply(s, a);
          c = canonical(s, a);
        } catch (RuntimeException e) {
          throw new AssertionError(
              "apply (or canonical) threw for " + show(a) + " at " + summary(s), e);
        }
        if (r.isRight()) {
          assertTrue(
              legal.contains(c) || (a instanceof Deal && s.phase() == Phase.DEAL),
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
        assertTrue(game.determinize(game.publicView(s).get(), null).isLeft());
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
      assertEquals(s.lastEvents(), replay.lastEvents());
      for (int seat = 0; seat < s.players(); seat++) {
        PlayerView v = game.view(s, seat).get();
        assertEquals(v, game.view(t, seat).get());
        assertEquals(v, game.view(replay, seat).get());
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
   * B-70, B-71, T-33, T-34: a view holds its seat's own holding and counts of everything hidden:
   * never another seat's card nor the stock order; a drawn card is shown only to the seat that drew
   * it, or to all when it is the face-up trump card; the public trump card is the last card of the
   * stock or (Sueca, B-16) in the dealer's holding. The view's JSON (PROTOCOL.md VIEW) names no
   * hidden card ({@link #publicCards} aside). Then the family's public fields ({@link
   * #assertViewFields}).
   */
  @Property
  @AddLifecycleHook(KitTries.class)
  @Label(
      "B-70, B-71, T-32 … T-34: a view never holds another seat's card nor the stock order; every"
          + " public field is the state's")
  public void viewsHideHiddenCards(@ForAll long seed) {
    Option<Card> handTrump = Option.none();
    int step = -1;
    for (GameState s : walk(seed).states) {
      step++;
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
      CardSet shown = publicCards(s);
      for (int seat = -1; seat < s.players(); seat++) {
        PlayerView v = seat < 0 ? game.publicView(s).get() : game.view(s, seat).get();
        int me = seat < 0 ? GameState.NOBODY : seat;
        assertEquals(me, v.seat());
        assertEquals(s.variantId(), v.variantId());
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
        assertEquals(s.winningSide(), v.winningSide());
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
            assertEquals(seenBy(e, me), seen.get(i), "an event as the seat may see it");
          }
        }
        CardSet hidden = s.deck().none();
        for (int p = 0; p < s.players(); p++) {
          if (p != me) {
            assertTrue(
                s.hand(p).intersect(v.ownHand()).isEmpty(), "no card of another seat's holding");
            hidden = hidden.union(s.hand(p));
          }
        }
        for (Card c : s.stock()) {
          hidden = hidden.with(c);
        }
        if (jsonChecked(step, seat)) {
          assertViewNamesNoHiddenCard(v, hidden.minus(shown));
        }
        assertViewFields(s, v);
      }
    }
  }

  /**
   * The view's JSON names none of the hidden cards — its {@code results} (earlier deals, every card
   * face up by then) and {@code legal} (the seat's own cards) aside.
   */
  private static void assertViewNamesNoHiddenCard(PlayerView v, CardSet hidden) {
    if (hidden.isEmpty()) {
      return;
    }
    ObjectNode json = Json.view(v);
    json.remove("results");
    json.remove("legal");
    Set<String> strings = new HashSet<>();
    collectStrings(json, strings);
    for (Card c : hidden) {
      assertFalse(
          strings.contains(c.code()),
          () -> "B-70, T-33: " + c + " leaks into the VIEW of seat " + v.seat() + ": " + json);
    }
  }

  /** Every string value in a JSON tree. */
  private static void collectStrings(JsonNode node, Set<String> out) {
    if (node.isTextual()) {
      out.add(node.textValue());
    } else if (node.isContainerNode()) {
      for (JsonNode child : node) {
        collectStrings(child, out);
      }
    }
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
    Walk w = walk(seed);
    int handStart = 0;
    for (int i = 0; i < w.states.size(); i++) {
      GameState s = w.states.get(i);
      if (i > 0 && w.actions.get(i - 1) instanceof Deal) {
        handStart = i;
      }
      assertHistory(w, handStart, i);
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
        assertEquals(s.history(), d.history(), "the public history of the sample");
        assertDeterminized(s, v, d);
        if (random.nextInt(REPLAY_ONE_IN) == 0) {
          assertReplayable(w, handStart, i, d);
        }
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

  /** The share of determinized states whose hand is replayed: one in this many. */
  private static final int REPLAY_ONE_IN = 6;

  /**
   * The public history of state {@code now} of a walk (PlayerView#history): empty in phase deal;
   * during a hand, its plays followed by the trick on the table are every card shown played since
   * the hand's deal, in order, and each round's taken cards are in its taker's pile. Every seat's
   * view shows the same history, and so does the spectator's.
   */
  private void assertHistory(Walk w, int handStart, int now) {
    GameState s = w.states.get(now);
    Seq<dev.mazzo.game.Round> history = s.history();
    assertEquals(history, game.publicView(s).get().history(), "the spectator's history");
    for (int seat = 0; seat < s.players(); seat++) {
      assertEquals(history, game.view(s, seat).get().history(), "the history of seat " + seat);
    }
    if (s.phase() == Phase.DEAL) {
      assertTrue(history.isEmpty(), () -> "no history before the deal: " + history);
      return;
    }
    if (s.isOver()) {
      return;
    }
    List<TablePlay> shown = new ArrayList<>();
    for (int j = handStart; j < now; j++) {
      for (Event e : w.states.get(j + 1).lastEvents()) {
        playedIn(e).forEach(shown::add);
      }
    }
    List<TablePlay> kept = new ArrayList<>();
    for (dev.mazzo.game.Round r : history) {
      kept.addAll(r.plays().asJava());
      for (int taker : r.taker()) {
        assertTrue(
            r.taken().minus(s.captured(taker)).isEmpty(), () -> "taken cards in the pile: " + r);
      }
      assertEquals(r.taker().isEmpty(), r.taken().isEmpty(), () -> "a taker takes: " + r);
    }
    for (TablePlay t : s.table()) {
      if (t.seat() >= 0) {
        kept.add(t);
      }
    }
    assertEquals(shown, kept, () -> "the history is every play of the hand\n" + summary(s));
  }

  /**
   * The hand replays from the determinized state {@code d} of state {@code now}: each seat's
   * holding before each of its plays since the deal is rebuilt from the sample — its holding in
   * {@code d} and the cards it played since — and the play is among the legal actions of the real
   * state with that holding. A seat's holding is rebuilt back to the last point where it grew (a
   * draw, a new distribution); the same rebuilding from the real state gives the real holding.
   */
  private void assertReplayable(Walk w, int handStart, int now, GameState d) {
    GameState s = w.states.get(now);
    for (int p = 0; p < s.players(); p++) {
      CardSet played = s.deck().none();
      for (int j = now - 1; j >= handStart; j--) {
        GameState before = w.states.get(j);
        CardSet after = w.states.get(j + 1).hand(p);
        Option<TablePlay> card = Option.none();
        for (Event e : w.states.get(j + 1).lastEvents()) {
          card = card.orElse(playedIn(e).filter(t -> t.seat() == before.toAct()));
        }
        CardSet lost = before.hand(p).minus(after);
        if (before.toAct() == p && card.isDefined()) {
          lost = lost.without(card.get().card());
        }
        if (!after.minus(before.hand(p)).isEmpty() || !lost.isEmpty()) {
          // the holding grew (a draw, a distribution) or lost a card unseen (a discard, a hand
          // ended): it is rebuilt back to here only
          break;
        }
        if (before.toAct() != p || card.isEmpty()) {
          continue;
        }
        played = played.with(card.get().card());
        int seat = p;
        assertEquals(before.hand(p), s.hand(p).union(played), "the holding rebuilt, for real");
        Option<GameState> x = withHand(before, p, d.hand(p).union(played));
        if (x.isEmpty()) {
          return;
        }
        Action a = w.actions.get(j);
        assertTrue(
            game.legalActions(x.get()).contains(a),
            () ->
                "the sample of "
                    + d.hand(seat)
                    + " for seat "
                    + seat
                    + " makes its play "
                    + show(a)
                    + " illegal\n"
                    + summary(before));
      }
    }
  }

  /** Every match ends within {@link #stepBound()} steps, and ends properly. */
  @Property
  @AddLifecycleHook(KitTries.class)
  @Label("B-39 … B-42, T-29, T-30: every match ends within a bound of steps, and ends properly")
  public void everyMatchEnds(@ForAll long seed) {
    Walk w = walk(seed);
    GameState end = w.states.get(w.states.size() - 1);
    assertTrue(end.isOver(), () -> "not over after " + stepBound() + " steps");
    assertEquals(Phase.MATCH_OVER, end.phase());
    assertEquals(GameState.NOBODY, end.toAct());
    assertTrue(game.legalActions(end).isEmpty());
    assertEquals(new Event.MatchEnded(end.winningSide()), end.lastEvents().last());
    for (int i = 0; i + 1 < w.states.size(); i++) {
      assertFalse(w.states.get(i).isOver(), "the match ends once");
    }
    assertEquals(
        Rejection.Code.MATCH_OVER,
        game.apply(end, new Deal(Shuffle.seeded(seed).order(end.deck()))).getLeft().code());
    assertMatchEnd(end);
  }

  /** The id this kit checks. */
  protected String variantId() {
    return variantId;
  }

  /** The variant this kit checks. */
  protected Variant variant() {
    return variant;
  }

  /** The rules under test. */
  protected Game<GameState, PlayerView> game() {
    return game;
  }

  @Override
  public String toString() {
    return getClass().getSimpleName() + "(" + variantId + ")";
  }

  /** Fails with the summary of a state (for subclasses' own properties). */
  protected void failAt(GameState s, String message) {
    fail(message + "\n" + summary(s));
  }
}
