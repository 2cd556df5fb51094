package dev.mazzo.codec;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.List;

/**
 * The common codec ({@link Codec#common()}): the standard trick-game shapes of the common contract
 * ({@link TrickJson#summary}, {@link TrickJson#view} with no piles shown, the standard HAND_RESULT
 * and the common events) over the common actions of rules-api: deal, play and pass.
 */
final class CommonCodec implements Codec {

  /** The one instance. */
  static final Codec INSTANCE = new CommonCodec();

  /** Deal and play ({@link ActionSyntax#TRICK}) and pass: the actions rules-api defines. */
  private static final ActionSyntax COMMON_ACTIONS =
      ActionSyntax.TRICK.with(
          Pass.TYPE, Pass.class, ActionSyntax::readPass, ActionSyntax::writePass);

  private CommonCodec() {}

  @Override
  public ActionSyntax actions() {
    return COMMON_ACTIONS;
  }

  @Override
  public ObjectNode view(PlayerView view) {
    return TrickJson.view(this, view, seat -> List.empty());
  }
}
