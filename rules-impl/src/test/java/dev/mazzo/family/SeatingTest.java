package dev.mazzo.family;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.briscola.Briscola;
import dev.mazzo.briscola.BriscolaState;
import dev.mazzo.briscola.BriscolaView;
import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.TablePlay;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The words of the terminal's shared sentences: the lines every family's narrator tells the same
 * way, from seat 1 of two sides of two.
 */
class SeatingTest {

  private static final Seating SEAT_1 = new Seating(1, List.of(List.of(0, 2), List.of(1, 3)));

  private static Card card(String code) {
    return Card.parse(code).get();
  }

  @Test
  @DisplayName("one point is singular, every other count plural, minus one too")
  void pointsAgreeWithTheirNumber() {
    assertEquals("1 point", Seating.points(1));
    assertEquals("-1 point", Seating.points(-1));
    assertEquals("0 points", Seating.points(0));
    assertEquals("2 points", Seating.points(2));
    assertEquals("-2 points", Seating.points(-2));
    assertEquals("120 points", Seating.points(120));
  }

  @Test
  void whoCapNamesYouOrTheSeatWithACapital() {
    assertEquals("You", SEAT_1.whoCap(1));
    assertEquals("Seat 2", SEAT_1.whoCap(2));
  }

  @Test
  void doesStartsASentenceWithTheSeatAndItsVerb() {
    assertEquals("You bid ", SEAT_1.does(1, " bid ", " bids "));
    assertEquals("Seat 3 bids ", SEAT_1.does(3, " bid ", " bids "));
  }

  @Test
  void tableLineListsThePlaysInOrderOrSaysYouLead() {
    assertEquals("Table: empty, you lead.", SEAT_1.tableLine(List.empty()));
    assertEquals(
        "Table: seat 0 AS, you 3C",
        SEAT_1.tableLine(List.of(new TablePlay(0, card("AS")), new TablePlay(1, card("3C")))));
  }

  @Test
  void scoreChangeSignsGainsPerSide() {
    assertEquals(
        "Score change: seats 0+2 +30, you and seat 3 -10", SEAT_1.scoreChange(List.of(30, -10)));
    assertEquals("Score change: seats 0+2 0, you and seat 3 +1", SEAT_1.scoreChange(List.of(0, 1)));
  }

  @Test
  void handAndChoicesNumbersTheChoicesAndWrapsThem() {
    Game<BriscolaState, BriscolaView> game = Briscola.game("briscola-2p").get();
    BriscolaState s = game.newMatch(MatchOptions.defaults()).get();
    s = game.applyLegal(s, new Deal(Shuffle.seeded(3).order(s.deck())));
    BriscolaView view = game.view(s, s.toAct()).get();
    Seq<Action> choices = view.legalActions();
    assertEquals(3, choices.size());
    String hand = "Your hand: " + view.ownHand().toSeq().map(Card::code).mkString(" ");
    Text text = new CodeText();
    String[] c = choices.map(a -> ((PlayCard) a).card().code()).toJavaArray(String[]::new);
    Seating seating = new Seating(s.toAct(), s.sides());
    assertEquals(
        List.of(hand, "Your choices:  1) " + c[0] + "  2) " + c[1], "   3) " + c[2]),
        seating.handAndChoices(view, choices, text, 2));
    assertEquals(
        List.of(hand, "Your choices:  1) " + c[0] + "  2) " + c[1] + "  3) " + c[2]),
        seating.handAndChoices(view, choices, text, Integer.MAX_VALUE));
  }
}
