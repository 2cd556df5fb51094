package dev.mazzo.pitch;

import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Rejection.Code;
import dev.mazzo.table.Checks;
import dev.mazzo.trick.Seats;
import dev.mazzo.trick.Trick;
import dev.mazzo.trick.TrumpContext;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * Trick play (pitch.md P-23 … P-28): only trumps are in the hands; the seats that are in each play
 * one card, from the leader, with no duty to follow or to beat; a seat with no card is out, and a
 * lead due to a seat that is out passes to the next seat in (P-24). The called card is forced where
 * P-26 says. The winner takes the trick; each point card scores for the winner, the 2 and off-2 for
 * the seat that played them unless {@code dirty} (P-28). {@link #forced} is the predicate both
 * {@link #legal} and {@link #check} use.
 */
final class PlayPhase {

  private PlayPhase() {}

  /** P-34 check 1: a card of the deck. */
  static Option<Rejection> shape(Rules rules, PlayCard play) {
    return Checks.card(rules.deck, play.card(), "A play needs a card");
  }

  /** The start of the play: the seats with no card are out; the declarer leads, or the next in. */
  static void begin(Draft d) {
    d.phase = Phase.PLAY;
    d.trickIn = (byte) inMask(d);
    int seat = d.declarer;
    for (int i = 1; i <= d.players(); i++) {
      seat = d.next(seat);
      if (d.held(seat) == 0) {
        d.emit(d.rules.events.out(seat));
      }
    }
    d.leader = (byte) (Seats.firstIn(d.trickIn, d.declarer, d.players()));
    d.trick = Trick.EMPTY;
    d.toAct = (byte) d.leader;
  }

  /** The mask of the seats that hold at least one card (P-23). */
  private static int inMask(Draft d) {
    int in = 0;
    for (int s = 0; s < d.players(); s++) {
      in |= d.held(s) != 0 ? 1 << s : 0;
    }
    return in;
  }

  /**
   * The card a seat must play now (P-26), or -1: the declarer's first lead when the called card
   * came from the blind; the partner's card to the first trick with {@code calledCardOnFirstTrick}.
   */
  static int forced(Draft d, int seat) {
    if (d.tricksDone > 0 || d.called < 0 || (d.held(seat) & 1L << d.called) == 0) {
      return -1;
    }
    boolean lead = d.calledFromBlind && seat == d.declarer && Trick.size(d.trick) == 0;
    boolean partner = d.rules.calledCardOnFirstTrick && seat == d.partner;
    return lead || partner ? d.called : -1;
  }

  /**
   * P-35: every legal card in canonical order ({@link MaskList}), or the forced card alone (P-26);
   * the list of one card is the rules' own.
   */
  static Seq<Action> legal(Draft d) {
    int seat = d.toAct;
    int f = forced(d, seat);
    if (f >= 0) {
      return d.rules.forcedCard[seat][f];
    }
    long hand = d.held(seat);
    return Long.bitCount(hand) == 1
        ? d.rules.lastCard[seat][Long.numberOfTrailingZeros(hand)]
        : new MaskList(d.rules.plays[seat], hand);
  }

  /** P-34 check 6: CARD_NOT_IN_HAND, then MUST_PLAY_CALLED_CARD. */
  static Rejection check(Draft d, PlayCard play) {
    int id = d.rules.deck.idOf(play.card());
    if ((d.held(play.seat()) & 1L << id) == 0) {
      return Rejection.of(Code.CARD_NOT_IN_HAND, "You do not hold " + play.card().code());
    }
    int f = forced(d, play.seat());
    if (f >= 0 && f != id) {
      return Rejection.of(
          Pitch.MUST_PLAY_CALLED_CARD,
          "You must play the called card " + d.rules.deck.card(f).code() + " to this trick");
    }
    return null;
  }

  static PitchState next(PitchState s, PlayCard play) {
    Draft d = s.playDraft();
    int seat = play.seat();
    int id = d.rules.deck.idOf(play.card());
    d.played |= 1L << id;
    d.trick = Trick.add(d.trick, id);
    d.startWith(d.rules.events.playedAlone(seat, id));
    if (id == d.called) {
      d.revealed = true;
      d.emit(
          new Event.PartnerRevealed.Plain(
              d.declarer, d.partner < 0 ? Option.none() : Option.some((int) d.partner)));
    }
    if (Trick.size(d.trick) < Seats.count(d.trickIn)) {
      d.toAct = (byte) (Seats.nextIn(d.trickIn, seat, d.players()));
      return d.state();
    }
    gather(d);
    return d.state();
  }

  /**
   * The trick is complete (P-27, P-28): the winner takes it, the points are credited. One pass over
   * the trick's cards (issue 29): each card's seat is read from the seats in rotated to start at
   * the leader ({@link #fromLeader}), its points go to the winner or, for a card that scores for
   * its player, to that seat; the seats left with no card are out, and the rest are in for the next
   * trick (a seat out of this trick had no card already).
   */
  private static void gather(Draft d) {
    long[] piles = d.piles.clone(); // the piles, point cards and points (P-27, P-28)
    d.piles = piles;
    int n = d.players();
    long trick = d.trick;
    int leader = d.leader;
    TrumpContext ctx = d.rules.context(d.trump);
    int seats = fromLeader(d.trickIn, leader, n);
    int rest = seats;
    for (int i = ctx.winnerIndex(trick); i > 0; i--) {
      rest &= rest - 1;
    }
    int winner = seatOf(rest, leader, n);
    int size = Trick.size(trick);
    int won = 0;
    long cards = 0;
    rest = seats;
    // No branch on a card's points (issue 29: whether a card scores is the data's, and mispredicted
    // often): a card worth nothing adds 0 points and no bit to its seat's pile.
    for (int i = 0; i < size; i++) {
      int id = Trick.card(trick, i);
      long bit = 1L << id;
      cards |= bit;
      int p = ctx.pointsOf(id);
      int to = ctx.scoresForPlayer(id) ? seatOf(rest, leader, n) : winner;
      piles[n + to] |= p > 0 ? bit : 0;
      piles[2 * n + to] += p;
      won += to == winner ? p : 0;
      rest &= rest - 1;
    }
    piles[winner] |= cards;
    d.emit(new Event.TrickWon.Plain(winner, won, new TrickCards(d.rules.deck, trick)));
    int in = d.trickIn;
    for (rest = seats; rest != 0; rest &= rest - 1) {
      int seat = seatOf(rest, leader, n);
      if (d.held(seat) == 0) {
        d.emit(d.rules.events.out(seat));
        in &= ~(1 << seat);
      }
    }
    d.tricksDone++;
    d.log = d.log.trick(d.trick, d.leader, d.trickIn, -1, winner);
    d.trick = Trick.EMPTY;
    if (in == 0) {
      d.trickIn = 0;
      HandEnd.end(d);
      return;
    }
    d.trickIn = (byte) in;
    d.leader = (byte) Seats.firstIn(in, winner, n);
    d.toAct = d.leader;
  }

  /** The seats in, rotated so that bit k is seat (leader + k) mod n: the trick's seats in order. */
  private static int fromLeader(int in, int leader, int n) {
    int all = Seats.all(n);
    return ((in & all) >>> leader | in << (n - leader)) & all;
  }

  /** The seat of the lowest bit of a {@link #fromLeader} mask (not 0). */
  private static int seatOf(int rotated, int leader, int n) {
    int seat = leader + Integer.numberOfTrailingZeros(rotated);
    return seat >= n ? seat - n : seat;
  }
}
