package dev.mazzo.briscola;

/** briscola-2p passes the conformance kit (BriscolaKit). */
class Briscola2pConformanceTest extends BriscolaKit {
  Briscola2pConformanceTest() {
    super("briscola-2p");
  }
}
