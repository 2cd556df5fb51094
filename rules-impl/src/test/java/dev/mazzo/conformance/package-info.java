/**
 * The conformance kit: {@link dev.mazzo.conformance.ConformanceKit}, an abstract jqwik test of the
 * properties every variant of every family must have (design.md, Tests), with hooks for what is a
 * family's own, written in layers that each extend the one before ({@link
 * dev.mazzo.conformance.KitHooks}, {@link dev.mazzo.conformance.KitWalks}, {@link
 * dev.mazzo.conformance.KitMatchProperties}, {@link dev.mazzo.conformance.KitActionProperties});
 * each family's kit ({@code dev.mazzo.briscola.BriscolaKit}, {@code
 * dev.mazzo.tombolon.TombolonKit}) implements them and adds the family's properties, and {@link
 * dev.mazzo.conformance.ConformanceTest} runs its family's kit for every id of the catalog. {@link
 * dev.mazzo.conformance.KitTries} scales the tries. Also the helpers the rule tests share: {@link
 * dev.mazzo.conformance.Playthrough} (a match and its accepted actions, with "rejected and
 * unchanged" checks) and {@link dev.mazzo.conformance.Transcript} (states, views, actions and
 * events in the shapes of protocol.md, for golden files).
 */
package dev.mazzo.conformance;
