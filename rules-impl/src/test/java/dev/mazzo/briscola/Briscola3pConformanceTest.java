package dev.mazzo.briscola;

import dev.mazzo.conformance.ConformanceKit;

/** briscola-3p passes the conformance kit. */
class Briscola3pConformanceTest extends ConformanceKit {
  Briscola3pConformanceTest() {
    super("briscola-3p");
  }
}
