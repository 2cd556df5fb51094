package dev.mazzo.tombolon;

/** tombolon-padova-4p passes the conformance kit (TombolonKit). */
class TombolonPadova4pConformanceTest extends TombolonKit {
  TombolonPadova4pConformanceTest() {
    super("tombolon-padova-4p");
  }
}
