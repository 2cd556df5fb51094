package dev.mazzo.fivehundred;

import dev.mazzo.card.Suit;
import dev.mazzo.game.Round;
import dev.mazzo.table.HandLog;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * A finished trick of a Five Hundred hand with what only this family records of it: the suit its
 * joker lead named in a no-trump hand (five-hundred.md F-18). The common {@link Round} carries no
 * suit; {@link FiveHundredState#rounds()} and {@link FiveHundredView#rounds()} list these beside
 * {@code history()}.
 *
 * @param round the trick as {@code history()} shows it
 * @param namedSuit the suit the joker lead named, or none for every other trick
 */
public record FiveHundredRound(Round round, Option<Suit> namedSuit) {

  /** A hand's tricks, oldest first, each with its named suit. */
  static Seq<FiveHundredRound> of(HandLog log, Rules rules) {
    return log.rounds(rules.spec.deck, rules.players)
        .zipWith(log.namedSuits(), FiveHundredRound::new);
  }
}
