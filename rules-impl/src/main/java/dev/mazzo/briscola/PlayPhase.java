package dev.mazzo.briscola;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.game.Action;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Rejection.Code;
import dev.mazzo.table.Checks;
import dev.mazzo.trick.Seats;
import dev.mazzo.trick.Trick;
import dev.mazzo.trick.TrickTable;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * Phase {@code play} (briscola.md B-20 … B-30): the legal plays, a play's checks and the play
 * itself, with the trick won, the stock drawn from and, after the last trick, the hand ended
 * ({@link HandEnd}). The legal plays and the checks share one predicate: {@link #playableLo}/{@link
 * #playableHi}.
 */
final class PlayPhase {

  private PlayPhase() {}

  /**
   * The play actions of the seat to act, in canonical order (B-66): none, the rules' cached list of
   * a single play, or a {@link MaskList} over the playable mask, which makes no list.
   */
  static Seq<Action> legal(BriscolaState s) {
    int seat = s.toAct();
    long lo = playableLo(s);
    long hi = playableHi(s);
    int n = Long.bitCount(lo) + Long.bitCount(hi);
    if (n == 0) {
      return List.empty();
    }
    if (n == 1) {
      return s.rules
          .onePlay[seat][
          lo != 0 ? Long.numberOfTrailingZeros(lo) : 64 + Long.numberOfTrailingZeros(hi)];
    }
    return MaskList.of(s.rules.plays[seat], lo, hi);
  }

  /**
   * The low word of the cards the seat to act may play: any card it holds (B-22), or in a
   * follow-suit variant the cards of the led suit when it holds any (B-23). The seat to act has no
   * card on the table (each seat plays once to a trick, in turn, B-21), so its words in the card
   * array are its holding as they are: no trick mask to take out ({@link BriscolaState#holdingLo}),
   * which cost a loop over the trick's cards for each word, twice a decision (issue 29).
   */
  static long playableLo(BriscolaState s) {
    int seat = s.toAct();
    long lo = s.cards[2 * seat];
    if (!s.rules.spec.followSuit || s.trick == Trick.EMPTY) {
      return lo;
    }
    TrickTable t = s.rules.table;
    return t.followLo(lo, s.cards[2 * seat + 1], t.suitOf(Trick.card(s.trick, 0)));
  }

  /** The high word of the cards the seat to act may play; see {@link #playableLo}. */
  static long playableHi(BriscolaState s) {
    int seat = s.toAct();
    long hi = s.cards[2 * seat + 1];
    if (!s.rules.spec.followSuit || s.trick == Trick.EMPTY) {
      return hi;
    }
    TrickTable t = s.rules.table;
    return t.followHi(s.cards[2 * seat], hi, t.suitOf(Trick.card(s.trick, 0)));
  }

  /** A play's shape (B-64): a card of the variant's deck. */
  static Option<Rejection> shape(Rules rules, PlayCard play) {
    return Checks.card(rules.deck, play.card(), "A play needs a card");
  }

  /**
   * CARD_NOT_IN_HAND (6) and MUST_FOLLOW_SUIT (7) of B-67, for the seat to act. The seat's holding
   * words are read once, and the follow-suit predicate of {@link #playableLo} applied to them; the
   * seat to act has no card on the table (each seat plays once to a trick, in turn, B-21), so its
   * words in the card array are its holding as they are, with no trick mask to take out. Masking
   * the table out of the words again and again (five trick masks a play) made the checked play in
   * Sueca cost about 1.4 times the unchecked one (issue 29). No object per checked play either. The
   * predicate is spelled out here on the words read once: with {@link #playableLo} and {@link
   * #playableHi} called instead, which read them again, one paired {@code CheckedRatio} run of
   * sueca-4p gave a median of 1.230 against 1.147 (session 26; JVMs differ by about 0.05).
   */
  static Rejection check(BriscolaState s, PlayCard play) {
    Card card = play.card();
    int seat = s.toAct();
    int id = s.rules.deck.idOf(card);
    long lo = s.cards[2 * seat];
    long hi = s.cards[2 * seat + 1];
    long bit = 1L << id;
    if (((id < 64 ? lo : hi) & bit) == 0) {
      return Rejection.of(Code.CARD_NOT_IN_HAND, "You do not hold " + card.code());
    }
    if (!s.rules.spec.followSuit || s.trick == Trick.EMPTY) {
      return null;
    }
    TrickTable t = s.rules.table;
    int led = t.suitOf(Trick.card(s.trick, 0));
    long playableLo = t.followLo(lo, hi, led);
    long playableHi = t.followHi(lo, hi, led);
    if (((id < 64 ? playableLo : playableHi) & bit) == 0) {
      return Rejection.of(
          Code.MUST_FOLLOW_SUIT,
          "You must follow suit: you hold "
              + CardSet.ofBits(s.rules.deck, playableLo, playableHi)
                  .toSeq()
                  .map(Card::code)
                  .mkString(", "));
    }
    return null;
  }

  /**
   * A card played (B-21); when it completes the trick, the trick is won (B-24 … B-26), the stock is
   * drawn from (B-27, B-28), the winner leads (B-29), and after the last trick the hand is scored
   * (B-30 …). A play that does not complete the trick only puts the card on the table: the new
   * state shares the card array, and the trick's cards leave the holding words when the trick is
   * gathered (see {@link BriscolaState#holdingLo}).
   */
  static BriscolaState next(BriscolaState s, PlayCard play) {
    Rules rules = s.rules;
    int seat = s.toAct();
    int id = rules.deck.idOf(play.card());
    long trick = Trick.add(s.trick, id);
    Draft d = s.draft().caused(BriscolaState.PLAYED, seat, id);
    d.drawFrom = s.stockPos();
    if (Trick.size(trick) < rules.players) {
      // the card goes to the table only: the card array is shared, holdings mask the table out
      d.toAct = rules.next(seat);
      d.trick = trick;
    } else {
      // the seat that played the winning card, k seats after the leader (play goes round in seat
      // order, B-21)
      int winner = (s.leader() + rules.table.winnerIndex(trick, s.trumpSuit())) % rules.players;
      d.cards = gathered(s, trick, winner);
      d.stockPos = draw(s, d.cards, winner);
      d.toAct = winner;
      d.leader = winner;
      d.trick = Trick.EMPTY;
      d.lastTrick = trick;
      d.lastTrickWinner = winner;
      d.log = s.log.trick(trick, s.leader(), Seats.all(rules.players), -1, winner);
      // B-30: the last trick ends the hand
      d.handEnded = handOver(d.cards, rules.players);
    }
    // one call of the state's constructor, which C2 inlines: each copy inlined costs the
    // transition's compilation nodes, and past its node budget the draft's state() is left out of
    // line, so that the draft escapes and is allocated
    BriscolaState after = d.state();
    return d.handEnded ? HandEnd.next(after) : after;
  }

  /**
   * A new card array: the trick's cards out of the holdings and into the winner's pile (B-26), each
   * word written once from the old one (issue 29: a copy of the array, then a read and a write per
   * card, did the work twice). A card of the trick is in the holding of the seat that played it and
   * in no other, so taking the trick's mask out of every holding takes each card out of its own.
   */
  private static long[] gathered(BriscolaState s, long trick, int winner) {
    long[] old = s.cards;
    long[] cards = new long[old.length];
    long maskLo = Trick.maskLo(trick);
    long maskHi = Trick.maskHi(trick);
    int piles = 2 * s.rules.players;
    // != rather than <: one word more (w == piles) is overwritten by the copy below, so PIT's
    // boundary mutant of a < could change nothing a test sees (and cost hundreds of test runs).
    for (int w = 0; w != piles; w += 2) {
      cards[w] = old[w] & ~maskLo;
      cards[w + 1] = old[w + 1] & ~maskHi;
    }
    System.arraycopy(old, piles, cards, piles, piles);
    int pile = piles + 2 * winner;
    cards[pile] |= maskLo;
    cards[pile + 1] |= maskHi;
    return cards;
  }

  /**
   * B-27, B-28: while the stock lasts, each seat draws one card, the trick's winner first; the
   * trump card is the last card drawn. The new stock position.
   */
  private static int draw(BriscolaState s, long[] cards, int winner) {
    int pos = s.stockPos();
    if (pos < s.stock.length) {
      int drawer = winner;
      for (int k = 0; k < s.rules.players; k++) {
        add(cards, 2 * drawer, s.stock[pos++]);
        drawer = s.rules.next(drawer);
      }
    }
    return pos;
  }

  /** True when every holding is empty (B-30). */
  private static boolean handOver(long[] cards, int players) {
    boolean over = true;
    for (int k = 0; k < 2 * players; k++) {
      over &= cards[k] == 0;
    }
    return over;
  }

  /** Adds a card id to the two-word set at {@code word}. */
  static void add(long[] cards, int word, int id) {
    cards[word + (id >>> 6)] |= 1L << id;
  }
}
