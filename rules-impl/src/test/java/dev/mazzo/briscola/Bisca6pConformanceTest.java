package dev.mazzo.briscola;

import dev.mazzo.conformance.ConformanceKit;

/** bisca-6p passes the conformance kit. */
class Bisca6pConformanceTest extends ConformanceKit {
  Bisca6pConformanceTest() {
    super("bisca-6p");
  }
}
