package dev.mazzo.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.codec.Fields;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variants;
import dev.mazzo.table.Checks;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * The {@link Referee}'s dispatch of one request line: an {@code act} or a {@code view} of the
 * common shape read without a tree ({@link QuickRequests}, issue 27); any other line read as JSON
 * within the referee's token limit, its {@code cmd} checked, and the request handed to {@link
 * MatchRequests} (or the catalog, for {@code variants}).
 */
final class Dispatch {

  private final JsonText text;
  private final MatchRequests requests;
  private final QuickRequests quick;
  private final RecordRequests records;

  /**
   * A dispatch that reads lines with this reader and answers with these requests.
   *
   * @param text the reader of request lines
   * @param requests the requests on the referee's matches
   */
  Dispatch(JsonText text, MatchRequests requests) {
    this.text = text;
    this.requests = requests;
    this.quick = new QuickRequests(requests);
    this.records = new RecordRequests(requests);
  }

  /**
   * The answer to one request line within the limit.
   *
   * @param line the line; null and empty lines (nothing but JSON's white space) are answered
   *     MALFORMED
   * @return the answer
   */
  Answer answer(String line) {
    Answer common = line == null ? null : quick.answer(line);
    return common != null ? common : tree(line);
  }

  /**
   * The answer to one request line read as a tree, whatever its shape: what {@link #answer} gives
   * for a line {@link QuickRequests} does not take, and for every line what it must give.
   *
   * @param line the line; null and empty lines (nothing but JSON's white space) are answered
   *     MALFORMED
   * @return the answer
   */
  Answer tree(String line) {
    Either<Rejection, JsonNode> parsed = JsonText.empty(line) ? Json.parse(line) : text.read(line);
    if (parsed.isLeft()) {
      return error(parsed.getLeft());
    }
    JsonNode request = parsed.get();
    if (!request.isObject()) {
      return error(
          Rejection.malformed(
              "A request must be a JSON object such as {\"cmd\":\"variants\"}, not "
                  + Fields.describe(request)));
    }
    ObjectNode r = (ObjectNode) request;
    JsonNode cmd = r.get("cmd");
    if (cmd == null) {
      return error(
          Rejection.malformed(
              "A request needs the field \"cmd\": new, act, view, close, list, record, load or"
                  + " variants"));
    }
    if (!cmd.isTextual()) {
      return error(Rejection.malformed("\"cmd\" must be a string, not " + Fields.describe(cmd)));
    }
    switch (cmd.textValue()) {
      case "act":
        return requests.act(r);
      case "view":
        return requests.view(r);
      case "new":
        return requests.newMatch(r);
      case "close":
        return Answer.of(requests.close(r));
      case "list":
        return Answer.of(requests.list(r));
      case "record":
        return Answer.of(records.record(r));
      case "load":
        return records.load(r);
      case "variants":
        return Answer.of(variants(r));
      default:
        return error(
            Rejection.malformed(
                "Unknown cmd "
                    + Checks.quote(cmd.textValue())
                    + ": the commands are new, act, view, close, list, record, load and variants"));
    }
  }

  /** {@code variants}: the catalog. */
  private ObjectNode variants(ObjectNode request) {
    Option<Rejection> extra =
        Fields.only(request, "A variants request", "{\"cmd\":\"variants\"}", "cmd");
    if (extra.isDefined()) {
      return MatchRequests.error(extra.get());
    }
    ObjectNode o = MatchRequests.ok();
    o.set("variants", Json.variants(Variants.all()));
    return o;
  }

  /**
   * The answer to a line over the limit, which was skipped unread.
   *
   * @param maxLineBytes the limit
   * @return MALFORMED with the limit
   */
  static ObjectNode tooLong(int maxLineBytes) {
    return MatchRequests.error(
        Rejection.malformed(
            "The line is longer than the limit of "
                + maxLineBytes
                + " bytes, so it was skipped unread"));
  }

  private static Answer error(Rejection rejection) {
    return Answer.of(MatchRequests.error(rejection));
  }
}
