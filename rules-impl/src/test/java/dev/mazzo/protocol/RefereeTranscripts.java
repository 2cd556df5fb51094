package dev.mazzo.protocol;

import static dev.mazzo.protocol.TranscriptLines.act;
import static dev.mazzo.protocol.TranscriptLines.dealLine;
import static dev.mazzo.protocol.TranscriptLines.newLine;
import static dev.mazzo.protocol.TranscriptLines.view;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.GameState;
import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Writes the baseline referee transcripts of {@link RefereeTranscriptTest}: for one variant id, a
 * conversation with one fresh {@link Referee}, each request line ({@code > }) followed by its
 * answer line ({@code < }), {@code #} lines being comments.
 *
 * <p>Everything is seeded, so the same engine writes the same files. The requests are chosen from
 * the answers (a SUMMARY's {@code legal} list) and, for the bad lines, from the match's deck and
 * hands; a bad line is sent only when the engine rejects it, so that it never changes the match.
 * The conversation is a {@link TranscriptRecorder}, the bad lines of a match come from a {@link
 * TranscriptProber}, and the request lines are written by {@link TranscriptLines}.
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

  /** The transcript of {@code variants.txt}: the catalog and the malformed requests. */
  static String variantsTranscript() {
    TranscriptRecorder r = new TranscriptRecorder();
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
    TranscriptRecorder r = new TranscriptRecorder();
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

  private static void header(TranscriptRecorder r, String what) {
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
      TranscriptRecorder r,
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
    TranscriptProber prober = probe ? new TranscriptProber(r, id, deck, players) : null;
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
}
