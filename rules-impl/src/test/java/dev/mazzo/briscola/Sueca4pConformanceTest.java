package dev.mazzo.briscola;

import dev.mazzo.conformance.ConformanceKit;

/** sueca-4p passes the conformance kit. */
class Sueca4pConformanceTest extends ConformanceKit {
  Sueca4pConformanceTest() {
    super("sueca-4p");
  }
}
