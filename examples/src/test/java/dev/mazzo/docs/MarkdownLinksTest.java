package dev.mazzo.docs;

import static dev.mazzo.docs.Repo.ROOT;
import static dev.mazzo.docs.Repo.read;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every relative link of README.md and of docs/ must reach a file, and an anchor a heading of that
 * file. The test lists every offender, not the first one only.
 */
class MarkdownLinksTest {

  private static final Pattern LINK =
      Pattern.compile("\\[([^\\]]*)\\]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");
  private static final Pattern HEADING = Pattern.compile("(?m)^#{1,6}\\s+(.+?)\\s*#*\\s*$");

  /** The anchors GitHub gives the headings of a Markdown file. */
  static Set<String> anchors(String markdown) {
    Set<String> anchors = new HashSet<>();
    Map<String, Integer> seen = new HashMap<>();
    Matcher m = HEADING.matcher(withoutCode(markdown, false));
    while (m.find()) {
      String text = m.group(1).replaceAll("\\[([^\\]]*)\\]\\([^)]*\\)", "$1");
      String slug =
          text.toLowerCase(Locale.ROOT)
              .replaceAll("[^\\p{L}\\p{N}\\s_-]", "")
              .trim()
              .replace(' ', '-');
      int k = seen.merge(slug, 1, Integer::sum) - 1;
      anchors.add(k == 0 ? slug : slug + "-" + k);
    }
    return anchors;
  }

  /** The text with fenced code blocks (and, if asked, inline code spans) blanked out. */
  private static String withoutCode(String markdown, boolean spans) {
    StringBuilder out = new StringBuilder();
    boolean fenced = false;
    for (String l : markdown.split("\n", -1)) {
      if (l.strip().startsWith("```")) {
        fenced = !fenced;
        out.append('\n');
        continue;
      }
      out.append(fenced ? "" : spans ? l.replaceAll("`[^`]*`", "``") : l).append('\n');
    }
    return out.toString();
  }

  @Test
  @DisplayName(
      "every relative link of README.md and docs/ reaches a file, and its anchor a heading")
  void everyRelativeLinkResolves() throws IOException {
    List<Path> pages = new ArrayList<>();
    pages.add(ROOT.resolve("README.md"));
    try (Stream<Path> s = Files.walk(ROOT.resolve("docs"))) {
      s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
    }
    List<String> offenders = new ArrayList<>();
    int links = 0;
    for (Path page : pages) {
      String[] lines = withoutCode(read(page), true).split("\n", -1);
      for (int i = 0; i < lines.length; i++) {
        Matcher m = LINK.matcher(lines[i]);
        while (m.find()) {
          String target = m.group(2);
          if (target.matches("(?i)[a-z][a-z0-9+.-]*:.*")) {
            continue; // https:, mailto: …
          }
          links++;
          int hash = target.indexOf('#');
          String pathPart = hash < 0 ? target : target.substring(0, hash);
          String anchor = hash < 0 ? null : target.substring(hash + 1);
          Path to = pathPart.isEmpty() ? page : page.getParent().resolve(pathPart).normalize();
          String where = ROOT.relativize(page) + ":" + (i + 1) + ": (" + target + ") ";
          if (!to.startsWith(ROOT) || !Files.exists(to)) {
            offenders.add(where + "no such file: " + ROOT.relativize(to.toAbsolutePath()));
          } else if (anchor != null) {
            if (!Files.isRegularFile(to) || !to.toString().endsWith(".md")) {
              offenders.add(where + "an anchor into a file that is not Markdown");
            } else if (!anchors(read(to)).contains(anchor)) {
              offenders.add(
                  where + "no heading with the anchor #" + anchor + " in " + to.getFileName());
            }
          }
        }
      }
    }
    assertTrue(links >= 10, "only " + links + " relative links found: is the scan broken?");
    assertTrue(
        offenders.isEmpty(),
        offenders.size() + " broken link(s):\n" + String.join("\n", offenders));
  }
}
