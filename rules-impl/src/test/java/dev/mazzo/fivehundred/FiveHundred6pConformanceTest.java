package dev.mazzo.fivehundred;

/** five-hundred-6p passes the conformance kit (FiveHundredKit). */
class FiveHundred6pConformanceTest extends FiveHundredKit {
  FiveHundred6pConformanceTest() {
    super("five-hundred-6p");
  }
}
