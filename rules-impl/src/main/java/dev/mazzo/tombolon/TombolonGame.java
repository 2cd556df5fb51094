package dev.mazzo.tombolon;

import dev.mazzo.card.Card;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Rejection.Code;
import dev.mazzo.game.SeatAction;
import dev.mazzo.table.Checks;
import dev.mazzo.table.TableGame;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.random.RandomGenerator;

/**
 * The rules of one Tombolon variant (tombolon.md): one legal-actions and one apply function per
 * phase, {@code deal} (T-7 … T-10) and {@code play} (T-11 … T-21), with the deal scored (T-22 …
 * T-26), going out (T-27, T-28) and the match settled (T-29, T-30).
 *
 * <p>Checks run in the order of T-19, so that the first failing check gives the code, and
 * ILLEGAL_CAPTURE's reasons in the order of T-20. {@link #legalActions} lists each card's capture
 * sets ({@link Captures#sets}), or a lay when it has none; the check ({@link #checkCapture}) asks
 * {@link Captures} whether a set exists and what a set adds up to, and gives the T-20 reason. The
 * tests hold both to one brute force over every subset of the table, and the conformance kit proves
 * that every listed action is accepted and every other one rejected.
 */
final class TombolonGame extends TableGame<TombolonState, TombolonView> {

  private final TombolonVariant variant;
  private final Rules defaults;

  TombolonGame(TombolonVariant variant, Rules defaults) {
    this.variant = variant;
    this.defaults = defaults;
  }

  @Override
  public TombolonVariant variant() {
    return variant;
  }

  @Override
  public Either<Rejection, GameState> newMatch(MatchOptions options) {
    if (options != null && options.values().isEmpty()) {
      return Either.right(TombolonState.newMatch(defaults));
    }
    return Rules.resolve(variant.spec, options).map(TombolonState::newMatch);
  }

  @Override
  protected TombolonState own(GameState state) {
    if (state instanceof TombolonState && ((TombolonState) state).rules.spec == variant.spec) {
      return (TombolonState) state;
    }
    return null;
  }

  @Override
  protected TombolonView ownView(PlayerView view) {
    if (view instanceof TombolonView && ((TombolonView) view).rules.spec == variant.spec) {
      return (TombolonView) view;
    }
    return null;
  }

  // ---------------------------------------------------------------- legal actions (T-21)

  @Override
  protected Seq<Action> legal(TombolonState s) {
    return s.phase == Phase.PLAY ? legalPlays(s) : List.empty();
  }

  /**
   * For each card in hand, in canonical order: its lay when it has no capture set, else one play
   * per capture set in the order of {@link Captures#sets} (T-21).
   */
  static Seq<Action> legalPlays(TombolonState s) {
    Rules r = s.rules;
    int seat = s.toAct;
    ArrayList<Action> out = new ArrayList<>(8);
    for (long h = s.cards[seat]; h != 0; h &= h - 1) {
      int id = Long.numberOfTrailingZeros(h);
      long[] sets = Captures.sets(r, id, s.tableMask);
      if (sets.length == 0) {
        out.add(r.lays[seat][id]);
      } else {
        for (long set : sets) {
          out.add(new CapturePlay(seat, r.cards[id], r.cardsOf(set)));
        }
      }
    }
    return Array.ofAll(out);
  }

  // ---------------------------------------------------------------- checks (T-19, T-20)

  /**
   * The fast path for an action from {@link #legalActions} (or a Deal of the deck): no check. A
   * state of another variant or an action the family does not know falls back to {@link #apply}.
   */
  @Override
  public GameState applyLegal(GameState state, Action action) {
    TombolonState s = own(state);
    if (s == null
        || !(action instanceof CapturePlay
            || action instanceof PlayCard
            || action instanceof Deal)) {
      return super.applyLegal(state, action);
    }
    return next(s, action);
  }

  /** The next state for an action that passed the checks. */
  @Override
  protected TombolonState next(TombolonState s, Action action) {
    if (action instanceof Deal) {
      return deal(s, ((Deal) action).order());
    }
    if (action instanceof CapturePlay) {
      CapturePlay p = (CapturePlay) action;
      return play(s, s.rules.deck.idOf(p.card()), maskOf(s.rules, p.capture()));
    }
    return play(s, s.rules.deck.idOf(((PlayCard) action).card()), 0L);
  }

  private static long maskOf(Rules r, Seq<Card> cards) {
    long m = 0;
    for (Card c : cards) {
      m |= r.maskOf(c);
    }
    return m;
  }

  /** The first failing check of T-19 for an action, or null when it is legal. */
  @Override
  protected Rejection check(TombolonState s, Action action) {
    // 1. MALFORMED: the action space and shapes, the deal's order (T-7).
    Rejection bad = checkShape(s.rules, action);
    if (bad != null) {
      return bad;
    }
    // 2. MATCH_OVER.
    if (s.phase == Phase.MATCH_OVER) {
      return Checks.matchOver();
    }
    // 3. WRONG_PHASE.
    boolean deal = action instanceof Deal;
    if (deal != (s.phase == Phase.DEAL)) {
      return Rejection.of(
          Code.WRONG_PHASE,
          deal
              ? "The cards are being played: a deal is not possible now"
              : "The cards have not been dealt yet");
    }
    if (deal) {
      return null;
    }
    // 4. NOT_YOUR_TURN.
    int seat = ((SeatAction) action).seat();
    if (seat != s.toAct) {
      return Checks.notYourTurn(s.toAct);
    }
    // 5. CARD_NOT_IN_HAND.
    Rules r = s.rules;
    Card card =
        action instanceof CapturePlay ? ((CapturePlay) action).card() : ((PlayCard) action).card();
    int id = r.deck.idOf(card);
    if ((s.cards[seat] & (1L << id)) == 0) {
      return Rejection.of(Code.CARD_NOT_IN_HAND, "You do not hold " + card.code());
    }
    // 6. ILLEGAL_CAPTURE (T-20).
    Seq<Card> capture =
        action instanceof CapturePlay ? ((CapturePlay) action).capture() : Array.empty();
    return checkCapture(s, id, capture);
  }

  /** T-20: the reasons in their order; null when the capture is legal. */
  static Rejection checkCapture(TombolonState s, int id, Seq<Card> capture) {
    Rules r = s.rules;
    Card card = r.cards[id];
    long set = maskOf(r, capture);
    long off = set & ~s.tableMask;
    if (off != 0) {
      Card first = r.cards[Long.numberOfTrailingZeros(off)];
      return illegal(
          "not on table",
          first.equals(card)
              ? card.code() + " is the card you play, not a card on the table"
              : first.code() + " is not on the table");
    }
    if (set == 0) {
      if (!Captures.hasAny(r, id, s.tableMask)) {
        return null;
      }
      return illegal(
          "must capture",
          card.code()
              + " must take something here: "
              + listSets(r, Captures.sets(r, id, s.tableMask)));
    }
    if ((r.figures & (1L << id)) != 0) {
      // T-12: a figure takes exactly one card, of its own rank.
      return Long.bitCount(set) == 1 && (set & r.sameRank[id]) != 0
          ? null
          : illegal(
              "figure takes only the same figure",
              card.code()
                  + " can take only one "
                  + card.rank().token()
                  + " from the table, not "
                  + plus(r, set));
    }
    long figures = set & r.figures;
    if (figures != 0) {
      return illegal(
          "numeral cannot take a figure",
          card.code() + " cannot take " + r.cards[Long.numberOfTrailingZeros(figures)].code());
    }
    int v = r.value[id];
    int sum = Captures.sum(r, set);
    if (Long.bitCount(set) == 1) {
      return sum == v
          ? null
          : illegal(
              "wrong value",
              card.code()
                  + " takes a single card only of value "
                  + v
                  + ", and "
                  + plus(r, set)
                  + " is worth "
                  + sum);
    }
    return sum == v
        ? null
        : illegal(
            "wrong sum",
            plus(r, set) + " add up to " + sum + ", not " + v + ", the value of " + card.code());
  }

  private static Rejection illegal(String reason, String sentence) {
    return Rejection.of(Code.ILLEGAL_CAPTURE, reason + ": " + sentence);
  }

  /** A set written {@code 2H+5C}, canonical order. */
  static String plus(Rules r, long set) {
    return r.cardsOf(set).map(Card::code).mkString("+");
  }

  /** Capture sets written {@code 7C, or 2H+5C}. */
  static String listSets(Rules r, long[] sets) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < sets.length; i++) {
      if (i > 0) {
        b.append(", ");
        if (i == sets.length - 1) {
          b.append("or ");
        }
      }
      b.append(plus(r, sets[i]));
    }
    return b.toString();
  }

  /** T-19 check 1; null when the action is of the family's space and well formed. */
  private static Rejection checkShape(Rules r, Action action) {
    if (action instanceof Deal) {
      return Checks.order(r.deck, ((Deal) action).order());
    }
    if (!(action instanceof CapturePlay) && !(action instanceof PlayCard)) {
      return Checks.unknownAction(action, r.spec.id, "deal and play");
    }
    Rejection badSeat = Checks.seat(((SeatAction) action).seat(), r.players);
    if (badSeat != null) {
      return badSeat;
    }
    Card card =
        action instanceof CapturePlay ? ((CapturePlay) action).card() : ((PlayCard) action).card();
    Rejection bad = Checks.card(r.deck, card, "A play needs a card");
    if (bad != null || action instanceof PlayCard) {
      return bad;
    }
    Seq<Card> capture = ((CapturePlay) action).capture();
    if (capture == null) {
      return Rejection.malformed("A play needs its capture, [] to lay the card");
    }
    long seen = 0;
    for (Card c : capture) {
      bad = Checks.card(r.deck, c, "A capture lists cards, not a missing one");
      if (bad != null) {
        return bad;
      }
      long bit = r.maskOf(c);
      if ((seen & bit) != 0) {
        return Rejection.malformed(c.code() + " appears twice in the capture");
      }
      seen |= bit;
    }
    return null;
  }

  // ---------------------------------------------------------------- the deal (T-7 … T-10)

  /**
   * The first distribution (T-8): {@code order[i]}, i &lt; 4n, to seat (d+1+i) mod n; four cards
   * face up to the table; the rest is the stock. Three or four table cards of a redeal rank void
   * the deal (T-10): phase {@code deal} again, same dealer, same hand number.
   */
  private static TombolonState deal(TombolonState s, Seq<Card> order) {
    Rules r = s.rules;
    int n = r.players;
    int size = r.size;
    byte[] ids = new byte[size];
    int i = 0;
    for (Card c : order) {
      ids[i++] = (byte) r.deck.idOf(c);
    }
    long[] cards = new long[2 * n];
    int seat = r.eldestOf(s.dealer);
    for (int k = 0; k < 4 * n; k++) {
      cards[seat] |= 1L << ids[k];
      seat = r.next(seat);
    }
    byte[] table = java.util.Arrays.copyOfRange(ids, 4 * n, 4 * n + 4);
    long tableMask = 0;
    for (byte t : table) {
      tableMask |= 1L << t;
    }
    Seq<Card> tableCards = s.cardsInOrder(table);
    Event dealt = new TombolonEvent.Dealt(s.dealer, 1);
    Event shown = new TombolonEvent.Table(tableCards);
    for (long rank : r.redealRankMasks) {
      if (Long.bitCount(tableMask & rank) >= 3) {
        return new TombolonState(
            r,
            Phase.DEAL,
            GameState.CHANCE,
            s.dealer,
            s.handNo,
            new long[2 * n],
            TombolonState.NO_CARDS,
            0L,
            TombolonState.NO_CARDS,
            0,
            0,
            -1,
            TombolonState.NO_COUNTERS,
            s.score,
            s.results,
            -1,
            Array.of(dealt, shown, new TombolonEvent.Redeal(tableCards)));
      }
    }
    byte[] stock = java.util.Arrays.copyOfRange(ids, 4 * n + 4, size);
    return new TombolonState(
        r,
        Phase.PLAY,
        r.eldestOf(s.dealer),
        s.dealer,
        s.handNo,
        cards,
        table,
        tableMask,
        stock,
        0,
        1,
        -1,
        TombolonState.NO_COUNTERS,
        s.score,
        s.results,
        -1,
        Array.of(dealt, shown));
  }

  // ---------------------------------------------------------------- play (T-11 … T-18)

  /**
   * A play (T-14): a capture goes to the seat's pile with the played card and may score Scopa
   * (T-15) and Colore (T-16); a lay joins the end of the table. Then, except on the last play, the
   * side may go out (T-28); when every hand is empty the next distribution follows at once (T-9);
   * the turn passes to the next seat (T-11). The last play sweeps the table (T-18) and scores the
   * deal (T-29).
   */
  private static TombolonState play(TombolonState s, int id, long capture) {
    Rules r = s.rules;
    int n = r.players;
    int seat = s.toAct;
    int side = r.sideOfSeat[seat];
    long[] cards = s.cards.clone();
    cards[seat] &= ~(1L << id);
    boolean handsEmpty = true;
    for (int p = 0; p < n; p++) {
      if (cards[p] != 0) {
        handsEmpty = false;
        break;
      }
    }
    boolean lastPlay = handsEmpty && s.stockPos == s.stock.length;
    ArrayList<Event> events = new ArrayList<>(6);
    events.add(new TombolonEvent.Played(seat, r.cards[id], r.cardsOf(capture)));
    byte[] table;
    long tableMask;
    int lastTaker = s.lastTaker;
    int[] counters = s.counters;
    if (capture != 0) {
      cards[n + seat] |= capture | 1L << id;
      tableMask = s.tableMask & ~capture;
      table = new byte[s.table.length - Long.bitCount(capture)];
      int k = 0;
      for (byte t : s.table) {
        if ((capture & (1L << t)) == 0) {
          table[k++] = t;
        }
      }
      lastTaker = seat;
      int points = r.scopaValue[id];
      boolean scopa = tableMask == 0 && !lastPlay;
      boolean colore =
          Long.bitCount(capture) >= 2
              && (capture & ~r.deck.suitMaskLo(r.suit[id])) == 0
              && (!lastPlay || r.spec.coloreOnLastPlay);
      if (scopa || colore) {
        counters = counters.clone();
        if (scopa) {
          counters[side]++;
          counters[2 + side] += points;
          events.add(new TombolonEvent.Scopa(seat, points));
        }
        if (colore) {
          counters[4 + side] += points;
          events.add(new TombolonEvent.Colore(seat, points));
        }
      }
    } else {
      table = java.util.Arrays.copyOf(s.table, s.table.length + 1);
      table[s.table.length] = (byte) id;
      tableMask = s.tableMask | 1L << id;
    }
    if (lastPlay) {
      int to = lastTaker >= 0 ? lastTaker : s.dealer;
      cards[n + to] |= tableMask;
      events.add(new TombolonEvent.Sweep(to, s.cardsInOrder(table)));
      TombolonState swept =
          new TombolonState(
              r,
              Phase.PLAY,
              seat,
              s.dealer,
              s.handNo,
              cards,
              TombolonState.NO_CARDS,
              0L,
              s.stock,
              s.stockPos,
              s.distribution,
              lastTaker,
              counters,
              s.score,
              s.results,
              -1,
              Array.empty());
      return endDeal(swept, events);
    }
    if (capture != 0 && !s.goingOutOff()) {
      long pile = 0;
      for (int p = side; p < n; p += 2) {
        pile |= cards[n + p];
      }
      int secured =
          Scoring.secured(
              r,
              pile,
              r.sideOfSeat[r.eldestOf(s.dealer)] == side,
              counters[2 + side],
              counters[4 + side]);
      if (s.score[side] + secured >= r.target) {
        TombolonState after =
            new TombolonState(
                r,
                Phase.PLAY,
                r.next(seat),
                s.dealer,
                s.handNo,
                cards,
                table,
                tableMask,
                s.stock,
                s.stockPos,
                s.distribution,
                lastTaker,
                counters,
                s.score,
                s.results,
                -1,
                Array.empty());
        return goOut(after, side, events);
      }
    }
    int pos = s.stockPos;
    int distribution = s.distribution;
    if (handsEmpty) {
      int k = r.schedule[distribution];
      int to = r.eldestOf(s.dealer);
      for (int j = 0; j < n * k; j++) {
        cards[to] |= 1L << s.stock[pos++];
        to = r.next(to);
      }
      distribution++;
      events.add(new TombolonEvent.Dealt(s.dealer, distribution));
    }
    return new TombolonState(
        r,
        Phase.PLAY,
        r.next(seat),
        s.dealer,
        s.handNo,
        cards,
        table,
        tableMask,
        s.stock,
        pos,
        distribution,
        lastTaker,
        counters,
        s.score,
        s.results,
        -1,
        Array.ofAll(events));
  }

  // ---------------------------------------------------------------- scoring (T-22 … T-31)

  /** The two sides' breakdowns: final (complete deal) or secured (going out). */
  private static Seq<TombolonHandResult.SideScore> bySide(TombolonState s, boolean complete) {
    Rules r = s.rules;
    int eldestSide = r.sideOfSeat[s.eldest()];
    TombolonHandResult.SideScore[] out = new TombolonHandResult.SideScore[2];
    for (int side = 0; side < 2; side++) {
      out[side] =
          Scoring.side(
              r,
              s.pile(side),
              side == eldestSide,
              s.counters[side],
              s.counters[2 + side],
              s.counters[4 + side],
              complete);
    }
    return Array.of(out);
  }

  private static TombolonHandResult result(
      TombolonState s,
      Seq<TombolonHandResult.SideScore> by,
      Option<Integer> winner,
      Option<Integer> wentOut) {
    Seq<Integer> totals = Array.of(by.get(0).total(), by.get(1).total());
    return new TombolonHandResult(
        s.handNo,
        s.rules.sides,
        totals,
        winner,
        totals,
        s.dealer,
        s.eldest(),
        wentOut,
        s.lastTaker < 0 ? Option.none() : Option.some(s.lastTaker),
        by);
  }

  /**
   * Going out (T-28): the deal stops as it is, the secured points are written and added to both
   * scores, and the side wins the match.
   */
  private static TombolonState goOut(TombolonState s, int side, ArrayList<Event> events) {
    Seq<TombolonHandResult.SideScore> by = bySide(s, false);
    TombolonHandResult result = result(s, by, Option.some(side), Option.some(side));
    int[] score = {s.score[0] + by.get(0).total(), s.score[1] + by.get(1).total()};
    events.add(new TombolonEvent.WentOut(side));
    events.add(new Event.HandScored(result));
    events.add(new Event.MatchEnded(Option.some(side)));
    return new TombolonState(
        s.rules,
        Phase.MATCH_OVER,
        GameState.NOBODY,
        s.dealer,
        s.handNo,
        s.cards,
        s.table,
        s.tableMask,
        s.stock,
        s.stockPos,
        s.distribution,
        s.lastTaker,
        s.counters,
        score,
        s.results.append(result),
        side,
        Array.ofAll(events));
  }

  /**
   * After the last play and the sweep (T-29): the deal is scored, the totals added, and the match
   * settled by T-30 — or the next deal waits, dealt by dealer + 1, with everything emptied.
   */
  private static TombolonState endDeal(TombolonState s, ArrayList<Event> events) {
    Rules r = s.rules;
    Seq<TombolonHandResult.SideScore> by = bySide(s, true);
    int t0 = by.get(0).total();
    int t1 = by.get(1).total();
    int tombolon = by.get(0).tombolon() ? 0 : by.get(1).tombolon() ? 1 : -1;
    Option<Integer> handWinner =
        tombolon >= 0
            ? Option.some(tombolon)
            : t0 > t1 ? Option.some(0) : t1 > t0 ? Option.some(1) : Option.none();
    TombolonHandResult result = result(s, by, handWinner, Option.none());
    int[] score = {s.score[0] + t0, s.score[1] + t1};
    Vector<HandResult> results = s.results.append(result);
    events.add(new Event.HandScored(result));
    int winner = matchWinner(r, score, tombolon);
    if (winner >= 0) {
      events.add(new Event.MatchEnded(Option.some(winner)));
      return new TombolonState(
          r,
          Phase.MATCH_OVER,
          GameState.NOBODY,
          s.dealer,
          s.handNo,
          s.cards,
          s.table,
          s.tableMask,
          s.stock,
          s.stockPos,
          s.distribution,
          s.lastTaker,
          s.counters,
          score,
          results,
          winner,
          Array.ofAll(events));
    }
    return new TombolonState(
        r,
        Phase.DEAL,
        GameState.CHANCE,
        r.next(s.dealer),
        s.handNo + 1,
        new long[2 * r.players],
        TombolonState.NO_CARDS,
        0L,
        TombolonState.NO_CARDS,
        0,
        0,
        -1,
        TombolonState.NO_COUNTERS,
        score,
        results,
        -1,
        Array.ofAll(events));
  }

  /**
   * T-30: the Tombolon side; else the one side at or above the target; else, both being there, the
   * higher score; -1 when the match goes on (no side there, or both there and equal).
   */
  static int matchWinner(Rules r, int[] score, int tombolon) {
    if (tombolon >= 0) {
      return tombolon;
    }
    boolean a = score[0] >= r.target;
    boolean b = score[1] >= r.target;
    if (a && b) {
      return score[0] > score[1] ? 0 : score[1] > score[0] ? 1 : -1;
    }
    return a ? 0 : b ? 1 : -1;
  }

  // ---------------------------------------------------------------- views (T-33)

  @Override
  protected TombolonView newView(TombolonState s, int seat, Seq<Action> legal) {
    return new TombolonView(s, seat, legal);
  }

  @Override
  protected TombolonState determinizeView(TombolonView v, RandomGenerator random) {
    return Determinizer.determinize(v, random);
  }
}
