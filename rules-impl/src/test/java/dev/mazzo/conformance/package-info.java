/**
 * The conformance kit: {@link dev.mazzo.conformance.ConformanceKit}, an abstract jqwik test that
 * every variant passes by naming its id (DESIGN.md, Tests), and the helpers the rule tests share:
 * {@link dev.mazzo.conformance.Playthrough} (a match and its accepted actions, with "rejected and
 * unchanged" checks) and {@link dev.mazzo.conformance.Transcript} (states, views, actions and
 * events in the shapes of PROTOCOL.md, for golden files).
 */
package dev.mazzo.conformance;
