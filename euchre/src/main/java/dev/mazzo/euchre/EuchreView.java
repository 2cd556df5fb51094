package dev.mazzo.euchre;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Trump;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.Round;
import dev.mazzo.game.TablePlay;
import dev.mazzo.table.TableView;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * What one seat (or a spectator) may know of a Euchre match (euchre.md E-24): its own hand, the
 * other hands as counts, the upcard, the trump, the declarer and who is alone, the table, the
 * tricks taken and the score; the dealer's discard only in the dealer's own view; never the kitty.
 * Equality covers every field.
 */
public final class EuchreView extends TableView {
  private final EuchreRules rules;
  private final CardSet own;
  private final Option<Trump> trump;
  private final Option<Card> trumpCard;
  private final Option<Card> upcard;
  private final boolean turnedDown;
  private final Option<Card> discard;
  private final Option<Integer> declarer;
  private final boolean declarerAlone;
  private final Option<Integer> loneDefender;
  private final int in;
  private final int passes;
  private final int[] tricks;
  private final long[] captured;
  private final Seq<TablePlay> table;
  private final Seq<Round> history;
  private final Seq<Integer> score;

  EuchreView(EuchreState s, int seat, Seq<Action> legal) {
    super(s, seat, legal, events(s, seat));
    Draft d = s.d;
    this.rules = d.rules;
    this.own = seat >= 0 ? s.hand(seat) : s.deck().none();
    this.trump = s.trump();
    this.trumpCard = s.trumpCard();
    this.upcard = s.upcard();
    this.turnedDown = s.turnedDown();
    this.discard = seat >= 0 && seat == d.dealer ? s.discard() : Option.none();
    this.declarer = s.declarer();
    this.declarerAlone = d.declarerAlone;
    this.loneDefender = s.loneDefender();
    this.in = d.in;
    this.passes = d.passes;
    this.tricks = d.tricks.clone();
    this.captured = d.captured.clone();
    this.table = d.table;
    this.history = d.history;
    this.score = s.score();
  }

  /** The events as the seat sees them: the discarded card only for the dealer (E-24, E-25). */
  private static Seq<Event> events(EuchreState s, int seat) {
    return s.d.events.map(
        e ->
            e instanceof EuchreEvent.Discarded x && x.seat() != seat
                ? new EuchreEvent.Discarded(x.seat(), Option.none())
                : e);
  }

  @Override
  public Option<Trump> trump() {
    return trump;
  }

  @Override
  public Option<Card> trumpCard() {
    return trumpCard;
  }

  /**
   * The upcard of this hand (E-5): public.
   *
   * @return the card, none before the first deal
   */
  public Option<Card> upcard() {
    return upcard;
  }

  /**
   * Whether the upcard was turned down (E-8).
   *
   * @return true once all four passed in the first round
   */
  public boolean turnedDown() {
    return turnedDown;
  }

  /**
   * The dealer's discard (E-7), in the dealer's own view only.
   *
   * @return the card, none in every other view
   */
  public Option<Card> discard() {
    return discard;
  }

  /**
   * The declarer, the chapter's maker (E-9), once trump is made.
   *
   * @return the seat
   */
  public Option<Integer> declarer() {
    return declarer;
  }

  /**
   * Whether the declarer goes alone (E-14).
   *
   * @return true when it does
   */
  public boolean declarerAlone() {
    return declarerAlone;
  }

  /**
   * The seat defending alone (E-15).
   *
   * @return the seat, none when no defender does
   */
  public Option<Integer> loneDefender() {
    return loneDefender;
  }

  /**
   * Whether a seat plays this hand (false for one that sits out, E-14, E-15).
   *
   * @param seat a seat
   * @return true when it plays
   */
  public boolean plays(int seat) {
    return seat >= 0 && seat < 4 && (in >>> seat & 1) == 1;
  }

  /**
   * The tricks a side has taken in this hand.
   *
   * @param side 0 or 1
   * @return the count; 0 for a side out of range
   */
  public int tricks(int side) {
    return side == 0 || side == 1 ? tricks[side] : 0;
  }

  /**
   * The cards of the tricks a seat has taken: public, every card of a trick was seen.
   *
   * @param seat a seat
   * @return the cards; none for a seat out of range
   */
  public CardSet captured(int seat) {
    return seatCards(captured, seat);
  }

  @Override
  public CardSet ownHand() {
    return own;
  }

  @Override
  public Seq<TablePlay> table() {
    return table;
  }

  @Override
  public Seq<Round> history() {
    return history;
  }

  @Override
  public Seq<Integer> score() {
    return score;
  }

  EuchreRules rules() {
    return rules;
  }

  int in() {
    return in;
  }

  /** The passes spoken so far in this hand's making of trump: public. */
  int passes() {
    return passes;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof EuchreView v
        && sameTable(v)
        && rules.equals(v.rules)
        && own.equals(v.own)
        && trump.equals(v.trump)
        && trumpCard.equals(v.trumpCard)
        && upcard.equals(v.upcard)
        && turnedDown == v.turnedDown
        && discard.equals(v.discard)
        && declarer.equals(v.declarer)
        && declarerAlone == v.declarerAlone
        && loneDefender.equals(v.loneDefender)
        && in == v.in
        && passes == v.passes
        && java.util.Arrays.equals(tricks, v.tricks)
        && java.util.Arrays.equals(captured, v.captured)
        && table.equals(v.table)
        && history.equals(v.history)
        && score.equals(v.score);
  }

  @Override
  public int hashCode() {
    return 31 * own.hashCode() + seat() * 7 + phase().hashCode() + handNumber();
  }

  /** The seat, the variant, the hand and the phase: for logs and test messages. */
  @Override
  public String toString() {
    return "EuchreView[seat " + seat() + " " + variantId() + " hand " + handNumber() + "]";
  }
}
