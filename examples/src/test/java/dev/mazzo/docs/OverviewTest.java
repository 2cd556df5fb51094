package dev.mazzo.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The Javadoc overviews (src/main/javadoc/overview.html of rules-api and rules-impl) show the code
 * of the examples, which are compiled and run by tests: each {@code <pre id="code-NAME">{@code
 * …}</pre>} block must be, line for line, the region {@code NAME} of an example source, marked as
 * JDK 18's snippets mark regions ({@code // @start region="NAME"} … {@code // @end region="NAME"}),
 * its common indentation removed. Javadoc 17 has no {@code {@snippet}}, so the overviews hold a
 * copy and this test keeps it true.
 */
class OverviewTest {

  private static final Path EXAMPLES =
      Repo.ROOT.resolve("examples/src/main/java/dev/mazzo/example");

  private static final Pattern BLOCK =
      Pattern.compile("<pre id=\"code-([a-z-]+)\">\\{@code (.*?)\\n}</pre>", Pattern.DOTALL);

  private static final Pattern START = Pattern.compile("\\s*// @start region=\"([a-z-]+)\"\\s*");

  @Test
  @DisplayName("rules-api's overview shows the whole-match loop of MatchLoop, as compiled")
  void apiOverview() throws IOException {
    assertEquals(List.of("match-loop"), checkedBlocks("rules-api"));
  }

  @Test
  @DisplayName("rules-impl's overview shows MatchLoop's match loop and the Validator, as compiled")
  void implOverview() throws IOException {
    assertEquals(List.of("match-loop", "validator"), checkedBlocks("rules-impl"));
  }

  /** The names of the module's overview blocks, each checked against its region. */
  private static List<String> checkedBlocks(String module) throws IOException {
    String html = Files.readString(Repo.ROOT.resolve(module + "/src/main/javadoc/overview.html"));
    Map<String, String> regions = regions();
    List<String> names = new ArrayList<>();
    Matcher m = BLOCK.matcher(html);
    while (m.find()) {
      String name = m.group(1);
      assertTrue(regions.containsKey(name), module + "'s block " + name + " has no region");
      assertEquals(regions.get(name), m.group(2), module + "'s overview, block " + name);
      names.add(name);
    }
    assertEquals(
        names.size(),
        html.split("<pre", -1).length - 1,
        module + ": every <pre> of the overview is a checked block");
    return names;
  }

  /** Every marked region of the example sources, by name, without its common indentation. */
  static Map<String, String> regions() throws IOException {
    Map<String, String> regions = new LinkedHashMap<>();
    List<Path> sources;
    try (var files = Files.list(EXAMPLES)) {
      sources = files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
    }
    for (Path source : sources) {
      List<String> lines = Files.readAllLines(source);
      for (int i = 0; i < lines.size(); i++) {
        Matcher start = START.matcher(lines.get(i));
        if (start.matches()) {
          String end = "// @end region=\"" + start.group(1) + "\"";
          int j = i + 1;
          while (!lines.get(j).trim().equals(end)) {
            j++;
          }
          regions.put(start.group(1), dedent(lines.subList(i + 1, j)));
        }
      }
    }
    return regions;
  }

  private static String dedent(List<String> lines) {
    int indent = Integer.MAX_VALUE;
    for (String line : lines) {
      if (!line.isBlank()) {
        indent = Math.min(indent, line.length() - line.stripLeading().length());
      }
    }
    StringBuilder out = new StringBuilder();
    for (String line : lines) {
      out.append(line.isBlank() ? "" : line.substring(indent)).append('\n');
    }
    return out.substring(0, out.length() - 1);
  }
}
