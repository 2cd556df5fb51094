package dev.mazzo.codec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.game.Rejection;
import dev.mazzo.table.Checks;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Iterator;

/**
 * Strict readers of JSON object fields for the protocol (protocol.md, briscola.md B-64): a missing
 * field, a field of the wrong JSON type or a field the shape does not list is a {@link
 * Rejection.Code#MALFORMED} rejection with a sentence that says which field and why. The action
 * readers of every family ({@link ActionSyntax.Reader}) and the referee's requests share them, so
 * that the same mistake is told in the same words whatever the family.
 */
public final class Fields {

  private Fields() {}

  /**
   * The first field of {@code json} that {@code allowed} does not list, as a rejection; none when
   * every field is allowed.
   *
   * @param json the JSON object read
   * @param what what the object is, for the message, such as {@code "A play"}
   * @param shape the object's whole shape, for the message, such as {@code {"type":"play",...}}
   * @param allowed the fields it may have
   * @return none when every field is allowed; else MALFORMED naming the first other field
   */
  public static Option<Rejection> only(
      ObjectNode json, String what, String shape, String... allowed) {
    Iterator<String> names = json.fieldNames();
    while (names.hasNext()) {
      String name = names.next();
      boolean known = false;
      for (String a : allowed) {
        if (a.equals(name)) {
          known = true;
          break;
        }
      }
      if (!known) {
        return Option.some(
            Rejection.malformed(what + " has no field " + Checks.quote(name) + ": it is " + shape));
      }
    }
    return Option.none();
  }

  /**
   * A field that must be present (JSON null counts as present; the typed readers reject it).
   *
   * @param json the JSON object read
   * @param what what the object is, for the message, such as {@code "A play"}
   * @param field the field's name
   * @return the field's value, or MALFORMED when it is absent
   */
  public static Either<Rejection, JsonNode> required(ObjectNode json, String what, String field) {
    JsonNode value = json.get(field);
    if (value == null) {
      return Either.left(Rejection.malformed(what + " needs the field \"" + field + "\""));
    }
    return Either.right(value);
  }

  /**
   * A JSON integer that fits in an {@code int}.
   *
   * @param value a JSON value, or null for an absent one
   * @return the integer; none for any other JSON value
   */
  public static Option<Integer> intValue(JsonNode value) {
    if (value != null && value.isIntegralNumber() && value.canConvertToInt()) {
      return Option.some(value.intValue());
    }
    return Option.none();
  }

  /**
   * A field holding a whole number.
   *
   * @param json the JSON object read
   * @param what what the object is, for the message, such as {@code "A play"}
   * @param field the field's name
   * @return the number, or MALFORMED when the field is absent or not a whole number
   */
  public static Either<Rejection, Integer> integer(ObjectNode json, String what, String field) {
    return required(json, what, field)
        .flatMap(
            v ->
                intValue(v)
                    .<Either<Rejection, Integer>>map(Either::right)
                    .getOrElse(
                        () ->
                            Either.left(
                                Rejection.malformed(
                                    "\""
                                        + field
                                        + "\" must be a whole number, not "
                                        + describe(v)))));
  }

  /**
   * A field holding a seat number from 0 to {@code players − 1}. A whole number beyond {@code int}
   * is a seat that does not exist, not a number of the wrong kind.
   *
   * @param json the JSON object read
   * @param what what the object is, for the message, such as {@code "A play"}
   * @param field the field's name
   * @param players the match's number of seats
   * @return the seat, or MALFORMED
   */
  public static Either<Rejection, Integer> seat(
      ObjectNode json, String what, String field, int players) {
    JsonNode v = json.get(field);
    if (beyondInt(v)) {
      return Either.left(noSeat(clipped(v), players));
    }
    return integer(json, what, field)
        .flatMap(
            s -> s >= 0 && s < players ? Either.right(s) : Either.left(noSeat("" + s, players)));
  }

  /**
   * Whether a JSON value is a whole number too large (or too small) for an {@code int}: a value out
   * of its field's range, to be told so, not one of the wrong kind ("must be a whole number").
   *
   * @param value a JSON value, or null for an absent one
   * @return true for such a number
   */
  public static boolean beyondInt(JsonNode value) {
    return value != null && value.isIntegralNumber() && !value.canConvertToInt();
  }

  /**
   * A JSON number's digits as a message quotes them, clipped to {@link Checks#QUOTE_LIMIT}
   * characters.
   *
   * @param number a JSON number
   * @return its text, such as {@code 1099511627776}
   */
  public static String clipped(JsonNode number) {
    return Checks.clip(number.asText(), Checks.QUOTE_LIMIT);
  }

  private static Rejection noSeat(String seat, int players) {
    return Rejection.malformed("There is no seat " + seat + ": seats are 0 to " + (players - 1));
  }

  /**
   * A field holding a string.
   *
   * @param json the JSON object read
   * @param what what the object is, for the message, such as {@code "A play"}
   * @param field the field's name
   * @return the string, or MALFORMED when the field is absent or not a string
   */
  public static Either<Rejection, String> text(ObjectNode json, String what, String field) {
    return required(json, what, field)
        .flatMap(
            v ->
                v.isTextual()
                    ? Either.right(v.textValue())
                    : Either.left(
                        Rejection.malformed(
                            "\"" + field + "\" must be a string, not " + describe(v))));
  }

  /**
   * A field holding a card code of the deck (read case-insensitively).
   *
   * @param json the JSON object read
   * @param what what the object is, for the message, such as {@code "A play"}
   * @param field the field's name
   * @param deck the match's deck
   * @return the card, or MALFORMED
   */
  public static Either<Rejection, Card> card(
      ObjectNode json, String what, String field, Deck deck) {
    return required(json, what, field).flatMap(v -> card(v, field, deck));
  }

  /**
   * A JSON value that must be a card code of the deck (read case-insensitively).
   *
   * @param value the JSON value, not null
   * @param field the field's name (or {@code cards[2]}), for the message
   * @param deck the match's deck
   * @return the card, or MALFORMED: not a string, not a card code, a card of another deck
   */
  public static Either<Rejection, Card> card(JsonNode value, String field, Deck deck) {
    if (!value.isTextual()) {
      return Either.left(
          Rejection.malformed(
              "\"" + field + "\" must be a card code such as \"AS\", not " + describe(value)));
    }
    String code = value.textValue();
    Option<Card> card = deck.parse(code);
    if (card.isDefined()) {
      return Either.right(card.get());
    }
    if (Card.parse(code).isDefined()) {
      return Either.left(
          Rejection.malformed(
              Card.parse(code).get().code() + " is not a card of this game's deck"));
    }
    return Either.left(Rejection.malformed(Checks.quote(code) + " is not a card code"));
  }

  /**
   * A field holding an array of card codes of the deck, in their order.
   *
   * @param json the JSON object read
   * @param what what the object is, for the message, such as {@code "A play"}
   * @param field the field's name
   * @param deck the match's deck
   * @return the cards, or MALFORMED naming the first fault
   */
  public static Either<Rejection, Seq<Card>> cards(
      ObjectNode json, String what, String field, Deck deck) {
    return required(json, what, field)
        .flatMap(
            v -> {
              if (!v.isArray()) {
                return Either.left(
                    Rejection.malformed(
                        "\"" + field + "\" must be an array of card codes, not " + describe(v)));
              }
              Card[] out = new Card[v.size()];
              for (int i = 0; i < out.length; i++) {
                Either<Rejection, Card> c = card(v.get(i), field + "[" + i + "]", deck);
                if (c.isLeft()) {
                  return Either.left(c.getLeft());
                }
                out[i] = c.get();
              }
              return Either.right(Array.of(out));
            });
  }

  /**
   * A short description of a JSON value's type for messages, such as {@code "the string "0""}.
   *
   * @param v the JSON value, not null
   * @return the description, user text clipped
   */
  public static String describe(JsonNode v) {
    switch (v.getNodeType()) {
      case NULL:
        return "null";
      case STRING:
        return "the string " + Checks.quote(v.textValue());
      case NUMBER:
        return "the number " + Checks.clip(v.asText(), Checks.QUOTE_LIMIT);
      case BOOLEAN:
        return v.asText();
      case ARRAY:
        return "an array";
      case OBJECT:
        return "an object";
      default:
        return "a " + v.getNodeType().name().toLowerCase(java.util.Locale.ROOT) + " value";
    }
  }
}
