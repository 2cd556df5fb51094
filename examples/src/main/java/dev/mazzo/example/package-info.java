/**
 * Short programs that show the Mazzo API, each compiled and run by a test: the README's examples
 * ({@code QuickStart}, {@code MatchLoop}, {@code EmptySeat}, {@code Validator}) and the records
 * chapter's ({@code Records}, docs/records.md).
 */
package dev.mazzo.example;
