package dev.mazzo.family;

import dev.mazzo.codec.Codec;
import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variant;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.random.RandomGenerator;

/**
 * The family of a variant that no registered family owns (one a host registered through {@code
 * dev.mazzo.game.VariantProvider}), as {@link Families#serving(Variant)} hands it out: generic
 * parts that read nothing but the rules-api contract, so that the referee, the terminal, the
 * simulator and the bots serve every registered variant (issue 30).
 *
 * <ul>
 *   <li>codec: the {@linkplain Codec#common() common codec};
 *   <li>text: {@link CommonText}, choices labelled by card codes and action types;
 *   <li>tally: {@link CommonTally}, the hands counted from the variant's hand results;
 *   <li>greedy: the {@linkplain #FIRST_LEGAL first legal action} in {@code legalActions} order.
 * </ul>
 */
final class CommonFamily implements Family {

  /** The family's name in reports: it is no game's. */
  static final String NAME = "common";

  /**
   * The generic greedy strategy: the first of the seat's legal actions, in the order the variant
   * lists them. Deterministic and stateless, so a seeded match replays; a variant that wants a
   * better bot registers a family with a strategy of its own.
   */
  static final Strategy FIRST_LEGAL = CommonFamily::firstLegal;

  private static final Text TEXT = new CommonText();

  private final Seq<Variant> variants;

  /**
   * The common family of one variant.
   *
   * @param variant a variant no registered family owns
   */
  CommonFamily(Variant variant) {
    this.variants = Array.of(variant);
  }

  private static Action firstLegal(
      Game<GameState, PlayerView> game, PlayerView view, RandomGenerator rng) {
    Seq<Action> legal = view.legalActions();
    if (legal.isEmpty()) {
      throw new IllegalArgumentException("Seat " + view.seat() + " has no legal action");
    }
    return legal.head();
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public Seq<Variant> variants() {
    return variants;
  }

  @Override
  public Text text() {
    return TEXT;
  }

  @Override
  public Tally tally(PlayerView start) {
    return new CommonTally();
  }

  @Override
  public Strategy greedy() {
    return FIRST_LEGAL;
  }
}
