package dev.mazzo.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.game.PlayCard;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/**
 * {@link ActionSyntax#plainPlay} (issue 27): the play of a seat of the match and a card of its
 * deck, read as {@link ActionSyntax#read} reads it, or null for the caller to read the action
 * itself.
 */
class PlainPlayTest {

  private static final Card ACE = Card.parse("AS").get();
  private static final Card TWO = Card.parse("2C").get();
  private static final Card KING = Card.parse("KH").get();
  private static final Deck DECK = Deck.of(List.of(ACE, TWO));

  @Test
  void playsASeatOfTheMatchAndACardOfItsDeck() {
    assertEquals(Option.some(new PlayCard(0, ACE)), ActionSyntax.TRICK.plainPlay(0, "AS", DECK, 3));
    assertEquals(Option.some(new PlayCard(2, TWO)), ActionSyntax.TRICK.plainPlay(2, "2C", DECK, 3));
    assertEquals(Option.some(new PlayCard(1, ACE)), ActionSyntax.TRICK.plainPlay(1, "as", DECK, 3));
  }

  @Test
  void leavesEveryOtherPlayToTheReader() {
    assertNone(ActionSyntax.TRICK.plainPlay(-1, "AS", DECK, 3));
    assertNone(ActionSyntax.TRICK.plainPlay(3, "AS", DECK, 3));
    assertNone(ActionSyntax.TRICK.plainPlay(4, "AS", DECK, 3));
    assertNone(ActionSyntax.TRICK.plainPlay(0, "KH", DECK, 3), "a card of another deck");
    assertNone(ActionSyntax.TRICK.plainPlay(0, "kh", DECK, 3), "a card of another deck");
    assertNone(ActionSyntax.TRICK.plainPlay(0, "XX", DECK, 3));
    assertNone(ActionSyntax.TRICK.plainPlay(0, "", DECK, 3));
    ActionSyntax own =
        ActionSyntax.TRICK.with(
            PlayCard.TYPE,
            PlayCard.class,
            (json, context) -> Either.right(new PlayCard(0, KING)),
            (play, json) -> json.put("type", PlayCard.TYPE));
    assertNone(own.plainPlay(0, "AS", DECK, 3), "a syntax with its own play");
  }

  private static void assertNone(Option<PlayCard> play, String... why) {
    assertTrue(play.isEmpty(), why.length == 0 ? "left to the reader" : why[0]);
  }
}
