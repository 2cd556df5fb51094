package dev.mazzo.briscola;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Suit;
import dev.mazzo.card.Trump;
import dev.mazzo.game.Event;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.Phase;
import dev.mazzo.game.Round;
import dev.mazzo.game.TablePlay;
import dev.mazzo.table.HandLog;
import dev.mazzo.table.TableRules;
import dev.mazzo.table.TableState;
import dev.mazzo.trick.Trick;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Arrays;

/**
 * A position of a Briscola-family match (briscola.md). Made only by {@link BriscolaGame}.
 *
 * <p>Inside, cards are deck ids: each seat's holding and pile are two-word bit masks in one array,
 * the trick in progress is one packed {@code long}, and the stock is the hand's fixed draw order
 * with a position. The last action's events are not stored as objects: they are derived on demand
 * from a few fields, so that {@code apply} allocates only the new state, and a new card array only
 * when a trick is gathered (a card played stays in its seat's holding words until then; {@link
 * #holdingLo}/{@link #holdingHi} mask the table out).
 *
 * <p>{@code equals} covers everything: the variant and options, phase, seat to act, dealer, hand
 * number, trump, every holding and pile, the stock from its position on (and the cards drawn by the
 * last action), the table, the match score, the results, the winner, what the last action caused
 * and the public history of the hand. Two states reached by the same deals and actions are equal.
 */
public final class BriscolaState extends TableState {

  static final int NO_EVENT = 0;
  static final int DEALT = 1;
  static final int PLAYED = 2;
  static final int BID = 3;
  static final int PASSED = 4;
  static final int CALLED = 5;

  final Rules rules;

  /**
   * The small numbers, packed ({@link Small}): the trump suit's ordinal (-1 before the deal), the
   * face-up trump card's id (-1 when the variant has none, B-14, B-16), the stock position, the
   * seat that led the trick in progress, what the last action caused (B-71: its kind, seat and
   * card, the seat that won the trick it completed, the stock position before its draws, and
   * whether it ended the hand). Read through the accessors of the same names.
   */
  final long small;

  /**
   * Holdings then piles: words [2s, 2s+1] are seat s's holding, [2(n+s), 2(n+s)+1] its pile. The
   * holding words may still hold the cards their seats have on the table: read holdings through
   * {@link #holdingLo}/{@link #holdingHi}. Shared by the states of one trick.
   */
  final long[] cards;

  /** The hand's draw order, top first, the trump card last (B-14); shared by the hand's states. */
  final byte[] stock;

  /** The trick in progress. */
  final long trick;

  /** Match score per side; shared until a hand ends. */
  final int[] score;

  /** The trick the last play completed, or {@link Trick#EMPTY}. */
  final long lastTrick;

  /**
   * The chiamata auction and contract of the current hand; null in the other variants and before
   * the first deal.
   */
  final Auction auction;

  /** The tricks of the hand, newest first (the public history); kept until the next deal. */
  final HandLog log;

  /**
   * The state a transition drafted (see {@link Draft#state}), its fields given one by one: a
   * constructor that took the draft would make the draft escape wherever the JIT leaves this
   * constructor out of line (it does once the constructor, compiled on its own, is larger than
   * {@code InlineSmallCode}), and each action would allocate the draft as well as the state.
   */
  BriscolaState(
      Rules rules,
      Phase phase,
      int toAct,
      int dealer,
      int handNo,
      Seq<HandResult> results,
      int winner,
      long small,
      long[] cards,
      byte[] stock,
      long trick,
      int[] score,
      long lastTrick,
      Auction auction,
      HandLog log) {
    super(phase, toAct, dealer, handNo, results, winner);
    this.rules = rules;
    this.small = small;
    this.cards = cards;
    this.stock = stock;
    this.trick = trick;
    this.score = score;
    this.lastTrick = lastTrick;
    this.auction = auction;
    this.log = log;
  }

  /** The trump suit's ordinal, -1 before the deal. */
  int trumpSuit() {
    return Small.get(small, Small.TRUMP, 3);
  }

  /** The face-up trump card's id (B-14, B-16), -1 when the variant has none. */
  int trumpCardId() {
    return Small.get(small, Small.TRUMP_CARD, 8);
  }

  /** The index in {@link #stock} of the next card to draw. */
  int stockPos() {
    return Small.get(small, Small.STOCK_POS, 8);
  }

  /** The seat that led the trick in progress. */
  int leader() {
    return Small.get(small, Small.LEADER, 4);
  }

  /** The kind of the last action (B-71), one of the constants above. */
  int lastKind() {
    return Small.get(small, Small.LAST_KIND, 3);
  }

  /** The seat of the last action, or -1. */
  int lastSeat() {
    return Small.get(small, Small.LAST_SEAT, 4);
  }

  /** The card of the last action (played or called), or -1. */
  int lastCard() {
    return Small.get(small, Small.LAST_CARD, 8);
  }

  /** The seat that won the trick the last play completed, or -1. */
  int lastTrickWinner() {
    return Small.get(small, Small.LAST_WINNER, 4);
  }

  /** The stock position before the last action's draws. */
  int drawFrom() {
    return Small.get(small, Small.DRAW_FROM, 8);
  }

  /** True when the last action ended a hand. */
  boolean handEnded() {
    return (small & 1L << Small.HAND_ENDED) != 0;
  }

  /** A match before its first deal (B-65). */
  static BriscolaState newMatch(Rules rules) {
    return new Draft(rules).state();
  }

  /** A copy of this state for a transition to change (see {@link Draft}). */
  Draft draft() {
    return new Draft(this);
  }

  /**
   * The rank scheme of this match (B-10; the {@code ranks} option may choose it): each rank's
   * strength and card points, for bots and UIs that reason about tricks.
   */
  public Scheme scheme() {
    return rules.scheme;
  }

  @Override
  public Option<Trump> trump() {
    int trump = trumpSuit();
    return trump < 0 ? Option.none() : Option.some(Trump.of(Suit.ofOrdinal(trump)));
  }

  /**
   * The public trump card (B-69): in a stock game while it lies in the stock (B-14, B-28); in Sueca
   * while the dealer holds it (B-16).
   */
  @Override
  public Option<Card> trumpCard() {
    int trumpCardId = trumpCardId();
    if (trumpCardId < 0) {
      return Option.none();
    }
    boolean visible = rules.spec.stock ? stockPos() < stock.length : holds(dealer(), trumpCardId);
    return visible ? Option.some(rules.deck.card(trumpCardId)) : Option.none();
  }

  @Override
  public CardSet hand(int seat) {
    if (seat < 0 || seat >= rules.players) {
      return rules.deck.none();
    }
    return CardSet.ofBits(rules.deck, holdingLo(seat), holdingHi(seat));
  }

  /**
   * The low word of a seat's holding: its holding words without the cards on the table. A card
   * played stays in the holding words until its trick is gathered, so that a play that does not
   * complete a trick shares the card array of the state before it.
   */
  long holdingLo(int seat) {
    return CardWords.word(cards, trick, 2 * seat);
  }

  /** The high word of a seat's holding; see {@link #holdingLo}. */
  long holdingHi(int seat) {
    return CardWords.word(cards, trick, 2 * seat + 1);
  }

  /** True when a seat holds a card id (not counting its card on the table). */
  boolean holds(int seat, int id) {
    long word = id >>> 6 == 0 ? holdingLo(seat) : holdingHi(seat);
    return (word & (1L << id)) != 0;
  }

  @Override
  public CardSet captured(int seat) {
    if (seat < 0 || seat >= rules.players) {
      return rules.deck.none();
    }
    int w = 2 * (rules.players + seat);
    return CardSet.ofBits(rules.deck, cards[w], cards[w + 1]);
  }

  @Override
  public Seq<Card> stock() {
    int from = stockPos();
    Card[] out = new Card[stock.length - from];
    for (int i = 0; i < out.length; i++) {
      out[i] = rules.deck.card(stock[from + i]);
    }
    return Array.of(out);
  }

  /** The number of cards of {@link #stock()}, without making the list. */
  @Override
  protected int stockSize() {
    return stock.length - stockPos();
  }

  /** The cards on the table with their seats, the leader's first (B-21). */
  @Override
  public Seq<TablePlay> table() {
    TablePlay[] out = new TablePlay[Trick.size(trick)];
    for (int i = 0, seat = leader(); i < out.length; i++, seat = rules.next(seat)) {
      out[i] = new TablePlay(seat, rules.deck.card(Trick.card(trick, i)));
    }
    return Array.of(out);
  }

  @Override
  public Seq<Round> history() {
    return log.rounds(rules.deck, rules.players);
  }

  @Override
  public Seq<Seq<Integer>> sides() {
    return rules.sides;
  }

  /**
   * The match sides, but in chiamata once the card is called (B-51): the declarer with the holder
   * of the called card (the partner, unknown to the views until the card is played, B-53), then the
   * other seats, as the hand is scored (B-57).
   */
  @Override
  public Seq<Seq<Integer>> handSides() {
    return called() ? rules.contractSides[auction.declarer()][auction.partner() + 1] : rules.sides;
  }

  @Override
  public Seq<Integer> score() {
    return boxed(score);
  }

  /**
   * The events of the last action (B-71): {@code dealt}; or {@code played}, then {@code trick}, the
   * {@code drew} events, {@code hand} and {@code match} as they happened.
   */
  @Override
  public Seq<Event> lastEvents() {
    return events(-1, true);
  }

  /** The last events as a seat sees them (B-71); see {@link LastEvents#of}. */
  Seq<Event> events(int viewer, boolean all) {
    return LastEvents.of(this, viewer, all);
  }

  /**
   * True once the card is called, while the contract is shown (B-42, B-51); the id is -1 before the
   * call, and compared as such: any card of the deck, id 0 too, may be called.
   */
  private boolean called() {
    return contractShown() && auction.calledCard() != -1;
  }

  /** True while the chiamata auction and contract of the current hand are to be shown (B-42). */
  private boolean contractShown() {
    return auction != null && phase() != Phase.DEAL;
  }

  /** The highest bid so far, with its bidder (B-69 {@code auction.high}). */
  public Option<Bid> highBid() {
    return contractShown() && auction.high() >= 0
        ? Option.some(rules.ladder.bid(auction.high(), auction.level()))
        : Option.none();
  }

  /** The seats that have passed in this auction, ascending (B-69 {@code auction.passed}). */
  public Seq<Integer> passed() {
    if (!contractShown()) {
      return Array.empty();
    }
    return Array.range(0, rules.players).filter(auction::hasPassed);
  }

  /** Chiamata: the declarer, the chapter's caller, once the auction has one (B-48). */
  public Option<Integer> declarer() {
    return contractShown() && auction.declarer() >= 0
        ? Option.some(auction.declarer())
        : Option.none();
  }

  /** The called card, once called (B-51, B-63). */
  public Option<Card> calledCard() {
    return called() ? Option.some(card(auction.calledCard())) : Option.none();
  }

  /**
   * The referee's knowledge of the partner: the holder of the called card; none when the declarer
   * plays alone or before the call (B-52, B-53, B-69). Views hide it until the card is played.
   */
  public Option<Integer> partner() {
    return called() ? LastEvents.seatOf(auction.partner()) : Option.none();
  }

  private Card card(int id) {
    return rules.deck.card(id);
  }

  @Override
  public boolean equals(Object o) {
    return this == o
        || (o instanceof BriscolaState s
            && samePosition(s)
            && small == s.small
            && trick == s.trick
            && lastTrick == s.lastTrick
            && rules.equals(s.rules)
            && CardWords.same(cards, s.cards, trick)
            && Arrays.equals(stock, s.stock)
            && Arrays.equals(score, s.score)
            && java.util.Objects.equals(auction, s.auction)
            && log.equals(s.log));
  }

  @Override
  public int hashCode() {
    int h = 31 * positionHash() + CardWords.hash(cards, trick);
    h = 31 * h + Long.hashCode(trick);
    h = 31 * h + stockPos();
    return h;
  }

  @Override
  protected TableRules tableRules() {
    return rules;
  }
}
