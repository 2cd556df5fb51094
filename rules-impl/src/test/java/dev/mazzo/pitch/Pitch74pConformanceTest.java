package dev.mazzo.pitch;

/** pitch-7-4p passes the conformance kit (PitchKit). */
class Pitch74pConformanceTest extends PitchKit {
  Pitch74pConformanceTest() {
    super("pitch-7-4p");
  }
}
