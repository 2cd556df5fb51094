package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.mazzo.conformance.TestClasses;
import dev.mazzo.family.Families;
import dev.mazzo.family.Family;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The baseline of the referee's answers: {@code src/test/resources/transcripts/<id>.txt} for every
 * variant id and {@code variants.txt}, each a conversation with one fresh {@link Referee} recorded
 * by {@link RefereeTranscripts}. Every request is sent again and every answer must be the recorded
 * one, byte for byte. This class replays {@code variants.txt}; the variants' transcripts are
 * replayed by one {@link FamilyTranscriptTest} per family, so that the mutation gate, which runs
 * every test class that touches a mutated class whole when it starts a worker, replays only the
 * transcripts of the family it mutates.
 *
 * <p>With {@code -Dtranscripts.update=true} the files are written anew instead (then read the diff
 * before committing it): {@value RefereeTranscripts#REGENERATE}.
 */
class RefereeTranscriptTest {

  /** The system property that rewrites the transcripts instead of comparing them. */
  static final String UPDATE = "transcripts.update";

  /** The file of the catalog and the requests that are not a referee command. */
  static final String VARIANTS = "variants";

  static final Path DIR =
      Path.of(System.getProperty("basedir", "."), "src", "test", "resources", "transcripts");

  private static final String REQUEST = "> ";
  private static final String ANSWER = "< ";

  @TestFactory
  @DisplayName("the catalog's transcript replays to the same answers, byte for byte")
  Stream<DynamicTest> transcripts() throws IOException {
    if (Boolean.getBoolean(UPDATE)) {
      List<String> names = new ArrayList<>();
      names.add(VARIANTS);
      Variants.all().forEach(v -> names.add(v.id()));
      return names.stream().map(n -> DynamicTest.dynamicTest(n + " (rewritten)", () -> write(n)));
    }
    Path catalog = DIR.resolve(VARIANTS + ".txt");
    return Stream.of(DynamicTest.dynamicTest(VARIANTS + ".txt", () -> replay(catalog)));
  }

  @Test
  @DisplayName("every family's transcripts are replayed by its own test class")
  void everyFamilyIsReplayed() throws Exception {
    List<String> replayed =
        TestClasses.instances(FamilyTranscriptTest.class, "TranscriptTest").stream()
            .map(FamilyTranscriptTest::family)
            .sorted()
            .collect(Collectors.toList());
    assertEquals(
        Families.all().map(Family::name).sorted().asJava(),
        replayed,
        "one FamilyTranscriptTest subclass per registered family, such as PitchTranscriptTest");
  }

  @Test
  @DisplayName("every catalog id has a transcript, and every transcript is of an id")
  void everyIdHasATranscript() throws IOException {
    List<String> ids = Variants.all().map(Variant::id).toJavaList();
    List<String> names =
        files().stream()
            .map(f -> f.getFileName().toString().replaceFirst("\\.txt$", ""))
            .collect(Collectors.toList());
    for (String id : ids) {
      assertTrue(
          names.contains(id),
          "no transcript for " + id + " in " + DIR + "; write it with -D" + UPDATE + "=true");
    }
    for (String name : names) {
      assertTrue(
          name.equals(VARIANTS) || ids.contains(name),
          name + ".txt is the transcript of no catalog id");
    }
    assertTrue(names.contains(VARIANTS), VARIANTS + ".txt is missing");
  }

  static List<Path> files() throws IOException {
    if (!Files.isDirectory(DIR)) {
      return List.of();
    }
    try (Stream<Path> s = Files.list(DIR)) {
      return s.filter(f -> f.getFileName().toString().endsWith(".txt"))
          .sorted()
          .collect(Collectors.toList());
    }
  }

  private static void write(String name) {
    String text =
        name.equals(VARIANTS)
            ? RefereeTranscripts.variantsTranscript()
            : RefereeTranscripts.transcript(name);
    try {
      Files.createDirectories(DIR);
      Files.writeString(DIR.resolve(name + ".txt"), text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Sends every request of the file to a fresh referee and compares each answer. */
  static void replay(Path file) throws IOException {
    String name = file.getFileName().toString();
    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    Referee referee = new Referee();
    String request = null;
    int requestLine = 0;
    int exchanges = 0;
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      int number = i + 1;
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      if (line.startsWith(REQUEST)) {
        assertNull(
            request,
            name + " line " + number + ": the request of line " + requestLine + " has no answer");
        request = line.substring(REQUEST.length());
        requestLine = number;
      } else if (line.startsWith(ANSWER)) {
        assertNotNull(request, name + " line " + number + ": an answer without a request");
        String sent = request;
        int at = requestLine;
        String answer = referee.handle(sent);
        assertEquals(
            line.substring(ANSWER.length()),
            answer,
            () ->
                name
                    + " line "
                    + number
                    + ": the answer to the request of line "
                    + at
                    + " ("
                    + clip(sent)
                    + ") changed; rewrite with -D"
                    + UPDATE
                    + "=true if that is meant");
        request = null;
        exchanges++;
      } else {
        fail(name + " line " + number + ": neither a request, an answer nor a comment");
      }
    }
    assertNull(request, name + ": the last request (line " + requestLine + ") has no answer");
    assertTrue(exchanges > 0, name + " has no request");
  }

  private static String clip(String s) {
    return s.length() <= 120 ? s : s.substring(0, 120) + "…";
  }
}
