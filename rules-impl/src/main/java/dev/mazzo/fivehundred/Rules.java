package dev.mazzo.fivehundred;

import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Rejection;
import dev.mazzo.table.OptionValues;
import dev.mazzo.table.TableRules;
import io.vavr.control.Either;
import java.util.Map;

/**
 * A variant's {@link Spec} with a match's options resolved (five-hundred.md §12). Immutable; two
 * matches of the same variant and options share equal rules ({@link TableRules}: the variant and
 * the resolved option values).
 */
final class Rules extends TableRules {
  final Spec spec;
  final int firstDealer;
  final boolean american;
  final boolean misere;
  final boolean exposeBeforeLead;
  final boolean winOnlyByContract;
  final boolean allPassTricks;
  final boolean misereDefendersScore;

  /**
   * Per seat s, every seat in playing order from s on (F-4): s, s + 1, … (mod players). Built per
   * match, not per variant, so that it is made where a test can see it (not in a class's static
   * initialisation).
   */
  final int[][] from;

  /**
   * Per seat and standing bid, the legal speeches ({@link BidPhase#lists}): made per match rules,
   * as the option {@code misere} decides which bids there are (F-7).
   */
  final Picks[][] bids;

  private Rules(Spec spec, Map<String, Object> v) {
    super(spec.id, spec.players, v, spec.deck);
    this.spec = spec;
    this.firstDealer = (Integer) v.get("dealer");
    this.american = "american".equals(v.get("biddingStyle"));
    this.misere = (Boolean) v.get("misere");
    this.exposeBeforeLead = "before-lead".equals(v.get("openMisereExpose"));
    this.winOnlyByContract = (Boolean) v.get("winOnlyByContract");
    this.allPassTricks = "no-trump-tricks".equals(v.get("allPass"));
    this.misereDefendersScore = (Boolean) v.get("misereOpponentsScoreTricks");
    this.bids = BidPhase.lists(spec, misere);
    int n = spec.players;
    this.from = new int[n][n];
    for (int s = 0; s < n; s++) {
      for (int i = 0; i < n; i++) {
        from[s][i] = (s + i) % n;
      }
    }
  }

  /** The rules of a match, or MALFORMED for an unknown option or a bad value (§12). */
  static Either<Rejection, Rules> resolve(Spec spec, MatchOptions options) {
    return OptionValues.resolve(spec.id, spec.options, options).map(v -> new Rules(spec, v));
  }
}
