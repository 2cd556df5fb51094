package dev.mazzo.tombolon;

import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variants;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds Tombolon positions for the rule tests: a state in phase {@code play} with the given hands,
 * table (in order), stock, piles, scores and counters. "Other cards are irrelevant" in the golden
 * examples (tombolon.md §13), so a position need not hold the whole deck.
 */
final class Position {

  private final String id;
  private final Rules rules;
  private int dealer = 0;
  private int toAct = -1;
  private int handNo = 1;
  private final long[] cards;
  private final List<Integer> table = new ArrayList<>();
  private final List<Integer> stock = new ArrayList<>();
  private int distribution = 1;
  private int lastTaker = -1;
  private final int[] counters = new int[6];
  private final int[] score = new int[2];

  private Position(String id, MatchOptions options) {
    this.id = id;
    this.rules = Rules.resolve(variant(id).spec, options).get();
    this.cards = new long[2 * rules.players];
  }

  static Position of(String id) {
    return new Position(id, MatchOptions.defaults());
  }

  static Position of(String id, MatchOptions options) {
    return new Position(id, options);
  }

  static TombolonVariant variant(String id) {
    return (TombolonVariant) Variants.byId(id).get();
  }

  static Game<GameState, PlayerView> game(String id) {
    return Variants.byId(id).get().game();
  }

  /** The deck of a variant. */
  static Deck deck(String id) {
    return variant(id).spec.deck;
  }

  /** Codes separated by spaces, parsed in the variant's deck. */
  static Seq<Card> cards(String id, String codes) {
    Deck deck = deck(id);
    if (codes.isBlank()) {
      return Array.empty();
    }
    return Array.of(codes.trim().split("\\s+")).map(c -> deck.parse(c).get());
  }

  private long mask(String codes) {
    long m = 0;
    for (Card c : cards(id, codes)) {
      m |= 1L << rules.deck.idOf(c);
    }
    return m;
  }

  Position dealer(int d) {
    this.dealer = d;
    return this;
  }

  Position toAct(int seat) {
    this.toAct = seat;
    return this;
  }

  Position hand(int number) {
    this.handNo = number;
    return this;
  }

  Position hand(int seat, String codes) {
    cards[seat] = mask(codes);
    return this;
  }

  Position pile(int seat, String codes) {
    cards[rules.players + seat] = mask(codes);
    return this;
  }

  /** A pile of these cards plus {@code fill} more, taken from the cards no one else holds. */
  Position pileFilled(int seat, String codes, int total, String avoid) {
    long m = mask(codes);
    long used = m | mask(avoid);
    for (long c : cards) {
      used |= c;
    }
    for (int t : table) {
      used |= 1L << t;
    }
    for (int t : stock) {
      used |= 1L << t;
    }
    for (int id = 0; id < rules.size && Long.bitCount(m) < total; id++) {
      if ((used & (1L << id)) == 0 && (rules.spades & (1L << id)) == 0) {
        m |= 1L << id;
      }
    }
    if (Long.bitCount(m) != total) {
      throw new IllegalArgumentException("not enough free cards for a pile of " + total);
    }
    cards[rules.players + seat] = m;
    return this;
  }

  Position table(String codes) {
    for (Card c : cards(id, codes)) {
      table.add(rules.deck.idOf(c));
    }
    return this;
  }

  Position stock(String codes) {
    for (Card c : cards(id, codes)) {
      stock.add(rules.deck.idOf(c));
    }
    return this;
  }

  Position distribution(int d) {
    this.distribution = d;
    return this;
  }

  Position lastTaker(int seat) {
    this.lastTaker = seat;
    return this;
  }

  Position score(int side0, int side1) {
    score[0] = side0;
    score[1] = side1;
    return this;
  }

  Position scope(int side, int count, int points) {
    counters[side] = count;
    counters[2 + side] = points;
    return this;
  }

  Position colore(int side, int points) {
    counters[4 + side] = points;
    return this;
  }

  TombolonState build() {
    byte[] t = new byte[table.size()];
    long tm = 0;
    for (int i = 0; i < t.length; i++) {
      t[i] = (byte) (int) table.get(i);
      tm |= 1L << t[i];
    }
    byte[] s = new byte[stock.size()];
    for (int i = 0; i < s.length; i++) {
      s[i] = (byte) (int) stock.get(i);
    }
    return new Draft(rules, dealer, handNo)
        .phase(Phase.PLAY, toAct >= 0 ? toAct : rules.eldestOf(dealer))
        .cards(cards.clone())
        .table(t, tm)
        .stock(s)
        .distributed(0, distribution)
        .takings(lastTaker, counters.clone())
        .scored(score.clone(), Vector.<HandResult>empty())
        .events(Array.empty())
        .build();
  }

  // ---------------------------------------------------------------- acting

  static CapturePlay play(String id, int seat, String card, String capture) {
    return new CapturePlay(seat, deck(id).parse(card).get(), cards(id, capture));
  }

  /** Applies an action that must be accepted. */
  static TombolonState apply(GameState s, Action a) {
    Either<Rejection, GameState> r = game(s.variantId()).apply(s, a);
    if (r.isLeft()) {
      throw new AssertionError("rejected " + a + ": " + r.getLeft());
    }
    return (TombolonState) r.get();
  }

  /** Applies an action that must be rejected; returns the rejection. */
  static Rejection reject(GameState s, Action a) {
    Either<Rejection, GameState> r = game(s.variantId()).apply(s, a);
    if (r.isRight()) {
      throw new AssertionError("accepted " + a);
    }
    return r.getLeft();
  }

  /** A new match of a variant (default options, or the given ones). */
  static TombolonState newMatch(String id, MatchOptions options) {
    return (TombolonState) game(id).newMatch(options).get();
  }

  /** A seeded deal of a new match. */
  static TombolonState dealt(String id, int dealer, long seed) {
    TombolonState s = newMatch(id, MatchOptions.defaults().with("dealer", dealer));
    return apply(s, new Deal(Shuffle.seeded(seed).order(s.deck())));
  }

  /**
   * A deal order with the given cards at the given indices ({@code index, code, …}) and every other
   * card, in canonical order, in the free places.
   */
  static Seq<Card> order(String id, Object... placed) {
    Deck deck = deck(id);
    Card[] out = new Card[deck.size()];
    boolean[] used = new boolean[deck.size()];
    for (int i = 0; i < placed.length; i += 2) {
      Card c = deck.parse((String) placed[i + 1]).get();
      int at = (Integer) placed[i];
      if (out[at] != null || used[deck.idOf(c)]) {
        throw new IllegalArgumentException("placed twice: " + c);
      }
      out[at] = c;
      used[deck.idOf(c)] = true;
    }
    int next = 0;
    for (int i = 0; i < out.length; i++) {
      if (out[i] == null) {
        while (used[next]) {
          next++;
        }
        out[i] = deck.card(next);
        used[next] = true;
      }
    }
    return Array.of(out);
  }
}
