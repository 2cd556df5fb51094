package dev.mazzo.pitch;

/** pitch-10-4p passes the conformance kit (PitchKit). */
class Pitch104pConformanceTest extends PitchKit {
  Pitch104pConformanceTest() {
    super("pitch-10-4p");
  }
}
