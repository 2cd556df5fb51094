package dev.mazzo.pitch;

/** pitch-15-4p passes the conformance kit (PitchKit). */
class Pitch154pConformanceTest extends PitchKit {
  Pitch154pConformanceTest() {
    super("pitch-15-4p");
  }
}
