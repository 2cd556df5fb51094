package dev.mazzo.briscola;

/** biscambiggia-4p passes the conformance kit (BriscolaKit). */
class Biscambiggia4pConformanceTest extends BriscolaKit {
  Biscambiggia4pConformanceTest() {
    super("biscambiggia-4p");
  }
}
