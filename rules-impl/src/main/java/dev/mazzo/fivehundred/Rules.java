package dev.mazzo.fivehundred;

import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Rejection;
import dev.mazzo.table.OptionValues;
import io.vavr.control.Either;
import java.util.Map;

/**
 * A variant's {@link Spec} with a match's options resolved (five-hundred.md §12). Immutable; two
 * matches of the same variant and options share equal rules.
 */
final class Rules {
  final Spec spec;
  final int players;
  final int firstDealer;
  final boolean american;
  final boolean misere;
  final boolean exposeBeforeLead;
  final boolean winOnlyByContract;
  final boolean allPassTricks;
  final boolean misereDefendersScore;

  private Rules(Spec spec, Map<String, Object> v) {
    this.spec = spec;
    this.players = spec.players;
    this.firstDealer = (Integer) v.get("dealer");
    this.american = "american".equals(v.get("biddingStyle"));
    this.misere = (Boolean) v.get("misere");
    this.exposeBeforeLead = "before-lead".equals(v.get("openMisereExpose"));
    this.winOnlyByContract = (Boolean) v.get("winOnlyByContract");
    this.allPassTricks = "no-trump-tricks".equals(v.get("allPass"));
    this.misereDefendersScore = (Boolean) v.get("misereOpponentsScoreTricks");
  }

  /** The rules of a match, or MALFORMED for an unknown option or a bad value (§12). */
  static Either<Rejection, Rules> resolve(Spec spec, MatchOptions options) {
    return OptionValues.resolve(spec.id, spec.options, options).map(v -> new Rules(spec, v));
  }

  /** The seat after {@code seat} in playing order (F-4). */
  int next(int seat) {
    return seat + 1 == players ? 0 : seat + 1;
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Rules)) {
      return false;
    }
    Rules r = (Rules) o;
    return spec == r.spec
        && firstDealer == r.firstDealer
        && american == r.american
        && misere == r.misere
        && exposeBeforeLead == r.exposeBeforeLead
        && winOnlyByContract == r.winOnlyByContract
        && allPassTricks == r.allPassTricks
        && misereDefendersScore == r.misereDefendersScore;
  }

  @Override
  public int hashCode() {
    int h = spec.id.hashCode() * 31 + firstDealer;
    h = h * 2 + (american ? 1 : 0);
    h = h * 2 + (misere ? 1 : 0);
    h = h * 2 + (exposeBeforeLead ? 1 : 0);
    h = h * 2 + (winOnlyByContract ? 1 : 0);
    h = h * 2 + (allPassTricks ? 1 : 0);
    return h * 2 + (misereDefendersScore ? 1 : 0);
  }
}
