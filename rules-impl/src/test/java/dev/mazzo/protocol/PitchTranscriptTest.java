package dev.mazzo.protocol;

/** The recorded referee transcripts of the pitch family's variant ids, replayed byte for byte. */
class PitchTranscriptTest extends FamilyTranscriptTest {
  PitchTranscriptTest() {
    super("pitch");
  }
}
