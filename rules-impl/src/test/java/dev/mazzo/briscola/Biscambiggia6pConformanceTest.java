package dev.mazzo.briscola;

/** biscambiggia-6p passes the conformance kit (BriscolaKit). */
class Biscambiggia6pConformanceTest extends BriscolaKit {
  Biscambiggia6pConformanceTest() {
    super("biscambiggia-6p");
  }
}
