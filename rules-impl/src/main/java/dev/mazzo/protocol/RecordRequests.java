package dev.mazzo.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.codec.Fields;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Match;
import dev.mazzo.game.MatchRecord;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.RecordRejection;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variants;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * The referee's requests about match records (docs/records.md, issue 27): {@code record}, a match's
 * record as a client may see it, and {@code load}, a match opened from a record, on the matches of
 * {@link MatchRequests}.
 */
final class RecordRequests {

  private final MatchRequests requests;

  /**
   * Record requests on the matches of these requests.
   *
   * @param requests the requests on the referee's matches
   */
  RecordRequests(MatchRequests requests) {
    this.requests = requests;
  }

  /** {@code record}: the whole record, or what one seat ({@code "seat":null}: nobody) may see. */
  ObjectNode record(ObjectNode request) {
    Option<Rejection> extra =
        Fields.only(
            request,
            "A record request",
            "{\"cmd\":\"record\",\"match\":…,\"seat\":…}",
            "cmd",
            "match",
            "seat");
    if (extra.isDefined()) {
      return MatchRequests.error(extra.get());
    }
    Either<ObjectNode, Match<GameState>> open = MatchRequests.id(request).flatMap(requests::open);
    if (open.isLeft()) {
      return open.getLeft();
    }
    Match<GameState> match = open.get();
    JsonNode seat = request.get("seat");
    Either<RecordRejection, ObjectNode> record;
    if (seat == null) {
      record = Json.record(match.record(), match.game());
    } else if (seat.isNull()) {
      record = Json.publicRecord(match.record(), match.game());
    } else {
      Either<Rejection, Integer> s =
          Fields.seat(request, "A record request", "seat", match.state().players());
      if (s.isLeft()) {
        return MatchRequests.error(s.getLeft());
      }
      record = Json.seatRecord(match.record(), match.game(), s.get());
    }
    return record.fold(RecordRequests::refused, RecordRequests::recordAnswer);
  }

  private static ObjectNode recordAnswer(ObjectNode record) {
    ObjectNode o = MatchRequests.ok();
    o.set("record", record);
    return o;
  }

  /** {@code load}: a match opened from its record, replayed action by action, or nothing opened. */
  Answer load(ObjectNode request) {
    Option<Rejection> extra =
        Fields.only(
            request,
            "A load request",
            "{\"cmd\":\"load\",\"match\":…,\"record\":{…}}",
            "cmd",
            "match",
            "record");
    if (extra.isDefined()) {
      return Answer.of(MatchRequests.error(extra.get()));
    }
    Either<ObjectNode, String> id = MatchRequests.id(request);
    if (id.isLeft()) {
      return Answer.of(id.getLeft());
    }
    Either<Rejection, JsonNode> json = Fields.required(request, "A load request", "record");
    if (json.isLeft()) {
      return Answer.of(MatchRequests.error(json.getLeft()));
    }
    Either<RecordRejection, Match<GameState>> loaded =
        Json.readRecord(json.get()).flatMap(RecordRequests::replay);
    return loaded.isLeft()
        ? Answer.of(refused(loaded.getLeft()))
        : requests.opened(id.get(), loaded.get());
  }

  /** A record read from JSON, replayed in its variant's rules. */
  private static Either<RecordRejection, Match<GameState>> replay(MatchRecord record) {
    Game<GameState, PlayerView> game = Variants.byId(record.variantId()).get().game();
    return Match.replay(game, record);
  }

  /** A record's rejection on the wire: its code, and a message that names the failing action. */
  private static ObjectNode refused(RecordRejection r) {
    return MatchRequests.error(Rejection.of(r.code(), r.message()));
  }
}
