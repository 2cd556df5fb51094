package dev.mazzo.euchre;

import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Suit;
import dev.mazzo.table.TableRules;
import dev.mazzo.trick.TrumpContext;
import dev.mazzo.trick.TrumpOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The resolved rules of one match of {@code euchre-4p} (euchre.md E-1): the target, the two
 * optional rules and the 24-card deck (E-2) with the trick core of each trump suit (E-3). Every
 * state of a match shares one.
 */
final class EuchreRules extends TableRules {

  /** The ranks of a suit in canonical order (E-2): card id = 6 × suit + index. */
  static final Rank[] RANKS = {Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE};

  /** The deck of E-2, the same for every match. */
  static final Deck DECK = deck();

  /** The kitty's size: the three cards dealt after the upcard (E-5). */
  static final int KITTY = 3;

  /** The trumps and the plain suits of E-3, as the shared trick core writes them. */
  static final TrumpOrder ORDER = TrumpOrder.of("J offJ A K Q 10 9", "A K Q J 10 9");

  /** The trick core of each trump suit (H, D, C, S), built once. */
  private static final TrumpContext[] CONTEXTS = {
    ORDER.context(DECK, 0), ORDER.context(DECK, 1), ORDER.context(DECK, 2), ORDER.context(DECK, 3)
  };

  /** The points that win the match (E-21). */
  final int target;

  /** Option {@code stickTheDealer} (E-11). */
  final boolean stickTheDealer;

  /** Option {@code loneDefender} (E-15). */
  final boolean loneDefender;

  /** The first dealer (E-4). */
  final int firstDealer;

  EuchreRules(String variantId, Map<String, Object> values) {
    super(variantId, 4, values, DECK);
    this.target = (Integer) values.get(EuchreVariant.TARGET);
    this.stickTheDealer = (Boolean) values.get(EuchreVariant.STICK);
    this.loneDefender = (Boolean) values.get(EuchreVariant.LONE_DEFENDER);
    this.firstDealer = (Integer) values.get(EuchreVariant.DEALER);
  }

  private static Deck deck() {
    List<Card> cards = new ArrayList<>();
    for (Suit s : Suit.values()) {
      for (Rank r : RANKS) {
        cards.add(Card.of(r, s));
      }
    }
    return Deck.of(cards);
  }

  /** The trick core of a trump suit's ordinal (E-3). */
  static TrumpContext context(int trump) {
    return CONTEXTS[trump];
  }

  /** The printed suit ordinal of a card id. */
  static int suitOf(int id) {
    return id / 6;
  }

  /** The partner of a seat: the seat opposite (E-1). */
  static int partner(int seat) {
    return (seat + 2) & 3;
  }

  /** The side of a seat: 0 for seats 0 and 2, 1 for seats 1 and 3 (E-1). */
  static int side(int seat) {
    return seat & 1;
  }
}
