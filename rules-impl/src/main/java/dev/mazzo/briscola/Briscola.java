package dev.mazzo.briscola;

import dev.mazzo.game.Game;
import dev.mazzo.game.Phase;
import dev.mazzo.game.Rejection.Code;
import dev.mazzo.game.Variant;
import dev.mazzo.table.TableVariant;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The Briscola family for hosts that know it (briscola.md): its games typed with {@link
 * BriscolaState} and {@link BriscolaView}, so that reading the family's fields (the public piles,
 * the chiamata auction, the winning play) needs no cast. The same rules are in the catalog as
 * {@code Variants.byId(id).get().game()}, over any state and view.
 *
 * <pre>{@code
 * Game<BriscolaState, BriscolaView> game = Briscola.game("briscola-4p").get();
 * BriscolaState s = game.newMatch(MatchOptions.defaults()).get();
 * BriscolaView mine = game.view(s, 0).get();
 * }</pre>
 */
public final class Briscola {

  /** Phase {@code call} (chiamata): the auction's winner calls a card or a suit (B-65). */
  public static final Phase CALL = Phase.of("call");

  /** A call the chiamata variant does not accept (check 7 of B-67). */
  public static final Code ILLEGAL_CALL = Code.of("ILLEGAL_CALL");

  private Briscola() {}

  /** The family's variant ids, in catalog order (B-6). */
  public static Seq<String> ids() {
    return BriscolaFamily.VARIANTS.map(Variant::id);
  }

  /**
   * The rules of one of the family's variants.
   *
   * @param id a variant id such as {@code "briscola-4p"}
   * @return the typed game, or none for an id that is not the family's
   */
  public static Option<Game<BriscolaState, BriscolaView>> game(String id) {
    return TableVariant.typed(BriscolaFamily.VARIANTS, id);
  }
}
