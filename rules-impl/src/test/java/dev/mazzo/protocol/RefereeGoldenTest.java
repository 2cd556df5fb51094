package dev.mazzo.protocol;

import static dev.mazzo.protocol.Transcript.dealLine;
import static dev.mazzo.protocol.Transcript.names;
import static dev.mazzo.protocol.Transcript.order;
import static dev.mazzo.protocol.Transcript.playLine;
import static dev.mazzo.protocol.Transcript.texts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Referee transcripts of the golden examples G-1, G-2 and G-4 (briscola.md §16). */
class RefereeGoldenTest {

  private static final Deck DECK = Transcript.deck("briscola-2p");

  /** The G-4 order: its nine given cards, then the other 31 in canonical order. */
  private static final Seq<Card> G4 =
      order(DECK, 0, "AS", 1, "3C", 2, "KH", 3, "7D", 4, "2S", 5, "QH", 6, "5C", 7, "JD", 8, "4H");

  private static JsonNode json(String text) {
    return Json.parse(text).get();
  }

  @Test
  @DisplayName(
      "new: a match before its first deal (B-65), SUMMARY fields in protocol.md order, the whole"
          + " deck to be dealt as its stock")
  void newMatchSummary() {
    Transcript t = new Transcript();
    JsonNode a = t.ok("{\"cmd\":\"new\",\"variant\":\"briscola-2p\"}");
    assertEquals(List.of("ok", "state"), names(a));
    JsonNode s = a.get("state");
    assertEquals(Transcript.SUMMARY_FIELDS, names(s));
    assertEquals(
        json(
            "{\"variant\":\"briscola-2p\",\"phase\":\"deal\",\"toAct\":\"chance\",\"dealer\":0,"
                + "\"hand\":1,\"trump\":null,\"trumpCard\":null,\"hands\":[[],[]],\"stock\":"
                + Transcript.codes(DECK.cards())
                + ",\"table\":[],\"captured\":[[],[]],\"sides\":[[0],[1]],\"score\":[0,0],"
                + "\"results\":[],\"winner\":null,\"legal\":[]}"),
        s);
    assertEquals(
        1,
        t.ok("{\"cmd\":\"new\",\"variant\":\"briscola-2p\",\"options\":{\"dealer\":1}}")
            .at("/state/dealer")
            .intValue());
  }

  @Test
  @DisplayName("G-4 B-13 B-14 B-19: full SUMMARY after the deal, field by field")
  void g4Summary() {
    Transcript t = new Transcript();
    t.ok("{\"cmd\":\"new\",\"variant\":\"briscola-2p\",\"options\":{\"dealer\":0}}");
    JsonNode a = t.ok(dealLine(G4));
    assertEquals(List.of("ok", "events", "state"), names(a));
    assertEquals(
        json("[{\"event\":\"dealt\",\"dealer\":0,\"trumpCard\":\"5C\"}]"), a.get("events"));
    JsonNode s = a.get("state");
    assertEquals(Transcript.SUMMARY_FIELDS, names(s));
    assertEquals("briscola-2p", s.get("variant").textValue());
    assertEquals("play", s.get("phase").textValue());
    assertEquals(1, s.get("toAct").intValue());
    assertTrue(s.get("toAct").isInt());
    assertEquals(0, s.get("dealer").intValue());
    assertEquals(1, s.get("hand").intValue());
    assertEquals("C", s.get("trump").textValue());
    assertEquals("5C", s.get("trumpCard").textValue());
    assertEquals(json("[[\"QH\",\"7D\",\"3C\"],[\"KH\",\"AS\",\"2S\"]]"), s.get("hands"));
    JsonNode stock = s.get("stock");
    assertEquals(34, stock.size());
    assertEquals("JD", stock.get(0).textValue());
    assertEquals("4H", stock.get(1).textValue());
    assertEquals("5C", stock.get(33).textValue());
    List<String> expectedStock = new ArrayList<>();
    for (int i = 7; i < 40; i++) {
      expectedStock.add(G4.get(i).code());
    }
    expectedStock.add("5C");
    assertEquals(expectedStock, texts(stock));
    assertEquals(json("[]"), s.get("table"));
    assertEquals(json("[[],[]]"), s.get("captured"));
    assertEquals(json("[[0],[1]]"), s.get("sides"));
    assertEquals(json("[0,0]"), s.get("score"));
    assertEquals(json("[]"), s.get("results"));
    assertTrue(s.get("winner").isNull());
    assertEquals(
        json(
            "[{\"type\":\"play\",\"seat\":1,\"card\":\"KH\"},"
                + "{\"type\":\"play\",\"seat\":1,\"card\":\"AS\"},"
                + "{\"type\":\"play\",\"seat\":1,\"card\":\"2S\"}]"),
        s.get("legal"));
    assertEquals(List.of("type", "seat", "card"), names(s.get("legal").get(0)));
  }

  @Test
  @DisplayName("G-4 B-70: seat 0's VIEW, field by field; seat 1's VIEW lists its legal plays")
  void g4View() {
    Transcript t = new Transcript();
    t.ok("{\"cmd\":\"new\",\"variant\":\"briscola-2p\"}");
    t.ok(dealLine(G4));
    JsonNode a = t.ok("{\"cmd\":\"view\",\"seat\":0}");
    assertEquals(List.of("ok", "view", "events"), names(a));
    JsonNode v = a.get("view");
    assertEquals(Transcript.SUMMARY_FIELDS, names(v));
    assertEquals(
        json(
            "{\"variant\":\"briscola-2p\",\"phase\":\"play\",\"toAct\":1,\"dealer\":0,\"hand\":1,"
                + "\"trump\":\"C\",\"trumpCard\":\"5C\",\"hands\":[[\"QH\",\"7D\",\"3C\"],3],"
                + "\"stock\":34,\"table\":[],\"captured\":[[],[]],\"sides\":[[0],[1]],"
                + "\"score\":[0,0],\"results\":[],\"winner\":null,\"legal\":[]}"),
        v);
    assertEquals(
        json("[{\"event\":\"dealt\",\"dealer\":0,\"trumpCard\":\"5C\"}]"), a.get("events"));

    JsonNode v1 = t.ok("{\"cmd\":\"view\",\"seat\":1}").get("view");
    assertEquals(json("[3,[\"KH\",\"AS\",\"2S\"]]"), v1.get("hands"));
    assertEquals(3, v1.get("legal").size());
    assertEquals("KH", v1.at("/legal/0/card").textValue());
    // no view holds a hidden card: seat 0's view names none of seat 1's or the stock's cards
    String text = v.toString();
    for (String hidden : new String[] {"\"KH\"", "\"AS\"", "\"2S\"", "\"JD\"", "\"4H\""}) {
      assertFalse(text.contains(hidden), hidden);
    }
  }

  @Test
  @DisplayName("G-4 with dealer 1: seat 0 holds KH AS 2S and leads")
  void g4DealerOne() {
    Transcript t = new Transcript();
    t.ok("{\"cmd\":\"new\",\"variant\":\"briscola-2p\",\"options\":{\"dealer\":1}}");
    JsonNode s = t.ok(dealLine(G4)).get("state");
    assertEquals(json("[[\"KH\",\"AS\",\"2S\"],[\"QH\",\"7D\",\"3C\"]]"), s.get("hands"));
    assertEquals(0, s.get("toAct").intValue());
  }

  @Test
  @DisplayName("G-4: after trick 1 its winner draws JD and the other seat 4H (B-27)")
  void g4FirstDraws() {
    Transcript t = new Transcript();
    t.ok("{\"cmd\":\"new\",\"variant\":\"briscola-2p\"}");
    t.ok(dealLine(G4));
    t.ok(playLine(1, "2S"));
    JsonNode a = t.ok(playLine(0, "7D")); // 7D beats nothing of spades: seat 1 (2S led) wins
    assertEquals(
        json(
            "[{\"event\":\"played\",\"seat\":0,\"card\":\"7D\"},"
                + "{\"event\":\"trick\",\"winner\":1,\"points\":0,\"cards\":[\"2S\",\"7D\"]},"
                + "{\"event\":\"drew\",\"seat\":1,\"card\":\"JD\"},"
                + "{\"event\":\"drew\",\"seat\":0,\"card\":\"4H\"}]"),
        a.get("events"));
    assertEquals(json("[[\"4H\",\"QH\",\"3C\"],[\"KH\",\"JD\",\"AS\"]]"), a.at("/state/hands"));
    assertEquals(json("[[],[\"7D\",\"2S\"]]"), a.at("/state/captured"));
    assertEquals(32, a.at("/state/stock").size());
  }

  @Test
  @DisplayName(
      "G-1 B-24: a low trump beats a non-trump ace; then seat 0 draws order[7], seat 1 order[8]")
  void g1() {
    Seq<Card> order = order(DECK, 0, "AS", 1, "2H", 6, "KH");
    Transcript t = new Transcript();
    t.ok("{\"cmd\":\"new\",\"variant\":\"briscola-2p\",\"options\":{\"dealer\":0}}");
    JsonNode dealt = t.ok(dealLine(order)).get("state");
    assertEquals("H", dealt.get("trump").textValue());
    assertEquals("KH", dealt.get("trumpCard").textValue());
    JsonNode first = t.ok(playLine(1, "AS"));
    assertEquals(json("[{\"event\":\"played\",\"seat\":1,\"card\":\"AS\"}]"), first.get("events"));
    assertEquals(json("[{\"seat\":1,\"card\":\"AS\"}]"), first.at("/state/table"));
    assertEquals(0, first.at("/state/toAct").intValue());
    JsonNode a = t.ok(playLine(0, "2H"));
    assertEquals(
        json(
            "[{\"event\":\"played\",\"seat\":0,\"card\":\"2H\"},"
                + "{\"event\":\"trick\",\"winner\":0,\"points\":11,\"cards\":[\"AS\",\"2H\"]},"
                + "{\"event\":\"drew\",\"seat\":0,\"card\":\""
                + order.get(7).code()
                + "\"},"
                + "{\"event\":\"drew\",\"seat\":1,\"card\":\""
                + order.get(8).code()
                + "\"}]"),
        a.get("events"));
    JsonNode s = a.get("state");
    assertEquals(0, s.get("toAct").intValue());
    assertEquals(json("[]"), s.get("table"));
    assertEquals(json("[[\"2H\",\"AS\"],[]]"), s.get("captured"));
    assertTrue(texts(s.at("/hands/0")).contains(order.get(7).code()));
    assertTrue(texts(s.at("/hands/1")).contains(order.get(8).code()));
  }

  @Test
  @DisplayName("G-1 B-71: in a view, a drawn card is shown only to the seat that drew it")
  void g1DrewHiddenInView() {
    Seq<Card> order = order(DECK, 0, "AS", 1, "2H", 6, "KH");
    String c7 = order.get(7).code();
    String c8 = order.get(8).code();
    Transcript t = new Transcript();
    t.ok("{\"cmd\":\"new\",\"variant\":\"briscola-2p\"}");
    t.ok(dealLine(order));
    t.ok(playLine(1, "AS"));
    t.ok(playLine(0, "2H"));
    JsonNode v0 = t.ok("{\"cmd\":\"view\",\"seat\":0}");
    assertEquals(
        json("{\"event\":\"drew\",\"seat\":0,\"card\":\"" + c7 + "\"}"), v0.at("/events/2"));
    assertEquals(json("{\"event\":\"drew\",\"seat\":1}"), v0.at("/events/3"));
    assertEquals(List.of("event", "seat"), names(v0.at("/events/3")));
    assertFalse(v0.toString().contains("\"" + c8 + "\""), "seat 0 must not see " + c8);
    JsonNode v1 = t.ok("{\"cmd\":\"view\",\"seat\":1}");
    assertEquals(json("{\"event\":\"drew\",\"seat\":0}"), v1.at("/events/2"));
    assertEquals(
        json("{\"event\":\"drew\",\"seat\":1,\"card\":\"" + c8 + "\"}"), v1.at("/events/3"));
    assertFalse(v1.toString().contains("\"" + c7 + "\""), "seat 1 must not see " + c7);
    // captured is public in both views (B-70)
    assertEquals(json("[[\"2H\",\"AS\"],[]]"), v1.at("/view/captured"));
    assertTrue(v1.at("/view/hands/0").isInt());
    assertEquals(3, v1.at("/view/hands/0").intValue());
    assertEquals(32, v1.at("/view/stock").intValue());
  }

  @Test
  @DisplayName("G-2 B-24: a higher card of another suit loses; seat 1 draws first and acts")
  void g2() {
    Seq<Card> order = order(DECK, 0, "4C", 1, "AS", 6, "KH");
    Transcript t = new Transcript();
    t.ok("{\"cmd\":\"new\",\"variant\":\"briscola-2p\",\"options\":{\"dealer\":0}}");
    t.ok(dealLine(order));
    t.ok(playLine(1, "4C"));
    JsonNode a = t.ok(playLine(0, "AS"));
    assertEquals(
        json("{\"event\":\"trick\",\"winner\":1,\"points\":11,\"cards\":[\"4C\",\"AS\"]}"),
        a.at("/events/1"));
    assertEquals(
        json("{\"event\":\"drew\",\"seat\":1,\"card\":\"" + order.get(7).code() + "\"}"),
        a.at("/events/2"));
    assertEquals(
        json("{\"event\":\"drew\",\"seat\":0,\"card\":\"" + order.get(8).code() + "\"}"),
        a.at("/events/3"));
    assertEquals(1, a.at("/state/toAct").intValue());
    assertEquals(json("[[],[\"4C\",\"AS\"]]"), a.at("/state/captured"));
  }
}
