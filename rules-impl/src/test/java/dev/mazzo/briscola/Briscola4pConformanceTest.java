package dev.mazzo.briscola;

import dev.mazzo.conformance.ConformanceKit;

/** briscola-4p passes the conformance kit. */
class Briscola4pConformanceTest extends ConformanceKit {
  Briscola4pConformanceTest() {
    super("briscola-4p");
  }
}
