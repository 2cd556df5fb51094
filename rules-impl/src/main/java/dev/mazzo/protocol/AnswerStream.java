package dev.mazzo.protocol;

import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.mazzo.family.Codec;
import dev.mazzo.family.TrickStream;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Seq;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;

/**
 * The referee's hot answers written straight to a {@link JsonGenerator}, without building a tree
 * (issue 27): {@code act} (full and short), {@code view}, and in them the events, SUMMARY and VIEW.
 * A family streams its SUMMARY and VIEW where it has a streamed form ({@link Codec#writeSummary},
 * {@link Codec#writeView}); anything else is the tree of {@link Json} written whole. The bytes are
 * those of {@link Json#write} of the same answer's tree, for every variant id (a property test
 * compares them).
 */
final class AnswerStream {

  /**
   * Trees written inside a streamed answer: no flush after each (the answers are flushed before the
   * referee waits) and no separator between answers (the referee writes the line breaks).
   */
  private static final ObjectMapper MAPPER =
      JsonMapper.builder(new JsonFactoryBuilder().rootValueSeparator((String) null).build())
          .disable(SerializationFeature.FLUSH_AFTER_WRITE_VALUE)
          .build();

  private AnswerStream() {}

  /**
   * A generator of compact JSON that writes answers one after another with nothing between them. It
   * never closes {@code out}.
   *
   * @param out where the answers go
   * @return the generator
   */
  static JsonGenerator generator(Writer out) {
    try {
      JsonGenerator g = MAPPER.createGenerator(out);
      g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
      return g;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * An answer as text.
   *
   * @param answer the answer
   * @return its compact JSON
   */
  static String text(Answer answer) {
    StringWriter out = new StringWriter();
    JsonGenerator g = generator(out);
    try {
      answer.writeTo(g);
      g.flush();
    } catch (IOException e) {
      // a generator over a StringWriter does no I/O
      throw new UncheckedIOException(e);
    }
    return out.toString();
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
    return g -> {
      g.writeStartObject();
      g.writeBooleanField("ok", true);
      g.writeFieldName("events");
      events(g, state.lastEvents());
      if (shortAnswer) {
        g.writeStringField("phase", state.phase().wireName());
        TrickStream.toAct(g, state.toAct());
      } else {
        g.writeFieldName("state");
        summary(g, game, state);
      }
      g.writeEndObject();
    };
  }

  /**
   * The answer to a {@code view}: {@code {"ok":true,"view":VIEW,"events":[…]}}.
   *
   * @param view the seat's view
   * @return the answer
   */
  static Answer view(PlayerView view) {
    return g -> {
      g.writeStartObject();
      g.writeBooleanField("ok", true);
      g.writeFieldName("view");
      if (!CatalogJson.codecOf(view.variantId()).writeView(g, view)) {
        g.writeTree(Json.view(view));
      }
      g.writeFieldName("events");
      events(g, view.events());
      g.writeEndObject();
    };
  }

  /** The SUMMARY of {@link Json#summary}, streamed where the family can. */
  static void summary(JsonGenerator g, Game<GameState, ?> game, GameState state)
      throws IOException {
    if (!CatalogJson.codecOf(state.variantId()).writeSummary(g, state, game.legalActions(state))) {
      g.writeTree(Json.summary(game, state));
    }
  }

  /** The events of {@link Json#events}, the common ones streamed. */
  static void events(JsonGenerator g, Seq<Event> events) throws IOException {
    g.writeStartArray();
    for (Event e : events) {
      TrickStream.event(g, e, Json::event);
    }
    g.writeEndArray();
  }
}
