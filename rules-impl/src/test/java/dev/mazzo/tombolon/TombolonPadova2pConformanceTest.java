package dev.mazzo.tombolon;

/** tombolon-padova-2p passes the conformance kit (TombolonKit). */
class TombolonPadova2pConformanceTest extends TombolonKit {
  TombolonPadova2pConformanceTest() {
    super("tombolon-padova-2p");
  }
}
