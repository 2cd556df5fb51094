package dev.mazzo.briscola;

import dev.mazzo.conformance.ConformanceKit;

/** bisca-dos-nove-2p passes the conformance kit. */
class BiscaDosNove2pConformanceTest extends ConformanceKit {
  BiscaDosNove2pConformanceTest() {
    super("bisca-dos-nove-2p");
  }
}
