package dev.mazzo.tombolon;

/** tombolon-rovigo-4p passes the Tombolon conformance properties. */
class TombolonRovigo4pConformanceTest extends TombolonConformance {
  TombolonRovigo4pConformanceTest() {
    super("tombolon-rovigo-4p");
  }
}
