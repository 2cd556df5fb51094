package dev.mazzo.tombolon;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Trump;
import dev.mazzo.game.Event;
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
 * A position of a Tombolon match (tombolon.md). Made only by the family's game, from {@code
 * newMatch} and {@code apply}.
 *
 * <p>Phases (T-32): {@link Phase#DEAL} ({@code toAct} is {@link #CHANCE}), {@link Phase#PLAY},
 * {@link Phase#MATCH_OVER}. There is no trump: {@link #trump()} and {@link #trumpCard()} are always
 * none. {@link #table()} lists the face-up table cards in table order as {@link TablePlay}s with
 * seat −1 (a table card belongs to no seat); {@link #tableCards()} lists the cards alone.
 *
 * <p>Inside, cards are deck ids and every set is one {@code long} (decks have at most 52 cards):
 * each seat's hand and pile, the table (its mask, and the order of the cards the deal began with,
 * the order of the rest read from the history: {@link #table}) and the stock (the deal's cards in
 * order, shared by the deal's states, and the position of the next card to deal). The last action's
 * events are stored as an immutable list, except those of a play that does not end the deal: its
 * {@code played} event is read from the turn's history node, the rest from three flags ({@link
 * #lastEvents}).
 *
 * <p>{@code equals} covers everything: the variant and options, phase, seat to act, dealer, hand
 * number, every hand and pile, the table in order, the stock from its position on, the distribution
 * number, the last taker, each side's Scope and Colore in this deal, the match score, the results,
 * the winner and the last action's events. Two states reached by the same deals and actions are
 * equal.
 *
 * <p>What a state tells as its views do (the eldest, the table cards, the counters and secured
 * points of the deal) is written once in {@link TombolonPosition}.
 */
public final class TombolonState extends TableState implements TombolonPosition {

  final Rules rules;

  /** Words [0, n) are the seats' hands, [n, 2n) their piles. */
  final long[] cards;

  /**
   * The ids of the table cards the deal began with (T-8), in table order, shared by the deal's
   * states (or of the table a determinizer or a test gave its draft). The table in order (T-14) is
   * those of them still on it, then the cards laid since, in the order laid, which the turns in
   * {@link #log} tell ({@link #tableOrder}): a play writes no table (issue 29: a copy of the table
   * per play was a fifth of a play's bytes).
   */
  final byte[] table;

  /** The table cards as a mask. */
  final long tableMask;

  /** The deal's stock in order, top first (T-8); shared by the deal's states. */
  final byte[] stock;

  /**
   * Three small numbers in one {@code int} (issue 29: a state is made with every play, and one
   * field instead of three keeps it at 80 bytes, not 88), 8 bits each from the lowest: the index in
   * {@link #stock} of the next card to deal ({@link #stockPos}), the number of the last
   * distribution ({@link #distributionNumber}) and the last taker plus one ({@link
   * #lastTakerSeat}); a deck has at most 52 cards, so each fits. Above them, for a play that did
   * not end the deal, the events it caused besides its {@code played} event ({@link #flags}).
   */
  private final int small;

  /** This deal's Scopa and Colore counters per side, as {@link Counters} lays them out. */
  final int[] counters;

  /** The match score per side; shared until a deal ends. */
  final int[] score;

  /**
   * What the last action caused (T-34); null for a play that caused only its {@code played} event,
   * which {@link #lastEvents} reads from the turn's node in {@link #log}.
   */
  final Seq<Event> events;

  /** The turns of the deal, newest first (the public history, T-33). */
  final HandLog log;

  /** The state a transition named field by field (see {@link Draft}). */
  TombolonState(Draft b) {
    super(b);
    this.rules = b.rules;
    this.cards = b.cards;
    this.table = b.table;
    this.tableMask = b.tableMask;
    this.stock = b.stock;
    this.small = pack(b.stockPos, b.distribution, b.lastTaker);
    this.counters = b.counters;
    this.score = b.score;
    this.events = b.events;
    this.log = b.log;
  }

  /**
   * The state after a play that goes on in the same deal (T-9, T-11, T-14): {@code before} with
   * what the play changes, and {@link #flags} for its events. The hot path of every play makes its
   * state here, directly: JMH showed a {@link Draft} there not scalar-replaced.
   */
  TombolonState(
      TombolonState before,
      int toAct,
      long[] cards,
      long tableMask,
      int stockPos,
      int distribution,
      int lastTaker,
      int[] counters,
      int flags,
      HandLog log) {
    super(before, toAct);
    this.rules = before.rules;
    this.stock = before.stock;
    this.score = before.score;
    this.cards = cards;
    this.table = before.table;
    this.tableMask = tableMask;
    this.small = pack(stockPos, distribution, lastTaker) | flags;
    this.counters = counters;
    this.events = null;
    this.log = log;
  }

  /** {@link #small} of the three numbers, each 0 … 254 (the last taker -1 … 253). */
  static int pack(int stockPos, int distribution, int lastTaker) {
    return stockPos | distribution << 8 | (lastTaker + 1) << 16;
  }

  /** The index in {@link #stock} of the next card to deal. */
  int stockPos() {
    return small & 0xff;
  }

  /** The number of the last distribution of this deal (T-9), 0 before the deal. */
  int distributionNumber() {
    return small >>> 8 & 0xff;
  }

  /** The seat of the last capture in this deal, -1 if none (T-14). */
  int lastTakerSeat() {
    return (small >>> 16 & 0xff) - 1;
  }

  /** The flag of a Scopa event (T-15) in {@link #small}. */
  static final int SCOPA = 1 << 24;

  /** The flag of a Colore event (T-16). */
  static final int COLORE = 1 << 25;

  /** The flag of a {@code dealt} event: a distribution followed the play (T-9). */
  static final int DEALT = 1 << 26;

  /** The flags of the events a play that does not end the deal caused besides {@code played}. */
  static int flags(boolean scopa, boolean colore, boolean dealt) {
    return (scopa ? SCOPA : 0) | (colore ? COLORE : 0) | (dealt ? DEALT : 0);
  }

  /** The ids of the table cards in table order (T-8, T-14): {@link #order} of this state. */
  byte[] tableOrder() {
    return order(table, tableMask, log);
  }

  /**
   * The ids of the table cards {@code mask} in table order: those of {@code base} (the table the
   * deal began with) in its order, then the others, each laid by a turn of {@code log}, in the
   * order laid (a card reaches the table once a deal: laid, it leaves it only for a pile).
   */
  static byte[] order(byte[] base, long mask, HandLog log) {
    byte[] out = new byte[Long.bitCount(mask)];
    int k = 0;
    long laid = mask;
    for (byte b : base) {
      long bit = 1L << b;
      if ((mask & bit) != 0) {
        out[k++] = b;
        laid &= ~bit;
      }
    }
    int end = out.length;
    for (HandLog turn = log; end > k; turn = turn.previous()) {
      int id = Trick.card(turn.lastTrick(), 0);
      if ((laid & (1L << id)) != 0) {
        out[--end] = (byte) id;
      }
    }
    return out;
  }

  /** No card: the empty table and stock. */
  static final byte[] NO_CARDS = new byte[0];

  /**
   * A builder of the next state, starting as a copy of this one: for the transitions that come once
   * a deal (the deal, the sweep, going out, the end of the deal and of the match).
   */
  Draft toBuilder() {
    return new Draft(this);
  }

  /** Always none: Tombolon has no trump (T-32). */
  @Override
  public Option<Trump> trump() {
    return Option.none();
  }

  /** Always none: Tombolon has no trump card (T-32). */
  @Override
  public Option<Card> trumpCard() {
    return Option.none();
  }

  @Override
  public CardSet hand(int seat) {
    if (seat < 0 || seat >= rules.players) {
      return rules.deck.none();
    }
    return CardSet.ofBits(rules.deck, cards[seat], 0L);
  }

  @Override
  public CardSet captured(int seat) {
    if (seat < 0 || seat >= rules.players) {
      return rules.deck.none();
    }
    return CardSet.ofBits(rules.deck, cards[rules.players + seat], 0L);
  }

  /** The undealt cards of this deal, top first; the last is {@link #stockBottom()} (T-9). */
  @Override
  public Seq<Card> stock() {
    return rules.cardsInOrder(stock, stockPos());
  }

  /** The number of cards in the stock. */
  @Override
  protected int stockSize() {
    return stock.length - stockPos();
  }

  /**
   * The bottom card of the stock, public from the deal until it is dealt (T-9, T-32); none when the
   * stock is empty.
   */
  public Option<Card> stockBottom() {
    return stockPos() < stock.length
        ? Option.some(rules.cards[stock[stock.length - 1]])
        : Option.none();
  }

  /** The turns of the deal, oldest first (T-33): see {@link TombolonView#history()}. */
  @Override
  public Seq<Round> history() {
    return log.rounds(rules.deck, rules.players);
  }

  /**
   * The face-up table cards in table order, each as a {@link TablePlay} with seat −1: a table card
   * belongs to no seat (T-32 writes them as plain codes).
   */
  @Override
  public Seq<TablePlay> table() {
    return rules.tablePlays(tableOrder());
  }

  /** A side's pile in the current deal: the union of its seats' piles (T-5). */
  long pile(int side) {
    return rules.pileOf(cards, rules.players, side);
  }

  /**
   * True when going out is off in the current deal: it began with both match scores equal and at or
   * above the target, so it is played to the end (T-28 exception, T-30).
   */
  public boolean goingOutOff() {
    return score[0] == score[1] && score[0] >= rules.target;
  }

  @Override
  public Seq<Seq<Integer>> sides() {
    return rules.sides;
  }

  @Override
  public Seq<Integer> score() {
    return Array.of(score[0], score[1]);
  }

  /**
   * What the last action caused (T-34); every Tombolon event is public. A play that did not end the
   * deal stored none: its {@code played} event is made from the turn's node in {@link #log}, then a
   * Scopa, a Colore and a {@code dealt} event as {@link #small}'s flags say, in that order.
   */
  @Override
  public Seq<Event> lastEvents() {
    if (events != null) {
      return events;
    }
    int id = Trick.card(log.lastTrick(), 0);
    long capture = log.lastCaptured() & ~(1L << id);
    int seat = log.leader();
    Event played = new TombolonEvent.Played(seat, rules.cards[id], rules.cardsOf(capture));
    int flags = small & (SCOPA | COLORE | DEALT);
    if (flags == 0) {
      return Array.of(played);
    }
    Event[] out = new Event[1 + Integer.bitCount(flags)];
    int k = 0;
    out[k++] = played;
    if ((flags & SCOPA) != 0) {
      out[k++] = new TombolonEvent.Scopa(seat, rules.scopaValue[id]);
    }
    if ((flags & COLORE) != 0) {
      out[k++] = new TombolonEvent.Colore(seat, rules.scopaValue[id]);
    }
    if ((flags & DEALT) != 0) {
      out[k] = new TombolonEvent.Dealt(dealer(), distributionNumber());
    }
    return Array.of(out);
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof TombolonState)) {
      return false;
    }
    TombolonState s = (TombolonState) o;
    return samePosition(s)
        && tableMask == s.tableMask
        && (small & 0xffff00) == (s.small & 0xffff00)
        && rules.equals(s.rules)
        && Arrays.equals(cards, s.cards)
        && (table == s.table || Arrays.equals(tableOrder(), s.tableOrder()))
        && Arrays.equals(stock, stockPos(), stock.length, s.stock, s.stockPos(), s.stock.length)
        && Arrays.equals(counters, s.counters)
        && Arrays.equals(score, s.score)
        && lastEvents().equals(s.lastEvents())
        && log.equals(s.log);
  }

  @Override
  public int hashCode() {
    int h = 31 * positionHash() + Arrays.hashCode(cards);
    h = 31 * h + Long.hashCode(tableMask);
    h = 31 * h + stock.length - stockPos();
    h = 31 * h + Arrays.hashCode(score);
    return h;
  }

  @Override
  protected TableRules tableRules() {
    return rules;
  }
}
