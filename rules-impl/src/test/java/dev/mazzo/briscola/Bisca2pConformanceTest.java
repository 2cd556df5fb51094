package dev.mazzo.briscola;

/** bisca-2p passes the conformance kit (BriscolaKit). */
class Bisca2pConformanceTest extends BriscolaKit {
  Bisca2pConformanceTest() {
    super("bisca-2p");
  }
}
