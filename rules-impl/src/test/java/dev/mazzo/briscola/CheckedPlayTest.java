package dev.mazzo.briscola;

import static dev.mazzo.briscola.RandomMatches.game;
import static dev.mazzo.briscola.RandomMatches.options;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Rejection.Code;
import dev.mazzo.table.Replay;
import io.vavr.control.Either;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The checked play (B-67 checks 6 and 7) reads the holding words instead of a card set (issue 29)
 * and answers as before: on random positions of every family of the chapter, a play of each card of
 * the deck by the seat to act is accepted exactly when {@code legalActions} lists it (B-66), to the
 * state {@code applyLegal} makes, and otherwise refused with CARD_NOT_IN_HAND and its sentence when
 * the seat's hand (the API's card set) does not hold the card, else MUST_FOLLOW_SUIT.
 */
class CheckedPlayTest {

  private static final List<String> IDS =
      List.of(
          "briscola-2p",
          "briscola-3p",
          "briscola-6p",
          "sueca-4p",
          "bisca-dos-sete-2p",
          "bisca-8p",
          "briscola-chiamata-5p");

  @Test
  void everyCardOfTheDeckIsAcceptedOrRefusedAsTheHandAndTheLegalListSay() {
    int accepted = 0;
    int notHeld = 0;
    int mustFollow = 0;
    for (String id : IDS) {
      Game<GameState, PlayerView> g = game(id);
      for (long seed = 1; seed <= 4; seed++) {
        for (GameState s : Replay.walk(g, options(id, new SplittableRandom(seed)), seed, 250)) {
          if (s.phase() != Phase.PLAY) {
            continue;
          }
          Deck deck = s.deck();
          int seat = s.toAct();
          for (int c = 0; c < deck.size(); c++) {
            Card card = deck.card(c);
            PlayCard play = new PlayCard(seat, card);
            Either<Rejection, GameState> e = g.apply(s, play);
            if (g.legalActions(s).contains(play)) {
              assertEquals(g.applyLegal(s, play), e.get(), id + " " + play);
              accepted++;
            } else if (!s.hand(seat).contains(card)) {
              assertEquals(
                  Rejection.of(Code.CARD_NOT_IN_HAND, "You do not hold " + card.code()),
                  e.getLeft(),
                  id + " " + play);
              notHeld++;
            } else {
              assertEquals(Code.MUST_FOLLOW_SUIT, e.getLeft().code(), id + " " + play);
              mustFollow++;
            }
          }
        }
      }
    }
    assertTrue(
        accepted > 1_000 && notHeld > 10_000 && mustFollow > 100,
        accepted + " / " + notHeld + " / " + mustFollow);
  }
}
