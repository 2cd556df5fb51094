package dev.mazzo.briscola;

import dev.mazzo.conformance.ConformanceKit;

/** biscambiggia-chiamata-5p passes the conformance kit. */
class BiscambiggiaChiamata5pConformanceTest extends ConformanceKit {
  BiscambiggiaChiamata5pConformanceTest() {
    super("biscambiggia-chiamata-5p");
  }
}
