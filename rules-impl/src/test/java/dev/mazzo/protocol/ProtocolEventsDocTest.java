package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.family.Families;
import dev.mazzo.family.Family;
import dev.mazzo.game.Event;
import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A client written from the documentation alone can read every event: each event type the engine
 * writes — the common ones ({@link Event.Common}) and each family's, as its codec names them — is
 * shown as {@code {"event":"name",…}} in docs/protocol.md or in the rules chapter that
 * protocol.md's table of families links for that family, and that table lists each family's own.
 */
class ProtocolEventsDocTest {

  /** A row of the table of families in protocol.md: family, ids, chapter link, events. */
  private static final Pattern ROW =
      Pattern.compile(
          "(?m)^\\| (\\w+) \\|[^|]*\\| \\[[^]]*\\]\\((rules/[\\w-]+\\.md)[^)]*\\)[^|]*\\|([^\\n]*)\\|$");

  private static Path docs() {
    for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
      if (Files.isRegularFile(p.resolve("docs/protocol.md"))) {
        return p.resolve("docs");
      }
    }
    throw new IllegalStateException("no docs/protocol.md above " + Path.of("").toAbsolutePath());
  }

  private static String read(Path p) throws IOException {
    return Files.readString(p, StandardCharsets.UTF_8);
  }

  private static boolean shows(String markdown, String event) {
    return markdown.contains("{\"event\":\"" + event + "\"");
  }

  /**
   * The names of the common events, from the {@code Plain} record of each idea sealed under {@link
   * Event.Common} (a bid has none: each family's says something else).
   */
  static List<String> commonEvents() throws ReflectiveOperationException {
    List<String> names = new ArrayList<>();
    for (Class<?> idea : Event.Common.class.getPermittedSubclasses()) {
      Class<?> c = null;
      for (Class<?> nested : idea.getDeclaredClasses()) {
        c = nested.getSimpleName().equals("Plain") ? nested : c;
      }
      if (c == null) {
        continue;
      }
      Constructor<?> k = c.getDeclaredConstructors()[0];
      Object[] args = new Object[k.getParameterCount()];
      for (int i = 0; i < args.length; i++) {
        args[i] = k.getParameterTypes()[i] == int.class ? 0 : null;
      }
      names.add(((Event) k.newInstance(args)).name());
    }
    return names;
  }

  /** A family's own event names, as its codec writes them (its {@code EVENT_NAMES}). */
  @SuppressWarnings("unchecked")
  static TreeSet<String> familyEvents(Family f) throws ReflectiveOperationException {
    Field names = f.codec().getClass().getDeclaredField("EVENT_NAMES");
    names.setAccessible(true);
    return new TreeSet<>(((Map<Class<?>, String>) names.get(null)).values());
  }

  @Test
  @DisplayName("protocol.md: every common event is shown in protocol.md")
  void commonEventsInProtocol() throws Exception {
    String protocol = read(docs().resolve("protocol.md"));
    List<String> common = commonEvents();
    assertEquals(8, common.size(), common::toString);
    for (String e : common) {
      assertTrue(shows(protocol, e), "protocol.md does not show the event " + e);
    }
  }

  @Test
  @DisplayName(
      "B-71, T-34, P-39, F-35: every family's events are listed in protocol.md and shown in the"
          + " chapter it links")
  void familyEventsInTheirChapter() throws Exception {
    Path docs = docs();
    String protocol = read(docs.resolve("protocol.md"));
    List<String> families = new ArrayList<>();
    Matcher row = ROW.matcher(protocol);
    while (row.find()) {
      families.add(row.group(1));
    }
    List<String> expected = new ArrayList<>();
    for (Family f : Families.all()) {
      expected.add(f.name());
    }
    assertEquals(expected, families, "the families of protocol.md's table, in catalog order");
    row.reset();
    for (Family f : Families.all()) {
      assertTrue(row.find());
      String chapter = read(docs.resolve(row.group(2)));
      String listed = row.group(3);
      TreeSet<String> events = familyEvents(f);
      assertTrue(!events.isEmpty(), f.name());
      for (String e : events) {
        assertTrue(
            shows(chapter, e) || shows(protocol, e),
            f.name() + ": the event " + e + " is not shown in " + row.group(2));
        assertTrue(
            listed.contains("`" + e + "`"),
            f.name() + ": protocol.md's table does not list the event " + e + ": " + listed);
      }
    }
  }
}
