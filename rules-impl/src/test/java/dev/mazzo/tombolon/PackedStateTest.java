package dev.mazzo.tombolon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Phase;
import dev.mazzo.table.HandLog;
import dev.mazzo.table.Replay;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The leaner state and plays of issue 29, each against what it replaced: the three small numbers
 * packed in one {@code int}, the events a play flags instead of storing (T-34), the table order
 * read from the turns (T-8, T-14), the capture set found by its index (T-21) and the capture's
 * cards as a mask ({@link CaptureCards}).
 */
class PackedStateTest {

  private static final Rules ROVIGO = rules("tombolon-rovigo-2p");

  private static Rules rules(String id) {
    return ((TombolonState) Position.game(id).newMatch(MatchOptions.defaults()).get()).rules;
  }

  private static Draft draft() {
    return new Draft(ROVIGO, 0, 1).scored(new int[2], Array.empty());
  }

  @Test
  void eachPackedNumberReadsBackAtTheEndsOfItsRange() {
    int[][] cases = {{0, 0, -1}, {255, 0, -1}, {0, 255, -1}, {0, 0, 254}, {255, 255, 254}};
    for (int[] c : cases) {
      TombolonState s = draft().distributed(c[0], c[1]).takings(c[2], Counters.NONE).build();
      assertEquals(c[0], s.stockPos(), "stock position");
      assertEquals(c[1], s.distributionNumber(), "distribution");
      assertEquals(c[2], s.lastTakerSeat(), "last taker");
      // the events' flags above them change none of them
      TombolonState flagged =
          new TombolonState(
              s,
              1,
              s.cards,
              0L,
              c[0],
              c[1],
              c[2],
              Counters.NONE,
              TombolonState.flags(true, true, true),
              HandLog.EMPTY.turn(0, 3, 0L));
      assertEquals(c[0], flagged.stockPos());
      assertEquals(c[1], flagged.distributionNumber());
      assertEquals(c[2], flagged.lastTakerSeat());
    }
  }

  @Test
  void theFlagsAreTheEventsAPlayCausedBesidesItsPlayedEvent() {
    // 7D takes 2H+5D: a Colore if both are diamonds, with the Scopa of an empty table (T-15, T-16)
    long capture = mask("2D 5D");
    int id = ROVIGO.deck.idOf(card("7D"));
    HandLog log = HandLog.EMPTY.turn(1, id, capture);
    TombolonState before = draft().distributed(0, 2).build();
    Event played = new TombolonEvent.Played(1, card("7D"), Position.cards(ROVIGO.spec.id, "2D 5D"));
    int v = ROVIGO.scopaValue[id];
    assertEquals(Array.of(played), after(before, false, false, false, log).lastEvents());
    assertEquals(
        Array.of(
            played,
            new TombolonEvent.Scopa(1, v),
            new TombolonEvent.Colore(1, v),
            new TombolonEvent.Dealt(0, 2)),
        after(before, true, true, true, log).lastEvents());
    assertEquals(
        Array.of(played, new TombolonEvent.Colore(1, v)),
        after(before, false, true, false, log).lastEvents());
    assertEquals(
        Array.of(played, new TombolonEvent.Scopa(1, v)),
        after(before, true, false, false, log).lastEvents());
    assertEquals(
        Array.of(played, new TombolonEvent.Dealt(0, 2)),
        after(before, false, false, true, log).lastEvents());
    // flags are not compared, the events they make are: the same events stored are equal
    TombolonState flagged = after(before, true, false, false, log);
    TombolonState stored =
        draft()
            .distributed(0, 2)
            .phase(Phase.DEAL, 0)
            .log(log)
            .events(flagged.lastEvents())
            .build();
    assertEquals(flagged.lastEvents(), stored.lastEvents());
  }

  private static TombolonState after(
      TombolonState before, boolean scopa, boolean colore, boolean dealt, HandLog log) {
    return new TombolonState(
        before,
        0,
        before.cards,
        0L,
        0,
        2,
        1,
        Counters.NONE,
        TombolonState.flags(scopa, colore, dealt),
        log);
  }

  private static Card card(String code) {
    return Card.parse(code).get();
  }

  private static long mask(String codes) {
    long m = 0;
    for (Card c : Position.cards(ROVIGO.spec.id, codes)) {
      m |= 1L << ROVIGO.deck.idOf(c);
    }
    return m;
  }

  private static byte[] ids(String codes) {
    Seq<Card> cards = Position.cards(ROVIGO.spec.id, codes);
    byte[] out = new byte[cards.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = (byte) ROVIGO.deck.idOf(cards.get(i));
    }
    return out;
  }

  @Test
  void theTableIsTheFirstTablesCardsLeftThenTheCardsLaidInTheOrderLaid() {
    // the deal began with 5C 2H 3S 6D; 3S was taken, then KC and 4H were laid (T-14)
    HandLog log =
        HandLog.EMPTY
            .turn(0, ROVIGO.deck.idOf(card("3C")), mask("3S"))
            .turn(1, ROVIGO.deck.idOf(card("KC")), 0L)
            .turn(0, ROVIGO.deck.idOf(card("4H")), 0L);
    long mask = mask("5C 2H 6D KC 4H");
    assertEquals(
        java.util.Arrays.toString(ids("5C 2H 6D KC 4H")),
        java.util.Arrays.toString(TombolonState.order(ids("5C 2H 3S 6D"), mask, log)));
    // a base that holds the laid cards already (a determinized state) lists them once
    assertEquals(
        java.util.Arrays.toString(ids("6D KC 2H 4H 5C")),
        java.util.Arrays.toString(TombolonState.order(ids("6D KC 2H 4H 5C"), mask, log)));
    // states: equal orders are equal, whatever their bases; different orders are not
    TombolonState a = draft().table(ids("5C 2H 3S 6D"), mask).log(log).build();
    TombolonState b = draft().table(ids("5C 2H 6D KC 4H"), mask).log(log).build();
    TombolonState c = draft().table(ids("2H 5C 6D KC 4H"), mask).log(log).build();
    assertEquals(a, b);
    assertNotEquals(a, c);
    assertNotEquals(c, a);
  }

  @Test
  void theTableOfEveryStateOfRandomGamesIsTheOneKeptPlayByPlay() {
    int plays = 0;
    for (String id : Tombolon.ids()) {
      for (long seed = 1; seed <= 4; seed++) {
        List<Card> table = new ArrayList<>();
        for (GameState g : Replay.walk(Position.game(id), MatchOptions.defaults(), seed, 300)) {
          TombolonState s = (TombolonState) g;
          if (s.phase() != Phase.PLAY) {
            continue;
          }
          for (Event e : s.lastEvents()) {
            if (e instanceof TombolonEvent.Table t) {
              table = new ArrayList<>(t.cards().toJavaList());
            } else if (e instanceof TombolonEvent.Played p) {
              plays++;
              if (p.capture().isEmpty()) {
                table.add(p.card());
              } else {
                table.removeAll(p.capture().toJavaList());
              }
            }
          }
          assertEquals(table, s.tableCards().toJavaList(), id + " seed " + seed);
        }
      }
    }
    assertTrue(plays > 1000, "plays: " + plays);
  }

  @Test
  void aCaptureSetIsFoundByItsIndexAsTheWholeListHasIt() {
    // tables of low numerals too, so that sets of five cards and more are found (T-12)
    SplittableRandom rnd = new SplittableRandom(11);
    long low = 0;
    for (int id = 0; id < ROVIGO.size; id++) {
      if ((ROVIGO.numerals & (1L << id)) != 0 && ROVIGO.value[id] <= 3) {
        low |= 1L << id;
      }
    }
    int large = 0;
    for (int k = 0; k < 600; k++) {
      long table = 0;
      for (int i = rnd.nextInt(14); i > 0; i--) {
        table |= 1L << rnd.nextInt(ROVIGO.size);
      }
      if (k % 2 == 0) {
        table |= low & rnd.nextLong();
      }
      int id = rnd.nextInt(ROVIGO.size);
      table &= ~(1L << id);
      long[] sets = Captures.sets(ROVIGO, id, table);
      for (int i = 0; i < sets.length; i++) {
        assertEquals(sets[i], Captures.setAt(ROVIGO, id, table, i), "set " + i);
        large += Long.bitCount(sets[i]) >= 5 ? 1 : 0;
      }
    }
    assertTrue(large > 20, "sets of five cards or more: " + large);
  }

  @Test
  void nthIsTheIthLowestBit() {
    assertEquals(0b10L, Captures.nth(0b10110L, 0));
    assertEquals(0b100L, Captures.nth(0b10110L, 1));
    assertEquals(0b10000L, Captures.nth(0b10110L, 2));
    assertEquals(1L << 63, Captures.nth(1L << 63 | 1L, 1));
  }

  @Test
  void captureCardsAreTheArrayOfTheirCards() {
    long set = mask("2H 5C 7S");
    Seq<Card> cards = CaptureCards.of(ROVIGO, set);
    Seq<Card> array = Array.ofAll(ROVIGO.cardsOf(set));
    assertInstanceOf(CaptureCards.class, cards);
    assertEquals(array, cards);
    assertEquals(cards, array);
    assertEquals(array.hashCode(), cards.hashCode());
    assertEquals(array.toString(), cards.toString());
    assertEquals(3, cards.size());
    for (int i = 0; i < 3; i++) {
      assertEquals(array.get(i), cards.get(i));
    }
    assertEquals(set, CaptureCards.maskIn(ROVIGO, cards));
    assertEquals(-1L, CaptureCards.maskIn(ROVIGO, array), "an Array is read card by card");
    assertEquals(-1L, CaptureCards.maskIn(rules("tombolon-padova-2p"), cards), "other rules");
    // a single card is the rules' one-card list
    long one = mask("5C");
    assertSame(ROVIGO.cardsOf(one), CaptureCards.of(ROVIGO, one));
  }

  @Test
  void theLegalListsCapturesAreCheckedAndPlayedByTheirMask() {
    // 5C on 2H 3H: a play of the legal list and the same play as an Array are one play (T-12)
    long[] cards = new long[4];
    cards[0] = mask("5C");
    cards[1] = mask("KS");
    TombolonState s =
        draft().phase(Phase.PLAY, 0).cards(cards).table(ids("2H 3H"), mask("2H 3H")).build();
    Seq<Action> legal = CaptureList.of(s);
    CapturePlay fromList = (CapturePlay) legal.get(0);
    CapturePlay asArray = new CapturePlay(0, card("5C"), Array.ofAll(fromList.capture()));
    assertInstanceOf(CaptureCards.class, fromList.capture());
    assertEquals(asArray, fromList);
    assertTrue(PlayPhase.checkShape(ROVIGO, fromList).isEmpty());
    assertEquals(PlayPhase.next(s, asArray), PlayPhase.next(s, fromList));
    assertEquals(mask("5C 2H 3H"), PlayPhase.next(s, fromList).cards[ROVIGO.players]);
  }

  @Test
  void aSideGoesOutWithTheMostAPileGivesButNotWithOnePointLess() {
    // T-27, T-28: every spade and Onore and most cards (Carte 2, Spade 1, 3 Onori, Napoli 10),
    // Scope 2 and Colore 3 besides: the early test of the target must let this side go out
    assertEquals(16, ROVIGO.pileMost, "2 + 1 + three Onori + ten spades");
    String all = ROVIGO.cardsOf(ROVIGO.spades | ROVIGO.onori).map(Card::code).mkString(" ");
    for (int less = 0; less <= 1; less++) {
      TombolonState s =
          Position.of(ROVIGO.spec.id)
              .dealer(1)
              .toAct(0)
              .hand(0, "2H AH")
              .hand(1, "KC 3D")
              .table("2C 4D")
              .pileFilled(0, all, 22, "2H AH KC 3D 2C 4D")
              .scope(0, 1, 2)
              .colore(0, 3)
              .score(ROVIGO.target - ROVIGO.pileMost - 5 - less, 0)
              .build();
      TombolonState after = Position.apply(s, Position.play(ROVIGO.spec.id, 0, "2H", "2C"));
      assertEquals(less == 0 ? Phase.MATCH_OVER : Phase.PLAY, after.phase(), "less " + less);
    }
  }
}
