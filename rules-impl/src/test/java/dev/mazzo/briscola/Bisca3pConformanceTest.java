package dev.mazzo.briscola;

import dev.mazzo.conformance.ConformanceKit;

/** bisca-3p passes the conformance kit. */
class Bisca3pConformanceTest extends ConformanceKit {
  Bisca3pConformanceTest() {
    super("bisca-3p");
  }
}
