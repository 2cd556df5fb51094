package dev.mazzo.fivehundred;

/** five-hundred-5p passes the conformance kit (FiveHundredKit). */
class FiveHundred5pConformanceTest extends FiveHundredKit {
  FiveHundred5pConformanceTest() {
    super("five-hundred-5p");
  }
}
