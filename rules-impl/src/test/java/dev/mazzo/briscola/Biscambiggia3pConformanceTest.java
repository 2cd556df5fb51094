package dev.mazzo.briscola;

import dev.mazzo.conformance.ConformanceKit;

/** biscambiggia-3p passes the conformance kit. */
class Biscambiggia3pConformanceTest extends ConformanceKit {
  Biscambiggia3pConformanceTest() {
    super("biscambiggia-3p");
  }
}
