/**
 * JMH benchmarks of the Mazzo hot paths: trick resolution ({@link
 * dev.mazzo.bench.TrickResolutionBenchmark}), legal actions ({@link
 * dev.mazzo.bench.LegalActionsBenchmark}), one transition ({@link dev.mazzo.bench.ApplyBenchmark})
 * and a whole random hand ({@link dev.mazzo.bench.RandomPlayoutBenchmark}).
 *
 * <p>Every input is made in {@code @Setup} from fixed seeds and read from a cyclic array, so a
 * measured operation does only the work its Javadoc names. The uber-jar {@code
 * benchmarks/target/benchmarks.jar} runs on the class path, which lets these classes reach the
 * trick core ({@code dev.mazzo.trick}) that the module does not export.
 */
package dev.mazzo.bench;
