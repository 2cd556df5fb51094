package dev.mazzo.briscola;

/** bisca-dos-nove-2p passes the conformance kit (BriscolaKit). */
class BiscaDosNove2pConformanceTest extends BriscolaKit {
  BiscaDosNove2pConformanceTest() {
    super("bisca-dos-nove-2p");
  }
}
