package dev.mazzo.tombolon;

/** tombolon-rovigo-4p passes the conformance kit (TombolonKit). */
class TombolonRovigo4pConformanceTest extends TombolonKit {
  TombolonRovigo4pConformanceTest() {
    super("tombolon-rovigo-4p");
  }
}
