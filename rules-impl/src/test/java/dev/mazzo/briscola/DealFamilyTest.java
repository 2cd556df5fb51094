package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Shuffle;
import dev.mazzo.conformance.Playthrough;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The deal for 2 to 8 players: the arithmetic of B-7 (every row), dealing one at a time (B-13), the
 * stock (B-14), the whole-deck games (B-15, B-17), the phase after the deal (B-18), the two-player
 * draw formula for h = 3, 7 and 9 (B-19), and drawing with 3 or more players (B-27, B-28, B-30).
 */
class DealFamilyTest {

  /** A match of an id with options written {@code name=value;name=value} (numbers as integers). */
  static Playthrough match(String id, String options) {
    if (options == null || options.isBlank()) {
      return Playthrough.of(id);
    }
    java.util.List<Object> nv = new java.util.ArrayList<>();
    for (String o : options.split(";")) {
      String[] kv = o.trim().split("=");
      nv.add(kv[0]);
      nv.add(kv[1].matches("-?\\d+") ? (Object) Integer.valueOf(kv[1]) : kv[1]);
    }
    return Playthrough.of(id, nv.toArray());
  }

  /**
   * In chiamata: the eldest bids (A, or 61 points), everyone else passes, the declarer calls the
   * first legal call.
   */
  static void quickAuction(Playthrough p) {
    int eldest = p.state().toAct();
    p.act(
        Hands.rules(p.state()).spec.auction == Spec.Auction.RANKS
            ? Hands.rank(eldest, "A")
            : Bid.points(eldest, 61));
    for (int k = 1; k < 5; k++) {
      p.act(new Pass((eldest + k) % 5));
    }
    assertEquals(Briscola.CALL, p.state().phase());
    p.act(p.legal().head());
  }

  // ---------------------------------------------------------------- B-7

  @ParameterizedTest(name = "{0} {1}: N {2}, dealt {3}, stock {4}, draw rounds {5}, tricks {6}")
  @CsvSource(
      delimiter = '|',
      value = {
        "briscola-2p              |                    | 40 | 6  | 34 | 17 | 20",
        "biscambiggia-2p          |                    | 40 | 6  | 34 | 17 | 20",
        "bisca-2p                 |                    | 40 | 6  | 34 | 17 | 20",
        "bisca-dos-sete-2p        |                    | 40 | 14 | 26 | 13 | 20",
        "bisca-dos-nove-2p        |                    | 40 | 18 | 22 | 11 | 20",
        "briscola-3p              |                    | 39 | 9  | 30 | 10 | 13",
        "biscambiggia-3p          |                    | 39 | 9  | 30 | 10 | 13",
        "bisca-3p                 | handSize=3         | 39 | 9  | 30 | 10 | 13",
        "bisca-3p                 | handSize=7         | 39 | 21 | 18 | 6  | 13",
        "bisca-3p                 | handSize=9         | 39 | 27 | 12 | 4  | 13",
        "briscola-4p              |                    | 40 | 12 | 28 | 7  | 10",
        "biscambiggia-4p          |                    | 40 | 12 | 28 | 7  | 10",
        "bisca-4p                 | handSize=3         | 40 | 12 | 28 | 7  | 10",
        "bisca-4p                 | handSize=7         | 40 | 28 | 12 | 3  | 10",
        "bisca-4p                 | handSize=9         | 40 | 36 | 4  | 1  | 10",
        "bisca-4p                 | handSize=9;teams=none | 40 | 36 | 4 | 1 | 10",
        "briscola-6p              |                    | 36 | 18 | 18 | 3  | 6",
        "biscambiggia-6p          |                    | 36 | 18 | 18 | 3  | 6",
        "bisca-6p                 |                    | 78 | 18 | 60 | 10 | 13",
        "bisca-8p                 |                    | 80 | 24 | 56 | 7  | 10",
        "briscola-chiamata-5p     |                    | 40 | 40 | 0  | 0  | 8",
        "biscambiggia-chiamata-5p |                    | 40 | 40 | 0  | 0  | 8",
        "sueca-4p                 |                    | 40 | 40 | 0  | 0  | 10"
      })
  @DisplayName(
      "B-7 B-30 deal arithmetic: dealt, stock (with the trump card), draw rounds = stock / n, tricks = N / n; the last h tricks without drawing")
  void b7_dealArithmetic(
      String id, String options, int n, int dealt, int stock, int rounds, int tricks) {
    Playthrough p = match(id, options);
    GameState s0 = p.state();
    int players = s0.players();
    assertEquals(n, s0.deck().size());
    p.deal(Shuffle.seeded(7).order(s0.deck()));
    int h = dealt / players;
    int held = 0;
    for (int seat = 0; seat < players; seat++) {
      assertEquals(h, p.state().hand(seat).size(), "B-13 every seat holds h cards");
      held += p.state().hand(seat).size();
    }
    assertEquals(dealt, held);
    assertEquals(stock, p.state().stock().size());
    assertEquals(
        stock, p.view(0).stockSize(), "B-70 the view's stock count includes the trump card");
    assertEquals(0, stock % players, "B-14 the stock is a multiple of n");
    if (p.state().phase() == Phase.BID) {
      quickAuction(p);
    }
    int drawRounds = 0;
    int trickCount = 0;
    int lastDrawTrick = 0;
    while (p.state().phase() == Phase.PLAY) {
      p.act(p.legal().head());
      Seq<Event> e = p.state().lastEvents();
      if (e.exists(x -> x instanceof Event.TrickWon)) {
        trickCount++;
      }
      if (e.exists(x -> x instanceof Event.Drew)) {
        drawRounds++;
        lastDrawTrick = trickCount;
        assertEquals(
            players, e.count(x -> x instanceof Event.Drew), "B-27 every seat draws or none");
      }
    }
    assertEquals(rounds, drawRounds);
    assertEquals(tricks, trickCount);
    assertEquals(tricks, p.state().results().last().tricks().sum().intValue());
    if (stock > 0) {
      assertEquals(tricks - h, lastDrawTrick, "B-30 the last h tricks are played without drawing");
    }
  }

  // ---------------------------------------------------------------- B-13, B-14, B-15, B-17, B-18

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "briscola-3p |",
        "biscambiggia-3p | removedCard=2D",
        "bisca-3p | handSize=7",
        "bisca-3p | handSize=9",
        "briscola-4p |",
        "bisca-4p | handSize=7",
        "bisca-4p | handSize=9",
        "briscola-6p |",
        "biscambiggia-6p |",
        "bisca-6p |",
        "bisca-8p |",
        "bisca-dos-sete-2p |",
        "bisca-dos-nove-2p |",
        "briscola-chiamata-5p |",
        "biscambiggia-chiamata-5p |",
        "sueca-4p |"
      })
  @DisplayName(
      "B-13 B-14 B-15 B-18 for every dealer d: order[k] goes to seat (d+1+k) mod n; order[n·h] is the trump card, last of the stock; whole-deck games deal all N")
  void b13_dealingOneAtATime(String id, String options) {
    int players = match(id, options).state().players();
    for (int d = 0; d < players; d++) {
      String opts = (options == null ? "" : options + ";") + "dealer=" + d;
      Playthrough p = match(id, opts);
      Rules rules = Hands.rules(p.state());
      Seq<Card> order = Shuffle.seeded(100 + d).order(p.state().deck());
      p.deal(order);
      GameState s = p.state();
      int n = players;
      int dealt = rules.spec.stock ? n * rules.handSize : order.size();
      CardSet[] expected = new CardSet[n];
      for (int seat = 0; seat < n; seat++) {
        expected[seat] = s.deck().none();
      }
      for (int k = 0; k < dealt; k++) {
        int seat = (d + 1 + k) % n;
        expected[seat] = expected[seat].with(order.get(k));
      }
      for (int seat = 0; seat < n; seat++) {
        assertEquals(expected[seat], s.hand(seat), "seat " + seat + ", dealer " + d);
      }
      int eldest = (d + 1) % n;
      assertEquals(eldest, s.toAct(), "B-18 the eldest is to act");
      assertEquals(d, s.dealer());
      if (rules.spec.stock) {
        Card trumpCard = order.get(dealt);
        assertEquals(Option.some(trumpCard), s.trumpCard());
        assertEquals(trumpCard.suit(), s.trump().flatMap(dev.mazzo.card.Trump::suit));
        assertEquals(
            order.subSequence(dealt + 1).append(trumpCard).toList(), s.stock().toList(), "B-14");
        assertEquals(Phase.PLAY, s.phase());
        assertEquals(new Event.Dealt.Plain(d, Option.some(trumpCard)), s.lastEvents().single());
      } else if (rules.spec.suecaTrump) {
        assertTrue(s.stock().isEmpty(), "B-15 no stock");
        assertEquals(Option.some(order.get(39)), s.trumpCard(), "B-16");
        assertTrue(s.hand(d).contains(order.get(39)), "B-16 order[39] is the dealer's last card");
        assertEquals(Phase.PLAY, s.phase());
      } else {
        assertTrue(s.stock().isEmpty(), "B-15 no stock");
        assertTrue(s.trump().isEmpty(), "B-17 no trump is known after the deal");
        assertTrue(s.trumpCard().isEmpty(), "B-17 trumpCard is null in chiamata");
        assertTrue(s.hand(d).contains(order.get(39)), "B-43 the dealer receives order[39]");
        assertEquals(Phase.BID, s.phase(), "B-18 chiamata: phase bid");
        assertEquals(new Event.Dealt.Plain(d, Option.none()), s.lastEvents().single());
      }
    }
  }

  // ---------------------------------------------------------------- B-19

  @ParameterizedTest(name = "{0} dealer {1}")
  @CsvSource({
    "bisca-2p, 0",
    "bisca-2p, 1",
    "bisca-dos-sete-2p, 0",
    "bisca-dos-sete-2p, 1",
    "bisca-dos-nove-2p, 0",
    "bisca-dos-nove-2p, 1"
  })
  @DisplayName(
      "B-19 two players, any h: trump card order[2h]; after trick t the winner draws order[2h+2t−1], the loser order[2h+2t]; after trick 20−h order[39], then the trump card")
  void b19_generalFormula(String id, int dealer) {
    for (long seed = 1; seed <= 5; seed++) {
      Playthrough p = Playthrough.of(id, "dealer", dealer);
      Seq<Card> order = Shuffle.seeded(seed).order(p.state().deck());
      p.deal(order);
      int h = Hands.rules(p.state()).handSize;
      assertEquals(Option.some(order.get(2 * h)), p.state().trumpCard());
      SplittableRandom r = new SplittableRandom(seed);
      for (int t = 1; t <= 20; t++) {
        p.act(p.legal().get(r.nextInt(p.legal().size())));
        p.act(p.legal().get(r.nextInt(p.legal().size())));
        Seq<Event> events = p.state().lastEvents();
        int winner = ((Event.TrickWon) events.get(1)).winningSeat();
        int loser = 1 - winner;
        List<Event> drew = events.filter(e -> e instanceof Event.Drew).toList();
        if (t <= 19 - h) {
          assertEquals(
              List.of(
                  new Event.Drew.Plain(winner, Option.some(order.get(2 * h + 2 * t - 1))),
                  new Event.Drew.Plain(loser, Option.some(order.get(2 * h + 2 * t)))),
              drew,
              "trick " + t);
        } else if (t == 20 - h) {
          assertEquals(
              List.of(
                  new Event.Drew.Plain(winner, Option.some(order.get(39))),
                  new Event.Drew.Plain(loser, Option.some(order.get(2 * h)))),
              drew,
              "trick " + t);
        } else {
          assertTrue(drew.isEmpty(), "no drawing after trick " + (20 - h));
        }
      }
      assertEquals(1, p.state().results().size());
    }
  }

  // ---------------------------------------------------------------- B-27, B-28

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "briscola-3p |", "biscambiggia-4p |", "briscola-6p |", "bisca-3p | handSize=7",
        "bisca-4p | handSize=9", "bisca-4p | teams=none", "bisca-6p |", "bisca-8p | dealer=5"
      })
  @DisplayName(
      "B-27 B-28 B-29 after a trick every seat draws the top card: the winner w first, then next(w) …; the trump card is drawn last, seen by all; the winner leads")
  void b27_drawingOrder(String id, String options) {
    for (long seed = 1; seed <= 4; seed++) {
      Playthrough p = match(id, options);
      p.deal(Shuffle.seeded(seed).order(p.state().deck()));
      int n = p.state().players();
      Card trumpCard = p.state().trumpCard().get();
      SplittableRandom r = new SplittableRandom(seed);
      while (p.state().phase() == Phase.PLAY) {
        Seq<Card> stockBefore = p.state().stock();
        for (int k = 0; k < n; k++) {
          p.act(p.legal().get(r.nextInt(p.legal().size())));
        }
        Seq<Event> events = p.state().lastEvents();
        int w = ((Event.TrickWon) events.get(1)).winningSeat();
        List<Event> drew = events.filter(e -> e instanceof Event.Drew).toList();
        if (stockBefore.isEmpty()) {
          assertTrue(drew.isEmpty());
          continue;
        }
        List<Event> expected = List.empty();
        for (int k = 0; k < n; k++) {
          expected =
              expected.append(new Event.Drew.Plain((w + k) % n, Option.some(stockBefore.get(k))));
        }
        assertEquals(expected, drew);
        assertEquals(stockBefore.drop(n).toList(), p.state().stock().toList());
        for (int k = 0; k < n; k++) {
          assertTrue(
              p.state().hand((w + k) % n).contains(stockBefore.get(k)),
              "B-27 the seat the drew event names holds the card it drew");
        }
        if (p.state().phase() == Phase.PLAY) {
          assertEquals(w, p.state().toAct(), "B-29 the winner leads the next trick");
        }
        if (stockBefore.size() == n) {
          assertEquals(trumpCard, stockBefore.last(), "B-28 the trump card is the last card drawn");
          assertTrue(p.state().trumpCard().isEmpty(), "B-69 null once drawn");
          int drawer = (w + n - 1) % n;
          for (int seat = 0; seat < n; seat++) {
            PlayerView v = p.view(seat);
            Event.Drew last = (Event.Drew) v.events().filter(e -> e instanceof Event.Drew).last();
            assertEquals(
                new Event.Drew.Plain(drawer, Option.some(trumpCard)),
                last,
                "B-71 everyone sees the trump card drawn");
          }
        } else {
          assertEquals(
              Option.some(trumpCard), p.state().trumpCard(), "B-28 public while in the stock");
        }
      }
    }
  }
}
