/**
 * JMH benchmarks of the Mazzo hot paths: trick resolution ({@link
 * dev.mazzo.bench.TrickResolutionBenchmark}), legal actions ({@link
 * dev.mazzo.bench.LegalActionsBenchmark}), one transition ({@link dev.mazzo.bench.ApplyBenchmark})
 * and a whole random hand of every id ({@link dev.mazzo.bench.RandomPlayoutBenchmark}); Tombolon
 * capture enumeration is {@code dev.mazzo.tombolon.CaptureBenchmark}, in the engine's package
 * because {@code Captures} is package-private.
 *
 * <p>Every input is made in {@code @Setup} from fixed seeds and read from a cyclic array, so a
 * measured operation does only the work its Javadoc names. The uber-jar {@code
 * benchmarks/target/benchmarks.jar} runs on the class path, which lets these classes reach the
 * trick core ({@code dev.mazzo.trick}) that the module does not export.
 */
package dev.mazzo.bench;
