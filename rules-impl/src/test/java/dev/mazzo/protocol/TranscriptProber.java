package dev.mazzo.protocol;

import static dev.mazzo.protocol.TranscriptLines.act;
import static dev.mazzo.protocol.TranscriptLines.capture;
import static dev.mazzo.protocol.TranscriptLines.codes;
import static dev.mazzo.protocol.TranscriptLines.dealJson;
import static dev.mazzo.protocol.TranscriptLines.hand;
import static dev.mazzo.protocol.TranscriptLines.newLine;
import static dev.mazzo.protocol.TranscriptLines.playJson;
import static dev.mazzo.protocol.TranscriptLines.texts;
import static dev.mazzo.protocol.TranscriptLines.view;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.game.Action;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variants;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The bad lines of a match of {@link RefereeTranscripts}, each sent only when the engine refuses
 * it: before the deal, at the first turn of each phase, at any turn where a rejection not yet
 * recorded is possible (T-19, T-20, B-67), and when the match is over.
 */
final class TranscriptProber {
  final TranscriptRecorder r;
  final String id;
  final Deck deck;
  final int players;
  final boolean tombolon;
  final boolean chiamata;
  final boolean pointsAuction;
  final String notInDeck;
  final Set<String> phasesProbed = new HashSet<>();
  final Set<String> keys = new HashSet<>();

  TranscriptProber(TranscriptRecorder r, String id, Deck deck, int players) {
    this.r = r;
    this.id = id;
    this.deck = deck;
    this.players = players;
    this.tombolon = id.startsWith("tombolon-");
    this.chiamata = id.contains("chiamata");
    this.pointsAuction = id.equals("biscambiggia-chiamata-5p");
    String missing = null;
    for (String code : List.of("9S", "10H", "JK", "AS#2", "QC#2")) {
      if (missing == null && !deck.contains(Card.parse(code).get())) {
        missing = code;
      }
    }
    this.notInDeck = missing;
  }

  /** Sends an act line when the engine refuses it; returns whether it was sent. */
  boolean bad(String actLine) {
    Rejection why = dryRun(actLine);
    if (why == null) {
      System.err.println(id + ": a probe is legal here, not sent: " + actLine);
      return false;
    }
    r.refused(actLine);
    return true;
  }

  /** Sends an act line when it is refused with a rejection not seen yet in this file. */
  void seek(String actLine) {
    Rejection why = dryRun(actLine);
    if (why == null) {
      return;
    }
    String key = key(why);
    if (keys.add(key)) {
      r.comment("First " + key + ":");
      r.refused(actLine);
    }
  }

  /** The rejection the referee would answer, or null when it accepts the act. */
  Rejection dryRun(String actLine) {
    GameState s = r.referee.state().get();
    JsonNode request = Json.parse(actLine).get();
    if (request.size() != 2 || !request.has("action")) {
      return Rejection.malformed("not an act of one action");
    }
    Either<Rejection, Action> action = Json.readAction(request.get("action"), s);
    if (action.isLeft()) {
      return action.getLeft();
    }
    Either<Rejection, GameState> next = Variants.byId(id).get().game().apply(s, action.get());
    return next.isLeft() ? next.getLeft() : null;
  }

  /** A rejection's kind: its code and the first words of its message. */
  static String key(Rejection why) {
    String m = why.message();
    int colon = m.indexOf(':');
    String head = colon > 0 ? m.substring(0, colon) : m;
    String[] words = head.split(" ");
    StringBuilder b = new StringBuilder(why.code().name());
    for (int i = 0; i < Math.min(2, words.length); i++) {
      b.append(' ').append(words[i].matches("[0-9AJQKT]{1,2}[HDCS](#2)?|\\d+") ? "_" : words[i]);
    }
    if (m.contains("the card you play")) {
      b.append(" (the played card)");
    }
    return b.toString();
  }

  void afterNew(JsonNode summary) {
    r.blank();
    r.comment("Bad lines before the deal.");
    r.refused(view(players));
    r.refused(view(-1));
    r.refused("{\"cmd\":\"view\",\"seat\":\"0\"}");
    r.refused("{\"cmd\":\"view\",\"seat\":1.5}");
    r.refused("{\"cmd\":\"view\"}");
    r.refused("{\"cmd\":\"view\",\"seat\":0,\"as\":\"referee\"}");
    Seq<Card> cards = deck.cards();
    String first = cards.head().code();
    bad(act(playJson(0, first)));
    if (chiamata) {
      bad(act(bidJson(0)));
      bad(act("{\"type\":\"pass\",\"seat\":0}"));
      bad(act("{\"type\":\"call\",\"seat\":0,\"suit\":\"D\"}"));
    }
    bad(act(dealJson(cards.take(3))));
    bad(act(dealJson(cards.init().prepend(cards.head()))));
    bad(act(dealJson(cards.tail())));
    bad(
        act(
            "{\"type\":\"deal\",\"order\":"
                + codes(cards.tail().map(Card::code).prepend(notInDeck))
                + "}"));
    bad(act("{\"type\":\"deal\",\"order\":\"" + first + "\"}"));
    bad(act("{\"type\":\"deal\",\"order\":[null]}"));
    bad(act("{\"type\":\"deal\"}"));
    bad(act("{\"type\":\"deal\",\"order\":" + codes(cards.map(Card::code)) + ",\"seat\":0}"));
    r.blank();
  }

  void beforeAct(JsonNode summary) {
    String phase = summary.get("phase").textValue();
    int t = summary.get("toAct").intValue();
    if (phasesProbed.add(phase)) {
      r.blank();
      r.comment("Bad lines at the first turn of phase " + phase + ".");
      switch (phase) {
        case "play":
          firstPlay(summary, t);
          break;
        case "bid":
          firstBid(summary, t);
          break;
        case "call":
          firstCall(summary, t);
          break;
        default:
          break;
      }
      r.blank();
    }
    seekRejections(summary, phase, t);
  }

  private void firstPlay(JsonNode summary, int t) {
    int other = (t + 1) % players;
    String mine = hand(summary, t).get(0);
    List<String> others = hand(summary, other);
    String theirs = others.isEmpty() ? null : others.get(0);
    if (theirs != null) {
      bad(act(playJson(other, theirs)));
      bad(act(playJson(t, theirs)));
    }
    bad(act(playJson(t, notInDeck)));
    bad(act(playJson(t, "ZZ")));
    bad(act(playJson(t, "")));
    bad(act("{\"type\":\"play\",\"seat\":" + t + "}"));
    bad(act("{\"type\":\"play\",\"seat\":" + t + ",\"card\":7}"));
    bad(act("{\"type\":\"play\",\"seat\":" + t + ",\"card\":null}"));
    bad(act(playJson(players, mine)));
    bad(act(playJson(-1, mine)));
    bad(act("{\"type\":\"play\",\"seat\":\"" + t + "\",\"card\":\"" + mine + "\"}"));
    bad(act("{\"type\":\"play\",\"card\":\"" + mine + "\"}"));
    bad(act("{\"type\":\"play\",\"seat\":" + t + ",\"card\":\"" + mine + "\",\"face\":\"up\"}"));
    bad("{\"cmd\":\"act\",\"action\":\"play\"}");
    bad("{\"cmd\":\"act\",\"action\":null}");
    bad("{\"cmd\":\"act\",\"action\":[]}");
    bad("{\"cmd\":\"act\"}");
    bad("{\"cmd\":\"act\",\"action\":" + playJson(t, mine) + ",\"seat\":" + t + "}");
    bad(act("{\"seat\":" + t + ",\"card\":\"" + mine + "\"}"));
    bad(act("{\"type\":1,\"seat\":" + t + ",\"card\":\"" + mine + "\"}"));
    bad(act("{\"type\":\"discard\",\"seat\":" + t + ",\"card\":\"" + mine + "\"}"));
    bad(act("{\"type\":\"PLAY\",\"seat\":" + t + ",\"card\":\"" + mine + "\"}"));
    bad(act(dealJson(deck.cards())));
    if (!tombolon) {
      bad(act("{\"type\":\"play\",\"seat\":" + t + ",\"card\":\"" + mine + "\",\"capture\":[]}"));
    } else {
      bad(act("{\"type\":\"play\",\"seat\":" + t + ",\"card\":\"" + mine + "\",\"capture\":7}"));
      bad(act("{\"type\":\"play\",\"seat\":" + t + ",\"card\":\"" + mine + "\",\"capture\":null}"));
      bad(
          act(
              "{\"type\":\"play\",\"seat\":"
                  + t
                  + ",\"card\":\""
                  + mine
                  + "\",\"capture\":[\""
                  + notInDeck
                  + "\"]}"));
    }
    if (!chiamata) {
      bad(act(bidJson(t)));
      bad(act("{\"type\":\"bid\",\"seat\":" + t + ",\"points\":70}"));
      bad(act("{\"type\":\"pass\",\"seat\":" + t + "}"));
      bad(act("{\"type\":\"call\",\"seat\":" + t + ",\"suit\":\"D\"}"));
    } else {
      bad(act(bidJson(t)));
      bad(act("{\"type\":\"pass\",\"seat\":" + t + "}"));
      bad(act("{\"type\":\"call\",\"seat\":" + t + ",\"suit\":\"D\"}"));
      bad(act("{\"type\":\"call\",\"seat\":" + t + ",\"card\":\"AC\"}"));
    }
  }

  /** A well-formed bid of the variant: A in the rank auction, 70 points in the points one. */
  String bidJson(int seat) {
    return pointsAuction
        ? "{\"type\":\"bid\",\"seat\":" + seat + ",\"points\":70}"
        : "{\"type\":\"bid\",\"seat\":" + seat + ",\"rank\":\"A\"}";
  }

  private void firstBid(JsonNode summary, int t) {
    int other = (t + 1) % players;
    bad(act(bidJson(other)));
    bad(act("{\"type\":\"pass\",\"seat\":" + other + "}"));
    bad(act("{\"type\":\"pass\",\"seat\":" + players + "}"));
    bad(act("{\"type\":\"pass\",\"seat\":" + t + ",\"rank\":\"K\"}"));
    bad(act("{\"type\":\"pass\"}"));
    String seat = "{\"type\":\"bid\",\"seat\":" + t;
    bad(act(seat + ",\"points\":121}"));
    bad(act(seat + ",\"points\":1000000000000000000000}"));
    bad(act(seat + ",\"points\":70.5}"));
    bad(act(seat + ",\"points\":\"70\"}"));
    bad(act(seat + ",\"points\":60}"));
    bad(act(seat + ",\"points\":-1000000000000000000000}"));
    bad(act(seat + ",\"rank\":\"X\"}"));
    bad(act(seat + ",\"rank\":\"9\"}"));
    bad(act(seat + ",\"rank\":9}"));
    bad(act(seat + ",\"rank\":\"K\",\"points\":70}"));
    bad(act(seat + ",\"rank\":\"2\",\"points\":60}"));
    bad(act(seat + ",\"rank\":\"2\",\"points\":70}"));
    bad(act(seat + "}"));
    bad(act(seat + ",\"rank\":\"K\",\"suit\":\"D\"}"));
    bad(act("{\"type\":\"bid\",\"seat\":" + players + ",\"rank\":\"K\",\"points\":70}"));
    bad(act(playJson(t, hand(summary, t).get(0))));
    bad(act("{\"type\":\"call\",\"seat\":" + t + ",\"suit\":\"D\"}"));
    bad(act(dealJson(deck.cards())));
    bad(act("{\"type\":\"play\",\"seat\":" + t + ",\"card\":\"AS\",\"capture\":[]}"));
  }

  private void firstCall(JsonNode summary, int t) {
    int other = (t + 1) % players;
    String seat = "{\"type\":\"call\",\"seat\":" + t;
    bad(act("{\"type\":\"call\",\"seat\":" + other + ",\"suit\":\"D\"}"));
    bad(act("{\"type\":\"call\",\"seat\":" + other + ",\"card\":\"AC\"}"));
    bad(act(seat + ",\"suit\":\"NT\"}"));
    bad(act(seat + ",\"suit\":\"nt\"}"));
    bad(act(seat + ",\"suit\":\"D\"}"));
    bad(act(seat + ",\"suit\":\"h\"}"));
    bad(act(seat + ",\"card\":\"AC\"}"));
    bad(act(seat + ",\"suit\":\"X\"}"));
    bad(act(seat + ",\"suit\":3}"));
    bad(act(seat + ",\"suit\":\"D\",\"card\":\"AC\"}"));
    bad(act(seat + "}"));
    bad(act(seat + ",\"card\":\"" + notInDeck + "\"}"));
    bad(act(seat + ",\"card\":\"ZZ\"}"));
    bad(act(seat + ",\"suit\":\"D\",\"rank\":\"A\"}"));
    bad(act(bidJson(t)));
    bad(act("{\"type\":\"pass\",\"seat\":" + t + "}"));
    bad(act(playJson(t, hand(summary, t).get(0))));
  }

  /** Candidate bad actions for the current turn; the first of each new rejection is sent. */
  private void seekRejections(JsonNode summary, String phase, int t) {
    List<String> legal = new ArrayList<>();
    summary.get("legal").forEach(a -> legal.add(Json.write(a)));
    if (phase.equals("play") && !tombolon) {
      for (String c : hand(summary, t)) {
        seek(act(playJson(t, c)));
      }
    } else if (phase.equals("play")) {
      seekCaptures(summary, t);
    } else if (phase.equals("bid")) {
      JsonNode passed = summary.at("/auction/passed");
      for (JsonNode p : passed) {
        seek(act(bidJson(p.intValue())));
        seek(act("{\"type\":\"pass\",\"seat\":" + p.intValue() + "}"));
      }
      String seat = "{\"type\":\"bid\",\"seat\":" + t;
      if (pointsAuction) {
        for (int p : new int[] {60, 61, 70, 80, 90, 100, 110, 120}) {
          seek(act(seat + ",\"points\":" + p + "}"));
        }
      } else {
        for (String rank : List.of("2", "4", "5", "6", "7", "J", "Q", "K", "3", "A")) {
          seek(act(seat + ",\"rank\":\"" + rank + "\"}"));
        }
        for (int p : new int[] {60, 61, 70, 80, 90, 100, 110, 120}) {
          seek(act(seat + ",\"rank\":\"2\",\"points\":" + p + "}"));
        }
      }
    } else if (phase.equals("call")) {
      seek(act("{\"type\":\"call\",\"seat\":" + t + ",\"suit\":\"NT\"}"));
      seek(act("{\"type\":\"call\",\"seat\":" + t + ",\"suit\":\"D\"}"));
      seek(act("{\"type\":\"call\",\"seat\":" + t + ",\"card\":\"AC\"}"));
    }
  }

  /** Tombolon: captures of every kind the engine refuses (T-19, T-20). */
  private void seekCaptures(JsonNode summary, int t) {
    List<String> table = texts(summary.get("table"));
    List<String> hand = hand(summary, t);
    List<String> elsewhere = new ArrayList<>(texts(summary.get("stock")));
    for (int p = 0; p < players; p++) {
      if (p != t) {
        elsewhere.addAll(hand(summary, p));
      }
    }
    for (String c : hand) {
      seek(capture(t, c, List.of()));
      seek(capture(t, c, List.of(c)));
      if (!elsewhere.isEmpty()) {
        seek(capture(t, c, List.of(elsewhere.get(0))));
      }
      for (int i = 0; i < table.size(); i++) {
        seek(capture(t, c, List.of(table.get(i))));
        seek(capture(t, c, List.of(table.get(i), table.get(i))));
        for (int j = i + 1; j < table.size(); j++) {
          seek(capture(t, c, List.of(table.get(i), table.get(j))));
        }
      }
      seek(capture(t, c, table));
    }
  }

  void atEnd(JsonNode summary) {
    r.blank();
    r.comment("Bad lines when the match is over.");
    String first = deck.cards().head().code();
    bad(act(playJson(0, first)));
    bad(act(dealJson(deck.cards())));
    if (chiamata) {
      bad(act(bidJson(0)));
      bad(act("{\"type\":\"pass\",\"seat\":0}"));
      bad(act("{\"type\":\"call\",\"seat\":0,\"suit\":\"D\"}"));
    }
    if (tombolon) {
      bad(act("{\"type\":\"play\",\"seat\":0,\"card\":\"" + first + "\",\"capture\":[]}"));
    }
    bad(act(playJson(players, first)));
    bad(act("{\"type\":\"discard\",\"seat\":0}"));
    r.refused(view(players));
    r.refused(view(-1));
    r.comment("A refused new keeps the match that is over:");
    r.refused(newLine(id, "{\"dealer\":" + players + "}"));
    r.ok(view(0));
  }
}
