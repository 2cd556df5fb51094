package dev.mazzo.briscola;

/** briscola-chiamata-5p passes the conformance kit (BriscolaKit). */
class BriscolaChiamata5pConformanceTest extends BriscolaKit {
  BriscolaChiamata5pConformanceTest() {
    super("briscola-chiamata-5p");
  }
}
