package dev.mazzo.pitch;

/** pitch-5-4p passes the conformance kit (PitchKit). */
class Pitch54pConformanceTest extends PitchKit {
  Pitch54pConformanceTest() {
    super("pitch-5-4p");
  }
}
