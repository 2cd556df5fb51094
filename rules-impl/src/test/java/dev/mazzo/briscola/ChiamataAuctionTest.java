package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Shuffle;
import dev.mazzo.card.Suit;
import dev.mazzo.conformance.Playthrough;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Rejection.Code;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The chiamata auction: order (B-44), ladder (B-45), legal bids (B-46), pass (B-47), end (B-48),
 * passed-out deal (B-49), the points auction (B-62), the call forms (B-64), the phases and legal
 * lists (B-65, B-66), the rejection order (B-67), and the tables of golden examples G-7 and G-8.
 */
class ChiamataAuctionTest {

  static final String RANKS = "briscola-chiamata-5p";
  static final String POINTS = "biscambiggia-chiamata-5p";

  /** The ladder of B-45, lowest first. */
  static final List<String> LADDER = List.of("A", "3", "K", "Q", "J", "7", "6", "5", "4", "2");

  /** A chiamata match (dealer 0 unless given) dealt with {@code Shuffle.seeded(1)}. */
  static Playthrough dealt(String id, Object... options) {
    Playthrough p = Playthrough.of(id, options);
    return p.deal(Shuffle.seeded(1).order(p.state().deck()));
  }

  private static BriscolaState state(Playthrough p) {
    return (BriscolaState) p.state();
  }

  // ---------------------------------------------------------------- G-7 (rows 1 to 12)

  @ParameterizedTest(name = "firstLead {0}")
  @ValueSource(strings = {"eldest", "caller"})
  @DisplayName(
      "G-7 rows 1–12: the rank auction, with toAct after each action, ALREADY_PASSED and BID_TOO_LOW; caller 4 with 5, call D: 5D, partner 3")
  void g7_table(String firstLead) {
    Playthrough p = Playthrough.of(RANKS, "firstLead", firstLead);
    p.deal(Hands.seededWith(p, 526, 2, "5D"));
    assertTrue(p.state().hand(3).contains(p.card("5D")), "B-43 order[2] goes to seat 3");
    assertEquals(Phase.BID, p.state().phase());
    assertEquals(1, p.state().toAct());
    // 1
    p.act(Hands.rank(1, "A"));
    assertEquals(2, p.state().toAct());
    assertEquals(
        new ChiamataEvent.BidMade(1, Option.some(Rank.ACE), Option.none()),
        p.state().lastEvents().single());
    assertEquals(Option.some(Hands.rank(1, "A")), state(p).highBid());
    // 2: a jump past 3 is allowed
    p.act(Hands.rank(2, "K"));
    assertEquals(3, p.state().toAct());
    // 3
    p.act(new Pass(3));
    assertEquals(4, p.state().toAct());
    assertEquals(new ChiamataEvent.Passed(3), p.state().lastEvents().single());
    assertEquals(List.of(3), state(p).passed().toList());
    // 4
    p.rejects(Hands.rank(3, "2"), Code.ALREADY_PASSED);
    // 5
    p.act(Hands.rank(4, "J"));
    assertEquals(0, p.state().toAct());
    // 6
    p.act(new Pass(0));
    assertEquals(1, p.state().toAct());
    // 7: Q is not below J
    Rejection low = p.rejects(Hands.rank(1, "Q"), Code.BID_TOO_LOW);
    assertEquals("Bid lower than J: 7, 6, 5, 4 or 2", low.message());
    // 8
    p.act(Hands.rank(1, "7"));
    assertEquals(2, p.state().toAct());
    // 9: seat 3 has passed
    p.act(new Pass(2));
    assertEquals(4, p.state().toAct());
    // 10
    p.act(Hands.rank(4, "5"));
    assertEquals(1, p.state().toAct());
    assertEquals(Phase.BID, p.state().phase());
    // 11: the auction ends
    p.act(new Pass(1));
    assertEquals(Phase.CALL, p.state().phase());
    assertEquals(4, p.state().toAct());
    assertEquals(Option.some(4), state(p).caller());
    assertEquals(Option.some(Hands.rank(4, "5")), state(p).highBid());
    assertEquals(List.of(0, 1, 2, 3), state(p).passed().toList());
    assertEquals(
        List.of(new ChiamataEvent.Passed(1), new ChiamataEvent.AuctionEnded(Option.some(4))),
        p.state().lastEvents().toList());
    assertTrue(p.state().trump().isEmpty(), "B-51 trump is null until the call");
    for (int seat = 0; seat < 5; seat++) {
      // B-70 every view shows the auction and the caller as the SUMMARY does, and no partner.
      BriscolaView v = (BriscolaView) p.view(seat);
      assertEquals(state(p).highBid(), v.highBid());
      assertEquals(state(p).passed().toList(), v.passed().toList());
      assertEquals(Option.some(4), v.caller());
      assertTrue(v.calledCard().isEmpty() && v.partner().isEmpty() && !v.partnerKnown());
      assertEquals(seat == 4 ? 4 : 0, v.legalActions().size(), "B-66 H, D, C, S for the caller");
    }
    // 12
    p.act(Call.suit(4, Suit.DIAMONDS));
    assertEquals(Option.some(p.card("5D")), state(p).calledCard());
    assertEquals(Option.some(Suit.DIAMONDS), p.state().trump().flatMap(dev.mazzo.card.Trump::suit));
    assertTrue(p.state().trumpCard().isEmpty(), "B-51 trumpCard is always null in chiamata");
    assertEquals(Option.some(3), state(p).partner(), "the SUMMARY's partner is 3");
    assertEquals(
        new ChiamataEvent.Called(4, p.card("5D"), Suit.DIAMONDS), p.state().lastEvents().single());
    assertEquals(Phase.PLAY, p.state().phase());
    assertEquals(firstLead.equals("caller") ? 4 : 1, p.state().toAct(), "B-20 B-54 the first lead");
    assertEquals(
        "[[0],[1],[2],[3],[4]]", Hands.sides(p.state().sides()), "B-3 match sides unchanged");
  }

  // ---------------------------------------------------------------- G-8

  @Test
  @DisplayName(
      "G-8 rows 1–11: 2, 2/61 (beats the plain 2), 4 and 2/61 BID_TOO_LOW, 2/70, 2/121 MALFORMED; four passes: caller 3 with 2/70; call C: 2C, trump C")
  void g8_table() {
    Playthrough p = dealt(RANKS);
    p.act(Hands.rank(1, "2"));
    assertEquals(2, p.state().toAct());
    p.act(Bid.twoWithPoints(2, 61));
    assertEquals(3, p.state().toAct());
    assertEquals(
        new ChiamataEvent.BidMade(2, Option.some(Rank.TWO), Option.some(61)),
        p.state().lastEvents().single());
    p.rejects(Hands.rank(3, "4"), Code.BID_TOO_LOW);
    Rejection notAbove = p.rejects(Bid.twoWithPoints(3, 61), Code.BID_TOO_LOW);
    assertEquals("Bid 2 with at least 62 points", notAbove.message());
    p.act(Bid.twoWithPoints(3, 70));
    assertEquals(4, p.state().toAct());
    p.rejects(Bid.twoWithPoints(4, 121), Code.MALFORMED);
    for (int seat : new int[] {4, 0, 1}) {
      p.act(new Pass(seat));
      assertEquals(Phase.BID, p.state().phase());
    }
    p.act(new Pass(2));
    assertEquals(Phase.CALL, p.state().phase());
    assertEquals(Option.some(3), state(p).caller());
    assertEquals(Option.some(Bid.twoWithPoints(3, 70)), state(p).highBid());
    p.act(Call.suit(3, Suit.CLUBS));
    assertEquals(Option.some(p.card("2C")), state(p).calledCard());
    assertEquals(Option.some(Suit.CLUBS), p.state().trump().flatMap(dev.mazzo.card.Trump::suit));
  }

  @Test
  @DisplayName(
      "G-8 B-46 in a fresh auction a first bid of 2/61 is BID_TOO_LOW; in biscambiggia-chiamata-5p a first bid of 60 points is BID_TOO_LOW and 61 is ok")
  void g8_firstBids() {
    Playthrough p = dealt(RANKS);
    Rejection r = p.rejects(Bid.twoWithPoints(1, 61), Code.BID_TOO_LOW);
    assertEquals("A bid of 2 with points is possible only after a plain 2", r.message());
    Playthrough q = dealt(POINTS);
    assertEquals(
        "Bid at least 61 points", q.rejects(Bid.points(1, 60), Code.BID_TOO_LOW).message());
    q.act(Bid.points(1, 61));
    assertEquals(
        new ChiamataEvent.BidMade(1, Option.none(), Option.some(61)),
        q.state().lastEvents().single());
    assertEquals(Option.some(Bid.points(1, 61)), state(q).highBid());
  }

  // ---------------------------------------------------------------- B-44

  @Test
  @DisplayName(
      "B-44 the eldest acts first; after each bid or pass the turn goes to the next seat that has not passed")
  void b44_auctionOrder() {
    Playthrough p = dealt(RANKS);
    int[][] script = {
      // seat, bid index on the ladder (-1 pass), toAct after
      {1, -1, 2},
      {2, 0, 3},
      {3, -1, 4},
      {4, 1, 0},
      {0, 2, 2},
      {2, 3, 4},
      {4, 4, 0},
      {0, -1, 2},
      {2, 5, 4}
    };
    for (int[] step : script) {
      p.act(step[1] < 0 ? new Pass(step[0]) : Hands.rank(step[0], LADDER.get(step[1])));
      assertEquals(step[2], p.state().toAct(), "after seat " + step[0]);
      assertEquals(Phase.BID, p.state().phase());
    }
    p.act(new Pass(4));
    assertEquals(Phase.CALL, p.state().phase());
    assertEquals(2, p.state().toAct(), "seat 2 is the one seat left: the caller");
    // With dealer 3 the eldest is seat 4, and the turn wraps round to 0.
    Playthrough q = dealt(RANKS, "dealer", 3);
    assertEquals(4, q.state().toAct());
    q.act(new Pass(4));
    assertEquals(0, q.state().toAct());
    q.act(Hands.rank(0, "A"));
    q.act(new Pass(1));
    q.act(new Pass(2));
    assertEquals(3, q.state().toAct());
    q.act(Hands.rank(3, "3"));
    assertEquals(0, q.state().toAct(), "seat 4 has passed: seat 0 acts");
  }

  // ---------------------------------------------------------------- B-45, B-46

  @Test
  @DisplayName(
      "B-45 B-46 the ladder A < 3 < K < Q < J < 7 < 6 < 5 < 4 < 2: a bid is accepted exactly when it is strictly higher; jumps are allowed")
  void b45_ladder() {
    for (int i = 0; i < LADDER.size(); i++) {
      for (int j = 0; j < LADDER.size(); j++) {
        Playthrough p = dealt(RANKS);
        p.act(Hands.rank(1, LADDER.get(i)));
        if (j > i) {
          p.act(Hands.rank(2, LADDER.get(j)));
          assertEquals(Option.some(Hands.rank(2, LADDER.get(j))), state(p).highBid());
        } else {
          p.rejects(Hands.rank(2, LADDER.get(j)), Code.BID_TOO_LOW);
        }
      }
    }
  }

  @Test
  @DisplayName(
      "B-46 a points bid only after the plain 2 or a points bid, 61 to 120, each strictly greater; 121 is MALFORMED")
  void b46_pointsBids() {
    Playthrough p = dealt(RANKS);
    p.act(Hands.rank(1, "4"));
    p.rejects(Bid.twoWithPoints(2, 61), Code.BID_TOO_LOW);
    p.rejects(Bid.twoWithPoints(2, 120), Code.BID_TOO_LOW);
    p.act(Hands.rank(2, "2"));
    p.rejects(Hands.rank(3, "2"), Code.BID_TOO_LOW);
    assertEquals(
        "Bid 2 with at least 61 points",
        p.rejects(Hands.rank(3, "A"), Code.BID_TOO_LOW).message(),
        "above the plain 2 a rank is too low");
    assertEquals(
        "Bid 2 with at least 61 points",
        p.rejects(Bid.twoWithPoints(3, 60), Code.BID_TOO_LOW).message(),
        "after the plain 2, points below 61 are too low");
    p.rejects(Bid.twoWithPoints(3, 0), Code.BID_TOO_LOW);
    p.rejects(Bid.twoWithPoints(3, -5), Code.BID_TOO_LOW);
    p.rejects(Bid.twoWithPoints(3, 121), Code.MALFORMED);
    p.rejects(Bid.twoWithPoints(3, Integer.MAX_VALUE), Code.MALFORMED);
    p.rejects(new Bid(3, Option.some(Rank.TWO), Option.some(null)), Code.MALFORMED);
    p.act(Bid.twoWithPoints(3, 61));
    p.rejects(Bid.twoWithPoints(4, 61), Code.BID_TOO_LOW);
    p.rejects(Hands.rank(4, "2"), Code.BID_TOO_LOW);
    p.act(Bid.twoWithPoints(4, 62));
    p.act(Bid.twoWithPoints(0, 120));
    assertEquals(List.of(new Pass(1)), p.legal().toList(), "above 2/120 only a pass is left");
    p.rejects(Bid.twoWithPoints(1, 120), Code.BID_TOO_LOW);
  }

  // ---------------------------------------------------------------- B-47, B-48

  @Test
  @DisplayName(
      "B-47 a seat that has passed cannot re-enter: any later bid or pass from it is ALREADY_PASSED, even when it would be its turn")
  void b47_noReEntry() {
    Playthrough p = dealt(RANKS);
    p.act(new Pass(1));
    p.act(Hands.rank(2, "A"));
    p.rejects(Hands.rank(1, "3"), Code.ALREADY_PASSED);
    p.rejects(new Pass(1), Code.ALREADY_PASSED);
    p.rejects(Bid.twoWithPoints(1, 70), Code.ALREADY_PASSED);
    p.act(new Pass(3));
    p.act(new Pass(4));
    p.act(new Pass(0));
    assertEquals(Phase.CALL, p.state().phase(), "B-48 (a) one bid and one seat left");
    assertEquals(2, p.state().toAct());
    assertEquals(
        List.of(new ChiamataEvent.Passed(0), new ChiamataEvent.AuctionEnded(Option.some(2))),
        p.state().lastEvents().toList());
  }

  @Test
  @DisplayName(
      "B-48 (a) the auction ends as soon as a bid has been made and exactly one seat has not passed; not before")
  void b48a_endWithACaller() {
    Playthrough p = dealt(RANKS);
    p.act(Hands.rank(1, "A"));
    p.act(new Pass(2));
    p.act(new Pass(3));
    p.act(new Pass(4));
    assertEquals(Phase.BID, p.state().phase(), "seats 0 and 1 are left");
    assertEquals(0, p.state().toAct());
    p.act(Hands.rank(0, "3"));
    assertEquals(1, p.state().toAct(), "seat 1, outbid, acts again");
    p.act(Hands.rank(1, "K"));
    p.act(new Pass(0));
    assertEquals(Phase.CALL, p.state().phase());
    assertEquals(Option.some(1), state(p).caller());
    assertEquals(Option.some(Hands.rank(1, "K")), state(p).highBid());
  }

  @Test
  @DisplayName(
      "B-48 four seats passed and no bid: the fifth still acts; a bid from it ends the auction by (a)")
  void b48_fifthSeatBids() {
    Playthrough p = dealt(RANKS);
    for (int seat = 1; seat <= 4; seat++) {
      p.act(new Pass(seat));
    }
    assertEquals(Phase.BID, p.state().phase());
    assertEquals(0, p.state().toAct());
    assertEquals(11, p.legal().size(), "pass and the ten ranks");
    p.act(Hands.rank(0, "2"));
    assertEquals(Phase.CALL, p.state().phase());
    assertEquals(Option.some(0), state(p).caller());
    assertEquals(0, p.state().toAct());
    assertEquals(
        List.of(
            new ChiamataEvent.BidMade(0, Option.some(Rank.TWO), Option.none()),
            new ChiamataEvent.AuctionEnded(Option.some(0))),
        p.state().lastEvents().toList());
  }

  // ---------------------------------------------------------------- B-48 (b), B-49, B-41

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {RANKS, POINTS})
  @DisplayName(
      "B-48 (b) B-49 B-42 all five pass: the deal is passed out — a void result with empty sides, every payment 0; it counts as a deal and the deal passes on")
  void b49_passedOut(String id) {
    Playthrough p = dealt(id);
    for (int seat : new int[] {1, 2, 3, 4}) {
      p.act(new Pass(seat));
    }
    p.act(new Pass(0));
    GameState s = p.state();
    BriscolaHandResult h = (BriscolaHandResult) s.results().single();
    assertEquals(1, h.hand());
    assertTrue(h.sides().isEmpty() && h.points().isEmpty() && h.tricks().isEmpty());
    assertTrue(h.winningSide().isEmpty());
    assertEquals(List.of(0, 0, 0, 0, 0), h.scoreChange().toList());
    Contract c = h.contract().get();
    assertEquals(
        new Contract(
            Option.none(),
            Option.none(),
            Option.none(),
            Option.none(),
            Option.none(),
            Option.none(),
            Option.none(),
            Array.of(0, 0, 0, 0, 0)),
        c);
    assertEquals(
        List.of(
            new ChiamataEvent.Passed(0),
            new ChiamataEvent.AuctionEnded(Option.none()),
            new Event.HandScored(h)),
        s.lastEvents().toList());
    assertEquals(Phase.DEAL, s.phase());
    assertEquals(GameState.CHANCE, s.toAct());
    assertEquals(1, s.dealer(), "B-2 the deal passes on");
    assertEquals(2, s.handNumber());
    assertEquals(List.of(0, 0, 0, 0, 0), s.score().toList());
    // B-42: the auction is reset.
    assertTrue(state(p).highBid().isEmpty());
    assertTrue(state(p).passed().isEmpty());
    assertTrue(
        state(p).caller().isEmpty()
            && state(p).calledCard().isEmpty()
            && state(p).partner().isEmpty());
    for (int seat = 0; seat < 5; seat++) {
      assertTrue(s.hand(seat).isEmpty());
    }
    // The next hand: dealer 1, the eldest is seat 2.
    p.deal(Shuffle.seeded(2).order(s.deck()));
    assertEquals(2, p.state().toAct());
    assertEquals(Phase.BID, p.state().phase());
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {RANKS, POINTS})
  @DisplayName(
      "B-41 B-49 with deals 1 a passed-out deal ends the match: every score 0 is shared, so the match is drawn (winner null)")
  void b41_passedOutLastDeal(String id) {
    Playthrough p = dealt(id, "deals", 1);
    for (int seat : new int[] {1, 2, 3, 4, 0}) {
      p.act(new Pass(seat));
    }
    GameState s = p.state();
    assertEquals(Phase.MATCH_OVER, s.phase());
    assertEquals(GameState.NOBODY, s.toAct());
    assertTrue(s.winningSide().isEmpty());
    assertEquals(new Event.MatchEnded(Option.none()), s.lastEvents().last());
    assertTrue(p.legal().isEmpty());
    assertEquals(1, s.handNumber(), "B-69 hand is the number of the last hand");
    p.rejects(new Pass(1), Code.MATCH_OVER);
    p.rejects(Hands.rank(1, "A"), id.equals(RANKS) ? Code.MATCH_OVER : Code.MALFORMED);
    p.rejects(new Deal(Shuffle.seeded(1).order(s.deck())), Code.MATCH_OVER);
    p.rejects(Bid.twoWithPoints(1, 121), Code.MALFORMED);
  }

  // ---------------------------------------------------------------- B-62

  @Test
  @DisplayName(
      "B-62 the points auction: 61 to 120, each bid strictly greater; below 61 or not above the current bid BID_TOO_LOW; above 120 MALFORMED")
  void b62_pointsAuction() {
    Playthrough p = dealt(POINTS);
    p.rejects(Bid.points(1, 60), Code.BID_TOO_LOW);
    p.rejects(Bid.points(1, 0), Code.BID_TOO_LOW);
    p.rejects(Bid.points(1, 121), Code.MALFORMED);
    p.act(Bid.points(1, 70));
    p.rejects(Bid.points(2, 70), Code.BID_TOO_LOW);
    assertEquals(
        "Bid at least 71 points", p.rejects(Bid.points(2, 69), Code.BID_TOO_LOW).message());
    p.rejects(Bid.points(2, 121), Code.MALFORMED);
    p.act(Bid.points(2, 71));
    p.act(new Pass(3));
    p.act(Bid.points(4, 120));
    assertEquals(List.of(new Pass(0)), p.legal().toList());
    for (int seat : new int[] {0, 1, 2}) {
      p.act(new Pass(seat));
    }
    assertEquals(Phase.CALL, p.state().phase());
    assertEquals(Option.some(4), state(p).caller());
    assertEquals(Option.some(Bid.points(4, 120)), state(p).highBid());
  }

  // ---------------------------------------------------------------- B-64

  @Test
  @DisplayName(
      "B-64 briscola-chiamata-5p: a bid without rank, points with a rank other than 2, a rank not of the deck, a seat out of range are MALFORMED")
  void b64_rankBidShapes() {
    Playthrough p = dealt(RANKS);
    p.rejects(Bid.points(1, 70), Code.MALFORMED);
    p.rejects(new Bid(1, Option.some(Rank.ACE), Option.some(70)), Code.MALFORMED);
    p.rejects(new Bid(1, Option.some(Rank.KING), Option.some(61)), Code.MALFORMED);
    p.rejects(Bid.rank(1, Rank.EIGHT), Code.MALFORMED);
    p.rejects(Bid.rank(1, Rank.TEN), Code.MALFORMED);
    p.rejects(Bid.rank(1, Rank.JOKER), Code.MALFORMED);
    p.rejects(new Bid(1, Option.none(), Option.none()), Code.MALFORMED);
    p.rejects(new Bid(1, null, Option.none()), Code.MALFORMED);
    p.rejects(new Bid(1, Option.some(null), Option.none()), Code.MALFORMED);
    p.rejects(Hands.rank(5, "A"), Code.MALFORMED);
    p.rejects(Hands.rank(-1, "A"), Code.MALFORMED);
    p.rejects(new Pass(5), Code.MALFORMED);
    // The same shapes are MALFORMED before the deal too (check 1 before WRONG_PHASE).
    Playthrough fresh = Playthrough.of(RANKS);
    fresh.rejects(Bid.rank(1, Rank.EIGHT), Code.MALFORMED);
    fresh.rejects(Hands.rank(1, "A"), Code.WRONG_PHASE);
  }

  @Test
  @DisplayName(
      "B-64 biscambiggia-chiamata-5p: a bid with a rank (plain or 2 with points) or without points is MALFORMED")
  void b64_pointsBidShapes() {
    Playthrough p = dealt(POINTS);
    p.rejects(Hands.rank(1, "A"), Code.MALFORMED);
    p.rejects(Bid.twoWithPoints(1, 70), Code.MALFORMED);
    p.rejects(new Bid(1, Option.none(), Option.none()), Code.MALFORMED);
    p.rejects(new Bid(1, Option.none(), Option.some(null)), Code.MALFORMED);
  }

  @Test
  @DisplayName(
      "B-64 the call: the other form and NT are ILLEGAL_CALL; both or neither of suit and card, or a card not of the deck, MALFORMED")
  void b64_callForms() {
    Playthrough r = dealt(RANKS);
    r.act(Hands.rank(1, "A"));
    for (int seat : new int[] {2, 3, 4, 0}) {
      r.act(new Pass(seat));
    }
    assertEquals(
        "Call a suit: H, D, C or S",
        r.rejects(Call.card(1, r.card("AC")), Code.ILLEGAL_CALL).message());
    r.rejects(Call.noTrump(1), Code.ILLEGAL_CALL);
    r.rejects(
        new Call(1, Option.some(Suit.HEARTS), false, Option.some(r.card("AC"))), Code.MALFORMED);
    r.rejects(new Call(1, Option.none(), false, Option.none()), Code.MALFORMED);
    r.rejects(new Call(1, Option.some(Suit.HEARTS), true, Option.none()), Code.MALFORMED);
    r.rejects(new Call(1, null, false, Option.none()), Code.MALFORMED);
    r.rejects(Call.card(1, Card.parse("10H").get()), Code.MALFORMED);
    r.rejects(Call.card(1, Card.parse("AS#2").get()), Code.MALFORMED);
    r.rejects(Call.suit(6, Suit.HEARTS), Code.MALFORMED);
    r.act(Call.suit(1, Suit.HEARTS));
    assertEquals(Option.some(r.card("AH")), state(r).calledCard());

    Playthrough q = dealt(POINTS);
    q.act(Bid.points(1, 61));
    for (int seat : new int[] {2, 3, 4, 0}) {
      q.act(new Pass(seat));
    }
    assertEquals(
        "Call a card, such as AC",
        q.rejects(Call.suit(1, Suit.CLUBS), Code.ILLEGAL_CALL).message());
    q.rejects(Call.noTrump(1), Code.ILLEGAL_CALL);
    q.rejects(
        new Call(1, Option.some(Suit.CLUBS), false, Option.some(q.card("AC"))), Code.MALFORMED);
    q.rejects(new Call(1, Option.none(), false, Option.none()), Code.MALFORMED);
    q.rejects(Call.card(1, Card.parse("8C").get()), Code.MALFORMED);
    q.act(Call.card(1, q.card("AC")));
    assertEquals(Option.some(q.card("AC")), state(q).calledCard());
  }

  @Test
  @DisplayName(
      "B-64 an action of another family is MALFORMED in chiamata; the sentence lists the five it"
          + " accepts")
  void b64_otherActionsInChiamata() {
    Playthrough p = dealt(RANKS);
    Rejection r = p.rejects(() -> "trump", Code.MALFORMED);
    assertTrue(r.message().endsWith(": it accepts deal, play, bid, pass and call"), r.message());
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"briscola-3p", "bisca-8p", "sueca-4p"})
  @DisplayName("B-64 bid, pass and call are not actions of the other variants: MALFORMED")
  void b64_notInOtherVariants(String id) {
    Playthrough p = Playthrough.of(id);
    p.deal(Shuffle.seeded(1).order(p.state().deck()));
    int seat = p.state().toAct();
    p.rejects(new Pass(seat), Code.MALFORMED);
    p.rejects(Hands.rank(seat, "A"), Code.MALFORMED);
    p.rejects(Bid.points(seat, 70), Code.MALFORMED);
    p.rejects(Call.suit(seat, Suit.HEARTS), Code.MALFORMED);
    p.rejects(Call.card(seat, p.card("AH")), Code.MALFORMED);
  }

  // ---------------------------------------------------------------- B-65, B-67

  @Test
  @DisplayName(
      "B-65 B-67 WRONG_PHASE: play or deal during bid, call during bid, bid or pass during call and play, deal during call")
  void b65_wrongPhase() {
    Playthrough p = dealt(RANKS);
    int seat = p.state().toAct();
    Card held = p.state().hand(seat).toSeq().head();
    p.rejects(new PlayCard(seat, held), Code.WRONG_PHASE);
    p.rejects(new Deal(Shuffle.seeded(2).order(p.state().deck())), Code.WRONG_PHASE);
    p.rejects(Call.suit(seat, Suit.HEARTS), Code.WRONG_PHASE);
    p.act(Hands.rank(1, "A"));
    for (int s : new int[] {2, 3, 4, 0}) {
      p.act(new Pass(s));
    }
    p.rejects(Hands.rank(1, "2"), Code.WRONG_PHASE);
    p.rejects(new Pass(1), Code.WRONG_PHASE);
    p.rejects(new PlayCard(1, p.state().hand(1).toSeq().head()), Code.WRONG_PHASE);
    p.rejects(new Deal(Shuffle.seeded(2).order(p.state().deck())), Code.WRONG_PHASE);
    // WRONG_PHASE comes before ALREADY_PASSED: seat 2 passed, but this is the call phase.
    p.rejects(Hands.rank(2, "2"), Code.WRONG_PHASE);
    p.act(Call.suit(1, Suit.SPADES));
    p.rejects(Hands.rank(2, "2"), Code.WRONG_PHASE);
    p.rejects(new Pass(1), Code.WRONG_PHASE);
    p.rejects(Call.suit(1, Suit.SPADES), Code.WRONG_PHASE);
    assertEquals(Phase.PLAY, p.state().phase());
  }

  @Test
  @DisplayName(
      "B-67 ALREADY_PASSED comes before NOT_YOUR_TURN; NOT_YOUR_TURN before BID_TOO_LOW and ILLEGAL_CALL; MALFORMED first of all")
  void b67_order() {
    Playthrough p = dealt(RANKS);
    p.act(new Pass(1));
    p.act(Hands.rank(2, "J"));
    // Seat 1 passed and it is seat 3's turn: ALREADY_PASSED, not NOT_YOUR_TURN.
    p.rejects(Hands.rank(1, "2"), Code.ALREADY_PASSED);
    p.rejects(new Pass(1), Code.ALREADY_PASSED);
    // Seat 4 has not passed, and a bid of A would be too low: NOT_YOUR_TURN first.
    p.rejects(Hands.rank(4, "A"), Code.NOT_YOUR_TURN);
    p.rejects(Hands.rank(4, "2"), Code.NOT_YOUR_TURN);
    p.rejects(new Pass(0), Code.NOT_YOUR_TURN);
    // A malformed bid from a passed seat is MALFORMED.
    p.rejects(Bid.twoWithPoints(1, 121), Code.MALFORMED);
    p.rejects(Bid.rank(1, Rank.EIGHT), Code.MALFORMED);
    p.rejects(Hands.rank(3, "A"), Code.BID_TOO_LOW);
    p.act(new Pass(3));
    p.act(new Pass(4));
    p.act(new Pass(0));
    // The call: NOT_YOUR_TURN before ILLEGAL_CALL.
    p.rejects(Call.noTrump(3), Code.NOT_YOUR_TURN);
    p.rejects(Call.suit(3, Suit.HEARTS), Code.NOT_YOUR_TURN);
    p.rejects(Call.noTrump(2), Code.ILLEGAL_CALL);
  }

  // ---------------------------------------------------------------- B-66

  private static List<Action> passThen(int seat, List<String> ranks) {
    return List.<Action>of(new Pass(seat)).appendAll(ranks.map(r -> Hands.rank(seat, r)));
  }

  @Test
  @DisplayName(
      "B-66 legal in the rank auction: pass first, then the legal bids from lowest to highest; after J: pass, 7, 6, 5, 4, 2; after 2/100: pass, 2/101 … 2/120")
  void b66_legalRankAuction() {
    Playthrough p = dealt(RANKS);
    assertEquals(
        passThen(1, LADDER), p.legal().toList(), "first bid: any plain rank, no points bid");
    p.act(Hands.rank(1, "J"));
    assertEquals(passThen(2, List.of("7", "6", "5", "4", "2")), p.legal().toList());
    p.act(Hands.rank(2, "2"));
    List<Action> after2 =
        List.<Action>of(new Pass(3))
            .appendAll(List.rangeClosed(61, 120).map(n -> Bid.twoWithPoints(3, n)));
    assertEquals(after2, p.legal().toList());
    p.act(Bid.twoWithPoints(3, 100));
    List<Action> after100 =
        List.<Action>of(new Pass(4))
            .appendAll(List.rangeClosed(101, 120).map(n -> Bid.twoWithPoints(4, n)));
    assertEquals(after100, p.legal().toList());
    assertEquals(after100, p.view(4).legalActions().toList(), "the VIEW's legal is the same");
    assertTrue(p.view(3).legalActions().isEmpty(), "legal only for the seat to act");
    // Every listed action is accepted.
    for (Action a : p.legal()) {
      assertTrue(p.game().apply(p.state(), a).isRight(), a.toString());
    }
  }

  @Test
  @DisplayName("B-66 legal in the points auction: pass, then 61 … 120; after 70: pass, 71 … 120")
  void b66_legalPointsAuction() {
    Playthrough p = dealt(POINTS);
    assertEquals(
        List.<Action>of(new Pass(1))
            .appendAll(List.rangeClosed(61, 120).map(n -> Bid.points(1, n))),
        p.legal().toList());
    p.act(Bid.points(1, 70));
    assertEquals(
        List.<Action>of(new Pass(2))
            .appendAll(List.rangeClosed(71, 120).map(n -> Bid.points(2, n))),
        p.legal().toList());
  }

  @Test
  @DisplayName(
      "B-66 legal in the call phase: H, D, C, S (rank auction), or every card of the deck in canonical order (points auction); [] in the deal phase")
  void b66_legalCalls() {
    Playthrough r = dealt(RANKS, "dealer", 2);
    assertEquals(3, r.state().toAct());
    r.act(Hands.rank(3, "K"));
    for (int s : new int[] {4, 0, 1, 2}) {
      r.act(new Pass(s));
    }
    assertEquals(
        List.of(Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES)
            .map(x -> (Action) Call.suit(3, x)),
        r.legal().toList());
    Playthrough q = dealt(POINTS);
    q.act(Bid.points(1, 80));
    for (int s : new int[] {2, 3, 4, 0}) {
      q.act(new Pass(s));
    }
    assertEquals(
        q.state().deck().cards().map(c -> (Action) Call.card(1, c)).toList(), q.legal().toList());
    assertEquals(40, q.legal().size());
    assertTrue(Playthrough.of(RANKS).legal().isEmpty());
  }

  @Test
  @DisplayName(
      "B-46 after a bid of A, a bid of A is BID_TOO_LOW and the answer lists every lower rank")
  void b46_belowAnAce() {
    Playthrough p = dealt(RANKS);
    p.act(Hands.rank(1, "A"));
    Rejection again = p.rejects(Hands.rank(2, "A"), Code.BID_TOO_LOW);
    assertEquals("Bid lower than A: 3, K, Q, J, 7, 6, 5, 4 or 2", again.message());
  }
}
