package dev.mazzo.fivehundred;

import dev.mazzo.game.Game;
import dev.mazzo.game.Variant;
import dev.mazzo.table.TableVariant;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The Five Hundred family for hosts that know it (five-hundred.md): its games typed with {@link
 * FiveHundredState} and {@link FiveHundredView}, so that reading the family's fields (the kitty,
 * the contract, the call) needs no cast. The same rules are in the catalog as {@code
 * Variants.byId(id).get().game()}, over any state and view.
 *
 * <pre>{@code
 * Game<FiveHundredState, FiveHundredView> game = FiveHundred.game("five-hundred-4p").get();
 * FiveHundredState s = game.newMatch(MatchOptions.defaults()).get();
 * }</pre>
 */
public final class FiveHundred {

  private FiveHundred() {}

  /** The family's variant ids, in catalog order (F-1). */
  public static Seq<String> ids() {
    return FiveHundredFamily.VARIANTS.map(Variant::id);
  }

  /**
   * The rules of one of the family's variants.
   *
   * @param id a variant id such as {@code "five-hundred-4p"}
   * @return the typed game, or none for an id that is not the family's
   */
  public static Option<Game<FiveHundredState, FiveHundredView>> game(String id) {
    return TableVariant.typed(FiveHundredFamily.VARIANTS, id);
  }
}
