package dev.mazzo.protocol;

/**
 * The recorded referee transcripts of the tombolon family's variant ids, replayed byte for byte.
 */
class TombolonTranscriptTest extends FamilyTranscriptTest {
  TombolonTranscriptTest() {
    super("tombolon");
  }
}
