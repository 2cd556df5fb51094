package dev.mazzo.bot;

import static dev.mazzo.bot.BotPlay.card;
import static dev.mazzo.bot.BotPlay.dealt;
import static dev.mazzo.bot.BotPlay.dealt8;
import static dev.mazzo.bot.BotPlay.greedy;
import static dev.mazzo.bot.BotPlay.order;
import static dev.mazzo.bot.BotPlay.play;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.card.Card;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * GreedyBot's card play in set positions of the Briscola family: taking or leaving a trick when
 * playing last (B-24), leading (B-20), the rank order of the scheme (B-10), identical cards (B-25),
 * playing for a partner (B-3), and Sueca's follow suit and masters (B-23).
 */
class GreedyPlayTest {

  // ------------------------------------------------ greedy decisions in set positions (G-n style)

  @Test
  @DisplayName(
      "B-24: playing last, GreedyBot takes the trick with a winning non-trump card, the"
          + " one worth most (AS over 3S, not its trump)")
  void takesWithTheBestNonTrumpWinner() {
    Game<GameState, PlayerView> game = Variants.byId("briscola-2p").get().game();
    // Dealer 0: seat 1 holds 3S 5C 6C and leads, seat 0 holds AS 2S KH; trump card 4H (B-13).
    GameState s = dealt(game, 0, "3S", "AS", "5C", "2S", "6C", "KH", "4H");
    s = play(game, s, 1, "3S");
    assertEquals(card("AS"), greedy(game, s));
  }

  @Test
  @DisplayName(
      "B-24: playing last, GreedyBot spends its cheapest winning trump on a trick worth a"
          + " king")
  void trumpsATrickWorthPoints() {
    Game<GameState, PlayerView> game = Variants.byId("briscola-2p").get().game();
    // Seat 1 leads KS (4 points); seat 0 holds 2S 4C 5H and trump is hearts.
    GameState s = dealt(game, 0, "KS", "2S", "5C", "4C", "6C", "5H", "4H");
    s = play(game, s, 1, "KS");
    assertEquals(card("5H"), greedy(game, s));
  }

  @Test
  @DisplayName(
      "B-24: playing last on a trick worth nothing, GreedyBot keeps its trump and throws"
          + " its cheapest, weakest card")
  void keepsTrumpsOnAWorthlessTrick() {
    Game<GameState, PlayerView> game = Variants.byId("briscola-2p").get().game();
    // Seat 1 leads 4S (0 points); seat 0 holds 2S KC 5H, trump hearts.
    GameState s = dealt(game, 0, "4S", "2S", "5C", "KC", "6C", "5H", "4H");
    s = play(game, s, 1, "4S");
    assertEquals(card("2S"), greedy(game, s));
  }

  @Test
  @DisplayName("B-20: leading, GreedyBot plays a liscio, its cheapest card that is not a trump")
  void leadsALiscio() {
    Game<GameState, PlayerView> game = Variants.byId("briscola-2p").get().game();
    // Dealer 1: seat 0 holds AC 4D 5H and leads; trump card 6H.
    GameState s = dealt(game, 1, "AC", "5C", "4D", "6C", "5H", "7C", "6H");
    assertEquals(0, s.toAct());
    assertEquals(card("4D"), greedy(game, s));
  }

  @Test
  @DisplayName(
      "B-10: GreedyBot reads the rank order from the rules: 7 beats 3 in"
          + " biscambiggia-2p (Genoese) but not in briscola-2p (Italian)")
  void schemeAware() {
    String[] order = {"3S", "7S", "5D", "2C", "6D", "4C", "4H"};
    Game<GameState, PlayerView> genoese = Variants.byId("biscambiggia-2p").get().game();
    GameState g = play(genoese, dealt(genoese, 0, order), 1, "3S");
    assertEquals(card("7S"), greedy(genoese, g), "the Genoese 7S wins 3S and is worth 10");
    Game<GameState, PlayerView> italian = Variants.byId("briscola-2p").get().game();
    GameState i = play(italian, dealt(italian, 0, order), 1, "3S");
    assertEquals(card("2C"), greedy(italian, i), "the Italian 7S loses to 3S: throw the 2C");
  }

  @Test
  @DisplayName(
      "B-25, G-10: of two identical cards the first played wins, so GreedyBot does not"
          + " count on its AS#2 to take a trick led with AS")
  void identicalCardDoesNotWin() {
    Game<GameState, PlayerView> game = Variants.byId("bisca-8p").get().game();
    // Dealer 6: seat 7 leads; seats 7, 0, 1 … 6 receive order[0], order[1] … (B-13). Trump D.
    String[] hands = {"AS", "4C", "6C", "4H", "5C", "2C", "5H", "AS#2"};
    // Seat 7 leads AS; seats 0 … 5 throw; seat 6 (last, an opponent of 7) holds 3C AS#2 KD.
    GameState s = dealt8(game, hands);
    s = play(game, s, 7, "AS");
    for (String[] p :
        new String[][] {
          {"0", "4C"}, {"1", "6C"}, {"2", "4H"}, {"3", "5C"}, {"4", "2C"}, {"5", "5H"}
        }) {
      s = play(game, s, Integer.parseInt(p[0]), p[1]);
    }
    assertEquals(6, s.toAct());
    // AS#2 would not beat AS (B-25); the trick (11 points) is worth a trump: KD, its only one.
    assertEquals(card("KD"), greedy(game, s));
  }

  @Test
  @DisplayName(
      "B-3, B-24: playing last after its partner's winning AS, GreedyBot does not"
          + " overtake with its trump but throws its 3C to the partner (carico)")
  void caricoWhenLast() {
    Game<GameState, PlayerView> game = Variants.byId("briscola-4p").get().game();
    // Dealer 0: order[0..3] go to seats 1, 2, 3, 0. Seat 0 holds 2H 3C 4D; trump card 6H.
    GameState s =
        dealt(
            game, 0, "4S", "AS", "5S", "2H", "6C", "7C", "6D", "3C", "7D", "JC", "5D", "4D", "6H");
    s = play(game, s, 1, "4S");
    s = play(game, s, 2, "AS");
    s = play(game, s, 3, "5S");
    assertEquals(card("3C"), greedy(game, s));
  }

  @Test
  @DisplayName(
      "B-3, B-24: with an opponent still to play, GreedyBot does not overtake its"
          + " partner's 3S with its AS; it plays a liscio")
  void noOvertakingWithAnOpponentAfter() {
    Game<GameState, PlayerView> game = Variants.byId("briscola-4p").get().game();
    // Dealer 0: seat 1 leads 3S (10), seat 2 (opponent of 3) plays 5S, seat 3 holds AS 2H 4C and
    // seat 0 plays after it; trump card 6H.
    GameState s =
        dealt(
            game, 0, "3S", "5S", "AS", "6C", "7C", "6D", "2H", "7D", "JC", "5D", "4C", "4D", "6H");
    s = play(game, s, 1, "3S");
    s = play(game, s, 2, "5S");
    assertEquals(3, s.toAct());
    assertEquals(card("4C"), greedy(game, s));
  }

  @Test
  @DisplayName(
      "B-3, B-24: after its partner's trump ace, which nothing unseen beats, GreedyBot"
          + " throws points even with an opponent still to play")
  void caricoOnAnUnbeatableCard() {
    Game<GameState, PlayerView> game = Variants.byId("briscola-4p").get().game();
    // Trump hearts (trump card 6H): seat 1 leads AH, seat 2 plays 4C; seat 3 holds AS 2H 4D.
    GameState s =
        dealt(
            game, 0, "AH", "4C", "AS", "6C", "7C", "6D", "2H", "7D", "JC", "5D", "4D", "5C", "6H");
    s = play(game, s, 1, "AH");
    s = play(game, s, 2, "4C");
    assertEquals(card("AS"), greedy(game, s));
  }

  @Test
  @DisplayName(
      "B-23, G-6: in Sueca GreedyBot follows suit with its cheapest heart, and a seat"
          + " that cannot beat a trump throws its cheapest heart, not its ace")
  void suecaFollowsSuit() {
    Game<GameState, PlayerView> game = Variants.byId("sueca-4p").get().game();
    GameState s = game.newMatch(MatchOptions.defaults()).get();
    Seq<Card> order =
        Array.of(
                "4H", "7H", "2S", "AH", "5H", "JH", "3S", "2H", "6H", "QH", "4S", "3H", "4D", "KH",
                "5S", "AD", "5D", "AS", "6S", "2D", "6D", "7D", "7S", "3D", "4C", "JD", "QD", "AC",
                "5C", "7C", "KD", "2C", "6C", "JC", "QC", "3C", "QS", "JS", "KC", "KS")
            .map(BotPlay::card);
    s = game.apply(s, new Deal(order)).get();
    s = play(game, s, 1, "4H");
    // Seat 2 holds 7H JH QH KH AS …: hearts only (B-23); 7H could be beaten by the unseen AH.
    assertEquals(card("QH"), greedy(game, s));
    s = play(game, s, 2, "QH");
    s = play(game, s, 3, "2S");
    // Seat 0 holds AH 2H 3H: the trump 2S wins whatever heart it plays, so the cheapest goes.
    assertEquals(card("2H"), greedy(game, s));
  }

  @Test
  @DisplayName(
      "B-23: leading in Sueca, GreedyBot cashes a master card (7D once AD is gone),"
          + " and leads a liscio while it has none")
  void suecaLeadsAMaster() {
    Game<GameState, PlayerView> game = Variants.byId("sueca-4p").get().game();
    // Dealer 3, so seat 0 leads; the dealer's last card 2S makes spades trump (B-16).
    String[][] hands = {
      {"7D", "KD", "4H", "5H", "6H", "4C", "5C", "6C", "3S", "4S"},
      {"2D", "3D", "4D", "AH", "7H", "KH", "JH", "QH", "2H", "3H"},
      {"AD", "JD", "QD", "5D", "6D", "AC", "7C", "KC", "JC", "QC"},
      {"2C", "3C", "AS", "7S", "KS", "JS", "QS", "5S", "6S", "2S"}
    };
    GameState s =
        game.apply(
                game.newMatch(MatchOptions.defaults().with("dealer", 3)).get(),
                new Deal(order(4, 3, hands)))
            .get();
    assertEquals(0, s.toAct());
    assertEquals(card("4H"), greedy(game, s), "7D is no master while AD is unseen");
    // Seat 0 wins 6H 2H AD 2C: seats 2 and 3 hold no heart and throw AD and 2C.
    s = play(game, s, 0, "6H");
    s = play(game, s, 1, "2H");
    s = play(game, s, 2, "AD");
    s = play(game, s, 3, "2C");
    assertEquals(0, s.toAct());
    assertEquals(card("7D"), greedy(game, s), "AD is in a pile: 7D is the best diamond left");
  }
}
