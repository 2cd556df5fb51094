package dev.mazzo.euchre;

import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.Rejection;
import dev.mazzo.table.OptionValues;
import dev.mazzo.table.TableVariant;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;

/** The catalog entry {@code euchre-4p} (euchre.md E-1) and its options. */
final class EuchreVariant extends TableVariant<EuchreState, EuchreView> {

  /** The variant id. */
  static final String ID = "euchre-4p";

  static final String TARGET = "target";
  static final String DEALER = "dealer";
  static final String STICK = "stickTheDealer";
  static final String LONE_DEFENDER = "loneDefender";

  /** The options of E-1, in their order. */
  static final Seq<OptionSpec> OPTIONS =
      Array.of(
          OptionSpec.integer(TARGET, 10, 1, 100, "points that win the match (E-21)"),
          OptionSpec.integer(DEALER, 0, 0, 3, "first dealer (E-4)"),
          OptionSpec.bool(STICK, false, "the dealer may not pass in the second round (E-11)"),
          OptionSpec.bool(LONE_DEFENDER, false, "a defender may defend alone (E-15)"));

  private final EuchreGame game;

  EuchreVariant() {
    super(
        ID,
        "Euchre (4 players)",
        4,
        24,
        OPTIONS,
        "Euchre for four players in two partnerships with the 24-card deck and the bowers: two"
            + " rounds of making trump, the dealer's pick-up, going alone, 1, 2 or 4 points a"
            + " hand, game to 10. Rules: docs/rules/euchre.md.");
    this.game = new EuchreGame(this, resolve(MatchOptions.defaults()).get());
  }

  /** A match's options resolved into rules, or the MALFORMED rejection. */
  static Either<Rejection, EuchreRules> resolve(MatchOptions options) {
    return OptionValues.resolve(ID, OPTIONS, options).map(v -> new EuchreRules(ID, v));
  }

  @Override
  protected EuchreGame typedGame() {
    return game;
  }
}
