package dev.mazzo.pitch;

/** pitch-10-5p passes the conformance kit (PitchKit). */
class Pitch105pConformanceTest extends PitchKit {
  Pitch105pConformanceTest() {
    super("pitch-10-5p");
  }
}
