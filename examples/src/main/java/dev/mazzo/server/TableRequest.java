package dev.mazzo.server;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.bot.Bots;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Match;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import dev.mazzo.protocol.Json;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * A request {@code {"variant":…,"options":{…},"seats":[…]}} of {@code POST /api/tables}, read and
 * checked (docs/server.md, errors and limits).
 *
 * @param game the variant's game
 * @param match its match, started with the request's options
 * @param kinds the seats' kinds: one per seat, each {@link Tables#HUMAN} or a bot's name
 */
record TableRequest(Game<GameState, PlayerView> game, Match<GameState> match, List<String> kinds) {

  /**
   * Reads a request.
   *
   * @throws ApiError for a request the server refuses
   */
  static TableRequest read(JsonNode request) {
    if (request == null || !request.isObject()) {
      throw ApiError.malformed(
          "The request must be an object such as {\"variant\":…,\"options\":{},\"seats\":[…]}.");
    }
    Iterator<String> names = request.fieldNames();
    while (names.hasNext()) {
      String name = names.next();
      if (!List.of("variant", "options", "seats").contains(name)) {
        throw ApiError.malformed(
            "A request has no field "
                + Messages.quote(name)
                + ": its fields are variant, options and seats.");
      }
    }
    JsonNode id = request.get("variant");
    if (id == null || !id.isTextual()) {
      throw ApiError.malformed(
          "\"variant\" must be a variant id, such as one GET /api/variants lists.");
    }
    Either<String, Variant> variant = Variants.find(id.textValue());
    if (variant.isLeft()) {
      throw new ApiError(400, "UNKNOWN_VARIANT", variant.getLeft() + ".");
    }
    Game<GameState, PlayerView> game = variant.get().game();
    JsonNode optionsJson = request.get("options");
    Either<Rejection, MatchOptions> options =
        optionsJson == null ? Either.right(MatchOptions.defaults()) : Json.readOptions(optionsJson);
    Either<Rejection, Match<GameState>> match = options.flatMap(o -> Match.start(game, o));
    if (match.isLeft()) {
      throw new ApiError(400, "BAD_OPTIONS", Messages.sentence(match.getLeft().message()));
    }
    return new TableRequest(game, match.get(), kinds(request.get("seats"), game.variant()));
  }

  /** The seats' kinds: one per seat, each {@code human} or a bot's name. */
  private static List<String> kinds(JsonNode seats, Variant variant) {
    if (seats == null || !seats.isArray()) {
      throw ApiError.malformed(
          "\"seats\" must be an array of "
              + variant.players()
              + " kinds, each \"human\" or a bot: "
              + Bots.names().mkString(", ")
              + ".");
    }
    if (seats.size() != variant.players()) {
      throw new ApiError(
          400,
          "WRONG_SEAT_COUNT",
          variant.name() + " has " + variant.players() + " seats, not " + seats.size() + ".");
    }
    List<String> kinds = new ArrayList<>();
    for (JsonNode s : seats) {
      String kind = s.isTextual() ? s.textValue().trim().toLowerCase(java.util.Locale.ROOT) : null;
      if (Tables.HUMAN.equals(kind)) {
        kinds.add(Tables.HUMAN);
      } else if (kind != null && Bots.byName(kind).isDefined()) {
        kinds.add(Bots.byName(kind).get().name());
      } else {
        throw new ApiError(
            400,
            "UNKNOWN_SEAT_KIND",
            "A seat is \"human\" or a bot ("
                + Bots.names().mkString(", ")
                + "), not "
                + (s.isTextual() ? Messages.quote(s.textValue()) : s.toString())
                + ".");
      }
    }
    return kinds;
  }
}
