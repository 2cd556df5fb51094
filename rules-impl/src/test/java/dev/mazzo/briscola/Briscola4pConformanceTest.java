package dev.mazzo.briscola;

/** briscola-4p passes the conformance kit (BriscolaKit). */
class Briscola4pConformanceTest extends BriscolaKit {
  Briscola4pConformanceTest() {
    super("briscola-4p");
  }
}
