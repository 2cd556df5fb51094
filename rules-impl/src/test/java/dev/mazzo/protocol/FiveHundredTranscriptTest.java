package dev.mazzo.protocol;

/**
 * The recorded referee transcripts of the fivehundred family's variant ids, replayed byte for byte.
 */
class FiveHundredTranscriptTest extends FamilyTranscriptTest {
  FiveHundredTranscriptTest() {
    super("fivehundred");
  }
}
