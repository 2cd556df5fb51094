package dev.mazzo.briscola;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.family.Strategy;
import dev.mazzo.family.ViewStrategy;
import dev.mazzo.game.Action;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.TablePlay;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The Briscola family's greedy {@link Strategy}: it reasons about the trick on the table and no
 * further, from its seat's {@link BriscolaView} alone (the rank {@linkplain BriscolaView#scheme()
 * scheme} of the match, the trump suit, the table and the public piles).
 *
 * <p><b>Play.</b> The trick's winning card so far and whether a card would take it are the view's
 * own {@link BriscolaView#winningPlay} and {@link BriscolaView#beats} (briscola.md B-24 and B-25,
 * decided by the engine's trick core, so the bot never disagrees with the referee). Seats are
 * <i>mates</i> (the same side: the fixed partnerships of 4, 6 and 8 players and Sueca; in chiamata
 * the declarer and the holder of the called card, as far as this seat knows), <i>opponents</i>, or
 * <i>unknown</i> (a chiamata seat that may or may not be the secret partner, treated as an
 * opponent).
 *
 * <ul>
 *   <li>Leading: a <i>liscio</i>, the cheapest card that is not a trump (fewest points, then
 *       weakest); a trump only when it holds nothing else. In Sueca, where the others must follow
 *       suit (B-23), it first leads a <i>master</i>: a non-trump card worth points that no unseen
 *       card of its suit beats, the one worth most (this won 72% of 4000 Sueca matches against the
 *       same bot without it; in the free-play games it lost, 36% in briscola-2p).
 *   <li>A mate wins the trick so far: it never overtakes. If no opponent plays after it, or the
 *       mate's card cannot be beaten by any card still unseen, it throws points to the mate (a
 *       <i>carico</i>: its non-trump worth most); otherwise a liscio.
 *   <li>An opponent wins the trick and no opponent plays after it (the last to play, in 2-player
 *       games): it takes the trick with its non-trump winner worth most, if it has one (those
 *       points are safe once taken; this beat taking it with the cheapest winner 54–46 over 4000
 *       matches); else with its cheapest winning trump if the trick is worth a king (4 points with
 *       its cheapest card); else it throws its cheapest card, keeping trumps.
 *   <li>An opponent wins and opponents play after it: it takes the trick with a non-trump card that
 *       no unseen card can beat, if the trick is then worth a king; else a liscio.
 * </ul>
 *
 * <p>The unseen cards are the deck but its own hand, the table, every pile (tricks are played face
 * up, B-70) and a trump card lying in the stock. In Sueca the engine's legal actions hold only the
 * cards that follow suit; the bot picks among them by the same rules.
 *
 * <p>In the auction and the call of chiamata it plays as {@link ChiamataGreedy} says.
 */
final class BriscolaGreedy extends ViewStrategy<BriscolaView> {

  /**
   * The trick points (table plus its cheapest card) from which it spends a trump to win: a king's
   * worth. Measured over 6000 greedy-against-greedy matches of each 2-player variant: 4 to 10 play
   * alike; 1 loses 53–47 to them, 11 loses 56–44, 20 loses 69–31.
   */
  private static final int TRUMP_THRESHOLD = 4;

  private static final int MATE = 1;
  private static final int OPPONENT = 2;
  private static final int UNKNOWN = 3;

  /** Each card's suit ordinal by {@link Card#ordinal()}, or -1 for a joker (no allocation). */
  static final int[] SUIT = new int[Card.universeSize()];

  static {
    for (int i = 0; i < SUIT.length; i++) {
      Card c = Card.ofOrdinal(i);
      SUIT[i] = c.isJoker() ? -1 : c.suit().get().ordinal();
    }
  }

  BriscolaGreedy() {
    super(BriscolaView.class);
  }

  /** By phase: the play (B-20 … B-30), the chiamata bid (B-44 …) and call (B-51 …). */
  @Override
  protected Option<Action> prefer(BriscolaView v, Action[] actions) {
    switch (BriscolaPhase.of(v.phase())) {
      case PLAY:
        return Option.of(play(v, actions));
      case BID:
        return Option.of(ChiamataGreedy.bid(v, actions));
      case CALL:
        return Option.of(ChiamataGreedy.call(v, actions));
      default:
        return Option.none();
    }
  }

  /** B-22, B-23: only Sueca makes the seats follow suit. */
  private static boolean followsSuit(BriscolaView v) {
    return v.variantId().startsWith("sueca");
  }

  /** The card to play, or null when a legal action is not a card. */
  private static Action play(BriscolaView v, Action[] actions) {
    int k = actions.length;
    Card[] cards = new Card[k];
    for (int i = 0; i < k; i++) {
      if (!(actions[i] instanceof PlayCard)) {
        return null;
      }
      cards[i] = ((PlayCard) actions[i]).card();
    }
    Scheme scheme = v.scheme();
    int trump = v.trump().isDefined() ? v.trump().get().ordinal() : -1;
    Seq<TablePlay> table = v.table();
    int onTable = table.size();
    if (onTable == 0) {
      if (followsSuit(v)) {
        int master = masterLead(v, cards, scheme, trump);
        if (master >= 0) {
          return actions[master];
        }
      }
      return actions[liscio(cards, scheme, trump)];
    }
    TablePlay lead = v.winningPlay().get();
    Card winning = lead.card();
    int winner = lead.seat();
    int tablePoints = 0;
    for (TablePlay t : table) {
      tablePoints += scheme.points(t.card().rank());
    }
    int players = v.players();
    int me = v.seat();
    int[] relation = relations(v);
    boolean opponentsAfter = false;
    for (int j = 1; j < players - onTable; j++) {
      if (relation[(me + j) % players] != MATE) {
        opponentsAfter = true;
        break;
      }
    }

    if (relation[winner] == MATE) {
      if (!opponentsAfter || unbeatable(v, winning)) {
        return actions[carico(cards, scheme, trump)];
      }
      return actions[liscio(cards, scheme, trump)];
    }
    if (opponentsAfter) {
      int sure = sureWinner(v, cards, winning, tablePoints, scheme, trump);
      return actions[sure >= 0 ? sure : liscio(cards, scheme, trump)];
    }
    // The last word against the opponents: what it plays decides the trick.
    int best = -1;
    int minPoints = Integer.MAX_VALUE;
    for (int i = 0; i < k; i++) {
      Card c = cards[i];
      int p = scheme.points(c.rank());
      minPoints = Math.min(minPoints, p);
      if (SUIT[c.ordinal()] != trump
          && v.beats(c, winning)
          && (best < 0
              || p > scheme.points(cards[best].rank())
              || (p == scheme.points(cards[best].rank())
                  && scheme.strength(c.rank()) > scheme.strength(cards[best].rank())))) {
        best = i;
      }
    }
    if (best >= 0) {
      return actions[best];
    }
    if (tablePoints + minPoints >= TRUMP_THRESHOLD) {
      for (int i = 0; i < k; i++) {
        if (v.beats(cards[i], winning) && (best < 0 || lighter(cards[i], cards[best], scheme))) {
          best = i;
        }
      }
      if (best >= 0) {
        return actions[best];
      }
    }
    return actions[cheapest(cards, scheme, trump)];
  }

  /**
   * A non-trump card worth points that no unseen card of its suit beats (a trump may), the one
   * worth most; or -1.
   */
  private static int masterLead(BriscolaView v, Card[] cards, Scheme scheme, int trump) {
    CardSet unseen = unseen(v);
    int best = -1;
    for (int i = 0; i < cards.length; i++) {
      Card c = cards[i];
      int cs = SUIT[c.ordinal()];
      if (cs == trump || scheme.points(c.rank()) == 0) {
        continue;
      }
      boolean master = true;
      for (Card u : unseen) {
        if (SUIT[u.ordinal()] == cs && scheme.strength(u.rank()) > scheme.strength(c.rank())) {
          master = false;
          break;
        }
      }
      if (master && (best < 0 || scheme.points(c.rank()) > scheme.points(cards[best].rank()))) {
        best = i;
      }
    }
    return best;
  }

  /**
   * A card that is not a trump, takes the trick and cannot be beaten by any unseen card, the one
   * worth most, when the trick is then worth a king; or -1. (Taking a trick so with a trump, from
   * any number of points, lost head to head against not doing it: 41% of 3000 briscola-4p matches,
   * 28% of bisca-8p, 48% of Sueca.)
   */
  private static int sureWinner(
      BriscolaView v, Card[] cards, Card winning, int tablePoints, Scheme scheme, int trump) {
    int best = -1;
    for (int i = 0; i < cards.length; i++) {
      Card c = cards[i];
      if (SUIT[c.ordinal()] != trump
          && v.beats(c, winning)
          && (best < 0 || scheme.points(c.rank()) > scheme.points(cards[best].rank()))
          && unbeatable(v, c)) {
        best = i;
      }
    }
    return best >= 0 && tablePoints + scheme.points(cards[best].rank()) >= TRUMP_THRESHOLD
        ? best
        : -1;
  }

  /**
   * True when no card this seat has not seen could beat w: every card of the deck but its own, the
   * table's, the piles' and a trump card lying in the stock (B-28).
   */
  private static boolean unbeatable(BriscolaView v, Card w) {
    for (Card u : unseen(v)) {
      if (v.beats(u, w)) {
        return false;
      }
    }
    return true;
  }

  /**
   * The cards this seat has not seen and that another seat may play: every card of the deck but its
   * own, the table's, the piles' and a trump card lying in the stock (B-28).
   */
  private static CardSet unseen(BriscolaView v) {
    CardSet unseen = v.deck().all().minus(v.ownHand());
    for (int p = 0; p < v.players(); p++) {
      unseen = unseen.minus(v.captured(p));
    }
    for (TablePlay t : v.table()) {
      unseen = unseen.without(t.card());
    }
    if (v.stockSize() > 0 && v.trumpCard().isDefined()) {
      unseen = unseen.without(v.trumpCard().get());
    }
    return unseen;
  }

  /**
   * Each seat's relation to this one: MATE (itself included), OPPONENT or UNKNOWN. In chiamata
   * (B-52 to B-55) the seat knows the sides once the called card is played; before that the holder
   * of the called card knows the declarer is its mate, a declarer holding it plays alone, and any
   * other seat knows only that the declarer is an opponent.
   */
  private static int[] relations(BriscolaView v) {
    int players = v.players();
    int me = v.seat();
    int[] rel = new int[players];
    if (!v.isChiamata()) {
      Seq<Seq<Integer>> sides = v.sides();
      Seq<Integer> mine = null;
      for (Seq<Integer> side : sides) {
        if (side.contains(me)) {
          mine = side;
          break;
        }
      }
      for (int p = 0; p < players; p++) {
        rel[p] = p == me || (mine != null && mine.contains(p)) ? MATE : OPPONENT;
      }
      return rel;
    }
    Option<Integer> declarerOpt = v.declarer();
    if (declarerOpt.isEmpty()) {
      java.util.Arrays.fill(rel, UNKNOWN);
      rel[me] = MATE;
      return rel;
    }
    int declarer = declarerOpt.get();
    int partner = -1;
    boolean known = v.partnerKnown();
    if (known) {
      partner = v.partner().getOrElse(-1);
    } else if (v.calledCard().isDefined() && v.ownHand().contains(v.calledCard().get())) {
      partner = me == declarer ? -1 : me;
      known = true;
    }
    for (int p = 0; p < players; p++) {
      if (p == me) {
        rel[p] = MATE;
      } else if (known) {
        boolean pAttack = p == declarer || p == partner;
        boolean meAttack = me == declarer || me == partner;
        rel[p] = pAttack == meAttack ? MATE : OPPONENT;
      } else if (me == declarer || p == declarer) {
        // The declarer does not know its partner yet; a defender knows the declarer is not its
        // mate.
        rel[p] = me == declarer ? UNKNOWN : OPPONENT;
      } else {
        rel[p] = UNKNOWN;
      }
    }
    return rel;
  }

  /** The lead or low card: not a trump if it can, then fewest points, then weakest. */
  private static int liscio(Card[] cards, Scheme scheme, int trump) {
    int best = 0;
    for (int i = 1; i < cards.length; i++) {
      boolean ti = SUIT[cards[i].ordinal()] == trump;
      boolean tb = SUIT[cards[best].ordinal()] == trump;
      if (ti != tb ? !ti : lighter(cards[i], cards[best], scheme)) {
        best = i;
      }
    }
    return best;
  }

  /** The card to give away: fewest points, then not a trump, then weakest. */
  private static int cheapest(Card[] cards, Scheme scheme, int trump) {
    int best = 0;
    for (int i = 1; i < cards.length; i++) {
      int pi = scheme.points(cards[i].rank());
      int pb = scheme.points(cards[best].rank());
      boolean ti = SUIT[cards[i].ordinal()] == trump;
      boolean tb = SUIT[cards[best].ordinal()] == trump;
      boolean better =
          pi != pb
              ? pi < pb
              : ti != tb
                  ? !ti
                  : scheme.strength(cards[i].rank()) < scheme.strength(cards[best].rank());
      if (better) {
        best = i;
      }
    }
    return best;
  }

  /** Points to a mate's trick: the non-trump worth most (then weakest); else the cheapest. */
  private static int carico(Card[] cards, Scheme scheme, int trump) {
    int best = -1;
    for (int i = 0; i < cards.length; i++) {
      if (SUIT[cards[i].ordinal()] == trump) {
        continue;
      }
      int pi = scheme.points(cards[i].rank());
      if (best < 0
          || pi > scheme.points(cards[best].rank())
          || (pi == scheme.points(cards[best].rank())
              && scheme.strength(cards[i].rank()) < scheme.strength(cards[best].rank()))) {
        best = i;
      }
    }
    return best >= 0 ? best : cheapest(cards, scheme, trump);
  }

  /** True when a is cheaper than b: fewer points, then weaker. */
  private static boolean lighter(Card a, Card b, Scheme scheme) {
    int pa = scheme.points(a.rank());
    int pb = scheme.points(b.rank());
    return pa != pb ? pa < pb : scheme.strength(a.rank()) < scheme.strength(b.rank());
  }
}
