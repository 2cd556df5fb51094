package dev.mazzo.cli;

import dev.mazzo.cli.BaselineScripts.Session;
import dev.mazzo.family.Families;
import dev.mazzo.family.Family;
import dev.mazzo.game.Variant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The recorded {@code mazzo play} sessions of the Five Hundred ids (five-hundred.md), for {@link
 * BaselineScripts}: the auction is typed and not numbered (a number there is refused, F-6), so a
 * session passes at each auction and types 1 in the play; the declarer's discard and call are typed
 * (F-11, F-12).
 */
final class FiveHundredScripts {

  private FiveHundredScripts() {}

  /** The sessions of every Five Hundred id of the catalog, by id. */
  static Map<String, List<Session>> sessions() {
    Map<String, List<Session>> out = new LinkedHashMap<>();
    for (Family f : Families.all()) {
      if (!f.name().equals("fivehundred")) {
        continue;
      }
      for (Variant v : f.variants()) {
        String id = v.id();
        List<Session> s = new ArrayList<>();
        s.add(
            Session.of(
                "play " + id + " --seed 1",
                lines(
                    List.of("hello", "", "0", "7", "bid 11H", "bid 5S", "AS", "help"), hands(40))));
        if (id.endsWith("-4p")) {
          s.add(
              Session.of(
                  "play " + id + " --seed 11",
                  lines(
                      List.of("10NT", "1", "discard 8D 9C", "discard 8D 9C JS", "pass", "9S"),
                      hands(3))));
        }
        if (id.endsWith("-5p")) {
          s.add(
              Session.of(
                  "play " + id + " --seed 3",
                  lines(
                      List.of("10NT", "discard 10H 5D 9C", "3", "JK", "call 10H", "call 2H"),
                      hands(3))));
        }
        out.put(id, s);
      }
    }
    return out;
  }

  /** Pass at the auction, then the first choice for the ten tricks of a hand; so many hands. */
  private static List<String> hands(int n) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      out.add("pass");
      out.addAll(Collections.nCopies(10, "1"));
    }
    return out;
  }

  private static List<String> lines(List<String> first, List<String> then) {
    List<String> out = new ArrayList<>(first);
    out.addAll(then);
    return out;
  }
}
