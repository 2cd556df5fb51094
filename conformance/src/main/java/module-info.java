/**
 * The Mazzo conformance kit: the properties every variant of every family must have, for a family's
 * test sources (the kit, its runner and the test helpers of the package {@code
 * dev.mazzo.conformance}).
 */
module dev.mazzo.conformance {
  requires transitive dev.mazzo.rules.impl;
  requires transitive org.junit.jupiter.api;
  requires transitive net.jqwik.api;
  requires transitive org.junit.platform.launcher;
  requires com.fasterxml.jackson.databind;

  exports dev.mazzo.conformance;

  // jqwik calls the kit's properties and its arbitraries' provider methods reflectively.
  opens dev.mazzo.conformance;
}
