package dev.mazzo.briscola;

import dev.mazzo.card.Card;
import dev.mazzo.card.Rank;
import dev.mazzo.game.Action;
import dev.mazzo.game.Phase;
import dev.mazzo.game.Rejection;
import dev.mazzo.table.Checks;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * Phase {@code call}, the declarer's call (briscola.md B-51 … B-54, B-63): the legal calls, a
 * call's checks and the call itself, which fixes trump and the secret partner and starts the play.
 * The legal calls and the checks share one predicate: {@link #calledCardOf}.
 */
final class CallPhase {

  private CallPhase() {}

  /** H, D, C, S; or every card of the deck in canonical order (B-66). */
  static Seq<Action> legal(BriscolaState s) {
    return s.rules.ladder.calls(s.toAct());
  }

  /** A call's shape (B-64): a suit or a card of the deck, not both, not no-trump with a suit. */
  static Option<Rejection> shape(Rules rules, Call c) {
    // a suit given as null: isDefined and get, not contains(null), which allocates a predicate
    if (c.suit() == null || c.card() == null || (c.suit().isDefined() && c.suit().get() == null)) {
      return Checks.malformed("A call needs a suit or a card");
    }
    int forms = (c.suit().isDefined() || c.noTrump() ? 1 : 0) + (c.card().isDefined() ? 1 : 0);
    if (forms != 1 || (c.suit().isDefined() && c.noTrump())) {
      return Checks.malformed("A call names either a suit or a card");
    }
    return c.card().isDefined()
        ? Checks.card(rules.deck, c.card().get(), "A call needs a suit or a card")
        : Option.none();
  }

  /** ILLEGAL_CALL (7 of B-67) for a well-formed call of the declarer. */
  static Rejection check(BriscolaState s, Call c) {
    return calledCardOf(s, c) < 0
        ? Rejection.of(Briscola.ILLEGAL_CALL, illegalCall(s.rules))
        : null;
  }

  /**
   * The called card's id when the call is legal, else -1 (B-51, B-63, B-64): in the rank auction a
   * suit, which calls the bid rank (the 2 after a bid with points) of that suit; in the points
   * auction any card.
   */
  static int calledCardOf(BriscolaState s, Call c) {
    if (s.rules.spec.auction == Spec.Auction.RANKS) {
      if (c.suit().isEmpty()) {
        return -1;
      }
      int level = s.auction.level();
      // the plain 2 (level 9) and a 2 with points (levels 10 and up) call the 2
      Rank rank = s.rules.scheme.order().get(Math.min(level, 9));
      return s.rules.deck.idOf(Card.of(rank, c.suit().get()));
    }
    return c.card().isDefined() ? s.rules.deck.idOf(c.card().get()) : -1;
  }

  private static String illegalCall(Rules rules) {
    return rules.spec.auction == Spec.Auction.RANKS
        ? "Call a suit: H, D, C or S"
        : "Call a card, such as AC";
  }

  /**
   * The call (B-51 … B-53, B-63): the called card's suit is trump, its holder the partner (or
   * nobody when the declarer holds it); the eldest leads, or the declarer with {@code
   * firstLead:"caller"} (B-54).
   */
  static BriscolaState next(BriscolaState s, Call c) {
    Rules rules = s.rules;
    int cardId = calledCardOf(s, c);
    int holder = -1;
    // != rather than <: a seat past the last holds nothing (see PlayPhase.gathered)
    for (int p = 0; p != rules.players; p++) {
      if (s.holds(p, cardId)) {
        holder = p;
      }
    }
    int leader = rules.declarerLeads ? s.toAct() : rules.next(s.dealer());
    Draft d = s.draft().caused(BriscolaState.CALLED, s.toAct(), cardId);
    d.auction = s.auction.withCall(s.toAct(), cardId, holder);
    d.phase = Phase.PLAY;
    d.toAct = leader;
    d.leader = leader;
    d.trump = rules.table.suitOf(cardId);
    return d.state();
  }
}
