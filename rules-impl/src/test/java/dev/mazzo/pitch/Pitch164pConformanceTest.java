package dev.mazzo.pitch;

/** pitch-16-4p passes the conformance kit (PitchKit). */
class Pitch164pConformanceTest extends PitchKit {
  Pitch164pConformanceTest() {
    super("pitch-16-4p");
  }
}
