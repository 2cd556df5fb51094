package dev.mazzo.tombolon;

import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Suit;
import dev.mazzo.game.OptionSpec;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;

/**
 * One id of the family's catalog as data (tombolon.md T-1): the deck, the schedule of hand sizes,
 * the target and the differences between Rovigo and Padova. {@link Rules} resolves it with a
 * match's options. A new variant is a new Spec, not a new class.
 */
final class Spec {

  /** The option of {@code tombolon-padova-2p} that chooses its schedule (T-1, §10). */
  static final String PADOVA_2P_SCHEDULE = "padova2pSchedule";

  final String id;
  final String name;
  final int players;

  /** True for Padova (52 cards), false for Rovigo (40 cards) (T-1, T-2). */
  final boolean padova;

  /** The deck in canonical order (T-3): suits H D C S, ranks A … 7 (… 10) J Q K. */
  final Deck deck;

  /** Cards per hand, distribution by distribution (T-1), under the default options. */
  final int[] schedule;

  /** The default target (T-1). */
  final int target;

  /** The ranks whose three or four on the first table void the deal (T-10). */
  final Seq<Rank> redealRanks;

  /** The settebello Onore: 7D in Rovigo, 10D in Padova (T-22). */
  final Card settebello;

  /** Whether a Colore counts on the last play of the deal (T-17): Rovigo yes, Padova no. */
  final boolean coloreOnLastPlay;

  /** The options it accepts, in the order of §10. */
  final Seq<OptionSpec> options;

  final String description;

  private Spec(
      String id, String name, int players, boolean padova, int[] schedule, String description) {
    this.id = id;
    this.name = name;
    this.players = players;
    this.padova = padova;
    this.deck = deckOf(padova);
    this.schedule = schedule;
    this.target = padova ? 51 : 31;
    this.redealRanks =
        padova
            ? Array.of(Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING)
            : Array.of(Rank.SEVEN, Rank.JACK, Rank.QUEEN, Rank.KING);
    this.settebello = Card.of(padova ? Rank.TEN : Rank.SEVEN, Suit.DIAMONDS);
    this.coloreOnLastPlay = !padova;
    this.description = description;
    List<OptionSpec> o = new ArrayList<>();
    o.add(OptionSpec.integer("dealer", 0, 0, players - 1, "first dealer (T-6)"));
    o.add(OptionSpec.integer("target", target, 1, Integer.MAX_VALUE, "match target (T-28, T-30)"));
    if (padova && players == 2) {
      o.add(
          OptionSpec.choice(
              PADOVA_2P_SCHEDULE,
              "4-4-4-4-4-4",
              "hand sizes, distribution by distribution (T-1, T-9)",
              "4-4-4-4-4-4",
              "4-4-4-6-6"));
    }
    this.options = Array.ofAll(o);
  }

  /** {@code tombolon-rovigo-2p}, {@code -4p}, {@code tombolon-padova-2p}, {@code -4p} (T-1). */
  static Spec of(String id, String name, int players, boolean padova, String description) {
    int[] schedule;
    if (padova) {
      schedule = players == 2 ? new int[] {4, 4, 4, 4, 4, 4} : new int[] {4, 4, 4};
    } else {
      schedule = players == 2 ? new int[] {4, 4, 4, 6} : new int[] {4, 5};
    }
    return new Spec(id, name, players, padova, schedule, description);
  }

  /**
   * The deck in the canonical order of T-3: suits H D C S, and in each the numerals A … 7 (Padova …
   * 10) then the figures J Q K (T-2), in the order of {@link Rank}.
   */
  private static Deck deckOf(boolean padova) {
    EnumSet<Rank> ranks = EnumSet.range(Rank.ACE, padova ? Rank.TEN : Rank.SEVEN);
    ranks.addAll(EnumSet.range(Rank.JACK, Rank.KING));
    List<Card> cards = new ArrayList<>();
    for (Suit suit : Suit.values()) {
      for (Rank rank : ranks) {
        cards.add(Card.of(rank, suit));
      }
    }
    return Deck.of(cards);
  }

  /** The schedule of a {@code padova2pSchedule} value (T-1). */
  static int[] schedule(String value) {
    String[] parts = value.split("-");
    int[] out = new int[parts.length];
    for (int i = 0; i < parts.length; i++) {
      out[i] = Integer.parseInt(parts[i]);
    }
    return out;
  }
}
