package dev.mazzo.briscola;

import dev.mazzo.conformance.ConformanceKit;

/** bisca-dos-sete-2p passes the conformance kit. */
class BiscaDosSete2pConformanceTest extends ConformanceKit {
  BiscaDosSete2pConformanceTest() {
    super("bisca-dos-sete-2p");
  }
}
