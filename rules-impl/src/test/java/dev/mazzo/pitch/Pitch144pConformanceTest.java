package dev.mazzo.pitch;

/** pitch-14-4p passes the conformance kit (PitchKit). */
class Pitch144pConformanceTest extends PitchKit {
  Pitch144pConformanceTest() {
    super("pitch-14-4p");
  }
}
