package dev.mazzo.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.SeatAction;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
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
 * The {@link ConformanceKit}'s properties of actions: legal actions are accepted and every other
 * action of the space is rejected with the code of the first failing check, the state unchanged
 * (B-64, B-67, T-19 … T-21); apply, view and determinize never throw, whatever the action (B-67,
 * T-19). Also the arbitraries of actions of every shape that a family kit builds on.
 */
public abstract class KitActionProperties extends KitMatchProperties {

  /**
   * A kit for one registered variant.
   *
   * @param variantId the id, such as {@code "briscola-2p"}
   */
  protected KitActionProperties(String variantId) {
    super(variantId);
  }

  // ---------------------------------------------------------------- the properties of actions

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
}
