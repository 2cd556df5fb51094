package dev.mazzo.game;

import dev.mazzo.card.Card;

/**
 * A card on the table and the seat that played it ({@code {"seat":1,"card":"AS"}}).
 *
 * @param seat the seat
 * @param card the card
 */
public record TablePlay(int seat, Card card) {}
