package dev.mazzo.briscola;

/** sueca-4p passes the conformance kit (BriscolaKit). */
class Sueca4pConformanceTest extends BriscolaKit {
  Sueca4pConformanceTest() {
    super("sueca-4p");
  }
}
