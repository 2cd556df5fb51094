package dev.mazzo.briscola;

import dev.mazzo.conformance.ConformanceKit;

/** bisca-4p passes the conformance kit. */
class Bisca4pConformanceTest extends ConformanceKit {
  Bisca4pConformanceTest() {
    super("bisca-4p");
  }
}
