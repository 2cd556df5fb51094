package dev.mazzo.briscola;

/** bisca-4p passes the conformance kit (BriscolaKit). */
class Bisca4pConformanceTest extends BriscolaKit {
  Bisca4pConformanceTest() {
    super("bisca-4p");
  }
}
