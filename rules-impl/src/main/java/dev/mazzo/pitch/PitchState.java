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

  /**
   * The fields, which are this object's own (issue 29: a state and its draft were two objects per
   * action): a transition's draft is the state it returns ({@link Draft#state}), and nothing
   * changes a state once it is returned. Kept as a field so that the code reads {@code s.d.field};
   * not final, as a working copy is a clone of a state ({@link #copy}) pointed at itself.
   */
  Draft d;

  /** The state of a draft of the views, the determinizer or the tests: its fields and events. */
  PitchState(Draft draft) {
    super(draft, draft.hands);
    this.events = draft.events;
    this.d = this;
  }

  /** A new match before its first deal; see {@link Draft#newMatch}. */
  PitchState(Rules rules, int[] score) {
    super(rules, score);
    this.d = this;
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
    c.d = c;
    c.hands = hands;
    c.noEvents();
    return c;
  }

  Rules rules() {
    return d.rules;
  }

  @Override
  public String variantId() {
    return d.rules.spec.id;
  }

  @Override
  public int players() {
    return d.rules.players;
  }

  @Override
  public Deck deck() {
    return d.rules.deck;
  }

  @Override
  public Phase phase() {
    return d.phase;
  }

  @Override
  public int toAct() {
    return d.toAct;
  }

  @Override
  public int dealer() {
    return d.dealer;
  }

  @Override
  public int handNumber() {
    return d.handNo;
  }

  @Override
  public Option<dev.mazzo.card.Trump> trump() {
    return d.trump < 0
        ? Option.none()
        : Option.some(dev.mazzo.card.Trump.of(Suit.ofOrdinal(d.trump)));
  }

  /** Pitch turns up no trump card. */
  @Override
  public Option<Card> trumpCard() {
    return Option.none();
  }

  @Override
  public CardSet hand(int seat) {
    return seat < 0 || seat >= d.hands.length
        ? deck().none()
        : CardSet.ofBits(deck(), d.held(seat), 0L);
  }

  @Override
  public Seq<Card> stock() {
    Card[] out = new Card[d.stockSize()];
    for (int i = 0; i < out.length; i++) {
      out[i] = deck().card(d.stock[d.stockPos + i]);
    }
    return Array.of(out);
  }

  @Override
  public Seq<TablePlay> table() {
    return tableOf(d);
  }

  @Override
  public Seq<Round> history() {
    return d.log.rounds(d.rules.deck, d.rules.players);
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
    return set(d.captured, seat);
  }

  /** A seat's dead discards (P-16 … P-19); empty for a seat out of range. */
  public CardSet discarded(int seat) {
    return set(d.discarded, seat);
  }

  /** A seat's burned cards (P-21); empty for a seat out of range. */
  public CardSet burned(int seat) {
    return set(d.burned, seat);
  }

  private CardSet set(long[] sets, int seat) {
    return seat < 0 || seat >= sets.length ? deck().none() : CardSet.ofBits(deck(), sets[seat], 0L);
  }

  @Override
  public Seq<Seq<Integer>> sides() {
    return d.rules.sides();
  }

  @Override
  public Seq<Integer> score() {
    return Array.ofAll(d.score);
  }

  @Override
  public Seq<HandResult> results() {
    return d.results;
  }

  @Override
  public Option<Integer> winningSide() {
    return d.winner;
  }

  @Override
  public Seq<Event> lastEvents() {
    return d.events;
  }

  /** The auction so far, in speaking order (P-37). */
  public Seq<Speech> auction() {
    return auctionOf(d);
  }

  /** The declarer, the chapter's bidder, once the auction has ended (P-13). */
  public Option<Integer> declarer() {
    return d.declarer < 0 ? Option.none() : Option.some((int) d.declarer);
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
    return winningBid(d.declarer, d.bid, d.rules);
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
    return d.bid == d.rules.moon;
  }

  /** The called card (5p, P-14), once called. */
  public Option<Card> called() {
    return d.called < 0 ? Option.none() : Option.some(deck().card(d.called));
  }

  /** The partner (5p, P-19): none with four players, before the call and when alone. */
  public Option<Integer> partner() {
    return d.partner < 0 ? Option.none() : Option.some((int) d.partner);
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
    for (int i = 0; i < d.players() && d.speech[seat] != Draft.SILENT; i++) {
      int s = d.speech[seat];
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

  @Override
  public boolean equals(Object o) {
    return o instanceof PitchState s && d.sameAs(s.d);
  }

  @Override
  public int hashCode() {
    int h = d.rules.hashCode();
    h = h * 31 + d.phase.hashCode();
    h = h * 31 + d.toAct;
    h = h * 31 + d.handNo;
    h = h * 31 + d.handsHash();
    h = h * 31 + java.util.Arrays.hashCode(d.score);
    h = h * 31 + Long.hashCode(d.trick);
    return h * 31 + d.results.size();
  }

  @Override
  public String toString() {
    return "PitchState[" + variantId() + " " + d.phase.wireName() + " hand " + d.handNo + "]";
  }
}
