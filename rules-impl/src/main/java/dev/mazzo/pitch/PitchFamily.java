package dev.mazzo.pitch;

import dev.mazzo.family.AbstractFamily;
import dev.mazzo.family.Strategy;
import dev.mazzo.family.Tally;
import dev.mazzo.family.Text;
import dev.mazzo.game.PlayerView;
import io.vavr.Lazy;
import io.vavr.collection.Seq;

/**
 * The Pitch family's catalog (pitch.md P-1), registered through {@link java.util.ServiceLoader}:
 * Ten-Point Pitch and its point variants, from the seed text "10 Point Pitch" (L. Charbonneau, in
 * Italian translation) as the chapter's decisions (§16) settle it. Each id is a {@link Spec}: data,
 * not a class.
 *
 * <p>Choices where the chapter is silent:
 *
 * <ul>
 *   <li>Events: after {@code trump}, a {@code discarded} event for every seat in order from b + 1,
 *       also with count 0 (P-16); later discards (drawn non-trumps, the remainder, the blind) only
 *       when at least one card is thrown away. The refill (P-17) and {@code remainderFill} (P-18)
 *       tell each card drawn as a {@code drew} event, its card shown only to the drawer; the {@code
 *       remainder} action and the blind are told by their own events with counts only.
 *   <li>{@code out} events: at the start of the play for every seat without a card (in order from b
 *       + 1), and after each trick for every seat that played its last card (in play order).
 *   <li>A seat's own dead discards are not shown even to that seat (P-16: "never shown in a view");
 *       every view has their counts.
 *   <li>With five players {@code remainder} is not an action of the variant (MALFORMED), as a
 *       {@code call} is not with four (P-34).
 *   <li>SUMMARY and VIEW: the fields of P-37 follow {@code legal}; {@code discarded} is a count per
 *       seat in both. HAND_RESULT has no {@code tricks}.
 *   <li>{@code dealt} carries only {@code dealer} (P-39), no {@code trumpCard}.
 *   <li>A match option given as JSON null is a value of the wrong type (MALFORMED, §14).
 * </ul>
 */
public final class PitchFamily extends AbstractFamily {

  static final Seq<PitchVariant> VARIANTS = Spec.all().map(PitchVariant::new);

  /** The family's JSON codec, made on first use: loading the family loads no Jackson. */
  private static final Lazy<PitchCodec> CODEC = Lazy.of(() -> new PitchCodec());

  private static final Text TEXT = new PitchText();
  private static final Strategy GREEDY = new PitchGreedy();

  /** The public no-argument constructor {@link java.util.ServiceLoader} needs. */
  public PitchFamily() {
    super("pitch", VARIANTS, CODEC, TEXT, GREEDY);
  }

  @Override
  public Tally tally(PlayerView start) {
    return new PitchTally();
  }
}
