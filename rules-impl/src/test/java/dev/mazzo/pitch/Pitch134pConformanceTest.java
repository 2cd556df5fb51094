package dev.mazzo.pitch;

/** pitch-13-4p passes the conformance kit (PitchKit). */
class Pitch134pConformanceTest extends PitchKit {
  Pitch134pConformanceTest() {
    super("pitch-13-4p");
  }
}
