package dev.mazzo.bot;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.briscola.BriscolaHandResult;
import dev.mazzo.briscola.Contract;
import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variants;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.SplittableRandom;

/**
 * The Briscola-family bot tests' shared set-up: the two bots, the share of matches one bot wins
 * against another and of contracts a bot makes, and set positions dealt from given cards.
 */
final class BotPlay {

  private BotPlay() {}

  static final Bot RANDOM = new RandomBot();
  static final Bot GREEDY = new GreedyBot();

  /** The share of matches bot a wins against bot b, seat parities and first dealer rotating. */
  static double winRate(String id, Bot a, Bot b, int matches, long seed) {
    Game<GameState, PlayerView> game = Variants.byId(id).get().game();
    int players = game.variant().players();
    SplittableRandom root = new SplittableRandom(seed);
    int wins = 0;
    for (int m = 0; m < matches; m++) {
      SplittableRandom rng = root.split();
      int parityA = (m / players) % 2;
      Bot[] bots = parityA == 0 ? new Bot[] {a, b} : new Bot[] {b, a};
      GameState s = game.newMatch(MatchOptions.defaults().with("dealer", m % players)).get();
      Shuffle shuffle = Shuffle.using(rng);
      while (!s.isOver()) {
        if (s.toAct() == GameState.CHANCE) {
          s = game.applyLegal(s, new Deal(shuffle.order(s.deck())));
        } else {
          int seat = s.toAct();
          s = game.applyLegal(s, bots[seat % 2].choose(game, game.view(s, seat).get(), rng));
        }
      }
      if (s.winningSide().isDefined()
          && s.sides().get(s.winningSide().get()).head() % 2 == parityA) {
        wins++;
      }
    }
    return (double) wins / matches;
  }

  /** The share of contracts made when every seat is this bot (B-58). */
  static double madeRate(String id, Bot bot, int matches, long seed) {
    Game<GameState, PlayerView> game = Variants.byId(id).get().game();
    SplittableRandom root = new SplittableRandom(seed);
    int contracts = 0;
    int made = 0;
    for (int m = 0; m < matches; m++) {
      SplittableRandom rng = root.split();
      GameState s = game.newMatch(MatchOptions.defaults().with("dealer", m % 5)).get();
      Shuffle shuffle = Shuffle.using(rng);
      while (!s.isOver()) {
        if (s.toAct() == GameState.CHANCE) {
          s = game.applyLegal(s, new Deal(shuffle.order(s.deck())));
        } else {
          s = game.applyLegal(s, bot.choose(game, game.view(s, s.toAct()).get(), rng));
        }
        for (Event e : s.lastEvents()) {
          if (e instanceof Event.HandScored) {
            Contract c = ((BriscolaHandResult) ((Event.HandScored) e).result()).contract().get();
            if (c.declarer().isDefined()) {
              contracts++;
              made += c.made().contains(true) ? 1 : 0;
            }
          }
        }
      }
    }
    assertTrue(contracts > matches, id + ": too few contracts to measure: " + contracts);
    return (double) made / contracts;
  }

  /**
   * The deal order that gives each seat these cards (B-13: order[k] goes to seat (d + 1 + k) mod
   * n), for whole-deck games.
   */
  static Seq<Card> order(int players, int dealer, String[][] hands) {
    int size = hands[0].length;
    Card[] order = new Card[players * size];
    for (int seat = 0; seat < players; seat++) {
      int offset = Math.floorMod(seat - dealer - 1, players);
      for (int j = 0; j < size; j++) {
        order[j * players + offset] = card(hands[seat][j]);
      }
    }
    return Array.of(order);
  }

  /** A bisca-8p deal, dealer 6, whose first card of each seat 7, 0, 1 … 6 is given; trump D. */
  static GameState dealt8(Game<GameState, PlayerView> game, String[] firstCards) {
    // Seat 7 gets order[0], 8, 16; seat 0 order[1], 9, 17; … seat 6 order[7], 15, 23 (B-13).
    // Seat 6's other cards are 3C and KD; order[24] = 4D is the trump card.
    String[] top = new String[25];
    System.arraycopy(firstCards, 0, top, 0, 8);
    String[] filler = {
      "2H", "2D", "3H", "3D", "6H", "6D", "7H", "3C", "2H#2", "2D#2", "3H#2", "3D#2", "6H#2",
      "6D#2", "7H#2", "KD", "4D"
    };
    System.arraycopy(filler, 0, top, 8, filler.length);
    GameState s = game.newMatch(MatchOptions.defaults().with("dealer", 6)).get();
    Seq<Card> first = Array.of(top).map(BotPlay::card);
    return game.apply(s, new Deal(first.appendAll(s.deck().cards().removeAll(first)))).get();
  }

  /** A match dealt from an order that starts with these cards, the rest of the deck after. */
  static GameState dealt(Game<GameState, PlayerView> game, int dealer, String... top) {
    GameState s = game.newMatch(MatchOptions.defaults().with("dealer", dealer)).get();
    Seq<Card> first = Array.of(top).map(BotPlay::card);
    Seq<Card> order = first.appendAll(s.deck().cards().removeAll(first));
    return game.apply(s, new Deal(order)).get();
  }

  static GameState play(Game<GameState, PlayerView> game, GameState s, int seat, String code) {
    Either<Rejection, GameState> next = game.apply(s, new PlayCard(seat, card(code)));
    assertTrue(next.isRight(), () -> "seat " + seat + " " + code + ": " + next.getLeft());
    return next.get();
  }

  static Card greedy(Game<GameState, PlayerView> game, GameState s) {
    PlayerView view = game.view(s, s.toAct()).get();
    Action a = GREEDY.choose(game, view, new SplittableRandom(1));
    assertTrue(view.legalActions().contains(a));
    return ((PlayCard) a).card();
  }

  static Card card(String code) {
    return Card.parse(code).get();
  }
}
