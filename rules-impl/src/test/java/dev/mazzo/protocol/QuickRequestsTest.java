package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Deal;
import dev.mazzo.game.GameState;
import java.util.Iterator;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Each decision of the quick reading of {@code act} and {@code view} ({@link QuickRequests}, issue
 * 27): which lines it takes and what it reads in them, and that every other line, however close to
 * the common shape, is left to the tree. {@link QuickRequestsPropertiesTest} checks that the
 * answers are the tree's; this checks that the quick path is the one taken.
 */
class QuickRequestsTest {

  private static final String PLAY = "{\"type\":\"play\",\"seat\":0,\"card\":\"AS\"}";

  /** An id of {@link MatchRequests#MAX_ID_LENGTH} characters, the longest a match may have. */
  private static final String ID_64 =
      "iiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiii";

  private Matches matches;
  private QuickRequests quick;
  private Dispatch tree;

  @BeforeEach
  void referee() {
    matches = new Matches(10);
    MatchRequests requests = new MatchRequests(matches);
    quick = new QuickRequests(requests);
    tree = new Dispatch(new JsonText(10_000), requests);
  }

  @Test
  void readsTheCommonLines() {
    assertEquals(MatchRequests.MAX_ID_LENGTH, ID_64.length());
    assertEquals(
        "act match=t17 seat=1 card=2C answer=short",
        quick.reading(
            "{\"cmd\":\"act\",\"match\":\"t17\",\"action\":{\"type\":\"play\",\"seat\":1,"
                + "\"card\":\"2C\"},\"answer\":\"short\"}"));
    assertEquals(
        "view match=t17 seat=0", quick.reading("{\"cmd\":\"view\",\"match\":\"t17\",\"seat\":0}"));
    assertEquals(
        "act match=null seat=0 card=AS answer=full",
        quick.reading("{\"cmd\":\"act\",\"action\":" + PLAY + "}"));
    assertEquals(
        "act match=null seat=0 card=AS answer=full",
        quick.reading("{\"cmd\":\"act\",\"action\":" + PLAY + ",\"answer\":\"full\"}"));
  }

  @Test
  void readsTheFieldsInAnyOrder() {
    assertEquals(
        "view match=m seat=9", quick.reading("{\"seat\":9,\"match\":\"m\",\"cmd\":\"view\"}"));
    assertEquals(
        "act match=null seat=3 card=KH answer=full",
        quick.reading(
            "{\"answer\":\"full\",\"action\":{\"card\":\"KH\",\"seat\":3,\"type\":\"play\"},"
                + "\"cmd\":\"act\"}"));
    assertEquals(
        "act match=x seat=2 card=7D answer=short",
        quick.reading(
            "{\"match\":\"x\",\"answer\":\"short\",\"cmd\":\"act\","
                + "\"action\":{\"seat\":2,\"card\":\"7D\",\"type\":\"play\"}}"));
  }

  @Test
  void readsSeatsOfOneToFourDigits() {
    String[] seats = {"0", "1", "9", "10", "90", "100", "1000", "9999", "1090"};
    for (String seat : seats) {
      assertEquals(
          "view match=null seat=" + seat,
          quick.reading("{\"cmd\":\"view\",\"seat\":" + seat + "}"),
          seat);
      assertEquals(
          "act match=null seat=" + seat + " card=AS answer=full",
          quick.reading(
              "{\"cmd\":\"act\",\"action\":{\"type\":\"play\",\"seat\":"
                  + seat
                  + ",\"card\":\"AS\"}}"),
          seat);
    }
  }

  @Test
  void readsStringsOfPrintableAscii() {
    assertEquals(
        "act match=" + ID_64 + " seat=0 card= ~!} answer=full",
        quick.reading(
            "{\"cmd\":\"act\",\"action\":{\"type\":\"play\",\"seat\":0,\"card\":\" ~!}\"},"
                + "\"match\":\""
                + ID_64
                + "\"}"));
    assertEquals(
        "view match=a seat=1", quick.reading("{\"cmd\":\"view\",\"seat\":1,\"match\":\"a\"}"));
    assertEquals(
        "view match= ~ seat=1", quick.reading("{\"cmd\":\"view\",\"seat\":1,\"match\":\" ~\"}"));
    // An empty card is read; the deck, not the reader, turns it down.
    assertEquals(
        "act match=null seat=0 card= answer=full",
        quick.reading("{\"cmd\":\"act\",\"action\":{\"type\":\"play\",\"seat\":0,\"card\":\"\"}}"));
  }

  /** Lines the tree reads, valid or not, that are not of the common shape. */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "",
        "x",
        "{",
        "{}",
        "[]",
        "{\"cmd\":\"view\"}",
        "{\"cmd\":\"act\"}",
        "{\"seat\":0}",
        "{\"action\":" + PLAY + "}",
        "{\"cmd\":\"new\",\"match\":\"m\"}",
        "{\"cmd\":\"new\",\"seat\":0}",
        "{\"cmd\":\"vie\",\"seat\":0}",
        "{\"cmd\":\"views\",\"seat\":0}",
        "{\"cmd\":\"VIEW\",\"seat\":0}",
        "{\"cmd\":\"ac\",\"action\":" + PLAY + "}",
        "{\"cmd\":1,\"seat\":0}",
        "{\"cmd\":\"view\",\"seat\":0,\"cmd\":\"view\"}",
        // white space anywhere
        " {\"cmd\":\"view\",\"seat\":0}",
        "{ \"cmd\":\"view\",\"seat\":0}",
        "{\"cmd\" :\"view\",\"seat\":0}",
        "{\"cmd\": \"view\",\"seat\":0}",
        "{\"cmd\":\"view\" ,\"seat\":0}",
        "{\"cmd\":\"view\",\"seat\":0 }",
        "{\"cmd\":\"view\",\"seat\":0} ",
        "{\"cmd\":\"act\",\"action\":{ \"type\":\"play\",\"seat\":0,\"card\":\"AS\"}}",
        "{\"cmd\":\"act\",\"action\":{\"type\":\"play\",\"seat\":0,\"card\":\"AS\" }}",
        // the end of the line
        "{\"cmd\":\"view\",\"seat\":0",
        "{\"cmd\":\"view\",\"seat\":0,",
        "{\"cmd\":\"view\",\"seat\":0}}",
        "{\"cmd\":\"view\",\"seat\":0}x",
        "{\"cmd\":\"view\",\"seat\":0}{}",
        "{\"cmd\":\"vi",
        "{\"cmd\":\"view",
        "{\"cmd",
        "{\"cmd\":\"act\",\"action\":{\"type\":\"play\",\"seat\":0,\"card\":\"AS",
        "{\"cmd\":\"act\",\"action\":{\"type\":\"play\",\"seat\":0,\"card\":\"AS\"}",
        "{\"cmd\":\"act\",\"action\":{\"type\":\"play\",\"seat\":0",
        // escapes, control characters and what is not printable ASCII
        "{\"cmd\":\"vi\\u0065w\",\"seat\":0}",
        "{\"c\\u006dd\":\"view\",\"seat\":0}",
        "{\"cmd\":\"view\",\"seat\":0,\"match\":\"m\\u0031\"}",
        "{\"cmd\":\"view\",\"seat\":0,\"match\":\"m\\\\\"}",
        "{\"cmd\":\"view\",\"seat\":0,\"match\":\"a\tb\"}",
        "{\"cmd\":\"view\",\"seat\":0,\"match\":\"a\u001fb\"}",
        "{\"cmd\":\"view\",\"seat\":0,\"match\":\"a\u007fb\"}",
        "{\"cmd\":\"view\",\"seat\":0,\"match\":\"\u00e9\"}",
        "{\"cmd\":\"view\",\"seat\":0,\"match\":\"\u0080\"}",
        "{\"cmd\":\"act\",\"action\":{\"type\":\"play\",\"seat\":0,\"card\":\"A\\u0053\"}}",
        "{\"cmd\":\"act\",\"action\":{\"type\":\"play\",\"seat\":0,\"card\":\"A\u00e9\"}}",
        "{\"cmd\":\"act\",\"action\":{\"type\":\"pl\\u0061y\",\"seat\":0,\"card\":\"AS\"}}",
        "{'cmd':'view','seat':0}",
        // the match's id
        "{\"cmd\":\"view\",\"seat\":0,\"match\":\"\"}",
        "{\"cmd\":\"view\",\"seat\":0,\"match\":\"" + ID_64 + "i\"}",
        "{\"cmd\":\"view\",\"seat\":0,\"match\":null}",
        "{\"cmd\":\"view\",\"seat\":0,\"match\":1}",
        "{\"cmd\":\"view\",\"seat\":0,\"match\":\"a\",\"match\":\"a\"}",
        "{\"match\":\"\",\"cmd\":\"view\",\"seat\":0}",
        // seats
        "{\"cmd\":\"view\",\"seat\":}",
        "{\"cmd\":\"view\",\"seat\":00}",
        "{\"cmd\":\"view\",\"seat\":01}",
        "{\"cmd\":\"view\",\"seat\":0001}",
        "{\"cmd\":\"view\",\"seat\":-1}",
        "{\"cmd\":\"view\",\"seat\":+1}",
        "{\"cmd\":\"view\",\"seat\":1.0}",
        "{\"cmd\":\"view\",\"seat\":1e0}",
        "{\"cmd\":\"view\",\"seat\":\"1\"}",
        "{\"cmd\":\"view\",\"seat\":null}",
        "{\"cmd\":\"view\",\"seat\":10000}",
        "{\"cmd\":\"view\",\"seat\":99999}",
        "{\"cmd\":\"view\",\"seat\":2147483648}",
        "{\"cmd\":\"view\",\"seat\":0,\"seat\":1}",
        "{\"cmd\":\"view\",\"seat\":1,\"seat\":1}",
        "{\"cmd\":\"view\",\"seat\":0,\"seat\":0}",
        // a view with what only an act has
        "{\"cmd\":\"view\",\"seat\":0,\"answer\":\"short\"}",
        "{\"cmd\":\"view\",\"seat\":0,\"answer\":\"full\"}",
        "{\"cmd\":\"view\",\"seat\":0,\"action\":" + PLAY + "}",
        // a view whose action breaks off where the reader turns it down
        "{\"cmd\":\"view\",\"seat\":0,\"action\":}",
        "{\"cmd\":\"view\",\"seat\":0,\"action\":{}",
        "{\"cmd\":\"view\",\"seat\":0,\"action\":{1}",
        "{\"cmd\":\"view\",\"seat\":0,\"action\":{\"type\"}",
        "{\"cmd\":\"view\",\"seat\":0,\"action\":{\"type\":}",
        "{\"cmd\":\"view\",\"seat\":0,\"action\":{\"type\":\"x\"}",
        "{\"cmd\":\"view\",\"seat\":0,\"action\":{\"seat\":}",
        "{\"cmd\":\"view\",\"seat\":0,\"action\":{\"card\":}",
        "{\"cmd\":\"view\",\"seat\":0,\"action\":{\"x\":}",
        "{\"cmd\":\"view\",\"seat\":0,\"answer\":}",
        "{\"cmd\":\"view\",\"seat\":0,\"answer\":\"x\"}",
        "{\"cmd\":\"view\",\"seat\":0,\"x\":}",
        "{\"cmd\":\"view\",\"seat\":0,\"x\"}",
        "{\"cmd\":\"view\",\"seat\":0,1}",
        "{\"cmd\":\"view\",\"match\":\"seat\",:0}",
        "{\"cmd\":\"act\",\"match\":\"action\",:" + PLAY + "}",
        // an act with what only a view has, or twice what it has once
        "{\"cmd\":\"act\",\"seat\":0,\"action\":" + PLAY + "}",
        "{\"cmd\":\"act\",\"action\":" + PLAY + ",\"seat\":0}",
        "{\"cmd\":\"act\",\"action\":" + PLAY + ",\"seat\":1}",
        "{\"cmd\":\"act\",\"action\":" + PLAY + ",\"action\":" + PLAY + "}",
        "{\"cmd\":\"act\",\"action\":" + PLAY + ",\"answer\":\"short\",\"answer\":\"short\"}",
        "{\"cmd\":\"act\",\"action\":" + PLAY + ",\"answer\":\"full\",\"answer\":\"full\"}",
        "{\"cmd\":\"act\",\"action\":" + PLAY + ",\"extra\":1}",
        "{\"cmd\":\"act\",\"action\":" + PLAY + ",\"cmd\":\"act\"}",
        // answers
        "{\"cmd\":\"act\",\"action\":" + PLAY + ",\"answer\":\"SHORT\"}",
        "{\"cmd\":\"act\",\"action\":" + PLAY + ",\"answer\":\"shor\"}",
        "{\"cmd\":\"act\",\"action\":" + PLAY + ",\"answer\":\"shorts\"}",
        "{\"cmd\":\"act\",\"action\":" + PLAY + ",\"answer\":\"ful\"}",
        "{\"cmd\":\"act\",\"action\":" + PLAY + ",\"answer\":\"\"}",
        "{\"cmd\":\"act\",\"action\":" + PLAY + ",\"answer\":1}",
        "{\"cmd\":\"act\",\"action\":" + PLAY + ",\"answer\":null}",
        "{\"cmd\":\"act\",\"action\":" + PLAY + ",\"answer\":\"short",
        // the action's fields
        "{\"cmd\":\"act\",\"action\":\"play\"}",
        "{\"cmd\":\"act\",\"action\":{}}",
        "{\"cmd\":\"act\",\"action\":{\"seat\":0,\"card\":\"AS\"}}",
        "{\"cmd\":\"act\",\"action\":{\"type\":\"play\",\"card\":\"AS\"}}",
        "{\"cmd\":\"act\",\"action\":{\"type\":\"play\",\"seat\":0}}",
        "{\"cmd\":\"act\",\"action\":{\"type\":\"Play\",\"seat\":0,\"card\":\"AS\"}}",
        "{\"cmd\":\"act\",\"action\":{\"type\":\"deal\",\"seat\":0,\"card\":\"AS\"}}",
        "{\"cmd\":\"act\",\"action\":{\"type\":\"pla\",\"seat\":0,\"card\":\"AS\"}}",
        "{\"cmd\":\"act\",\"action\":{\"type\":1,\"seat\":0,\"card\":\"AS\"}}",
        "{\"cmd\":\"act\",\"action\":{\"type\":\"play\",\"type\":\"play\",\"seat\":0,\"card\":\"AS\"}}",
        "{\"cmd\":\"act\",\"action\":{\"type\":\"play\",\"seat\":0,\"seat\":1,\"card\":\"AS\"}}",
        "{\"cmd\":\"act\",\"action\":{\"type\":\"play\",\"seat\":0,\"seat\":0,\"card\":\"AS\"}}",
        "{\"cmd\":\"act\",\"action\":{\"type\":\"play\",\"seat\":2,\"seat\":2,\"card\":\"AS\"}}",
        "{\"cmd\":\"act\",\"action\":{\"type\":\"play\",\"seat\":0,\"card\":\"AS\",\"card\":\"AS\"}}",
        "{\"cmd\":\"act\",\"action\":{\"type\":\"play\",\"seat\":0,\"card\":\"AS\",\"x\":1}}",
        "{\"cmd\":\"act\",\"action\":{\"type\":\"play\",\"seat\":01,\"card\":\"AS\"}}",
        "{\"cmd\":\"act\",\"action\":{\"type\":\"play\",\"seat\":-1,\"card\":\"AS\"}}",
        "{\"cmd\":\"act\",\"action\":{\"type\":\"play\",\"seat\":10000,\"card\":\"AS\"}}",
        "{\"cmd\":\"act\",\"action\":{\"type\":\"play\",\"seat\":\"0\",\"card\":\"AS\"}}",
        "{\"cmd\":\"act\",\"action\":{\"type\":\"play\",\"seat\":0,\"card\":null}}",
        "{\"cmd\":\"act\",\"action\":{\"type\":\"play\",\"seat\":0,\"card\":[\"AS\"]}}",
        "{\"cmd\":\"act\",\"action\":{\"type\":\"play\",\"seat\":0,\"card\":\"AS\"]}",
        "{\"cmd\":\"act\",\"action\":{\"type\":\"play\",\"seat\":0,\"card\":\"AS\"}]"
      })
  void leavesEveryOtherLineToTheTree(String line) {
    assertNull(quick.reading(line), line);
    assertNull(quick.answer(line), line);
  }

  @Test
  void answersTheLinesItTakesAsTheTreeDoes() {
    open("b", "briscola-2p");
    GameState state = matches.get("b").get().state();
    assertEquals(2, state.players());
    // Every seat of the match is viewed; the one past the last is left to the tree.
    for (int seat = 0; seat < 2; seat++) {
      String view = "{\"cmd\":\"view\",\"match\":\"b\",\"seat\":" + seat + "}";
      Answer answer = quick.answer(view);
      assertNotNull(answer, view);
      String text = AnswerStream.text(answer);
      assertTrue(text.startsWith("{\"ok\":true,"), text);
      assertEquals(AnswerStream.text(tree.tree(view)), text);
    }
    assertNull(quick.answer("{\"cmd\":\"view\",\"match\":\"b\",\"seat\":2}"));
    // A match that is not there is answered here, with the tree's error.
    String unknown = "{\"cmd\":\"view\",\"match\":\"zz\",\"seat\":0}";
    Answer missing = quick.answer(unknown);
    assertNotNull(missing);
    String error = AnswerStream.text(missing);
    assertTrue(error.startsWith("{\"ok\":false,"), error);
    assertEquals(AnswerStream.text(tree.tree(unknown)), error);
    // A card of no deck, and a seat past the last, are left to the tree, which rejects them.
    assertNull(quick.answer(act("b", 0, "JK", "short")));
    assertNull(quick.answer(act("b", 2, hand(state, 0), "short")));
    // The play of the seat to act is played here, short or full.
    int toAct = toAct(state);
    String play = act("b", toAct, hand(state, toAct), "short");
    Answer played = quick.answer(play);
    assertNotNull(played, play);
    String text = AnswerStream.text(played);
    assertTrue(text.startsWith("{\"ok\":true,"), text);
    state = matches.get("b").get().state();
    int next = toAct(state);
    String full = act("b", next, hand(state, next), "full");
    Answer fullAnswer = quick.answer(full);
    assertNotNull(fullAnswer, full);
    assertTrue(AnswerStream.text(fullAnswer).contains("\"state\":"));
  }

  @Test
  void leavesAVariantWithItsOwnPlayToTheTree() {
    open("t", "tombolon-rovigo-2p");
    GameState state = matches.get("t").get().state();
    int toAct = toAct(state);
    String line = act("t", toAct, hand(state, toAct), "short");
    assertEquals(
        "act match=t seat=" + toAct + " card=" + hand(state, toAct) + " answer=short",
        quick.reading(line));
    assertNull(quick.answer(line));
  }

  private void open(String id, String variant) {
    String made =
        AnswerStream.text(
            tree.tree(
                "{\"cmd\":\"new\",\"match\":\"" + id + "\",\"variant\":\"" + variant + "\"}"));
    assertTrue(made.startsWith("{\"ok\":true"), made);
    GameState s = matches.get(id).get().state();
    String deal = Json.write(Json.action(new Deal(Shuffle.seeded(27).order(s.deck()))));
    String dealt =
        AnswerStream.text(
            tree.tree("{\"cmd\":\"act\",\"match\":\"" + id + "\",\"action\":" + deal + "}"));
    assertTrue(dealt.startsWith("{\"ok\":true"), dealt);
  }

  private static int toAct(GameState state) {
    return state.toAct();
  }

  private static String hand(GameState state, int seat) {
    Iterator<Card> cards = state.hand(seat).iterator();
    return cards.next().code();
  }

  private static String act(String match, int seat, String card, String answer) {
    return "{\"cmd\":\"act\",\"match\":\""
        + match
        + "\",\"action\":{\"type\":\"play\",\"seat\":"
        + seat
        + ",\"card\":\""
        + card
        + "\"},\"answer\":\""
        + answer
        + "\"}";
  }
}
