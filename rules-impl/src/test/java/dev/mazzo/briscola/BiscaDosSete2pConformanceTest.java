package dev.mazzo.briscola;

/** bisca-dos-sete-2p passes the conformance kit (BriscolaKit). */
class BiscaDosSete2pConformanceTest extends BriscolaKit {
  BiscaDosSete2pConformanceTest() {
    super("bisca-dos-sete-2p");
  }
}
