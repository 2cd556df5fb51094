package dev.mazzo.protocol;

/**
 * The recorded referee transcripts of the briscola family's variant ids, replayed byte for byte.
 */
class BriscolaTranscriptTest extends FamilyTranscriptTest {
  BriscolaTranscriptTest() {
    super("briscola");
  }
}
