package dev.mazzo.tombolon;

/** tombolon-padova-4p passes the Tombolon conformance properties. */
class TombolonPadova4pConformanceTest extends TombolonConformance {
  TombolonPadova4pConformanceTest() {
    super("tombolon-padova-4p");
  }
}
