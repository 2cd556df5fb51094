package dev.mazzo.protocol;

import dev.mazzo.codec.Codec;
import dev.mazzo.codec.JsonOut;
import dev.mazzo.codec.TrickStream;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Seq;

/**
 * The referee's hot answers written straight to a {@link JsonOut}, without building a tree (issue
 * 27): {@code act} (full and short), {@code view}, and in them the events, SUMMARY and VIEW. A
 * family writes its SUMMARY and VIEW where it has a streamed form ({@link Codec#writeSummary},
 * {@link Codec#writeView}); anything else is the tree of {@link Json} written whole. The bytes are
 * those of {@link Json#write} of the same answer's tree, for every variant id (a property test
 * compares them).
 */
final class AnswerStream {

  private AnswerStream() {}

  /**
   * An answer as text.
   *
   * @param answer the answer
   * @return its compact JSON
   */
  static String text(Answer answer) {
    JsonOut out = new JsonOut();
    answer.writeTo(out);
    return out.text();
  }

  /**
   * The answer to an accepted {@code act}: {@code {"ok":true,"events":[…],"state":SUMMARY}}, or
   * with the short answer {@code {"ok":true,"events":[…],"phase":…,"toAct":…}}.
   *
   * @param game the rules of the match's variant
   * @param state the match after the action
   * @param shortAnswer whether the client asked for the short answer
   * @return the answer
   */
  static Answer act(Game<GameState, ?> game, GameState state, boolean shortAnswer) {
    return out -> {
      out.raw("{\"ok\":true,\"events\":");
      events(out, state.lastEvents());
      if (shortAnswer) {
        out.raw(",\"phase\":").string(state.phase().wireName()).raw(",\"toAct\":");
        TrickStream.toAct(out, state.toAct());
      } else {
        out.raw(",\"state\":");
        summary(out, game, state);
      }
      out.raw('}');
    };
  }

  /**
   * The answer to a {@code view}: {@code {"ok":true,"view":VIEW,"events":[…]}}.
   *
   * @param view the seat's view
   * @return the answer
   */
  static Answer view(PlayerView view) {
    return out -> {
      out.raw("{\"ok\":true,\"view\":");
      if (!CatalogJson.codecOf(view.variantId()).writeView(out, view)) {
        out.tree(Json.view(view));
      }
      out.raw(",\"events\":");
      events(out, view.events());
      out.raw('}');
    };
  }

  /** The SUMMARY of {@link Json#summary}, written here where the family can. */
  static void summary(JsonOut out, Game<GameState, ?> game, GameState state) {
    if (!CatalogJson.codecOf(state.variantId())
        .writeSummary(out, state, game.legalActions(state))) {
      out.tree(Json.summary(game, state));
    }
  }

  /** The events of {@link Json#events}, the common ones written here. */
  static void events(JsonOut out, Seq<Event> events) {
    out.raw('[');
    boolean first = true;
    for (Event e : events) {
      if (!first) {
        out.raw(',');
      }
      first = false;
      TrickStream.event(out, e, Json::event);
    }
    out.raw(']');
  }
}
