package dev.mazzo.table;

import dev.mazzo.card.Deck;
import java.util.Map;

/**
 * What every family's resolved rules say the same way: the variant, the option values a match was
 * resolved with (briscola.md B-68, tombolon.md §10) and the number of seats, played in order
 * (briscola.md B-1, tombolon.md T-5), and the deck. A family's rules add their deck, tables and
 * targets; every state of a match shares one. Equality is the variant and the resolved option
 * values.
 */
public abstract class TableRules {
  /** The variant id. */
  public final String variantId;

  /** The value of every option of the variant, resolved by {@link OptionValues#resolve}. */
  public final Map<String, Object> optionValues;

  /** The number of seats. */
  public final int players;

  /** The deck of the match, in canonical order. */
  public final Deck deck;

  /**
   * The rules of a match.
   *
   * @param variantId the variant id
   * @param players the number of seats
   * @param optionValues the resolved option values
   * @param deck the deck under those options
   */
  protected TableRules(String variantId, int players, Map<String, Object> optionValues, Deck deck) {
    this.variantId = variantId;
    this.players = players;
    this.optionValues = optionValues;
    this.deck = deck;
  }

  /**
   * The seat after {@code seat} in playing order.
   *
   * @param seat a seat of the table
   * @return the next seat, seat 0 after the last
   */
  public final int next(int seat) {
    int n = seat + 1;
    return n == players ? 0 : n;
  }

  @Override
  public final boolean equals(Object o) {
    return this == o
        || (o instanceof TableRules r
            && r.getClass() == getClass()
            && variantId.equals(r.variantId)
            && optionValues.equals(r.optionValues));
  }

  @Override
  public final int hashCode() {
    return variantId.hashCode() * 31 + optionValues.hashCode();
  }
}
