package dev.mazzo.fivehundred;

/** five-hundred-4p passes the conformance kit (FiveHundredKit). */
class FiveHundred4pConformanceTest extends FiveHundredKit {
  FiveHundred4pConformanceTest() {
    super("five-hundred-4p");
  }
}
