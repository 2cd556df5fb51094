package dev.mazzo.bot;

import static dev.mazzo.bot.BotPlay.GREEDY;
import static dev.mazzo.bot.BotPlay.card;
import static dev.mazzo.bot.BotPlay.greedy;
import static dev.mazzo.bot.BotPlay.order;
import static dev.mazzo.bot.BotPlay.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.briscola.Bid;
import dev.mazzo.briscola.BriscolaView;
import dev.mazzo.briscola.Call;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * GreedyBot in chiamata: its bid and call (B-45, B-51), and its play once the partner is known
 * (B-55).
 */
class ChiamataBotTest {

  // --------------------------------------------------------------- chiamata: bid and call

  @Test
  @DisplayName(
      "B-45, B-51: with AH 3H KH and two more hearts GreedyBot bids Q and calls hearts;"
          + " with no ace, three or king it passes")
  void bidsTheNaturalRankAndCallsItsSuit() {
    Game<GameState, PlayerView> game = Variants.byId("briscola-chiamata-5p").get().game();
    String[][] hands = {
      {"2H", "4D", "5D", "6D", "2C", "4C", "5C", "6C"},
      {"AH", "3H", "KH", "6H", "7H", "2S", "4S", "5S"},
      {"QH", "JH", "5H", "4H", "AD", "3D", "KD", "QD"},
      {"JD", "7D", "2D", "AC", "3C", "KC", "QC", "JC"},
      {"7C", "AS", "3S", "KS", "QS", "JS", "7S", "6S"}
    };
    GameState s =
        game.apply(game.newMatch(MatchOptions.defaults()).get(), new Deal(order(5, 0, hands)))
            .get();
    assertEquals(1, s.toAct());
    Action bid = GREEDY.choose(game, game.view(s, 1).get(), new SplittableRandom(1));
    assertEquals(Bid.rank(1, Rank.QUEEN), bid);
    s = game.apply(s, bid).get();
    s = game.apply(s, new Pass(2)).get();
    s = game.apply(s, new Pass(3)).get();
    s = game.apply(s, new Pass(4)).get();
    Action seat0 = GREEDY.choose(game, game.view(s, 0).get(), new SplittableRandom(1));
    assertEquals(new Pass(0), seat0, "seat 0 holds no ace, three or king");
    s = game.apply(s, seat0).get();
    assertEquals(Phase.of("call"), s.phase());
    assertEquals(
        Call.suit(1, Suit.HEARTS),
        GREEDY.choose(game, game.view(s, 1).get(), new SplittableRandom(1)));
  }

  @Test
  @DisplayName(
      "B-55: once the called card shows the partner, the caller throws points on its"
          + " partner's winning trick instead of trumping it (carico)")
  void chiamataCaricoOncePartnerKnown() {
    Game<GameState, PlayerView> game = Variants.byId("briscola-chiamata-5p").get().game();
    // Seat 1 (eldest) bids K and calls hearts: KH is seat 2's, the partner.
    String[][] hands = {
      {"2D", "4D", "5D", "6D", "2C", "4C", "5C", "6C"},
      {"AH", "3H", "4H", "AC", "7H", "2S", "4S", "5S"},
      {"KH", "AS", "5H", "6H", "AD", "3D", "KD", "QD"},
      {"JD", "7D", "2H", "3S", "3C", "KC", "QC", "JC"},
      {"7C", "QH", "JH", "KS", "QS", "JS", "7S", "6S"}
    };
    GameState s =
        game.apply(game.newMatch(MatchOptions.defaults()).get(), new Deal(order(5, 0, hands)))
            .get();
    s = game.apply(s, Bid.rank(1, Rank.KING)).get();
    for (int p : new int[] {2, 3, 4, 0}) {
      s = game.apply(s, new Pass(p)).get();
    }
    s = game.apply(s, Call.suit(1, Suit.HEARTS)).get();
    // Trick 1: seat 1 leads 2S, the partner takes it with KH (the partner is now known).
    s = play(game, s, 1, "2S");
    s = play(game, s, 2, "KH");
    BriscolaView v1 = (BriscolaView) game.view(s, 1).get();
    assertTrue(v1.partnerKnown());
    assertEquals(io.vavr.control.Option.some(2), v1.partner());
    s = play(game, s, 3, "3S");
    s = play(game, s, 4, "6S");
    s = play(game, s, 0, "2D");
    // Trick 2: seat 2 leads AS; seats 3, 4, 0 follow; the declarer plays last.
    s = play(game, s, 2, "AS");
    s = play(game, s, 3, "JD");
    s = play(game, s, 4, "7S");
    s = play(game, s, 0, "4D");
    assertEquals(1, s.toAct());
    // It holds AH 3H 4H 7H (trumps), AC, 4S, 5S: it throws AC, worth 11, not a trump.
    assertEquals(card("AC"), greedy(game, s));
  }
}
