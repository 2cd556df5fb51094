package dev.mazzo.pitch;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.family.ViewStrategy;
import dev.mazzo.game.Action;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayCard;
import dev.mazzo.trick.Seats;
import dev.mazzo.trick.Trick;
import dev.mazzo.trick.TrumpContext;
import io.vavr.control.Option;

/**
 * The Pitch family's greedy strategy (pitch.md), from the seat's {@link PitchView} alone;
 * deterministic: on a tie the first action in legal order is taken.
 *
 * <p><b>Worth of a trump.</b> For a trump suit, each trump of the hand is worth, in tenths of a
 * point: a card that scores for its player (the 2, P-28) its points, sure; the top trump of the
 * order (P-4, P-6) its points plus one (it wins its trick); the second its points plus a half;
 * another point card 0.4 of its points (it may be captured); a zero-point trump 0.3 (length).
 *
 * <p><b>Bid</b> (P-11, P-12). The hand's estimate in its best suit is the sum of its trumps' worth
 * plus one point for the partner (4 players: the seat opposite; 5: the called card). It bids that
 * number (at most T) when it is legal, above the standing bid; it never bids over its partner's
 * standing bid and never bids "moon"; else it passes. A stuck dealer bids its estimate or the
 * lowest legal bid.
 *
 * <p><b>Trump</b> (P-14). It names the suit of the best estimate (the first of H, D, C, S on a
 * tie); with five players it calls the strongest trump of that suit it does not hold.
 *
 * <p><b>Remainder</b> (P-18). It takes the remaining stock when it holds no more cards than its
 * partner, else passes it: the one with fewer cards has more room before burning (P-20).
 *
 * <p><b>Burn</b> (P-21). Of the legal sets it burns the one of least total worth: its weakest
 * zero-point trumps, and when it must burn point cards, those it would least likely score.
 *
 * <p><b>Play</b> (P-25 … P-28). A trump is a <i>master</i> when no trump unseen by the seat (not in
 * its hand, a pile, the burned cards or the table) is stronger. Leading, it plays its master of
 * most points, else its cheapest card (least points kept, then weakest; a 2 that scores for its
 * player costs nothing). Following, when its side wins the trick and it is the last to play or the
 * winning card is a master, it gives its point card of most points that is not a master (P-28: they
 * score for the trick's winner); when an opponent wins, it takes the trick with its beating card of
 * most points if it plays last or that card is a master, else it throws its cheapest card. With
 * five players the sides are those the seat knows: the declarer, itself, and the partner once
 * shown.
 */
final class PitchGreedy extends ViewStrategy<PitchView> {

  /** One point for the partner's help, in tenths (P-9, P-19). */
  static final int PARTNER = 10;

  PitchGreedy() {
    super(PitchView.class);
  }

  @Override
  protected Option<Action> prefer(PitchView v, Action[] actions) {
    switch (PitchPhase.of(v.phase())) {
      case BID:
        return Option.of(bid(v, actions));
      case TRUMP:
        return Option.of(trump(v, actions));
      case REMAINDER:
        return Option.of(remainder(v, actions));
      case BURN:
        return Option.of(burn(v, actions));
      case PLAY:
        return Option.of(play(v, actions));
      default:
        return Option.of(actions[0]);
    }
  }

  // ------------------------------------------------------------------------------ hand worth

  /** A trump's worth in tenths of a point, for a hand before play (see the class comment). */
  static int worth(TrumpContext ctx, int id) {
    int points = ctx.pointsOf(id);
    if (ctx.scoresForPlayer(id)) {
      return 10 * points;
    }
    int above = stronger(ctx, ctx.trumpsLo(), id);
    return above == 0 ? 10 * points + 10 : above == 1 ? 10 * points + 5 : 4 * points + 3;
  }

  /** How many trumps of {@code mask} are stronger than the trump {@code id}. */
  static int stronger(TrumpContext ctx, long mask, int id) {
    int s = ctx.strengthOf(id);
    int n = 0;
    for (long m = mask & ctx.trumpsLo(); m != 0; m = CardSet.withoutLowest(m)) {
      n += ctx.strengthOf(Long.numberOfTrailingZeros(m)) > s ? 1 : 0;
    }
    return n;
  }

  /** The hand's estimate in tenths of a point with trump suit {@code t} (partner included). */
  static int estimate(PitchView v, int t) {
    TrumpContext ctx = v.rules.context(t);
    int sum = PARTNER;
    for (long m = v.ownHand & ctx.trumpsLo(); m != 0; m = CardSet.withoutLowest(m)) {
      sum += worth(ctx, Long.numberOfTrailingZeros(m));
    }
    return sum;
  }

  /** The suit ordinal of the best estimate, the first on a tie. */
  static int bestSuit(PitchView v) {
    int best = 0;
    for (int t = 1; t < 4; t++) {
      best = estimate(v, t) > estimate(v, best) ? t : best;
    }
    return best;
  }

  // ------------------------------------------------------------------------------ auction

  private static Action bid(PitchView v, Action[] actions) {
    int amount = Math.min(v.rules.total, estimate(v, bestSuit(v)) / 10);
    boolean partnerHolds = false;
    for (PitchState.Speech s : v.auction()) {
      // The standing bid is the last bid spoken; a partner holds it in 4p (P-9).
      if (!s.pass()) {
        partnerHolds = v.players() == 4 && s.seat() != v.seat() && (s.seat() & 1) == (v.seat() & 1);
      }
    }
    Action lowest = null;
    for (Action a : actions) {
      if (a instanceof PitchAction.Bid b && !b.isMoon()) {
        lowest = lowest == null ? a : lowest;
        if (b.amount().get() == amount && !partnerHolds) {
          return a;
        }
      }
    }
    // A stuck dealer may not pass (P-12): the lowest bid.
    return actions[0] instanceof Pass ? actions[0] : lowest != null ? lowest : actions[0];
  }

  private static Action trump(PitchView v, Action[] actions) {
    int suit = bestSuit(v);
    TrumpContext ctx = v.rules.context(suit);
    Action best = null;
    int bestStrength = -1;
    for (Action a : actions) {
      PitchAction.Trump t = (PitchAction.Trump) a;
      if (t.suit().ordinal() == suit) {
        int s = t.call().map(c -> ctx.strengthOf(v.rules.deck.idOf(c))).getOrElse(0);
        if (s > bestStrength) {
          bestStrength = s;
          best = a;
        }
      }
    }
    return best;
  }

  private static Action remainder(PitchView v, Action[] actions) {
    boolean take = v.handSize(v.seat()) <= v.handSize((v.seat() + 2) % 4);
    for (Action a : actions) {
      if (((PitchAction.Remainder) a).take() == take) {
        return a;
      }
    }
    return actions[0];
  }

  private static Action burn(PitchView v, Action[] actions) {
    TrumpContext ctx = v.rules.context(v.trump);
    Action best = actions[0];
    int least = Integer.MAX_VALUE;
    for (Action a : actions) {
      int sum = 0;
      for (Card c : ((PitchAction.Burn) a).cards()) {
        int id = v.rules.deck.idOf(c);
        sum += worth(ctx, id) * 32 + ctx.strengthOf(id);
      }
      if (sum < least) {
        least = sum;
        best = a;
      }
    }
    return best;
  }

  // ------------------------------------------------------------------------------ play

  private static Action play(PitchView v, Action[] actions) {
    TrumpContext ctx = v.rules.context(v.trump);
    long unseen = ctx.trumpsLo() & ~v.ownHand & ~Trick.maskLo(v.trick);
    for (int p = 0; p < v.players(); p++) {
      unseen &= ~v.captured[p] & ~v.burned[p];
    }
    int n = Trick.size(v.trick);
    if (n == 0) {
      Action master = mostPoints(v, ctx, actions, unseen, true, -1);
      return master != null ? master : cheapest(v, ctx, actions);
    }
    int w = ctx.winnerIndex(v.trick);
    int winCard = Trick.card(v.trick, w);
    int winner = Seats.seatAt(v.trickIn, v.leader, v.players(), w);
    boolean last = n + 1 == Seats.count(v.trickIn);
    boolean masterWins = stronger(ctx, unseen, winCard) == 0;
    if (sameSide(v, winner)) {
      if (last || masterWins) {
        Action give = mostPoints(v, ctx, actions, unseen, false, -1);
        return give != null ? give : cheapest(v, ctx, actions);
      }
      return cheapest(v, ctx, actions);
    }
    Action take = mostPoints(v, ctx, actions, unseen, !last, ctx.strengthOf(winCard));
    return take != null ? take : cheapest(v, ctx, actions);
  }

  /**
   * The play of most points (then the weakest) among the cards stronger than {@code above}: only
   * masters when {@code masters}; with {@code above} -1 and not {@code masters}, only point cards
   * that are not masters and do not score for their player (a gift to the winner). Null if none.
   */
  private static Action mostPoints(
      PitchView v, TrumpContext ctx, Action[] actions, long unseen, boolean masters, int above) {
    Action best = null;
    int bestKey = Integer.MIN_VALUE;
    for (Action a : actions) {
      int id = v.rules.deck.idOf(((PlayCard) a).card());
      boolean master = stronger(ctx, unseen, id) == 0;
      int s = ctx.strengthOf(id);
      boolean gift = above < 0 && !masters;
      boolean fits =
          gift
              ? !master && ctx.pointsOf(id) > 0 && !ctx.scoresForPlayer(id)
              : s > above && (master || !masters);
      int key = ctx.pointsOf(id) * 64 - s;
      if (fits && key > bestKey) {
        bestKey = key;
        best = a;
      }
    }
    return best;
  }

  /** The play that costs least: fewest points lost (a card scoring for its player: none). */
  private static Action cheapest(PitchView v, TrumpContext ctx, Action[] actions) {
    Action best = actions[0];
    int least = Integer.MAX_VALUE;
    for (Action a : actions) {
      int id = v.rules.deck.idOf(((PlayCard) a).card());
      int cost = (ctx.scoresForPlayer(id) ? 0 : ctx.pointsOf(id)) * 64 + ctx.strengthOf(id);
      if (cost < least) {
        least = cost;
        best = a;
      }
    }
    return best;
  }

  /** True when the seat knows {@code other} to be on its side in this hand (P-9, P-19, P-38). */
  static boolean sameSide(PitchView v, int other) {
    int me = v.seat();
    if (other == me) {
      return true;
    }
    if (v.players() == 4) {
      return (other & 1) == (me & 1);
    }
    boolean holdsCalled = v.called >= 0 && (v.ownHand >>> v.called & 1) != 0;
    boolean bidding = me == v.declarer || holdsCalled || me == v.partner;
    if (bidding) {
      return other == v.declarer || other == v.partner;
    }
    return v.revealed && other != v.declarer && other != v.partner;
  }
}
