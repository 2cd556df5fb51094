package dev.mazzo.briscola;

import dev.mazzo.conformance.ConformanceKit;

/** briscola-6p passes the conformance kit. */
class Briscola6pConformanceTest extends ConformanceKit {
  Briscola6pConformanceTest() {
    super("briscola-6p");
  }
}
