package dev.mazzo.trick;

import dev.mazzo.card.Deck;

/**
 * The trick core for one trump of a variant — a trump suit or no-trump — built by {@link
 * TrumpOrder#context}: every card's effective suit and strength, following suit by effective suit,
 * the trick winner, and card points credited to the trick's winner or to the card's player. A game
 * keeps one per trump it can play in (four suits and maybe no-trump), made when the variant is
 * built, and picks it when the trump is named.
 *
 * <p>The winner is the argmax of {@link TrickTable}, the same code as Briscola's, over entries in
 * which the card's effective suit and its being a trump are already folded: a bower or an off card
 * is a trump (pitch.md P-4, five-hundred.md F-13, F-19), a no-trump joker is the only trump and of
 * no suit (F-18). Tricks are {@link Trick}s; hands are two-word bit masks; seats that are out are a
 * mask (see {@link Seats}). Nothing here allocates.
 */
public final class TrumpContext {

  /** The trump of a no-trump hand (five-hundred.md F-13: {@code NT}, misère, all-pass). */
  public static final int NO_TRUMP = -1;

  private final int trump;
  private final TrickTable table;
  private final long trumpsLo;
  private final long trumpsHi;

  /**
   * Per card id ({@link Deck#MAX_SIZE} of them), where its points go: bits 0 … 7 the points it
   * gives the trick's winner, bits 8 … 15 those it gives the seat that played it (P-28).
   */
  private final int[] credit;

  TrumpContext(int trump, TrickTable table, long trumpsLo, long trumpsHi, int[] credit) {
    this.trump = trump;
    this.table = table;
    this.trumpsLo = trumpsLo;
    this.trumpsHi = trumpsHi;
    this.credit = credit;
  }

  /**
   * The trump: a suit ordinal (H 0, D 1, C 2, S 3) or {@link #NO_TRUMP}.
   *
   * @return the trump this context was built for
   */
  public int trump() {
    return trump;
  }

  /**
   * The deck.
   *
   * @return the variant's deck
   */
  public Deck deck() {
    return table.deck();
  }

  // ---------------------------------------------------------------------------------------------
  // Cards

  /**
   * A card's effective suit (F-13): the trump for every trump — a bower, an off card, a joker of a
   * suit context (P-4) — else its printed suit; -1 for a card of no suit (a no-trump joker, F-18).
   *
   * @param id a card id of the deck
   * @return the suit ordinal, or -1
   */
  public int suitOf(int id) {
    return table.suitOf(id);
  }

  /**
   * True when the card is a trump here (P-4, F-13; in no-trump only the joker, F-14).
   *
   * @param id a card id of the deck
   * @return whether it is a trump
   */
  public boolean isTrump(int id) {
    // A shift takes its distance mod 64: from id 64 on, bit id - 64 of the high word.
    long word = id < 64 ? trumpsLo >>> id : trumpsHi >>> id;
    return (word & 1) != 0;
  }

  /**
   * A card's strength within its effective suit, 1 … 31, higher is stronger; the trumps by the
   * trump order (P-4, P-6, F-14), the others by the plain order. Two places joined by {@code =}
   * (P-7, first played high) have the same strength.
   *
   * @param id a card id of the deck
   * @return 1 … 31
   */
  public int strengthOf(int id) {
    return table.strengthOf(id);
  }

  /**
   * A card's points (P-5), wherever they are credited.
   *
   * @param id a card id of the deck
   * @return 0 … {@value TrumpOrder#MAX_CARD_POINTS}
   */
  public int pointsOf(int id) {
    return table.pointsOf(id);
  }

  /**
   * True when a card's points go to the seat that plays it rather than to the winner (P-28); false
   * for a card worth nothing.
   *
   * @param id a card id of the deck
   * @return whether its points go to its player
   */
  public boolean scoresForPlayer(int id) {
    return credit[id] >>> 8 != 0;
  }

  /**
   * The low word (ids 0 … 63) of the trumps (P-16: Pitch's hands keep only these).
   *
   * @return bit id set for each trump with an id below 64
   */
  public long trumpsLo() {
    return trumpsLo;
  }

  /**
   * The high word (ids 64 … 127) of the trumps.
   *
   * @return bit id - 64 set for each trump with an id from 64 on
   */
  public long trumpsHi() {
    return trumpsHi;
  }

  // ---------------------------------------------------------------------------------------------
  // Following suit

  /**
   * The led suit of a trick (F-17): the effective suit of its first card, or {@code named} when
   * that card has no suit (a joker led in no-trump names the suit, F-18); -1 for an empty trick.
   *
   * @param trick a packed trick
   * @param named the suit ordinal a joker lead named, or -1
   * @return the led suit's ordinal, or -1
   */
  public int ledSuit(long trick, int named) {
    if (Trick.size(trick) == 0) {
      return -1;
    }
    int s = table.suitOf(Trick.card(trick, 0));
    return s >= 0 ? s : named;
  }

  /**
   * The low word of the cards a seat may play under the duty to follow suit (F-17, F-18): the cards
   * of effective suit {@code led} if it holds any, else the whole hand; the whole hand when it
   * leads ({@code led} -1). A left bower follows trumps, never its printed suit; a no-trump joker
   * follows nothing, so a seat holding the led suit cannot play it. Pitch has no such duty (P-25).
   *
   * @param handLo the hand's ids 0 … 63, as bits
   * @param handHi the hand's ids from 64 on (id 64 + k is bit k)
   * @param led the led (effective) suit's ordinal, or -1
   * @return the playable cards among ids 0 … 63
   */
  public long followLo(long handLo, long handHi, int led) {
    return table.followLo(handLo, handHi, led);
  }

  /**
   * The high word of the cards a seat may play; see {@link #followLo}.
   *
   * @param handLo the hand's ids 0 … 63, as bits
   * @param handHi the hand's ids from 64 on (id 64 + k is bit k)
   * @param led the led (effective) suit's ordinal, or -1
   * @return the playable cards among ids from 64 on
   */
  public long followHi(long handLo, long handHi, int led) {
    return table.followHi(handLo, handHi, led);
  }

  /**
   * The play-order indices of a trick whose cards are not of effective suit {@code led}, one bit
   * each: the seats that showed void in it (F-18: a joker-led suit may not be one the leader showed
   * void in; a no-trump joker played to another suit counts).
   *
   * @param trick a packed trick
   * @param led the led (effective) suit's ordinal
   * @return bit i set when the card of play-order index i is off that suit
   */
  public int offSuitPlays(long trick, int led) {
    int out = 0;
    for (int i = Trick.size(trick) - 1; i >= 0; i--) {
      if (table.suitOf(Trick.card(trick, i)) != led) {
        out |= 1 << i;
      }
    }
    return out;
  }

  // ---------------------------------------------------------------------------------------------
  // The winner and the points

  /**
   * The play-order index of the card that wins the trick (P-27, F-19): the highest trump if the
   * trick holds one, else the highest card of the led (effective) suit; of two cards of equal
   * strength the first played (P-7 with {@code JK1=JK2}). A trick holds one card per seat in, so it
   * can be shorter than the table (P-25, F-15).
   *
   * @param trick the packed trick, at least one card
   * @return the winning card's play-order index, 0 for the lead
   */
  public int winnerIndex(long trick) {
    return table.winnerIndex(trick, trump);
  }

  /**
   * The seat that wins the trick, the leader being {@code leader} and the seats in {@code in}
   * (P-25, P-27). The next trick's leader is then {@link Seats#firstIn} of it over the seats still
   * in (P-24).
   *
   * @param trick the packed trick, at least one card
   * @param leader the seat that led it (in)
   * @param in the seats in, one card each in playing order from the leader
   * @param players the number of seats at the table
   * @return the winner's seat
   */
  public int winnerSeat(long trick, int leader, int in, int players) {
    return Seats.seatAt(in, leader, players, table.winnerIndex(trick, trump));
  }

  /**
   * The sum of the points of the trick's cards, whoever they are credited to.
   *
   * @param trick a packed trick
   * @return the points; 0 for the empty trick
   */
  public int points(long trick) {
    return table.points(trick);
  }

  /**
   * The points of a set of card ids (two words), whoever they would be credited to: a hand's burned
   * point cards (pitch.md P-21, P-29), a seat's captured pile.
   *
   * @param lo the ids 0 … 63, as bits
   * @param hi the ids from 64 on (id 64 + k is bit k)
   * @return the points of those cards
   */
  public int points(long lo, long hi) {
    return table.points(lo, hi);
  }

  /**
   * The trick's points by seat (P-28): each card's points go to the trick's winner, or to the seat
   * that played it for a card of {@link TrumpOrder#toPlayer}. One byte per seat, seat s at bits 8s
   * … 8s + 7 (read with {@link #seatPoints}); the bytes add up to {@link #points(long)}.
   *
   * @param trick the complete trick, at least one card
   * @param leader the seat that led it (in)
   * @param in the seats in, one card each in playing order from the leader
   * @param players the number of seats at the table
   * @return the points by seat, one byte each
   */
  public long pointsBySeat(long trick, int leader, int in, int players) {
    int n = Trick.size(trick);
    int w = table.winnerIndex(trick, trump);
    // The seats in, rotated so that bit k is seat (leader + k) mod players: the i-th card's seat
    // is the leader plus the position of the i-th set bit, found by clearing the lowest bit per
    // card (a one-cycle dependency, where stepping Seats.nextIn card by card chained a rotation).
    int all = Seats.all(players);
    int rotated = ((in & all) >>> leader | in << (players - leader)) & all;
    long bySeat = 0;
    int won = 0;
    int winner = leader;
    for (int i = 0; i < n; i++) {
      int seat = leader + Integer.numberOfTrailingZeros(rotated);
      rotated &= rotated - 1;
      seat -= seat >= players ? players : 0;
      int c = credit[Trick.card(trick, i)];
      won += c & 0xff;
      bySeat += (long) (c >>> 8) << (seat << 3);
      winner = i == w ? seat : winner;
    }
    return bySeat + ((long) won << (winner << 3));
  }

  /**
   * A seat's points in a {@link #pointsBySeat} result.
   *
   * @param pointsBySeat a result of {@link #pointsBySeat}
   * @param seat a seat of the table
   * @return the points it took from the trick, 0 … 255
   */
  public static int seatPoints(long pointsBySeat, int seat) {
    return (int) (pointsBySeat >>> (seat << 3)) & 0xff;
  }
}
