package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Shuffle;
import dev.mazzo.card.Suit;
import dev.mazzo.conformance.Playthrough;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Positions built by hand for the Portuguese ids (the session-28 audit against an independent
 * model): the bandeira of B-37 reached in play with 7 and 9 cards in hand and under TOP, 120 points
 * without every trick, and free play (B-22) in the tricks played after the stock is gone, which
 * Bisca's customs sometimes restrict (the chapter's §15 leaves that out).
 */
class BiscaPositionsTest {

  private static final List<String> DIAMONDS = codes("AD 2D 3D 4D 5D 6D 7D JD QD KD");

  /** The hearts but 2H, which is the trump card of these positions. */
  private static final List<String> HEARTS = codes("AH 3H 4H 5H 6H 7H JH QH KH");

  /** Clubs and spades but AS. */
  private static final List<String> CLUBS_SPADES =
      codes("AC 2C 3C 4C 5C 6C 7C JC QC KC 2S 3S 4S 5S 6S 7S JS QS KS");

  private static List<String> codes(String s) {
    return Arrays.asList(s.split(" "));
  }

  private static List<String> concat(List<String> a, List<String> b) {
    List<String> out = new ArrayList<>(a);
    out.addAll(b);
    return out;
  }

  /**
   * A two-player order for dealer 0 by B-19: seat 1 receives order[0, 2, … 2h−2] and then, as the
   * winner of every draw, order[2h+1, 2h+3, … 39]; seat 0 receives order[1, 3, … 2h−1], then
   * order[2h+2, … 38], and last the trump card order[2h].
   */
  private static String[] twoPlayerOrder(
      int h, List<String> seat1, List<String> seat0, String trumpCard) {
    String[] order = new String[40];
    int i1 = 0;
    int i0 = 0;
    for (int k = 0; k < h; k++) {
      order[2 * k] = seat1.get(i1++);
      order[2 * k + 1] = seat0.get(i0++);
    }
    order[2 * h] = trumpCard;
    for (int k = 2 * h + 1; k < 40; k++) {
      order[k] = k % 2 == 1 ? seat1.get(i1++) : seat0.get(i0++);
    }
    return order;
  }

  /**
   * Plays the hand out: seat 1 leads the card it has held longest (its cards in the order it got
   * them); seat 0 plays its first card in canonical order that is not 2H, and 2H when it has only
   * that. Seat 0 never holds a diamond nor a heart but 2H, so it never takes a trick unless seat 1
   * leads a diamond when seat 0 holds 2H alone.
   */
  private static HandResult playOut(Playthrough p, List<String> seat1Received) {
    while (p.state().phase() == Phase.PLAY) {
      int seat = p.state().toAct();
      CardSet held = p.state().hand(seat);
      Card card;
      if (seat == 1) {
        card =
            held.toSeq()
                .minBy(c -> seat1Received.indexOf(c.code()))
                .getOrElseThrow(AssertionError::new);
      } else {
        card = held.toSeq().find(c -> !c.code().equals("2H")).getOrElse(p.card("2H"));
      }
      p.act(new PlayCard(seat, card));
    }
    return p.state().results().last();
  }

  @ParameterizedTest(name = "{0}, hand size {1}")
  @CsvSource({"bisca-dos-sete-2p, 7", "bisca-dos-nove-2p, 9"})
  @DisplayName(
      "B-37 B-40 B-19 bandeira with 7 and 9 cards in hand, scale sueca: seat 1 takes all 20 tricks, gets 4 game points and the match ends at once; scale single gives 1")
  void b37_bandeiraWithSevenAndNineCards(String id, int h) {
    List<String> seat1 = concat(concat(DIAMONDS, List.of("AS")), HEARTS);
    String[] order = twoPlayerOrder(h, seat1, CLUBS_SPADES, "2H");
    Playthrough p = Playthrough.of(id, "scale", "sueca");
    p.deal(order);
    assertEquals(h, p.state().hand(0).size(), "B-7 the dealer holds h cards");
    assertEquals(h, p.state().hand(1).size(), "B-7 the eldest holds h cards");
    assertEquals(40 - 2 * h, p.state().stock().size(), "B-7 the stock, the trump card included");
    assertEquals(Option.some(p.card("2H")), p.state().trumpCard());
    HandResult r = playOut(p, seat1);
    assertEquals("[0,120] [0,20] 1 [0,4]", Hands.outcome(r));
    assertEquals(Phase.MATCH_OVER, p.state().phase(), "B-40 4 game points end the match");
    assertEquals(Option.some(1), p.state().winningSide());
    assertEquals(new Event.MatchEnded.Plain(Option.some(1)), p.state().lastEvents().last());

    Playthrough single = Playthrough.of(id);
    single.deal(order);
    assertEquals("[0,120] [0,20] 1 [0,1]", Hands.outcome(playOut(single, seat1)));
    assertEquals(Phase.DEAL, single.state().phase(), "B-36 1 game point: the match goes on");
  }

  @ParameterizedTest(name = "{0}, hand size {1}")
  @CsvSource({"bisca-2p, 3", "bisca-dos-sete-2p, 7", "bisca-dos-nove-2p, 9"})
  @DisplayName(
      "B-37 120 card points without every trick is 2, not the bandeira: seat 1 leads 3D last and seat 0 trumps it with 2H, a trick of no points")
  void b37_allPointsWithoutEveryTrick(String id, int h) {
    List<String> seat1 =
        concat(
            concat(concat(codes("AD 2D 4D 5D 6D 7D JD QD KD"), List.of("AS")), HEARTS),
            List.of("3D"));
    Playthrough p = Playthrough.of(id, "scale", "sueca");
    p.deal(twoPlayerOrder(h, seat1, CLUBS_SPADES, "2H"));
    HandResult r = playOut(p, seat1);
    assertEquals("[0,120] [1,19] 1 [0,2]", Hands.outcome(r));
    assertEquals(
        new Event.TrickWon.Plain(0, 0, io.vavr.collection.Array.of(p.card("3D"), p.card("2H"))),
        p.state().lastEvents().get(1),
        "the last trick: 2H trumps 3D");
    assertEquals(Phase.DEAL, p.state().phase(), "B-40 2 game points: the match goes on");
  }

  @ParameterizedTest(name = "teams {0}")
  @CsvSource(
      delimiter = '|',
      value = {"none  | [0,120,0,0] [0,10,0,0] 1 [0,4,0,0]", "pairs | [0,120] [0,10] 1 [0,4]"})
  @DisplayName(
      "B-37 B-34 B-40 bisca-4p, handSize 9, scale sueca: seat 1 takes every trick; 4 game points under TOP (teams none) as under MAJORITY, and the match ends at once")
  void b37_bandeiraWithFourPlayers(String teams, String outcome) {
    // Seat 1 holds the nine hearts but 2H; 2H is the trump card (order[36]), drawn last by seat 0
    // after trick 1 (B-27, B-28), when seat 1 draws AS (order[37]).
    List<String> rest = new ArrayList<>(concat(DIAMONDS, CLUBS_SPADES));
    String[] order = new String[40];
    List<List<String>> holding =
        List.of(
            rest.subList(18, 27), new ArrayList<>(HEARTS), rest.subList(0, 9), rest.subList(9, 18));
    int[] next = new int[4];
    for (int k = 0; k < 36; k++) {
      int seat = (k + 1) % 4;
      order[k] = holding.get(seat).get(next[seat]++);
    }
    order[36] = "2H";
    order[37] = "AS";
    order[38] = rest.get(27);
    order[39] = rest.get(28);
    Playthrough p = Playthrough.of("bisca-4p", "teams", teams, "handSize", 9, "scale", "sueca");
    p.deal(order);
    while (p.state().phase() == Phase.PLAY) {
      int seat = p.state().toAct();
      CardSet held = p.state().hand(seat);
      CardSet hearts = held.ofSuit(Suit.HEARTS);
      // seat 1 leads its hearts, then AS; seat 0 throws 2H as soon as it holds it
      Card card = seat <= 1 && !hearts.isEmpty() ? hearts.toSeq().head() : held.toSeq().head();
      p.act(new PlayCard(seat, card));
    }
    assertEquals(outcome, Hands.outcome(p.state().results().last()));
    assertEquals(Phase.MATCH_OVER, p.state().phase());
    assertEquals(Option.some(1), p.state().winningSide());
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "bisca-2p          |              | 3",
        "bisca-dos-sete-2p |              | 7",
        "bisca-dos-nove-2p |              | 9",
        "bisca-4p          | handSize=9   | 9"
      })
  @DisplayName(
      "B-22 B-30 free play in Bisca lasts the whole hand: in the last h tricks, with no stock, a seat that holds the led suit may still play another suit")
  void b22_freePlayAfterTheStock(String id, String options, int h) {
    int offSuit = 0;
    for (long seed = 1; seed <= 3; seed++) {
      Playthrough p = DealFamilyTest.match(id, options);
      p.deal(Shuffle.seeded(seed).order(p.state().deck()));
      while (p.state().phase() == Phase.PLAY) {
        int seat = p.state().toAct();
        CardSet held = p.state().hand(seat);
        assertEquals(
            held.toSeq().map(c -> (Action) new PlayCard(seat, c)).toList(),
            p.legal().toList(),
            "B-22 every held card");
        Card play = held.toSeq().head();
        if (p.state().stock().isEmpty() && !p.state().table().isEmpty()) {
          Suit led = p.state().table().head().card().suit().get();
          CardSet other = held.minus(held.ofSuit(led));
          if (!held.ofSuit(led).isEmpty() && !other.isEmpty()) {
            play = other.toSeq().head();
            offSuit++;
          }
        }
        p.act(new PlayCard(seat, play));
      }
    }
    assertTrue(offSuit > 0, "some seat held the led suit and played another after the stock");
  }
}
