package dev.mazzo.protocol;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.game.Action;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Match;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;

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
 * dev.mazzo.codec.ActionSyntax#plainPlay}). Such a request is answered as {@link MatchRequests}
 * answers its tree, by the same code once the request is read. Anything else, valid or not, is left
 * to the tree ({@link #answer} gives null), so every other answer, and every error, is the one it
 * was; a property test compares the two readings.
 */
final class QuickRequests {

  private final MatchRequests requests;

  /** The line being read, and where the reading is. */
  private String s;

  private int at;

  /** Where the last string read starts, after its opening quote, and ends, at its closing quote. */
  private int from;

  private int to;

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
    Option<PlayCard> play =
        CatalogJson.syntax(state.variantId())
            .plainPlay(playSeat, card, state.deck(), state.players());
    return play.isEmpty()
        ? null
        : requests.applied(match, m, Either.<Rejection, Action>right(play.get()), shortAnswer);
  }

  /**
   * What the quick path reads in a line, written out so tests can see each decision: {@code "view
   * match=<id> seat=<n>"} or {@code "act match=<id> seat=<n> card=<code> answer=<short|full>"}
   * ({@code match=null} for the default match), or null when the line is left to the tree. The
   * match, its seat and card are not looked at here.
   *
   * @param line the request line, not null
   * @return what was read, or null
   */
  String reading(String line) {
    if (!read(line)) {
      return null;
    }
    if (view) {
      return "view match=" + match + " seat=" + seat;
    }
    return "act match="
        + match
        + " seat="
        + playSeat
        + " card="
        + card
        + " answer="
        + (shortAnswer ? "short" : "full");
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
      if (!string() || !eat(':')) {
        return false;
      }
      if (is("cmd") && !hasCmd) {
        hasCmd = true;
        boolean read = string();
        act = read && is("act");
        view = read && is("view");
      } else if (is("match") && !hasMatch) {
        hasMatch = true;
        match =
            string() && to > from && to - from <= MatchRequests.MAX_ID_LENGTH
                ? s.substring(from, to)
                : null;
      } else if (is("seat") && seat < 0) {
        seat = number();
        if (seat < 0) {
          return false;
        }
      } else if (is("action") && card == null) {
        if (!action()) {
          return false;
        }
      } else if (is("answer") && !hasAnswer) {
        hasAnswer = true;
        if (!string()) {
          return false;
        }
        shortAnswer = is("short");
        if (!shortAnswer && !is("full")) {
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
      if (!string() || !eat(':')) {
        return false;
      }
      if (is("type") && !type) {
        type = string() && is(PlayCard.TYPE);
        if (!type) {
          return false;
        }
      } else if (is("seat") && playSeat < 0) {
        playSeat = number();
        if (playSeat < 0) {
          return false;
        }
      } else if (is("card") && card == null) {
        if (!string()) {
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
   * A string of printable ASCII without {@code \}: reads it, keeping where its text starts and ends
   * ({@code from}, {@code to}), or gives false.
   */
  private boolean string() {
    if (!eat('"')) {
      return false;
    }
    from = at;
    for (int i = at; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '"') {
        to = i;
        at = i + 1;
        return true;
      }
      if (c < 0x20 || c > 0x7e || c == '\\') {
        return false;
      }
    }
    return false;
  }

  /** Whether the string just read is {@code text}. */
  private boolean is(String text) {
    int n = text.length();
    return to - from == n && s.regionMatches(from, text, 0, n);
  }

  /** An unsigned integer of 1 to 4 digits without a leading zero, or -1. */
  private int number() {
    int start = at;
    while (at < s.length() && s.charAt(at) >= '0' && s.charAt(at) <= '9') {
      at++;
    }
    int digits = at - start;
    if (digits < 1 || digits > 4 || (digits > 1 && s.charAt(start) == '0')) {
      return -1;
    }
    return Integer.parseInt(s, start, at, 10);
  }

  private boolean eat(char c) {
    if (at < s.length() && s.charAt(at) == c) {
      at++;
      return true;
    }
    return false;
  }
}
