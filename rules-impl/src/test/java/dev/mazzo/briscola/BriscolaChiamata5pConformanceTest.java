package dev.mazzo.briscola;

import dev.mazzo.conformance.ConformanceKit;

/** briscola-chiamata-5p passes the conformance kit. */
class BriscolaChiamata5pConformanceTest extends ConformanceKit {
  BriscolaChiamata5pConformanceTest() {
    super("briscola-chiamata-5p");
  }
}
