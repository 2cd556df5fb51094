package dev.mazzo.briscola;

import static dev.mazzo.briscola.ChiamataDeals.RANKS;
import static dev.mazzo.briscola.ChiamataDeals.g7;
import static dev.mazzo.briscola.ChiamataDeals.result;
import static dev.mazzo.briscola.ChiamataDeals.state;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Suit;
import dev.mazzo.conformance.Playthrough;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A chiamata hand after the call and its result: the first lead and the tricks (B-54), the piles
 * (B-56), the hand sides (B-57), made or failed (B-58), the payments (B-59), and the HAND_RESULT of
 * golden example G-7 (B-72).
 *
 * <p>Hands that need exact points are played with the seeded policy of {@link ChiamataDeals}.
 */
class ChiamataHandResultTest {

  // ---------------------------------------------------------------- G-7, B-57, B-58, B-59, B-72

  @Test
  @DisplayName(
      "G-7 B-72 seed 526: the HAND_RESULT example — sides [[3,4],[0,1,2]], points [66,54], tricks [5,3], winner 0, payments [-1,-1,-1,1,2], caller 4, partner 3, bid 5, 5D, target 61, made")
  void g7_handResultExample() {
    Playthrough p = g7(526, 2);
    Hands.playOut(p, 526);
    Seq<Integer> pay = Array.of(-1, -1, -1, 1, 2);
    BriscolaHandResult expected =
        new BriscolaHandResult(
            1,
            Array.of(Array.of(3, 4), Array.of(0, 1, 2)),
            Array.of(66, 54),
            Array.of(5, 3),
            Option.some(0),
            pay,
            Option.some(
                new Contract(
                    Option.some(4),
                    Option.some(3),
                    Option.some(Rank.FIVE),
                    Option.none(),
                    Option.some(p.card("5D")),
                    Option.some(61),
                    Option.some(true),
                    pay)));
    assertEquals(expected, result(p));
    assertEquals(
        pay.toList(),
        p.state().score().toList(),
        "B-38 the score is the running total of payments");
    assertEquals(
        "[[0],[1],[2],[3],[4]]", Hands.sides(p.state().sides()), "B-57 match sides unchanged");
  }

  @ParameterizedTest(name = "seed {0}, 5D at order[{1}]: {3}")
  @CsvSource(
      delimiter = '|',
      value = {
        "526 | 2 | [[3,4],[0,1,2]]   | [66,54] | 0 | [-1,-1,-1,1,2]  | 3    | true",
        "182 | 2 | [[3,4],[0,1,2]]   | [60,60] | 1 | [1,1,1,-1,-2]   | 3    | false",
        "6   | 3 | [[4],[0,1,2,3]]   | [70,50] | 0 | [-1,-1,-1,-1,4] | null | true",
        "1   | 3 | [[4],[0,1,2,3]]   | [24,96] | 1 | [1,1,1,1,-4]    | null | false"
      })
  @DisplayName(
      "G-7 B-53 B-57 B-58 B-59 with partner 3: made with 66, failed with 60 (60–60 after a rank bid fails); alone (5D dealt to the caller): ±4 and ±1")
  void g7_payments(
      long seed,
      int index5D,
      String sides,
      String points,
      int winner,
      String payments,
      String partner,
      boolean made) {
    Playthrough p = g7(seed, index5D);
    assertEquals(partner, state(p).partner().map(String::valueOf).getOrElse("null"));
    Hands.playOut(p, seed);
    BriscolaHandResult h = result(p);
    assertEquals(sides, Hands.sides(h.sides()));
    assertEquals(points, Hands.ints(h.points()));
    assertEquals(
        Option.some(winner), h.winningSide(), "B-58 winner 0 when made, 1 when failed; never void");
    assertEquals(payments, Hands.ints(h.scoreChange()));
    Contract c = h.contract().get();
    assertEquals(payments, Hands.ints(c.payments()), "payments equal scoreChange");
    assertEquals(0, c.payments().sum().intValue(), "B-59 each row sums to 0");
    assertEquals(Option.some(made), c.made());
    assertEquals(Option.some(61), c.target(), "B-50 a rank bid requires 61");
    assertEquals(Option.some(4), c.declarer());
    assertEquals(partner, c.partner().map(String::valueOf).getOrElse("null"));
    assertEquals(Option.some(Rank.FIVE), c.bidRank());
    assertTrue(c.bidPoints().isEmpty());
    assertEquals(8, h.tricks().sum().intValue());
    assertEquals(120, h.points().sum().intValue());
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {"526 | 2 | [[3,4],[0,1,2]]", "6 | 3 | [[4],[0,1,2,3]]"})
  @DisplayName(
      "B-57 handSides: one seat each in the auction; from the call to the hand's result the caller 4 with partner 3 (or alone) against the others, as the result's sides; one seat each at the next deal")
  void b57_handSides(long seed, int index5D, String sides) {
    String single = "[[0],[1],[2],[3],[4]]";
    Playthrough auction = Playthrough.of(RANKS);
    auction.deal(Hands.seededWith(auction, seed, index5D, "5D"));
    assertEquals(Phase.BID, auction.state().phase());
    assertEquals(single, Hands.sides(auction.state().handSides()));
    Playthrough p = g7(seed, index5D);
    SplittableRandom r = new SplittableRandom(seed);
    int plays = 0;
    while (p.state().phase() == Phase.PLAY) {
      assertEquals(sides, Hands.sides(p.state().handSides()), "play " + plays);
      Seq<Action> legal = p.legal();
      p.act(legal.get(r.nextInt(legal.size())));
      plays++;
    }
    assertEquals(40, plays);
    assertEquals(sides, Hands.sides(p.state().results().last().sides()));
    assertEquals(Phase.DEAL, p.state().phase());
    assertEquals(single, Hands.sides(p.state().handSides()), "the next hand's auction");
    assertEquals(p.state().sides(), p.state().handSides());
  }

  @Test
  @DisplayName(
      "B-53 B-57 handSides of a determinized state: seat 0 does not know partner 3; each sample puts the caller 4 with the sample's holder of 5D")
  void b57_handSidesOfSamples() {
    Playthrough p = g7(526, 2);
    PlayerView view = p.view(0);
    Card called = p.card("5D");
    java.util.Set<String> seen = new java.util.TreeSet<>();
    for (long seed = 1; seed <= 12; seed++) {
      GameState s = p.game().determinize(view, new SplittableRandom(seed)).get();
      int holder = -1;
      for (int seat = 0; seat < 5; seat++) {
        if (s.hand(seat).contains(called)) {
          holder = seat;
        }
      }
      assertTrue(holder > 0, "seat 0 does not hold 5D, the caller 4 may: seed " + seed);
      String declarerSide = holder == 4 ? "[4]" : "[" + Math.min(holder, 4) + ",4]";
      String expected = Hands.sides(s.handSides()).substring(0, declarerSide.length() + 1);
      assertEquals("[" + declarerSide, expected, "seed " + seed);
      seen.add(declarerSide);
    }
    assertTrue(seen.size() > 1, "the samples differ in the partner: " + seen);
  }

  // ---------------------------------------------------------------- B-54, B-56

  @ParameterizedTest(name = "firstLead {0}")
  @ValueSource(strings = {"eldest", "caller"})
  @DisplayName(
      "B-54 B-29 the eldest leads the first trick, or the caller with firstLead caller; then each trick's winner; 8 tricks, no drawing")
  void b54_firstLead(String firstLead) {
    Playthrough p = g7(526, 2, "firstLead", firstLead);
    int leader = firstLead.equals("caller") ? 4 : 1;
    assertEquals(leader, p.state().toAct());
    SplittableRandom r = new SplittableRandom(3);
    int tricks = 0;
    while (p.state().phase() == Phase.PLAY) {
      assertEquals(leader, p.state().toAct(), "trick " + (tricks + 1));
      for (int k = 0; k < 5; k++) {
        assertEquals((leader + k) % 5, p.state().toAct());
        Seq<Action> legal = p.legal();
        assertEquals(p.state().hand(p.state().toAct()).size(), legal.size(), "B-22 free play");
        p.act(legal.get(r.nextInt(legal.size())));
      }
      tricks++;
      Event.TrickWon t =
          (Event.TrickWon) p.state().lastEvents().find(e -> e instanceof Event.TrickWon).get();
      assertFalse(p.state().lastEvents().exists(e -> e instanceof Event.Drew));
      leader = t.winningSeat();
    }
    assertEquals(8, tricks);
  }

  @ParameterizedTest(name = "{0} firstLead {1}")
  @CsvSource({
    "briscola-chiamata-5p,     eldest, 1",
    "briscola-chiamata-5p,     caller, 2",
    "biscambiggia-chiamata-5p, eldest, 1",
    "biscambiggia-chiamata-5p, caller, 2"
  })
  @DisplayName(
      "B-20 B-54 B-68 firstLead in both chiamata ids: the eldest (seat 1) leads the first trick, or with firstLead caller the caller (seat 2, not the eldest)")
  void b54_firstLeadOfBothIds(String id, String firstLead, int leader) {
    Playthrough p = ChiamataDeals.dealt(id, "firstLead", firstLead);
    p.act(new Pass(1));
    p.act(id.equals(RANKS) ? Bid.rank(2, Rank.ACE) : Bid.points(2, 61));
    p.act(new Pass(3));
    p.act(new Pass(4));
    p.act(new Pass(0));
    assertEquals(Option.some(2), state(p).declarer(), "B-48 seat 2 holds the only bid");
    p.act(id.equals(RANKS) ? Call.suit(2, Suit.HEARTS) : Call.card(2, p.card("AH")));
    assertEquals(Phase.PLAY, p.state().phase());
    assertEquals(leader, p.state().toAct());
  }

  @Test
  @DisplayName(
      "B-56 B-31 each seat keeps its own pile; the hand's points are the piles of each side's seats added up")
  void b56_piles() {
    // With deals 1 the hand ends the match, and the last position (the piles) stays (B-42.2).
    Playthrough q = g7(182, 2, "deals", 1);
    Hands.playOut(q, 182);
    GameState end = q.state();
    assertEquals(Phase.MATCH_OVER, end.phase(), "B-42.2 the last position stays");
    Rules rules = Hands.rules(end);
    int[] pile = new int[5];
    for (int seat = 0; seat < 5; seat++) {
      pile[seat] = rules.table.points(end.captured(seat).lo(), end.captured(seat).hi());
    }
    HandResult h = end.results().single();
    assertEquals(pile[3] + pile[4], h.points().get(0).intValue());
    assertEquals(pile[0] + pile[1] + pile[2], h.points().get(1).intValue());
    assertEquals(40, List.range(0, 5).map(seat -> end.captured(seat).size()).sum().intValue());
    assertEquals("[60,60]", Hands.ints(h.points()));
  }
}
