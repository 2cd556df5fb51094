package dev.mazzo.cli;

import dev.mazzo.family.Families;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@link BaselineTest} records: the runs of {@code mazzo simulate} for every id (two
 * simulations, a third with the id's interesting options, and the usage errors) and the scripted
 * {@code mazzo play} sessions, with the standard input of each.
 */
final class BaselineScripts {

  private BaselineScripts() {}

  /** One run: the command line and the lines of its standard input. */
  record Session(List<String> args, List<String> input) {
    static Session of(String args, List<String> input) {
      return new Session(List.of(args.split(" ")), input);
    }
  }

  /** The sessions of every file, by file name without {@code .txt}. */
  static Map<String, List<Session>> scripts() {
    Map<String, List<Session>> out = new LinkedHashMap<>();
    for (Variant v : Variants.all()) {
      String id = v.id();
      List<Session> s = new ArrayList<>();
      s.add(Session.of("simulate " + id + " --games 200 --seed 1", List.of()));
      s.add(
          Session.of(
              "simulate " + id + " --games 200 --seed 2 --bots random,greedy --threads 1",
              List.of()));
      String options = SIMULATE_OPTIONS.get(id);
      if (options != null) {
        s.add(Session.of("simulate " + id + " --games 50 --seed 3 " + options, List.of()));
      }
      if (id.equals("briscola-2p")) {
        // Usage errors: exit code 2 and one line on stderr, no report.
        for (String bad :
            List.of(
                "simulate scopa-2p",
                "simulate briscola-2p --games 0",
                "simulate briscola-2p --bots greedy,clever",
                "simulate briscola-2p -o handsToWin=0",
                "simulate briscola-2p -o bogus=1",
                "simulate briscola-2p --threads 0",
                "simulate briscola-2p --games many",
                "simulate")) {
          s.add(Session.of(bad, List.of()));
        }
      }
      out.put("simulate-" + id, s);
    }
    for (Variant v : Variants.all()) {
      List<Session> s = PLAY.get(v.id());
      out.put("play-" + v.id(), s != null ? s : List.of(simplePlay(v.id())));
    }
    return out;
  }

  /** The interesting options of each id for a third, short simulation. */
  private static final Map<String, String> SIMULATE_OPTIONS = new LinkedHashMap<>();

  static {
    SIMULATE_OPTIONS.put("briscola-2p", "-o handsToWin=1 -o dealer=1");
    SIMULATE_OPTIONS.put("briscola-3p", "-o removedCard=2H -o handsToWin=1");
    SIMULATE_OPTIONS.put("briscola-4p", "-o handsToWin=1 -o dealer=3");
    SIMULATE_OPTIONS.put("briscola-6p", "-o handsToWin=1");
    SIMULATE_OPTIONS.put("biscambiggia-2p", "-o handsToWin=1");
    SIMULATE_OPTIONS.put("biscambiggia-3p", "-o removedCard=2D -o handsToWin=1");
    SIMULATE_OPTIONS.put("biscambiggia-4p", "-o handsToWin=1");
    SIMULATE_OPTIONS.put("biscambiggia-6p", "-o handsToWin=1");
    SIMULATE_OPTIONS.put("briscola-chiamata-5p", "-o firstLead=caller -o deals=1");
    SIMULATE_OPTIONS.put("biscambiggia-chiamata-5p", "-o firstLead=caller -o deals=1 -o dealer=2");
    SIMULATE_OPTIONS.put("bisca-2p", "-o scale=sueca -o ranks=queen-high");
    SIMULATE_OPTIONS.put("bisca-dos-sete-2p", "-o scale=sueca -o ranks=ten");
    SIMULATE_OPTIONS.put("bisca-dos-nove-2p", "-o scale=sueca -o ranks=queen-high");
    SIMULATE_OPTIONS.put("bisca-3p", "-o removedCard=2C -o scale=sueca -o ranks=ten -o handSize=7");
    SIMULATE_OPTIONS.put(
        "bisca-4p", "-o scale=sueca -o ranks=queen-high -o handSize=9 -o teams=none");
    SIMULATE_OPTIONS.put("bisca-6p", "-o ranks=ten");
    SIMULATE_OPTIONS.put("bisca-8p", "-o ranks=queen-high");
    SIMULATE_OPTIONS.put("sueca-4p", "-o ranks=ten -o dealer=3");
    SIMULATE_OPTIONS.put("tombolon-rovigo-2p", "-o target=11");
    SIMULATE_OPTIONS.put("tombolon-rovigo-4p", "-o target=11 -o dealer=3");
    SIMULATE_OPTIONS.put("tombolon-padova-2p", "-o target=21 -o padova2pSchedule=4-4-4-6-6");
    SIMULATE_OPTIONS.put("tombolon-padova-4p", "-o target=21");
  }

  /** Lines of the same answer. */
  private static List<String> times(int n, String line) {
    return Collections.nCopies(n, line);
  }

  private static List<String> lines(Object... parts) {
    List<String> out = new ArrayList<>();
    for (Object p : parts) {
      if (p instanceof String) {
        out.add((String) p);
      } else {
        for (Object o : (List<?>) p) {
          out.add((String) o);
        }
      }
    }
    return out;
  }

  /**
   * Answers for chiamata deals: pass at the auction, whose bids are typed and not numbered (a
   * number there is a bid), then the first choice for the eight cards of a deal.
   */
  private static List<String> chiamata(int deals) {
    List<String> out = new ArrayList<>();
    for (int d = 0; d < deals; d++) {
      out.add("pass");
      out.addAll(times(8, "1"));
    }
    return out;
  }

  /** Bad answers any trick-taking game refuses, then the first choice at every turn. */
  private static Session simplePlay(String id) {
    return Session.of(
        "play " + id + " --seed 1", lines("hello", "", "0", "99", "9S", "ZZ", times(600, "1")));
  }

  /** The scripted sessions of the chosen ids. */
  private static final Map<String, List<Session>> PLAY = new LinkedHashMap<>();

  static {
    // Five Hundred's auction is typed, not numbered: its sessions pass there (F-6, F-11, F-12).
    PLAY.putAll(FiveHundredScripts.sessions());
  }

  static {
    PLAY.put(
        "briscola-2p",
        List.of(
            Session.of(
                "play briscola-2p --seed 7",
                lines("hello", "", "0", "4", "9S", "ZZ", "AS", "help", "2", times(400, "1"))),
            Session.of(
                "play briscola-2p --seed 11 --seat 1 --bots random -o handsToWin=1",
                lines("3", "2", times(200, "1"))),
            Session.of("play scopa-2p", List.of()),
            Session.of("play briscola-2p --seat 2", List.of()),
            Session.of("play briscola-2p --bots greedy,clever", List.of()),
            Session.of("play briscola-2p -o handsToWin=0", List.of()),
            Session.of("play briscola-2p --seed 3", List.of("q"))));
    PLAY.put(
        "briscola-4p",
        List.of(
            Session.of(
                "play briscola-4p --seed 5 --seat 2 --bots greedy,random",
                lines("help", "2", "3", "1", "AC", "2", "1", "1", "3", "1", "quit")),
            Session.of("play briscola-4p --seed 6 --seat 1", lines("4", times(400, "1")))));
    PLAY.put(
        "briscola-chiamata-5p",
        List.of(
            Session.of(
                "play briscola-chiamata-5p --seed 3",
                lines("hello", "2/50", "K", "pass", "AC", "NT", "D", chiamata(40))),
            Session.of(
                "play briscola-chiamata-5p --seed 3 -o deals=1", lines("?", "2", "D", chiamata(2))),
            Session.of(
                "play briscola-chiamata-5p --seed 8 --seat 4 -o deals=1 -o firstLead=caller",
                lines("2/130", "2/70", "bid 99", "A", "bid 9", "bid 7", chiamata(20)))));
    PLAY.put(
        "biscambiggia-chiamata-5p",
        List.of(
            Session.of(
                "play biscambiggia-chiamata-5p --seed 3",
                lines("hello", "K", "bid 7", "50", "70", "pass", "D", "NT", "AC", chiamata(40))),
            Session.of(
                "play biscambiggia-chiamata-5p --seed 9 --seat 2 -o deals=1",
                lines("2/90", "130", "bid 5", "61", "bid 80", "pass", chiamata(20)))));
    PLAY.put(
        "sueca-4p",
        List.of(
            Session.of(
                "play sueca-4p --seed 4",
                lines("hello", "9S", "AH", "AS", "AC", "AD", "7D", times(400, "1"))),
            Session.of("play sueca-4p --seed 4 --seat 3", lines("1", "2", "3"))));
    PLAY.put(
        "bisca-6p",
        List.of(
            Session.of(
                "play bisca-6p --seed 6 --seat 3",
                lines("hello", "AS#2", "JK", "7H#2", times(600, "1")))));
    PLAY.put(
        "tombolon-rovigo-2p",
        List.of(
            Session.of(
                "play tombolon-rovigo-2p --seed 2",
                lines(
                    "hello",
                    "7D 2H 5C",
                    "ZZ 2H",
                    "lay",
                    "9S",
                    "0",
                    "4H AC",
                    "KD takes AC",
                    "4H 4H",
                    "4H AD",
                    "2C AC AC",
                    "2",
                    times(400, "1")))));
    PLAY.put(
        "tombolon-padova-4p",
        List.of(
            Session.of(
                "play tombolon-padova-4p --seed 4 --seat 1 --bots random,greedy",
                lines(
                    "help",
                    "JK",
                    "10H takes 10D",
                    "AS JD",
                    "5S",
                    "10S 5H",
                    "5S 5S",
                    "5S 9S",
                    "5S 5H 5H",
                    "5S takes 5H+JD",
                    "3",
                    times(600, "1")))));
    // Pitch's auction and five-player call are typed, not numbered (pitch.md P-11, P-14): the bad
    // answers, then the first choice at every prompt, a pass where the auction allows one.
    for (Variant v : Variants.all()) {
      if (Families.of(v.id()).get().name().equals("pitch")) {
        PLAY.put(
            v.id(),
            List.of(
                Session.of(
                    "play " + v.id() + " --seed 1",
                    lines("hello", "", "0", "99", "9S", "ZZ", FirstAnswers.of(v.id(), 1)))));
      }
    }
  }
}
