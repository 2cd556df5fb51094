package dev.mazzo.table;

import dev.mazzo.card.CardSet;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Round;
import dev.mazzo.game.TablePlay;
import dev.mazzo.trick.Seats;
import dev.mazzo.trick.Trick;
import dev.mazzo.trick.TrickTable;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The public history of a hand inside a state, as every family keeps it: a persistent chain with
 * one node per finished trick (or per turn of a game without tricks), newest first, appended once
 * per trick, so that a state pays one small object per trick and shares the rest with the states
 * before it. {@link #rounds} makes the API's {@link Round}s on demand (a view, a UI), and {@link
 * #of} rebuilds a chain from them (a determinizer, from a view).
 *
 * <p>A node (40 bytes) is a packed {@link Trick} (card ids in play order), the seat that led it and
 * the seats that played (a mask, for tricks where seats are out), the suit a joker lead named, the
 * taker and, for a capture, the cards captured. {@code equals} covers every node.
 */
public final class HandLog {

  /** No round yet: a hand before its first trick, or a match before its first deal. */
  public static final HandLog EMPTY = new HandLog(null, Trick.EMPTY, -1, 0, -1, -1, 0);

  private final HandLog previous;
  private final int size;
  private final long trick;

  /**
   * The leader (bits 0 … 7, 255 for none), the seats in (bits 8 … 15), the named suit (bits 16 …
   * 23, 255 for none) and the taker (bits 24 … 31, 255 for none): one word, so that a node costs 40
   * bytes.
   */
  private final int packed;

  /**
   * The cards taken by a capture (T-14), ids below 64; 0 for a trick, whose taker takes its own
   * cards, and for a lay.
   */
  private final long captured;

  private HandLog(
      HandLog previous, long trick, int leader, int in, int named, int taker, long captured) {
    this.previous = previous;
    this.size = previous == null ? 0 : previous.size + 1;
    this.trick = trick;
    this.packed = (leader & 0xff) | in << 8 | (named & 0xff) << 16 | (taker & 0xff) << 24;
    this.captured = captured;
  }

  private static int signedByte(int b) {
    return b == 0xff ? -1 : b;
  }

  private int in() {
    return packed >>> 8 & 0xff;
  }

  private int named() {
    return signedByte(packed >>> 16 & 0xff);
  }

  /**
   * This history and a finished trick, won by {@code winner}, who takes its cards.
   *
   * @param trick the trick's cards in play order
   * @param leader the seat that led it
   * @param in the seats that played to it, one bit each ({@link Seats})
   * @param named the suit ordinal a joker lead named, or -1
   * @param winner the seat that won it
   * @return the longer history; this one is unchanged
   */
  public HandLog trick(long trick, int leader, int in, int named, int winner) {
    return new HandLog(this, trick, leader, in, named, winner, 0);
  }

  /**
   * This history and one turn of a game without tricks: a card played by a seat, which captured the
   * cards {@code capturedLo} (ids below 64) or laid the card on the table when it is 0.
   *
   * @param seat the seat that played
   * @param cardId the id of the card it played, below 64
   * @param capturedLo the cards it captured (T-14), without the card played; 0 for a lay
   * @return the longer history; this one is unchanged
   */
  public HandLog turn(int seat, int cardId, long capturedLo) {
    boolean took = capturedLo != 0;
    return new HandLog(
        this,
        Trick.add(Trick.EMPTY, cardId),
        seat,
        1 << seat,
        -1,
        took ? seat : -1,
        took ? capturedLo | 1L << cardId : 0);
  }

  /**
   * The number of rounds.
   *
   * @return 0 for {@link #EMPTY}
   */
  public int size() {
    return size;
  }

  /**
   * The seat that led (or played) the newest round; -1 when there is none.
   *
   * @return the seat, or -1
   */
  public int leader() {
    return signedByte(packed & 0xff);
  }

  /**
   * The seat that took the newest round; -1 when there is none or nobody took it.
   *
   * @return the seat, or -1
   */
  public int taker() {
    return signedByte(packed >>> 24);
  }

  /**
   * The newest round's cards, packed; {@link Trick#EMPTY} when there is none.
   *
   * @return the packed trick, in play order
   */
  public long lastTrick() {
    return trick;
  }

  /**
   * The cards the newest round's capture took, with the card that took them (ids below 64); 0 for a
   * trick, a lay or no round.
   *
   * @return the cards, as bits
   */
  public long lastCaptured() {
    return captured;
  }

  /**
   * The history without its newest round ({@link #EMPTY} stays empty).
   *
   * @return the shorter history, shared with this one
   */
  public HandLog previous() {
    return previous == null ? this : previous;
  }

  /**
   * Per seat, the suits it showed void in (bit {@code 1 << suit ordinal}): in each trick of this
   * history and in the trick in progress, a seat that played a card whose suit (by {@code
   * table.suitOf}: the effective suit) is not the led suit holds none of the led suit (briscola.md
   * B-23, five-hundred.md F-17). For a variant with a duty to follow suit only.
   *
   * @param table the variant's suits
   * @param players the number of seats
   * @param current the trick in progress
   * @param currentLeader the seat that led it
   * @param currentIn the seats that play to it
   * @return per seat, a mask of suit bits; a new array
   */
  public int[] voids(
      TrickTable table, int players, long current, int currentLeader, int currentIn) {
    int[] out = new int[players];
    showedVoid(table, players, current, currentLeader, currentIn, -1, out);
    for (HandLog node = this; node.previous != null; node = node.previous) {
      showedVoid(table, players, node.trick, node.leader(), node.in(), node.named(), out);
    }
    return out;
  }

  private static void showedVoid(
      TrickTable table, int players, long trick, int leader, int in, int named, int[] out) {
    int n = Trick.size(trick);
    if (n == 0) {
      return;
    }
    int led = table.suitOf(Trick.card(trick, 0));
    led = led >= 0 ? led : named;
    int seat = leader;
    for (int i = 1; i < n; i++) {
      seat = Seats.nextIn(in, seat, players);
      if (led >= 0 && table.suitOf(Trick.card(trick, i)) != led) {
        out[seat] |= 1 << led;
      }
    }
  }

  /**
   * Per seat, the cards (ids below 64) it played in this history's rounds: a determinizer that
   * reads a seat's bids from its whole hand adds them to the cards it still holds.
   *
   * @param players the number of seats
   * @return per seat, the ids as bits; a new array
   */
  public long[] playedLo(int players) {
    long[] out = new long[players];
    for (HandLog node = this; node.previous != null; node = node.previous) {
      int n = Trick.size(node.trick);
      int seat = node.leader();
      for (int i = 0; i < n; i++) {
        out[seat] |= 1L << Trick.card(node.trick, i);
        seat = Seats.nextIn(node.in(), seat, players);
      }
    }
    return out;
  }

  /**
   * The rounds, oldest first, in the API's shape.
   *
   * @param deck the variant's deck, whose ids the log holds
   * @param players the number of seats
   * @return one round per node
   */
  public Seq<Round> rounds(Deck deck, int players) {
    Round[] out = new Round[size];
    HandLog node = this;
    for (int i = size - 1; i >= 0; i--) {
      out[i] = node.round(deck, players);
      node = node.previous;
    }
    return Array.of(out);
  }

  private Round round(Deck deck, int players) {
    int n = Trick.size(trick);
    TablePlay[] plays = new TablePlay[n];
    int seat = leader();
    for (int i = 0; i < n; i++) {
      plays[i] = new TablePlay(seat, deck.card(Trick.card(trick, i)));
      seat = Seats.nextIn(in(), seat, players);
    }
    int taker = taker();
    CardSet taken =
        taker < 0
            ? deck.none()
            : captured != 0
                ? CardSet.ofBits(deck, captured, 0)
                : CardSet.ofBits(deck, Trick.maskLo(trick), Trick.maskHi(trick));
    return new Round(Array.of(plays), taker < 0 ? Option.none() : Option.some(taker), taken);
  }

  /**
   * The suit each round's joker lead named (five-hundred.md F-18), oldest first as {@link #rounds}:
   * none for a round whose lead named none. The family that has such leads shows it beside its
   * rounds; {@link Round} has no field for it.
   *
   * @return one entry per round
   */
  public Seq<Option<Suit>> namedSuits() {
    @SuppressWarnings("unchecked")
    Option<Suit>[] out = new Option[size];
    HandLog node = this;
    for (int i = size - 1; i >= 0; i--) {
      out[i] = node.named() < 0 ? Option.none() : Option.some(Suit.ofOrdinal(node.named()));
      node = node.previous;
    }
    return Array.of(out);
  }

  /**
   * The chain of a view's rounds, oldest first: the inverse of {@link #rounds}, with no suit named
   * (a {@link Round} carries none; see {@link #namedSuits}).
   *
   * @param rounds the rounds, oldest first
   * @param deck the variant's deck
   * @return the chain, newest round first
   */
  public static HandLog of(Seq<Round> rounds, Deck deck) {
    HandLog log = EMPTY;
    for (Round r : rounds) {
      long trick = Trick.EMPTY;
      int in = 0;
      for (TablePlay p : r.plays()) {
        trick = Trick.add(trick, deck.idOf(p.card()));
        in |= 1 << p.seat();
      }
      int leader = r.plays().isEmpty() ? -1 : r.plays().head().seat();
      boolean trickTaken =
          r.taken().lo() == Trick.maskLo(trick) && r.taken().hi() == Trick.maskHi(trick);
      log =
          new HandLog(
              log, trick, leader, in, -1, r.taker().getOrElse(-1), trickTaken ? 0 : r.taken().lo());
    }
    return log;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof HandLog)) {
      return false;
    }
    HandLog a = this;
    HandLog b = (HandLog) o;
    while (a != b) {
      if (a == null
          || b == null
          || a.size != b.size
          || a.trick != b.trick
          || a.packed != b.packed
          || a.captured != b.captured) {
        return false;
      }
      a = a.previous;
      b = b.previous;
    }
    return true;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(trick) * 31 + size;
  }

  @Override
  public String toString() {
    return size + " rounds";
  }
}
