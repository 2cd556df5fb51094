package dev.mazzo.briscola;

import dev.mazzo.conformance.ConformanceKit;

/** biscambiggia-2p passes the conformance kit. */
class Biscambiggia2pConformanceTest extends ConformanceKit {
  Biscambiggia2pConformanceTest() {
    super("biscambiggia-2p");
  }
}
