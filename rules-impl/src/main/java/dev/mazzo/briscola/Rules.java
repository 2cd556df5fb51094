package dev.mazzo.briscola;

import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Suit;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection;
import dev.mazzo.table.OptionValues;
import dev.mazzo.table.TableRules;
import dev.mazzo.trick.TrickTable;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A {@link Spec} resolved with a match's options: the deck, the trick tables, the sides, the
 * targets. Built once per match of other options; the matches of the default options, given or not,
 * share the variant's (see {@code VariantGame#newMatch}); every state of the match shares it.
 * Equality is the variant and the resolved option values.
 */
final class Rules extends TableRules {
  final Spec spec;
  final int handSize;
  final Scheme scheme;
  final TrickTable table;

  /** The card points of the whole deck, T (B-11). */
  final int total;

  /** Tricks in a hand: N / n (B-30). */
  final int tricks;

  final HandRule handRule;

  /** The match target: hands to win (B-39) or game points (B-40). */
  final int handsToWin;

  final Spec.Scale scale;
  final int firstDealer;

  /** The number of deals of a chiamata match (B-41). */
  final int deals;

  /** Chiamata with {@code firstLead:"caller"} (B-54). */
  final boolean declarerLeads;

  /** The match side of each seat (B-3). */
  final int[] sideOfSeat;

  final Seq<Seq<Integer>> sides;

  /**
   * Chiamata's sides of a hand once the card is called (B-57), by declarer and partner + 1 (0: the
   * declarer alone): the declarer with the partner, then the other seats; null in the other
   * variants. Made once, so that {@link BriscolaState#handSides()} does not allocate in playouts.
   */
  final Seq<Seq<Integer>>[][] contractSides;

  /** The play action of each seat and card id, made once so legalActions does not allocate. */
  final PlayCard[][] plays;

  /**
   * By seat and card id: the legal list of that play alone, made once, so that a seat with one
   * playable card gets a list without allocating one ({@link MaskList}, as every legal list).
   */
  final MaskList[][] onePlay;

  /** Chiamata's bids and calls, made once (B-45, B-66); null in the other variants. */
  final Ladder ladder;

  private Rules(Spec spec, Map<String, Object> values) {
    super(
        spec.id,
        spec.players,
        values,
        deckOf(spec, schemeOf(spec, values), (String) values.get("removedCard")));
    this.spec = spec;
    this.handSize = (Integer) values.getOrDefault("handSize", spec.handSize);
    this.scheme = schemeOf(spec, values);
    this.handsToWin =
        spec.match == Spec.Match.GAME_POINTS
            ? 4
            : (Integer) values.getOrDefault("handsToWin", spec.handsToWin);
    this.scale = "sueca".equals(values.get("scale")) ? Spec.Scale.SUECA : spec.scale;
    this.firstDealer = (Integer) values.get("dealer");
    this.deals = (Integer) values.getOrDefault("deals", 0);
    this.declarerLeads = "caller".equals(values.get("firstLead"));
    boolean pairs = spec.pairs && !"none".equals(values.get("teams"));
    this.table = new TrickTable(deck, c -> scheme.strength(c.rank()), c -> scheme.points(c.rank()));
    int sum = 0;
    for (int id = 0; id < deck.size(); id++) {
      sum += table.pointsOf(id);
    }
    this.total = sum;
    this.tricks = deck.size() / players;
    int sideCount = pairs ? 2 : players;
    this.handRule =
        spec.auction != Spec.Auction.NONE
            ? HandRule.CONTRACT
            : sideCount == 2 ? HandRule.MAJORITY : HandRule.TOP;
    this.sideOfSeat = new int[players];
    List<Seq<Integer>> s = new ArrayList<>();
    for (int side = 0; side < sideCount; side++) {
      List<Integer> seats = new ArrayList<>();
      for (int seat = 0; seat < players; seat++) {
        if (seat % sideCount == side) {
          seats.add(seat);
          sideOfSeat[seat] = side;
        }
      }
      s.add(Array.ofAll(seats));
    }
    this.sides = Array.ofAll(s);
    this.contractSides = handRule == HandRule.CONTRACT ? contractSides(players) : null;
    this.plays = new PlayCard[players][deck.size()];
    for (int seat = 0; seat < players; seat++) {
      for (int id = 0; id < deck.size(); id++) {
        plays[seat][id] = new PlayCard(seat, deck.card(id));
      }
    }
    this.onePlay = new MaskList[players][deck.size()];
    for (int seat = 0; seat < players; seat++) {
      for (int id = 0; id < deck.size(); id++) {
        onePlay[seat][id] =
            id < 64 ? MaskList.of(plays[seat], 1L << id, 0) : MaskList.of(plays[seat], 0, 1L << id);
      }
    }
    this.ladder =
        spec.auction != Spec.Auction.NONE
            ? Ladder.of(spec.auction, scheme, deck.cards(), players)
            : null;
  }

  /** Every declarer's and partner's sides (see {@link #contractSides}). */
  @SuppressWarnings("unchecked")
  private static Seq<Seq<Integer>>[][] contractSides(int players) {
    Seq<Seq<Integer>>[][] out = new Seq[players][players + 1];
    for (int declarer = 0; declarer < players; declarer++) {
      for (int partner = -1; partner < players; partner++) {
        List<Integer> declarerSide = new ArrayList<>();
        List<Integer> others = new ArrayList<>();
        for (int p = 0; p < players; p++) {
          (p == declarer || p == partner ? declarerSide : others).add(p);
        }
        out[declarer][partner + 1] = Array.of(Array.ofAll(declarerSide), Array.ofAll(others));
      }
    }
    return out;
  }

  /** The scheme a match uses: the variant's, or the {@code ranks} option's (B-10). */
  private static Scheme schemeOf(Spec spec, Map<String, Object> values) {
    Object ranks = values.get("ranks");
    if ("queen-high".equals(ranks)) {
      return Scheme.QUEEN_HIGH;
    }
    if ("ten".equals(ranks)) {
      return Scheme.TEN;
    }
    return spec.scheme;
  }

  /**
   * The deck in canonical order (B-5): suits H D C S, ranks A 2 3 4 5 6 7 J Q K (10 for 7 with
   * {@code ranks:"ten"}, B-8), the {@code #2} copies after every plain card, removed cards skipped
   * (B-9).
   */
  private static Deck deckOf(Spec spec, Scheme scheme, String removedCard) {
    List<Card> cards = new ArrayList<>();
    Card removedOne = removedCard == null ? null : Card.parse(removedCard).get();
    for (int copy = 0; copy < spec.decks; copy++) {
      for (Suit suit : Suit.values()) {
        // the scheme's ranks, in the order of the enum, which is B-5's
        for (Rank rank : Rank.values()) {
          Card c = scheme.strength(rank) > 0 ? Card.of(rank, suit, copy) : null;
          if (c != null && !spec.removed.contains(c) && !c.equals(removedOne)) {
            cards.add(c);
          }
        }
      }
    }
    return Deck.of(cards);
  }

  /**
   * Resolves a spec with options (B-68): an unknown name, a value of the wrong type or out of range
   * is MALFORMED.
   */
  static Either<Rejection, Rules> resolve(Spec spec, MatchOptions options) {
    return OptionValues.resolve(spec.id, spec.options, options)
        .map(values -> new Rules(spec, values));
  }
}
