package dev.mazzo.fivehundred;

import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Action;
import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayCard;
import dev.mazzo.trick.TrumpContext;
import dev.mazzo.trick.TrumpOrder;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * One Five Hundred variant as data (five-hundred.md F-1, F-2, F-4, F-14): its id, seats, deck in
 * canonical order, match sides, options (§12) and the five trump contexts of the trick core (four
 * suits and no-trump) built from the chapter's card order.
 */
final class Spec {

  /**
   * The trumps of a suit contract, high to low (F-14): joker, right bower, left bower, the rest.
   */
  static final String TRUMP_ORDER = "JK J offJ A K Q 13 12 11 10 9 8 7 6 5 4 3 2";

  /** Every other suit, and every suit in a no-trump hand (F-14). */
  static final String PLAIN_ORDER = "A K Q J 13 12 11 10 9 8 7 6 5 4 3 2";

  /** The card order of every variant: the joker is the only trump in a no-trump hand (F-18). */
  static final TrumpOrder ORDER = TrumpOrder.of(TRUMP_ORDER, PLAIN_ORDER).noTrump("JK");

  final String id;
  final String name;
  final int players;
  final Deck deck;

  /** The match sides (F-1): teams in 4p and 6p, one seat each in 3p and 5p. */
  final Seq<Seq<Integer>> sides;

  /** The match side of each seat. */
  final int[] sideOf;

  /** True in 4p and 6p, where the match sides are teams (F-4). */
  final boolean teams;

  final Seq<OptionSpec> options;
  final String description;

  /** The trick core per trump: index 0 … 3 the suits H D C S, 4 no-trump. */
  private final TrumpContext[] contexts = new TrumpContext[5];

  /**
   * Per trump context (as {@link #context}'s index: H 0 … S 3, no-trump 4) and card id, the cards
   * of the deck stronger than it in its effective suit ({@link FiveHundredGreedy#above}): the
   * strength tables behind {@link Reading#estimate}, worked out once per variant.
   */
  final byte[][] above = new byte[5][];

  /**
   * Per seat and card id, the play of that card with no named suit (F-16), made once per variant so
   * that listing the legal plays allocates no action (F-31).
   */
  final PlayCard[][] plays;

  /**
   * Per seat and card id, the legal list of that play alone (F-31), made once: a seat that must
   * follow with its one card of the led suit, or plays its last card, gets a list without making
   * one (issue 29).
   */
  final Picks[][] onePlay;

  /** The joker's id, the deck's highest (F-2). */
  final int jokerId;

  /**
   * Per seat and suit ordinal (H D C S), the joker led in a no-trump hand naming that suit (F-18).
   */
  final PlayWithSuit[][] jokerLeads;

  /** Per seat, its pass, then its bid of each {@link Bid} in ladder order (F-8). */
  final Action[][] speeches;

  /** Per seat, the auction's call of each of its speeches, in the order of {@link #speeches}. */
  final AuctionCall[][] calls;

  /** Per seat and card id, the events of that card's play ({@link SharedEvents#plays}). */
  final io.vavr.collection.List<dev.mazzo.game.Event>[][] playedEvents;

  /**
   * Per seat, the events of each speech in the order of {@link #speeches} ({@link SharedEvents}).
   */
  final io.vavr.collection.List<dev.mazzo.game.Event>[][] speechEvents;

  private Spec(
      String id,
      String name,
      int players,
      Deck deck,
      Seq<Seq<Integer>> sides,
      boolean teams,
      String description) {
    this.id = id;
    this.name = name;
    this.players = players;
    this.deck = deck;
    this.sides = sides;
    this.teams = teams;
    this.sideOf = new int[players];
    for (int side = 0; side < sides.size(); side++) {
      for (int seat : sides.get(side)) {
        sideOf[seat] = side;
      }
    }
    this.options =
        Array.of(
            OptionSpec.integer("dealer", 0, 0, players - 1, "the first dealer (F-4)"),
            OptionSpec.choice(
                "biddingStyle",
                "australian",
                "continuous bidding until all others pass, or one call each (F-8, F-9)",
                "australian",
                "american"),
            OptionSpec.bool("misere", true, "misère and open misère may be bid (F-7)"),
            OptionSpec.choice(
                "openMisereExpose",
                "after-first-trick",
                "when the open misère hand is shown (F-21)",
                "after-first-trick",
                "before-lead"),
            OptionSpec.bool(
                "winOnlyByContract", true, "a side wins only by making a contract (F-27)"),
            OptionSpec.choice(
                "allPass",
                "redeal",
                "when everybody passes: a void hand, or a no-trump hand for tricks (F-10)",
                "redeal",
                "no-trump-tricks"),
            OptionSpec.bool(
                "misereOpponentsScoreTricks",
                false,
                "the defenders of a misère score 10 per trick the contractor wins (F-24)"));
    this.description = description;
    for (int t = 0; t < 4; t++) {
      contexts[t] = ORDER.context(deck, t);
    }
    contexts[4] = ORDER.context(deck, TrumpContext.NO_TRUMP);
    for (int k = 0; k < 5; k++) {
      above[k] = new byte[deck.size()];
      for (int c = 0; c < deck.size(); c++) {
        above[k][c] = (byte) FiveHundredGreedy.above(contexts[k], deck.all().lo(), c);
      }
    }
    this.plays = new PlayCard[players][deck.size()];
    this.jokerLeads = new PlayWithSuit[players][4];
    this.onePlay = new Picks[players][deck.size()];
    this.jokerId = PlayPhase.jokerId(deck);
    this.speeches = new Action[players][Bid.values().length + 1];
    Card joker = Card.joker(0);
    for (int s = 0; s < players; s++) {
      for (int c = 0; c < deck.size(); c++) {
        plays[s][c] = new PlayCard(s, deck.card(c));
        onePlay[s][c] = Picks.of(plays[s], 1L << c);
      }
      for (Suit suit : Suit.values()) {
        jokerLeads[s][suit.ordinal()] = new PlayWithSuit(s, joker, suit);
      }
      speeches[s][0] = new Pass(s);
      for (Bid b : Bid.values()) {
        speeches[s][b.ordinal() + 1] = new MakeBid(s, b);
      }
    }
    this.calls = Calls.table(speeches);
    this.playedEvents = SharedEvents.plays(deck, players);
    this.speechEvents = SharedEvents.speeches(players);
  }

  /** The trick core of a trump: a suit ordinal (H 0 … S 3) or -1 for no-trump. */
  TrumpContext context(int trump) {
    return contexts[trump < 0 ? 4 : trump];
  }

  /** The variant of F-1 for 3, 4, 5 or 6 players. */
  static Spec of(int players) {
    switch (players) {
      case 3:
        return new Spec(
            "five-hundred-3p",
            "Five Hundred (3 players)",
            3,
            deck("A K Q J 10 9 8 7", "A K Q J 10 9 8 7"),
            seats(3),
            false,
            "Five Hundred for three with 33 cards (A to 7 and the joker): bid tricks with a trump"
                + " or no-trumps, or misère, take the three-card kitty and make the contract"
                + " alone against the other two; the joker and both bowers are the top trumps;"
                + " first to 500 by a contract wins (five-hundred.md).");
      case 4:
        return new Spec(
            "five-hundred-4p",
            "Five Hundred (4 players)",
            4,
            deck("A K Q J 10 9 8 7 6 5 4", "A K Q J 10 9 8 7 6 5"),
            Array.of(Array.of(0, 2), Array.of(1, 3)),
            true,
            "Five Hundred for four in two partnerships with 43 cards (red suits to 4, black to 5,"
                + " and the joker), the Australian game with the Avondale scores, misère and open"
                + " misère; first side to 500 by a contract wins, −500 loses (five-hundred.md).");
      case 5:
        return new Spec(
            "five-hundred-5p",
            "Five Hundred (5 players)",
            5,
            deck("A K Q J 10 9 8 7 6 5 4 3 2", "A K Q J 10 9 8 7 6 5 4 3 2"),
            seats(5),
            false,
            "Five Hundred for five with 53 cards (52 and the joker): the contractor calls a card"
                + " whose holder is his secret partner, or plays alone; each seat keeps its own"
                + " score, first to 500 by a contract wins (five-hundred.md).");
      default:
        return new Spec(
            "five-hundred-6p",
            "Five Hundred (6 players)",
            6,
            deck("A K Q J 13 12 11 10 9 8 7 6 5 4 3 2", "A K Q J 12 11 10 9 8 7 6 5 4 3 2"),
            Array.of(Array.of(0, 2, 4), Array.of(1, 3, 5)),
            true,
            "Five Hundred for six in two teams of three with 63 cards (11s, 12s and red 13s"
                + " added, and the joker); first side to 500 by a contract wins"
                + " (five-hundred.md).");
    }
  }

  /** One side per seat (3p, 5p). */
  private static Seq<Seq<Integer>> seats(int players) {
    Seq<Seq<Integer>> out = Array.empty();
    for (int seat = 0; seat < players; seat++) {
      out = out.append(Array.of(seat));
    }
    return out;
  }

  /**
   * The deck of F-2 in canonical order: suits H, D, C, S; within a suit A, 2 … 13, J, Q, K (those
   * in the deck); then {@code JK}.
   */
  private static Deck deck(String red, String black) {
    List<Card> cards = new ArrayList<>();
    for (Suit suit : Suit.values()) {
      Set<Rank> ranks = EnumSet.noneOf(Rank.class);
      for (String token : (suit.ordinal() < 2 ? red : black).split(" ")) {
        ranks.add(Rank.parse(token).get());
      }
      for (Rank rank : Rank.values()) {
        if (ranks.contains(rank)) {
          cards.add(Card.of(rank, suit));
        }
      }
    }
    cards.add(Card.joker(0));
    return Deck.of(cards);
  }
}
