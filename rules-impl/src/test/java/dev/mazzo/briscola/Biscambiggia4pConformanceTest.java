package dev.mazzo.briscola;

import dev.mazzo.conformance.ConformanceKit;

/** biscambiggia-4p passes the conformance kit. */
class Biscambiggia4pConformanceTest extends ConformanceKit {
  Biscambiggia4pConformanceTest() {
    super("biscambiggia-4p");
  }
}
