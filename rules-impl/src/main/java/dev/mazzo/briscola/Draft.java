package dev.mazzo.briscola;

import dev.mazzo.game.GameState;
import dev.mazzo.game.Phase;
import dev.mazzo.table.HandLog;
import dev.mazzo.table.PositionDraft;
import dev.mazzo.trick.Trick;
import io.vavr.collection.Vector;

/**
 * A {@link BriscolaState} under construction, used only inside the transition code: a phase starts
 * from the state before the action ({@link #Draft(BriscolaState)}), sets by name what its action
 * changes, and seals the draft into the next state ({@link #state()}). A draft never leaves the
 * transition that made it, so the JIT removes it and the next state stays one allocation: it is
 * passed only to its own small methods ({@link #caused}, {@link #state}), never to a constructor or
 * a method of some size, which the JIT may compile on its own and then not inline (past {@code
 * InlineSmallCode}), so that the draft escapes into the call and is allocated with every action.
 *
 * <p>The fields are those of {@link BriscolaState}, documented there; the position's are those of
 * {@link PositionDraft}.
 */
final class Draft extends PositionDraft {
  final Rules rules;
  int trump;
  int trumpCardId;
  long[] cards;
  byte[] stock;
  int stockPos;
  long trick;
  int leader;
  int[] score;
  int lastKind;
  int lastSeat;
  int lastCard;
  long lastTrick;
  int lastTrickWinner;
  int drawFrom;
  boolean handEnded;
  Auction auction;
  HandLog log;

  /**
   * A match before its first deal (B-65): the first dealer, hand 1, no score, no result, nothing
   * caused yet, and no auction, which the first deal opens (B-42).
   */
  Draft(Rules rules) {
    this.rules = rules;
    dealer = rules.firstDealer;
    handNo = 1;
    score = new int[rules.sides.size()];
    results = Vector.empty();
    winner = -1;
    lastKind = BriscolaState.NO_EVENT;
    lastSeat = -1;
    lastCard = -1;
    lastTrick = Trick.EMPTY;
    lastTrickWinner = -1;
    awaitDeal();
  }

  /** The state before an action, to be changed into the state after it. */
  Draft(BriscolaState s) {
    super(s);
    rules = s.rules;
    trump = s.trumpSuit();
    trumpCardId = s.trumpCardId();
    cards = s.cards;
    stock = s.stock;
    stockPos = s.stockPos();
    trick = s.trick;
    leader = s.leader();
    score = s.score;
    lastKind = s.lastKind();
    lastSeat = s.lastSeat();
    lastCard = s.lastCard();
    lastTrick = s.lastTrick;
    lastTrickWinner = s.lastTrickWinner();
    drawFrom = s.drawFrom();
    handEnded = s.handEnded();
    auction = s.auction;
    log = s.log;
  }

  /**
   * Phase {@code deal} with the table cleared (B-12, B-42): chance to act, no trump, every holding
   * and pile empty, no stock, no trick, no leader, no history.
   */
  void awaitDeal() {
    phase = Phase.DEAL;
    toAct = GameState.CHANCE;
    trump = -1;
    trumpCardId = -1;
    cards = new long[4 * rules.players];
    stock = NO_STOCK;
    stockPos = 0;
    trick = Trick.EMPTY;
    leader = -1;
    drawFrom = 0;
    log = HandLog.EMPTY;
  }

  /**
   * What the action caused (B-71): its kind, the seat that took it and its card (-1 for none); no
   * trick won, no card drawn, the hand not over. A play that completes a trick sets those after.
   */
  Draft caused(int kind, int seat, int card) {
    lastKind = kind;
    lastSeat = seat;
    lastCard = card;
    lastTrick = Trick.EMPTY;
    lastTrickWinner = -1;
    drawFrom = 0;
    handEnded = false;
    return this;
  }

  /** The next state, made from this draft's values (not from the draft: see the constructor). */
  BriscolaState state() {
    return new BriscolaState(
        rules,
        phase,
        toAct,
        dealer,
        handNo,
        results,
        winner,
        Small.pack(
            trump,
            trumpCardId,
            stockPos,
            leader,
            lastKind,
            lastSeat,
            lastCard,
            lastTrickWinner,
            drawFrom,
            handEnded),
        cards,
        stock,
        trick,
        score,
        lastTrick,
        auction,
        log);
  }

  /** The stock of a hand without one, and before the deal (states compare stocks by content). */
  static final byte[] NO_STOCK = new byte[0];
}
