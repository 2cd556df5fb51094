package dev.mazzo.briscola;

import dev.mazzo.conformance.ConformanceKit;

/** bisca-8p passes the conformance kit. */
class Bisca8pConformanceTest extends ConformanceKit {
  Bisca8pConformanceTest() {
    super("bisca-8p");
  }
}
