package dev.mazzo.briscola;

/** bisca-8p passes the conformance kit (BriscolaKit). */
class Bisca8pConformanceTest extends BriscolaKit {
  Bisca8pConformanceTest() {
    super("bisca-8p");
  }
}
