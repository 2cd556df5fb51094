package dev.mazzo.codec;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.family.Families;
import dev.mazzo.family.Family;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * What a family hands over for JSON (protocol.md): the reading and writing of its actions, and the
 * writing of its SUMMARY, VIEW, HAND_RESULT and events. The generic façade ({@code
 * dev.mazzo.protocol.Json}) and the referee find a variant's codec through {@link
 * Families#of(String)} and {@link Family#codec()}; they never name a family.
 *
 * <p>Actions are read per variant: {@link #actions(String)} is the action space of one of the
 * family's variants, so two families may both have a {@code bid} or a {@code call} without
 * colliding. SUMMARY and VIEW are written whole by the family, usually as the standard trick-game
 * shape of {@link TrickJson} with the family's fields added after {@code legal}; a family whose
 * shape differs in the middle (Tombolon's table of codes) builds it from {@link JsonParts}.
 *
 * <p>HAND_RESULT and EVENT are also written where no variant id is at hand (an event or a result
 * alone); there the façade writes the common types ({@link TrickJson}) and asks each registered
 * family in turn for its own. So {@link #handResult} and {@link #event} answer only for the
 * family's own classes and none for any other.
 *
 * <p>A codec is the optional, JSON part of a family ({@link Family#codec()}): a family that writes
 * no JSON of its own has the {@link #common()} codec, and so does a variant that no family owns.
 */
public interface Codec {

  /**
   * The common codec: the standard trick-game SUMMARY, VIEW (no piles shown), HAND_RESULT and
   * common events ({@link TrickJson}) over the actions rules-api defines (deal, play, pass). It is
   * the codec of a family that writes no JSON of its own ({@link Family#codec()}'s default) and of
   * a variant no family owns (one registered through {@code dev.mazzo.game.VariantProvider}), so
   * that the referee serves every registered variant (issue 30).
   *
   * @return the common codec, the same object on every call
   */
  static Codec common() {
    return CommonCodec.INSTANCE;
  }

  /**
   * Every action type of the family: the syntax that writes any action the family's engines make
   * (the {@code legal} lists, events, hosts' logs), and reads an action before a variant narrows
   * the family's types.
   *
   * @return the family's whole action syntax
   */
  ActionSyntax actions();

  /**
   * The action space of one of the family's variants: what {@code readAction} accepts for a match
   * of it. By default the family's whole syntax.
   *
   * @param variantId an id of one of the family's variants
   * @return the variant's action syntax
   */
  default ActionSyntax actions(String variantId) {
    return actions();
  }

  /**
   * The referee's omniscient SUMMARY of a match of one of the family's variants. By default the
   * standard trick-game SUMMARY ({@link TrickJson#summary}).
   *
   * @param state the match
   * @param legal its legal actions
   * @return the SUMMARY object, in the documents' field order
   */
  default ObjectNode summary(GameState state, Seq<Action> legal) {
    return TrickJson.summary(this, state, legal);
  }

  /**
   * Writes the SUMMARY straight to a {@link JsonOut}, without a tree, where the family has a
   * streamed form for the variant (issue 27: the referee's hot answers), such as {@link
   * TrickStream#summary} for the standard shape. The bytes must be those of {@code
   * dev.mazzo.protocol.Json.summary} written compactly. By default none: nothing is written and the
   * caller writes the tree.
   *
   * @param out where it is written
   * @param state the match
   * @param legal its legal actions
   * @return true when the SUMMARY was written; false when nothing was
   */
  default boolean writeSummary(JsonOut out, GameState state, Seq<Action> legal) {
    return false;
  }

  /**
   * Writes a seat's VIEW straight to a {@link JsonOut}, as {@link #writeSummary} the SUMMARY: the
   * bytes of {@code dev.mazzo.protocol.Json.view} written compactly, or nothing (the default).
   *
   * @param out where it is written
   * @param view the view
   * @return true when the VIEW was written; false when nothing was
   */
  default boolean writeView(JsonOut out, PlayerView view) {
    return false;
  }

  /**
   * Writes a HAND_RESULT of the match's family straight to a {@link JsonOut}, as {@link
   * #writeSummary} the SUMMARY: the bytes of {@link TrickJson#handResult(Codec, HandResult)}
   * written compactly, or nothing (the default).
   *
   * @param out where it is written
   * @param result the result
   * @return true when the HAND_RESULT was written; false when nothing was
   */
  default boolean writeHandResult(JsonOut out, HandResult result) {
    return false;
  }

  /**
   * A seat's VIEW of a match of one of the family's variants, such as the standard trick-game VIEW
   * ({@link TrickJson#view}) with the piles the family's views show.
   *
   * @param view the view
   * @return the VIEW object, in the documents' field order
   */
  ObjectNode view(PlayerView view);

  /**
   * A HAND_RESULT of one of the family's own result classes. By default none: the standard
   * HAND_RESULT ({@link TrickJson#handResult(HandResult)}) is written.
   *
   * @param result a hand result of any family
   * @return its JSON object, or none for a result class that is not the family's own
   */
  default Option<ObjectNode> handResult(HandResult result) {
    return Option.none();
  }

  /**
   * An EVENT of one of the family's own event classes; the common events of {@link Event} are
   * written by {@link TrickJson#event}. By default none.
   *
   * @param event an event of any family
   * @return its JSON object, {@code event} first, or none for an event class that is not the
   *     family's own
   */
  default Option<ObjectNode> event(Event event) {
    return Option.none();
  }
}
