package dev.mazzo.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The published Javadoc links what it names. Run by {@code mvn verify} after the Javadoc is built
 * (the surefire execution {@code javadoc-links} of this module's pom; the ordinary test run leaves
 * it out): Vavr's types link to Vavr's Javadoc on javadoc.io at the pinned version, rules-api's
 * types to rules-api's Javadoc, and every relative link of both modules' Javadoc reaches a file
 * and, with an anchor, an id of that file. The two trees are laid out as they are published, one
 * directory per artifact and version ({@code mazzo-rules-api/V/}, {@code mazzo-rules-impl/V/}).
 */
class JavadocLinksTest {

  private static final String VERSION = property("mazzo.version");
  private static final String VAVR =
      "https://javadoc.io/doc/io.vavr/vavr/" + property("vavr.version") + "/";
  private static final Path IMPL = Path.of("target/reports/apidocs").toAbsolutePath();
  private static final Path API = Path.of("../rules-api/target/reports/apidocs").toAbsolutePath();
  private static final Pattern HREF = Pattern.compile("href=\"([^\"]*)\"");
  private static final Pattern ID = Pattern.compile("(?:id|name)=\"([^\"]*)\"");

  private static String property(String name) {
    String value = System.getProperty(name);
    assertTrue(value != null, "the pom passes the system property " + name);
    return value;
  }

  /** Where each artifact's Javadoc lies in the published layout. */
  private static final Map<String, Path> SITE =
      Map.of("mazzo-rules-impl/" + VERSION, IMPL, "mazzo-rules-api/" + VERSION, API);

  private final Map<Path, Set<String>> ids = new HashMap<>();

  @Test
  @DisplayName("Vavr's Seq, Either and Option and rules-api's Game link to their Javadoc")
  void typesAreLinked() throws IOException {
    assertTrue(Files.isDirectory(IMPL) && Files.isDirectory(API), "both Javadoc trees are built");
    String briscola = Files.readString(IMPL.resolve("dev/mazzo/briscola/Briscola.html"));
    assertTrue(briscola.contains("href=\"" + VAVR + "io/vavr/control/Option.html\""), "Option");
    assertTrue(briscola.contains("href=\"" + VAVR + "io/vavr/collection/Seq.html\""), "Seq");
    String json = Files.readString(IMPL.resolve("dev/mazzo/protocol/Json.html"));
    assertTrue(json.contains("href=\"" + VAVR + "io/vavr/control/Either.html\""), "Either");
    String toApi = "href=\"../../../../../mazzo-rules-api/" + VERSION + "/dev/mazzo/game/";
    assertTrue(briscola.contains(toApi + "Game.html\""), "Game, from rules-impl");
    String game = Files.readString(API.resolve("dev/mazzo/game/Game.html"));
    assertTrue(game.contains("href=\"" + VAVR + "io/vavr/control/Either.html\""), "rules-api");
    assertTrue(game.contains("href=\"" + VAVR + "io/vavr/collection/Seq.html\""), "rules-api");
  }

  @Test
  @DisplayName(
      "the family kit's packages (table, trick, codec) have pages, and a family's page links the"
          + " kit's members it inherits")
  void theFamilyKitIsDocumented() throws IOException {
    for (String kit :
        List.of(
            "table/TableGame",
            "table/VariantGame",
            "table/TableView",
            "trick/TrumpOrder",
            "codec/Codec",
            "codec/package-summary")) {
      assertTrue(Files.exists(IMPL.resolve("dev/mazzo/" + kit + ".html")), kit + " has no page");
    }
    // The seam's one JSON hook links the JSON part's page.
    String family = Files.readString(IMPL.resolve("dev/mazzo/family/Family.html"));
    assertTrue(family.contains("../codec/Codec.html"), "Family.codec() links Codec");
    // The state's members of the shared table base are documented, on the base's own page.
    String state = Files.readString(IMPL.resolve("dev/mazzo/briscola/BriscolaState.html"));
    assertTrue(state.contains("../table/TablePosition.html"), "the base's members linked");
    String view = Files.readString(IMPL.resolve("dev/mazzo/table/TableView.html"));
    assertTrue(view.contains("<section class=\"detail\" id=\"handSize(int)\">"), "handSize");
  }

  @Test
  @DisplayName("the shipped element-list of rules-api (etc/javadoc) is the one rules-api's has")
  void shippedElementList() throws IOException {
    assertEquals(
        Files.readAllLines(API.resolve("element-list")),
        Files.readAllLines(Path.of("../etc/javadoc/mazzo-rules-api/element-list")));
  }

  @Test
  @DisplayName("every relative link of both Javadoc trees reaches a file, and its anchor an id")
  void relativeLinksResolve() throws IOException {
    List<String> broken = new ArrayList<>();
    int links = 0;
    for (Map.Entry<String, Path> tree : SITE.entrySet()) {
      List<Path> pages;
      try (var files = Files.walk(tree.getValue())) {
        pages = files.filter(f -> f.toString().endsWith(".html")).sorted().toList();
      }
      for (Path page : pages) {
        String at = tree.getKey() + "/" + tree.getValue().relativize(page).toString();
        Matcher m = HREF.matcher(Files.readString(page));
        while (m.find()) {
          String href = m.group(1);
          if (href.isEmpty() || href.matches("[a-z]+:.*")) {
            continue; // absolute (https:, mailto:, javascript:): not a file of the site
          }
          links++;
          String problem = problem(at, href);
          if (problem != null) {
            broken.add(at + " -> " + href + ": " + problem);
          }
        }
      }
    }
    assertTrue(links > 1000, "the trees have relative links: " + links);
    assertEquals(List.of(), broken, broken.size() + " broken of " + links);
  }

  /** Why a relative link of a published page does not resolve, or null when it does. */
  private String problem(String at, String href) {
    int hash = href.indexOf('#');
    String file = hash < 0 ? href : href.substring(0, hash);
    Path target;
    if (file.isEmpty()) {
      target = local(at);
    } else {
      String resolved = Path.of(at).resolveSibling(decode(file)).normalize().toString();
      target = local(resolved);
      if (target == null || !Files.isRegularFile(target)) {
        return "no such file";
      }
    }
    if (hash >= 0 && target.toString().endsWith(".html")) {
      String anchor = decode(href.substring(hash + 1));
      if (!anchor.isEmpty() && !ids(target).contains(anchor) && !packageGroup(target, anchor)) {
        return "no id " + anchor;
      }
    }
    return null;
  }

  /** The file behind a path of the published layout, or null outside the two trees. */
  private static Path local(String published) {
    for (Map.Entry<String, Path> tree : SITE.entrySet()) {
      if (published.startsWith(tree.getKey() + "/")) {
        return tree.getValue().resolve(published.substring(tree.getKey().length() + 1));
      }
    }
    return null;
  }

  /**
   * Javadoc 17's own dead anchor: the contents of constant-values.html link a package group ({@code
   * #dev.mazzo}, for "dev.mazzo.*") whose section has the id of its first package. Only that is let
   * through.
   */
  private boolean packageGroup(Path page, String anchor) {
    return page.getFileName().toString().equals("constant-values.html")
        && ids(page).stream().anyMatch(id -> id.startsWith(anchor + "."));
  }

  private Set<String> ids(Path page) {
    return ids.computeIfAbsent(
        page,
        p -> {
          Set<String> found = new HashSet<>();
          try {
            Matcher m = ID.matcher(Files.readString(p));
            while (m.find()) {
              found.add(
                  m.group(1)
                      .replace("&lt;", "<")
                      .replace("&gt;", ">")
                      .replace("&quot;", "\"")
                      .replace("&amp;", "&"));
            }
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
          return found;
        });
  }

  private static String decode(String s) {
    return URLDecoder.decode(s.replace("+", "%2B"), StandardCharsets.UTF_8);
  }
}
