package dev.mazzo.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.GameState;
import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Writes the baseline referee transcripts of {@link RefereeTranscriptTest}: for one variant id, a
 * conversation with one fresh {@link Referee}, each request line ({@code > }) followed by its
 * answer line ({@code < }), {@code #} lines being comments.
 *
 * <p>Everything is seeded, so the same engine writes the same files. The requests are chosen from
 * the answers (a SUMMARY's {@code legal} list) and, for the bad lines, from the match's deck and
 * hands; a bad line is sent only when the engine rejects it, so that it never changes the match.
 */
final class RefereeTranscripts {

  /** The regeneration command, for the files' headers. */
  static final String REGENERATE =
      "mvn -B -o test -pl rules-api,rules-impl -Dtest=RefereeTranscriptTest"
          + " -Dsurefire.failIfNoSpecifiedTests=false -Djacoco.skip -Dspotless.check.skip"
          + " -D"
          + RefereeTranscriptTest.UPDATE
          + "=true";

  /** The seed of the first match (default options). */
  static final long SEED_DEFAULT = 1;

  /** The seed of the second match (the options of {@link #SECOND_MATCH}). */
  static final long SEED_OPTIONS = 2;

  /**
   * The options of the second, shorter match per id: a non-default dealer and the variant's
   * interesting options (one hand to win, a short target, other card orders and scales).
   */
  static final Map<String, String> SECOND_MATCH = new LinkedHashMap<>();

  static {
    SECOND_MATCH.put("briscola-2p", "{\"dealer\":1,\"handsToWin\":1}");
    SECOND_MATCH.put("briscola-3p", "{\"dealer\":2,\"removedCard\":\"2H\",\"handsToWin\":1}");
    SECOND_MATCH.put("briscola-4p", "{\"dealer\":3,\"handsToWin\":1}");
    SECOND_MATCH.put("briscola-6p", "{\"dealer\":5,\"handsToWin\":1}");
    SECOND_MATCH.put("biscambiggia-2p", "{\"dealer\":1,\"handsToWin\":1}");
    SECOND_MATCH.put("biscambiggia-3p", "{\"dealer\":1,\"removedCard\":\"2D\",\"handsToWin\":1}");
    SECOND_MATCH.put("biscambiggia-4p", "{\"dealer\":2,\"handsToWin\":1}");
    SECOND_MATCH.put("biscambiggia-6p", "{\"dealer\":4,\"handsToWin\":1}");
    SECOND_MATCH.put("briscola-chiamata-5p", "{\"dealer\":4,\"firstLead\":\"caller\",\"deals\":1}");
    SECOND_MATCH.put(
        "biscambiggia-chiamata-5p", "{\"dealer\":3,\"firstLead\":\"caller\",\"deals\":1}");
    SECOND_MATCH.put("bisca-2p", "{\"dealer\":1,\"scale\":\"sueca\",\"ranks\":\"queen-high\"}");
    SECOND_MATCH.put("bisca-dos-sete-2p", "{\"dealer\":1,\"scale\":\"sueca\",\"ranks\":\"ten\"}");
    SECOND_MATCH.put(
        "bisca-dos-nove-2p", "{\"dealer\":1,\"scale\":\"sueca\",\"ranks\":\"queen-high\"}");
    SECOND_MATCH.put(
        "bisca-3p",
        "{\"dealer\":2,\"removedCard\":\"2C\",\"scale\":\"sueca\",\"ranks\":\"ten\","
            + "\"handSize\":7}");
    SECOND_MATCH.put(
        "bisca-4p",
        "{\"dealer\":3,\"scale\":\"sueca\",\"ranks\":\"queen-high\",\"handSize\":9,"
            + "\"teams\":\"none\"}");
    SECOND_MATCH.put("bisca-6p", "{\"dealer\":5,\"ranks\":\"ten\"}");
    SECOND_MATCH.put("bisca-8p", "{\"dealer\":7,\"ranks\":\"queen-high\"}");
    SECOND_MATCH.put("sueca-4p", "{\"dealer\":3,\"ranks\":\"ten\"}");
    SECOND_MATCH.put("tombolon-rovigo-2p", "{\"dealer\":1,\"target\":11}");
    SECOND_MATCH.put("tombolon-rovigo-4p", "{\"dealer\":3,\"target\":11}");
    SECOND_MATCH.put(
        "tombolon-padova-2p", "{\"dealer\":1,\"target\":21,\"padova2pSchedule\":\"4-4-4-6-6\"}");
    SECOND_MATCH.put("tombolon-padova-4p", "{\"dealer\":3,\"target\":21}");
  }

  /**
   * The options of the first match of the ids whose default match is very long (a Padova match to
   * 51 lasts eight or nine deals, 1.5 MB of transcript): a shorter target. Every other id plays its
   * first match with the default options.
   */
  static final Map<String, String> FIRST_MATCH =
      Map.of("tombolon-padova-2p", "{\"target\":31}", "tombolon-padova-4p", "{\"target\":31}");

  private RefereeTranscripts() {}

  // ------------------------------------------------------------------ recording

  /** One conversation: the referee and the text of the transcript so far. */
  static final class Recorder {
    final Referee referee = new Referee();
    final StringBuilder text = new StringBuilder();

    void comment(String line) {
      text.append("# ").append(line).append('\n');
    }

    void blank() {
      text.append('\n');
    }

    /** A comment paragraph, wrapped at 100 characters. */
    void paragraph(String words) {
      StringBuilder line = new StringBuilder();
      for (String w : words.split(" ")) {
        if (line.length() > 0 && line.length() + 1 + w.length() > 98) {
          comment(line.toString());
          line.setLength(0);
        }
        line.append(line.length() == 0 ? "" : " ").append(w);
      }
      if (line.length() > 0) {
        comment(line.toString());
      }
    }

    /** Sends a request, records it and its answer, and returns the parsed answer. */
    JsonNode send(String request) {
      if (request.contains("\n") || request.contains("\r")) {
        throw new IllegalArgumentException("a request is one line: " + request);
      }
      String answer = referee.handle(request);
      text.append("> ").append(request).append('\n');
      text.append("< ").append(answer).append('\n');
      return Json.parse(answer).get();
    }

    /** Sends a request that must be accepted. */
    JsonNode ok(String request) {
      JsonNode a = send(request);
      if (!a.path("ok").booleanValue()) {
        throw new IllegalStateException("refused: " + request + " -> " + a);
      }
      return a;
    }

    /** Sends a request that must be refused (bad lines never change the match). */
    JsonNode refused(String request) {
      JsonNode a = send(request);
      if (a.path("ok").booleanValue()) {
        throw new IllegalStateException("a bad line was accepted: " + request + " -> " + a);
      }
      return a;
    }
  }

  /** The transcript of {@code variants.txt}: the catalog and the malformed requests. */
  static String variantsTranscript() {
    Recorder r = new Recorder();
    header(r, "the catalog and requests that are not a referee command");
    r.comment("{\"cmd\":\"variants\"} answers the catalog (its answer may change on purpose).");
    r.ok("{\"cmd\":\"variants\"}");
    r.refused("{\"cmd\":\"variants\",\"all\":true}");
    r.blank();
    r.comment("Lines that are not a request, before any match.");
    for (String bad :
        List.of(
            "not json",
            "{",
            "{\"cmd\":\"new\"",
            "[1,2]",
            "null",
            "42",
            "\"new\"",
            "{}",
            "{\"cmd\":5}",
            "{\"cmd\":null}",
            "{\"cmd\":\"shuffle\"}",
            "{\"cmd\":\"NEW\",\"variant\":\"briscola-2p\"}",
            "{\"cmd\":\"abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz\"}",
            "{\"cmd\":\"\\ud800\"}",
            "{\"cmd\":\"new\",\"cmd\":\"act\"}",
            "{\"cmd\":\"variants\"} {\"cmd\":\"variants\"}",
            "{\"cmd\":\"new\"}",
            "{\"cmd\":\"new\",\"variant\":7}",
            "{\"cmd\":\"new\",\"variant\":null}",
            "{\"cmd\":\"new\",\"variant\":\"scopa-2p\"}",
            "{\"cmd\":\"new\",\"variant\":\"Briscola-2p\"}",
            "{\"cmd\":\"act\",\"action\":{}}",
            "{\"cmd\":\"act\"}",
            "{\"cmd\":\"view\",\"seat\":0}",
            "{\"cmd\":\"view\"}")) {
      r.refused(bad);
    }
    return r.text.toString();
  }

  /** The transcript of one variant id. */
  static String transcript(String id) {
    Variant variant = Variants.byId(id).get();
    Recorder r = new Recorder();
    header(r, variant.name() + " (" + id + ")");
    String first = FIRST_MATCH.get(id);
    String second = SECOND_MATCH.get(id);
    boolean wholeSecond = hasLengthOption(variant);
    r.paragraph(
        (first == null
                ? "Match 1: default options."
                : "Match 1: options "
                    + first
                    + ", as the default match is very long (a new with the default options is"
                    + " recorded before it).")
            + " Hand k is dealt with the k-th Shuffle.seeded("
            + SEED_DEFAULT
            + ").order(deck); every other action is legal.get(random.nextInt(legal.size())) of"
            + " the SUMMARY's legal list, with random = new SplittableRandom("
            + SEED_DEFAULT
            + "). After each act, a view of every seat during hand 1, then after each act that"
            + " ends a hand or the match.");
    r.paragraph(
        "Bad lines, each refused and leaving the match unchanged, are sent before the match,"
            + " after new, at the first turn of each phase, at any turn where a rejection not yet"
            + " recorded (code and kind of message) is possible, and when the match is over.");
    if (second != null) {
      r.paragraph(
          "Match 2: options "
              + second
              + ", seed "
              + SEED_OPTIONS
              + " for the deals and the actions; views of every seat only after each act that"
              + " ends a hand or the match."
              + (wholeSecond
                  ? ""
                  : " It stops when its first hand is scored: "
                      + id
                      + " has no option that shortens a match (handsToWin, deals or target),"
                      + " and match 1 is played to its end."));
    }
    r.blank();

    r.comment("Before any match.");
    r.refused("{\"cmd\":\"view\",\"seat\":0}");
    r.refused(act("{\"type\":\"deal\",\"order\":[]}"));
    r.blank();
    r.comment("Bad new requests: no match is made.");
    for (String options : badOptions(variant)) {
      r.refused(newLine(id, options));
    }
    r.refused("{\"cmd\":\"new\",\"variant\":\"" + id + "\",\"seed\":1}");
    r.blank();

    if (first != null) {
      r.comment("A new with the default options (match 1 below plays with " + first + ").");
      r.ok(newLine(id, null));
      r.blank();
      r.comment("Match 1: options " + first + ".");
    } else {
      r.comment("Match 1: default options.");
    }
    playMatch(r, id, first, SEED_DEFAULT, true, true, variant, 0);
    if (second != null) {
      r.blank();
      r.comment("Match 2: options " + second + ".");
      playMatch(r, id, second, SEED_OPTIONS, false, false, variant, wholeSecond ? 0 : 1);
    }
    return r.text.toString();
  }

  private static void header(Recorder r, String what) {
    r.comment("Referee transcript: " + what + ".");
    r.paragraph(
        "Each \"> \" line is a request sent, in order, to one fresh dev.mazzo.protocol.Referee;"
            + " the \"< \" line after it is its exact answer. Lines starting with # are comments."
            + " RefereeTranscriptTest replays the requests and compares every answer as a string."
            + " Recorded by RefereeTranscripts (rules-impl tests) from the engine before the"
            + " refactor; rewrite with the command below and read the diff, as a changed answer"
            + " is a changed behaviour:");
    r.comment(REGENERATE);
  }

  /** True when an option of the variant sets the length of a match. */
  static boolean hasLengthOption(Variant variant) {
    return variant.options().exists(o -> LENGTH_OPTIONS.contains(o.name()));
  }

  private static final List<String> LENGTH_OPTIONS = List.of("handsToWin", "deals", "target");

  /** Option objects a {@code new} refuses: an unknown option and a bad value of each one. */
  private static List<String> badOptions(Variant variant) {
    List<String> out = new ArrayList<>();
    out.add("{\"bogus\":1}");
    out.add("[]");
    out.add("{\"dealer\":" + variant.players() + "}");
    out.add("{\"dealer\":-1}");
    out.add("{\"dealer\":\"0\"}");
    out.add("{\"dealer\":1.5}");
    out.add("{\"dealer\":null}");
    for (OptionSpec o : variant.options()) {
      if (o.name().equals("dealer")) {
        continue;
      }
      String value;
      if (o.choices().isDefined()) {
        value = "\"nonsense\"";
      } else if (o.numbers().isDefined()) {
        value = String.valueOf(o.numbers().get().min().get() - 1);
      } else if (o.max() != Integer.MAX_VALUE) {
        value = String.valueOf(o.max() + 1);
      } else {
        value = String.valueOf(o.min() - 1);
      }
      out.add("{\"" + o.name() + "\":" + value + "}");
    }
    return out;
  }

  // ------------------------------------------------------------------ a match

  private static void playMatch(
      Recorder r,
      String id,
      String options,
      long seed,
      boolean viewFirstHand,
      boolean probe,
      Variant variant,
      int handsAtMost) {
    JsonNode summary = r.ok(newLine(id, options)).get("state");
    GameState start = r.referee.state().get();
    Deck deck = start.deck();
    int players = start.players();
    Shuffle shuffle = Shuffle.seeded(seed);
    SplittableRandom random = new SplittableRandom(seed);
    Prober prober = probe ? new Prober(r, id, deck, players) : null;
    if (prober != null) {
      prober.afterNew(summary);
    }
    while (!"match-over".equals(summary.get("phase").textValue())) {
      String request;
      if (summary.get("toAct").isTextual()) {
        request = dealLine(shuffle.order(deck));
      } else {
        if (prober != null) {
          prober.beforeAct(summary);
        }
        JsonNode legal = summary.get("legal");
        if (legal.size() == 0) {
          throw new IllegalStateException("no legal action: " + summary);
        }
        request = act(Json.write(legal.get(random.nextInt(legal.size()))));
      }
      int handBefore = summary.get("hand").intValue();
      int resultsBefore = summary.get("results").size();
      summary = r.ok(request).get("state");
      boolean handEnded = summary.get("results").size() > resultsBefore;
      boolean over = "match-over".equals(summary.get("phase").textValue());
      if ((viewFirstHand && handBefore == 1) || handEnded || over) {
        for (int seat = 0; seat < players; seat++) {
          r.ok(view(seat));
        }
      }
      if (handsAtMost > 0 && summary.get("results").size() >= handsAtMost) {
        return;
      }
    }
    if (prober != null) {
      prober.atEnd(summary);
    }
  }

  /** The bad lines of a match, each sent only when the engine refuses it. */
  private static final class Prober {
    final Recorder r;
    final String id;
    final Deck deck;
    final int players;
    final boolean tombolon;
    final boolean chiamata;
    final boolean pointsAuction;
    final String notInDeck;
    final Set<String> phasesProbed = new HashSet<>();
    final Set<String> keys = new HashSet<>();

    Prober(Recorder r, String id, Deck deck, int players) {
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
        bad(
            act(
                "{\"type\":\"play\",\"seat\":"
                    + t
                    + ",\"card\":\""
                    + mine
                    + "\",\"capture\":null}"));
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

  // ------------------------------------------------------------------ lines

  static String newLine(String id, String options) {
    return "{\"cmd\":\"new\",\"variant\":\""
        + id
        + "\""
        + (options == null ? "" : ",\"options\":" + options)
        + "}";
  }

  static String act(String action) {
    return "{\"cmd\":\"act\",\"action\":" + action + "}";
  }

  static String view(int seat) {
    return "{\"cmd\":\"view\",\"seat\":" + seat + "}";
  }

  static String dealLine(Seq<Card> order) {
    return act(dealJson(order));
  }

  static String dealJson(Seq<Card> order) {
    return "{\"type\":\"deal\",\"order\":" + codes(order.map(Card::code)) + "}";
  }

  static String playJson(int seat, String card) {
    return "{\"type\":\"play\",\"seat\":" + seat + ",\"card\":\"" + card + "\"}";
  }

  static String capture(int seat, String card, List<String> capture) {
    return act(
        "{\"type\":\"play\",\"seat\":"
            + seat
            + ",\"card\":\""
            + card
            + "\",\"capture\":"
            + codes(capture)
            + "}");
  }

  static String codes(Iterable<String> codes) {
    StringBuilder b = new StringBuilder("[");
    Iterator<String> it = codes.iterator();
    while (it.hasNext()) {
      b.append('"').append(it.next()).append('"').append(it.hasNext() ? "," : "");
    }
    return b.append(']').toString();
  }

  static List<String> hand(JsonNode summary, int seat) {
    return texts(summary.get("hands").get(seat));
  }

  static List<String> texts(JsonNode array) {
    List<String> out = new ArrayList<>();
    array.forEach(n -> out.add(n.textValue()));
    return out;
  }
}
