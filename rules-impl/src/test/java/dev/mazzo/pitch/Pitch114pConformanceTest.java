package dev.mazzo.pitch;

/** pitch-11-4p passes the conformance kit (PitchKit). */
class Pitch114pConformanceTest extends PitchKit {
  Pitch114pConformanceTest() {
    super("pitch-11-4p");
  }
}
