package dev.mazzo.tombolon;

import dev.mazzo.game.Game;
import dev.mazzo.game.Rejection.Code;
import dev.mazzo.game.Variant;
import dev.mazzo.table.TableVariant;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The Tombolon family for hosts that know it (tombolon.md): its games typed with {@link
 * TombolonState} and {@link TombolonView}, so that reading the family's fields (the table cards,
 * the piles, the secured points) needs no cast. The same rules are in the catalog as {@code
 * Variants.byId(id).get().game()}, over any state and view.
 *
 * <pre>{@code
 * Game<TombolonState, TombolonView> game = Tombolon.game("tombolon-rovigo-2p").get();
 * TombolonState s = game.newMatch(MatchOptions.defaults()).get();
 * TombolonView mine = game.view(s, 0).get();
 * }</pre>
 */
public final class Tombolon {

  /** The capture set is not allowed; the message starts with the reason (T-20). */
  public static final Code ILLEGAL_CAPTURE = Code.of("ILLEGAL_CAPTURE");

  private Tombolon() {}

  /** The family's variant ids, in catalog order (T-1). */
  public static Seq<String> ids() {
    return TombolonFamily.VARIANTS.map(Variant::id);
  }

  /**
   * The rules of one of the family's variants.
   *
   * @param id a variant id such as {@code "tombolon-rovigo-2p"}
   * @return the typed game, or none for an id that is not the family's
   */
  public static Option<Game<TombolonState, TombolonView>> game(String id) {
    return TableVariant.typed(TombolonFamily.VARIANTS, id);
  }
}
