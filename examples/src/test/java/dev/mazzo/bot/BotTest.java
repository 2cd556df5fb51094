package dev.mazzo.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.briscola.Bid;
import dev.mazzo.briscola.BriscolaHandResult;
import dev.mazzo.briscola.BriscolaView;
import dev.mazzo.briscola.Call;
import dev.mazzo.briscola.Contract;
import dev.mazzo.card.Card;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Shuffle;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The bots: legal play in every variant (B-66), and greedy play that beats random play. */
class BotTest {

  private static final Bot RANDOM = new RandomBot();
  private static final Bot GREEDY = new GreedyBot();

  /** Greedy card play, but a uniformly random bid, pass and call: measures the auction alone. */
  private static final Bot RANDOM_AUCTION =
      new Bot() {
        @Override
        public Action choose(
            Game<GameState, PlayerView> game, PlayerView view, RandomGenerator rng) {
          return view.phase() == Phase.PLAY
              ? GREEDY.choose(game, view, rng)
              : RANDOM.choose(game, view, rng);
        }

        @Override
        public String name() {
          return "random-auction";
        }
      };

  // ------------------------------------------------------------------------ legal, every id

  /**
   * Two whole matches of each of the 18 ids, with the checked {@code apply}: every answer of either
   * bot must be one of its view's legal actions (so Sueca's follow suit, B-23, and every bid and
   * call of chiamata), and be accepted.
   */
  @Property(tries = 8)
  @Label("B-6, B-66: the bots only ever play one of their view's legal actions, in all 18 ids")
  void botsPlayOnlyLegalActions(@ForAll long seed) {
    // The other families have their own tests (TombolonBotTest, FiveHundredBotTest …).
    Seq<Variant> briscola =
        Variants.all().filter(v -> dev.mazzo.briscola.Briscola.ids().contains(v.id()));
    assertEquals(18, briscola.size(), "B-6 lists 18 ids");
    SplittableRandom rng = new SplittableRandom(seed);
    for (Variant variant : briscola) {
      Game<GameState, PlayerView> game = variant.game();
      for (int m = 0; m < 2; m++) {
        Bot[] bots = rng.nextBoolean() ? new Bot[] {GREEDY, RANDOM} : new Bot[] {RANDOM, GREEDY};
        if (rng.nextInt(4) == 0) {
          bots = new Bot[] {GREEDY};
        }
        GameState s =
            game.newMatch(MatchOptions.defaults().with("dealer", rng.nextInt(variant.players())))
                .get();
        Shuffle shuffle = Shuffle.using(rng);
        int plays = 0;
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
          assertTrue(next.isRight(), () -> variant.id() + " rejected " + a + ": " + next.getLeft());
          s = next.get();
          plays += a instanceof PlayCard ? 1 : 0;
        }
        assertTrue(s.results().nonEmpty(), variant.id());
        assertTrue(plays > 0 || s.results().forAll(r -> r.sides().isEmpty()), variant.id());
      }
    }
  }

  // ------------------------------------------------------------------ greedy beats random

  @Test
  @DisplayName(
      "B-31: GreedyBot wins clearly more than 90% of 1200 briscola-2p matches against"
          + " RandomBot")
  void greedyBeatsRandom() {
    double rate = winRate("briscola-2p", GREEDY, RANDOM, 1200, 11);
    // Measured: 97.7-97.9% over 4000, 30000 and 100000 matches; 90% leaves a wide margin.
    assertTrue(rate > 0.90, "greedy won only " + rate);
  }

  @Test
  @DisplayName("B-10: GreedyBot also beats RandomBot under the Genoese order (biscambiggia-2p)")
  void greedyBeatsRandomGenoese() {
    double rate = winRate("biscambiggia-2p", GREEDY, RANDOM, 600, 12);
    assertTrue(rate > 0.90, "greedy won only " + rate);
  }

  @Test
  @DisplayName(
      "B-23, B-40: in sueca-4p the greedy side (seats 0 and 2) beats the random side"
          + " (1 and 3) in more than 75% of 600 matches")
  void greedyBeatsRandomSueca() {
    double rate = winRate("sueca-4p", GREEDY, RANDOM, 600, 13);
    // Measured: 86.2% over 4000 matches (65.5% before the bot led masters in Sueca).
    assertTrue(rate > 0.75, "greedy won only " + rate);
  }

  @Test
  @DisplayName(
      "B-3, B-25: in bisca-8p the greedy team beats the random team in more than 60% of"
          + " 300 matches")
  void greedyBeatsRandomBisca8() {
    double rate = winRate("bisca-8p", GREEDY, RANDOM, 300, 14);
    // Measured: 72.0% over 4000 matches (a standard error of 2.6% over 300).
    assertTrue(rate > 0.60, "greedy won only " + rate);
  }

  @Test
  @DisplayName(
      "B-58: with the same card play, greedy bidders make their contracts far more often"
          + " than random bidders, in both chiamata ids")
  void greedyContractsAreMade() {
    for (String id : new String[] {"briscola-chiamata-5p", "biscambiggia-chiamata-5p"}) {
      double greedy = madeRate(id, GREEDY, 60, 21);
      double random = madeRate(id, RANDOM_AUCTION, 60, 21);
      // Measured over 150 matches (750 deals) of each id: greedy bidders made 93.2% (briscola)
      // and 90.1% (biscambiggia) of their contracts, random bidders 2.4% and 0.4%; over 2000
      // matches greedy made 91.8% and 90%.
      assertTrue(greedy > 0.80, id + ": greedy made only " + greedy);
      assertTrue(greedy > random + 0.50, id + ": greedy " + greedy + ", random " + random);
    }
  }

  @Test
  @DisplayName("B-66: RandomBot is uniform over the legal actions")
  void randomIsUniform() {
    Game<GameState, PlayerView> game = Variants.byId("briscola-2p").get().game();
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
            .map(BotTest::card);
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
    assertEquals(Phase.CALL, s.phase());
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
    // Trick 2: seat 2 leads AS; seats 3, 4, 0 follow; the caller plays last.
    s = play(game, s, 2, "AS");
    s = play(game, s, 3, "JD");
    s = play(game, s, 4, "7S");
    s = play(game, s, 0, "4D");
    assertEquals(1, s.toAct());
    // It holds AH 3H 4H 7H (trumps), AC, 4S, 5S: it throws AC, worth 11, not a trump.
    assertEquals(card("AC"), greedy(game, s));
  }

  // ------------------------------------------------------------------------------- helpers

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
            if (c.caller().isDefined()) {
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
    Seq<Card> first = Array.of(top).map(BotTest::card);
    return game.apply(s, new Deal(first.appendAll(s.deck().cards().removeAll(first)))).get();
  }

  /** A match dealt from an order that starts with these cards, the rest of the deck after. */
  static GameState dealt(Game<GameState, PlayerView> game, int dealer, String... top) {
    GameState s = game.newMatch(MatchOptions.defaults().with("dealer", dealer)).get();
    Seq<Card> first = Array.of(top).map(BotTest::card);
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
