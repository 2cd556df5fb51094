/**
 * The JSON layer and the in-process referee of Mazzo: the card notation and JSON Lines protocol of
 * {@code PROTOCOL.md}, with the Briscola family's fields of {@code rules/briscola.md} §13 (B-69
 * SUMMARY, B-70 VIEW, B-71 EVENT, B-72 HAND_RESULT) and its action space (B-64).
 *
 * <p>{@link dev.mazzo.protocol.Json} turns actions, states, views, events, results, rejections and
 * the variant catalog into Jackson trees and reads actions and options back, strictly; {@link
 * dev.mazzo.protocol.Referee} holds one match and answers one request line with exactly one line,
 * which is what {@code mazzo referee} runs on stdin and stdout.
 */
package dev.mazzo.protocol;
