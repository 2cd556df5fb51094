package dev.mazzo.euchre;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Suit;
import dev.mazzo.euchre.EuchreAction.Discard;
import dev.mazzo.euchre.EuchreAction.GoAlone;
import dev.mazzo.euchre.EuchreAction.MakeTrump;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Round;
import dev.mazzo.game.TablePlay;
import dev.mazzo.trick.Seats;
import dev.mazzo.trick.Trick;
import dev.mazzo.trick.TrumpContext;
import io.vavr.collection.Array;
import io.vavr.control.Option;

/**
 * The transitions of Euchre (euchre.md E-4 … E-21), for actions that passed the checks of {@link
 * EuchreGame}: each copies the position into a {@link Draft}, changes it and makes the next state.
 */
final class Transitions {

  private Transitions() {}

  /** A match before its first deal (E-4). */
  static EuchreState start(EuchreRules rules) {
    Draft d = new Draft();
    d.rules = rules;
    d.phase = EuchrePhases.DEAL;
    d.toAct = GameState.CHANCE;
    d.dealer = rules.firstDealer;
    d.handNo = 1;
    d.results = Array.empty();
    return new EuchreState(d);
  }

  static EuchreState next(EuchreState s, Action action) {
    Draft d = s.d.copy();
    if (action instanceof Deal deal) {
      deal(d, deal);
    } else if (action instanceof Pass pass) {
      pass(d, pass.seat());
    } else if (action instanceof MakeTrump make) {
      makeTrump(d, make.seat(), make.suit());
    } else if (action instanceof Discard discard) {
      discard(d, discard.seat(), discard.card());
    } else if (action instanceof GoAlone alone) {
      goAlone(d, alone.seat(), alone.alone());
    } else {
      PlayCard play = (PlayCard) action;
      play(d, play.seat(), play.card());
    }
    return new EuchreState(d);
  }

  /** E-5: card i to seat (dealer + i) mod 4, card 20 the upcard, the rest the kitty. */
  private static void deal(Draft d, Deal deal) {
    d.clearHand();
    d.kitty = new int[EuchreRules.KITTY];
    int i = 0;
    for (Card c : deal.order()) {
      int id = EuchreRules.DECK.idOf(c);
      if (i < 20) {
        d.hands[(d.dealer + i) & 3] |= 1L << id;
      } else if (i == 20) {
        d.upcard = id;
      } else {
        d.kitty[i - 21] = id;
      }
      i++;
    }
    d.phase = EuchrePhases.BID;
    d.toAct = (d.dealer + 1) & 3;
    d.events =
        Array.of(new Event.Dealt.Plain(d.dealer, Option.some(EuchreRules.DECK.card(d.upcard))));
  }

  /** E-10, E-12: a pass; the eighth throws the hand in. */
  private static void pass(Draft d, int seat) {
    d.passes++;
    d.events = Array.of(new Event.Passed.Plain(seat));
    if (d.passes == 8) {
      HandEnd.throwIn(d);
    } else {
      d.toAct = (seat + 1) & 3;
    }
  }

  /** E-6, E-7, E-8: trump is made; in the first round the dealer picks up the upcard. */
  private static void makeTrump(Draft d, int seat, Suit suit) {
    d.trump = suit.ordinal();
    d.declarer = seat;
    d.events = Array.of(new EuchreEvent.Bid(seat, suit));
    if (d.passes < 4) {
      d.hands[d.dealer] |= 1L << d.upcard;
      d.phase = EuchrePhases.DISCARD;
      d.toAct = d.dealer;
    } else {
      d.phase = EuchrePhases.ALONE;
      d.toAct = seat;
    }
  }

  /** E-7: the dealer's discard, then the declarer's decision (E-13). */
  private static void discard(Draft d, int seat, Card card) {
    int id = EuchreRules.DECK.idOf(card);
    d.hands[seat] &= ~(1L << id);
    d.discard = id;
    d.events = Array.of(new EuchreEvent.Discarded(seat, Option.some(card)));
    d.phase = EuchrePhases.ALONE;
    d.toAct = d.declarer;
  }

  /** E-13 … E-15: the declarer's decision, then the defenders' with option loneDefender. */
  private static void goAlone(Draft d, int seat, boolean alone) {
    d.events = Array.of(new EuchreEvent.Alone(seat, alone));
    int first = firstDefender(d);
    if (seat == d.declarer) {
      if (alone) {
        d.declarerAlone = true;
        d.in &= ~(1 << EuchreRules.partner(seat));
      }
      if (d.rules.loneDefender) {
        d.toAct = first;
        return;
      }
    } else if (alone) {
      d.loneDefender = seat;
      d.in &= ~(1 << EuchreRules.partner(seat));
    } else if (seat == first) {
      d.toAct = EuchreRules.partner(seat);
      return;
    }
    startPlay(d);
  }

  /** E-15: the first defender left of the dealer. */
  static int firstDefender(Draft d) {
    int f = (d.dealer + 1) & 3;
    return EuchreRules.side(f) == EuchreRules.side(d.declarer) ? (f + 1) & 3 : f;
  }

  /** E-16: the seat left of the dealer leads, or the next seat that plays. */
  private static void startPlay(Draft d) {
    d.phase = EuchrePhases.PLAY;
    d.leader = Seats.firstIn(d.in, (d.dealer + 1) & 3, 4);
    d.toAct = d.leader;
    d.trick = Trick.EMPTY;
  }

  /** E-17, E-18: a card to the trick; a full trick goes to its winner, who leads next. */
  private static void play(Draft d, int seat, Card card) {
    int id = EuchreRules.DECK.idOf(card);
    d.hands[seat] &= ~(1L << id);
    d.trick = Trick.add(d.trick, id);
    d.table = d.table.append(new TablePlay(seat, card));
    Event played = new Event.Played.Plain(seat, card);
    if (Trick.size(d.trick) < Seats.count(d.in)) {
      d.toAct = Seats.nextIn(d.in, seat, 4);
      d.events = Array.of(played);
      return;
    }
    TrumpContext ctx = EuchreRules.context(d.trump);
    int winner = ctx.winnerSeat(d.trick, d.leader, d.in, 4);
    long taken = Trick.maskLo(d.trick);
    d.tricks[EuchreRules.side(winner)]++;
    d.captured[winner] |= taken;
    CardSet cards = CardSet.ofBits(EuchreRules.DECK, taken, 0L);
    d.history = d.history.append(new Round(d.table, Option.some(winner), cards));
    d.events = Array.of(played, new Event.TrickWon.Plain(winner, 0, d.table.map(TablePlay::card)));
    d.trick = Trick.EMPTY;
    d.table = Array.empty();
    if (d.tricksPlayed() == 5) {
      HandEnd.score(d);
    } else {
      d.leader = winner;
      d.toAct = winner;
    }
  }
}
