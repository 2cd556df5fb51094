/**
 * The trick-taking core shared by every trick game (briscola.md §5; later pitch.md and
 * five-hundred.md): trick winner with trump and led suit, trick points, follow-suit masks, all over
 * card ids and per-variant tables. Internal: not exported by the module.
 */
package dev.mazzo.trick;
