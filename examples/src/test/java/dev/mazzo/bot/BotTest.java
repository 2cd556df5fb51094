package dev.mazzo.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The bots: legal play in every variant (B-66), and greedy play that beats random play. */
class BotTest {

  private static final Bot RANDOM = new RandomBot();
  private static final Bot GREEDY = new GreedyBot();

  @Provide
  Arbitrary<String> variantIds() {
    return Arbitraries.of(Variants.all().map(Variant::id).toJavaList());
  }

  @Provide
  Arbitrary<Bot> bots() {
    return Arbitraries.of(RANDOM, GREEDY);
  }

  /**
   * Plays a whole match with the checked {@code apply}: every bot answer must be one of its
   * view's legal actions, and be accepted.
   */
  @Property(tries = 150)
  @Label("B-66: a bot only ever plays one of its view's legal actions, in every variant")
  void botsPlayOnlyLegalActions(
      @ForAll("variantIds") String id,
      @ForAll("bots") Bot first,
      @ForAll("bots") Bot second,
      @ForAll long seed) {
    Game<GameState> game = Variants.byId(id).get().game();
    SplittableRandom rng = new SplittableRandom(seed);
    GameState s = game.newMatch(MatchOptions.defaults()).get();
    Bot[] bots = {first, second};
    Shuffle shuffle = Shuffle.using(rng);
    int moves = 0;
    while (!s.isOver()) {
      if (s.toAct() == GameState.CHANCE) {
        s = game.apply(s, new Deal(shuffle.order(s.deck()))).get();
        continue;
      }
      int seat = s.toAct();
      PlayerView view = game.view(s, seat).get();
      Action a = bots[seat % bots.length].choose(game, view, rng);
      assertTrue(view.legalActions().contains(a), () -> a + " is not legal for " + view);
      Either<Rejection, GameState> next = game.apply(s, a);
      assertTrue(next.isRight(), () -> "rejected: " + next.getLeft());
      s = next.get();
      moves++;
    }
    assertTrue(moves >= 40, "a match has at least one hand of 40 plays (B-7)");
  }

  @Test
  @DisplayName("B-31: GreedyBot wins clearly more than 55% of 2000 briscola-2p matches against"
      + " RandomBot")
  void greedyBeatsRandom() {
    double rate = winRate("briscola-2p", GREEDY, RANDOM, 2000, 11);
    // Measured: 97.4-97.7% over 4000 and 20000 matches; 90% leaves a wide margin.
    assertTrue(rate > 0.90, "greedy won only " + rate);
  }

  @Test
  @DisplayName("B-10: GreedyBot also beats RandomBot under the Genoese order (biscambiggia-2p)")
  void greedyBeatsRandomGenoese() {
    double rate = winRate("biscambiggia-2p", GREEDY, RANDOM, 1000, 12);
    assertTrue(rate > 0.90, "greedy won only " + rate);
  }

  @Test
  @DisplayName("B-66: RandomBot is uniform over the legal actions")
  void randomIsUniform() {
    Game<GameState> game = Variants.byId("briscola-2p").get().game();
    GameState s = dealt(game, 0, "5C", "AS", "6C", "2S", "4C", "KH", "7H");
    PlayerView view = game.view(s, s.toAct()).get();
    SplittableRandom rng = new SplittableRandom(3);
    int[] counts = new int[3];
    for (int i = 0; i < 3000; i++) {
      counts[view.legalActions().indexOf(RANDOM.choose(game, view, rng))]++;
    }
    for (int c : counts) {
      assertTrue(c > 850 && c < 1150, () -> "counts " + java.util.Arrays.toString(counts));
    }
  }

  // ------------------------------------------------ greedy decisions in set positions (G-n style)

  @Test
  @DisplayName("B-24: playing last, GreedyBot takes the trick with a winning non-trump card, the"
      + " one worth most (AS over 3S, not its trump)")
  void takesWithTheBestNonTrumpWinner() {
    Game<GameState> game = Variants.byId("briscola-2p").get().game();
    // Dealer 0: seat 1 holds 3S 5C 6C and leads, seat 0 holds AS 2S KH; trump card 4H (B-13).
    GameState s = dealt(game, 0, "3S", "AS", "5C", "2S", "6C", "KH", "4H");
    s = play(game, s, 1, "3S");
    assertEquals(card("AS"), greedy(game, s));
  }

  @Test
  @DisplayName("B-24: playing last, GreedyBot spends its cheapest winning trump on a trick worth a"
      + " king")
  void trumpsATrickWorthPoints() {
    Game<GameState> game = Variants.byId("briscola-2p").get().game();
    // Seat 1 leads KS (4 points); seat 0 holds 2S 4C 5H and trump is hearts.
    GameState s = dealt(game, 0, "KS", "2S", "5C", "4C", "6C", "5H", "4H");
    s = play(game, s, 1, "KS");
    assertEquals(card("5H"), greedy(game, s));
  }

  @Test
  @DisplayName("B-24: playing last on a trick worth nothing, GreedyBot keeps its trump and throws"
      + " its cheapest, weakest card")
  void keepsTrumpsOnAWorthlessTrick() {
    Game<GameState> game = Variants.byId("briscola-2p").get().game();
    // Seat 1 leads 4S (0 points); seat 0 holds 2S KC 5H, trump hearts.
    GameState s = dealt(game, 0, "4S", "2S", "5C", "KC", "6C", "5H", "4H");
    s = play(game, s, 1, "4S");
    assertEquals(card("2S"), greedy(game, s));
  }

  @Test
  @DisplayName("B-20: leading, GreedyBot plays a liscio, its cheapest card that is not a trump")
  void leadsALiscio() {
    Game<GameState> game = Variants.byId("briscola-2p").get().game();
    // Dealer 1: seat 0 holds AC 4D 5H and leads; trump card 6H.
    GameState s = dealt(game, 1, "AC", "5C", "4D", "6C", "5H", "7C", "6H");
    assertEquals(0, s.toAct());
    assertEquals(card("4D"), greedy(game, s));
  }

  @Test
  @DisplayName("B-10: GreedyBot reads the rank order from the rules: 7 beats 3 in"
      + " biscambiggia-2p (Genoese) but not in briscola-2p (Italian)")
  void schemeAware() {
    String[] order = {"3S", "7S", "5D", "2C", "6D", "4C", "4H"};
    Game<GameState> genoese = Variants.byId("biscambiggia-2p").get().game();
    GameState g = play(genoese, dealt(genoese, 0, order), 1, "3S");
    assertEquals(card("7S"), greedy(genoese, g), "the Genoese 7S wins 3S and is worth 10");
    Game<GameState> italian = Variants.byId("briscola-2p").get().game();
    GameState i = play(italian, dealt(italian, 0, order), 1, "3S");
    assertEquals(card("2C"), greedy(italian, i), "the Italian 7S loses to 3S: throw the 2C");
  }

  // ------------------------------------------------------------------------------- helpers

  /** The share of matches bot a wins against bot b, seats and first dealer alternating. */
  static double winRate(String id, Bot a, Bot b, int matches, long seed) {
    Game<GameState> game = Variants.byId(id).get().game();
    SplittableRandom root = new SplittableRandom(seed);
    int wins = 0;
    for (int m = 0; m < matches; m++) {
      SplittableRandom rng = root.split();
      int seatA = (m / 2) % 2;
      Bot[] bots = seatA == 0 ? new Bot[] {a, b} : new Bot[] {b, a};
      GameState s = game.newMatch(MatchOptions.defaults().with("dealer", m % 2)).get();
      Shuffle shuffle = Shuffle.using(rng);
      while (!s.isOver()) {
        if (s.toAct() == GameState.CHANCE) {
          s = game.applyLegal(s, new Deal(shuffle.order(s.deck())));
        } else {
          int seat = s.toAct();
          s = game.applyLegal(s, bots[seat].choose(game, game.view(s, seat).get(), rng));
        }
      }
      if (s.winner().contains(seatA)) {
        wins++;
      }
    }
    return (double) wins / matches;
  }

  /** A match dealt from an order that starts with these cards, the rest of the deck after. */
  static GameState dealt(Game<GameState> game, int dealer, String... top) {
    GameState s = game.newMatch(MatchOptions.defaults().with("dealer", dealer)).get();
    Seq<Card> first = Array.of(top).map(BotTest::card);
    Seq<Card> order = first.appendAll(s.deck().cards().removeAll(first));
    return game.apply(s, new Deal(order)).get();
  }

  static GameState play(Game<GameState> game, GameState s, int seat, String code) {
    return game.apply(s, new PlayCard(seat, card(code))).get();
  }

  static Card greedy(Game<GameState> game, GameState s) {
    PlayerView view = game.view(s, s.toAct()).get();
    Action a = GREEDY.choose(game, view, new SplittableRandom(1));
    assertTrue(view.legalActions().contains(a));
    return ((PlayCard) a).card();
  }

  static Card card(String code) {
    return Card.parse(code).get();
  }
}
