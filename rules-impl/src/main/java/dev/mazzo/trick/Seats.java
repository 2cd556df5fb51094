package dev.mazzo.trick;

/**
 * The seats that play to a trick, as a bit mask {@code in} (bit s set: seat s is in). Seats are
 * numbered in playing order (pitch.md P-9, five-hundred.md F-4, briscola.md): seat (s + 1) mod
 * {@code players} plays after seat s. A seat that is out — it has no card left (pitch.md P-23) or
 * sits out the hand (five-hundred.md F-15, a misère declarer's partners) — plays no card, so a
 * trick has as many cards as there are seats in, and its play-order index i is the i-th seat in
 * from the leader on (P-25, F-16). At most {@link Trick#MAX_CARDS} players. Nothing here allocates.
 */
public final class Seats {

  private Seats() {}

  /**
   * The mask of every seat of a table of {@code players}: everyone in.
   *
   * @param players the number of seats, 1 to {@link Trick#MAX_CARDS}
   * @return bits 0 to {@code players - 1} set
   */
  public static int all(int players) {
    return (1 << players) - 1;
  }

  /**
   * The number of seats in: the number of cards of a complete trick.
   *
   * @param in the seats in, one bit each
   * @return how many bits are set
   */
  public static int count(int in) {
    return Integer.bitCount(in);
  }

  /**
   * The seat itself if it is in, else the first seat after it in playing order that is in; -1 when
   * no seat is in. The leader of a trick whose due leader (the declarer, the last trick's winner)
   * may be out (pitch.md P-24). The seat may also be {@code players}: seat 0, once round the table.
   *
   * @param in the seats in, one bit each
   * @param seat the seat to start from, 0 to {@code players}
   * @param players the number of seats
   * @return the first seat in from {@code seat} on, or -1
   */
  public static int firstIn(int in, int seat, int players) {
    int all = all(players);
    in &= all;
    if (in == 0) {
      return -1;
    }
    // Bit k of the rotation is seat (seat + k) mod players.
    int rotated = in >>> seat | (in << (players - seat)) & all;
    int s = seat + Integer.numberOfTrailingZeros(rotated);
    return s >= players ? s - players : s;
  }

  /**
   * The first seat after {@code seat} in playing order that is in (the seat itself when it is the
   * only one in); -1 when none is in. Whose turn follows {@code seat}'s play in a trick.
   *
   * @param in the seats in, one bit each
   * @param seat the seat that has played
   * @param players the number of seats
   * @return the next seat in, or -1
   */
  public static int nextIn(int in, int seat, int players) {
    return firstIn(in, seat + 1, players);
  }

  /**
   * The seat that plays the card of play-order index {@code index} in a trick led by {@code leader}
   * (which must be in) over the seats in.
   *
   * @param in the seats in, one bit each
   * @param leader the seat that led the trick
   * @param players the number of seats
   * @param index the play-order index, 0 for the lead, below {@link #count}{@code (in)}
   * @return the seat that plays that card
   */
  public static int seatAt(int in, int leader, int players, int index) {
    int seat = leader;
    for (int i = 0; i < index; i++) {
      seat = nextIn(in, seat, players);
    }
    return seat;
  }
}
