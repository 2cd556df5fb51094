package dev.mazzo.tombolon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.briscola.Bid;
import dev.mazzo.card.Card;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variants;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Seeded matches of every Tombolon id, walked action by action: the example counterpart, for the
 * mutation gate, of what the conformance kit checks at random. At every position the unchecked
 * {@code applyLegal} agrees with the checked {@code apply} (T-19, T-20), and every seat's VIEW
 * shows exactly the state's public fields (T-32, T-33).
 */
class ViewAndFastPathTest {

  /**
   * Every position of a seeded match, played to its end (or 600 actions), chance nodes included.
   */
  private static List<TombolonState> positions(String id, long seed) {
    Game<GameState, PlayerView> game = Variants.byId(id).get().game();
    GameState s = game.newMatch(MatchOptions.defaults()).get();
    SplittableRandom random = new SplittableRandom(seed);
    List<TombolonState> out = new ArrayList<>();
    for (int step = 0; step < 600 && !s.isOver(); step++) {
      out.add((TombolonState) s);
      Action a =
          s.toAct() == GameState.CHANCE
              ? new Deal(Shuffle.seeded(random.nextLong()).order(s.deck()))
              : pick(game.legalActions(s), random);
      s = game.apply(s, a).get();
    }
    out.add((TombolonState) s);
    return out;
  }

  /**
   * Mostly a capture, most often the one that takes the most table cards (so that piles, Scope and
   * Colore grow), sometimes any action.
   */
  private static Action pick(Seq<Action> legal, SplittableRandom random) {
    Seq<CapturePlay> captures =
        legal.filter(a -> a instanceof CapturePlay).map(a -> (CapturePlay) a);
    int r = random.nextInt(4);
    if (captures.isEmpty() || r == 0) {
      return legal.get(random.nextInt(legal.size()));
    }
    return r == 1
        ? captures.get(random.nextInt(captures.size()))
        : captures.maxBy(c -> c.capture().size()).get();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("dev.mazzo.table.VariantIds#tombolon")
  @DisplayName("T-19 T-20: applyLegal of every legal action (and of a deal) gives apply's state")
  void applyLegalAgreesWithApply(String id) {
    Game<GameState, PlayerView> game = Variants.byId(id).get().game();
    int actions = 0;
    int captures = 0;
    for (TombolonState s : positions(id, 3)) {
      if (s.isOver()) {
        continue;
      }
      Seq<Action> legal =
          s.toAct() == GameState.CHANCE
              ? io.vavr.collection.List.of(new Deal(Shuffle.seeded(actions).order(s.deck())))
              : game.legalActions(s);
      for (Action a : legal) {
        assertEquals(game.apply(s, a).get(), game.applyLegal(s, a), () -> "applyLegal of " + a);
        if (a instanceof CapturePlay) {
          assertEquals("play", a.type(), "a capture is a play on the wire (T-19)");
          captures++;
        }
        actions++;
      }
    }
    assertTrue(actions > 100, id + ": " + actions + " actions");
    assertTrue(captures > 10, id + ": " + captures + " captures");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("dev.mazzo.table.VariantIds#tombolon")
  @DisplayName(
      "T-19: applyLegal of another family's action or of another variant's state falls back to"
          + " apply, which rejects it")
  void applyLegalFallsBackToApply(String id) {
    Game<GameState, PlayerView> game = Variants.byId(id).get().game();
    GameState s = positions(id, 5).get(1);
    Action bid = Bid.rank(s.toAct(), Rank.ACE);
    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> game.applyLegal(s, bid));
    assertEquals(game.apply(s, bid).getLeft().message(), e.getMessage());
    GameState briscola =
        Variants.byId("briscola-2p").get().game().newMatch(MatchOptions.defaults()).get();
    Action deal = new Deal(Shuffle.seeded(1).order(briscola.deck()));
    assertThrows(IllegalStateException.class, () -> game.applyLegal(briscola, deal));
    Card card = s.deck().cards().get(0);
    assertThrows(
        IllegalStateException.class, () -> game.applyLegal(briscola, new PlayCard(0, card)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("dev.mazzo.table.VariantIds#tombolon")
  @DisplayName("T-32 T-33: every seat's view shows the state's public fields, at every position")
  void viewShowsThePublicFields(String id) {
    Game<GameState, PlayerView> game = Variants.byId(id).get().game();
    assertSame(Variants.byId(id).get(), game.variant());
    assertTrue(game.variant().description().endsWith("(tombolon.md)."), "T-1 description");
    int scopeSeen = 0;
    int results = 0;
    int eldestNotZero = 0;
    for (TombolonState s : positions(id, 11)) {
      assertEquals(id.contains("padova") ? 51 : 31, s.target(), "T-28 target");
      for (int seat = 0; seat < s.players(); seat++) {
        TombolonView v = (TombolonView) game.view(s, seat).get();
        assertEquals(s.target(), v.target());
        assertEquals(Option.none(), v.trump(), "T-32: no trump");
        assertEquals(Option.none(), v.trumpCard(), "T-32: no trump card");
        assertEquals(s.table(), v.table(), "T-32 table");
        assertEquals(s.tableCards(), v.tableCards());
        assertEquals(s.distribution(), v.distribution());
        assertEquals(s.eldest(), v.eldest());
        assertEquals(s.lastTaker(), v.lastTaker());
        assertEquals(s.stockBottom(), v.stockBottom());
        assertEquals(s.hand(seat), v.ownHand());
        for (int p = -1; p <= s.players(); p++) {
          assertEquals(s.captured(p), v.captured(p), "T-33 pile of seat " + p);
          assertEquals(s.hand(p).size(), v.handSize(p), "hand size of seat " + p);
        }
        for (int side = -1; side <= 2; side++) {
          assertEquals(s.scopeCount(side), v.scopeCount(side), "T-15 Scope of side " + side);
          assertEquals(s.scopePoints(side), v.scopePoints(side), "T-15 Scopa points " + side);
          assertEquals(s.colorePoints(side), v.colorePoints(side), "T-16 Colore of side " + side);
          assertEquals(s.secured(side), v.secured(side), "T-27 secured of side " + side);
        }
        assertEquals(s.secured(), v.secured());
        assertEquals(s.score(), v.score());
        assertEquals(s.results(), v.results());
        assertEquals(s.winningSide(), v.winningSide());
        assertEquals(v, game.view(s, seat).get(), "a view equals a view of the same seat");
        assertEquals(v, v);
        assertNotEquals(v, game.view(s, (seat + 1) % s.players()).get());
        assertNotEquals(v, s);
      }
      for (int side = 0; side < 2; side++) {
        scopeSeen += s.scopeCount(side);
      }
      for (HandResult r : s.results()) {
        assertTrue(r.tricks().isEmpty(), "T-31: Tombolon has no tricks");
        results++;
      }
      eldestNotZero += s.eldest() != 0 ? 1 : 0;
      assertEquals(s, s);
      assertNotEquals(s, "a state");
    }
    assertTrue(scopeSeen > 0, id + ": the walk makes Scope, so the counters are not all zero");
    assertTrue(results > 0 && eldestNotZero > 0, id + ": more than one deal");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("dev.mazzo.table.VariantIds#tombolon")
  @DisplayName("T-20 WRONG_PHASE: a deal during play, a play before the deal, each told why")
  void wrongPhaseMessages(String id) {
    Game<GameState, PlayerView> game = Variants.byId(id).get().game();
    java.util.List<TombolonState> ps = positions(id, 5);
    TombolonState before = ps.get(0);
    TombolonState playing = ps.get(1);
    Action play = game.legalActions(playing).head();
    Rejection r = game.apply(before, play).getLeft();
    assertEquals(Rejection.Code.WRONG_PHASE, r.code());
    assertEquals("The cards have not been dealt yet", r.message());
    Rejection d = game.apply(playing, new Deal(Shuffle.seeded(1).order(playing.deck()))).getLeft();
    assertEquals(Rejection.Code.WRONG_PHASE, d.code());
    assertEquals("The cards are being played: a deal is not possible now", d.message());
  }
}
