/**
 * Cards in the notation of protocol.md: {@link dev.mazzo.card.Suit}, {@link dev.mazzo.card.Rank},
 * the flyweight {@link dev.mazzo.card.Card}, a variant's {@link dev.mazzo.card.Deck}, the bit-set
 * {@link dev.mazzo.card.CardSet} and {@link dev.mazzo.card.Shuffle} for deals.
 */
package dev.mazzo.card;
