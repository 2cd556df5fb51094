package dev.mazzo.briscola;

/** briscola-3p passes the conformance kit (BriscolaKit). */
class Briscola3pConformanceTest extends BriscolaKit {
  Briscola3pConformanceTest() {
    super("briscola-3p");
  }
}
