package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.conformance.Playthrough;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Rejection.Code;
import dev.mazzo.game.SeatAction;
import io.vavr.collection.Seq;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The action space, the phases and the rejection order: B-64, B-65, B-67. */
class ActionTest {

  /** An action of another family, with a type of the protocol. */
  private record Bid(int seat, String rank) implements SeatAction {
    @Override
    public String type() {
      return "bid";
    }
  }

  /** An action that claims to be a play but is not a {@link PlayCard}. */
  private record FakePlay(int seat, Card card) implements SeatAction {
    @Override
    public String type() {
      return "play";
    }
  }

  /** An action whose type cannot even be read. */
  private static final class Broken implements Action {
    @Override
    public String type() {
      throw new IllegalStateException("no type");
    }
  }

  private static Playthrough dealt(String id) {
    Playthrough p = Playthrough.of(id);
    return p.deal(Shuffle.seeded(5).order(p.state().deck()));
  }

  private static Playthrough over(String id) {
    Playthrough p = Playthrough.of(id, "handsToWin", 1);
    long seed = 1;
    while (!p.state().isOver()) {
      MatchTest.playHand(p, seed++);
    }
    return p;
  }

  /** A card the seat to act does not hold. */
  private static Card notHeld(GameState s, int seat) {
    return s.deck().all().minus(s.hand(seat)).toSeq().head();
  }

  // ---------------------------------------------------------------- B-64

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"briscola-2p", "biscambiggia-2p"})
  @DisplayName(
      "B-64 only deal and play: pass, another family's action or any other Action is MALFORMED, in every phase")
  void b64_actionSpace(String id) {
    for (Playthrough p : new Playthrough[] {Playthrough.of(id), dealt(id), over(id)}) {
      int toAct = Math.max(0, p.state().toAct());
      Rejection r = p.rejects(new Pass(toAct), Code.MALFORMED);
      assertTrue(r.message().contains("pass"), r.message());
      assertTrue(r.message().endsWith(": it accepts deal and play"), r.message());
      p.rejects(new Pass(1 - toAct), Code.MALFORMED);
      p.rejects(new Bid(toAct, "A"), Code.MALFORMED);
      Card held = p.state().hand(toAct).toSeq().headOption().getOrElse(p.card("AS"));
      p.rejects(new FakePlay(toAct, held), Code.MALFORMED);
      p.rejects(new Broken(), Code.MALFORMED);
      p.rejects(() -> null, Code.MALFORMED);
      p.rejects(() -> "deal", Code.MALFORMED);
      p.rejects(null, Code.MALFORMED);
    }
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"briscola-2p", "biscambiggia-2p"})
  @DisplayName(
      "B-64 a play with a seat out of range, a null card or a card not in the deck is MALFORMED")
  void b64_malformedPlays(String id) {
    Playthrough p = dealt(id);
    int s = p.state().toAct();
    Card held = p.state().hand(s).toSeq().head();
    for (int seat : new int[] {-1, 2, 3, -2, Integer.MAX_VALUE, Integer.MIN_VALUE}) {
      p.rejects(new PlayCard(seat, held), Code.MALFORMED);
    }
    p.rejects(new PlayCard(s, null), Code.MALFORMED);
    p.rejects(new PlayCard(1 - s, null), Code.MALFORMED);
    for (String alien : new String[] {"10H", "8D", "9C", "11S", "AS#2", "JK", "JK2"}) {
      Rejection r = p.rejects(new PlayCard(s, p.card(alien)), Code.MALFORMED);
      assertTrue(r.message().contains(Card.parse(alien).get().code()), r.message());
    }
  }

  // ---------------------------------------------------------------- B-65

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"briscola-2p", "biscambiggia-2p"})
  @DisplayName(
      "B-65 a new match is in phase deal, hand 1, dealer = option; play then is WRONG_PHASE, deal during play too")
  void b65_phases(String id) {
    Playthrough p = Playthrough.of(id);
    GameState s = p.state();
    assertEquals(Phase.DEAL, s.phase());
    assertEquals("deal", s.phase().wireName());
    assertEquals(GameState.CHANCE, s.toAct());
    assertEquals(1, s.handNumber());
    assertEquals(0, s.dealer());
    assertTrue(p.legal().isEmpty(), "B-66 legal is [] at the deal");
    assertTrue(s.lastEvents().isEmpty());
    for (Card c : s.deck().cards()) {
      p.rejects(new PlayCard(0, c), Code.WRONG_PHASE);
      p.rejects(new PlayCard(1, c), Code.WRONG_PHASE);
    }
    Seq<Card> order = Shuffle.seeded(6).order(s.deck());
    p.deal(order);
    assertEquals(Phase.PLAY, p.state().phase());
    assertEquals("play", p.state().phase().wireName());
    p.rejects(new Deal(order), Code.WRONG_PHASE);
    p.rejects(new Deal(Shuffle.seeded(7).order(s.deck())), Code.WRONG_PHASE);
    p.act(p.legal().head());
    p.rejects(new Deal(order), Code.WRONG_PHASE);
  }

  // ---------------------------------------------------------------- B-67

  @Test
  @DisplayName("B-67 MALFORMED before MATCH_OVER")
  void b67_malformedBeforeMatchOver() {
    Playthrough p = over("briscola-2p");
    p.rejects(new PlayCard(0, p.card("10H")), Code.MALFORMED);
    p.rejects(new PlayCard(2, p.card("AS")), Code.MALFORMED);
    p.rejects(new PlayCard(0, null), Code.MALFORMED);
    p.rejects(new Deal(Shuffle.seeded(1).order(p.state().deck()).tail()), Code.MALFORMED);
    p.rejects(new Pass(0), Code.MALFORMED);
    p.rejects(null, Code.MALFORMED);
  }

  @Test
  @DisplayName("B-67 MATCH_OVER before WRONG_PHASE")
  void b67_matchOverBeforeWrongPhase() {
    Playthrough p = over("briscola-2p");
    // A deal would be the right action in no phase of a finished match; a play neither.
    p.rejects(new Deal(Shuffle.seeded(1).order(p.state().deck())), Code.MATCH_OVER);
    p.rejects(new PlayCard(0, p.card("AS")), Code.MATCH_OVER);
  }

  @Test
  @DisplayName("B-67 MATCH_OVER before NOT_YOUR_TURN and CARD_NOT_IN_HAND")
  void b67_matchOverBeforeTurnAndHand() {
    Playthrough p = over("briscola-2p");
    for (Card c : p.state().deck().cards()) {
      p.rejects(new PlayCard(1, c), Code.MATCH_OVER);
    }
  }

  @Test
  @DisplayName("B-67 MALFORMED before WRONG_PHASE")
  void b67_malformedBeforeWrongPhase() {
    Playthrough p = Playthrough.of("briscola-2p");
    p.rejects(new PlayCard(0, p.card("JK")), Code.MALFORMED);
    p.rejects(new PlayCard(5, p.card("AS")), Code.MALFORMED);
    Playthrough q = dealt("briscola-2p");
    p.rejects(new Deal(Shuffle.seeded(1).order(q.state().deck()).dropRight(1)), Code.MALFORMED);
    q.rejects(new Deal(Shuffle.seeded(1).order(q.state().deck()).dropRight(1)), Code.MALFORMED);
    q.rejects(new Deal(null), Code.MALFORMED);
  }

  @Test
  @DisplayName("B-67 WRONG_PHASE before NOT_YOUR_TURN and CARD_NOT_IN_HAND")
  void b67_wrongPhaseBeforeNotYourTurn() {
    Playthrough p = Playthrough.of("briscola-2p");
    // Nobody holds a card and nobody is to act: the phase is checked first.
    p.rejects(new PlayCard(1, p.card("AS")), Code.WRONG_PHASE);
    p.rejects(new PlayCard(0, p.card("AS")), Code.WRONG_PHASE);
    // After a hand, in the deal phase again.
    MatchTest.playHand(p, 8);
    assertEquals(Phase.DEAL, p.state().phase());
    p.rejects(new PlayCard(0, p.card("KS")), Code.WRONG_PHASE);
    p.rejects(new PlayCard(1, p.card("KS")), Code.WRONG_PHASE);
  }

  @Test
  @DisplayName("B-67 MALFORMED before NOT_YOUR_TURN")
  void b67_malformedBeforeNotYourTurn() {
    Playthrough p = dealt("briscola-2p");
    int other = 1 - p.state().toAct();
    p.rejects(new PlayCard(other, p.card("10H")), Code.MALFORMED);
    p.rejects(new PlayCard(other, null), Code.MALFORMED);
  }

  @Test
  @DisplayName("B-67 NOT_YOUR_TURN before CARD_NOT_IN_HAND")
  void b67_notYourTurnBeforeCardNotInHand() {
    Playthrough p = dealt("briscola-2p");
    GameState s = p.state();
    int other = 1 - s.toAct();
    // A card the other seat does not hold, and one it holds: both NOT_YOUR_TURN.
    p.rejects(new PlayCard(other, notHeld(s, other)), Code.NOT_YOUR_TURN);
    for (Card c : s.hand(other)) {
      Rejection r = p.rejects(new PlayCard(other, c), Code.NOT_YOUR_TURN);
      assertTrue(r.message().contains(String.valueOf(s.toAct())), r.message());
    }
    // Mid-trick, the leader may not play again.
    int leader = s.toAct();
    p.act(p.legal().head());
    p.rejects(new PlayCard(leader, p.state().hand(leader).toSeq().head()), Code.NOT_YOUR_TURN);
    p.rejects(new PlayCard(leader, notHeld(p.state(), leader)), Code.NOT_YOUR_TURN);
  }

  @Test
  @DisplayName(
      "B-67 CARD_NOT_IN_HAND: the other seat's card, a stock card, the trump card, a played card")
  void b67_cardNotInHand() {
    Playthrough p = dealt("briscola-2p");
    GameState s = p.state();
    int me = s.toAct();
    p.rejects(new PlayCard(me, s.hand(1 - me).toSeq().head()), Code.CARD_NOT_IN_HAND);
    p.rejects(new PlayCard(me, s.stock().head()), Code.CARD_NOT_IN_HAND);
    Rejection r = p.rejects(new PlayCard(me, s.trumpCard().get()), Code.CARD_NOT_IN_HAND);
    assertTrue(r.message().contains(s.trumpCard().get().code()), r.message());
    Card played = s.hand(me).toSeq().head();
    p.play(me, played.code());
    int next = p.state().toAct();
    p.rejects(new PlayCard(next, played), Code.CARD_NOT_IN_HAND);
    p.act(p.legal().head());
    // A captured card.
    GameState t = p.state();
    p.rejects(new PlayCard(t.toAct(), played), Code.CARD_NOT_IN_HAND);
  }

  @Test
  @DisplayName(
      "B-67 every card of the deck by every seat, at one position: exactly the legal ones pass")
  void b67_everyPlayAtOnePosition() {
    Playthrough p = dealt("biscambiggia-2p");
    GameState s = p.state();
    for (int seat = -1; seat <= 2; seat++) {
      for (Card c : s.deck().cards()) {
        PlayCard a = new PlayCard(seat, c);
        Code expected =
            seat < 0 || seat > 1
                ? Code.MALFORMED
                : seat != s.toAct()
                    ? Code.NOT_YOUR_TURN
                    : s.hand(seat).contains(c) ? null : Code.CARD_NOT_IN_HAND;
        if (expected == null) {
          assertTrue(p.legal().contains(a));
          assertTrue(p.game().apply(s, a).isRight());
        } else {
          assertTrue(!p.legal().contains(a));
          p.rejects(a, expected);
        }
      }
    }
  }
}
