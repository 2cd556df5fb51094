package dev.mazzo.briscola;

import dev.mazzo.card.Card;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Rejection.Code;
import dev.mazzo.trick.Trick;
import dev.mazzo.trick.TrickTable;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.random.RandomGenerator;

/**
 * The rules of one Briscola-family variant (briscola.md), one legal-actions and one apply
 * function per phase: {@code deal} (B-12 … B-19) and {@code play} (B-20 … B-30), with the hand
 * scored (B-31 … B-37) and the match settled (B-38 … B-42) when the last trick falls.
 *
 * <p>Checks run in the order of B-67, so that the first failing check gives the code; {@link
 * #legalActions} and the play check share one predicate ({@link #playableLo}/{@link
 * #playableHi}).
 */
final class BriscolaGame implements Game<GameState> {

  private final BriscolaVariant variant;
  private final Rules defaults;

  BriscolaGame(BriscolaVariant variant, Rules defaults) {
    this.variant = variant;
    this.defaults = defaults;
  }

  @Override
  public BriscolaVariant variant() {
    return variant;
  }

  @Override
  public Either<Rejection, GameState> newMatch(MatchOptions options) {
    if (options != null && options.values().isEmpty()) {
      return Either.right(BriscolaState.newMatch(defaults));
    }
    return Rules.resolve(variant.spec, options).map(BriscolaState::newMatch);
  }

  /** The state as this variant's, or null for null or a state of another variant. */
  private BriscolaState own(GameState state) {
    if (state instanceof BriscolaState && ((BriscolaState) state).rules.spec == variant.spec) {
      return (BriscolaState) state;
    }
    return null;
  }

  // ---------------------------------------------------------------- legal actions (B-66)

  @Override
  public Seq<Action> legalActions(GameState state) {
    BriscolaState s = own(state);
    if (s == null || s.phase != Phase.PLAY) {
      return List.empty();
    }
    return legalPlays(s);
  }

  /** The play actions of the seat to act, in canonical order (B-66). */
  private static Seq<Action> legalPlays(BriscolaState s) {
    long lo = playableLo(s, s.toAct);
    long hi = playableHi(s, s.toAct);
    List<Action> out = List.empty();
    var plays = s.rules.plays[s.toAct];
    while (hi != 0) {
      int b = 63 - Long.numberOfLeadingZeros(hi);
      out = out.prepend(plays[64 + b]);
      hi &= ~(1L << b);
    }
    while (lo != 0) {
      int b = 63 - Long.numberOfLeadingZeros(lo);
      out = out.prepend(plays[b]);
      lo &= ~(1L << b);
    }
    return out;
  }

  /**
   * The low word of the cards a seat may play: any card it holds (B-22), or in a follow-suit
   * variant the cards of the led suit when it holds any (B-23).
   */
  static long playableLo(BriscolaState s, int seat) {
    long lo = s.cards[2 * seat];
    if (!s.rules.spec.followSuit || s.trick == Trick.EMPTY) {
      return lo;
    }
    TrickTable t = s.rules.table;
    return t.followLo(lo, s.cards[2 * seat + 1], t.suitOf(Trick.card(s.trick, 0)));
  }

  /** The high word of the cards a seat may play; see {@link #playableLo}. */
  static long playableHi(BriscolaState s, int seat) {
    long hi = s.cards[2 * seat + 1];
    if (!s.rules.spec.followSuit || s.trick == Trick.EMPTY) {
      return hi;
    }
    TrickTable t = s.rules.table;
    return t.followHi(s.cards[2 * seat], hi, t.suitOf(Trick.card(s.trick, 0)));
  }

  // ---------------------------------------------------------------- apply

  @Override
  public Either<Rejection, GameState> apply(GameState state, Action action) {
    BriscolaState s = own(state);
    if (s == null) {
      return Either.left(
          Rejection.malformed("That state is not a match of " + variant.id()));
    }
    Rejection r = check(s, action);
    if (r != null) {
      return Either.left(r);
    }
    return Either.right(applyLegal(s, action));
  }

  @Override
  public GameState applyLegal(GameState state, Action action) {
    BriscolaState s = (BriscolaState) state;
    if (action instanceof PlayCard) {
      return play(s, s.rules.deck.idOf(((PlayCard) action).card()));
    }
    return deal(s, ((Deal) action).order());
  }

  /** The first failing check of B-67 for an action, or null when it is legal. */
  private static Rejection check(BriscolaState s, Action action) {
    Rules rules = s.rules;
    // 1. MALFORMED: the action space and shapes (B-64), the deal's order (B-12).
    if (action instanceof PlayCard) {
      PlayCard p = (PlayCard) action;
      if (p.seat() < 0 || p.seat() >= rules.players) {
        return Rejection.malformed(
            "There is no seat " + p.seat() + ": seats are 0 to " + (rules.players - 1));
      }
      if (p.card() == null) {
        return Rejection.malformed("A play needs a card");
      }
      if (!rules.deck.contains(p.card())) {
        return Rejection.malformed(p.card().code() + " is not a card of this deck");
      }
    } else if (action instanceof Deal) {
      Rejection bad = checkOrder(rules, ((Deal) action).order());
      if (bad != null) {
        return bad;
      }
    } else {
      return Rejection.malformed(
          (action == null ? "A missing action" : "The action type " + quoted(action))
              + " is not an action of " + rules.spec.id + ": it accepts deal and play");
    }
    // 2. MATCH_OVER.
    if (s.phase == Phase.MATCH_OVER) {
      return Rejection.of(Code.MATCH_OVER, "The match is over");
    }
    // 3. WRONG_PHASE (B-65).
    if (action instanceof Deal) {
      return s.phase == Phase.DEAL
          ? null
          : Rejection.of(Code.WRONG_PHASE, "The cards are already dealt: it is time to play");
    }
    if (s.phase != Phase.PLAY) {
      return Rejection.of(Code.WRONG_PHASE, "The cards have not been dealt yet");
    }
    PlayCard p = (PlayCard) action;
    // 5. NOT_YOUR_TURN.
    if (p.seat() != s.toAct) {
      return Rejection.of(
          Code.NOT_YOUR_TURN, "It is not your turn: seat " + s.toAct + " is to play");
    }
    // 6. CARD_NOT_IN_HAND.
    int id = rules.deck.idOf(p.card());
    if (!s.hand(p.seat()).containsId(id)) {
      return Rejection.of(Code.CARD_NOT_IN_HAND, "You do not hold " + p.card().code());
    }
    // 7. MUST_FOLLOW_SUIT (B-23).
    long lo = playableLo(s, p.seat());
    long hi = playableHi(s, p.seat());
    boolean playable = id < 64 ? (lo & (1L << id)) != 0 : (hi & (1L << id)) != 0;
    if (!playable) {
      return Rejection.of(
          Code.MUST_FOLLOW_SUIT,
          "You must follow suit: you hold "
              + dev.mazzo.card.CardSet.ofBits(rules.deck, lo, hi).toSeq().mkString(", "));
    }
    return null;
  }

  private static String quoted(Action action) {
    String type;
    try {
      type = action.type();
    } catch (RuntimeException e) {
      type = null;
    }
    return type == null ? action.getClass().getSimpleName() : "\"" + type + "\"";
  }

  /** Null when the order is the variant's whole deck, each card once (B-12). */
  private static Rejection checkOrder(Rules rules, Seq<Card> order) {
    int n = rules.deck.size();
    if (order == null) {
      return Rejection.malformed("A deal needs the order of the whole deck");
    }
    if (order.size() != n) {
      return Rejection.malformed(
          "A deal must list the whole deck of " + n + " cards, each once; this one has "
              + order.size());
    }
    long lo = 0;
    long hi = 0;
    for (Card c : order) {
      int id = rules.deck.idOf(c);
      if (id < 0) {
        return Rejection.malformed(
            (c == null ? "A missing card" : c.code()) + " is not a card of this deck");
      }
      long bit = 1L << id;
      if (id < 64 ? (lo & bit) != 0 : (hi & bit) != 0) {
        return Rejection.malformed(c.code() + " appears twice in the deal");
      }
      if (id < 64) {
        lo |= bit;
      } else {
        hi |= bit;
      }
    }
    return null;
  }

  /**
   * The deal (B-13 … B-16): order[k] to seat (d+1+k) mod n for k below n·h. In a stock game
   * order[n·h] is the face-up trump card and the last card of the stock, which is order[n·h+1 …]
   * before it (B-14); in Sueca the whole deck is dealt and the dealer's last card, order[N−1], is
   * the public trump card (B-16). The eldest then leads (B-18, B-20).
   */
  private static BriscolaState deal(BriscolaState s, Seq<Card> order) {
    Rules rules = s.rules;
    int n = rules.players;
    int size = rules.deck.size();
    int dealt = rules.spec.stock ? n * rules.handSize : size;
    int[] ids = new int[size];
    int i = 0;
    for (Card c : order) {
      ids[i++] = rules.deck.idOf(c);
    }
    long[] cards = new long[4 * n];
    int seat = rules.next(s.dealer);
    for (int k = 0; k < dealt; k++) {
      add(cards, 2 * seat, ids[k]);
      seat = rules.next(seat);
    }
    byte[] stock;
    int trumpCard;
    if (rules.spec.stock) {
      stock = new byte[size - dealt];
      for (int k = dealt + 1; k < size; k++) {
        stock[k - dealt - 1] = (byte) ids[k];
      }
      trumpCard = ids[dealt];
      stock[stock.length - 1] = (byte) trumpCard;
    } else {
      stock = new byte[0];
      trumpCard = ids[size - 1];
    }
    int eldest = rules.next(s.dealer);
    return new BriscolaState(
        rules, Phase.PLAY, eldest, s.dealer, s.handNo, rules.table.suitOf(trumpCard), trumpCard,
        cards, stock, 0, Trick.EMPTY, eldest, s.score, s.results, -1, BriscolaState.DEALT, -1, -1,
        Trick.EMPTY, -1, 0, false);
  }

  private static void add(long[] cards, int word, int id) {
    cards[word + (id >>> 6)] |= 1L << id;
  }

  /**
   * A card played (B-21); when it completes the trick, the trick is won (B-24 … B-26), the
   * stock is drawn from (B-27, B-28), the winner leads (B-29), and after the last trick the hand
   * is scored (B-30 …).
   */
  private static BriscolaState play(BriscolaState s, int id) {
    Rules rules = s.rules;
    int n = rules.players;
    int seat = s.toAct;
    long[] cards = s.cards.clone();
    cards[2 * seat + (id >>> 6)] &= ~(1L << id);
    long trick = Trick.add(s.trick, id);
    if (Trick.size(trick) < n) {
      return new BriscolaState(
          rules, Phase.PLAY, rules.next(seat), s.dealer, s.handNo, s.trump, s.trumpCardId, cards,
          s.stock, s.stockPos, trick, s.leader, s.score, s.results, -1, BriscolaState.PLAYED,
          seat, id, Trick.EMPTY, -1, s.stockPos, false);
    }
    TrickTable table = rules.table;
    int winner = s.leader;
    for (int k = table.winnerIndex(trick, s.trump); k > 0; k--) {
      winner = rules.next(winner);
    }
    int pile = 2 * (n + winner);
    for (int k = 0; k < n; k++) {
      add(cards, pile, Trick.card(trick, k));
    }
    int pos = s.stockPos;
    if (pos < s.stock.length) {
      int drawer = winner;
      for (int k = 0; k < n; k++) {
        add(cards, 2 * drawer, s.stock[pos++]);
        drawer = rules.next(drawer);
      }
    }
    boolean handOver = true;
    for (int k = 0; k < 2 * n; k++) {
      if (cards[k] != 0) {
        handOver = false;
        break;
      }
    }
    if (!handOver) {
      return new BriscolaState(
          rules, Phase.PLAY, winner, s.dealer, s.handNo, s.trump, s.trumpCardId, cards, s.stock,
          pos, Trick.EMPTY, winner, s.score, s.results, -1, BriscolaState.PLAYED, seat, id, trick,
          winner, s.stockPos, false);
    }
    return endHand(s, cards, pos, seat, id, trick, winner);
  }

  /** Scores the hand (B-31 … B-37) and settles the match or passes the deal (B-38 … B-42). */
  private static BriscolaState endHand(
      BriscolaState s, long[] cards, int pos, int seat, int id, long trick, int trickWinner) {
    Rules rules = s.rules;
    int n = rules.players;
    int sideCount = rules.sides.size();
    int[] points = new int[sideCount];
    int[] tricks = new int[sideCount];
    for (int p = 0; p < n; p++) {
      int w = 2 * (n + p);
      points[rules.sideOfSeat[p]] += rules.table.points(cards[w], cards[w + 1]);
      tricks[rules.sideOfSeat[p]] += (Long.bitCount(cards[w]) + Long.bitCount(cards[w + 1])) / n;
    }
    int handWinner = handWinner(rules, points);
    int[] change = new int[sideCount];
    if (handWinner >= 0) {
      change[handWinner] = gamePoints(rules, points[handWinner], tricks[handWinner]);
    }
    int[] score = s.score.clone();
    int matchWinner = -1;
    for (int side = 0; side < sideCount; side++) {
      score[side] += change[side];
      if (score[side] >= rules.handsToWin) {
        matchWinner = side;
      }
    }
    HandResult result =
        new BriscolaHandResult(
            s.handNo, rules.sides, Array.ofAll(points), Array.ofAll(tricks),
            handWinner < 0 ? Option.none() : Option.some(handWinner), Array.ofAll(change));
    Vector<HandResult> results = s.results.append(result);
    if (matchWinner >= 0) {
      // B-42.2: the position at the end of the last hand stays.
      return new BriscolaState(
          rules, Phase.MATCH_OVER, GameState.NOBODY, s.dealer, s.handNo, s.trump, s.trumpCardId,
          cards, s.stock, pos, Trick.EMPTY, trickWinner, score, results, matchWinner,
          BriscolaState.PLAYED, seat, id, trick, trickWinner, s.stockPos, true);
    }
    // B-42.3: the deal passes; holdings, stock, table and piles are emptied.
    return new BriscolaState(
        rules, Phase.DEAL, GameState.CHANCE, rules.next(s.dealer), s.handNo + 1, -1, -1,
        new long[4 * n], new byte[0], 0, Trick.EMPTY, -1, score, results, -1,
        BriscolaState.PLAYED, seat, id, trick, trickWinner, 0, true);
  }

  /**
   * What the winning side receives (B-36): 1, or by the Sueca scale (B-37) 4 for every trick
   * (the bandeira), 2 for 91 points or more, else 1.
   */
  static int gamePoints(Rules rules, int points, int tricks) {
    if (rules.scale == Spec.Scale.SINGLE) {
      return 1;
    }
    if (tricks == rules.tricks) {
      return 4;
    }
    return points >= 91 ? 2 : 1;
  }

  /** The side that wins the hand, or -1 for a void hand (B-33 MAJORITY, B-34 TOP). */
  static int handWinner(Rules rules, int[] points) {
    if (rules.handRule == HandRule.MAJORITY) {
      for (int side = 0; side < points.length; side++) {
        if (2 * points[side] > rules.total) {
          return side;
        }
      }
      return -1;
    }
    int best = -1;
    boolean shared = false;
    for (int side = 0; side < points.length; side++) {
      if (best < 0 || points[side] > points[best]) {
        best = side;
        shared = false;
      } else if (points[side] == points[best]) {
        shared = true;
      }
    }
    return shared ? -1 : best;
  }

  // ---------------------------------------------------------------- views

  @Override
  public Either<Rejection, PlayerView> view(GameState state, int seat) {
    BriscolaState s = own(state);
    if (s == null) {
      return Either.left(Rejection.malformed("That state is not a match of " + variant.id()));
    }
    if (seat < 0 || seat >= s.rules.players) {
      return Either.left(
          Rejection.malformed(
              "There is no seat " + seat + ": seats are 0 to " + (s.rules.players - 1)));
    }
    Seq<Action> legal = s.toAct == seat ? legalActions(s) : List.empty();
    return Either.right(new BriscolaView(s, seat, legal));
  }

  @Override
  public Either<Rejection, PlayerView> publicView(GameState state) {
    BriscolaState s = own(state);
    if (s == null) {
      return Either.left(Rejection.malformed("That state is not a match of " + variant.id()));
    }
    return Either.right(new BriscolaView(s, GameState.NOBODY, List.empty()));
  }

  @Override
  public Either<Rejection, GameState> determinize(PlayerView view, RandomGenerator random) {
    if (!(view instanceof BriscolaView) || ((BriscolaView) view).rules.spec != variant.spec) {
      return Either.left(Rejection.malformed("That view is not of a match of " + variant.id()));
    }
    BriscolaView v = (BriscolaView) view;
    if (v.seat() < 0) {
      return Either.left(Rejection.malformed("A spectator's view cannot be determinized"));
    }
    if (random == null) {
      return Either.left(Rejection.malformed("Determinizing needs a random generator"));
    }
    return Either.right(Determinizer.determinize(v, random));
  }
}
