package dev.mazzo.briscola;

/** biscambiggia-chiamata-5p passes the conformance kit (BriscolaKit). */
class BiscambiggiaChiamata5pConformanceTest extends BriscolaKit {
  BiscambiggiaChiamata5pConformanceTest() {
    super("biscambiggia-chiamata-5p");
  }
}
