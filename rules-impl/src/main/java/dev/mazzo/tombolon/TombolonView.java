package dev.mazzo.tombolon;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Trump;
import dev.mazzo.game.Action;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Round;
import dev.mazzo.game.TablePlay;
import dev.mazzo.table.HandLog;
import dev.mazzo.table.TableView;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Arrays;
import java.util.Objects;

/**
 * What one seat of a Tombolon match may know (tombolon.md T-33): its own hand; the other hands and
 * the stock as counts; and everything public — the table in order, every captured pile (each card
 * was face up when taken), the stock's bottom card while it is in the stock, the eldest, the last
 * taker, each side's Scope, Colore and secured points in this deal, the scores and results, its
 * legal actions, and the last action's events (all public). It is built by an explicit projection
 * of a {@link TombolonState} and holds no hidden card. A spectator's view ({@link #seat()} is
 * {@link GameState#NOBODY}) holds no hand at all.
 *
 * <p>{@code equals} covers every field. What a view tells as its state does is written once in
 * {@link TombolonPosition}.
 */
public final class TombolonView extends TableView implements TombolonPosition {
  final Rules rules;
  private final long ownHand;
  private final Option<Card> stockBottom;
  final byte[] table;

  /** Each seat's pile. */
  final long[] piles;

  final int distribution;
  final int lastTaker;

  /** This deal's Scopa and Colore counters per side, as {@link Counters} lays them out. */
  final int[] counters;

  final int[] score;

  /** The turns of the deal, newest first. */
  final HandLog log;

  TombolonView(TombolonState s, int seat, Seq<Action> legal) {
    super(s, seat, legal, s.lastEvents());
    int n = s.rules.players;
    this.rules = s.rules;
    this.ownHand = seat >= 0 ? s.cards[seat] : 0L;
    this.stockBottom = s.stockBottom();
    this.table = s.tableOrder();
    this.piles = Arrays.copyOfRange(s.cards, n, 2 * n);
    this.distribution = s.distributionNumber();
    this.lastTaker = s.lastTakerSeat();
    this.counters = s.counters;
    this.score = s.score;
    this.log = s.log;
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
  public CardSet ownHand() {
    return CardSet.ofBits(rules.deck, ownHand, 0L);
  }

  /** The stock's bottom card while it is in the stock (T-9, T-33); none otherwise. */
  public Option<Card> stockBottom() {
    return stockBottom;
  }

  /** The table cards as {@link TablePlay}s with seat −1, in table order (as the state's). */
  @Override
  public Seq<TablePlay> table() {
    return rules.tablePlays(table);
  }

  /**
   * The turns of the deal, oldest first (T-33): each card played with its seat, and the capture it
   * made (the played card with the captured ones, to the seat's pile) or none for a lay. Public:
   * every card played and captured was face up.
   */
  @Override
  public Seq<Round> history() {
    return log.rounds(rules.deck, rules.players);
  }

  /** A seat's captured pile in this deal: public (T-33); empty for a seat out of range. */
  public CardSet captured(int s) {
    return seatCards(piles, s);
  }

  @Override
  public Seq<Integer> score() {
    return Array.of(score[0], score[1]);
  }

  @Override
  public boolean equals(Object o) {
    return this == o
        || (o instanceof TombolonView v
            && sameTable(v)
            && rules.equals(v.rules)
            && ownHand == v.ownHand
            && distribution == v.distribution
            && lastTaker == v.lastTaker
            && stockBottom.equals(v.stockBottom)
            && Arrays.equals(table, v.table)
            && Arrays.equals(piles, v.piles)
            && Arrays.equals(counters, v.counters)
            && Arrays.equals(score, v.score)
            && log.equals(v.log));
  }

  @Override
  public int hashCode() {
    return Objects.hash(
        seat(), phase(), toAct(), handNumber(), ownHand, Arrays.hashCode(table), score[0]);
  }

  @Override
  public String toString() {
    return variantId() + " view of seat " + seat() + ": " + ownHand() + ", " + phase().wireName();
  }
}
