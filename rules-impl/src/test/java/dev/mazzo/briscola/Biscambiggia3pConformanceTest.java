package dev.mazzo.briscola;

/** biscambiggia-3p passes the conformance kit (BriscolaKit). */
class Biscambiggia3pConformanceTest extends BriscolaKit {
  Biscambiggia3pConformanceTest() {
    super("biscambiggia-3p");
  }
}
