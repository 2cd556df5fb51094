package dev.mazzo.euchre;

import dev.mazzo.card.Deck;
import dev.mazzo.card.Trump;
import dev.mazzo.game.TablePlay;
import dev.mazzo.trick.Trick;
import java.util.random.RandomGenerator;

/**
 * A full state consistent with a seat's view (euchre.md E-24): the seat's own cards, every public
 * card where it is (the played cards, the upcard, in the dealer's hand once picked up), and every
 * hidden card — the other hands, the dealer's discard, the kitty — dealt at random to the places
 * the view only counts.
 */
final class Determinizer {

  private Determinizer() {}

  static EuchreState determinize(EuchreView v, RandomGenerator random) {
    Deck deck = EuchreRules.DECK;
    int seat = v.seat();
    Draft d = new Draft();
    d.rules = v.rules();
    d.phase = v.phase();
    d.toAct = v.toAct();
    d.dealer = v.dealer();
    d.handNo = v.handNumber();
    d.results = v.results();
    d.winner = v.winningSide().getOrElse(-1);
    d.upcard = v.upcard().map(deck::idOf).getOrElse(-1);
    d.passes = v.passes();
    d.trump = v.trump().flatMap(Trump::suit).map(Enum::ordinal).getOrElse(-1);
    d.declarer = v.declarer().getOrElse(-1);
    d.declarerAlone = v.declarerAlone();
    d.loneDefender = v.loneDefender().getOrElse(-1);
    d.in = v.in();
    d.table = v.table();
    d.leader = v.table().isEmpty() ? v.toAct() : v.table().head().seat();
    for (TablePlay p : v.table()) {
      d.trick = Trick.add(d.trick, deck.idOf(p.card()));
    }
    d.tricks = new int[] {v.tricks(0), v.tricks(1)};
    long played = Trick.maskLo(d.trick);
    for (int p = 0; p < 4; p++) {
      d.captured[p] = v.captured(p).lo();
      played |= d.captured[p];
    }
    d.score = new int[] {v.score().get(0), v.score().get(1)};
    d.history = v.history();
    d.events = v.events();
    long own = v.ownHand().lo();
    d.hands[seat] = own;
    long up = d.upcard < 0 ? 0L : 1L << d.upcard;
    long known = own | played | up;
    if (seat == d.dealer && v.discard().isDefined()) {
      d.discard = deck.idOf(v.discard().get());
      known |= 1L << d.discard;
    }
    int[] pool = shuffled(((1L << 24) - 1) & ~known, random);
    int next = 0;
    boolean pickedUp = d.upcard >= 0 && d.passes < 4 && d.declarer >= 0;
    boolean holdsUp = pickedUp && (up & (own | played)) == 0;
    for (int p = 0; p < 4; p++) {
      if (p == seat) {
        continue;
      }
      int need = v.handSize(p);
      if (p == d.dealer && holdsUp) {
        d.hands[p] |= up;
        need--;
      }
      for (int i = 0; i < need; i++) {
        d.hands[p] |= 1L << pool[next++];
      }
    }
    if (pickedUp && d.phase != EuchrePhases.DISCARD && seat != d.dealer) {
      d.discard = pool[next++];
    }
    d.kitty = new int[d.upcard < 0 ? 0 : EuchreRules.KITTY];
    for (int i = 0; i < d.kitty.length; i++) {
      d.kitty[i] = pool[next++];
    }
    return new EuchreState(d);
  }

  /** The ids of a set of cards in a random order (Fisher–Yates). */
  private static int[] shuffled(long cards, RandomGenerator random) {
    int[] out = new int[Long.bitCount(cards)];
    int n = 0;
    for (long m = cards; m != 0; m &= m - 1) {
      out[n++] = Long.numberOfTrailingZeros(m);
    }
    for (int i = n - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int t = out[i];
      out[i] = out[j];
      out[j] = t;
    }
    return out;
  }
}
