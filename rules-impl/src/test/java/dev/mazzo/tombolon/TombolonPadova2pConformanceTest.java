package dev.mazzo.tombolon;

/** tombolon-padova-2p passes the Tombolon conformance properties. */
class TombolonPadova2pConformanceTest extends TombolonConformance {
  TombolonPadova2pConformanceTest() {
    super("tombolon-padova-2p");
  }
}
