package dev.mazzo.fivehundred;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Trump;
import dev.mazzo.family.ViewStrategy;
import dev.mazzo.game.Action;
import dev.mazzo.game.TablePlay;
import dev.mazzo.trick.TrumpContext;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The Five Hundred family's greedy strategy (five-hundred.md), from the seat's {@link
 * FiveHundredView} alone; deterministic: on a tie the first action in legal order is taken.
 *
 * <p><b>Tricks of a hand</b>, in tenths, for a trump suit: the three top trumps of the order (F-14:
 * {@code JK}, right and left bower) 10, 9 and 8 each, other trumps 6 and 3 more each past the
 * fourth (long trumps); a side ace 8, a side king with a second card of its suit 4. At no-trumps:
 * {@code JK} 10, an ace 9, a guarded king 5, a queen of three or more 3. Every estimate adds the
 * kitty (5) and the partners' help: 3p 10 (a kitty worth more among fewer cards), 4p 15, 5p 20 (the
 * called card), 6p 20. Tuned so that four greedy seats make about 90% of their contracts.
 *
 * <p><b>Bid</b> (F-6 … F-9). It takes its denominations from the best estimate down and bids the
 * highest legal bid of the first one whose tricks are at most its estimate (a contract scores its
 * value, never overtricks, F-23); it never overcalls its own team. Without such a bid it bids open
 * misère when legal (F-7) and every card of its hand has six higher cards of its suit in the deck,
 * else misère when legal and at most two cards (the joker, or a card with fewer than five higher)
 * could not duck; else it passes.
 *
 * <p><b>Discard</b> (F-11). It keeps trumps (by strength), then side aces, then cards of long
 * suits, and discards the three it values least: low cards of short suits, which voids them. In
 * misère it discards the joker and its highest cards.
 *
 * <p><b>Call</b> (F-12, 5p). It calls the strongest callable card: the best trump it lacks, or at
 * no-trumps the best ace.
 *
 * <p><b>Play</b> (F-16 … F-19). A card is a <i>master</i> when no card unseen by the seat is
 * stronger in its effective suit. Leading, the contracting side draws trumps with a master trump,
 * then any seat cashes a master, else leads its lowest card. Following, when its own side wins the
 * trick (and it plays last or the winning card is a master) it plays its lowest card; else it takes
 * the trick with its weakest winning card, or throws its lowest. A misère declarer plays low: it
 * ducks under the winning card with its highest card that loses, and leads its lowest card; its
 * opponents play their lowest cards (a low trick is one the declarer cannot duck). The sides are
 * those the seat knows (5p: the partner once shown, or itself holding the called card).
 */
final class FiveHundredGreedy extends ViewStrategy<FiveHundredView> {

  FiveHundredGreedy() {
    super(FiveHundredView.class);
  }

  @Override
  protected Option<Action> prefer(FiveHundredView v, Action[] actions) {
    switch (FiveHundredPhase.of(v.phase())) {
      case BID:
        return Option.of(bid(v, actions));
      case DISCARD:
        return Option.of(discard(v, actions));
      case CALL:
        return Option.of(call(v, actions));
      case PLAY:
        return Option.of(play(v, actions));
      default:
        return Option.of(actions[0]);
    }
  }

  // ------------------------------------------------------------------------------ estimates

  /**
   * The tricks of the seat's hand, in tenths, with trump {@code t} (-1 for no-trumps), as the class
   * comment's <i>Tricks of a hand</i> counts them; worked out by {@link Reading#estimate} from the
   * variant's strength tables.
   */
  static int estimate(FiveHundredView v, int t) {
    return Reading.estimate(v.rules.spec, v.ownHand().lo(), t);
  }

  private static int[] suitLengths(TrumpContext ctx, long hand) {
    int[] n = new int[4];
    for (long m = hand; m != 0; m = CardSet.withoutLowest(m)) {
      int s = ctx.suitOf(Long.numberOfTrailingZeros(m));
      n[s < 0 ? 0 : s] += s < 0 ? 0 : 1;
    }
    return n;
  }

  /** The cards of the hand that a misère declarer could not duck with (F-7). */
  static int unsafe(FiveHundredView v, int higherNeeded) {
    TrumpContext nt = v.rules.spec.context(-1);
    int n = 0;
    for (long m = v.ownHand().lo(); m != 0; m = CardSet.withoutLowest(m)) {
      int id = Long.numberOfTrailingZeros(m);
      n += nt.isTrump(id) || above(nt, nt.deck().all().lo(), id) < higherNeeded ? 1 : 0;
    }
    return n;
  }

  // ------------------------------------------------------------------------------ auction

  private static Action bid(FiveHundredView v, Action[] actions) {
    if (teamHolds(v)) {
      return actions[0];
    }
    int[] est = new int[5];
    for (int t = -1; t < 4; t++) {
      est[t + 1] = estimate(v, t);
    }
    boolean[] tried = new boolean[5];
    for (int round = 0; round < 5; round++) {
      int best = -1;
      for (int i = 0; i < 5; i++) {
        best = !tried[i] && (best < 0 || est[i] > est[best]) ? i : best;
      }
      tried[best] = true;
      Action highest = null;
      for (Action a : actions) {
        if (a instanceof MakeBid mb && !mb.bid().isMisere()) {
          Trump trump = mb.bid().trump().get();
          int t = trump.isNoTrump() ? 0 : trump.suit().get().ordinal() + 1;
          highest = t == best && mb.bid().tricks() * 10 <= est[best] ? a : highest;
        }
      }
      if (highest != null) {
        return highest;
      }
    }
    Action misere = null;
    for (Action a : actions) {
      if (a instanceof MakeBid mb && mb.bid().isMisere()) {
        boolean open = mb.bid().isOpen();
        misere = open && unsafe(v, 6) == 0 || !open && unsafe(v, 5) <= 2 ? a : misere;
      }
    }
    return misere != null ? misere : actions[0];
  }

  /** True when the standing bid is a teammate's (4p, 6p: F-4). */
  private static boolean teamHolds(FiveHundredView v) {
    int holder = -1;
    for (AuctionCall c : v.auction()) {
      holder = c.bid().isDefined() ? c.seat() : holder;
    }
    return holder >= 0
        && holder != v.seat()
        && (v.players() == 4 || v.players() == 6)
        && (holder & 1) == (v.seat() & 1);
  }

  // ------------------------------------------------------------------------------ kitty, call

  private static Action discard(FiveHundredView v, Action[] actions) {
    Bid bid = v.contract().get();
    TrumpContext ctx = v.rules.spec.context(trumpOf(bid));
    long hand = v.ownHand().lo();
    int[] length = suitLengths(ctx, hand);
    long chosen = 0;
    for (int k = 0; k < 3; k++) {
      int worst = -1;
      int least = Integer.MAX_VALUE;
      for (long m = hand & ~chosen; m != 0; m = CardSet.withoutLowest(m)) {
        int id = Long.numberOfTrailingZeros(m);
        int keep = keep(ctx, id, length, bid.isMisere());
        if (keep < least) {
          least = keep;
          worst = id;
        }
      }
      chosen |= 1L << worst;
    }
    for (Action a : actions) {
      long cards = 0;
      for (Card c : ((Discard) a).cards()) {
        cards |= 1L << v.deck().idOf(c);
      }
      if (cards == chosen) {
        return a;
      }
    }
    return actions[0];
  }

  /** How much the declarer wants to keep a card (F-11); the three least are discarded. */
  static int keep(TrumpContext ctx, int id, int[] length, boolean misere) {
    int suit = ctx.suitOf(id);
    int len = suit < 0 ? 0 : length[suit];
    if (misere) {
      return ctx.isTrump(id) ? -1000 : above(ctx, ctx.deck().all().lo(), id) * 10 + len;
    }
    if (ctx.isTrump(id)) {
      return 1000 + ctx.strengthOf(id);
    }
    return (above(ctx, ctx.deck().all().lo(), id) == 0 ? 500 : 0) + len * 20 + ctx.strengthOf(id);
  }

  private static Action call(FiveHundredView v, Action[] actions) {
    TrumpContext ctx = v.rules.spec.context(trumpOf(v.contract().get()));
    Action best = actions[0];
    int bestKey = -1;
    for (Action a : actions) {
      Call c = (Call) a;
      if (c.card().isDefined()) {
        int id = v.deck().idOf(c.card().get());
        int key = (ctx.isTrump(id) ? 100 : 0) + ctx.strengthOf(id);
        if (key > bestKey) {
          bestKey = key;
          best = a;
        }
      }
    }
    return best;
  }

  static int trumpOf(Bid bid) {
    return bid.playTrump().suit().map(Enum::ordinal).getOrElse(-1);
  }

  // ------------------------------------------------------------------------------ play

  private static Action play(FiveHundredView v, Action[] actions) {
    Bid bid = v.contract().getOrNull();
    TrumpContext ctx = v.rules.spec.context(bid == null ? -1 : trumpOf(bid));
    int declarer = v.declarer().getOrElse(-1);
    Seq<TablePlay> table = v.table();
    if (bid != null && bid.isMisere()) {
      return v.seat() == declarer && table.nonEmpty()
          ? duck(v, ctx, actions, table)
          : lowest(v, ctx, actions);
    }
    long unseen = unseen(v);
    if (table.isEmpty()) {
      boolean contracting = declarer >= 0 && sameSide(v, declarer);
      if (contracting && (unseen & ctx.trumpsLo()) != 0) {
        Action trump = master(v, ctx, actions, unseen, true);
        if (trump != null) {
          return trump;
        }
      }
      Action master = master(v, ctx, actions, unseen, false);
      return master != null ? master : lowest(v, ctx, actions);
    }
    int led = ledSuit(v, ctx, table);
    int w = winner(v, ctx, table, led);
    TablePlay win = table.get(w);
    int winId = v.deck().idOf(win.card());
    boolean last = table.size() + 1 == v.players() - v.out().size();
    if (sameSide(v, win.seat()) && (last || above(ctx, unseen, winId) == 0)) {
      return lowest(v, ctx, actions);
    }
    Action weakest = null;
    int weakestKey = Integer.MAX_VALUE;
    for (Action a : actions) {
      int id = v.deck().idOf(PlayWithSuit.cardOf(a));
      if (key(ctx, id, led) > key(ctx, winId, led) && key(ctx, id, -2) < weakestKey) {
        weakestKey = key(ctx, id, -2);
        weakest = a;
      }
    }
    return weakest != null ? weakest : lowest(v, ctx, actions);
  }

  /** A misère declarer's follow: its highest card under the winning card, else its lowest. */
  private static Action duck(
      FiveHundredView v, TrumpContext ctx, Action[] actions, Seq<TablePlay> table) {
    int led = ledSuit(v, ctx, table);
    int winKey = key(ctx, v.deck().idOf(table.get(winner(v, ctx, table, led)).card()), led);
    Action best = null;
    int bestKey = Integer.MIN_VALUE;
    for (Action a : actions) {
      int id = v.deck().idOf(PlayWithSuit.cardOf(a));
      int k = key(ctx, id, -2);
      if (key(ctx, id, led) < winKey && k > bestKey) {
        bestKey = k;
        best = a;
      }
    }
    return best != null ? best : lowest(v, ctx, actions);
  }

  /**
   * A card's rank in a trick led in {@code led}: a trump above every other card; a card of the led
   * suit by strength; another card below both (-1). With {@code led} -2, every card by strength.
   */
  static int key(TrumpContext ctx, int id, int led) {
    if (ctx.isTrump(id)) {
      return 100 + ctx.strengthOf(id);
    }
    return led == -2 || ctx.suitOf(id) == led ? ctx.strengthOf(id) : -1;
  }

  private static int ledSuit(FiveHundredView v, TrumpContext ctx, Seq<TablePlay> table) {
    int first = ctx.suitOf(v.deck().idOf(table.head().card()));
    return first >= 0 ? first : v.namedSuit().map(Enum::ordinal).getOrElse(-1);
  }

  private static int winner(FiveHundredView v, TrumpContext ctx, Seq<TablePlay> table, int led) {
    int w = 0;
    for (int i = 1; i < table.size(); i++) {
      int id = v.deck().idOf(table.get(i).card());
      w = key(ctx, id, led) > key(ctx, v.deck().idOf(table.get(w).card()), led) ? i : w;
    }
    return w;
  }

  /** The play of the lowest card: non-trumps before trumps, weakest first. */
  private static Action lowest(FiveHundredView v, TrumpContext ctx, Action[] actions) {
    Action best = actions[0];
    int least = Integer.MAX_VALUE;
    for (Action a : actions) {
      int k = key(ctx, v.deck().idOf(PlayWithSuit.cardOf(a)), -2);
      if (k < least) {
        least = k;
        best = a;
      }
    }
    return best;
  }

  /** The strongest master in hand (a trump when {@code trumps}, else any), or null. */
  private static Action master(
      FiveHundredView v, TrumpContext ctx, Action[] actions, long unseen, boolean trumps) {
    Action best = null;
    int bestKey = -1;
    for (Action a : actions) {
      int id = v.deck().idOf(PlayWithSuit.cardOf(a));
      int k = key(ctx, id, -2);
      if ((!trumps || ctx.isTrump(id)) && above(ctx, unseen, id) == 0 && k > bestKey) {
        bestKey = k;
        best = a;
      }
    }
    return best;
  }

  /**
   * How many cards of {@code mask} (the deck: how many higher cards exist) are stronger than {@code
   * id} in its effective suit.
   */
  static int above(TrumpContext ctx, long mask, int id) {
    boolean trump = ctx.isTrump(id);
    int n = 0;
    for (long m = mask; m != 0; m = CardSet.withoutLowest(m)) {
      int other = Long.numberOfTrailingZeros(m);
      boolean same =
          trump ? ctx.isTrump(other) : !ctx.isTrump(other) && ctx.suitOf(other) == ctx.suitOf(id);
      n += same && ctx.strengthOf(other) > ctx.strengthOf(id) ? 1 : 0;
    }
    return n;
  }

  /** The cards the seat has not seen: not in its hand, a pile, its discards or the table. */
  static long unseen(FiveHundredView v) {
    long seen = v.ownHand().lo() | v.discards().map(d -> d.lo()).getOrElse(0L);
    for (int p = 0; p < v.players(); p++) {
      seen |= v.captured(p).lo();
    }
    for (TablePlay t : v.table()) {
      seen |= 1L << v.deck().idOf(t.card());
    }
    return v.deck().all().lo() & ~seen;
  }

  /** True when the seat knows {@code other} to be on its side in this hand (F-22). */
  static boolean sameSide(FiveHundredView v, int other) {
    int me = v.seat();
    if (other == me) {
      return true;
    }
    if (v.players() == 4 || v.players() == 6) {
      return (other & 1) == (me & 1);
    }
    int c = v.declarer().getOrElse(-1);
    if (c < 0) {
      return false;
    }
    boolean partner = v.called().exists(card -> v.ownHand().contains(card));
    int known = v.partner().getOrElse(-1);
    if (me == c || partner || me == known) {
      return other == c || other == known;
    }
    return other != c && (v.players() == 3 || known >= 0 && other != known);
  }
}
