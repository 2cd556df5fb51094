package dev.mazzo.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.codec.ActionSyntax;
import dev.mazzo.codec.Codec;
import dev.mazzo.codec.Fields;
import dev.mazzo.codec.JsonParts;
import dev.mazzo.codec.TrickJson;
import dev.mazzo.family.Families;
import dev.mazzo.family.Family;
import dev.mazzo.game.Event;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variant;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What {@link Json} finds in the catalog: each variant's family codec and action syntax, the family
 * that writes an event or a hand result, a {@code new} request's {@code options}, and the {@code
 * variants} listing's entries with the values each option allows.
 */
final class CatalogJson {

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private CatalogJson() {}

  /**
   * A variant's codec and action syntax, as last found (issue 27: the referee looks them up for
   * every answer, almost always for the same id). Immutable, so that a race between two threads
   * only finds it again.
   */
  private record Found(String variantId, Codec codec, ActionSyntax syntax) {}

  /**
   * The last id found, first a sentinel no variant id equals (an id no family owns is answered with
   * the common codec, as this sentinel holds), so that the cache needs no null test.
   */
  private static Found last = new Found("\0", Codec.common(), Codec.common().actions());

  /** The codec and syntax of a variant's family; null for an id no family owns. */
  private static Found found(String variantId) {
    Found f = last;
    if (f.variantId().equals(variantId)) {
      return f;
    }
    Option<Codec> codec = Families.of(variantId).map(Family::codec);
    if (codec.isEmpty()) {
      return null;
    }
    f = new Found(variantId, codec.get(), codec.get().actions(variantId));
    last = f;
    return f;
  }

  /**
   * The codec of a variant that no family of this module owns (one a host registered through {@code
   * VariantProvider}): the common codec ({@link Codec#common()}), so that the referee answers for
   * such a variant instead of failing (issue 30).
   */
  static final Codec COMMON = Codec.common();

  /**
   * The action space of a variant: its family's ({@link Codec#actions(String)}), or {@link
   * #COMMON}'s for an id no family owns.
   */
  static ActionSyntax syntax(String variantId) {
    Found f = found(variantId);
    return f == null ? COMMON.actions() : f.syntax();
  }

  /** The codec of a variant's family, or {@link #COMMON} for an id no family owns. */
  static Codec codecOf(String variantId) {
    Found f = found(variantId);
    return f == null ? COMMON : f.codec();
  }

  /**
   * As {@link Json#event}: the family's own shape first (a family's record may add fields to a
   * common idea, such as Tombolon's {@code played} with its capture), else the common one.
   */
  static ObjectNode event(Event event) {
    for (Family f : Families.all()) {
      Option<ObjectNode> own = f.codec().event(event);
      if (own.isDefined()) {
        return own.get();
      }
    }
    return TrickJson.event(event, Json::handResult)
        .getOrElseThrow(() -> new IllegalArgumentException("no JSON shape for the event " + event));
  }

  /** As {@link Json#handResult}. */
  static ObjectNode handResult(HandResult result) {
    for (Family f : Families.all()) {
      Option<ObjectNode> json = f.codec().handResult(result);
      if (json.isDefined()) {
        return json.get();
      }
    }
    return TrickJson.handResult(result);
  }

  /** As {@link Json#readOptions}. */
  static Either<Rejection, MatchOptions> readOptions(JsonNode json) {
    if (json == null || !json.isObject()) {
      return Either.left(
          Rejection.malformed(
              "\"options\" must be an object such as {\"dealer\":1}, not "
                  + (json == null ? "nothing" : Fields.describe(json))));
    }
    Map<String, Object> values = new LinkedHashMap<>();
    for (Map.Entry<String, JsonNode> f : json.properties()) {
      JsonNode v = f.getValue();
      Object value;
      if (v.isIntegralNumber() && v.canConvertToInt()) {
        value = v.intValue();
      } else if (v.isTextual()) {
        value = v.textValue();
      } else if (v.isBoolean()) {
        value = v.booleanValue();
      } else {
        value = v; // neither Integer nor String: every OptionSpec rejects it
      }
      values.put(f.getKey(), value);
    }
    return Either.right(MatchOptions.of(values));
  }

  /** As {@link Json#variant}. */
  static ObjectNode variant(Variant variant) {
    ObjectNode o = NODES.objectNode();
    o.put("id", variant.id());
    o.put("name", variant.name());
    o.put("players", variant.players());
    o.put("deck", variant.deckSize());
    o.set(
        "cards",
        variant
            .game()
            .newMatch(MatchOptions.defaults())
            .map(m -> (JsonNode) JsonParts.cards(m.deck().cards()))
            .getOrElse(NODES::arrayNode));
    ObjectNode options = o.putObject("options");
    for (OptionSpec spec : variant.options()) {
      options.set(spec.name(), scalar(spec.defaultValue()));
    }
    ObjectNode allowed = o.putObject("allowed");
    for (OptionSpec spec : variant.options()) {
      allowed.set(spec.name(), allowed(spec));
    }
    return o;
  }

  /** As {@link Json#allowed}. */
  static ObjectNode allowed(OptionSpec spec) {
    ObjectNode o = NODES.objectNode();
    if (spec.isBoolean()) {
      o.putArray("values").add(true).add(false);
    } else if (spec.choices().isDefined()) {
      ArrayNode values = o.putArray("values");
      spec.choices().get().forEach(values::add);
    } else if (spec.numbers().isDefined()) {
      ArrayNode values = o.putArray("values");
      spec.numbers().get().forEach(values::add);
    } else {
      o.put("min", spec.min());
      o.put("max", spec.max());
    }
    return o;
  }

  private static JsonNode scalar(Object value) {
    if (value instanceof Integer) {
      return NODES.numberNode((Integer) value);
    }
    if (value instanceof Boolean) {
      return NODES.booleanNode((Boolean) value);
    }
    if (value == null) {
      return NODES.nullNode();
    }
    return NODES.textNode(value.toString());
  }
}
