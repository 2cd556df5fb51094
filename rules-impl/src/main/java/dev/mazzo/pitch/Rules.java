package dev.mazzo.pitch;

import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Action;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection;
import dev.mazzo.table.OptionValues;
import dev.mazzo.table.TableRules;
import dev.mazzo.trick.TrumpContext;
import dev.mazzo.trick.TrumpOrder;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A {@link Spec} resolved with a match's options (§14): the deck (P-2, with or without the jokers),
 * one trump context per suit built from the order in use (P-4, P-6, P-7) and the point table (P-5,
 * P-28), and the option values. Built once per match and shared by its states. Equality is the
 * variant and the option values ({@link TableRules}).
 */
final class Rules extends TableRules {

  /** A bid of "moon" is kept as T + 1: it ranks above every number (P-11). */
  final int moon;

  final Spec spec;
  final int total;

  /** The trump context of each suit ordinal (H, D, C, S). */
  final TrumpContext[] contexts;

  final int firstDealer;

  final boolean dirty;
  final boolean madeBidScoresBid;
  final boolean defendersScore;
  final boolean allPassRedeal;
  final int minBid;
  final int target;
  final boolean misdealIfPointBurned;
  final boolean remainderFill;
  final boolean calledCardOnFirstTrick;

  /** The play of each seat and card id, made once so that legal actions do not allocate them. */
  final PlayCard[][] plays;

  /**
   * The auction's actions of each seat, made once for the same reason (P-35): index 0 the pass, 1 …
   * T the numbers, T + 1 ({@link #moon}) the moon; a bid's index is its level.
   */
  final Action[][] speeches;

  /**
   * The four-player declarer's legal trumps of each seat, H, D, C, S (P-35), made once for the same
   * reason; with five players the calls are listed by {@link MaskList#calls}.
   */
  final Seq<Action>[] trumps;

  /**
   * Five players: per seat, the table of {@link MaskList#calls}: per suit H, D, C, S, a trump
   * action that names the suit and calls the card for each trump of the suit, in canonical order
   * (null with four players): made once, so that a list of calls answers an action without making
   * one (issue 29).
   */
  final Action[][] callTable;

  /** The auction's legal lists of each seat ({@link BidPhase#lists}), made once (P-35). */
  final Seq<Action>[][] bidLists;

  /**
   * The legal list of a seat's play of one card id, made once (P-35): a {@link MaskList} for the
   * seat's last card, a {@code List} for the card it must play (P-26).
   */
  final Seq<Action>[][] lastCard;

  final Seq<Action>[][] forcedCard;

  /** The remainder's legal list of each declarer seat (P-18, P-35): take, then pass. */
  final Seq<Action>[] remainders;

  /** The match sides (P-1, P-9), made once. */
  private final Seq<Seq<Integer>> sides;

  /**
   * Five players: the two sides of a hand's contract by declarer and partner + 1 (P-31), the
   * bidding side first (declarer and partner, ascending), then the other seats ascending; made
   * once.
   */
  private final Seq<Seq<Integer>>[][] contractSides;

  /** The events that depend only on a seat and a card or number ({@link SharedEvents}). */
  final SharedEvents events;

  /**
   * The empty arrays of a position between hands (P-37), shared by its states and never changed in
   * place (see {@link Draft#clearHand}): no cards per seat, empty piles and no points per seat
   * ({@link Draft#piles}), and the match score of a new match (P-29).
   */
  final long[] noCards;

  final long[] noPiles;
  final int[] noScore;

  /**
   * The state of a new match under these rules ({@link Draft#newMatch}), made once and answered by
   * every {@code newMatch} (issue 29: a simulator starts a match per hand): a state is immutable,
   * and every transition works on a copy of it.
   */
  final PitchState newMatch;

  private Rules(Spec spec, Map<String, Object> values) {
    super(spec.id, spec.players, values, deckOf(Boolean.TRUE.equals(values.get("removeJokers"))));
    this.spec = spec;
    this.total = spec.total;
    this.moon = spec.total + 1;
    this.firstDealer = (Integer) values.get("dealer");
    this.dirty = (Boolean) values.get("dirty");
    this.madeBidScoresBid = "bid".equals(values.get("madeBidScores"));
    this.defendersScore = (Boolean) values.get("defendersScore");
    this.allPassRedeal = (Boolean) values.get("allPassRedeal");
    this.minBid = (Integer) values.get("minBid");
    this.target = (Integer) values.get("target");
    this.misdealIfPointBurned = (Boolean) values.get("misdealIfPointBurned");
    this.remainderFill = Boolean.TRUE.equals(values.get("remainderFill"));
    this.calledCardOnFirstTrick = Boolean.TRUE.equals(values.get("calledCardOnFirstTrick"));
    TrumpOrder order =
        TrumpOrder.of(
                orderInUse(
                    spec.order,
                    (Boolean) values.get("reverse"),
                    "first-played-high".equals(values.get("jokerOrder"))),
                "A K Q J 10 9 8 7 6 5 4 3 2")
            .points(1, spec.onePointPlaces())
            .points(3, spec.threePointPlaces());
    if (!dirty) {
      order = order.toPlayer(spec.order.equals(Spec.ORDER_20) ? "2 off2" : "2");
    }
    this.contexts = new TrumpContext[4];
    for (int t = 0; t < 4; t++) {
      contexts[t] = order.context(deck, t);
    }
    this.plays = new PlayCard[players][deck.size()];
    for (int s = 0; s < players; s++) {
      for (int id = 0; id < deck.size(); id++) {
        plays[s][id] = new PlayCard(s, deck.card(id));
      }
    }
    this.speeches = new Action[players][moon + 1];
    for (int s = 0; s < players; s++) {
      speeches[s][0] = new Pass(s);
      for (int b = 1; b <= moon; b++) {
        speeches[s][b] = b == moon ? PitchAction.Bid.moon(s) : PitchAction.Bid.of(s, b);
      }
    }
    @SuppressWarnings("unchecked")
    Seq<Action>[] named = new Seq[players];
    for (int s = 0; s < players; s++) {
      Action[] four = new Action[Suit.values().length];
      for (Suit suit : Suit.values()) {
        four[suit.ordinal()] = PitchAction.Trump.of(s, suit);
      }
      named[s] = MaskList.first(four, four.length);
    }
    this.trumps = named;
    this.callTable = players == 5 ? callTable(players, deck, contexts) : null;
    this.bidLists = BidPhase.lists(this);
    @SuppressWarnings("unchecked")
    Seq<Action>[][] last = new Seq[players][deck.size()];
    @SuppressWarnings("unchecked")
    Seq<Action>[][] forced = new Seq[players][deck.size()];
    for (int s = 0; s < players; s++) {
      for (int id = 0; id < deck.size(); id++) {
        last[s][id] = new MaskList(plays[s], 1L << id);
        forced[s][id] = io.vavr.collection.List.of(plays[s][id]);
      }
    }
    this.lastCard = last;
    this.forcedCard = forced;
    @SuppressWarnings("unchecked")
    Seq<Action>[] rest = new Seq[players];
    for (int s = 0; s < players; s++) {
      rest[s] =
          MaskList.first(
              new Action[] {
                new PitchAction.Remainder(s, true), new PitchAction.Remainder(s, false)
              },
              2);
    }
    this.remainders = rest;
    this.sides =
        players == 4
            ? Array.of(Array.of(0, 2), Array.of(1, 3))
            : Array.of(Array.of(0), Array.of(1), Array.of(2), Array.of(3), Array.of(4));
    this.contractSides = contractSides(players);
    this.events = new SharedEvents(deck, players, moon);
    this.noCards = new long[players];
    this.noPiles = new long[3 * players];
    this.noScore = new int[sideCount()];
    // last: the new match reads the shared arrays above; a final field publishes it whole
    this.newMatch = Draft.newMatch(this);
  }

  /**
   * The tables of {@link #callTable}: per seat, per suit a call of each of the suit's trumps, in
   * canonical order; 64 calls (Ten-Point Pitch for five: four suits of sixteen trumps, P-4), the
   * bits of a {@link MaskList}'s word.
   */
  private static Action[][] callTable(int players, Deck deck, TrumpContext[] contexts) {
    List<Action> row = new ArrayList<>();
    Action[][] out = new Action[players][];
    for (int s = 0; s < players; s++) {
      row.clear();
      for (Suit suit : Suit.values()) {
        for (long m = contexts[suit.ordinal()].trumpsLo(); m != 0; m &= m - 1) {
          row.add(PitchAction.Trump.calling(s, suit, deck.card(Long.numberOfTrailingZeros(m))));
        }
      }
      if (row.size() != Long.SIZE) {
        throw new IllegalStateException("a five-player table of 64 calls, not " + row.size());
      }
      out[s] = row.toArray(new Action[0]);
    }
    return out;
  }

  /**
   * The order in use (P-4, P-6, P-7): reversed with {@code reverse}; the two jokers joined by
   * {@code =} (one strength, the first played wins) with {@code "first-played-high"}.
   */
  static String orderInUse(String order, boolean reverse, boolean firstPlayedHigh) {
    List<String> places = new ArrayList<>(List.of(order.split(" ")));
    if (reverse) {
      java.util.Collections.reverse(places);
    }
    String out = String.join(" ", places);
    if (firstPlayedHigh) {
      out = out.replace("JK1 JK2", "JK1=JK2").replace("JK2 JK1", "JK2=JK1");
    }
    return out;
  }

  /** The deck of P-2: suits H, D, C, S, each A, 2 … 10, J, Q, K; then JK1, JK2 unless removed. */
  static Deck deckOf(boolean noJokers) {
    List<Card> cards = new ArrayList<>();
    Rank[] ranks = {
      Rank.ACE,
      Rank.TWO,
      Rank.THREE,
      Rank.FOUR,
      Rank.FIVE,
      Rank.SIX,
      Rank.SEVEN,
      Rank.EIGHT,
      Rank.NINE,
      Rank.TEN,
      Rank.JACK,
      Rank.QUEEN,
      Rank.KING
    };
    for (Suit suit : Suit.values()) {
      for (Rank r : ranks) {
        cards.add(Card.of(r, suit));
      }
    }
    if (!noJokers) {
      cards.add(Card.joker(1));
      cards.add(Card.joker(2));
    }
    return Deck.of(cards);
  }

  /** The rules of a match, or MALFORMED for an option the variant does not accept (§14). */
  static Either<Rejection, Rules> resolve(Spec spec, MatchOptions options) {
    return OptionValues.resolve(spec.id, spec.options, options).map(v -> new Rules(spec, v));
  }

  /** The cards dealt to each seat (P-10): 9 with four players, 10 with five. */
  int dealt() {
    return players == 4 ? 9 : 10;
  }

  /** The trump context of a suit ordinal. */
  TrumpContext context(int trump) {
    return contexts[trump];
  }

  /** The match sides (P-1, P-9). */
  Seq<Seq<Integer>> sides() {
    return sides;
  }

  /** The sides of a five-player contract (P-31); see {@link #contractSides}. */
  Seq<Seq<Integer>> contractSides(int declarer, int partner) {
    return contractSides[declarer][partner + 1];
  }

  @SuppressWarnings("unchecked")
  private static Seq<Seq<Integer>>[][] contractSides(int players) {
    Seq<Seq<Integer>>[][] out = new Seq[players][players + 1];
    for (int b = 0; b < players; b++) {
      for (int partner = -1; partner < players; partner++) {
        java.util.List<Integer> ours = new ArrayList<>();
        java.util.List<Integer> theirs = new ArrayList<>();
        for (int p = 0; p < players; p++) {
          (p == b || p == partner ? ours : theirs).add(p);
        }
        out[b][partner + 1] = Array.of(Array.ofAll(ours), Array.ofAll(theirs));
      }
    }
    return out;
  }

  /** The number of match sides. */
  int sideCount() {
    return players == 4 ? 2 : 5;
  }
}
