package dev.mazzo.fivehundred;

import dev.mazzo.game.Game;
import dev.mazzo.game.Phase;
import dev.mazzo.game.Rejection.Code;
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

  /** Phase {@code discard}: the declarer discards three cards to the kitty (F-11, F-33). */
  public static final Phase DISCARD = Phase.of("discard");

  /** Phase {@code call} (five players): the declarer calls a partner card (F-12, F-33). */
  public static final Phase CALL = Phase.of("call");

  /** A discard that is not exactly three cards (F-11). */
  public static final Code ILLEGAL_DISCARD = Code.of("ILLEGAL_DISCARD");

  /** A partner call that F-12 does not allow. */
  public static final Code ILLEGAL_CALL = Code.of("ILLEGAL_CALL");

  /**
   * A joker led in no-trump without a suit, naming a barred suit, or a suit on any other play
   * (F-18).
   */
  public static final Code ILLEGAL_JOKER_SUIT = Code.of("ILLEGAL_JOKER_SUIT");

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
