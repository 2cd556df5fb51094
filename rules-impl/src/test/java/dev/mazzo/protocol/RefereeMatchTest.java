package dev.mazzo.protocol;

import static dev.mazzo.protocol.Transcript.dealLine;
import static dev.mazzo.protocol.Transcript.names;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Shuffle;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Whole matches through the referee: hands, the match's end (briscola.md G-11 style) and the line
 * loop.
 */
class RefereeMatchTest {

  private static final List<String> RESULT_FIELDS =
      List.of("hand", "sides", "points", "tricks", "winner", "scoreChange");

  /**
   * Plays a match of {@code variant} by always sending the first action of {@code legal}, as it is
   * listed, and checks each answer; returns the transcript at match-over.
   */
  private static Transcript playMatch(String variant, long seed, boolean[] sawTrumpDraw) {
    Transcript t = new Transcript();
    JsonNode state = t.ok("{\"cmd\":\"new\",\"variant\":\"" + variant + "\"}").get("state");
    Deck deck = Transcript.deck(variant);
    Shuffle shuffle = Shuffle.seeded(seed);
    int hands = 0;
    for (int step = 0;
        step < 10_000 && !"match-over".equals(state.get("phase").textValue());
        step++) {
      JsonNode a;
      if ("chance".equals(state.get("toAct").textValue())) {
        assertEquals("deal", state.get("phase").textValue());
        assertEquals(0, state.get("legal").size(), "B-66: legal is [] at the deal");
        a = t.ok(dealLine(shuffle.order(deck)));
      } else {
        JsonNode legal = state.get("legal");
        assertTrue(legal.size() > 0);
        String trumpCard = state.get("trumpCard").textValue();
        a = t.ok("{\"cmd\":\"act\",\"action\":" + legal.get(0) + "}");
        for (JsonNode e : a.get("events")) {
          if ("drew".equals(e.get("event").textValue())
              && trumpCard != null
              && trumpCard.equals(e.path("card").textValue())) {
            // B-28, B-71: everyone sees which seat draws the trump card
            int other = 1 - e.get("seat").intValue();
            JsonNode v = t.ok("{\"cmd\":\"view\",\"seat\":" + other + "}");
            boolean shown = false;
            for (JsonNode ve : v.get("events")) {
              shown |= e.equals(ve);
            }
            assertTrue(shown, "the trump card's draw is public: " + v.get("events"));
            sawTrumpDraw[0] = true;
          }
        }
      }
      assertEquals(List.of("ok", "events", "state"), names(a));
      state = a.get("state");
      for (JsonNode e : a.get("events")) {
        if ("hand".equals(e.get("event").textValue())) {
          hands++;
          JsonNode r = e.get("result");
          assertEquals(RESULT_FIELDS, names(r));
          assertEquals(hands, r.get("hand").intValue());
          assertEquals(120, r.at("/points/0").intValue() + r.at("/points/1").intValue(), "B-31");
          assertEquals(20, r.at("/tricks/0").intValue() + r.at("/tricks/1").intValue(), "B-7");
          assertEquals(r, state.get("results").get(hands - 1));
          if (!"match-over".equals(state.get("phase").textValue())) {
            // B-42: the next hand waits for its deal, with everything emptied
            assertEquals("deal", state.get("phase").textValue());
            assertEquals("chance", state.get("toAct").textValue());
            assertEquals(hands + 1, state.get("hand").intValue());
            assertEquals(hands % 2, state.get("dealer").intValue(), "B-2: the deal alternates");
            assertTrue(state.get("trump").isNull());
            assertTrue(state.get("trumpCard").isNull());
            assertEquals(Json.parse("[[],[]]").get(), state.get("hands"));
            assertEquals(Json.parse("[[],[]]").get(), state.get("captured"));
            // before each deal the stock lists the whole deck in canonical order
            assertEquals(Json.parse(Transcript.codes(deck.cards())).get(), state.get("stock"));
          }
        }
      }
    }
    assertEquals("match-over", state.get("phase").textValue());
    return t;
  }

  @Test
  @DisplayName("G-11 B-39 B-42: the match ends at 2 hands won; further actions are MATCH_OVER")
  void matchEnds() {
    boolean[] sawTrumpDraw = {false};
    Transcript t = playMatch("briscola-2p", 11, sawTrumpDraw);
    assertTrue(sawTrumpDraw[0]);
    JsonNode s = Json.parse(t.summary()).get();
    assertEquals(Transcript.SUMMARY_FIELDS, Transcript.names(s));
    assertTrue(s.get("toAct").isNull(), "toAct null when over");
    assertEquals(0, s.get("legal").size());
    int winner = s.get("winner").intValue();
    assertEquals(2, s.at("/score/" + winner).intValue());
    assertTrue(s.at("/score/" + (1 - winner)).intValue() < 2);
    int sum = 0;
    for (JsonNode r : s.get("results")) {
      sum += r.at("/scoreChange/" + winner).intValue();
    }
    assertEquals(2, sum, "B-38: the score is the sum of scoreChange");

    Deck deck = Transcript.deck("briscola-2p");
    String summary = t.summary();
    JsonNode a = t.rejected(dealLine(Shuffle.seeded(1).order(deck)), "MATCH_OVER");
    assertEquals(Json.parse(summary).get(), a.get("state"));
    t.rejected(Transcript.playLine(0, "AS"), "MATCH_OVER");
    t.rejected(Transcript.playLine(1, "AS"), "MATCH_OVER");
    assertEquals(summary, t.summary());
    // MALFORMED comes before MATCH_OVER (B-67)
    t.rejected(Transcript.playLine(0, "8H"), "MALFORMED");
    JsonNode v = t.ok("{\"cmd\":\"view\",\"seat\":0}").get("view");
    assertEquals("match-over", v.get("phase").textValue());
    assertEquals(winner, v.get("winner").intValue());
    assertEquals(0, v.get("legal").size());
  }

  @Test
  @DisplayName("the last play of the match: played, trick, hand, match (B-71)")
  void lastEvents() {
    Transcript t = playMatch("biscambiggia-2p", 5, new boolean[1]);
    JsonNode v = t.ok("{\"cmd\":\"view\",\"seat\":1}");
    JsonNode events = v.get("events");
    assertEquals(4, events.size(), events::toString);
    assertEquals("played", events.get(0).get("event").textValue());
    assertEquals("trick", events.get(1).get("event").textValue());
    assertEquals("hand", events.get(2).get("event").textValue());
    assertEquals(
        Json.parse("{\"event\":\"match\",\"winner\":" + v.at("/view/winner") + "}").get(),
        events.get(3));
  }

  @Test
  @DisplayName("run: exactly one answer line per request line, flushed, until the end of input")
  void runLoop() {
    String input =
        String.join(
            "\n",
            "{\"cmd\":\"variants\"}",
            "",
            "not json",
            "{\"cmd\":\"act\",\"action\":{\"type\":\"play\",\"seat\":0,\"card\":\"AS\"}}",
            "{\"cmd\":\"new\",\"variant\":\"briscola-2p\"}",
            "   ",
            "{\"cmd\":\"view\",\"seat\":0}",
            "{\"cmd\":\"view\",\"seat\":\"0\"}");
    StringWriter out = new StringWriter();
    new Referee().run(new BufferedReader(new StringReader(input + "\n")), out);
    String[] lines = out.toString().split("\n", -1);
    assertEquals(9, lines.length, out::toString); // 8 answers and the empty rest after the last \n
    assertEquals("", lines[8]);
    boolean[] expectedOk = {true, false, false, false, true, false, true, false};
    for (int i = 0; i < 8; i++) {
      JsonNode a = Json.parse(lines[i]).get();
      assertEquals(expectedOk[i], a.get("ok").booleanValue(), lines[i]);
    }

    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream ps = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    new Referee().run(new BufferedReader(new StringReader(input)), ps);
    assertEquals(out.toString(), bytes.toString(StandardCharsets.UTF_8));
  }

  @Test
  @DisplayName("B-6 B-68: the variants listing of the 32 ids, options with defaults, deck N")
  void variants() {
    Transcript t = new Transcript();
    String answer = t.referee.handle("{\"cmd\":\"variants\"}");
    // B-6 catalog order, names and players; deck N under default options (B-9: 39 with
    // removedCard 2S, 36 without the four 2s, 78 and 80 with two decks); the options each id
    // lists in B-68, in the table's order, with their defaults.
    String handsToWin2 = "\"options\":{\"dealer\":0,\"handsToWin\":2}";
    String removed3 = "\"options\":{\"dealer\":0,\"removedCard\":\"2S\",\"handsToWin\":3}";
    String handsToWin3 = "\"options\":{\"dealer\":0,\"handsToWin\":3}";
    String chiamata = "\"options\":{\"dealer\":0,\"firstLead\":\"eldest\",\"deals\":5}";
    String bisca2 = "\"options\":{\"dealer\":0,\"scale\":\"single\",\"ranks\":\"portuguese\"}";
    String ranksOnly = "\"options\":{\"dealer\":0,\"ranks\":\"portuguese\"}";
    List<String> entries =
        List.of(
            "{\"id\":\"briscola-2p\",\"name\":\"Briscola (2 players)\",\"players\":2,\"deck\":40,"
                + handsToWin2
                + "}",
            "{\"id\":\"briscola-3p\",\"name\":\"Briscola (3 players)\",\"players\":3,\"deck\":39,"
                + removed3
                + "}",
            "{\"id\":\"briscola-4p\",\"name\":\"Briscola (4 players)\",\"players\":4,\"deck\":40,"
                + handsToWin3
                + "}",
            "{\"id\":\"briscola-6p\",\"name\":\"Briscola (6 players)\",\"players\":6,\"deck\":36,"
                + handsToWin3
                + "}",
            "{\"id\":\"biscambiggia-2p\",\"name\":\"Biscambiggia (2 players)\",\"players\":2,"
                + "\"deck\":40,"
                + handsToWin2
                + "}",
            "{\"id\":\"biscambiggia-3p\",\"name\":\"Biscambiggia (3 players)\",\"players\":3,"
                + "\"deck\":39,"
                + removed3
                + "}",
            "{\"id\":\"biscambiggia-4p\",\"name\":\"Biscambiggia (4 players)\",\"players\":4,"
                + "\"deck\":40,"
                + handsToWin3
                + "}",
            "{\"id\":\"biscambiggia-6p\",\"name\":\"Biscambiggia (6 players)\",\"players\":6,"
                + "\"deck\":36,"
                + handsToWin3
                + "}",
            "{\"id\":\"briscola-chiamata-5p\",\"name\":\"Briscola chiamata\",\"players\":5,"
                + "\"deck\":40,"
                + chiamata
                + "}",
            "{\"id\":\"biscambiggia-chiamata-5p\",\"name\":\"Biscambiggia chiamata\",\"players\":5,"
                + "\"deck\":40,"
                + chiamata
                + "}",
            "{\"id\":\"bisca-2p\",\"name\":\"Bisca dos Três (2 players)\",\"players\":2,"
                + "\"deck\":40,"
                + bisca2
                + "}",
            "{\"id\":\"bisca-dos-sete-2p\",\"name\":\"Bisca dos Sete (2 players)\",\"players\":2,"
                + "\"deck\":40,"
                + bisca2
                + "}",
            "{\"id\":\"bisca-dos-nove-2p\",\"name\":\"Bisca dos Nove (2 players)\",\"players\":2,"
                + "\"deck\":40,"
                + bisca2
                + "}",
            "{\"id\":\"bisca-3p\",\"name\":\"Bisca (3 players)\",\"players\":3,\"deck\":39,"
                + "\"options\":{\"dealer\":0,\"removedCard\":\"2S\",\"scale\":\"single\","
                + "\"ranks\":\"portuguese\",\"handSize\":3}}",
            "{\"id\":\"bisca-4p\",\"name\":\"Bisca (4 players)\",\"players\":4,\"deck\":40,"
                + "\"options\":{\"dealer\":0,\"scale\":\"single\",\"ranks\":\"portuguese\","
                + "\"handSize\":3,\"teams\":\"pairs\"}}",
            "{\"id\":\"bisca-6p\",\"name\":\"Bisca (6 players, two decks)\",\"players\":6,"
                + "\"deck\":78,"
                + ranksOnly
                + "}",
            "{\"id\":\"bisca-8p\",\"name\":\"Bisca (8 players, two decks)\",\"players\":8,"
                + "\"deck\":80,"
                + ranksOnly
                + "}",
            "{\"id\":\"sueca-4p\",\"name\":\"Sueca\",\"players\":4,\"deck\":40," + ranksOnly + "}",
            // tombolon.md T-1 and §10: decks of 40 and 52, targets 31 and 51.
            "{\"id\":\"tombolon-rovigo-2p\",\"name\":\"Tombolon (Rovigo, 2 players)\","
                + "\"players\":2,\"deck\":40,\"options\":{\"dealer\":0,\"target\":31}}",
            "{\"id\":\"tombolon-rovigo-4p\",\"name\":\"Tombolon (Rovigo, 4 players)\","
                + "\"players\":4,\"deck\":40,\"options\":{\"dealer\":0,\"target\":31}}",
            "{\"id\":\"tombolon-padova-2p\",\"name\":\"Tombolon (Padova, 2 players)\","
                + "\"players\":2,\"deck\":52,\"options\":{\"dealer\":0,\"target\":51,"
                + "\"padova2pSchedule\":\"4-4-4-4-4-4\"}}",
            "{\"id\":\"tombolon-padova-4p\",\"name\":\"Tombolon (Padova, 4 players)\","
                + "\"players\":4,\"deck\":52,\"options\":{\"dealer\":0,\"target\":51}}");
    entries = new java.util.ArrayList<>(entries);
    // pitch.md P-1 and §14: 54 cards; removeJokers for 5, 8, 11, 14; remainderFill with four,
    // calledCardOnFirstTrick with five.
    for (int total : new int[] {5, 7, 8, 10, 11, 13, 14, 15, 16, 10}) {
      boolean five = entries.size() == 31;
      entries.add(
          "{\"id\":\"pitch-"
              + total
              + (five ? "-5p" : "-4p")
              + "\",\"name\":\""
              + total
              + "-Point Pitch"
              + (five ? " (5 players)" : "")
              + "\",\"players\":"
              + (five ? 5 : 4)
              + ",\"deck\":54,\"options\":{\"dealer\":0,\"dirty\":false,\"reverse\":false,"
              + "\"jokerOrder\":\"fixed\",\"madeBidScores\":\"points\",\"defendersScore\":true,"
              + "\"allPassRedeal\":false,\"minBid\":4,\"target\":52,"
              + (total == 5 || total == 8 || total == 11 || total == 14
                  ? "\"removeJokers\":false,"
                  : "")
              + "\"misdealIfPointBurned\":false,"
              + (five ? "\"calledCardOnFirstTrick\":false" : "\"remainderFill\":false")
              + "}}");
    }
    // five-hundred.md F-1, F-2 and §12.
    for (int players = 3; players <= 6; players++) {
      entries.add(fiveHundred(players, 10 * players + 3));
    }
    assertEquals(36, entries.size());
    // each entry's "cards" (the deck in canonical order) is RefereeDeckTest's, its "allowed"
    // (each option's values) VariantsCommandTest's, against what mazzo variants shows
    assertEquals(
        "{\"ok\":true,\"variants\":[" + String.join(",", entries) + "]}",
        answer
            .replaceAll(",\"cards\":\\[[^\\]]*\\]", "")
            .replaceAll(",\"allowed\":\\{(?:[^{}]|\\{[^{}]*\\})*\\}", ""));
    assertFalse(t.referee.state().isDefined());
  }

  /** A Five Hundred entry of the catalog: F-1's players and F-2's deck, §12's options. */
  private static String fiveHundred(int players, int deck) {
    return "{\"id\":\"five-hundred-"
        + players
        + "p\",\"name\":\"Five Hundred ("
        + players
        + " players)\",\"players\":"
        + players
        + ",\"deck\":"
        + deck
        + ",\"options\":{\"dealer\":0,\"biddingStyle\":\"australian\",\"misere\":true,"
        + "\"openMisereExpose\":\"after-first-trick\",\"winOnlyByContract\":true,"
        + "\"allPass\":\"redeal\",\"misereOpponentsScoreTricks\":false}}";
  }
}
