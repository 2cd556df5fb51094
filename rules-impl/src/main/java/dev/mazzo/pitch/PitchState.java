package dev.mazzo.pitch;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.Phase;
import dev.mazzo.game.Round;
import dev.mazzo.game.TablePlay;
import dev.mazzo.trick.Seats;
import dev.mazzo.trick.Trick;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * A position of a Pitch match (pitch.md), the referee's omniscient picture: every hand, the stock
 * or blind, every seat's dead discards (P-16), burned cards (P-21), the auction (P-11), the
 * contract, the trick in progress and the points so far (P-28). Made only by {@link PitchGame}.
 *
 * <p>{@code equals} covers everything: the variant and options, the position, every set of cards,
 * the stock from its position on, the auction, the contract, the trick, the points, the match
 * score, the results and the last action's events. Two states reached by the same deals and actions
 * are equal.
 */
public final class PitchState extends Draft implements GameState {

  /** The state of a draft of the views, the determinizer or the tests: its fields and events. */
  PitchState(Draft draft) {
    super(draft, draft.hands);
    this.events = draft.events;
  }

  /** A new match before its first deal; see {@link Draft#newMatch}. */
  PitchState(Rules rules, int[] score) {
    super(rules, score);
  }

  /** A working copy for a transition that shares nothing with this state. */
  Draft draft() {
    PitchState c = copy(hands.clone());
    c.ownAll();
    return c;
  }

  /**
   * A working copy that shares every array but the hands with this state: the transition copies any
   * other array before it changes it (see {@link Draft#Draft(Draft, long[])}).
   */
  Draft sharedDraft() {
    return copy(hands.clone());
  }

  /** A working copy that shares every array with this state, the hands too: for a speech (P-11). */
  Draft speechDraft() {
    return copy(hands);
  }

  /**
   * A working copy that shares every array with this state, the hands too: for a play (P-23), which
   * marks its card {@link Draft#played} and copies the piles when it gathers a trick.
   */
  Draft playDraft() {
    return copy(hands);
  }

  /**
   * A working copy of this state for a transition, as {@link Draft#Draft(Draft, long[])} makes one:
   * every field the same but the hands given, no event yet. A clone (issue 29): C2 copies the
   * object in one block, where the copy constructor's thirty loads and stores made a method that C2
   * often left out of line in every transition.
   */
  private PitchState copy(long[] hands) {
    PitchState c;
    try {
      c = (PitchState) clone();
    } catch (CloneNotSupportedException e) {
      throw new AssertionError("a Draft is Cloneable", e);
    }
    c.hands = hands;
    c.noEvents();
    return c;
  }

  Rules rules() {
    return rules;
  }

  @Override
  public String variantId() {
    return rules.spec.id;
  }

  @Override
  public int players() {
    return rules.players;
  }

  @Override
  public Deck deck() {
    return rules.deck;
  }

  @Override
  public Phase phase() {
    return phase;
  }

  @Override
  public int toAct() {
    return toAct;
  }

  @Override
  public int dealer() {
    return dealer;
  }

  @Override
  public int handNumber() {
    return handNo;
  }

  @Override
  public Option<dev.mazzo.card.Trump> trump() {
    return trump < 0 ? Option.none() : Option.some(dev.mazzo.card.Trump.of(Suit.ofOrdinal(trump)));
  }

  /** Pitch turns up no trump card. */
  @Override
  public Option<Card> trumpCard() {
    return Option.none();
  }

  @Override
  public CardSet hand(int seat) {
    return seat < 0 || seat >= hands.length
        ? deck().none()
        : CardSet.ofBits(deck(), held(seat), 0L);
  }

  @Override
  public Seq<Card> stock() {
    Card[] out = new Card[stockSize()];
    for (int i = 0; i < out.length; i++) {
      out[i] = deck().card(stock[stockPos + i]);
    }
    return Array.of(out);
  }

  @Override
  public Seq<TablePlay> table() {
    return tableOf(this);
  }

  @Override
  public Seq<Round> history() {
    return log.rounds(rules.deck, rules.players);
  }

  static Seq<TablePlay> tableOf(Draft d) {
    int n = Trick.size(d.trick);
    TablePlay[] out = new TablePlay[n];
    for (int i = 0; i < n; i++) {
      out[i] =
          new TablePlay(
              Seats.seatAt(d.trickIn, d.leader, d.rules.players, i),
              d.rules.deck.card(Trick.card(d.trick, i)));
    }
    return Array.of(out);
  }

  @Override
  public CardSet captured(int seat) {
    return seat < 0 || seat >= hands.length
        ? deck().none()
        : CardSet.ofBits(deck(), pile(seat), 0L);
  }

  /** A seat's dead discards (P-16 … P-19); empty for a seat out of range. */
  public CardSet discarded(int seat) {
    return set(discarded, seat);
  }

  /** A seat's burned cards (P-21); empty for a seat out of range. */
  public CardSet burned(int seat) {
    return set(burned, seat);
  }

  private CardSet set(long[] sets, int seat) {
    return seat < 0 || seat >= sets.length ? deck().none() : CardSet.ofBits(deck(), sets[seat], 0L);
  }

  @Override
  public Seq<Seq<Integer>> sides() {
    return rules.sides();
  }

  @Override
  public Seq<Integer> score() {
    return Array.ofAll(score);
  }

  @Override
  public Seq<HandResult> results() {
    return results;
  }

  @Override
  public Option<Integer> winningSide() {
    return winner;
  }

  @Override
  public Seq<Event> lastEvents() {
    return events;
  }

  /** The auction so far, in speaking order (P-37). */
  public Seq<Speech> auction() {
    return auctionOf(this);
  }

  /** The declarer, the chapter's bidder, once the auction has ended (P-13). */
  public Option<Integer> declarer() {
    return declarer < 0 ? Option.none() : Option.some((int) declarer);
  }

  /**
   * The bid that won the auction (P-13), as the declarer made it: its {@link
   * PitchAction.Bid#amount() amount} is the number, none only for "moon" ({@link
   * PitchAction.Bid#isMoon()}).
   *
   * @return the winning bid, or none while nobody has won the auction (before it ends, and after
   *     everybody passed)
   */
  public Option<PitchAction.Bid> winningBid() {
    return winningBid(declarer, bid, rules);
  }

  /** The winning bid of a declarer (none below 0) and a level (0 for none, the moon's for moon). */
  static Option<PitchAction.Bid> winningBid(int declarer, int level, Rules rules) {
    if (declarer < 0 || level == 0) {
      return Option.none();
    }
    return Option.some(
        level == rules.moon ? PitchAction.Bid.moon(declarer) : PitchAction.Bid.of(declarer, level));
  }

  /** True when the winning bid is "moon"; false before the auction ends. */
  public boolean isMoon() {
    return bid == rules.moon;
  }

  /** The called card (5p, P-14), once called. */
  public Option<Card> called() {
    return called < 0 ? Option.none() : Option.some(deck().card(called));
  }

  /** The partner (5p, P-19): none with four players, before the call and when alone. */
  public Option<Integer> partner() {
    return partner < 0 ? Option.none() : Option.some((int) partner);
  }

  /**
   * One seat's word in the auction (P-37): a number, "moon" or a pass.
   *
   * @param seat the seat
   * @param pass true for a pass
   * @param amount the number bid, none for a pass or "moon"
   */
  public record Speech(int seat, boolean pass, Option<Integer> amount) {
    /** True for a bid of "moon". */
    public boolean isMoon() {
      return !pass && amount.isEmpty();
    }
  }

  static Seq<Speech> auctionOf(Draft d) {
    Array<Speech> out = Array.empty();
    int seat = d.next(d.dealer);
    for (int i = 0; i < d.players() && d.speechOf(seat) != Draft.SILENT; i++) {
      int s = d.speechOf(seat);
      out =
          out.append(
              new Speech(
                  seat,
                  s == Draft.PASS,
                  s == Draft.PASS || s == d.rules.moon ? Option.none() : Option.some(s)));
      seat = d.next(seat);
    }
    return out;
  }

  /** True when every seat's {@link #held} is the same in both (however the played cards lie). */
  private boolean sameHands(Draft o) {
    // the rules, compared first, make the seats the same
    for (int p = 0; p < hands.length; p++) {
      if (held(p) != o.held(p)) {
        return false;
      }
    }
    return true;
  }

  /** The hash of the seats' {@link #held}s, as {@code Arrays.hashCode} of them. */
  int handsHash() {
    int h = 1;
    for (int p = 0; p < hands.length; p++) {
      h = 31 * h + Long.hashCode(held(p));
    }
    return h;
  }

  private boolean sameAs(Draft o) {
    return rules.equals(o.rules)
        && phase == o.phase
        && toAct == o.toAct
        && dealer == o.dealer
        && handNo == o.handNo
        && results.equals(o.results)
        && winner.equals(o.winner)
        && sameHands(o)
        && java.util.Arrays.equals(piles, o.piles)
        && java.util.Arrays.equals(discarded, o.discarded)
        && java.util.Arrays.equals(burned, o.burned)
        && java.util.Arrays.equals(
            java.util.Arrays.copyOfRange(stock, stockPos, stock.length),
            java.util.Arrays.copyOfRange(o.stock, o.stockPos, o.stock.length))
        && speech == o.speech
        && declarer == o.declarer
        && bid == o.bid
        && trump == o.trump
        && called == o.called
        && partner == o.partner
        && calledFromBlind == o.calledFromBlind
        && revealed == o.revealed
        && trick == o.trick
        && leader == o.leader
        && trickIn == o.trickIn
        && tricksDone == o.tricksDone
        && log.equals(o.log)
        && java.util.Arrays.equals(score, o.score)
        && events.equals(o.events);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof PitchState s && sameAs(s);
  }

  @Override
  public int hashCode() {
    int h = rules.hashCode();
    h = h * 31 + phase.hashCode();
    h = h * 31 + toAct;
    h = h * 31 + handNo;
    h = h * 31 + handsHash();
    h = h * 31 + java.util.Arrays.hashCode(score);
    h = h * 31 + Long.hashCode(trick);
    return h * 31 + results.size();
  }

  @Override
  public String toString() {
    return "PitchState[" + variantId() + " " + phase.wireName() + " hand " + handNo + "]";
  }
}
