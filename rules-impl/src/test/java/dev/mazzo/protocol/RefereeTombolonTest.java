package dev.mazzo.protocol;

import static dev.mazzo.protocol.TombolonTranscript.ROVIGO;
import static dev.mazzo.protocol.TombolonTranscript.SUMMARY_FIELDS;
import static dev.mazzo.protocol.TombolonTranscript.act;
import static dev.mazzo.protocol.TombolonTranscript.json;
import static dev.mazzo.protocol.Transcript.dealLine;
import static dev.mazzo.protocol.Transcript.names;
import static dev.mazzo.protocol.Transcript.order;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Shuffle;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Referee transcripts of Tombolon (tombolon.md §5, §9): the golden examples G-3 and G-6 — the legal
 * plays as JSON, the rejections with their codes and reasons, captures (T-12, T-15, T-16, T-19 …
 * T-21, T-34) — and a VIEW (T-33). Whole matches and the options are {@link
 * RefereeTombolonMatchTest}'s.
 */
class RefereeTombolonTest {

  private static final Deck DECK = Transcript.deck(ROVIGO);

  private static String play(int seat, String card, String capture) {
    return act(
        "{\"type\":\"play\",\"seat\":"
            + seat
            + ",\"card\":\""
            + card
            + "\""
            + (capture == null ? "" : ",\"capture\":" + capture)
            + "}");
  }

  /**
   * G-3 by real play: dealer 1, so seat 0 (eldest) gets order[0, 2, 4, 6] = 4H 7D KD QS and seat 1
   * gets QC first; the table is 2H 5C 7C AS. Seat 0 lays QS and seat 1 takes it with QC: seat 0 is
   * to act with 4H 7D KD on 2H 5C 7C AS.
   */
  private static Transcript g3() {
    Transcript t = new Transcript();
    t.ok("{\"cmd\":\"new\",\"variant\":\"" + ROVIGO + "\",\"options\":{\"dealer\":1}}");
    Seq<Card> order =
        order(
            DECK, 0, "4H", 2, "7D", 4, "KD", 6, "QS", 1, "QC", 8, "2H", 9, "5C", 10, "7C", 11,
            "AS");
    JsonNode dealt = t.ok(dealLine(order));
    assertEquals(
        json(
            "[{\"event\":\"dealt\",\"dealer\":1,\"distribution\":1},"
                + "{\"event\":\"table\",\"cards\":[\"2H\",\"5C\",\"7C\",\"AS\"]}]"),
        dealt.get("events"));
    JsonNode s = dealt.get("state");
    assertEquals(SUMMARY_FIELDS, names(s));
    assertEquals(json("[\"2H\",\"5C\",\"7C\",\"AS\"]"), s.get("table"), "T-32 table as codes");
    assertEquals(order.last().code(), s.get("stockBottom").textValue());
    assertEquals(0, s.get("eldest").intValue());
    assertTrue(s.get("lastTaker").isNull());
    assertEquals(json("[0,0]"), s.get("secured"));
    assertTrue(s.get("trump").isNull() && s.get("trumpCard").isNull());
    assertEquals(28, s.get("stock").size());
    JsonNode a = t.ok(play(0, "QS", "[]"));
    assertEquals(
        json("[{\"event\":\"played\",\"seat\":0,\"card\":\"QS\",\"capture\":[]}]"),
        a.get("events"));
    a = t.ok(play(1, "QC", "[\"QS\"]"));
    assertEquals(
        json("[{\"event\":\"played\",\"seat\":1,\"card\":\"QC\",\"capture\":[\"QS\"]}]"),
        a.get("events"));
    assertEquals(json("[\"2H\",\"5C\",\"7C\",\"AS\"]"), a.at("/state/table"));
    assertEquals(1, a.at("/state/lastTaker").intValue());
    return t;
  }

  @Test
  @DisplayName("G-3 T-21: the four legal plays, as JSON, in order")
  void g3Legal() {
    Transcript t = g3();
    JsonNode s = t.ok("{\"cmd\":\"view\",\"seat\":0}").get("view");
    assertEquals(
        json(
            "[{\"type\":\"play\",\"seat\":0,\"card\":\"4H\",\"capture\":[]},"
                + "{\"type\":\"play\",\"seat\":0,\"card\":\"7D\",\"capture\":[\"7C\"]},"
                + "{\"type\":\"play\",\"seat\":0,\"card\":\"7D\",\"capture\":[\"2H\",\"5C\"]},"
                + "{\"type\":\"play\",\"seat\":0,\"card\":\"KD\",\"capture\":[]}]"),
        s.get("legal"));
    assertEquals(json(t.summary()).get("legal"), s.get("legal"));
  }

  @Test
  @DisplayName("G-3 T-19 T-20: the rejections with their codes and reasons; the state is unchanged")
  void g3Rejections() {
    Transcript t = g3();
    String before = t.summary();
    assertEquals(
        "must capture: 7D must take something here: 7C, or 2H+5C",
        t.rejected(play(0, "7D", "[]"), "ILLEGAL_CAPTURE").at("/error/message").textValue());
    assertEquals(
        "must capture: 7D must take something here: 7C, or 2H+5C",
        t.rejected(play(0, "7D", null), "ILLEGAL_CAPTURE").at("/error/message").textValue(),
        "§5 an absent capture means []");
    assertTrue(
        t.rejected(play(0, "7D", "[\"2H\",\"5C\",\"7C\"]"), "ILLEGAL_CAPTURE")
            .at("/error/message")
            .textValue()
            .startsWith("wrong sum: "));
    assertTrue(
        t.rejected(play(0, "7D", "[\"AS\",\"2H\",\"5C\"]"), "ILLEGAL_CAPTURE")
            .at("/error/message")
            .textValue()
            .startsWith("wrong sum: "));
    t.rejected(play(0, "7D", "[\"8C\"]"), "MALFORMED");
    t.rejected(play(0, "7D", "[\"2H\",\"2h\"]"), "MALFORMED");
    t.rejected(play(0, "7D", "\"7C\""), "MALFORMED");
    t.rejected(play(0, "8D", "[]"), "MALFORMED");
    t.rejected(
        act("{\"type\":\"play\",\"seat\":0,\"card\":\"7D\",\"capture\":[],\"x\":1}"), "MALFORMED");
    t.rejected(act("{\"type\":\"pass\",\"seat\":0}"), "MALFORMED");
    t.rejected(play(1, "7D", "[\"7C\"]"), "NOT_YOUR_TURN");
    t.rejected(play(0, "QD", "[]"), "CARD_NOT_IN_HAND");
    t.rejected(play(0, "KD", "[\"7C\"]"), "ILLEGAL_CAPTURE");
    assertTrue(
        t.rejected(play(0, "7D", "[\"7D\"]"), "ILLEGAL_CAPTURE")
            .at("/error/message")
            .textValue()
            .startsWith("not on table: "));
    t.rejected(dealLine(Shuffle.seeded(1).order(DECK)), "WRONG_PHASE");
    assertEquals(before, t.summary(), "rejections leave the match unchanged");
    // laying 4H is legal although 7D could capture
    JsonNode a = t.ok(play(0, "4H", null));
    assertEquals(json("[\"2H\",\"5C\",\"7C\",\"AS\",\"4H\"]"), a.at("/state/table"));
  }

  @Test
  @DisplayName("G-3 T-15 T-16 T-34: 7D takes 5C and 2H (any order): played, no Scopa, no Colore")
  void g3Capture() {
    Transcript t = g3();
    JsonNode a = t.ok(play(0, "7D", "[\"5C\",\"2H\"]"));
    assertEquals(
        json("[{\"event\":\"played\",\"seat\":0,\"card\":\"7D\",\"capture\":[\"2H\",\"5C\"]}]"),
        a.get("events"));
    assertEquals(json("[\"7C\",\"AS\"]"), a.at("/state/table"));
    assertEquals(json("[[\"2H\",\"7D\",\"5C\"],[\"QC\",\"QS\"]]"), a.at("/state/captured"));
    assertEquals(0, a.at("/state/lastTaker").intValue());
  }

  /**
   * A match whose first table is {@code table} and seat 0 (eldest, dealer 1) holds {@code hand}.
   */
  private static Transcript dealt(String hand, String table) {
    Transcript t = new Transcript();
    t.ok("{\"cmd\":\"new\",\"variant\":\"" + ROVIGO + "\",\"options\":{\"dealer\":1}}");
    List<Object> placed = new ArrayList<>();
    String[] h = hand.split(" ");
    for (int i = 0; i < h.length; i++) {
      placed.add(2 * i);
      placed.add(h[i]);
    }
    String[] tb = table.split(" ");
    for (int i = 0; i < tb.length; i++) {
      placed.add(8 + i);
      placed.add(tb[i]);
    }
    t.ok(dealLine(order(DECK, placed.toArray())));
    return t;
  }

  private static List<JsonNode> legalOf(Transcript t, String card) {
    List<JsonNode> out = new ArrayList<>();
    for (JsonNode a : json(t.summary()).get("legal")) {
      if (card.equals(a.get("card").textValue())) {
        out.add(a);
      }
    }
    return out;
  }

  @Test
  @DisplayName(
      "G-6 T-12 T-20: figures take only their own rank; numerals never a figure; an ace only an ace")
  void g6Figures() {
    Transcript queen = dealt("QH 7D AH 5H", "QC 4D KS 6C");
    assertEquals(
        List.of(json("{\"type\":\"play\",\"seat\":0,\"card\":\"QH\",\"capture\":[\"QC\"]}")),
        legalOf(queen, "QH"));
    assertTrue(
        queen
            .rejected(play(0, "QH", "[\"4D\"]"), "ILLEGAL_CAPTURE")
            .at("/error/message")
            .textValue()
            .startsWith("figure takes only the same figure: "));

    Transcript seven = dealt("QH 7D AH 5H", "JC 3D 4S KH");
    assertEquals(
        List.of(json("{\"type\":\"play\",\"seat\":0,\"card\":\"7D\",\"capture\":[\"3D\",\"4S\"]}")),
        legalOf(seven, "7D"));
    assertTrue(
        seven
            .rejected(play(0, "7D", "[\"JC\"]"), "ILLEGAL_CAPTURE")
            .at("/error/message")
            .textValue()
            .startsWith("numeral cannot take a figure: "));

    Transcript ace = dealt("QH 7D AH 5H", "AC 2D JH KS");
    assertEquals(
        List.of(json("{\"type\":\"play\",\"seat\":0,\"card\":\"AH\",\"capture\":[\"AC\"]}")),
        legalOf(ace, "AH"));
    assertTrue(
        ace.rejected(play(0, "AH", "[\"2D\"]"), "ILLEGAL_CAPTURE")
            .at("/error/message")
            .textValue()
            .startsWith("wrong value: "));
  }

  @Test
  @DisplayName(
      "T-33: a VIEW shows the own hand, counts for the other hand and the stock, and the public fields")
  void view() {
    Transcript t = g3();
    JsonNode a = t.ok("{\"cmd\":\"view\",\"seat\":1}");
    JsonNode v = a.get("view");
    assertEquals(SUMMARY_FIELDS, names(v));
    JsonNode s = json(t.summary());
    assertEquals(3, v.at("/hands/0").intValue());
    assertEquals(s.at("/hands/1"), v.at("/hands/1"));
    assertEquals(28, v.get("stock").intValue());
    for (String f :
        List.of(
            "table",
            "captured",
            "stockBottom",
            "eldest",
            "lastTaker",
            "secured",
            "score",
            "sides",
            "results",
            "winner",
            "phase",
            "toAct",
            "dealer",
            "hand")) {
      assertEquals(s.get(f), v.get(f), f);
    }
    assertEquals(json("[]"), v.get("legal"));
    assertEquals(
        json("[{\"event\":\"played\",\"seat\":1,\"card\":\"QC\",\"capture\":[\"QS\"]}]"),
        a.get("events"));
  }
}
