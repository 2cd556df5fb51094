/**
 * The conformance kit: {@link dev.mazzo.conformance.ConformanceKit}, an abstract jqwik test of the
 * properties every variant of every family must have (design.md, Tests), with hooks for what is a
 * family's own, written in layers that each extend the one before ({@link
 * dev.mazzo.conformance.KitHooks}, {@link dev.mazzo.conformance.KitWalks}, {@link
 * dev.mazzo.conformance.KitMatchProperties}, {@link dev.mazzo.conformance.KitActionProperties},
 * {@link dev.mazzo.conformance.KitRecordProperties}); each family's kit implements them and adds
 * the family's properties, and {@link dev.mazzo.conformance.ConformanceRunner} runs it for every id
 * of the family. {@link dev.mazzo.conformance.KitTries} scales the tries. Also the helpers the rule
 * tests share: {@link dev.mazzo.conformance.Playthrough} (a match and its accepted actions, with
 * "rejected and unchanged" checks), {@link dev.mazzo.conformance.Transcript} (states, views,
 * actions and events in the shapes of protocol.md, for golden files), {@link
 * dev.mazzo.conformance.GoldenFile} and {@link dev.mazzo.conformance.Perft} (count files).
 *
 * <h2>A family's kit, outside this repository</h2>
 *
 * <p>A family written in its own project (its {@code dev.mazzo.family.Family} registered through
 * {@code META-INF/services} and, on the module path, {@code provides}) passes the kit with one test
 * class. Its dependencies: {@code dev.mazzo:mazzo-conformance} in test scope (it brings JUnit 5,
 * jqwik and the JUnit Platform launcher), beside {@code dev.mazzo:mazzo-rules-impl}.
 *
 * <pre>{@code
 * class EuchreConformanceTest {
 *
 *   @TestFactory
 *   Stream<DynamicNode> conformance() {
 *     return ConformanceRunner.run(Kit.class, "euchre-4p", "euchre-3p");
 *   }
 *
 *   // Public and static, with one public constructor taking the id: jqwik makes it per id.
 *   public static class Kit extends ConformanceKit {
 *     public Kit(String variantId) {
 *       super(variantId);
 *     }
 *
 *     // The hooks every kit implements: the family's invariant of each hand result, its action
 *     // space and the order of its checks, its malformed actions.
 *     @Override protected void assertHandResult(GameState s, HandResult r) { ... }
 *     @Override protected List<Action> fixedActionSpace(GameState start) { ... }
 *     @Override protected void assertSpaceShape(Action a, boolean malformed) { ... }
 *     @Override protected boolean accepts(Phase phase, Action a) { ... }
 *     @Override protected Rejection.Code expectedCode(GameState s, SeatAction a) { ... }
 *     @Override protected Arbitrary<Action> familyActions() { ... }
 *     // ... and, where the family has them, the optional hooks of KitHooks (public cards of a
 *     // view, events as a seat sees them, a canonical form of an action, more actions to try).
 *   }
 * }
 * }</pre>
 *
 * <p>Each property is then one JUnit test per id, named by its label; a failure names the id and
 * the property, with jqwik's report (the seed that reproduces it). Set {@code jqwik.tries.default}
 * in {@code src/test/resources/junit-platform.properties} (this repository uses 100): the kit
 * scales each property's tries to the variant's size, so that a kit costs about what {@code
 * briscola-2p}'s does ({@link dev.mazzo.conformance.KitWalks#tries}). {@code -Dmazzo.kit.ids=ID}
 * runs only that id; {@code -Dmazzo.kit.tries=N} sets every property's tries for one run. Run on
 * the module path, the test module opens the kit's package (jqwik makes the kit reflectively). The
 * kit's own tests hold a complete example of such a class, for {@code briscola-2p}.
 *
 * <p>In this repository, rules-impl's {@code ConformanceTest} finds the kit {@code
 * dev.mazzo.x.FooKit} of every family {@code dev.mazzo.x.FooFamily} of the catalog and runs it for
 * each of its ids, with nothing to write per id.
 */
package dev.mazzo.conformance;
