package dev.mazzo.tombolon;

import static dev.mazzo.tombolon.Position.apply;
import static dev.mazzo.tombolon.Position.deck;
import static dev.mazzo.tombolon.Position.game;
import static dev.mazzo.tombolon.Position.newMatch;
import static dev.mazzo.tombolon.Position.order;
import static dev.mazzo.tombolon.Position.reject;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Deal;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Phase;
import dev.mazzo.game.Rejection;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The deal: T-6 … T-11, golden examples G-1 and G-2. */
class DealTest {

  /** A match whose target nobody reaches, so that a deal is always played to its end. */
  private static TombolonState match(String id, int dealer, String schedule) {
    MatchOptions o = MatchOptions.defaults().with("dealer", dealer).with("target", 10_000);
    if (schedule != null) {
      o = o.with(Spec.PADOVA_2P_SCHEDULE, schedule);
    }
    return newMatch(id, o);
  }

  private static CardSet set(Deck deck, Seq<Card> order, int from, int to, int n, int seat, int d) {
    CardSet out = deck.none();
    for (int i = from; i < to; i++) {
      if ((d + 1 + (i - from)) % n == seat) {
        out = out.with(order.get(i));
      }
    }
    return out;
  }

  /**
   * T-8, T-9: plays a deal (always the first legal action) and checks every distribution against
   * the index ranges of the T-9 table ({@code "0-7"} style, first hands, table, later
   * distributions), the table and the public bottom card.
   */
  private static void checkRanges(
      String id, String schedule, int dealer, long seed, String first, String table, String later) {
    TombolonState s = match(id, dealer, schedule);
    Deck deck = s.deck();
    int n = s.players();
    Seq<Card> order = Shuffle.seeded(seed).order(deck);
    s = apply(s, new Deal(order));
    int[] f = range(first);
    int[] t = range(table);
    for (int seat = 0; seat < n; seat++) {
      assertEquals(
          set(deck, order, f[0], f[1] + 1, n, seat, dealer), s.hand(seat), "T-8 seat " + seat);
    }
    assertEquals(order.slice(t[0], t[1] + 1), s.tableCards(), "T-8 table in order");
    assertEquals(order.drop(t[1] + 1), s.stock(), "T-8 the rest is the stock, top first");
    assertEquals(Option.some(order.last()), s.stockBottom(), "T-9 the bottom card is public");
    assertEquals(
        Array.of(new TombolonEvent.Dealt(dealer, 1), new TombolonEvent.Table(s.tableCards())),
        s.lastEvents());
    String[] ranges = later.split(",");
    int distribution = 1;
    while (s.phase() == Phase.PLAY) {
      int before = s.toAct();
      s = apply(s, game(id).legalActions(s).head());
      if (s.phase() != Phase.PLAY) {
        break;
      }
      assertEquals((before + 1) % n, s.toAct(), "T-11 the turn passes to the next seat");
      boolean dealt = s.lastEvents().exists(e -> e instanceof TombolonEvent.Dealt);
      if (dealt) {
        int[] r = range(ranges[distribution - 1]);
        distribution++;
        assertTrue(s.lastEvents().contains(new TombolonEvent.Dealt(dealer, distribution)));
        assertEquals(distribution, s.distribution());
        for (int seat = 0; seat < n; seat++) {
          assertEquals(
              set(deck, order, r[0], r[1] + 1, n, seat, dealer),
              s.hand(seat),
              "T-9 distribution " + distribution + " seat " + seat);
        }
        assertEquals((dealer + 1) % n, s.toAct(), "T-11 every distribution starts with the eldest");
        boolean last = distribution == ranges.length + 1;
        assertEquals(last ? Option.none() : Option.some(order.last()), s.stockBottom());
        if (last) {
          assertTrue(
              s.hand(dealer).contains(order.last()), "T-9 the bottom card reaches the dealer");
          assertEquals(deck.size() - 1, r[1]);
        }
      }
    }
    assertEquals(ranges.length + 1, distribution, "every distribution took place");
  }

  private static int[] range(String r) {
    String[] p = r.trim().split("-");
    return new int[] {Integer.parseInt(p[0]), Integer.parseInt(p[1])};
  }

  @ParameterizedTest(name = "{0} {1} dealer {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "tombolon-rovigo-2p | | 0 | 0-7   | 8-11  | 12-19, 20-27, 28-39",
        "tombolon-rovigo-2p | | 1 | 0-7   | 8-11  | 12-19, 20-27, 28-39",
        "tombolon-rovigo-4p | | 3 | 0-15  | 16-19 | 20-39",
        "tombolon-rovigo-4p | | 0 | 0-15  | 16-19 | 20-39",
        "tombolon-padova-2p | | 0 | 0-7   | 8-11  | 12-19, 20-27, 28-35, 36-43, 44-51",
        "tombolon-padova-2p | 4-4-4-6-6 | 1 | 0-7 | 8-11 | 12-19, 20-27, 28-39, 40-51",
        "tombolon-padova-4p | | 2 | 0-15  | 16-19 | 20-35, 36-51"
      })
  @DisplayName(
      "G-1 T-8 T-9 T-11: the index ranges of every distribution, the table, the bottom card")
  void g1IndexRanges(
      String id, String schedule, int dealer, String first, String table, String later) {
    for (long seed = 1; seed <= 5; seed++) {
      checkRanges(id, schedule, dealer, seed, first, table, later);
    }
  }

  @Test
  @DisplayName("G-1 tombolon-rovigo-2p dealer 0: seat 1 gets order[0,2,4,6], seat 0 order[1,3,5,7]")
  void g1Rovigo2p() {
    String id = "tombolon-rovigo-2p";
    Seq<Card> order = Shuffle.seeded(11).order(deck(id));
    TombolonState s = apply(match(id, 0, null), new Deal(order));
    assertEquals(
        CardSet.of(s.deck(), order.get(0), order.get(2), order.get(4), order.get(6)), s.hand(1));
    assertEquals(
        CardSet.of(s.deck(), order.get(1), order.get(3), order.get(5), order.get(7)), s.hand(0));
    assertEquals(order.slice(8, 12), s.tableCards());
    assertEquals(1, s.toAct(), "the eldest, seat 1, plays first");
    assertEquals(1, s.eldest());
  }

  @Test
  @DisplayName(
      "G-1 tombolon-rovigo-4p dealer 3: order[0] to seat 0 … order[15] to seat 3; order[39] to seat 3")
  void g1Rovigo4p() {
    String id = "tombolon-rovigo-4p";
    Seq<Card> order = Shuffle.seeded(12).order(deck(id));
    TombolonState s = apply(match(id, 3, null), new Deal(order));
    for (int i = 0; i < 16; i++) {
      assertTrue(s.hand(i % 4).contains(order.get(i)));
    }
    assertEquals(order.slice(16, 20), s.tableCards());
    assertEquals(order.get(39), s.stockBottom().get());
    while (s.distribution() < 2) {
      s = apply(s, game(id).legalActions(s).head());
    }
    assertTrue(s.hand(3).contains(order.get(39)));
    assertEquals(Option.none(), s.stockBottom());
  }

  // ---------------------------------------------------------------- T-10, G-2

  private static GameState dealTable(String id, int dealer, String... table) {
    int n = Position.variant(id).players();
    Object[] placed = new Object[2 * table.length];
    for (int i = 0; i < table.length; i++) {
      placed[2 * i] = 4 * n + i;
      placed[2 * i + 1] = table[i];
    }
    return apply(match(id, dealer, null), new Deal(order(id, placed)));
  }

  @ParameterizedTest(name = "{0}: table {1} -> redeal {2}")
  @CsvSource({
    "tombolon-rovigo-2p, 7H 7C 7S 2D, true",
    "tombolon-rovigo-2p, 6H 6C 6S 2D, false",
    "tombolon-padova-2p, 7H 7C 7S 2D, false",
    "tombolon-padova-2p, 10H 10C 10S AD, true",
    "tombolon-rovigo-2p, JH JD JC JS, true",
    "tombolon-padova-2p, JH JD JC JS, true",
    "tombolon-rovigo-4p, QH QD 5C QS, true",
    "tombolon-padova-4p, KH 2D KC KS, true",
    "tombolon-rovigo-2p, 7H 7C 2S 2D, false",
    "tombolon-padova-4p, 9H 9D 9C 9S, false"
  })
  @DisplayName("G-2 T-10: three or four table cards of 7/10, J, Q or K void the deal")
  void g2Redeal(String id, String table, boolean redeal) {
    GameState s = dealTable(id, 1, table.split(" "));
    Seq<Card> cards = Position.cards(id, table);
    if (!redeal) {
      assertEquals(Phase.PLAY, s.phase());
      assertEquals(cards, ((TombolonState) s).tableCards());
      return;
    }
    assertEquals(Phase.DEAL, s.phase());
    assertEquals(GameState.CHANCE, s.toAct());
    assertEquals(1, s.dealer(), "T-6 the dealer does not change after a redeal");
    assertEquals(1, s.handNumber(), "hand unchanged");
    assertTrue(s.results().isEmpty(), "no HAND_RESULT");
    for (int p = 0; p < s.players(); p++) {
      assertTrue(s.hand(p).isEmpty());
      assertTrue(s.captured(p).isEmpty());
    }
    assertTrue(s.table().isEmpty());
    assertTrue(s.stock().isEmpty());
    assertEquals(Option.none(), ((TombolonState) s).stockBottom());
    assertEquals(
        Array.of(
            new TombolonEvent.Dealt(1, 1),
            new TombolonEvent.Table(cards),
            new TombolonEvent.Redeal(cards)),
        s.lastEvents());
    assertTrue(game(id).legalActions(s).isEmpty());
    // the next deal replaces the whole deal
    TombolonState again = apply(s, new Deal(Shuffle.seeded(3).order(s.deck())));
    assertEquals(Phase.PLAY, again.phase());
    assertEquals(1, again.dealer());
    assertEquals(1, again.handNumber());
  }

  // ---------------------------------------------------------------- T-6

  @ParameterizedTest(name = "{0}")
  @MethodSource("dev.mazzo.table.VariantIds#tombolon")
  @DisplayName("T-6: after a complete deal the next dealer is dealer+1; the eldest is dealer+1")
  void t6DealerRotation(String id) {
    TombolonState s = match(id, 1, null);
    int n = s.players();
    for (int hand = 1; hand <= 3; hand++) {
      int dealer = s.dealer();
      assertEquals((dealer + 1) % n, s.eldest());
      s = apply(s, new Deal(Shuffle.seeded(40 + hand).order(s.deck())));
      if (s.phase() == Phase.DEAL) {
        continue; // a redeal: same dealer
      }
      assertEquals(s.eldest(), s.toAct());
      while (s.phase() == Phase.PLAY) {
        s = apply(s, game(id).legalActions(s).head());
      }
      assertEquals(Phase.DEAL, s.phase());
      assertEquals((dealer + 1) % n, s.dealer());
      assertEquals(hand + 1, s.handNumber());
      for (int p = 0; p < n; p++) {
        assertTrue(s.hand(p).isEmpty() && s.captured(p).isEmpty());
      }
      assertTrue(s.tableCards().isEmpty() && s.stock().isEmpty());
      assertEquals(Option.none(), s.lastTaker());
    }
  }

  // ---------------------------------------------------------------- T-7

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"tombolon-rovigo-2p", "tombolon-padova-4p"})
  @DisplayName("T-7: a deal order that is not the deck, each card once, is MALFORMED")
  void t7BadOrders(String id) {
    TombolonState s = match(id, 0, null);
    Seq<Card> good = Shuffle.seeded(5).order(s.deck());
    List<Seq<Card>> bad = new ArrayList<>();
    bad.add(good.drop(1));
    bad.add(good.append(good.head()));
    bad.add(good.update(3, good.get(4)));
    bad.add(good.update(0, (Card) null));
    bad.add(good.update(0, Card.parse(id.contains("rovigo") ? "8H" : "JK").get()));
    for (Seq<Card> order : bad) {
      Rejection r = reject(s, new Deal(order));
      assertEquals(Rejection.Code.MALFORMED, r.code(), r.message());
    }
    assertEquals(Rejection.Code.MALFORMED, reject(s, new Deal(null)).code());
    TombolonState dealt = apply(s, new Deal(good));
    assertEquals(Rejection.Code.WRONG_PHASE, reject(dealt, new Deal(good)).code());
    assertEquals(
        Rejection.Code.MALFORMED,
        reject(dealt, new Deal(good.drop(1))).code(),
        "T-19: MALFORMED is checked before the phase");
  }

  @Test
  @DisplayName("T-32: a new match is in phase deal with chance to act and empty places")
  void aNewMatch() {
    TombolonState s = match("tombolon-rovigo-2p", 1, null);
    assertEquals(Phase.DEAL, s.phase());
    assertEquals(GameState.CHANCE, s.toAct());
    assertEquals(1, s.handNumber());
    assertEquals(Array.of(0, 0), s.score());
    assertTrue(s.lastEvents().isEmpty());
    assertEquals(Option.none(), s.trump());
    assertEquals(Option.none(), s.trumpCard());
  }
}
