package dev.mazzo.pitch;

import dev.mazzo.game.Game;
import dev.mazzo.game.Phase;
import dev.mazzo.game.Rejection.Code;
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

  /** Phase {@code trump}: the declarer names trump and calls a card (P-14, P-37). */
  public static final Phase TRUMP = Phase.of("trump");

  /** Phase {@code remainder}: the declarer takes or passes the rest of the stock (P-18, P-37). */
  public static final Phase REMAINDER = Phase.of("remainder");

  /** Phase {@code burn}: seats holding more than six trumps burn down to six (P-20, P-37). */
  public static final Phase BURN = Phase.of("burn");

  /** The declarer calls a card he holds (P-14). */
  public static final Code ILLEGAL_CALL = Code.of("ILLEGAL_CALL");

  /** The called card is not a trump of the named suit (P-14). */
  public static final Code NOT_A_TRUMP = Code.of("NOT_A_TRUMP");

  /** The burn breaks P-21. */
  public static final Code ILLEGAL_BURN = Code.of("ILLEGAL_BURN");

  /** P-26 requires the called card. */
  public static final Code MUST_PLAY_CALLED_CARD = Code.of("MUST_PLAY_CALLED_CARD");

  /** The stuck dealer tries to pass (P-12). */
  public static final Code DEALER_MUST_BID = Code.of("DEALER_MUST_BID");

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
