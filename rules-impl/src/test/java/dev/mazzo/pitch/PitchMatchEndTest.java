package dev.mazzo.pitch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The end of the match (pitch.md P-33) at its boundaries: a score of exactly {@code target} is
 * "target or more", ties between declarer and partner go to the declarer, and the others' ties to
 * the first from b + 1.
 */
class PitchMatchEndTest {

  private static Draft draft(String id, int declarer, int partner, int... score) {
    Draft d = new Draft(Position.newMatch(id, Map.of("target", 20)).rules);
    d.declarer = (byte) declarer;
    d.partner = (byte) partner;
    System.arraycopy(score, 0, d.score, 0, score.length);
    return d;
  }

  @Test
  void p33_fourPlayers_theOtherSideAtExactlyTheTargetWins() {
    assertEquals(0, MatchEnd.winner(draft("pitch-10-4p", 1, Draft.NONE, 20, 19), false));
    assertEquals(-1, MatchEnd.winner(draft("pitch-10-4p", 1, Draft.NONE, 19, 19), false));
    assertEquals(1, MatchEnd.winner(draft("pitch-10-4p", 1, Draft.NONE, 20, 20), false));
  }

  @Test
  void p33_fivePlayers_declarerOrPartnerAtExactlyTheTarget() {
    assertEquals(2, MatchEnd.winner(draft("pitch-10-5p", 2, 4, 0, 0, 20, 0, 3), false));
    assertEquals(4, MatchEnd.winner(draft("pitch-10-5p", 2, 4, 0, 0, 3, 0, 20), false));
    assertEquals(2, MatchEnd.winner(draft("pitch-10-5p", 2, 4, 0, 0, 20, 0, 20), false), "tie");
    assertEquals(-1, MatchEnd.winner(draft("pitch-10-5p", 2, 4, 0, 0, 19, 0, 19), false));
    // A partner in seat 0 counts as the partner.
    assertEquals(0, MatchEnd.winner(draft("pitch-10-5p", 2, 0, 20, 0, 3, 0, 0), false));
    assertEquals(-1, MatchEnd.winner(draft("pitch-10-5p", 2, 0, 19, 0, 3, 0, 0), false));
  }

  @Test
  void p33_fivePlayers_anotherSeatAtExactlyTheTarget_tiesToTheFirstFromBPlusOne() {
    assertEquals(0, MatchEnd.winner(draft("pitch-10-5p", 2, 4, 20, 0, 3, 0, 0), false));
    assertEquals(3, MatchEnd.winner(draft("pitch-10-5p", 2, 4, 20, 0, 3, 20, 0), false));
    assertEquals(-1, MatchEnd.winner(draft("pitch-10-5p", 2, 4, 19, 0, 3, 19, 0), false));
    // A failed moon: the highest other seat, ties to the first from b + 1 (here 3, then 0).
    assertEquals(3, MatchEnd.winner(draft("pitch-10-5p", 2, 4, 5, 1, 0, 5, 9), true));
    assertEquals(0, MatchEnd.winner(draft("pitch-10-5p", 2, 4, 9, 5, 0, 1, 9), true));
  }
}
