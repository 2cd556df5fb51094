package dev.mazzo.fivehundred;

import dev.mazzo.card.Deck;
import dev.mazzo.game.TablePlay;
import dev.mazzo.table.Unseen;
import dev.mazzo.trick.Trick;
import io.vavr.collection.Vector;
import java.util.random.RandomGenerator;

/**
 * A full state consistent with a seat's view (five-hundred.md F-34): the seat's own hand, the
 * played cards, the open misère hand once shown and the contractor's own discards where they are;
 * every other card dealt at random to the other hands, the kitty and the discards, by their counts.
 * A called card not yet played goes to a random seat that may hold it (not the contractor, not the
 * seat itself), so that the sampled partner is any seat the view allows. The suits shown void are
 * public and kept; a sampled hand may still hold a card of a suit its seat showed void in.
 */
final class Determinizer {

  private Determinizer() {}

  static FiveHundredState determinize(FiveHundredView v, RandomGenerator random) {
    Rules r = v.rules;
    Deck deck = r.spec.deck;
    int n = r.players;
    Draft d = new Draft(r);
    d.phase = v.phase();
    d.toAct = v.toAct();
    d.dealer = v.dealer();
    d.handNo = v.handNumber();
    d.results = Vector.ofAll(v.results());
    d.winner = v.winningSide();
    for (int side = 0; side < d.score.length; side++) {
      d.score[side] = v.score().get(side);
    }
    d.events = v.events();
    d.auction = Vector.ofAll(v.auction());
    for (AuctionCall call : v.auction()) {
      if (call.bid().isEmpty()) {
        d.passed |= 1 << call.seat();
      } else {
        d.standing = call.bid().get();
        d.standingSeat = call.seat();
      }
    }
    d.contractor = v.contractor().getOrElse(-1);
    d.contract = v.contract().getOrNull();
    d.allPassHand = d.contract == null && v.trump().isDefined();
    d.callMade = v.callMade();
    d.called = v.called().map(deck::idOf).getOrElse(-1);
    d.partnerShown = v.partner().isDefined();
    d.partner = v.partner().getOrElse(-1);
    for (int seat : v.out()) {
      d.out |= 1 << seat;
    }
    d.exposed = v.exposed().isDefined();
    for (TablePlay p : v.table()) {
      d.trick = Trick.add(d.trick, deck.idOf(p.card()));
    }
    d.leader =
        v.table().isEmpty()
            ? (d.phase == dev.mazzo.game.Phase.PLAY ? v.toAct() : -1)
            : v.table().head().seat();
    d.named = v.namedSuit().map(Enum::ordinal).getOrElse(-1);
    d.trickNo = v.trickNo;
    d.voids = v.voids.clone();
    long known = 0;
    for (int seat = 0; seat < n; seat++) {
      d.tricksBySeat[seat] = v.tricksBySeat().get(seat);
      d.taken[seat] = v.captured(seat).lo();
      known |= d.taken[seat];
    }
    known |= Trick.maskLo(d.trick);
    int me = v.seat();
    d.hands[me] = v.ownHand().lo();
    known |= d.hands[me];
    boolean[] fixed = new boolean[n];
    fixed[me] = true;
    if (v.exposed().isDefined() && d.contractor != me) {
      d.hands[d.contractor] = v.exposed().get().lo();
      known |= d.hands[d.contractor];
      fixed[d.contractor] = true;
    }
    boolean discardsKnown = v.discards().isDefined();
    if (discardsKnown) {
      d.discards = v.discards().get().lo();
      known |= d.discards;
    }
    int[] need = new int[n];
    for (int seat = 0; seat < n; seat++) {
      need[seat] = fixed[seat] ? 0 : v.handSize(seat);
    }
    if (d.called >= 0 && !d.partnerShown && (known & 1L << d.called) == 0) {
      int holder = holder(need, d.contractor, random);
      d.hands[holder] |= 1L << d.called;
      d.partner = holder;
      need[holder]--;
      known |= 1L << d.called;
    } else if (d.called >= 0 && !d.partnerShown) {
      d.partner = me;
    }
    Unseen unseen = new Unseen(deck.size(), known, 0L, random);
    for (int seat = 0; seat < n; seat++) {
      for (int k = 0; k < need[seat]; k++) {
        d.hands[seat] |= 1L << unseen.next();
      }
    }
    for (int k = 0; k < v.kittySize(); k++) {
      d.kitty |= 1L << unseen.next();
    }
    if (!discardsKnown) {
      for (int k = 0; k < v.discardCount(); k++) {
        d.discards |= 1L << unseen.next();
      }
    }
    return d.state();
  }

  /** A random seat that may hold the called card: another seat than the contractor, with cards. */
  private static int holder(int[] need, int contractor, RandomGenerator random) {
    int[] seats = new int[need.length];
    int k = 0;
    for (int seat = 0; seat < need.length; seat++) {
      if (seat != contractor && need[seat] > 0) {
        seats[k++] = seat;
      }
    }
    return seats[random.nextInt(k)];
  }
}
