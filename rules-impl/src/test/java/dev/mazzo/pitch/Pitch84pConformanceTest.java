package dev.mazzo.pitch;

/** pitch-8-4p passes the conformance kit (PitchKit). */
class Pitch84pConformanceTest extends PitchKit {
  Pitch84pConformanceTest() {
    super("pitch-8-4p");
  }
}
