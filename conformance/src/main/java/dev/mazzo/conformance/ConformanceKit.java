package dev.mazzo.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.TablePlay;
import dev.mazzo.game.Variant;
import dev.mazzo.protocol.Json;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AddLifecycleHook;

/**
 * The conformance kit (design.md, Tests): the properties every variant of every family must have,
 * over random seeded deals and random legal play — card conservation, each hand result's invariant,
 * legal ⇔ accepted, rejected ⇒ unchanged (with the code of the first failing check), never throws,
 * determinism, leak-free views, determinization consistency, termination. A family says what is its
 * own in a family kit (a subclass that implements the hooks below, and may add its own properties):
 * {@code dev.mazzo.x.FooKit} for the family {@code dev.mazzo.x.FooFamily}, with one public
 * constructor taking the variant id. {@link ConformanceRunner} runs it for each id of the family
 * (in this repository rules-impl's {@code ConformanceTest} does, for every id of the catalog,
 * nothing to write per id; outside it, one {@code @TestFactory}: see the package's guide).
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
 * (see {@link #tries}), so that the kits of every id stay within the suite's budget.
 *
 * <p>The kit is written in layers, each a superclass of the next: {@link KitHooks} (the variant and
 * the family's hooks), {@link KitWalks} (random matches, tries), {@link KitMatchProperties} (cards,
 * hand results, determinism, termination), {@link KitActionProperties} (legal ⇔ accepted, never
 * throws), {@link KitRecordProperties} (match records) and this class (views and determinization).
 */
@AddLifecycleHook(KitId.class)
public abstract class ConformanceKit extends KitRecordProperties {

  /**
   * A kit for one registered variant.
   *
   * @param variantId the id, such as {@code "briscola-2p"}
   */
  protected ConformanceKit(String variantId) {
    super(variantId);
  }

  // ---------------------------------------------------------------- the properties of views

  /**
   * B-70, B-71, T-33, T-34: a view holds its seat's own holding and counts of everything hidden:
   * never another seat's card nor the stock order; a drawn card is shown only to the seat that drew
   * it, or to all when it is the face-up trump card; the public trump card is the last card of the
   * stock or (Sueca, B-16) in the dealer's holding. The view's JSON (protocol.md VIEW) names no
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
                visible ? d : new Event.Drew.Plain(d.seat(), Option.none()),
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
}
