package dev.mazzo.bot;

import dev.mazzo.briscola.Bid;
import dev.mazzo.briscola.BriscolaView;
import dev.mazzo.briscola.Call;
import dev.mazzo.briscola.Scheme;
import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.TablePlay;
import dev.mazzo.tombolon.TombolonView;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.random.RandomGenerator;

/**
 * A greedy Briscola-family player: it reasons about the trick on the table and no further, from its
 * seat's {@link BriscolaView} alone (the rank {@linkplain BriscolaView#scheme() scheme} of the
 * match, the trump suit, the table and the public piles).
 *
 * <p><b>Play.</b> The trick's winning card so far and whether a card would take it are the view's
 * own {@link BriscolaView#winningPlay} and {@link BriscolaView#beats} (briscola.md B-24 and B-25,
 * decided by the engine's trick core, so the bot never disagrees with the referee). Seats are
 * <i>mates</i> (the same side: the fixed partnerships of 4, 6 and 8 players and Sueca; in chiamata
 * the caller and the holder of the called card, as far as this seat knows), <i>opponents</i>, or
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
 * <p><b>Chiamata auction</b> (B-45, B-62). For each suit it values the hand as if that suit were
 * trump ({@link #suitValue}): every trump counts, the scheme's three strongest ranks (A, 3, K in
 * the Italian order; A, 7, K in the Genoese) most, and the other aces and threes (or sevens) a
 * little. Its <i>natural bid</i> in that suit is the strongest rank of the suit it does not hold,
 * the card its partner would hold. It bids only with a suit holding at least one of the three
 * strongest ranks and worth {@link #BID_VALUE} or more; then it bids that suit's natural rank if it
 * is still a legal bid, and passes otherwise (it never bids above what the hand supports, so it
 * never calls a card it holds). In the points auction of Biscambiggia chiamata, and for 2 with
 * points, it estimates 61 to 80 points from the same value and bids the least legal number of
 * points up to that estimate.
 *
 * <p><b>Call</b> (B-51, B-63). A suit in which it does not hold the bid rank, the one it values
 * most (it plays alone only when it holds the bid rank in every suit); in Biscambiggia chiamata,
 * the strongest card it does not hold in its longest suit (ties: the suit it values most).
 *
 * <p><b>Tombolon</b>: it scores each legal capture or lay by what it wins (Scopa, then Colore, then
 * the Onori, spades and cards) and what a lay gives away; see {@code TombolonGreedy}.
 *
 * <p>For a view of another family it plays a uniformly random legal action.
 */
public final class GreedyBot implements Bot {

  /** The name on the command line. */
  public static final String NAME = "greedy";

  /**
   * The trick points (table plus its cheapest card) from which it spends a trump to win: a king's
   * worth. Measured over 6000 greedy-against-greedy matches of each 2-player variant: 4 to 10 play
   * alike; 1 loses 53–47 to them, 11 loses 56–44, 20 loses 69–31.
   */
  private static final int TRUMP_THRESHOLD = 4;

  /**
   * The least {@linkplain #suitValue value} of the best suit with which it bids in chiamata.
   * Measured over 3000 greedy matches of briscola-chiamata-5p (15000 contracts, every seat bidding
   * from value 8 up), the caller's side made its contract 41% of the time with a suit worth 12, 70%
   * with 13, 75% with 14, 80% with 16, 95% with 20 and 99% from 24; with 20 as the threshold the
   * bot made 97% of its contracts and passed out one deal in five.
   */
  static final int BID_VALUE = 14;

  /** The highest number of points it ever bids. */
  static final int MAX_POINTS_BID = 80;

  private static final int MATE = 1;
  private static final int OPPONENT = 2;
  private static final int UNKNOWN = 3;

  /** Each card's suit ordinal by {@link Card#ordinal()}, or -1 for a joker (no allocation). */
  private static final int[] SUIT = new int[Card.universeSize()];

  static {
    for (int i = 0; i < SUIT.length; i++) {
      Card c = Card.ofOrdinal(i);
      SUIT[i] = c.isJoker() ? -1 : c.suit().get().ordinal();
    }
  }

  /** A greedy bot. */
  public GreedyBot() {}

  @Override
  public Action choose(Game<GameState> game, PlayerView view, RandomGenerator rng) {
    Seq<Action> legal = view.legalActions();
    int k = legal.size();
    if (k == 0) {
      throw new IllegalArgumentException("Seat " + view.seat() + " has no legal action");
    }
    if (k == 1) {
      return legal.head();
    }
    if (view instanceof TombolonView) {
      Action a = TombolonGreedy.choose((TombolonView) view, legal.toJavaArray(Action[]::new));
      return a != null ? a : legal.get(rng.nextInt(k));
    }
    if (!(view instanceof BriscolaView)) {
      return legal.get(rng.nextInt(k));
    }
    BriscolaView v = (BriscolaView) view;
    Action[] actions = legal.toJavaArray(Action[]::new);
    Phase phase = v.phase();
    if (phase == Phase.PLAY) {
      Action a = play(v, actions);
      if (a != null) {
        return a;
      }
    } else if (phase == Phase.BID) {
      return bid(v, actions);
    } else if (phase == Phase.CALL) {
      Action a = call(v, actions);
      if (a != null) {
        return a;
      }
    }
    return actions[rng.nextInt(k)];
  }

  // ------------------------------------------------------------------------------- play

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
   * of the called card knows the caller is its mate, a caller holding it plays alone, and any other
   * seat knows only that the caller is an opponent.
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
    Option<Integer> callerOpt = v.caller();
    if (callerOpt.isEmpty()) {
      java.util.Arrays.fill(rel, UNKNOWN);
      rel[me] = MATE;
      return rel;
    }
    int caller = callerOpt.get();
    int partner = -1;
    boolean known = v.partnerKnown();
    if (known) {
      partner = v.partner().getOrElse(-1);
    } else if (v.calledCard().isDefined() && v.ownHand().contains(v.calledCard().get())) {
      partner = me == caller ? -1 : me;
      known = true;
    }
    for (int p = 0; p < players; p++) {
      if (p == me) {
        rel[p] = MATE;
      } else if (known) {
        boolean pAttack = p == caller || p == partner;
        boolean meAttack = me == caller || me == partner;
        rel[p] = pAttack == meAttack ? MATE : OPPONENT;
      } else if (me == caller || p == caller) {
        // The caller does not know its partner yet; a defender knows the caller is not its mate.
        rel[p] = me == caller ? UNKNOWN : OPPONENT;
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

  // ------------------------------------------------------------------- auction and call

  /**
   * The hand's value with this suit as trump: per card of the suit 3, plus 4 for one of the
   * scheme's three strongest ranks and 1 for the next two; per card of another suit of the scheme's
   * two strongest ranks (an ace, a three or a Genoese seven) 2. The trump ace and three with two
   * small trumps are worth 20; with a side ace, 22.
   */
  static int suitValue(CardSet hand, Suit suit, Scheme scheme) {
    int value = 0;
    for (Card c : hand) {
      int s = strengthPlace(c.rank(), scheme);
      if (SUIT[c.ordinal()] == suit.ordinal()) {
        value += 3 + (s < 3 ? 4 : s < 5 ? 1 : 0);
      } else if (s < 2) {
        value += 2;
      }
    }
    return value;
  }

  /** A rank's place in the scheme's order: 0 for the strongest. */
  private static int strengthPlace(Rank r, Scheme scheme) {
    return 10 - scheme.strength(r);
  }

  /** The strongest rank of the suit that the hand does not hold (B-51: the card to call). */
  static Rank naturalRank(CardSet hand, Suit suit, Scheme scheme) {
    for (Rank r : scheme.order()) {
      if (!holds(hand, r, suit)) {
        return r;
      }
    }
    return scheme.order().last();
  }

  /** True when the hand holds at least one of the scheme's three strongest ranks in this suit. */
  static boolean hasHonour(CardSet hand, Suit suit, Scheme scheme) {
    for (Card c : hand) {
      if (SUIT[c.ordinal()] == suit.ordinal() && strengthPlace(c.rank(), scheme) < 3) {
        return true;
      }
    }
    return false;
  }

  private static boolean holds(CardSet hand, Rank r, Suit suit) {
    for (Card c : hand) {
      if (c.rank() == r && SUIT[c.ordinal()] == suit.ordinal()) {
        return true;
      }
    }
    return false;
  }

  /**
   * The suit it would bid on: the one it values most among those holding one of the three strongest
   * ranks; none when there is no such suit worth {@link #BID_VALUE}.
   */
  static Option<Suit> biddingSuit(CardSet hand, Scheme scheme) {
    Suit best = null;
    int bestValue = -1;
    for (Suit s : Suit.values()) {
      if (!hasHonour(hand, s, scheme)) {
        continue;
      }
      int value = suitValue(hand, s, scheme);
      if (value > bestValue) {
        best = s;
        bestValue = value;
      }
    }
    return bestValue >= BID_VALUE ? Option.some(best) : Option.none();
  }

  /** The most points it would promise with this suit as trump: 61 to {@link #MAX_POINTS_BID}. */
  static int pointsEstimate(CardSet hand, Suit suit, Scheme scheme) {
    // Measured (biscambiggia-chiamata-5p): the caller's side takes on average about 78 points
    // with a suit worth 18 and 2.5 more per value point; the estimate stays well below.
    int extra = (suitValue(hand, suit, scheme) - BID_VALUE) * 3 / 2;
    return Math.max(61, Math.min(MAX_POINTS_BID, 61 + extra));
  }

  private static Action bid(BriscolaView v, Action[] actions) {
    Action pass = null;
    for (Action a : actions) {
      if (a instanceof Pass) {
        pass = a;
        break;
      }
    }
    Scheme scheme = v.scheme();
    CardSet hand = v.ownHand();
    Option<Suit> suit = biddingSuit(hand, scheme);
    if (suit.isEmpty()) {
      return pass != null ? pass : actions[0];
    }
    Rank natural = naturalRank(hand, suit.get(), scheme);
    int estimate = pointsEstimate(hand, suit.get(), scheme);
    for (Action a : actions) {
      if (!(a instanceof Bid)) {
        continue;
      }
      Bid b = (Bid) a;
      if (b.points().isDefined()) {
        // Points bids come in increasing order: the first is the least legal one.
        boolean rankOk = b.rank().isEmpty() || natural == Rank.TWO;
        return rankOk && b.points().get() <= estimate ? a : pass;
      }
      if (b.rank().contains(natural)) {
        return a;
      }
    }
    return pass != null ? pass : actions[0];
  }

  /** The call, or null when the legal actions are not calls. */
  private static Action call(BriscolaView v, Action[] actions) {
    Scheme scheme = v.scheme();
    CardSet hand = v.ownHand();
    int me = v.seat();
    boolean suitCalls = false;
    for (Action a : actions) {
      if (!(a instanceof Call)) {
        return null;
      }
      suitCalls |= ((Call) a).suit().isDefined();
    }
    if (suitCalls) {
      Rank rank = v.highBid().flatMap(Bid::rank).getOrElse(Rank.TWO);
      Suit best = null;
      int bestKey = Integer.MIN_VALUE;
      for (Suit s : Suit.values()) {
        // A suit whose bid rank it holds would leave it alone: only when every suit does.
        int key = suitValue(hand, s, scheme) - (holds(hand, rank, s) ? 1000 : 0);
        if (key > bestKey) {
          best = s;
          bestKey = key;
        }
      }
      return find(actions, Call.suit(me, best));
    }
    Suit longest = null;
    int bestLength = -1;
    int bestValue = -1;
    for (Suit s : Suit.values()) {
      int length = hand.ofSuit(s).size();
      int value = suitValue(hand, s, scheme);
      if (length > bestLength || (length == bestLength && value > bestValue)) {
        longest = s;
        bestLength = length;
        bestValue = value;
      }
    }
    Rank rank = naturalRank(hand, longest, scheme);
    return find(actions, Call.card(me, Card.of(rank, longest)));
  }

  /** The legal action equal to a, or null. */
  private static Action find(Action[] actions, Action a) {
    for (Action x : actions) {
      if (x.equals(a)) {
        return x;
      }
    }
    return null;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String toString() {
    return NAME;
  }
}
