package dev.mazzo.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

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
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

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
 * <p>A random match is a pure function of one jqwik-generated seed: the first dealer, every deal
 * order ({@link Shuffle#using}) and every choice among the legal actions come from one {@link
 * SplittableRandom}. A failing property prints the seed that reproduces it.
 *
 * <p>It uses only the public API ({@link Game}, {@link GameState}, {@link PlayerView}), so it
 * holds for any family whose states lay their cards out as hands, stock, table and piles.
 */
public abstract class ConformanceKit {

  private final String variantId;
  private final Variant variant;
  private final Game<GameState> game;

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

  /**
   * The card points of a whole hand, which every HAND_RESULT's points add up to: 120 for a
   * one-deck Briscola-family game, 240 for two decks (briscola.md B-11). Other families override.
   */
  protected int handPointTotal(GameState s) {
    return s.deck().size() > 40 ? 240 : 120;
  }

  /** The most steps (actions) a random match may take before it must be over. */
  protected int stepBound() {
    return 50 * (variant.deckSize() + 1);
  }

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

  /** The options of a random match: the first dealer from the seed, the rest default. */
  protected MatchOptions options(long seed) {
    return MatchOptions.of(Map.of("dealer", (int) Math.floorMod(seed, (long) variant.players())));
  }

  /** Plays a random match from a seed, at most {@code maxSteps} actions. */
  protected Walk walk(long seed, int maxSteps) {
    SplittableRandom random = new SplittableRandom(seed);
    Walk w = new Walk();
    w.options = options(seed);
    GameState s = game.newMatch(w.options).getOrElseThrow(r -> new AssertionError(r.toString()));
    w.states.add(s);
    for (int step = 0; step < maxSteps && !s.isOver(); step++) {
      GameState from = s;
      Action a;
      if (s.toAct() == GameState.CHANCE) {
        a = new Deal(Shuffle.using(random).order(s.deck()));
      } else {
        Seq<Action> legal = game.legalActions(s);
        assertFalse(legal.isEmpty(), () -> "a seat is to act but has no legal action: " + summary(from));
        a = legal.get(random.nextInt(legal.size()));
      }
      Either<Rejection, GameState> next = game.apply(s, a);
      assertTrue(
          next.isRight(),
          () -> "a legal action was rejected: " + Transcript.action(a) + " " + next.getLeft()
              + "\n" + summary(from));
      s = next.get();
      w.actions.add(a);
      w.states.add(s);
    }
    return w;
  }

  /** Plays a random match from a seed to its end (bounded by {@link #stepBound()}). */
  protected Walk walk(long seed) {
    return walk(seed, stepBound());
  }

  private String summary(GameState s) {
    return Transcript.summary(game, s);
  }

  // ---------------------------------------------------------------- the properties

  /** Every card of the deck is in exactly one place at every step; none at a deal. */
  @Property
  @Label("every card is in exactly one place (hands, stock, table, piles) at every step")
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
          () -> deck.card(i) + " is in " + count[i] + " places (phase " + s.phase().wireName()
              + ")\n" + summary(s));
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

  /** The points of every HAND_RESULT add up to the deck's total; the score is their sum. */
  @Property
  @Label("every HAND_RESULT's points add up to the deck total; the score sums the scoreChanges")
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
          if (!r.points().isEmpty()) {
            assertEquals(handPointTotal(s), r.points().sum().intValue(), Transcript.result(r));
            assertEquals(r.sides().size(), r.points().size());
          }
          assertEquals(s.sides().size(), r.scoreChange().size());
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
   * Every action in legalActions is accepted; every other action of the action space — every
   * play of every deck card by every seat, a pass by every seat, a deal — is rejected, and the
   * state is unchanged. Each try applies some ten thousand actions, hence fewer tries.
   */
  @Property(tries = 50)
  @Label("legal actions are accepted; every other action of the space is rejected, state unchanged")
  public void legalAcceptedEverythingElseRejected(@ForAll long seed) {
    Walk w = walk(seed);
    GameState twin = game.newMatch(w.options).get();
    SplittableRandom random = new SplittableRandom(~seed);
    for (int i = 0; i < w.states.size(); i++) {
      GameState s = w.states.get(i);
      assertEquals(twin, s, "a replay gives an equal state");
      String before = summary(s);
      Seq<Action> legal = game.legalActions(s);
      Set<Action> legalSet = new HashSet<>(legal.asJava());
      assertEquals(legal.size(), legalSet.size(), "no legal action twice");
      if (s.toAct() < 0) {
        assertTrue(legal.isEmpty(), "legal is [] at chance and at the end");
      }
      for (Action a : legal) {
        assertEquals(s.toAct(), ((SeatAction) a).seat(), "legal actions are the seat to act's");
      }
      int hash = twin.hashCode();
      for (Action a : actionSpace(s, random)) {
        boolean isLegal =
            legalSet.contains(a) || (a instanceof Deal && s.phase() == Phase.DEAL);
        Either<Rejection, GameState> r = game.apply(s, a);
        if (isLegal) {
          assertTrue(r.isRight(), () -> "legal but rejected: " + Transcript.action(a) + " " + r.getLeft());
        } else {
          assertTrue(r.isLeft(), () -> "not legal but accepted: " + Transcript.action(a) + "\n" + before);
          assertNotNull(r.getLeft().code());
          assertFalse(r.getLeft().message().isBlank());
          // Cheap after each action; the full equality and the summary follow for the state.
          assertEquals(hash, s.hashCode(), () -> "changed by the rejected " + Transcript.action(a));
        }
      }
      assertEquals(twin, s, "the rejected actions leave the state unchanged");
      assertEquals(before, summary(s), "the summary is unchanged after all the rejections");
      if (i < w.actions.size()) {
        twin = game.apply(twin, w.actions.get(i)).get();
      }
    }
  }

  /** The action space of a state: every play by every seat of every deck card, passes, a deal. */
  protected Seq<Action> actionSpace(GameState s, SplittableRandom random) {
    List<Action> out = new ArrayList<>();
    for (int seat = 0; seat < s.players(); seat++) {
      for (Card c : s.deck().cards()) {
        out.add(new PlayCard(seat, c));
      }
      out.add(new Pass(seat));
    }
    out.add(new Deal(Shuffle.using(random).order(s.deck())));
    return Array.ofAll(out);
  }

  /** Actions of every kind and shape, most of them wrong. */
  @Provide
  Arbitrary<Action> anyAction() {
    Arbitrary<Integer> seats = Arbitraries.integers().between(-3, 9);
    Arbitrary<Card> cards =
        Arbitraries.integers().between(0, Card.universeSize() - 1).map(Card::ofOrdinal).injectNull(0.1);
    Arbitrary<Action> plays = net.jqwik.api.Combinators.combine(seats, cards).as(PlayCard::new);
    Arbitrary<Action> passes = seats.map(Pass::new);
    Arbitrary<Action> deals =
        cards.list().ofMaxSize(50).map(l -> (Action) new Deal(Array.ofAll(l))).injectNull(0.0);
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
            net.jqwik.api.Tuple.of(6, plays),
            net.jqwik.api.Tuple.of(1, passes),
            net.jqwik.api.Tuple.of(2, deals),
            net.jqwik.api.Tuple.of(1, nullDeal),
            net.jqwik.api.Tuple.of(1, foreign),
            net.jqwik.api.Tuple.of(1, throwing))
        .injectNull(0.05);
  }

  /** Up to 12 actions of any kind and shape. */
  @Provide
  Arbitrary<List<Action>> junk() {
    return anyAction().list().ofMaxSize(12);
  }

  /**
   * apply never throws, whatever the action (other seats' cards, cards not in the deck, wrong
   * phases, null fields, null); an accepted action is a legal one; a rejected one changes nothing.
   * Views, legal actions and determinize never throw either.
   */
  @Property
  @Label("apply, view and determinize never throw, for any action, seat or phase")
  public void applyNeverThrows(
      @ForAll long seed, @ForAll("junk") List<Action> junk) {
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
          throw new AssertionError("apply threw for " + Transcript.action(a), e);
        }
        if (r.isRight()) {
          assertTrue(
              legal.contains(a) || (a instanceof Deal && s.phase() == Phase.DEAL),
              () -> "accepted an action that is not legal: " + Transcript.action(a));
        } else {
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
   * A view holds its seat's own holding and counts of everything hidden: never another seat's
   * card nor the stock order; a drawn card is shown only to the seat that drew it, or to all
   * when it is the face-up trump card.
   */
  @Property
  @Label("a view never holds another seat's card nor the stock order")
  public void viewsHideHiddenCards(@ForAll long seed) {
    Option<Card> handTrump = Option.none();
    for (GameState s : walk(seed).states) {
      for (Event e : s.lastEvents()) {
        if (e instanceof Event.Dealt) {
          handTrump = ((Event.Dealt) e).trumpCard();
        }
      }
      Seq<Action> legal = game.legalActions(s);
      for (int seat = -1; seat < s.players(); seat++) {
        PlayerView v = seat < 0 ? game.publicView(s).get() : game.view(s, seat).get();
        int me = seat < 0 ? GameState.NOBODY : seat;
        assertEquals(me, v.seat());
        assertEquals(seat < 0 ? s.deck().none() : s.hand(seat), v.ownHand());
        for (int p = 0; p < s.players(); p++) {
          assertEquals(s.hand(p).size(), v.handSize(p), "other holdings are counts");
        }
        assertEquals(s.stock().size(), v.stockSize(), "the stock is a count");
        assertEquals(s.trumpCard(), v.trumpCard());
        assertEquals(s.table(), v.table());
        assertEquals(s.phase(), v.phase());
        assertEquals(s.toAct(), v.toAct());
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
            boolean visible = d.seat() == me || (d.card().isDefined() && d.card().equals(handTrump));
            assertEquals(
                visible ? d : new Event.Drew(d.seat(), Option.none()),
                seen.get(i),
                "a drawn card is hidden from the other seats unless it is the trump card");
          } else {
            assertEquals(e, seen.get(i));
          }
        }
        // The unplayed cards a view may locate: its own holding and the face-up trump card.
        CardSet located = v.ownHand();
        for (Card c : v.trumpCard()) {
          located = located.with(c);
        }
        for (int p = 0; p < s.players(); p++) {
          if (p != me) {
            assertTrue(
                s.hand(p).intersect(v.ownHand()).isEmpty(), "no card of another seat's holding");
          }
        }
        assertTrue(located.minus(s.deck().all()).isEmpty());
      }
    }
  }

  /**
   * determinize(view) gives a full state whose view for that seat equals the view: the view
   * cannot depend on the cards the determinization shuffles. The state is playable.
   */
  @Property
  @Label("determinize(view) gives a consistent, playable state whose view equals the view")
  public void determinizeAgreesWithTheView(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed ^ 0x5DEECE66DL);
    int hiddenDiffers = 0;
    for (GameState s : walk(seed).states) {
      for (int seat = 0; seat < s.players(); seat++) {
        PlayerView v = game.view(s, seat).get();
        GameState d = game.determinize(v, random).getOrElseThrow(r -> new AssertionError(r.toString()));
        assertEquals(v, game.view(d, seat).get(), () -> "view of the determinized state\n" + summary(s));
        assertEquals(s.hand(seat), d.hand(seat));
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
  @Label("every match ends within a bound of steps")
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

  @Override
  public String toString() {
    return "ConformanceKit(" + variantId + ")";
  }

  /** Fails with the summary of a state (for subclasses' own properties). */
  protected void failAt(GameState s, String message) {
    fail(message + "\n" + summary(s));
  }
}
