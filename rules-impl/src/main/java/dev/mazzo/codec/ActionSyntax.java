package dev.mazzo.codec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.family.Families;
import dev.mazzo.family.Family;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection;
import dev.mazzo.table.Checks;
import io.vavr.Tuple;
import io.vavr.Tuple2;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * The JSON shapes of the actions one variant accepts (protocol.md ACTION, briscola.md B-64): one
 * {@link Reader} per action {@code type} and one {@link Writer} per action class. A syntax is a
 * value: {@link #with} returns a new one.
 *
 * <p>Every family has its own syntaxes, handed over by its {@link Codec}: {@link #TRICK} (deal and
 * play) and the family's own types added with {@link #with}. The types are a family's, not global:
 * two families may both have a {@code bid} or a {@code call}, each read by its own reader, because
 * an action is always read against a variant, whose family gives the syntax.
 *
 * <p>Reading checks only the shape: the type is one of the variant's (case-sensitive), every listed
 * field is present with the right JSON type, no other field is present, seats are in range and card
 * codes are cards of the match's deck (read case-insensitively); a family's readers add their own
 * shape checks. Everything else (a deal that is not the whole deck, whose turn it is …) is the
 * engine's to reject.
 */
public final class ActionSyntax {

  /**
   * What an action is read against: the match's variant, deck and number of seats.
   *
   * @param variantId the variant's id, for messages
   * @param deck the match's deck (it depends on the options)
   * @param players the number of seats
   */
  public record Context(String variantId, Deck deck, int players) {}

  /** Reads the JSON object of one action type; the {@code type} field is already checked. */
  @FunctionalInterface
  public interface Reader {
    /**
     * Reads one action.
     *
     * @param json the action's object, whose {@code type} is this reader's
     * @param context the match it is read against
     * @return the action, or MALFORMED for a shape that is not the type's
     */
    Either<Rejection, Action> read(ObjectNode json, Context context);
  }

  /**
   * Writes one action class as JSON.
   *
   * @param <A> the action class
   */
  @FunctionalInterface
  public interface Writer<A extends Action> {
    /**
     * Puts the action's fields, {@code type} first, into an empty object.
     *
     * @param action the action
     * @param json the empty object to fill
     */
    void write(A action, ObjectNode json);
  }

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  /** Every card by its code as written ({@link Card#code()}), which it parses to. */
  private static final java.util.Map<String, Card> CODES = new java.util.HashMap<>();

  static {
    for (int i = 0; i < Card.universeSize(); i++) {
      CODES.put(Card.ofOrdinal(i).code(), Card.ofOrdinal(i));
    }
  }

  /** The standard reader of {@code play}, which {@link #plainPlay} stands in for. */
  private static final Reader PLAY = ActionSyntax::readPlay;

  /** The actions of every trick-taking variant without an auction: deal and play (B-64). */
  public static final ActionSyntax TRICK =
      new ActionSyntax(LinkedHashMap.empty(), Vector.empty())
          .with(Deal.TYPE, Deal.class, ActionSyntax::readDeal, ActionSyntax::writeDeal)
          .with(PlayCard.TYPE, PlayCard.class, PLAY, ActionSyntax::writePlay);

  /**
   * Every registered family's actions, for code that has an action or a JSON object but no syntax
   * of its own: it reads an action with every action type of the family of the context's variant
   * ({@link Codec#actions()}, before the variant's own syntax narrows them; {@link #TRICK} for an
   * id no family owns), and writes an action with {@link #TRICK} or else with the first family
   * whose syntax knows its class.
   */
  public static final EveryFamily ALL = new EveryFamily();

  private final Map<String, Reader> readers;

  /** Whether {@code play} is read by {@link #PLAY}, so that {@link #plainPlay} may stand in. */
  private final boolean standardPlay;

  private final Seq<Tuple2<Class<? extends Action>, Writer<?>>> writers;

  private ActionSyntax(
      Map<String, Reader> readers, Seq<Tuple2<Class<? extends Action>, Writer<?>>> writers) {
    this.readers = readers;
    this.writers = writers;
    this.standardPlay = readers.get(PlayCard.TYPE).exists(r -> r == PLAY);
  }

  /**
   * A well-formed plain play, {@code {"type":"play","seat":seat,"card":code}} with no other field,
   * as {@link #read} reads it (issue 27: the referee reads the common {@code act} without a tree):
   * where this syntax reads {@code play} as the trick games do, the seat is one of the match's and
   * the code one of its deck's cards (read case-insensitively), the play; else none, and the caller
   * reads the action with {@link #read}, which gives the same play or the rejection.
   *
   * @param seat the play's {@code seat}
   * @param code the play's {@code card}
   * @param deck the match's deck
   * @param players the match's number of seats
   * @return the play, or none
   */
  public Option<PlayCard> plainPlay(int seat, String code, Deck deck, int players) {
    if (!standardPlay || seat < 0 || seat >= players) {
      return Option.none();
    }
    Card known = CODES.get(code);
    if (known != null) {
      return deck.contains(known) ? Option.some(new PlayCard(seat, known)) : Option.none();
    }
    Option<Card> card = deck.parse(code);
    return card.isDefined() ? Option.some(new PlayCard(seat, card.get())) : Option.none();
  }

  /**
   * This syntax with one more action type, or with the reader of a type and the writer of a class
   * replaced.
   *
   * @param type the action's {@code type} on the wire
   * @param actionClass the class the writer writes
   * @param reader reads an object of this type
   * @param writer writes an action of this class
   * @param <A> the action class
   * @return the new syntax
   */
  public <A extends Action> ActionSyntax with(
      String type, Class<A> actionClass, Reader reader, Writer<A> writer) {
    return new ActionSyntax(
        readers.put(type, reader),
        writers.filter(w -> !w._1.equals(actionClass)).append(Tuple.of(actionClass, writer)));
  }

  /**
   * The action types this syntax reads, in the order they were added.
   *
   * @return the types
   */
  public Seq<String> types() {
    return readers.keySet().toVector();
  }

  /**
   * Reads one action.
   *
   * @param json the action's JSON
   * @param context the match it is read against
   * @return the action, or MALFORMED for anything that is not one of this syntax's shapes
   */
  public Either<Rejection, Action> read(JsonNode json, Context context) {
    if (json == null || !json.isObject()) {
      return Either.left(
          Rejection.malformed(
              "An action must be a JSON object such as {\"type\":\"play\",\"seat\":0,"
                  + "\"card\":\"AS\"}, not "
                  + (json == null ? "nothing" : Fields.describe(json))));
    }
    JsonNode type = json.get("type");
    if (type == null) {
      return Either.left(Rejection.malformed("An action needs the field \"type\""));
    }
    if (!type.isTextual()) {
      return Either.left(
          Rejection.malformed(
              "An action's \"type\" must be a string, not " + Fields.describe(type)));
    }
    Option<Reader> reader = readers.get(type.textValue());
    if (reader.isEmpty()) {
      return Either.left(
          Rejection.malformed(
              "The action type "
                  + Checks.quote(type.textValue())
                  + " is not an action of "
                  + context.variantId()
                  + ": it accepts "
                  + types().mkString(", ")));
    }
    return reader.get().read((ObjectNode) json, context);
  }

  /**
   * Writes an action as JSON.
   *
   * @param action the action
   * @return the JSON object, or none for an action class this syntax does not know
   */
  public Option<ObjectNode> write(Action action) {
    for (Tuple2<Class<? extends Action>, Writer<?>> w : writers) {
      if (w._1.isInstance(action)) {
        ObjectNode json = NODES.objectNode();
        write(w._2, action, json);
        return Option.some(json);
      }
    }
    return Option.none();
  }

  @SuppressWarnings("unchecked")
  private static <A extends Action> void write(Writer<A> writer, Action action, ObjectNode json) {
    writer.write((A) action, json);
  }

  // ------------------------------------------------------------------ the common actions

  /** {@code {"type":"deal","order":[card, …]}} (B-12). */
  private static Either<Rejection, Action> readDeal(ObjectNode json, Context context) {
    Option<Rejection> extra =
        Fields.only(json, "A deal", "{\"type\":\"deal\",\"order\":[…]}", "type", "order");
    if (extra.isDefined()) {
      return Either.left(extra.get());
    }
    return Fields.cards(json, "A deal", "order", context.deck()).map(Deal::new);
  }

  private static void writeDeal(Deal deal, ObjectNode json) {
    json.put("type", Deal.TYPE);
    ArrayNode order = json.putArray("order");
    if (deal.order() != null) {
      for (Card c : deal.order()) {
        order.add(c == null ? null : c.code());
      }
    }
  }

  /** {@code {"type":"play","seat":s,"card":c}}. */
  private static Either<Rejection, Action> readPlay(ObjectNode json, Context context) {
    Option<Rejection> extra =
        Fields.only(
            json, "A play", "{\"type\":\"play\",\"seat\":…,\"card\":…}", "type", "seat", "card");
    if (extra.isDefined()) {
      return Either.left(extra.get());
    }
    return Fields.seat(json, "A play", "seat", context.players())
        .flatMap(
            seat ->
                Fields.card(json, "A play", "card", context.deck())
                    .map(card -> new PlayCard(seat, card)));
  }

  /** {@code {"type":"play","seat":s,"card":c}}. */
  private static void writePlay(PlayCard play, ObjectNode json) {
    json.put("type", PlayCard.TYPE);
    json.put("seat", play.seat());
    json.put("card", play.card() == null ? null : play.card().code());
  }

  /**
   * Reads {@code {"type":"pass","seat":s}}, the pass of every family that has one.
   *
   * @param json the action's object
   * @param context the match it is read against
   * @return the pass, or MALFORMED
   */
  public static Either<Rejection, Action> readPass(ObjectNode json, Context context) {
    Option<Rejection> extra =
        Fields.only(json, "A pass", "{\"type\":\"pass\",\"seat\":…}", "type", "seat");
    if (extra.isDefined()) {
      return Either.left(extra.get());
    }
    return Fields.seat(json, "A pass", "seat", context.players()).map(Pass::new);
  }

  /**
   * Writes {@code {"type":"pass","seat":s}}.
   *
   * @param pass the pass
   * @param json the empty object to fill
   */
  public static void writePass(Pass pass, ObjectNode json) {
    json.put("type", Pass.TYPE);
    json.put("seat", pass.seat());
  }

  // ------------------------------------------------------------------ every family

  /**
   * The type of {@link #ALL}: reads with the family of the context's variant, writes with the first
   * syntax that knows the action's class. It finds the families when it is used, through {@link
   * Families}.
   */
  public static final class EveryFamily {

    private EveryFamily() {}

    /**
     * Reads an action with every action type of the family of the context's variant.
     *
     * @param json the action's JSON
     * @param context the match it is read against
     * @return the action, or MALFORMED as for {@link ActionSyntax#read}
     */
    public Either<Rejection, Action> read(JsonNode json, Context context) {
      return Families.of(context.variantId())
          .map(f -> f.codec().actions())
          .getOrElse(TRICK)
          .read(json, context);
    }

    /**
     * Writes an action of any family: deal and play with {@link #TRICK}, any other with the first
     * registered family whose syntax knows its class.
     *
     * @param action the action
     * @return its JSON object, or none for an action class no family knows
     */
    public Option<ObjectNode> write(Action action) {
      Option<ObjectNode> json = TRICK.write(action);
      for (Family f : Families.all()) {
        if (json.isDefined()) {
          break;
        }
        json = f.codec().actions().write(action);
      }
      return json;
    }
  }
}
