/**
 * What a family may tell the search bots ({@code dev.mazzo.search}) beyond the rules-api contract:
 * internal to the module (not exported), so that a hint is no public API.
 */
package dev.mazzo.hint;
