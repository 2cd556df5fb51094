package dev.mazzo.conformance;

import static org.junit.jupiter.api.Assertions.fail;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.SeatAction;
import dev.mazzo.game.TablePlay;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import io.vavr.control.Option;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitrary;

/**
 * The base of the {@link ConformanceKit}: the variant under test and the hooks a family kit
 * implements or overrides (where the cards may be, each hand result's invariant, the action space
 * and the order of its checks, the family's public view fields). Its random matches are in {@link
 * KitWalks}, its properties in {@link KitMatchProperties}, {@link KitActionProperties} and {@link
 * ConformanceKit}.
 */
public abstract class KitHooks {

  final String variantId;
  final Variant variant;
  final Game<GameState, PlayerView> game;

  /**
   * A kit for one registered variant.
   *
   * @param variantId the id, such as {@code "briscola-2p"}
   */
  protected KitHooks(String variantId) {
    this.variantId = variantId;
    this.variant =
        Variants.byId(variantId)
            .getOrElseThrow(() -> new IllegalArgumentException("not registered: " + variantId));
    this.game = variant.game();
  }

  // ---------------------------------------------------------------- the family's hooks

  /**
   * The family's own checks of where the cards are in one state, after the kit's (every card of the
   * deck in exactly one of hands, piles, stock and table; none at a deal).
   */
  protected void assertFamilyCards(GameState s) {}

  /**
   * The family's invariant of one HAND_RESULT, in the state whose events carry it: what its points
   * add up to, its sides, its breakdown. The kit has checked that it is the state's last result,
   * numbered in order, with one scoreChange per side, and that the score sums the scoreChanges.
   */
  protected abstract void assertHandResult(GameState s, HandResult r);

  /**
   * The part of the action space that does not depend on the state, tried at every step of a match
   * (with a deal and {@link #stateActions}): typically every play of every deck card by every seat,
   * and the family's other action types, well formed or not. Whether each is MALFORMED is taken
   * from the new match and must be the same in every state.
   *
   * @param start the new match
   */
  protected abstract List<Action> fixedActionSpace(GameState start);

  /** Actions tried in one state on top of {@link #fixedActionSpace}; none by default. */
  protected List<Action> stateActions(GameState s, SplittableRandom random) {
    return List.of();
  }

  /**
   * A few malformed or illegal actions aimed at one state (the cards it holds, its table), tried by
   * the never-throws property and, with the expected codes, by the legal ⇔ accepted one; none by
   * default.
   */
  protected List<Action> stateJunk(GameState s, SplittableRandom random) {
    return List.of();
  }

  /**
   * The legal action an action stands for, which must be in {@code legalActions} if the action is
   * accepted, with the same effect; the action itself by default. A family that accepts one move in
   * several shapes (Tombolon: a {@link PlayCard} is a lay, a capture may list its cards in any
   * order) maps each shape to the one its legal list holds.
   */
  protected Action canonical(GameState s, Action a) {
    return a;
  }

  /**
   * Asserts which actions of the space are MALFORMED in every state ({@code malformed} was observed
   * on the new match).
   */
  protected abstract void assertSpaceShape(Action a, boolean malformed);

  /** Whether a phase accepts the action's type (else WRONG_PHASE). */
  protected abstract boolean accepts(Phase phase, Action a);

  /**
   * The code of a well-formed action of the seat's type, in a phase that accepts it, that is not
   * legal: the family's checks after MALFORMED, MATCH_OVER and WRONG_PHASE, in their order (such as
   * NOT_YOUR_TURN, CARD_NOT_IN_HAND, then the action type's own check).
   */
  protected abstract Rejection.Code expectedCode(GameState s, SeatAction a);

  /** The family's checks of a rejection's message (such as Tombolon's T-20 reasons); none. */
  protected void assertRejectionReason(GameState s, Action a, Rejection r) {}

  /** The family's actions of every shape for the never-throws property, most of them wrong. */
  protected abstract Arbitrary<Action> familyActions();

  /**
   * The family's public fields of one view (the kit has checked the API's: holdings, counts, table,
   * trump, scores, results, legal actions, events).
   */
  protected void assertViewFields(GameState s, PlayerView v) {}

  /**
   * Cards that lie in a hidden place (a hand, the stock) but are public, so that a view may name
   * them: the face-up trump card, and whatever else the family shows.
   */
  protected CardSet publicCards(GameState s) {
    CardSet out = s.deck().none();
    for (Card c : s.trumpCard()) {
      out = out.with(c);
    }
    return out;
  }

  /**
   * Whether the views property also reads the JSON of the view of a seat (−1 for the spectator) at
   * a step of the match: by default one view every fifth step, each seat in turn (building the JSON
   * costs more than all the other checks of a view); a family may read more.
   */
  protected boolean jsonChecked(int step, int seat) {
    return step % 5 == 0 && Math.floorMod(step / 5 - seat, variant.players() + 1) == 0;
  }

  /**
   * The family's checks of a determinized state {@code d} of a seat's view {@code v} of {@code s}.
   */
  protected void assertDeterminized(GameState s, PlayerView v, GameState d) {}

  /**
   * A family event as a seat's view must show it (Five Hundred's kitty: its cards only in the
   * declarer's view, five-hundred.md F-35); the event itself by default.
   */
  protected Event seenBy(Event e, int seat) {
    return e;
  }

  /**
   * The card an event shows played face up, with its seat: a {@code played} event by default; a
   * family adds its own shapes (a joker lead, a Tombolon play). None for any other event.
   */
  protected Option<TablePlay> playedIn(Event e) {
    return e instanceof Event.Played p
        ? Option.some(new TablePlay(p.seat(), p.card()))
        : Option.none();
  }

  /**
   * The state {@code s} with a seat's holding replaced by {@code hand} (the rest unchanged), so
   * that its legal actions are those the seat would have had with that holding; none when the
   * family does not say, and the replay check of {@link
   * ConformanceKit#determinizeAgreesWithTheView} is skipped.
   */
  protected Option<GameState> withHand(GameState s, int seat, CardSet hand) {
    return Option.none();
  }

  /** The family's checks of the last state of a whole match. */
  protected void assertMatchEnd(GameState end) {}

  /** The most steps (actions) a random match may take before it must be over. */
  protected int stepBound() {
    return 50 * (variant.deckSize() + 1);
  }

  /** The referee's SUMMARY of a state, for failure messages and unchanged-state checks. */
  protected String summary(GameState s) {
    return Transcript.summary(game, s);
  }

  /** An action for a failure message: its protocol shape, or its record form. */
  protected static String show(Action a) {
    if (a == null || a instanceof Deal || a instanceof PlayCard) {
      return Transcript.action(a);
    }
    try {
      return a.toString();
    } catch (RuntimeException e) {
      return Transcript.action(a);
    }
  }

  /** The id this kit checks. */
  protected String variantId() {
    return variantId;
  }

  /** The variant this kit checks. */
  protected Variant variant() {
    return variant;
  }

  /** The rules under test. */
  protected Game<GameState, PlayerView> game() {
    return game;
  }

  @Override
  public String toString() {
    return getClass().getSimpleName() + "(" + variantId + ")";
  }

  /** Fails with the summary of a state (for subclasses' own properties). */
  protected void failAt(GameState s, String message) {
    fail(message + "\n" + summary(s));
  }
}
