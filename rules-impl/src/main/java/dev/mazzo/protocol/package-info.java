/**
 * The JSON layer and the in-process referee of Mazzo: the card notation and JSON Lines protocol of
 * {@code protocol.md}. Both are generic: each family's action space and fields (its SUMMARY, VIEW,
 * EVENT and HAND_RESULT) are written by the family's {@link dev.mazzo.codec.Codec}, found by
 * variant id through {@link dev.mazzo.family.Families}; this package names no family.
 *
 * <p>{@link dev.mazzo.protocol.Json} turns actions, states, views, events, results, rejections and
 * the variant catalog into Jackson trees and reads actions and options back, strictly, and writes
 * and reads match records (docs/records.md); {@link dev.mazzo.protocol.Referee} holds one match and
 * answers one request line with exactly one line, which is what {@code mazzo referee} runs on stdin
 * and stdout.
 */
package dev.mazzo.protocol;
