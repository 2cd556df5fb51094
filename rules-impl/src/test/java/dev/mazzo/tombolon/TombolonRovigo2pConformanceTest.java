package dev.mazzo.tombolon;

/** tombolon-rovigo-2p passes the conformance kit (TombolonKit). */
class TombolonRovigo2pConformanceTest extends TombolonKit {
  TombolonRovigo2pConformanceTest() {
    super("tombolon-rovigo-2p");
  }
}
