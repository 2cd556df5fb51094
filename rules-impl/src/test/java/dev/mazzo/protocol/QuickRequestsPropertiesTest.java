package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Match;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * The quick reading of {@code act} and {@code view} ({@link QuickRequests}, issue 27) answers every
 * line with the bytes of the tree's reading ({@link Dispatch#tree}): two referees, one answering
 * through the quick reader where it takes the line and one always through the tree, are given the
 * same random lines — plays and views of the common shape on matches of five families (legal,
 * illegal, out of turn, of another deck), and the same lines bent: fields reordered, repeated,
 * missing, extra or of another type, white space, escapes, other numbers and strings, unknown and
 * bad match ids — and must answer each alike, byte for byte, and stay alike.
 */
class QuickRequestsPropertiesTest {

  /** The variants played, one match each (ids m0 … m4), and the default match in the first. */
  private static final String[] VARIANTS = {
    "briscola-2p", "briscola-chiamata-5p", "tombolon-rovigo-2p", "pitch-10-4p", "five-hundred-4p"
  };

  private static final int LINES = 3_000;

  @Property(tries = 6)
  void quickAnswersAreTheTreesAnswers(@ForAll long seed) {
    Random random = new Random(seed);
    Matches quickMatches = new Matches(100);
    MatchRequests quickRequests = new MatchRequests(quickMatches);
    QuickRequests quick = new QuickRequests(quickRequests);
    Dispatch quickTree = new Dispatch(new JsonText(10_000), quickRequests);
    Dispatch tree = new Dispatch(new JsonText(10_000), new MatchRequests(new Matches(100)));
    int taken = 0;
    int accepted = 0;
    for (int i = 0; i < LINES; i++) {
      String line = line(random, quickMatches);
      Answer fast = quick.answer(line);
      String expected = AnswerStream.text(tree.tree(line));
      String got = AnswerStream.text(fast != null ? fast : quickTree.tree(line));
      assertEquals(expected, got, line);
      if (fast != null) {
        taken++;
        accepted += got.startsWith("{\"ok\":true") ? 1 : 0;
      }
    }
    // The quick reader must take the common lines, and many of them must be played.
    assertTrue(taken > LINES / 5, "lines read quickly: " + taken);
    assertTrue(accepted > LINES / 10, "quick lines accepted: " + accepted);
  }

  /** The next line: a new match, a deal, or a play or a view, perhaps bent. */
  private static String line(Random random, Matches matches) {
    int m = random.nextInt(VARIANTS.length + 1);
    String id = m == VARIANTS.length ? null : "m" + m;
    String variant = VARIANTS[m == VARIANTS.length ? 0 : m];
    String idField = id == null ? null : "\"" + id + "\"";
    Option<Match<GameState>> open = matches.get(id);
    if (open.isEmpty() || open.get().state().isOver() || random.nextInt(400) == 0) {
      return "{\"cmd\":\"new\""
          + (id == null ? "" : ",\"match\":" + idField)
          + ",\"variant\":\""
          + variant
          + "\"}";
    }
    GameState s = open.get().state();
    if (s.phase() == Phase.DEAL) {
      Action deal = new Deal(Shuffle.seeded(random.nextLong()).order(s.deck()));
      return request(random, "act", idField, "action", Json.write(Json.action(deal)));
    }
    if (random.nextInt(3) == 0) {
      return request(random, "view", idField, "seat", seat(random, s.players()));
    }
    return request(random, "act", idField, "action", play(random, s));
  }

  /** A play: mostly a legal action of the match's, else a card of a hand or of no deck. */
  private static String play(Random random, GameState s) {
    Seq<Action> legal = s.isOver() ? io.vavr.collection.List.empty() : legalActions(s);
    int kind = random.nextInt(10);
    if (kind < 6 && !legal.isEmpty()) {
      Action a = legal.get(random.nextInt(legal.size()));
      if (!(a instanceof PlayCard) || random.nextInt(4) > 0) {
        return Json.write(Json.action(a));
      }
      return plainPlay(random, ((PlayCard) a).seat(), ((PlayCard) a).card().code());
    }
    String[] cards = {"AS", "as", "2C", "7D", "KH", "JK", "JK1", "AH#2", "XX", "", "A\\u0053"};
    int holder = random.nextInt(s.players());
    String code =
        kind < 8 && s.hand(holder).iterator().hasNext()
            ? s.hand(holder).iterator().next().code()
            : cards[random.nextInt(cards.length)];
    return plainPlay(random, random.nextInt(s.players() + 1), code);
  }

  private static Seq<Action> legalActions(GameState s) {
    for (String v : VARIANTS) {
      if (v.equals(s.variantId())) {
        return dev.mazzo.game.Variants.byId(v).get().game().legalActions(s);
      }
    }
    return io.vavr.collection.List.empty();
  }

  /** {@code {"type":"play","seat":…,"card":…}}, perhaps bent. */
  private static String plainPlay(Random random, int seat, String code) {
    List<String> fields = new ArrayList<>();
    fields.add("\"type\":" + (random.nextInt(30) == 0 ? "\"Play\"" : "\"play\""));
    fields.add("\"seat\":" + (random.nextInt(20) == 0 ? seat(random, 2) : "" + seat));
    fields.add("\"card\":\"" + code + "\"");
    return object(random, fields);
  }

  /** A seat as a request may write it: mostly right, sometimes not. */
  private static String seat(Random random, int players) {
    String[] odd = {"-1", "01", "1.0", "1e0", "\"1\"", "null", "99999", "10000", "2147483648"};
    return random.nextInt(8) > 0 ? "" + random.nextInt(players) : odd[random.nextInt(odd.length)];
  }

  /** A request of {@code cmd}, its match and one more field, perhaps bent. */
  private static String request(
      Random random, String cmd, String idField, String field, String value) {
    List<String> fields = new ArrayList<>();
    fields.add("\"cmd\":\"" + cmd + "\"");
    if (idField != null) {
      fields.add("\"match\":" + idField);
    }
    fields.add("\"" + field + "\":" + value);
    int answer = random.nextInt(6);
    if (cmd.equals("act") && answer < 3) {
      fields.add("\"answer\":" + (answer == 0 ? "\"full\"" : "\"short\""));
    }
    return object(random, fields);
  }

  /** The fields in an object, perhaps reordered or bent. */
  private static String object(Random random, List<String> fields) {
    if (random.nextInt(5) == 0) {
      Collections.shuffle(fields, random);
    }
    if (random.nextInt(3) == 0) {
      bend(random, fields);
    }
    String text = "{" + String.join(",", fields) + "}";
    return random.nextInt(40) == 0 ? text + (random.nextBoolean() ? " " : "x") : text;
  }

  /** One of the ways a request goes wrong, or merely looks other than the common shape. */
  private static void bend(Random random, List<String> fields) {
    int i = random.nextInt(fields.size());
    String f = fields.get(i);
    switch (random.nextInt(12)) {
      case 0 -> fields.add(f); // a repeated field
      case 1 -> fields.remove(i);
      case 2 -> fields.add("\"extra\":1");
      case 3 -> fields.set(i, f.replace(":", " : "));
      case 4 -> fields.set(i, f.replace(":\"m", ":\"\\u006d"));
      case 5 -> fields.set(i, f.replaceFirst(":.*", ":null"));
      case 6 -> fields.set(i, f.replace(":\"m", ":\"zz"));
      case 7 -> fields.set(i, f.replace(":\"m", ":\"" + "x".repeat(63 + random.nextInt(2))));
      case 8 -> fields.set(i, f.replace(":\"m", ":\"é"));
      case 9 -> fields.set(i, f.replaceFirst(":\"[a-z]*", ":\""));
      case 10 -> fields.set(i, f.replace("\"", "'"));
      default -> fields.add("\"answer\":" + (random.nextBoolean() ? "\"SHORT\"" : "1"));
    }
  }

  /** Every card code reads back as its card, so the quick path may look codes up. */
  @Property(tries = 1)
  void codesReadBack() {
    for (int i = 0; i < Card.universeSize(); i++) {
      assertEquals(Option.some(Card.ofOrdinal(i)), Card.parse(Card.ofOrdinal(i).code()));
    }
  }
}
