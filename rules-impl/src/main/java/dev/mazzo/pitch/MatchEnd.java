package dev.mazzo.pitch;

/**
 * The end of the match (pitch.md P-33), checked after every hand that is not void: a failed moon
 * loses at once; then the bidding side (4p) or the higher of declarer and partner (5p) at the
 * target; then the others.
 */
final class MatchEnd {

  private MatchEnd() {}

  /** The winning match side, or -1 when the match goes on. */
  static int winner(Draft d, boolean moonFailed) {
    return d.players() == 4 ? fourPlayers(d, moonFailed) : fivePlayers(d, moonFailed);
  }

  /** P-33, four players. */
  private static int fourPlayers(Draft d, boolean moonFailed) {
    int ours = d.declarer & 1;
    int theirs = 1 - ours;
    if (moonFailed) {
      return theirs;
    }
    if (d.score[ours] >= d.rules.target) {
      return ours;
    }
    return d.score[theirs] >= d.rules.target ? theirs : -1;
  }

  /** P-33, five players: each seat is a match side. */
  private static int fivePlayers(Draft d, boolean moonFailed) {
    int b = d.declarer;
    int p = d.partner;
    if (moonFailed) {
      return highestOther(d, Integer.MIN_VALUE);
    }
    boolean declarerAt = d.score[b] >= d.rules.target;
    boolean partnerAt = p >= 0 && d.score[p] >= d.rules.target;
    if (declarerAt || partnerAt) {
      return p >= 0 && d.score[p] > d.score[b] ? p : b;
    }
    return highestOther(d, d.rules.target);
  }

  /**
   * The other seat (neither declarer nor partner) with the highest score of at least {@code floor},
   * ties to the first from b + 1; -1 for none.
   */
  private static int highestOther(Draft d, int floor) {
    int best = -1;
    for (int i = 1; i < d.players(); i++) {
      int seat = (d.declarer + i) % d.players();
      if (seat != d.partner
          && d.score[seat] >= floor
          && (best < 0 || d.score[seat] > d.score[best])) {
        best = seat;
      }
    }
    return best;
  }
}
