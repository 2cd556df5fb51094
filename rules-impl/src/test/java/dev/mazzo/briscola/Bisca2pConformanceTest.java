package dev.mazzo.briscola;

import dev.mazzo.conformance.ConformanceKit;

/** bisca-2p passes the conformance kit. */
class Bisca2pConformanceTest extends ConformanceKit {
  Bisca2pConformanceTest() {
    super("bisca-2p");
  }
}
