package dev.mazzo.fivehundred;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Suit;
import dev.mazzo.card.Trump;
import dev.mazzo.game.Event;
import dev.mazzo.game.Phase;
import dev.mazzo.game.Round;
import dev.mazzo.game.TablePlay;
import dev.mazzo.table.HandLog;
import dev.mazzo.table.TableRules;
import dev.mazzo.table.TableState;
import dev.mazzo.trick.Seats;
import dev.mazzo.trick.Trick;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Arrays;

/**
 * A position of a Five Hundred match (five-hundred.md). Made only by the family's game, from {@code
 * newMatch} and {@code apply}; transitions copy it into a {@link Draft} and build the next one.
 *
 * <p>Phases (F-33): {@link Phase#DEAL}, {@link Phase#BID}, {@link FiveHundred#DISCARD}, {@link
 * FiveHundred#CALL} (5p), {@link Phase#PLAY}, {@link Phase#MATCH_OVER}. There is no stock: {@link
 * #stock()} is always empty; the kitty and the discards are {@link #kitty()} and {@link
 * #discards()}. Cards are deck ids inside, every set one {@code long} (decks have at most 63
 * cards).
 *
 * <p>{@code equals} covers everything: variant and options, phase, seat to act, dealer, hand
 * number, hands, tricks taken, kitty, discards, the auction, the contract, the call, the seats out,
 * the trick in progress with its named suit, the suits each seat showed void in, tricks per seat,
 * the score, the results, the winner and the last action's events.
 */
public final class FiveHundredState extends TableState {
  final Rules rules;

  /**
   * The cards each seat was dealt, with the kitty taken up and the discards left out (F-5, F-11):
   * the play does not copy it, it adds the card to {@link #played}; a seat holds {@link #handOf}.
   */
  final long[] hands;

  /** The cards played in this hand so far (F-16), which {@link #hands} still holds. */
  final long played;

  final long[] taken;

  /** What the auction, the discard and the call settled, shared by the states of the play. */
  final Bargain b;

  final long trick;

  /**
   * The leader, the named suit, the trick number, the partner shown, the hand exposed, and per seat
   * the tricks won and the suits shown void in, packed ({@link Small}).
   */
  final long small;

  /** The tricks of the hand, newest first (the public history). */
  final HandLog log;

  final int[] score;
  final Seq<Event> events;

  FiveHundredState(Draft d) {
    super(d);
    this.rules = d.rules;
    this.hands = d.hands;
    this.played = d.played;
    this.taken = d.taken;
    this.b = d.bargain();
    this.trick = d.trick;
    this.small =
        Small.pack(
            d.leader, d.named, d.trickNo, d.partnerShown, d.exposed, d.tricksBySeat, d.voids);
    this.log = d.log;
    this.score = d.score;
    this.events = d.events;
  }

  /**
   * The state after a play whose hand goes on (F-16, F-19): this one with the seat to act, the
   * cards played, the trick, the small values ({@link Small}: its leader, named suit, voids, tricks
   * won, partner shown), the events, the tricks taken and the log given.
   */
  FiveHundredState(
      FiveHundredState s,
      int toAct,
      long played,
      long trick,
      long small,
      Seq<Event> events,
      long[] taken,
      HandLog log) {
    super(s, toAct);
    this.rules = s.rules;
    this.hands = s.hands;
    this.played = played;
    this.taken = taken;
    this.b = s.b;
    this.trick = trick;
    this.small = small;
    this.log = log;
    this.score = s.score;
    this.events = events;
  }

  /**
   * The state after a call that leaves the auction open (F-8): this one with the seat to act, the
   * auction's bargain and the events given.
   */
  FiveHundredState(FiveHundredState s, int toAct, Bargain b, Seq<Event> events) {
    super(s, toAct);
    this.rules = s.rules;
    this.hands = s.hands;
    this.played = s.played;
    this.taken = s.taken;
    this.b = b;
    this.trick = s.trick;
    this.small = s.small;
    this.log = s.log;
    this.score = s.score;
    this.events = events;
  }

  /** A draft of the next state, starting as a copy of this one. */
  Draft draft() {
    return new Draft(this, true);
  }

  /**
   * A draft of the state after a play that completes a trick: the hands are this state's array,
   * which the play never writes (it adds to {@link Draft#played}).
   */
  Draft draftOfPlay() {
    return new Draft(this, false);
  }

  /** The cards a seat holds: those it was dealt (and took up) that it has not played. */
  long handOf(int seat) {
    return hands[seat] & ~played;
  }

  /** The set of a mask of card ids. */
  CardSet set(long mask) {
    return CardSet.ofBits(rules.spec.deck, mask, 0L);
  }

  /** The seats that play to a trick: every seat but those that sit out (F-15). */
  int in() {
    return Seats.all(rules.players) & ~b.out;
  }

  /** The trump of the hand in play: the contract's, or no-trump for an all-pass hand (F-13). */
  int trumpIndex() {
    return b.contract != null ? b.contract.trumpIndex() : -1;
  }

  /** The contract's trump, or no-trump for misère and an all-pass hand; none before (F-33). */
  @Override
  public Option<Trump> trump() {
    if (b.contract != null) {
      return Option.some(b.contract.playTrump());
    }
    return b.allPassHand ? Option.some(Trump.NO_TRUMP) : Option.none();
  }

  /** Always none: no card is turned. */
  @Override
  public Option<Card> trumpCard() {
    return Option.none();
  }

  @Override
  public CardSet hand(int seat) {
    return seat < 0 || seat >= rules.players ? deck().none() : set(handOf(seat));
  }

  /** Always empty: the undealt cards are the {@link #kitty()}. */
  @Override
  public Seq<Card> stock() {
    return Array.empty();
  }

  @Override
  public Seq<Round> history() {
    return log.rounds(rules.spec.deck, rules.players);
  }

  /**
   * The tricks of {@link #history()}, in the same order, each with the suit its joker lead named
   * (F-18): what the common {@link Round} does not carry.
   */
  public Seq<FiveHundredRound> rounds() {
    return FiveHundredRound.of(log, rules);
  }

  @Override
  public Seq<TablePlay> table() {
    return plays(rules, trick, Small.leader(small), in());
  }

  static Seq<TablePlay> plays(Rules rules, long trick, int leader, int in) {
    TablePlay[] out = new TablePlay[Trick.size(trick)];
    for (int i = 0; i < out.length; i++) {
      out[i] =
          new TablePlay(
              Seats.seatAt(in, leader, rules.players, i),
              rules.spec.deck.card(Trick.card(trick, i)));
    }
    return Array.of(out);
  }

  /** The tricks a seat has taken in this hand, as cards. */
  @Override
  public CardSet captured(int seat) {
    return seat < 0 || seat >= rules.players ? deck().none() : set(taken[seat]);
  }

  @Override
  public Seq<Seq<Integer>> sides() {
    return rules.spec.sides;
  }

  @Override
  public Seq<Integer> score() {
    return Array.ofAll(score);
  }

  @Override
  public Seq<Event> lastEvents() {
    return events;
  }

  /** The kitty: the three cards from the deal until the declarer picks them up (F-5, F-11). */
  public CardSet kitty() {
    return set(b.kitty);
  }

  /** The declarer's discards, face down (F-11). */
  public CardSet discards() {
    return set(b.discards);
  }

  /** The auction of this hand so far, in order (F-33). */
  public Seq<AuctionCall> auction() {
    return Calls.inOrder(b.calls);
  }

  /** The declarer, the chapter's contractor, once the auction has one (F-8, F-9). */
  public Option<Integer> declarer() {
    return b.declarer < 0 ? Option.none() : Option.some(b.declarer);
  }

  /** The contract, once the auction has one. */
  public Option<Bid> contract() {
    return Option.of(b.contract);
  }

  /** The card called (5p, F-12); none before the call and when playing alone. */
  public Option<Card> called() {
    return b.called < 0 ? Option.none() : Option.some(deck().card(b.called));
  }

  /** True once the five-handed declarer has called (a card, or alone). */
  public boolean callMade() {
    return b.callMade;
  }

  /** The called partner's seat (5p): the holder of the called card; none alone or before. */
  public Option<Integer> partner() {
    return b.partner < 0 ? Option.none() : Option.some(b.partner);
  }

  /** True once the called card has been played, so that the partner is public (F-34). */
  public boolean partnerShown() {
    return Small.partnerShown(small);
  }

  /** The seats that take no part in this hand (F-15), ascending. */
  public Seq<Integer> out() {
    return seats(b.out);
  }

  static Seq<Integer> seats(int mask) {
    Integer[] seats = new Integer[Integer.bitCount(mask)];
    for (int k = 0, m = mask; k < seats.length; k++, m &= m - 1) {
      seats[k] = Integer.numberOfTrailingZeros(m);
    }
    return Array.of(seats);
  }

  /** The open misère declarer's hand once it is public (F-21). */
  public Option<CardSet> exposed() {
    return Small.exposed(small) ? Option.some(hand(b.declarer)) : Option.none();
  }

  /** The suit named for a joker led in a no-trump hand, while that trick is on the table (F-18). */
  public Option<Suit> namedSuit() {
    int named = Small.named(small);
    return named < 0 || Trick.size(trick) == 0 ? Option.none() : Option.some(Suit.ofOrdinal(named));
  }

  /** The tricks each seat has won in this hand. */
  public Seq<Integer> tricksBySeat() {
    return Array.ofAll(Small.tricks(small, rules.players));
  }

  /** The tricks a seat has won in this hand. */
  int tricksOf(int seat) {
    return Small.won(small, seat);
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof FiveHundredState)) {
      return false;
    }
    FiveHundredState s = (FiveHundredState) o;
    return rules.equals(s.rules)
        && samePosition(s)
        && Held.same(this, s)
        && Arrays.equals(taken, s.taken)
        && trick == s.trick
        && small == s.small
        && log.equals(s.log)
        && Arrays.equals(score, s.score)
        && b.equals(s.b)
        && events.equals(s.events);
  }

  @Override
  public int hashCode() {
    int h = rules.hashCode();
    h = h * 31 + phase().hashCode();
    h = h * 31 + toAct();
    h = h * 31 + handNumber() * 8 + dealer();
    h = h * 31 + Held.hash(this);
    h = h * 31 + Arrays.hashCode(taken);
    h = h * 31 + Long.hashCode(b.kitty ^ b.discards * 3);
    h = h * 31 + Calls.hash(b.calls);
    h = h * 31 + b.declarer * 64 + b.called;
    h = h * 31 + Long.hashCode(trick) + Small.named(small);
    h = h * 31 + Arrays.hashCode(score);
    return h * 31 + events.hashCode();
  }

  @Override
  protected TableRules tableRules() {
    return rules;
  }
}
