package dev.mazzo.briscola;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Rejection.Code;
import dev.mazzo.game.SeatAction;
import dev.mazzo.table.Checks;
import dev.mazzo.table.TableGame;
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
 * The rules of one Briscola-family variant (briscola.md), one legal-actions and one apply function
 * per phase: {@code deal} (B-12 … B-19), {@code bid} (B-44 … B-49, B-62), {@code call} (B-51 …
 * B-53, B-63) and {@code play} (B-20 … B-30), with the hand scored (B-31 … B-37, B-57 … B-59) and
 * the match settled (B-38 … B-42) when the last trick falls.
 *
 * <p>Checks run in the order of B-67, so that the first failing check gives the code. {@link
 * #legalActions} and the checks share one predicate per phase: {@link #playableLo}/{@link
 * #playableHi} for play, {@link #bidLevel} for bids, {@link #calledCardOf} for calls.
 */
final class BriscolaGame extends TableGame<BriscolaState, BriscolaView> {

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

  @Override
  protected BriscolaState own(GameState state) {
    if (state instanceof BriscolaState && ((BriscolaState) state).rules.spec == variant.spec) {
      return (BriscolaState) state;
    }
    return null;
  }

  @Override
  protected BriscolaView ownView(PlayerView view) {
    if (view instanceof BriscolaView && ((BriscolaView) view).rules.spec == variant.spec) {
      return (BriscolaView) view;
    }
    return null;
  }

  // ---------------------------------------------------------------- legal actions (B-66)

  @Override
  protected Seq<Action> legal(BriscolaState s) {
    switch (s.phase) {
      case PLAY:
        return legalPlays(s);
      case BID:
        return legalBids(s);
      case CALL:
        return legalCalls(s);
      default:
        return List.empty();
    }
  }

  /** The play actions of the seat to act, in canonical order (B-66). */
  private static Seq<Action> legalPlays(BriscolaState s) {
    long lo = playableLo(s, s.toAct);
    long hi = playableHi(s, s.toAct);
    if ((lo | hi) == 0) {
      return List.empty();
    }
    PlayCard[] plays = s.rules.plays[s.toAct];
    // the highest card's list is cached: one cons fewer per call, none for a single legal play
    List<Action> out;
    if (hi != 0) {
      int b = 63 - Long.numberOfLeadingZeros(hi);
      out = s.rules.onePlay[s.toAct][64 + b];
      hi &= ~(1L << b);
    } else {
      int b = 63 - Long.numberOfLeadingZeros(lo);
      out = s.rules.onePlay[s.toAct][b];
      lo &= ~(1L << b);
    }
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
    long lo = s.holdingLo(seat);
    if (!s.rules.spec.followSuit || s.trick == Trick.EMPTY) {
      return lo;
    }
    TrickTable t = s.rules.table;
    return t.followLo(lo, s.holdingHi(seat), t.suitOf(Trick.card(s.trick, 0)));
  }

  /** The high word of the cards a seat may play; see {@link #playableLo}. */
  static long playableHi(BriscolaState s, int seat) {
    long hi = s.holdingHi(seat);
    if (!s.rules.spec.followSuit || s.trick == Trick.EMPTY) {
      return hi;
    }
    TrickTable t = s.rules.table;
    return t.followHi(s.holdingLo(seat), hi, t.suitOf(Trick.card(s.trick, 0)));
  }

  /** Pass, then every legal bid from the lowest to the highest on the ladder (B-45, B-66). */
  private static Seq<Action> legalBids(BriscolaState s) {
    java.util.List<Action> out = new java.util.ArrayList<>();
    out.add(new Pass(s.toAct));
    int current = s.auction.level;
    if (s.rules.spec.auction == Spec.Auction.RANKS) {
      for (int level = current + 1; level < 10; level++) {
        out.add(s.bidAt(s.toAct, level));
      }
    }
    int firstPoints =
        s.rules.spec.auction == Spec.Auction.POINTS || current >= 9
            ? Math.max(Auction.pointsLevel(61), current + 1)
            : Integer.MAX_VALUE;
    for (int level = firstPoints; level <= Auction.pointsLevel(120); level++) {
      out.add(s.bidAt(s.toAct, level));
    }
    return Array.ofAll(out);
  }

  /** H, D, C, S; or every card of the deck in canonical order (B-66). */
  private static Seq<Action> legalCalls(BriscolaState s) {
    java.util.List<Action> out = new java.util.ArrayList<>();
    if (s.rules.spec.auction == Spec.Auction.RANKS) {
      for (Suit suit : Suit.values()) {
        out.add(Call.suit(s.toAct, suit));
      }
    } else {
      for (Card c : s.rules.deck.cards()) {
        out.add(Call.card(s.toAct, c));
      }
    }
    return Array.ofAll(out);
  }

  // ---------------------------------------------------------------- checks (B-64, B-67)

  /** The first failing check of B-67 for an action, or null when it is legal. */
  @Override
  protected Rejection check(BriscolaState s, Action action) {
    // 1. MALFORMED: the action space and shapes (B-64), the deal's order (B-12).
    Rejection bad = checkShape(s.rules, action);
    if (bad != null) {
      return bad;
    }
    // 2. MATCH_OVER.
    if (s.phase == Phase.MATCH_OVER) {
      return Checks.matchOver();
    }
    // 3. WRONG_PHASE (B-65).
    Phase wanted =
        action instanceof Deal
            ? Phase.DEAL
            : action instanceof PlayCard
                ? Phase.PLAY
                : action instanceof Call ? Phase.CALL : Phase.BID;
    if (s.phase != wanted) {
      return Rejection.of(Code.WRONG_PHASE, wrongPhase(s.phase, action.type()));
    }
    if (action instanceof Deal) {
      return null;
    }
    int seat = ((SeatAction) action).seat();
    // 4. ALREADY_PASSED (B-47).
    if (s.phase == Phase.BID && s.auction.hasPassed(seat)) {
      return Rejection.of(
          Code.ALREADY_PASSED, "You have passed: you cannot bid again in this auction");
    }
    // 5. NOT_YOUR_TURN.
    if (seat != s.toAct) {
      return Checks.notYourTurn(s.toAct);
    }
    // 6 and 7, by action type.
    if (action instanceof PlayCard) {
      return checkPlay(s, ((PlayCard) action).card());
    }
    if (action instanceof Bid) {
      Bid b = (Bid) action;
      return bidLevel(s, b) < 0 ? Rejection.of(Code.BID_TOO_LOW, bidTooLow(s, b)) : null;
    }
    if (action instanceof Call) {
      return calledCardOf(s, (Call) action) < 0
          ? Rejection.of(Code.ILLEGAL_CALL, illegalCall(s.rules))
          : null;
    }
    return null;
  }

  private static String wrongPhase(Phase phase, String type) {
    switch (phase) {
      case DEAL:
        return "The cards have not been dealt yet";
      case BID:
        return "The auction is on: bid or pass";
      case CALL:
        return "The caller must call first";
      default:
        return "The cards are being played: a " + type + " is not possible now";
    }
  }

  /** B-64's shapes; null when the action is of the variant's action space and well formed. */
  private static Rejection checkShape(Rules rules, Action action) {
    if (action instanceof Deal) {
      return Checks.order(rules.deck, ((Deal) action).order());
    }
    boolean chiamata = rules.spec.auction != Spec.Auction.NONE;
    if (!(action instanceof PlayCard)
        && !(chiamata
            && (action instanceof Bid || action instanceof Pass || action instanceof Call))) {
      return Checks.unknownAction(
          action, rules.spec.id, chiamata ? "deal, play, bid, pass and call" : "deal and play");
    }
    Rejection badSeat = Checks.seat(((SeatAction) action).seat(), rules.players);
    if (badSeat != null) {
      return badSeat;
    }
    if (action instanceof PlayCard) {
      return Checks.card(rules.deck, ((PlayCard) action).card(), "A play needs a card");
    }
    if (action instanceof Bid) {
      return checkBidShape(rules, (Bid) action);
    }
    if (action instanceof Call) {
      Call c = (Call) action;
      if (c.suit() == null || c.card() == null || c.suit().contains(null)) {
        return Rejection.malformed("A call needs a suit or a card");
      }
      int forms = (c.suit().isDefined() || c.noTrump() ? 1 : 0) + (c.card().isDefined() ? 1 : 0);
      if (forms != 1 || (c.suit().isDefined() && c.noTrump())) {
        return Rejection.malformed("A call names either a suit or a card");
      }
      return c.card().isDefined()
          ? Checks.card(rules.deck, c.card().get(), "A call needs a suit or a card")
          : null;
    }
    return null;
  }

  /** A bid's fields for this variant (B-46, B-62, B-64). */
  private static Rejection checkBidShape(Rules rules, Bid b) {
    if (b.rank() == null || b.points() == null) {
      return Rejection.malformed("A bid needs a rank or points");
    }
    if (b.points().isDefined() && (b.points().get() == null || b.points().get() > 120)) {
      return Rejection.malformed("A bid's points are a whole number from 61 to 120");
    }
    if (rules.spec.auction == Spec.Auction.POINTS) {
      if (b.rank().isDefined()) {
        return Rejection.malformed("In this auction a bid is points only, without a rank");
      }
      if (b.points().isEmpty()) {
        return Rejection.malformed("A bid needs points");
      }
      return null;
    }
    if (b.rank().isEmpty() || b.rank().get() == null) {
      return Rejection.malformed("A bid names a rank: A, 3, K, Q, J, 7, 6, 5, 4 or 2");
    }
    if (rules.scheme.strength(b.rank().get()) == 0) {
      return Rejection.malformed(b.rank().get().token() + " is not a rank of this deck");
    }
    if (b.points().isDefined() && b.rank().get() != Rank.TWO) {
      return Rejection.malformed("Only a bid of 2 can carry points");
    }
    return null;
  }

  /** CARD_NOT_IN_HAND (6) and MUST_FOLLOW_SUIT (7) of B-67. */
  private static Rejection checkPlay(BriscolaState s, Card card) {
    int seat = s.toAct;
    int id = s.rules.deck.idOf(card);
    if (!s.hand(seat).containsId(id)) {
      return Rejection.of(Code.CARD_NOT_IN_HAND, "You do not hold " + card.code());
    }
    long lo = playableLo(s, seat);
    long hi = playableHi(s, seat);
    boolean playable = id < 64 ? (lo & (1L << id)) != 0 : (hi & (1L << id)) != 0;
    if (!playable) {
      return Rejection.of(
          Code.MUST_FOLLOW_SUIT,
          "You must follow suit: you hold "
              + CardSet.ofBits(s.rules.deck, lo, hi).toSeq().map(Card::code).mkString(", "));
    }
    return null;
  }

  /**
   * The ladder level of a well-formed bid when it is legal now, else -1 (B-45, B-46, B-62): it must
   * be strictly higher than the current bid; a points bid needs at least 61 and, in the rank
   * auction, a plain 2 or a points bid before it.
   */
  static int bidLevel(BriscolaState s, Bid b) {
    int current = s.auction.level;
    int level;
    if (b.points().isDefined()) {
      int p = b.points().get();
      if (p < 61) {
        return -1;
      }
      if (s.rules.spec.auction == Spec.Auction.RANKS && current < 9) {
        return -1;
      }
      level = Auction.pointsLevel(p);
    } else {
      level = s.rules.scheme.order().indexOf(b.rank().get());
    }
    return level > current ? level : -1;
  }

  private static String bidTooLow(BriscolaState s, Bid b) {
    int current = s.auction.level;
    if (s.rules.spec.auction == Spec.Auction.POINTS) {
      int min = current < 0 ? 61 : Auction.pointsOf(current) + 1;
      return "Bid at least " + min + " points";
    }
    if (b.points().isDefined() && current < 9) {
      return "A bid of 2 with points is possible only after a plain 2";
    }
    if (current < 0) {
      return "Bid a rank: A, 3, K, Q, J, 7, 6, 5, 4 or 2";
    }
    if (current >= 9) {
      int min = current == 9 ? 61 : Auction.pointsOf(current) + 1;
      return "Bid 2 with at least " + min + " points";
    }
    Seq<String> higher = s.rules.scheme.order().drop(current + 1).map(Rank::token);
    return "Bid lower than "
        + s.rules.scheme.order().get(current).token()
        + ": "
        + (higher.size() == 1
            ? higher.head()
            : higher.init().mkString(", ") + " or " + higher.last());
  }

  /** The called card's id when the call is legal, else -1 (B-51, B-63, B-64). */
  static int calledCardOf(BriscolaState s, Call c) {
    if (s.rules.spec.auction == Spec.Auction.RANKS) {
      if (c.suit().isEmpty()) {
        return -1;
      }
      int level = s.auction.level;
      Rank rank = level >= 9 ? Rank.TWO : s.rules.scheme.order().get(level);
      return s.rules.deck.idOf(Card.of(rank, c.suit().get()));
    }
    return c.card().isDefined() ? s.rules.deck.idOf(c.card().get()) : -1;
  }

  private static String illegalCall(Rules rules) {
    return rules.spec.auction == Spec.Auction.RANKS
        ? "Call a suit: H, D, C or S"
        : "Call a card, such as AC";
  }

  // ---------------------------------------------------------------- apply, by phase

  @Override
  protected BriscolaState next(BriscolaState s, Action action) {
    return (BriscolaState) applyLegal(s, action);
  }

  @Override
  public GameState applyLegal(GameState state, Action action) {
    BriscolaState s = (BriscolaState) state;
    if (action instanceof PlayCard) {
      return play(s, s.rules.deck.idOf(((PlayCard) action).card()));
    }
    if (action instanceof Deal) {
      return deal(s, ((Deal) action).order());
    }
    if (action instanceof Bid) {
      return bid(s, bidLevel(s, (Bid) action));
    }
    if (action instanceof Pass) {
      return pass(s);
    }
    return call(s, calledCardOf(s, (Call) action));
  }

  /**
   * The deal (B-13 … B-17): order[k] to seat (d+1+k) mod n for k below n·h. In a stock game
   * order[n·h] is the face-up trump card and the last card of the stock, which is order[n·h+1 …]
   * before it (B-14); in Sueca the whole deck is dealt and the dealer's last card, order[N−1], is
   * the public trump card (B-16); in chiamata the whole deck is dealt without trump (B-17). The
   * eldest then leads, or bids in chiamata (B-18, B-20).
   */
  private static BriscolaState deal(BriscolaState s, Seq<Card> order) {
    Rules rules = s.rules;
    int n = rules.players;
    int size = rules.deck.size();
    int dealt = rules.spec.stock ? n * rules.handSize : size;
    long[] cards = new long[4 * n];
    boolean stocked = rules.spec.stock;
    byte[] stock = stocked ? new byte[size - dealt] : NO_STOCK;
    int trumpCard = -1;
    int seat = rules.next(s.dealer);
    int k = 0;
    // one pass over the order, no temporary array
    for (Card c : order) {
      int id = rules.deck.idOf(c);
      if (k < dealt) {
        add(cards, 2 * seat, id);
        seat = rules.next(seat);
      } else if (stocked) {
        if (k == dealt) {
          trumpCard = id;
        } else {
          stock[k - dealt - 1] = (byte) id;
        }
      }
      if (!stocked && rules.spec.suecaTrump && k == size - 1) {
        trumpCard = id;
      }
      k++;
    }
    if (stocked) {
      stock[stock.length - 1] = (byte) trumpCard;
    }
    int eldest = rules.next(s.dealer);
    boolean auction = rules.spec.auction != Spec.Auction.NONE;
    return new BriscolaState(
        rules,
        auction ? Phase.BID : Phase.PLAY,
        eldest,
        s.dealer,
        s.handNo,
        trumpCard < 0 ? -1 : rules.table.suitOf(trumpCard),
        trumpCard,
        cards,
        stock,
        0,
        Trick.EMPTY,
        eldest,
        s.score,
        s.results,
        -1,
        BriscolaState.DEALT,
        -1,
        -1,
        Trick.EMPTY,
        -1,
        0,
        false,
        auction ? Auction.EMPTY : null);
  }

  /** The stock of a variant without one (shared: states compare stocks by content). */
  private static final byte[] NO_STOCK = new byte[0];

  /**
   * The values as a sequence, built straight from an array: {@code Array.ofAll(int...)} goes
   * through an iterator and an intermediate {@code List}, which showed in the playout profile.
   */
  private static Seq<Integer> boxed(int[] values) {
    Integer[] out = new Integer[values.length];
    for (int i = 0; i < values.length; i++) {
      out[i] = values[i];
    }
    return Array.of(out);
  }

  private static void add(long[] cards, int word, int id) {
    cards[word + (id >>> 6)] |= 1L << id;
  }

  /** A bid (B-46): it becomes the highest; the auction may end (B-48) or goes on (B-44). */
  private static BriscolaState bid(BriscolaState s, int level) {
    return afterAuctionTurn(s, s.auction.withBid(s.toAct, level), BriscolaState.BID);
  }

  /** A pass (B-47); when all five have passed the deal is passed out (B-49). */
  private static BriscolaState pass(BriscolaState s) {
    Auction a = s.auction.withPass(s.toAct);
    int all = (1 << s.rules.players) - 1;
    if (a.passed == all) {
      return passedOut(s, a);
    }
    return afterAuctionTurn(s, a, BriscolaState.PASSED);
  }

  /**
   * After a bid or a pass: with a bid made and one seat left, that seat is the caller (B-48a, phase
   * {@code call}); otherwise the next seat that has not passed acts (B-44).
   */
  private static BriscolaState afterAuctionTurn(BriscolaState s, Auction a, int kind) {
    Rules rules = s.rules;
    int left = rules.players - Integer.bitCount(a.passed);
    Phase phase = Phase.BID;
    int next;
    if (a.level != Auction.NONE && left == 1) {
      next = Integer.numberOfTrailingZeros(~a.passed);
      a = new Auction(a.level, a.high, a.passed, next, -1, -1);
      phase = Phase.CALL;
    } else {
      next = rules.next(s.toAct);
      while (a.hasPassed(next)) {
        next = rules.next(next);
      }
    }
    return new BriscolaState(
        rules,
        phase,
        next,
        s.dealer,
        s.handNo,
        -1,
        -1,
        s.cards,
        s.stock,
        0,
        Trick.EMPTY,
        s.leader,
        s.score,
        s.results,
        -1,
        kind,
        s.toAct,
        -1,
        Trick.EMPTY,
        -1,
        0,
        false,
        a);
  }

  /**
   * The call (B-51 … B-53, B-63): the called card's suit is trump, its holder the partner (or
   * nobody when the caller holds it); the eldest leads, or the caller with {@code
   * firstLead:"caller"} (B-54).
   */
  private static BriscolaState call(BriscolaState s, int cardId) {
    Rules rules = s.rules;
    int holder = -1;
    for (int p = 0; p < rules.players; p++) {
      if (s.holds(p, cardId)) {
        holder = p;
      }
    }
    Auction a = s.auction.withCall(s.toAct, cardId, holder);
    int leader = rules.callerLeads ? s.toAct : rules.next(s.dealer);
    return new BriscolaState(
        rules,
        Phase.PLAY,
        leader,
        s.dealer,
        s.handNo,
        rules.table.suitOf(cardId),
        -1,
        s.cards,
        s.stock,
        0,
        Trick.EMPTY,
        leader,
        s.score,
        s.results,
        -1,
        BriscolaState.CALLED,
        s.toAct,
        cardId,
        Trick.EMPTY,
        -1,
        0,
        false,
        a);
  }

  /**
   * A card played (B-21); when it completes the trick, the trick is won (B-24 … B-26), the stock is
   * drawn from (B-27, B-28), the winner leads (B-29), and after the last trick the hand is scored
   * (B-30 …). A play that does not complete the trick only puts the card on the table: the new
   * state shares the card array, and the trick's cards leave the holding words when the trick is
   * gathered (see {@link BriscolaState#holdingLo}).
   */
  private static BriscolaState play(BriscolaState s, int id) {
    Rules rules = s.rules;
    int n = rules.players;
    int seat = s.toAct;
    long trick = Trick.add(s.trick, id);
    if (Trick.size(trick) < n) {
      // the card goes to the table only: the card array is shared, holdings mask the table out
      return new BriscolaState(
          rules,
          Phase.PLAY,
          rules.next(seat),
          s.dealer,
          s.handNo,
          s.trump,
          s.trumpCardId,
          s.cards,
          s.stock,
          s.stockPos,
          trick,
          s.leader,
          s.score,
          s.results,
          -1,
          BriscolaState.PLAYED,
          seat,
          id,
          Trick.EMPTY,
          -1,
          s.stockPos,
          false,
          s.auction);
    }
    TrickTable table = rules.table;
    int winner = s.leader;
    for (int k = table.winnerIndex(trick, s.trump); k > 0; k--) {
      winner = rules.next(winner);
    }
    long[] cards = s.cards.clone();
    long tableLo = Trick.maskLo(trick);
    long tableHi = Trick.maskHi(trick);
    for (int p = 0; p < n; p++) {
      cards[2 * p] &= ~tableLo;
      cards[2 * p + 1] &= ~tableHi;
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
      handOver &= cards[k] == 0;
    }
    BriscolaState after =
        new BriscolaState(
            rules,
            Phase.PLAY,
            winner,
            s.dealer,
            s.handNo,
            s.trump,
            s.trumpCardId,
            cards,
            s.stock,
            pos,
            Trick.EMPTY,
            winner,
            s.score,
            s.results,
            -1,
            BriscolaState.PLAYED,
            seat,
            id,
            trick,
            winner,
            s.stockPos,
            handOver,
            s.auction);
    // B-30: the last trick ends the hand
    return handOver ? endHand(after) : after;
  }

  // ---------------------------------------------------------------- scoring (B-31 … B-42)

  /** Scores the finished hand and settles the match or passes the deal. */
  private static BriscolaState endHand(BriscolaState s) {
    Rules rules = s.rules;
    return rules.spec.auction == Spec.Auction.NONE ? scoreSides(s) : scoreContract(s);
  }

  /** MAJORITY or TOP over the match sides (B-31 … B-37). */
  private static BriscolaState scoreSides(BriscolaState s) {
    Rules rules = s.rules;
    int sideCount = rules.sides.size();
    int[] points = new int[sideCount];
    int[] tricks = new int[sideCount];
    for (int p = 0; p < rules.players; p++) {
      points[rules.sideOfSeat[p]] += pilePoints(s, p);
      tricks[rules.sideOfSeat[p]] += pileTricks(s, p);
    }
    int handWinner = handWinner(rules, points);
    int[] change = new int[sideCount];
    if (handWinner >= 0) {
      change[handWinner] = gamePoints(rules, points[handWinner], tricks[handWinner]);
    }
    HandResult result =
        new BriscolaHandResult(
            s.handNo,
            rules.sides,
            boxed(points),
            boxed(tricks),
            handWinner < 0 ? Option.none() : Option.some(handWinner),
            boxed(change),
            Option.none());
    return settle(s, result, change);
  }

  /**
   * CONTRACT (B-57 … B-59): the caller's side, with the partner if any, against the other seats;
   * made with at least the target; the payments per seat.
   */
  private static BriscolaState scoreContract(BriscolaState s) {
    Rules rules = s.rules;
    Auction a = s.auction;
    int n = rules.players;
    java.util.List<Integer> callers = new java.util.ArrayList<>();
    java.util.List<Integer> others = new java.util.ArrayList<>();
    int[] points = new int[2];
    int[] tricks = new int[2];
    for (int p = 0; p < n; p++) {
      int side = p == a.caller || p == a.partner ? 0 : 1;
      (side == 0 ? callers : others).add(p);
      points[side] += pilePoints(s, p);
      tricks[side] += pileTricks(s, p);
    }
    int target = a.target();
    boolean made = points[0] >= target;
    int sign = made ? 1 : -1;
    int[] pay = new int[n];
    for (int p = 0; p < n; p++) {
      if (p == a.caller) {
        pay[p] = sign * (a.partner < 0 ? 4 : 2);
      } else if (p == a.partner) {
        pay[p] = sign;
      } else {
        pay[p] = -sign;
      }
    }
    Bid bid = s.bidAt(a.caller, a.level);
    Seq<Integer> payments = boxed(pay);
    Contract contract =
        new Contract(
            Option.some(a.caller),
            a.partner < 0 ? Option.none() : Option.some(a.partner),
            bid.rank(),
            bid.points(),
            Option.some(rules.deck.card(a.calledCard)),
            Option.some(target),
            Option.some(made),
            payments);
    HandResult result =
        new BriscolaHandResult(
            s.handNo,
            Array.of(Array.ofAll(callers), Array.ofAll(others)),
            boxed(points),
            boxed(tricks),
            Option.some(made ? 0 : 1),
            payments,
            Option.some(contract));
    return settle(s, result, pay);
  }

  /** A passed-out deal (B-49): a void result with no sides, every payment 0. */
  private static BriscolaState passedOut(BriscolaState s, Auction a) {
    int n = s.rules.players;
    Seq<Integer> zeros = Array.fill(n, 0);
    Contract contract =
        new Contract(
            Option.none(),
            Option.none(),
            Option.none(),
            Option.none(),
            Option.none(),
            Option.none(),
            Option.none(),
            zeros);
    HandResult result =
        new BriscolaHandResult(
            s.handNo,
            Array.empty(),
            Array.empty(),
            Array.empty(),
            Option.none(),
            zeros,
            Option.some(contract));
    BriscolaState last =
        new BriscolaState(
            s.rules,
            Phase.BID,
            s.toAct,
            s.dealer,
            s.handNo,
            -1,
            -1,
            s.cards,
            s.stock,
            0,
            Trick.EMPTY,
            s.leader,
            s.score,
            s.results,
            -1,
            BriscolaState.PASSED,
            s.toAct,
            -1,
            Trick.EMPTY,
            -1,
            0,
            true,
            a);
    return settle(last, result, new int[n]);
  }

  private static int pilePoints(BriscolaState s, int seat) {
    int w = 2 * (s.rules.players + seat);
    return s.rules.table.points(s.cards[w], s.cards[w + 1]);
  }

  private static int pileTricks(BriscolaState s, int seat) {
    int w = 2 * (s.rules.players + seat);
    return (Long.bitCount(s.cards[w]) + Long.bitCount(s.cards[w + 1])) / s.rules.players;
  }

  /**
   * B-42: the result is recorded and the score updated; the match ends (B-39 … B-41) with the last
   * position kept, or the deal passes to the next dealer with everything emptied.
   */
  private static BriscolaState settle(BriscolaState s, HandResult result, int[] change) {
    Rules rules = s.rules;
    int[] score = s.score.clone();
    for (int side = 0; side < score.length; side++) {
      score[side] += change[side];
    }
    Vector<HandResult> results = s.results.append(result);
    int matchWinner = -1;
    boolean over;
    if (rules.spec.match == Spec.Match.DEALS) {
      over = s.handNo >= rules.deals;
      for (int side = 0; side < score.length; side++) {
        if (matchWinner < 0 || score[side] > score[matchWinner]) {
          matchWinner = side;
        }
      }
      for (int side = 0; side < score.length; side++) {
        if (side != matchWinner && score[side] == score[matchWinner]) {
          matchWinner = -1;
          break;
        }
      }
    } else {
      for (int side = 0; side < score.length; side++) {
        if (score[side] >= rules.handsToWin) {
          matchWinner = side;
        }
      }
      over = matchWinner >= 0;
    }
    if (over) {
      return new BriscolaState(
          rules,
          Phase.MATCH_OVER,
          GameState.NOBODY,
          s.dealer,
          s.handNo,
          s.trump,
          s.trumpCardId,
          s.cards,
          s.stock,
          s.stockPos,
          Trick.EMPTY,
          s.leader,
          score,
          results,
          matchWinner,
          s.lastKind,
          s.lastSeat,
          s.lastCard,
          s.lastTrick,
          s.lastTrickWinner,
          s.drawFrom,
          true,
          s.auction);
    }
    return new BriscolaState(
        rules,
        Phase.DEAL,
        GameState.CHANCE,
        rules.next(s.dealer),
        s.handNo + 1,
        -1,
        -1,
        new long[4 * rules.players],
        new byte[0],
        0,
        Trick.EMPTY,
        -1,
        score,
        results,
        -1,
        s.lastKind,
        s.lastSeat,
        s.lastCard,
        s.lastTrick,
        s.lastTrickWinner,
        0,
        true,
        s.auction);
  }

  /**
   * What the winning side receives (B-36): 1, or by the Sueca scale (B-37) 4 for every trick (the
   * bandeira), 2 for 91 points or more, else 1.
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
  protected BriscolaView newView(BriscolaState s, int seat, Seq<Action> legal) {
    return new BriscolaView(s, seat, legal);
  }

  @Override
  protected BriscolaState determinizeView(BriscolaView v, RandomGenerator random) {
    return Determinizer.determinize(v, random);
  }
}
