package dev.mazzo.tombolon;

/** tombolon-rovigo-2p passes the Tombolon conformance properties. */
class TombolonRovigo2pConformanceTest extends TombolonConformance {
  TombolonRovigo2pConformanceTest() {
    super("tombolon-rovigo-2p");
  }
}
