package dev.mazzo.briscola;

/** bisca-3p passes the conformance kit (BriscolaKit). */
class Bisca3pConformanceTest extends BriscolaKit {
  Bisca3pConformanceTest() {
    super("bisca-3p");
  }
}
