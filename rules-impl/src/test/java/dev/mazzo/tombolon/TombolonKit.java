package dev.mazzo.tombolon;

import static dev.mazzo.tombolon.RankCaptures.before;
import static dev.mazzo.tombolon.RankCaptures.bruteForce;
import static dev.mazzo.tombolon.RankCaptures.isCaptureSet;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Shuffle;
import dev.mazzo.conformance.ConformanceKit;
import dev.mazzo.conformance.KitTries;
import dev.mazzo.game.Action;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.TablePlay;
import dev.mazzo.protocol.Json;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AddLifecycleHook;

/**
 * The conformance kit for the Tombolon family (tombolon.md): the {@link ConformanceKit}'s hooks for
 * its rules, and the properties that are Tombolon's own. {@link
 * dev.mazzo.conformance.ConformanceTest} runs it for every id of the family.
 *
 * <p>The hooks: a HAND_RESULT's points are the deal totals, which have no fixed sum; a complete
 * deal awards exactly 6 or 12 mazzo points, and the breakdown adds up (T-22 … T-26, T-31). The
 * hooks for actions are in {@link TombolonActionKit}: Tombolon accepts a {@link PlayCard} as the
 * lay {@code CapturePlay(seat, card, [])} and a capture in any order, equal in effect but not in
 * {@code equals}: {@link #canonical} maps both to the legal list's form (T-21). The action space at
 * each step holds, for the seat to act, every card laid, with each table card, with a random part
 * of the table and with the whole table and itself, and each legal capture reversed; the junk adds
 * captures of cards not on the table, wrong values and sums, figure and numeral mixes, empty sets
 * that must capture, repeated, missing and foreign codes. A rejection has the code of T-19 and, for
 * ILLEGAL_CAPTURE, the reason of T-20. A view shows the table, the bottom card, every pile, the
 * eldest, the last taker, each side's Scope, Colore and secured points, the scores, and every event
 * (T-32 … T-34).
 *
 * <p>Tombolon's own properties: the winner's score is at or above the target unless it made
 * Tombolon (T-30); going out never happens on the last play of a deal (T-28); every legal capture
 * is a valid set, as many as a brute force over the subsets of the table finds, along random
 * matches and on random tables (T-12, T-13, T-21).
 */
public class TombolonKit extends TombolonActionKit {

  /**
   * A kit for one Tombolon id.
   *
   * @param variantId the id, such as {@code "tombolon-rovigo-2p"}
   */
  public TombolonKit(String variantId) {
    super(variantId);
  }

  // ---------------------------------------------------------------- the kit's hooks

  /**
   * The kit's scaled tries, but at least 16 for the heavy property and 80 for the others (or what
   * the property declares, if less): the random options make a match half as long on average as one
   * at the default target, so that every id still checks at least as many states as the family's
   * first suite did (8 and 25 to 40 tries at the default target).
   */
  @Override
  protected int tries(int declared, boolean heavy) {
    return Math.max(super.tries(declared, heavy), Math.min(declared, heavy ? 16 : 80));
  }

  /** The referee's SUMMARY, with Tombolon's fields (T-32). */
  @Override
  protected String summary(GameState s) {
    return Json.write(Json.summary(game(), s));
  }

  /** T-8, T-14, T-32: a table card belongs to no seat. */
  @Override
  protected void assertFamilyCards(GameState s) {
    assertTrue(s.table().forAll(t -> t.seat() == -1), "table cards belong to no seat");
  }

  /**
   * T-22 … T-26, T-31: the points are the totals, added to the score; the breakdown adds up; the
   * deal's dealer and eldest; the winner; a complete deal's carte and spade counts add up to N and
   * S, and it awards 6 mazzo points, or 12 when one side doubles; a deal ended by going out shows
   * the secured points, never doubled, never Tombolon.
   */
  @Override
  protected void assertHandResult(GameState s, HandResult hr) {
    TombolonHandResult r = (TombolonHandResult) hr;
    int deckSize = variant().deckSize();
    assertEquals(s.sides(), r.sides());
    assertEquals(r.points(), r.scoreChange(), "T-26 the deal total is added to the score");
    assertEquals(s.isOver() ? s.dealer() : (r.dealer() + 1) % s.players(), s.dealer(), "T-6");
    assertEquals((r.dealer() + 1) % s.players(), r.eldest(), "T-6 the eldest is dealer + 1");
    assertTrue(r.tricks().isEmpty());
    assertEquals(2, r.bySide().size());
    int mazzo = 0;
    int carte = 0;
    int spade = 0;
    for (int side = 0; side < 2; side++) {
      TombolonHandResult.SideScore b = r.bySide().get(side);
      assertEquals(b.total(), r.points().get(side).intValue(), "T-31 points are the totals");
      assertEquals(b.scopePoints() + b.colore() + b.napoli() + b.mazzoPoints(), b.total(), "T-26");
      assertTrue(b.cartePoints() == 0 || b.cartePoints() == 2, "T-22 Carte is 0 or 2");
      assertTrue(b.spadePoints() == 0 || b.spadePoints() == 1, "T-22 Spade is 0 or 1");
      assertEquals(
          b.mazzoPoints() == 12 ? 6 : b.mazzoPoints(),
          b.cartePoints() + b.spadePoints() + b.onori().size(),
          "T-22, T-23: the mazzo points are Carte + Spade + Onori, or 12 when doubled");
      assertEquals(b.onori().sortBy(s.deck()::idOf), b.onori(), "T-31 onori in canonical order");
      mazzo += b.mazzoPoints();
      carte += b.carteCount();
      spade += b.spadeCount();
    }
    int t0 = r.points().get(0);
    int t1 = r.points().get(1);
    Option<Integer> tombolon =
        r.bySide().get(0).tombolon()
            ? Option.some(0)
            : r.bySide().get(1).tombolon() ? Option.some(1) : Option.none();
    assertFalse(r.bySide().forAll(TombolonHandResult.SideScore::tombolon), "T-30 only one side");
    if (r.wentOut().isDefined()) {
      assertEquals(r.wentOut(), r.winningSide(), "T-31 the side that went out wins the deal");
      assertTrue(
          r.bySide().forAll(b -> !b.tombolon() && b.mazzoPoints() <= 6),
          "T-31 going out: never doubled, never Tombolon");
    } else {
      assertEquals(deckSize, carte, "§8 invariant: the carte counts add up to N");
      assertEquals(deckSize == 40 ? 10 : 13, spade, "§8 invariant: the spade counts add up to S");
      assertTrue(mazzo == 6 || mazzo == 12, "T-22 T-23: 6, or 12 when one side doubles: " + mazzo);
      if (mazzo == 12) {
        assertTrue(r.bySide().exists(b -> b.mazzoPoints() == 12));
      }
      assertEquals(
          tombolon.orElse(
              t0 > t1 ? Option.some(0) : t1 > t0 ? Option.some(1) : Option.<Integer>none()),
          r.winningSide(),
          "T-31 the deal's winner: the Tombolon side, else the higher total, else none");
    }
  }

  /** T-9, T-33: the bottom card of the stock is public while it lies there. */
  @Override
  protected CardSet publicCards(GameState s) {
    CardSet out = super.publicCards(s);
    for (Card c : ((TombolonState) s).stockBottom()) {
      out = out.with(c);
    }
    return out;
  }

  /**
   * T-32 … T-34: every pile, the bottom card, the table, the eldest, the last taker, the
   * distribution, each side's Scope, Colore and secured points and the target are the state's;
   * every event is public; no trump.
   */
  @Override
  protected void assertViewFields(GameState g, PlayerView pv) {
    TombolonState s = (TombolonState) g;
    TombolonView v = (TombolonView) pv;
    for (int p = 0; p < s.players(); p++) {
      assertEquals(s.captured(p), v.captured(p), "T-33 piles are public");
    }
    assertEquals(s.stockBottom(), v.stockBottom(), "T-9, T-33 the bottom card is public");
    assertEquals(s.tableCards(), v.tableCards());
    assertEquals(s.eldest(), v.eldest());
    assertEquals(s.lastTaker(), v.lastTaker());
    assertEquals(s.distribution(), v.distribution());
    assertEquals(s.secured(), v.secured(), "T-32 secured");
    assertEquals(s.target(), v.target());
    for (int side = -1; side <= 2; side++) {
      assertEquals(s.scopeCount(side), v.scopeCount(side));
      assertEquals(s.scopePoints(side), v.scopePoints(side));
      assertEquals(s.colorePoints(side), v.colorePoints(side));
    }
    assertEquals(s.lastEvents(), v.events(), "T-34 every event is public");
    assertTrue(v.trump().isEmpty() && v.trumpCard().isEmpty(), "T-32 no trump");
  }

  /**
   * T-33: the JSON of every view is read at two steps in three — with the tries above, more views
   * than the family's first suite read (all, at 25 tries of default-target matches).
   */
  @Override
  protected boolean jsonChecked(int step, int seat) {
    return step % 3 != 2;
  }

  /** T-9, T-33: the determinized stock keeps the public bottom card at its bottom. */
  @Override
  protected void assertDeterminized(GameState s, PlayerView v, GameState d) {
    assertEquals(((TombolonState) s).stockBottom(), ((TombolonState) d).stockBottom());
    assertEquals(s.table(), d.table());
    assertEquals(s.score(), d.score());
  }

  /** T-30: there are no drawn matches. */
  @Override
  protected void assertMatchEnd(GameState end) {
    assertTrue(end.winningSide().isDefined(), "T-30 there are no drawn matches");
  }

  // ---------------------------------------------------------------- Tombolon's own

  /** T-30: the winner reached the target or made Tombolon; both there, the higher score won. */
  @Property
  @AddLifecycleHook(KitTries.class)
  @Label("T-30 the winner's score is at or above the target unless it made Tombolon")
  public void winnerAtTargetOrTombolon(@ForAll long seed) {
    Walk w = walk(seed);
    TombolonState end = (TombolonState) w.states.get(w.states.size() - 1);
    int winner = end.winningSide().get();
    TombolonHandResult last = (TombolonHandResult) end.results().last();
    assertTrue(
        end.score().get(winner) >= end.target() || last.bySide().get(winner).tombolon(),
        () -> "winner " + winner + " with " + end.score());
    if (last.wentOut().isEmpty() && !last.bySide().exists(TombolonHandResult.SideScore::tombolon)) {
      int other = 1 - winner;
      assertTrue(
          end.score().get(winner) > end.score().get(other)
              || end.score().get(other) < end.target());
    }
  }

  /**
   * T-28: a side goes out only with cards left to play, never in a deal begun tied at or above the
   * target, and never with a sweep.
   */
  @Property
  @AddLifecycleHook(KitTries.class)
  @Label(
      "T-28 going out never happens on the last play of a deal, nor in a deal begun tied at the"
          + " target")
  public void goingOutNeverOnTheLastPlay(@ForAll long seed) {
    Walk w = walk(seed);
    for (int i = 1; i < w.states.size(); i++) {
      GameState s = w.states.get(i);
      if (s.lastEvents().exists(e -> e instanceof TombolonEvent.WentOut)) {
        int left = s.stock().size();
        for (int p = 0; p < s.players(); p++) {
          left += s.hand(p).size();
        }
        assertTrue(left > 0, "cards were left to play");
        assertFalse(((TombolonState) w.states.get(i - 1)).goingOutOff());
        assertFalse(s.lastEvents().exists(e -> e instanceof TombolonEvent.Sweep));
      }
    }
  }

  /** T-12, T-13, T-21 along random matches, against a brute force over the table's subsets. */
  @Property(tries = 60)
  @AddLifecycleHook(KitTries.class)
  @Label(
      "T-12 T-21 along a match: every legal capture is a valid set; their number matches a brute"
          + " force")
  public void legalCapturesMatchBruteForce(@ForAll long seed) {
    for (GameState g : walk(seed).states) {
      if (g.phase() != Phase.PLAY) {
        continue;
      }
      TombolonState s = (TombolonState) g;
      Seq<Card> table = s.tableCards();
      int expected = 0;
      for (Card c : s.hand(s.toAct())) {
        int sets = bruteForce(c, table);
        expected += Math.max(1, sets);
      }
      Seq<Action> legal = game().legalActions(s);
      assertEquals(expected, legal.size());
      for (Action a : legal) {
        CapturePlay p = (CapturePlay) a;
        assertTrue(p.capture().isEmpty() || isCaptureSet(p.card(), p.capture()));
      }
    }
  }

  /** T-12, T-13, T-21 on random tables of up to 14 cards, against the brute force. */
  @Property(tries = 300)
  @AddLifecycleHook(KitTries.class)
  @Unscaled
  @Label(
      "T-12 T-13 T-21 on random tables: the sets are valid, distinct, ordered, and as many as a"
          + " brute force")
  public void captureSetsOnRandomTables(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Rules r = Position.of(variantId()).build().rules;
    Seq<Card> shuffled = Shuffle.using(random).order(r.deck);
    int k = random.nextInt(15);
    Seq<Card> table = shuffled.take(k);
    long mask = 0;
    for (Card c : table) {
      mask |= r.maskOf(c);
    }
    for (Card card : shuffled.drop(k).take(6)) {
      int id = r.deck.idOf(card);
      long[] sets = Captures.sets(r, id, mask);
      assertEquals(bruteForce(card, table), sets.length, () -> card + " on " + table);
      assertEquals(sets.length > 0, Captures.hasAny(r, id, mask), "T-13");
      for (int i = 0; i < sets.length; i++) {
        assertTrue((sets[i] & ~mask) == 0);
        assertTrue(isCaptureSet(card, r.cardsOf(sets[i])));
        if (i > 0) {
          assertTrue(before(sets[i - 1], sets[i]), "T-21 order");
        }
      }
    }
  }

  /** A Tombolon play is a card shown, whatever it captures (T-14). */
  @Override
  protected Option<TablePlay> playedIn(dev.mazzo.game.Event e) {
    return e instanceof TombolonEvent.Played p
        ? Option.some(new TablePlay(p.seat(), p.card()))
        : super.playedIn(e);
  }

  /** The state with a seat's hand replaced. */
  @Override
  protected Option<GameState> withHand(GameState s, int seat, CardSet hand) {
    TombolonState t = (TombolonState) s;
    long[] cards = t.cards.clone();
    cards[seat] = hand.lo();
    return Option.some(t.toBuilder().cards(cards).build());
  }
}
