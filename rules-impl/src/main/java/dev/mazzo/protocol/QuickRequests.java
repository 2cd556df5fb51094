package dev.mazzo.protocol;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.game.Action;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Match;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection;
import io.vavr.control.Either;

/**
 * The referee's common requests read without a parser and without a tree (issue 27): an {@code act}
 * of a plain play and a {@code view}, written compactly, such as
 *
 * <pre>{@code
 * {"cmd":"act","match":"t17","action":{"type":"play","seat":1,"card":"2C"},"answer":"short"}
 * {"cmd":"view","match":"t17","seat":0}
 * }</pre>
 *
 * <p>The reader takes only a narrow part of JSON: no white space; the fields above in any order,
 * each at most once ({@code match} and {@code answer} may be left out); strings of the printable
 * ASCII characters without {@code \} (so no escapes), a {@code match} of 1 to {@value
 * MatchRequests#MAX_ID_LENGTH} of them; {@code answer} {@code "short"} or {@code "full"}; seats as
 * unsigned integers of at most four digits without a leading zero; a seat of the match and a card
 * of its deck; and a variant whose {@code play} is the trick games' ({@link
 * dev.mazzo.family.ActionSyntax#plainPlay}). Such a request is answered as {@link MatchRequests}
 * answers its tree, by the same code once the request is read. Anything else, valid or not, is left
 * to the tree ({@link #answer} gives null), so every other answer, and every error, is the one it
 * was; a property test compares the two readings.
 */
final class QuickRequests {

  private final MatchRequests requests;

  /** The line being read, and where the reading is. */
  private String s;

  private int at;

  /** Where the last string read starts, after its opening quote. */
  private int from;

  /** What was read: the command, the match's id, the seats, the card's code and the answer. */
  private boolean act;

  private boolean view;
  private String match;
  private int seat;
  private int playSeat;
  private String card;
  private boolean hasAnswer;
  private boolean shortAnswer;

  /**
   * A reader that answers with these requests.
   *
   * @param requests the requests on the referee's matches
   */
  QuickRequests(MatchRequests requests) {
    this.requests = requests;
  }

  /**
   * The answer to a line, where it is an {@code act} or a {@code view} of the common shape.
   *
   * @param line the request line, not null
   * @return the answer, or null when the line is to be read as a tree
   */
  Answer answer(String line) {
    if (!read(line)) {
      return null;
    }
    Either<ObjectNode, Match<GameState>> open = requests.open(match);
    if (open.isLeft()) {
      return Answer.of(open.getLeft());
    }
    Match<GameState> m = open.get();
    GameState state = m.state();
    if (view) {
      return seat < state.players() ? MatchRequests.viewed(m, Either.right(seat)) : null;
    }
    PlayCard play =
        CatalogJson.syntax(state.variantId())
            .plainPlay(playSeat, card, state.deck(), state.players());
    return play == null
        ? null
        : requests.applied(match, m, Either.<Rejection, Action>right(play), shortAnswer);
  }

  /** Reads a line of the common shape; false for any other. */
  private boolean read(String line) {
    s = line;
    at = 0;
    act = false;
    view = false;
    match = null;
    seat = -1;
    playSeat = -1;
    card = null;
    hasAnswer = false;
    shortAnswer = false;
    boolean hasCmd = false;
    boolean hasMatch = false;
    if (!eat('{')) {
      return false;
    }
    do {
      int name = string();
      if (name < 0 || !eat(':')) {
        return false;
      }
      if (is(name, "cmd") && !hasCmd) {
        hasCmd = true;
        int v = string();
        act = v >= 0 && is(v, "act");
        view = v >= 0 && is(v, "view");
      } else if (is(name, "match") && !hasMatch) {
        hasMatch = true;
        int to = string();
        match =
            to > from && to - from <= MatchRequests.MAX_ID_LENGTH ? s.substring(from, to) : null;
      } else if (is(name, "seat") && seat < 0) {
        seat = number();
        if (seat < 0) {
          return false;
        }
      } else if (is(name, "action") && card == null) {
        if (!action()) {
          return false;
        }
      } else if (is(name, "answer") && !hasAnswer) {
        hasAnswer = true;
        int v = string();
        shortAnswer = v >= 0 && is(v, "short");
        if (!shortAnswer && (v < 0 || !is(v, "full"))) {
          return false;
        }
      } else {
        return false;
      }
      if ((hasCmd && !act && !view) || (hasMatch && match == null)) {
        return false;
      }
    } while (eat(','));
    if (!eat('}') || at != s.length()) {
      return false;
    }
    return act ? card != null && seat < 0 : view && seat >= 0 && card == null && !hasAnswer;
  }

  /** The play {@code {"type":"play","seat":…,"card":…}}, its fields in any order. */
  private boolean action() {
    if (!eat('{')) {
      return false;
    }
    boolean type = false;
    do {
      int name = string();
      if (name < 0 || !eat(':')) {
        return false;
      }
      if (is(name, "type") && !type) {
        int v = string();
        type = v >= 0 && is(v, PlayCard.TYPE);
        if (!type) {
          return false;
        }
      } else if (is(name, "seat") && playSeat < 0) {
        playSeat = number();
        if (playSeat < 0) {
          return false;
        }
      } else if (is(name, "card") && card == null) {
        int to = string();
        if (to < 0) {
          return false;
        }
        card = s.substring(from, to);
      } else {
        return false;
      }
    } while (eat(','));
    return eat('}') && type && playSeat >= 0 && card != null;
  }

  /**
   * A string of printable ASCII without {@code \}: reads it and gives where it ends (its closing
   * quote), or -1.
   */
  private int string() {
    if (!eat('"')) {
      return -1;
    }
    from = at;
    for (int i = at; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '"') {
        at = i + 1;
        return i;
      }
      if (c < 0x20 || c > 0x7e || c == '\\') {
        return -1;
      }
    }
    return -1;
  }

  /** Whether the string just read, which ends at {@code end}, is {@code text}. */
  private boolean is(int end, String text) {
    int n = text.length();
    return end - from == n && s.regionMatches(from, text, 0, n);
  }

  /** An unsigned integer of 1 to 4 digits without a leading zero, or -1. */
  private int number() {
    int value = 0;
    int digits = 0;
    while (at < s.length() && digits <= 4) {
      char c = s.charAt(at);
      if (c < '0' || c > '9') {
        break;
      }
      if (digits == 1 && value == 0) {
        return -1;
      }
      value = value * 10 + (c - '0');
      digits++;
      at++;
    }
    return digits >= 1 && digits <= 4 ? value : -1;
  }

  private boolean eat(char c) {
    if (at < s.length() && s.charAt(at) == c) {
      at++;
      return true;
    }
    return false;
  }
}
