package dev.mazzo.tombolon;

import static dev.mazzo.tombolon.Position.apply;
import static dev.mazzo.tombolon.Position.cards;
import static dev.mazzo.tombolon.Position.game;
import static dev.mazzo.tombolon.Position.play;
import static dev.mazzo.tombolon.Position.reject;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Rejection.Code;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Play: T-12 … T-21 and golden examples G-3 … G-6. */
class CaptureTest {

  private static final String ROVIGO = "tombolon-rovigo-2p";
  private static final String PADOVA = "tombolon-padova-2p";

  /**
   * Seat 0 to act (dealer 1) with {@code hand} and {@code table}; seat 1 holds a card, so the play
   * is not the last of the deal.
   */
  private static TombolonState position(String id, String hand, String table) {
    return Position.of(id).dealer(1).hand(0, hand).hand(1, "KS").table(table).build();
  }

  /** The same, but the play is the last of the deal: seat 1 and the stock are empty. */
  private static TombolonState lastPlay(String id, String hand, String table) {
    return Position.of(id).dealer(1).hand(0, hand).table(table).distribution(4).build();
  }

  private static Action act(String id, String card, String capture) {
    return play(id, 0, card, capture);
  }

  private static String illegal(TombolonState s, Action a) {
    Rejection r = reject(s, a);
    assertEquals(Tombolon.ILLEGAL_CAPTURE, r.code(), r.message());
    return r.message();
  }

  private static Seq<Event> played(String id, String card, String capture) {
    return Array.of(
        new TombolonEvent.Played(0, Position.deck(id).parse(card).get(), cards(id, capture)));
  }

  // ---------------------------------------------------------------- G-3

  @Test
  @DisplayName(
      "G-3 T-12 T-13 T-21: table 2H 5C 7C AS, hand 4H 7D KD: the four legal plays in order")
  void g3Legal() {
    TombolonState s = position(ROVIGO, "4H 7D KD", "2H 5C 7C AS");
    assertEquals(
        Array.of(
            act(ROVIGO, "4H", ""),
            act(ROVIGO, "7D", "7C"),
            act(ROVIGO, "7D", "2H 5C"),
            act(ROVIGO, "KD", "")),
        game(ROVIGO).legalActions(s));
  }

  @Test
  @DisplayName("G-3 T-20: 7D must capture; 2H+5C+7C and AS+2H+5C are wrong sums; 8C is MALFORMED")
  void g3Rejections() {
    TombolonState s = position(ROVIGO, "4H 7D KD", "2H 5C 7C AS");
    assertEquals(
        "must capture: 7D must take something here: 7C, or 2H+5C",
        illegal(s, act(ROVIGO, "7D", "")));
    assertTrue(illegal(s, act(ROVIGO, "7D", "2H 5C 7C")).startsWith("wrong sum: "));
    assertTrue(illegal(s, act(ROVIGO, "7D", "AS 2H 5C")).startsWith("wrong sum: "));
    Action eightC =
        new CapturePlay(
            0, Position.deck(ROVIGO).parse("7D").get(), Array.of(Card.parse("8C").get()));
    assertEquals(Code.MALFORMED, reject(s, eightC).code(), "T-2: 8C is not a Rovigo card");
    assertEquals(Code.MALFORMED, reject(s, new PlayCard(0, Card.parse("8H").get())).code());
  }

  @Test
  // an endless capture read to its end never returns: the timeout turns that hang into a failure
  @org.junit.jupiter.api.Timeout(
      value = 30,
      threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
  @DisplayName(
      "T-19 check 1: a capture that repeats a card is MALFORMED, as an Array, a List or an endless Stream")
  void repeatedCaptureCardIsMalformed() {
    TombolonState s = position(ROVIGO, "4H 7D KD", "2H 5C 7C AS");
    Card sevenD = Position.deck(ROVIGO).parse("7D").get();
    Card sevenC = Position.deck(ROVIGO).parse("7C").get();
    for (Seq<Card> capture :
        java.util.List.<Seq<Card>>of(
            Array.of(sevenC, sevenC),
            io.vavr.collection.List.of(sevenC, sevenC),
            io.vavr.collection.Stream.continually(sevenC))) {
      Rejection r = reject(s, new CapturePlay(0, sevenD, capture));
      assertEquals(Code.MALFORMED, r.code(), capture.getClass().getSimpleName());
      assertEquals("7C appears twice in the capture", r.message());
    }
    // the longest List with a repeat: the deck's 40 cards, then the first again; its repeat is the
    // 41st card, the last that the check reads
    Seq<Card> deck = Position.deck(ROVIGO).cards();
    Rejection all =
        reject(
            s, new CapturePlay(0, sevenD, io.vavr.collection.List.ofAll(deck).append(deck.head())));
    assertEquals(Code.MALFORMED, all.code());
    assertEquals(deck.head().code() + " appears twice in the capture", all.message());
    // a List capture that is well formed is read like an Array
    assertEquals(
        apply(s, act(ROVIGO, "7D", "7C")),
        apply(s, new CapturePlay(0, sevenD, io.vavr.collection.List.of(sevenC))));
  }

  @Test
  @DisplayName(
      "G-3 T-13 T-14: laying 4H is legal though 7D could capture; it joins the end of the table")
  void g3Lay() {
    TombolonState s = position(ROVIGO, "4H 7D KD", "2H 5C 7C AS");
    TombolonState after = apply(s, act(ROVIGO, "4H", ""));
    assertEquals(cards(ROVIGO, "2H 5C 7C AS 4H"), after.tableCards());
    assertEquals(played(ROVIGO, "4H", ""), after.lastEvents());
    assertEquals(Option.none(), after.lastTaker());
    assertEquals(1, after.toAct());
    assertEquals(
        after,
        apply(s, new PlayCard(0, Position.deck(ROVIGO).parse("4H").get())),
        "the API's PlayCard is a lay");
  }

  @Test
  @DisplayName(
      "G-3 T-14 T-15 T-16: 7D takes 2H 5C: no Colore (mixed suits), no Scopa (7C AS remain)")
  void g3Capture() {
    TombolonState s = position(ROVIGO, "4H 7D KD", "2H 5C 7C AS");
    TombolonState after = apply(s, act(ROVIGO, "7D", "2H 5C"));
    assertEquals(played(ROVIGO, "7D", "2H 5C"), after.lastEvents());
    assertEquals(cards(ROVIGO, "7C AS"), after.tableCards());
    assertEquals(cards(ROVIGO, "2H 7D 5C"), after.captured(0).toSeq());
    assertEquals(Option.some(0), after.lastTaker());
    assertEquals(0, after.scopePoints(0) + after.colorePoints(0));
    assertEquals(after, apply(s, act(ROVIGO, "7D", "5C 2H")), "T-5 §5: the capture in any order");
  }

  // ---------------------------------------------------------------- G-4, G-5

  @ParameterizedTest(name = "{0}: table {1}, {2} takes {3} -> scopa {4}, colore {5}")
  @CsvSource({
    "tombolon-rovigo-2p, 2H 5H 3C, 7H, 2H 5H, 0, 7",
    "tombolon-rovigo-2p, 2H 3H 2D, 7H, 2H 3H 2D, 7, 0",
    "tombolon-rovigo-2p, 3C, 3H, 3C, 3, 0",
    "tombolon-padova-2p, 4H 6H 9C, 10H, 4H 6H, 0, 10",
    "tombolon-rovigo-2p, 2H 5H, 7H, 2H 5H, 7, 7",
    "tombolon-padova-2p, 2H 5H, 7H, 2H 5H, 7, 7",
    "tombolon-rovigo-2p, QC, QH, QC, 4, 0",
    "tombolon-rovigo-2p, JC 2D, JH, JC, 0, 0",
    "tombolon-rovigo-2p, KC, KH, KC, 5, 0",
    "tombolon-rovigo-2p, AS 2S 3S 4S, KS, , 0, 0",
    "tombolon-rovigo-2p, AS 2S 4S, 7S, AS 2S 4S, 7, 7"
  })
  @DisplayName(
      "G-4 G-5 G-6 T-15 T-16: Scopa clears the table, Colore needs three or more cards of one suit")
  void g4g5ScopaAndColore(
      String id, String table, String card, String capture, int scopa, int colore) {
    capture = capture == null ? "" : capture;
    TombolonState s = position(id, card, table);
    TombolonState after = apply(s, act(id, card, capture));
    Seq<Event> expected = played(id, card, capture);
    if (scopa > 0) {
      expected = expected.append(new TombolonEvent.Scopa(0, scopa));
    }
    if (colore > 0) {
      expected = expected.append(new TombolonEvent.Colore(0, colore));
    }
    assertEquals(expected, after.lastEvents());
    assertEquals(scopa, after.scopePoints(0));
    assertEquals(scopa > 0 ? 1 : 0, after.scopeCount(0));
    assertEquals(colore, after.colorePoints(0));
    assertEquals(0, after.scopePoints(1) + after.colorePoints(1));
  }

  @ParameterizedTest(name = "{0}: Colore {1} on the last play")
  @CsvSource({"tombolon-rovigo-2p, 7", "tombolon-padova-2p, 0"})
  @DisplayName(
      "G-5 T-15 T-17 T-18: the same capture as the last play: no Scopa; Colore in Rovigo only; then the sweep")
  void g5LastPlay(String id, int colore) {
    TombolonState s = lastPlay(id, "7H", "2H 5H");
    TombolonState after = apply(s, act(id, "7H", "2H 5H"));
    Seq<Event> events = after.lastEvents();
    int i = 0;
    assertEquals(played(id, "7H", "2H 5H").head(), events.get(i++));
    if (colore > 0) {
      assertEquals(new TombolonEvent.Colore(0, colore), events.get(i++));
    }
    assertEquals(
        new TombolonEvent.Sweep(0, Array.empty()),
        events.get(i++),
        "T-18 even when nothing is left");
    Event.HandScored hand = (Event.HandScored) events.get(i++);
    TombolonHandResult r = (TombolonHandResult) hand.result();
    assertEquals(0, r.bySide().get(0).scopeCount());
    assertEquals(colore, r.bySide().get(0).colore());
    assertEquals(i, events.size(), "the match goes on");
  }

  // ---------------------------------------------------------------- G-6

  @Test
  @DisplayName("G-6 T-12 T-20: a figure takes only one card of its own rank")
  void g6Figures() {
    TombolonState s = position(ROVIGO, "QH", "QC 4D");
    assertEquals(Array.of(act(ROVIGO, "QH", "QC")), game(ROVIGO).legalActions(s));
    assertTrue(
        illegal(s, act(ROVIGO, "QH", "4D")).startsWith("figure takes only the same figure: "));
    assertTrue(
        illegal(s, act(ROVIGO, "QH", "QC 4D")).startsWith("figure takes only the same figure: "));
    TombolonState two = position(ROVIGO, "QH", "QC QD 4D");
    assertEquals(
        Array.of(act(ROVIGO, "QH", "QD"), act(ROVIGO, "QH", "QC")),
        game(ROVIGO).legalActions(two),
        "one set per same figure, canonical order (D before C)");
    assertTrue(
        illegal(two, act(ROVIGO, "QH", "QC QD")).startsWith("figure takes only the same figure: "));
  }

  @Test
  @DisplayName("G-6 T-12 T-20: a numeral never takes a figure; an ace takes only an ace")
  void g6Numerals() {
    TombolonState s = position(ROVIGO, "7D", "JC 3D 4S");
    assertEquals(Array.of(act(ROVIGO, "7D", "3D 4S")), game(ROVIGO).legalActions(s));
    assertTrue(illegal(s, act(ROVIGO, "7D", "JC")).startsWith("numeral cannot take a figure: "));
    assertTrue(
        illegal(s, act(ROVIGO, "7D", "JC 3D 4S")).startsWith("numeral cannot take a figure: "));
    TombolonState aces = position(ROVIGO, "AH", "AC 2D");
    assertEquals(Array.of(act(ROVIGO, "AH", "AC")), game(ROVIGO).legalActions(aces));
    assertTrue(illegal(aces, act(ROVIGO, "AH", "2D")).startsWith("wrong value: "));
    TombolonState two = position(ROVIGO, "2H", "AC AD 2C");
    assertEquals(
        Array.of(act(ROVIGO, "2H", "2C"), act(ROVIGO, "2H", "AD AC")),
        game(ROVIGO).legalActions(two),
        "a 2 takes a 2 or two aces (free choice, T-12)");
  }

  // ---------------------------------------------------------------- T-20, T-21

  @Test
  @DisplayName(
      "T-20: the reasons in their order; the played card in its own capture is not on table")
  void t20ReasonOrder() {
    TombolonState s = position(ROVIGO, "7D KD", "2H 5C 7C AS JC");
    assertEquals(
        "not on table: 3H is not on the table", illegal(s, act(ROVIGO, "7D", "3H 2H 5C 7C")));
    assertTrue(illegal(s, act(ROVIGO, "7D", "7D")).startsWith("not on table: "));
    assertTrue(illegal(s, act(ROVIGO, "KD", "KS")).startsWith("not on table: "), "KS is seat 1's");
    assertTrue(
        illegal(s, act(ROVIGO, "KD", "JC")).startsWith("figure takes only the same figure: "));
    assertTrue(illegal(s, act(ROVIGO, "7D", "JC 2H")).startsWith("numeral cannot take a figure: "));
    assertTrue(illegal(s, act(ROVIGO, "7D", "5C")).startsWith("wrong value: "));
    assertTrue(illegal(s, act(ROVIGO, "7D", "AS 5C")).startsWith("wrong sum: "));
    assertEquals(
        Tombolon.ILLEGAL_CAPTURE,
        reject(s, new PlayCard(0, Position.deck(ROVIGO).parse("7D").get())).code(),
        "a PlayCard is a lay: must capture");
    TombolonState fig = position(ROVIGO, "QH", "QC");
    assertEquals(
        "must capture: QH must take something here: QC", illegal(fig, act(ROVIGO, "QH", "")));
  }

  @Test
  @DisplayName(
      "T-21: sets by size, then lexicographically in canonical order; cards inside in canonical order")
  void t21Order() {
    TombolonState s = position(ROVIGO, "7D", "AH 2H 3H 4H 5C 6C");
    assertEquals(
        Array.of(
            act(ROVIGO, "7D", "AH 6C"),
            act(ROVIGO, "7D", "2H 5C"),
            act(ROVIGO, "7D", "3H 4H"),
            act(ROVIGO, "7D", "AH 2H 4H")),
        game(ROVIGO).legalActions(s));
    TombolonState t = position(ROVIGO, "6S KD", "AD 5H 2C 4C");
    assertEquals(
        Array.of(act(ROVIGO, "KD", ""), act(ROVIGO, "6S", "5H AD"), act(ROVIGO, "6S", "2C 4C")),
        game(ROVIGO).legalActions(t),
        "5H is before AD in canonical order; KD has no set");
    TombolonState p = position(PADOVA, "10S", "AH 9H 2D 8D 10C");
    assertEquals(
        Array.of(
            act(PADOVA, "10S", "10C"), act(PADOVA, "10S", "AH 9H"), act(PADOVA, "10S", "2D 8D")),
        game(PADOVA).legalActions(p),
        "the equal card first (size 1), then the sums");
  }

  // ---------------------------------------------------------------- T-19

  @Test
  @DisplayName(
      "T-19: MALFORMED, MATCH_OVER, WRONG_PHASE, NOT_YOUR_TURN, CARD_NOT_IN_HAND, ILLEGAL_CAPTURE in order")
  void t19CheckOrder() {
    TombolonState s = position(ROVIGO, "7D KD", "2H 5C");
    Card sevenD = Position.deck(ROVIGO).parse("7D").get();
    Card twoH = Position.deck(ROVIGO).parse("2H").get();
    assertEquals(
        Code.MALFORMED,
        reject(s, new CapturePlay(1, sevenD, Array.of(twoH, twoH))).code(),
        "a repeated code is MALFORMED before the turn");
    assertEquals(Code.MALFORMED, reject(s, new CapturePlay(0, sevenD, null)).code());
    assertEquals(Code.MALFORMED, reject(s, new CapturePlay(0, null, Array.empty())).code());
    assertEquals(
        Code.MALFORMED, reject(s, new CapturePlay(0, sevenD, Array.of((Card) null))).code());
    assertEquals(Code.MALFORMED, reject(s, new CapturePlay(2, sevenD, Array.empty())).code());
    assertEquals(Code.MALFORMED, reject(s, new CapturePlay(-1, sevenD, Array.empty())).code());
    assertEquals(Code.MALFORMED, reject(s, new Pass(0)).code());
    assertEquals(Code.MALFORMED, reject(s, null).code());
    assertEquals(Code.MALFORMED, reject(s, () -> "bid").code());
    assertEquals(
        Code.MALFORMED,
        reject(
                s,
                () -> {
                  throw new IllegalStateException("broken");
                })
            .code());
    assertEquals(
        Code.MALFORMED,
        reject(s, new CapturePlay(0, sevenD, Array.of(Card.parse("2H#2").get()))).code());
    assertEquals(
        Code.NOT_YOUR_TURN,
        reject(s, play(ROVIGO, 1, "KS", "5C")).code(),
        "the turn before the hand and the capture");
    assertEquals(
        Code.CARD_NOT_IN_HAND,
        reject(s, act(ROVIGO, "KS", "5C")).code(),
        "the hand before the capture");
    assertEquals(Tombolon.ILLEGAL_CAPTURE, reject(s, act(ROVIGO, "7D", "5C")).code());
    TombolonState deal = Position.newMatch(ROVIGO, dev.mazzo.game.MatchOptions.defaults());
    assertEquals(Code.WRONG_PHASE, reject(deal, act(ROVIGO, "7D", "")).code());
    assertEquals(
        Code.MALFORMED, reject(deal, new CapturePlay(0, sevenD, Array.of(twoH, twoH))).code());
    TombolonState over =
        Position.of(ROVIGO)
            .dealer(1)
            .hand(0, "2H")
            .hand(1, "KS")
            .table("2C")
            .pile(0, "7D 7C")
            .score(28, 20)
            .build();
    over = apply(over, act(ROVIGO, "2H", "2C"));
    assertTrue(over.isOver());
    assertEquals(Code.MATCH_OVER, reject(over, play(ROVIGO, 1, "KS", "")).code());
    assertEquals(
        Code.MATCH_OVER, reject(over, new Deal(Shuffle.seeded(1).order(over.deck()))).code());
    assertEquals(Code.MALFORMED, reject(over, new CapturePlay(5, sevenD, Array.empty())).code());
    assertTrue(game(ROVIGO).legalActions(over).isEmpty());
  }

  @Test
  @DisplayName("T-19: a rejected action leaves the state unchanged")
  void rejectionChangesNothing() {
    TombolonState s = position(ROVIGO, "7D KD", "2H 5C 7C");
    TombolonState copy = position(ROVIGO, "7D KD", "2H 5C 7C");
    reject(s, act(ROVIGO, "7D", ""));
    reject(s, act(ROVIGO, "7D", "2H 7C"));
    assertEquals(copy, s);
    assertEquals(cards(ROVIGO, "2H 5C 7C"), s.tableCards());
  }
}
