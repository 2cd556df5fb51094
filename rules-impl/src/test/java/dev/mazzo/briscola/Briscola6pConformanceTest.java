package dev.mazzo.briscola;

/** briscola-6p passes the conformance kit (BriscolaKit). */
class Briscola6pConformanceTest extends BriscolaKit {
  Briscola6pConformanceTest() {
    super("briscola-6p");
  }
}
