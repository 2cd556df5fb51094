package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Shuffle;
import dev.mazzo.conformance.Playthrough;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Scoring a hand: B-31, B-33, B-36 and golden example G-5. */
class HandTest {

  private static int points(Rules rules, CardSet pile) {
    return rules.table.points(pile.lo(), pile.hi());
  }

  // ---------------------------------------------------------------- B-31

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"briscola-2p", "biscambiggia-2p"})
  @DisplayName(
      "B-31 a side's points are the card points of its pile, its tricks the tricks it won; points sum to 120")
  void b31_sidePoints(String id) {
    for (long seed = 1; seed <= 30; seed++) {
      Playthrough p = Playthrough.of(id);
      p.deal(Shuffle.seeded(seed).order(p.state().deck()));
      SplittableRandom r = new SplittableRandom(seed);
      while (p.state().hand(0).size() + p.state().hand(1).size() > 1) {
        p.act(p.legal().get(r.nextInt(p.legal().size())));
      }
      GameState last = p.state();
      Rules rules = ((BriscolaState) last).rules;
      int[] pts = {points(rules, last.captured(0)), points(rules, last.captured(1))};
      int[] tricks = {last.captured(0).size() / 2, last.captured(1).size() / 2};
      p.act(p.legal().single());
      Event.TrickWon t = (Event.TrickWon) p.state().lastEvents().get(1);
      pts[t.winningSeat()] += t.points();
      tricks[t.winningSeat()]++;
      HandResult h = p.state().results().single();
      assertEquals(List.of(pts[0], pts[1]), h.points().toList());
      assertEquals(List.of(tricks[0], tricks[1]), h.tricks().toList());
      assertEquals(120, pts[0] + pts[1]);
      assertEquals(20, tricks[0] + tricks[1]);
      assertEquals(List.of(List.of(0), List.of(1)), h.sides().map(Seq::toList).toList());
      assertEquals(1, h.hand());
    }
  }

  // ---------------------------------------------------------------- B-33, B-36

  @ParameterizedTest(name = "{0} {1}: winner {2}")
  @CsvSource({
    "briscola-2p, 61, 59, 0",
    "briscola-2p, 59, 61, 1",
    "briscola-2p, 60, 60, -1",
    "briscola-2p, 120, 0, 0",
    "briscola-2p, 0, 120, 1",
    "briscola-2p, 70, 50, 0",
    "briscola-2p, 55, 65, 1",
    "biscambiggia-2p, 61, 59, 0",
    "biscambiggia-2p, 60, 60, -1"
  })
  @DisplayName("B-33 MAJORITY: more than 60 of 120 wins the hand; 60-60 is void")
  void b33_majority(String id, int a, int b, int winner) {
    Rules rules = ((BriscolaState) Playthrough.of(id).state()).rules;
    assertEquals(HandRule.MAJORITY, rules.handRule);
    assertEquals(winner, BriscolaGame.handWinner(rules, new int[] {a, b}));
  }

  @ParameterizedTest(name = "hand seed {0}, dealer {1}: points [{2},{3}]")
  @CsvSource({"8, 0, 70, 50, 0", "9, 1, 60, 60, -1", "93, 0, 55, 65, 1", "168, 1, 90, 30, 0"})
  @DisplayName(
      "B-33 B-36 the engine decides the hand and gives 1 game point to the winner, 0 to the other; void gives 0 to both")
  void b36_gamePoints(long seed, int dealer, int a, int b, int winner) {
    Playthrough p = Playthrough.of("briscola-2p", "dealer", dealer);
    GameState s = Orders.playHand(p.game(), p.state(), seed);
    HandResult h = s.results().single();
    assertEquals(List.of(a, b), h.points().toList());
    assertEquals(winner < 0 ? Option.none() : Option.some(winner), h.winningSide());
    assertEquals(
        winner == 0 ? List.of(1, 0) : winner == 1 ? List.of(0, 1) : List.of(0, 0),
        h.scoreChange().toList());
    assertEquals(
        h.scoreChange().toList(), s.score().toList(), "B-38 the score is the sum of scoreChange");
  }

  // ---------------------------------------------------------------- G-5 (a hand that ends with the
  // pile)

  /**
   * G-5: dealer 0, trump H (the trump card 2H). Seat 0 wins tricks 1 to 4 with exactly the pile:
   * 5C-AH (trump), 3C-7S, 3D-JS and QH-KD, each time against a card of another, non-trump suit;
   * then it holds only low cards (and at the end the 2H) and loses every other trick. The order
   * gives seat 0 what it draws as winner of tricks 1 to 4 and as loser from trick 5 on (B-19).
   */
  private static io.vavr.collection.Seq<Card> g5Order(dev.mazzo.card.Deck deck) {
    Object[] placed = {
      0, "5C", 1, "AH", 2, "7S", 3, "3C", 4, "JS", 5, "3D", 6, "2H", 7, "QH", 8, "KD",
    };
    String[] toSeat1 = "3H 4H 5H 6H 7H JH KH AD QD AC JC QC KC AS QS KS".split(" ");
    String[] toSeat0 = "2D 4D 5D 6D 7D JD 2C 4C 6C 7C 2S 3S 4S 5S 6S".split(" ");
    int[] seat1Slots = new int[16];
    int[] seat0Slots = new int[15];
    int a = 0;
    int b = 0;
    for (int t = 2; t <= 4; t++) {
      seat0Slots[b++] = 5 + 2 * t; // winner of trick t
      seat1Slots[a++] = 6 + 2 * t;
    }
    for (int t = 5; t <= 16; t++) {
      seat1Slots[a++] = 5 + 2 * t;
      seat0Slots[b++] = 6 + 2 * t;
    }
    seat1Slots[a] = 39; // trick 17: the winner draws order[39], the loser the trump card
    Object[] all = new Object[placed.length + 2 * 31];
    System.arraycopy(placed, 0, all, 0, placed.length);
    int k = placed.length;
    for (int i = 0; i < 16; i++) {
      all[k++] = seat1Slots[i];
      all[k++] = toSeat1[i];
    }
    for (int i = 0; i < 15; i++) {
      all[k++] = seat0Slots[i];
      all[k++] = toSeat0[i];
    }
    return Orders.placing(deck, all);
  }

  /** A line of play to the end of the hand in which seat 0 wins no more tricks (depth first). */
  private static java.util.List<Action> seat0LosesEveryTrick(
      Game<GameState, PlayerView> g, GameState start) {
    Deque<Action> line = new ArrayDeque<>();
    int[] budget = {100_000};
    return search(g, start, line, budget) ? new java.util.ArrayList<>(line) : null;
  }

  private static boolean search(
      Game<GameState, PlayerView> g, GameState s, Deque<Action> line, int[] budget) {
    if (s.phase() != Phase.PLAY) {
      return true;
    }
    if (--budget[0] < 0) {
      return false;
    }
    for (Action a : moveOrder(s, g.legalActions(s))) {
      GameState next = g.apply(s, a).get();
      Seq<Event> e = next.lastEvents();
      if (e.size() > 1 && ((Event.TrickWon) e.get(1)).winningSeat() == 0) {
        continue;
      }
      line.addLast(a);
      if (search(g, next, line, budget)) {
        return true;
      }
      line.removeLast();
    }
    return false;
  }

  /**
   * The order in which the search tries moves: seat 1 keeps its trumps for last (it needs one to
   * beat the 2H that seat 0 draws after trick 17), seat 0 throws its trump on a trump lead.
   */
  private static Seq<Action> moveOrder(GameState s, Seq<Action> legal) {
    int trump = s.trump().get().ordinal();
    boolean trumpLed =
        !s.table().isEmpty() && s.table().head().card().suit().get().ordinal() == trump;
    return legal.sortBy(
        a -> {
          boolean isTrump = ((PlayCard) a).card().suit().get().ordinal() == trump;
          if (s.toAct() == 0 && trumpLed) {
            return isTrump ? 0 : 1;
          }
          return isTrump ? 1 : 0;
        });
  }

  @ParameterizedTest(name = "{0}: [{1},{2}]")
  @CsvSource({"briscola-2p, 40, 80", "biscambiggia-2p, 30, 90"})
  @DisplayName(
      "G-5 seat 0 ends the hand with exactly the pile AH 3C 3D 7S QH JS KD 5C: points [40,80] (ITALIAN), [30,90] (GENOESE); winner 1, scoreChange [0,1]")
  void g5_handEndsWithThePile(String id, int seat0, int seat1) {
    Playthrough p = Playthrough.of(id);
    p.deal(g5Order(p.state().deck()));
    assertEquals("H", p.state().trump().get().toString());
    p.plays("5C", "AH", "3C", "7S", "3D", "JS", "QH", "KD");
    CardSet pile =
        CardSet.of(
            p.state().deck(),
            List.of("AH", "3C", "3D", "7S", "QH", "JS", "KD", "5C")
                .map(p::card)
                .toJavaArray(Card[]::new));
    assertEquals(pile, p.state().captured(0));
    assertEquals(0, p.state().toAct(), "seat 0 won trick 4 and leads trick 5");
    java.util.List<Action> rest = seat0LosesEveryTrick(p.game(), p.state());
    assertNotNull(rest, "a line where seat 0 loses tricks 5 to 20 exists for this order");
    for (Action a : rest) {
      boolean last = p.state().hand(0).size() + p.state().hand(1).size() == 1;
      if (last) {
        assertEquals(pile, p.state().captured(0), "seat 0's pile at the end of the hand");
      }
      p.act(a);
    }
    HandResult h = p.state().results().single();
    assertEquals(List.of(seat0, seat1), h.points().toList());
    assertEquals(List.of(4, 16), h.tricks().toList());
    assertEquals(Option.some(1), h.winningSide());
    assertEquals(List.of(0, 1), h.scoreChange().toList());
    assertTrue(p.state().lastEvents().last() instanceof Event.HandScored);
  }
}
