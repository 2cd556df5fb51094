package dev.mazzo.briscola;

import dev.mazzo.conformance.ConformanceKit;

/** biscambiggia-6p passes the conformance kit. */
class Biscambiggia6pConformanceTest extends ConformanceKit {
  Biscambiggia6pConformanceTest() {
    super("biscambiggia-6p");
  }
}
