package dev.mazzo.table;

import dev.mazzo.card.CardSet;
import dev.mazzo.card.Deck;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Seq;
import java.util.Arrays;

/**
 * What every family's view shows the same way, written once (briscola.md B-70, tombolon.md T-33):
 * the seat it is for, the variant, the seats and sides, the phase, the seat to act, the dealer, the
 * hand number, the results and the winner — all public — with the seat's legal actions and the last
 * events as the seat may see them. A family's view projects the rest of a state: its own hand, the
 * counts, the table, and its family's fields.
 *
 * <p>Part of the exported family kit (issue 30): a family's state or view extends it, and its
 * members are documented here.
 */
public abstract class TableView extends TablePosition implements PlayerView {
  private final int seat;
  private final String variantId;
  private final int players;
  private final Deck deck;
  private final Seq<Seq<Integer>> sides;
  private final int[] handSizes;
  private final int stockSize;
  private final Seq<Action> legal;
  private final Seq<Event> events;

  /**
   * The public part of a state's view.
   *
   * @param s the state
   * @param seat the seat, or {@link GameState#NOBODY} for a spectator
   * @param legal the seat's legal actions (none when it is not to act)
   * @param events the last events as the seat may see them
   */
  protected TableView(GameState s, int seat, Seq<Action> legal, Seq<Event> events) {
    super(s.phase(), s.toAct(), s.dealer(), s.handNumber(), s.results(), s.winningSide());
    this.seat = seat;
    this.variantId = s.variantId();
    this.players = s.players();
    this.deck = s.deck();
    this.sides = s.sides();
    this.handSizes = new int[players];
    for (int p = 0; p < players; p++) {
      handSizes[p] = s.hand(p).size();
    }
    this.stockSize = s instanceof TableState t ? t.stockSize() : s.stock().size();
    this.legal = legal;
    this.events = events;
  }

  @Override
  public final int seat() {
    return seat;
  }

  @Override
  public final String variantId() {
    return variantId;
  }

  @Override
  public final int players() {
    return players;
  }

  @Override
  public final Deck deck() {
    return deck;
  }

  @Override
  public final Seq<Seq<Integer>> sides() {
    return sides;
  }

  /** How many cards a seat holds: public (briscola.md B-70, tombolon.md T-33); 0 out of range. */
  @Override
  public final int handSize(int s) {
    return s < 0 || s >= handSizes.length ? 0 : handSizes[s];
  }

  /** How many cards are left in the stock: public. */
  @Override
  public final int stockSize() {
    return stockSize;
  }

  @Override
  public final Seq<Action> legalActions() {
    return legal;
  }

  @Override
  public final Seq<Event> events() {
    return events;
  }

  /**
   * A seat's public cards kept as one bit set per seat (a pile, the burned cards): its cards of the
   * deck, none for a seat out of range.
   *
   * @param perSeat the bits of each seat's cards (a deck of one copy)
   * @param s a seat
   * @return the cards
   */
  protected final CardSet seatCards(long[] perSeat, int s) {
    return s < 0 || s >= perSeat.length ? deck.none() : CardSet.ofBits(deck, perSeat[s], 0L);
  }

  /**
   * True when the part written here equals another view's: the family's {@code equals} adds its
   * rules (variant and options) and its own fields.
   *
   * @param v the other view
   * @return whether the seat, position, stock size, variant id, hand sizes, legal actions and
   *     events are equal
   */
  protected final boolean sameTable(TableView v) {
    return seat == v.seat
        && samePosition(v)
        && stockSize == v.stockSize
        && variantId.equals(v.variantId)
        && Arrays.equals(handSizes, v.handSizes)
        && legal.equals(v.legal)
        && events.equals(v.events);
  }
}
