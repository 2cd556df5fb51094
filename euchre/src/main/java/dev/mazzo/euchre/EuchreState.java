package dev.mazzo.euchre;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Suit;
import dev.mazzo.card.Trump;
import dev.mazzo.game.Event;
import dev.mazzo.game.Round;
import dev.mazzo.game.TablePlay;
import dev.mazzo.table.TableRules;
import dev.mazzo.table.TableState;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * An immutable position of a match of Euchre (euchre.md): the referee's picture, every card. Only
 * {@link EuchreGame} makes one. Its {@code equals} covers every field, the last events included.
 */
public final class EuchreState extends TableState {

  /** The sides of E-1. */
  static final Seq<Seq<Integer>> SIDES = Array.of(Array.of(0, 2), Array.of(1, 3));

  final Draft d;

  EuchreState(Draft d) {
    super(d.phase, d.toAct, d.dealer, d.handNo, d.results, d.winner);
    this.d = d;
  }

  @Override
  protected TableRules tableRules() {
    return d.rules;
  }

  /** {@inheritDoc} Made by the declarer (E-6, E-8); none before. */
  @Override
  public Option<Trump> trump() {
    return d.trump < 0 ? Option.none() : Option.some(Trump.of(Suit.ofOrdinal(d.trump)));
  }

  /** {@inheritDoc} The upcard, while the first round of making trump is on (E-6). */
  @Override
  public Option<Card> trumpCard() {
    return d.phase == EuchrePhases.BID && d.passes < 4
        ? Option.some(card(d.upcard))
        : Option.none();
  }

  /**
   * The upcard of this hand (E-5), face up for everyone; none before the first deal.
   *
   * @return the card
   */
  public Option<Card> upcard() {
    return d.upcard < 0 ? Option.none() : Option.some(card(d.upcard));
  }

  /**
   * Whether the upcard was turned down: the second round (E-8), or a hand whose trump was named in
   * it.
   *
   * @return true once all four passed in the first round
   */
  public boolean turnedDown() {
    return d.passes >= 4;
  }

  /**
   * The dealer's discard (E-7), none when the dealer has not picked up: set aside face down, in
   * neither a hand nor the stock, seen by the dealer only.
   *
   * @return the card
   */
  public Option<Card> discard() {
    return d.discard < 0 ? Option.none() : Option.some(card(d.discard));
  }

  /**
   * The declarer, the chapter's maker (E-9), none before trump is made.
   *
   * @return the seat
   */
  public Option<Integer> declarer() {
    return d.declarer < 0 ? Option.none() : Option.some(d.declarer);
  }

  /**
   * Whether the declarer goes alone (E-14).
   *
   * @return true when it does
   */
  public boolean declarerAlone() {
    return d.declarerAlone;
  }

  /**
   * The seat that defends alone (E-15), none when no defender does.
   *
   * @return the seat
   */
  public Option<Integer> loneDefender() {
    return d.loneDefender < 0 ? Option.none() : Option.some(d.loneDefender);
  }

  /**
   * Whether a seat plays this hand: false for a seat that sits out (E-14, E-15).
   *
   * @param seat a seat
   * @return true when it plays
   */
  public boolean plays(int seat) {
    return seat >= 0 && seat < 4 && (d.in >>> seat & 1) == 1;
  }

  /**
   * The tricks a side has taken in this hand (E-18).
   *
   * @param side 0 for seats 0 and 2, 1 for seats 1 and 3
   * @return the count; 0 for a side out of range
   */
  public int tricks(int side) {
    return side == 0 || side == 1 ? d.tricks[side] : 0;
  }

  @Override
  public CardSet hand(int seat) {
    return seat < 0 || seat >= 4 ? deck().none() : CardSet.ofBits(deck(), d.hands[seat], 0L);
  }

  /**
   * {@inheritDoc} The kitty in deal order (E-5), then the upcard while the dealer has not picked it
   * up (E-7): face up in the first round, the stock's last card as the library's public trump card
   * is; turned down with the kitty from the second round on. No seat sees the kitty. The dealer's
   * discard is a place of its own, {@link #discard()}.
   */
  @Override
  public Seq<Card> stock() {
    Card[] out = new Card[stockSize()];
    for (int i = 0; i < d.kitty.length; i++) {
      out[i] = card(d.kitty[i]);
    }
    if (upcardInStock()) {
      out[d.kitty.length] = card(d.upcard);
    }
    return Array.of(out);
  }

  @Override
  protected int stockSize() {
    return d.kitty.length + (upcardInStock() ? 1 : 0);
  }

  /** The upcard is dealt and the dealer has not picked it up (E-7: trump made in round one). */
  private boolean upcardInStock() {
    return d.upcard >= 0 && !(d.passes < 4 && d.declarer >= 0);
  }

  @Override
  public Seq<TablePlay> table() {
    return d.table;
  }

  @Override
  public Seq<Round> history() {
    return d.history;
  }

  @Override
  public CardSet captured(int seat) {
    return seat < 0 || seat >= 4 ? deck().none() : CardSet.ofBits(deck(), d.captured[seat], 0L);
  }

  @Override
  public Seq<Seq<Integer>> sides() {
    return SIDES;
  }

  @Override
  public Seq<Integer> score() {
    return Array.of(d.score[0], d.score[1]);
  }

  @Override
  public Seq<Event> lastEvents() {
    return d.events;
  }

  Card card(int id) {
    return deck().card(id);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof EuchreState s && d.sameAs(s.d);
  }

  @Override
  public int hashCode() {
    return d.hash();
  }
}
