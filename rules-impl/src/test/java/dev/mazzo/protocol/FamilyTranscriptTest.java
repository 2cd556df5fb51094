package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.mazzo.family.Families;
import dev.mazzo.family.Family;
import java.io.IOException;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The recorded transcripts of one family's variant ids, replayed byte for byte ({@link
 * RefereeTranscriptTest} says how they are recorded and rewritten). One subclass per family, so
 * that a test run that touches one family's classes replays only that family's transcripts (the
 * mutation gate starts a worker per mutated class); {@link RefereeTranscriptTest} checks that every
 * registered family has its subclass.
 */
abstract class FamilyTranscriptTest {

  private final String family;

  FamilyTranscriptTest(String family) {
    this.family = family;
  }

  /** The family whose transcripts this class replays. */
  String family() {
    return family;
  }

  @TestFactory
  @DisplayName("each transcript of the family replays to the same answers, byte for byte")
  Stream<DynamicTest> transcripts() throws IOException {
    return RefereeTranscriptTest.files().stream()
        .filter(this::ofThisFamily)
        .map(
            f ->
                DynamicTest.dynamicTest(
                    f.getFileName().toString(), () -> RefereeTranscriptTest.replay(f)));
  }

  @Test
  @DisplayName("the family has transcripts to replay")
  void hasTranscripts() throws IOException {
    assertFalse(
        RefereeTranscriptTest.files().stream().noneMatch(this::ofThisFamily),
        "no transcript of the family " + family);
  }

  private boolean ofThisFamily(Path file) {
    String id = file.getFileName().toString().replaceFirst("\\.txt$", "");
    return Families.of(id).map(Family::name).contains(family);
  }
}
