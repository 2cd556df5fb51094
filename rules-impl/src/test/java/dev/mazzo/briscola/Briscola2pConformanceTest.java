package dev.mazzo.briscola;

import dev.mazzo.conformance.ConformanceKit;

/** briscola-2p passes the conformance kit. */
class Briscola2pConformanceTest extends ConformanceKit {
  Briscola2pConformanceTest() {
    super("briscola-2p");
  }
}
