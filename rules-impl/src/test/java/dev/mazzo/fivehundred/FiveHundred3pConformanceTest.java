package dev.mazzo.fivehundred;

/** five-hundred-3p passes the conformance kit (FiveHundredKit). */
class FiveHundred3pConformanceTest extends FiveHundredKit {
  FiveHundred3pConformanceTest() {
    super("five-hundred-3p");
  }
}
