package dev.mazzo.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.family.Families;
import dev.mazzo.family.Family;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import dev.mazzo.protocol.Json;
import dev.mazzo.protocol.Referee;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The README says what the code does: its referee example runs as written (every line is answered
 * {@code "ok":true}), its variants table is the catalog, its typed access names every family's
 * entry point, and its code excerpts are the files they link.
 */
class ReadmeTest {

  private static Path readme() {
    Path p = Path.of("README.md").toAbsolutePath();
    while (!Files.exists(p) && p.getParent() != null && p.getParent().getParent() != null) {
      p = p.getParent().getParent().resolve("README.md");
    }
    return p;
  }

  @Test
  @DisplayName("the README's referee lines (protocol.md) are each answered ok, as written")
  void refereeExampleRuns() throws IOException {
    List<String> lines = Files.readAllLines(readme());
    int at = lines.indexOf("## The referee");
    assertTrue(at >= 0, "the README has a referee section");
    int open = lines.subList(at, lines.size()).indexOf("```jsonl") + at;
    assertTrue(open > at, "its example is a ```jsonl block");
    List<String> requests = new ArrayList<>();
    for (int i = open + 1; !lines.get(i).equals("```"); i++) {
      requests.add(lines.get(i));
    }
    assertEquals(5, requests.size(), requests.toString());
    Referee referee = new Referee();
    JsonNode last = null;
    for (String request : requests) {
      last = Json.parse(referee.handle(request)).get();
      assertTrue(last.get("ok").booleanValue(), request + " -> " + last);
    }
    assertFalse(last.path("view").isMissingNode(), "the last line asks for a view");
    assertEquals(1, last.at("/view/table").size(), "seat 1 sees seat 0's card on the table");
  }

  @Test
  @DisplayName("the README's arena JSON is simulate --json's output: the same keys, valid JSON")
  void arenaJsonExample() throws IOException {
    List<String> lines = Files.readAllLines(readme());
    int open = lines.indexOf("```json");
    assertTrue(open >= 0, "the README has a ```json block");
    StringBuilder text = new StringBuilder();
    for (int i = open + 1; !lines.get(i).equals("```"); i++) {
      text.append(lines.get(i)).append('\n');
    }
    JsonNode example = Json.parse(text.toString()).get();
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    java.io.PrintStream print = new java.io.PrintStream(out, true, StandardCharsets.UTF_8);
    int code =
        new dev.mazzo.cli.Mazzo(new java.io.ByteArrayInputStream(new byte[0]), print, print)
            .commandLine()
            .execute("simulate", "sueca-4p", "--json", "-b", "greedy,random", "-n", "4", "-t", "1");
    assertEquals(0, code, out.toString(StandardCharsets.UTF_8));
    JsonNode run = Json.parse(out.toString(StandardCharsets.UTF_8)).get();
    assertEquals(names(run), names(example));
    assertEquals(names(run.at("/bots/0")), names(example.at("/bots/0")));
    assertEquals(names(run.at("/bots/1")), names(example.at("/bots/1")));
  }

  @Test
  @DisplayName("the README's variants table is the catalog: ids, names, players and decks in order")
  void variantsTableIsTheCatalog() throws IOException {
    List<String> lines = Files.readAllLines(readme());
    int at = lines.indexOf("## Variants");
    assertTrue(at >= 0, "the README has a Variants section");
    List<String> table = new ArrayList<>();
    for (int i = at + 4; i < lines.size() && lines.get(i).startsWith("| `"); i++) {
      String[] cells = lines.get(i).split("\\|");
      table.add(
          String.join(
              " / ",
              cells[1].strip().replace("`", ""),
              cells[2].strip(),
              cells[3].strip(),
              cells[4].strip()));
    }
    List<String> catalog = new ArrayList<>();
    for (Variant v : Variants.all()) {
      catalog.add(String.join(" / ", v.id(), v.name(), "" + v.players(), "" + v.deckSize()));
    }
    assertEquals(catalog, table);
  }

  @Test
  @DisplayName("the README's typed access names every family's entry point and its game(id)")
  void typedAccessNamesEveryFamily() throws IOException {
    String text = Files.readString(readme()).replaceAll("\\s+", " ");
    int at = text.indexOf("**Typed access.**");
    assertTrue(at >= 0, "the README has a typed access paragraph");
    String typed = text.substring(at, text.indexOf(" ## ", at));
    int families = 0;
    for (Family f : Families.all()) {
      Package p = f.getClass().getPackage();
      String entry = f.getClass().getSimpleName().replaceFirst("Family$", "");
      Class<?> c;
      try {
        c = Class.forName(p.getName() + "." + entry);
        c.getMethod("game", String.class);
      } catch (ReflectiveOperationException e) {
        throw new AssertionError(f.name() + " has no entry point " + entry + ".game(id)", e);
      }
      assertTrue(typed.contains("`" + entry + ".game("), entry + ".game is not named: " + typed);
      assertTrue(typed.contains("`" + c.getName() + "`"), c.getName() + " is not named");
      families++;
    }
    assertEquals(4, families);
  }

  @Test
  @DisplayName("the README's EmptySeat and Validator code is the code of the files it links")
  void excerptsAreTheLinkedFiles() throws IOException {
    String readme = Files.readString(readme());
    for (String[] excerpt :
        List.of(
            new String[] {"**A bot at an empty seat**", "EmptySeat", "empty-seat"},
            new String[] {"**A server-side validator**", "Validator", "validator"})) {
      int at = readme.indexOf(excerpt[0]);
      assertTrue(at >= 0, excerpt[0]);
      String file = "examples/src/main/java/dev/mazzo/example/" + excerpt[1] + ".java";
      int open = readme.indexOf("```java\n", at) + "```java\n".length();
      assertTrue(readme.substring(at, open).contains("](" + file + ")"), "links " + file);
      String shown = readme.substring(open, readme.indexOf("```", open));
      String source = Files.readString(readme().resolveSibling(file));
      String start = "// @start region=\"" + excerpt[2] + "\"\n";
      int from = source.indexOf(start) + start.length();
      String region = source.substring(from, source.indexOf("// @end region=", from));
      assertEquals(dedent(region).strip(), shown.strip(), file);
    }
  }

  @Test
  @DisplayName("the README's usage example is QuickStart's code, but for layout and System.out")
  void usageExampleIsQuickStart() throws IOException {
    String readme = Files.readString(readme());
    int at = readme.indexOf("## Using it");
    assertTrue(at >= 0, "the README has a Using it section");
    int open = readme.indexOf("```java\n", at) + "```java\n".length();
    String shown = readme.substring(open, readme.indexOf("```", open));
    assertTrue(
        readme
            .substring(open + shown.length(), open + shown.length() + 200)
            .contains("`dev.mazzo.example.QuickStart`"),
        "the README names the class that runs it");
    String code = shown.replaceAll("(?m)^import [^;]+;$", "").replace("System.out.", "out.");
    String file = "examples/src/main/java/dev/mazzo/example/QuickStart.java";
    String source = Files.readString(readme().resolveSibling(file));
    String start = "// @start region=\"quick-start\"\n";
    int from = source.indexOf(start);
    assertTrue(from >= 0, file + " marks the region quick-start");
    String region =
        source.substring(from + start.length(), source.indexOf("// @end region=", from));
    assertEquals(region.replaceAll("\\s+", ""), code.replaceAll("\\s+", ""), file);
  }

  /** The lines without the indentation they all share. */
  private static String dedent(String text) {
    List<String> lines = text.lines().toList();
    int indent = Integer.MAX_VALUE;
    for (String l : lines) {
      if (!l.isBlank()) {
        indent = Math.min(indent, l.length() - l.stripLeading().length());
      }
    }
    StringBuilder out = new StringBuilder();
    for (String l : lines) {
      out.append(l.isBlank() ? "" : l.substring(indent)).append('\n');
    }
    return out.toString();
  }

  private static List<String> names(JsonNode node) {
    List<String> out = new ArrayList<>();
    node.fieldNames().forEachRemaining(out::add);
    return out;
  }
}
