/**
 * The {@code mazzo} command ({@link dev.mazzo.cli.Mazzo}): {@code variants}, {@code referee},
 * {@code play} and {@code simulate}, written on the public API of the rules engine and picocli.
 */
package dev.mazzo.cli;
