package dev.mazzo.pitch;

import dev.mazzo.game.Game;
import dev.mazzo.game.Variant;
import dev.mazzo.table.TableVariant;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The Pitch family for hosts that know it (pitch.md): its games typed with {@link PitchState} and
 * {@link PitchView}, so that reading the auction, the contract, the burned cards or the partner
 * needs no cast. The same rules are in the catalog as {@code Variants.byId(id).get().game()}.
 *
 * <pre>{@code
 * Game<PitchState, PitchView> game = Pitch.game("pitch-10-4p").get();
 * PitchState s = game.newMatch(MatchOptions.defaults()).get();
 * PitchView mine = game.view(s, 0).get();
 * }</pre>
 */
public final class Pitch {

  private Pitch() {}

  /** The family's variant ids, in catalog order (P-1). */
  public static Seq<String> ids() {
    return PitchFamily.VARIANTS.map(Variant::id);
  }

  /**
   * The rules of one of the family's variants.
   *
   * @param id a variant id such as {@code "pitch-10-4p"}
   * @return the typed game, or none for an id that is not the family's
   */
  public static Option<Game<PitchState, PitchView>> game(String id) {
    return TableVariant.typed(PitchFamily.VARIANTS, id);
  }
}
