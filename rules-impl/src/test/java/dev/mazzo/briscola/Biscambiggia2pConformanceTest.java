package dev.mazzo.briscola;

/** biscambiggia-2p passes the conformance kit (BriscolaKit). */
class Biscambiggia2pConformanceTest extends BriscolaKit {
  Biscambiggia2pConformanceTest() {
    super("biscambiggia-2p");
  }
}
