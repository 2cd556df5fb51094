package dev.mazzo.briscola;

/** bisca-6p passes the conformance kit (BriscolaKit). */
class Bisca6pConformanceTest extends BriscolaKit {
  Bisca6pConformanceTest() {
    super("bisca-6p");
  }
}
