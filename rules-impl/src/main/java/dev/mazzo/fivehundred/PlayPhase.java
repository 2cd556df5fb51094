package dev.mazzo.fivehundred;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Rejection.Code;
import dev.mazzo.table.Checks;
import dev.mazzo.table.HandLog;
import dev.mazzo.trick.Seats;
import dev.mazzo.trick.Trick;
import dev.mazzo.trick.TrumpContext;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The play (five-hundred.md F-13 … F-21): the seats that take part play one card each to a trick,
 * following the led effective suit (bowers and the joker are trumps, F-13, F-17); in a no-trump
 * hand the joker follows nothing, is led with a named suit that the leader has not shown void in,
 * and wins (F-18, F-19). The hand ends after ten tricks, or in misère at the first trick the
 * declarer wins (F-20); the open misère hand is shown after the first trick (F-21).
 */
final class PlayPhase {

  private static final Suit[] SUITS = Suit.values();

  private PlayPhase() {}

  /**
   * F-31: every legal card in canonical order; a legal joker lead in a no-trump hand once per
   * allowed suit, in the order H, D, C, S.
   */
  static Seq<Action> legal(FiveHundredState s) {
    int seat = s.toAct();
    long playable = playable(s, seat);
    PlayCard[] plays = s.rules.spec.plays[seat];
    int joker = s.rules.spec.jokerId;
    boolean jokerLead =
        (playable & 1L << joker) != 0 && Trick.size(s.trick) == 0 && s.trumpIndex() < 0;
    int allowed = jokerLead ? allowedSuits(s, seat) : 0;
    // The joker is the highest id: its named leads come last, as its plain play would.
    long plain = jokerLead ? CardSet.without(playable, joker) : playable;
    if (allowed == 0 && Long.bitCount(plain) == 1) {
      return s.rules.spec.onePlay[seat][Long.numberOfTrailingZeros(plain)];
    }
    return Picks.of(plays, plain, s.rules.spec.jokerLeads[seat], allowed);
  }

  static int jokerId(Deck deck) {
    return deck.idOf(Card.joker(0));
  }

  /** The cards the seat may play under the duty to follow (F-17, F-18). */
  private static long playable(FiveHundredState s, int seat) {
    TrumpContext ctx = s.rules.spec.context(s.trumpIndex());
    int led = ctx.ledSuit(s.trick, Small.named(s.small));
    return ctx.followLo(s.handOf(seat), 0L, led);
  }

  /**
   * The suits a joker leader may name (F-18): those he has not shown void in this hand; every suit
   * when all are barred. One bit per suit ordinal.
   */
  static int allowedSuits(FiveHundredState s, int seat) {
    int allowed = ~Small.voidsOf(s.small, seat) & 0xf;
    return allowed == 0 ? 0xf : allowed;
  }

  /** Check 1 for a play: a card of the deck, a named suit that is a suit (F-30). */
  static Option<Rejection> checkShape(Rules rules, Action p) {
    Option<Rejection> bad =
        Checks.card(rules.spec.deck, PlayWithSuit.cardOf(p), "A play needs a card");
    if (bad.isDefined()) {
      return bad;
    }
    if (p instanceof PlayWithSuit w && w.suit() == null) {
      return Checks.malformed("A named suit must be H, D, C or S");
    }
    return Option.none();
  }

  /**
   * Check 6 for a play (F-30): CARD_NOT_IN_HAND, MUST_FOLLOW_SUIT, ILLEGAL_JOKER_SUIT. The
   * sentences are made out of line, so that the legal play's path stays small enough for the JIT to
   * inline (issue 29: at 335 bytes it was a call of its own at every checked play).
   */
  static Rejection check(FiveHundredState s, Action p) {
    // one type test: a plain play, or a play that names a suit
    PlayWithSuit named = p instanceof PlayCard ? null : (PlayWithSuit) p;
    PlayCard plain = named == null ? (PlayCard) p : null;
    Card card = named == null ? plain.card() : named.card();
    int seat = named == null ? plain.seat() : named.seat();
    int id = s.rules.spec.deck.idOf(card);
    if ((s.handOf(seat) & 1L << id) == 0) {
      return Rejection.of(Code.CARD_NOT_IN_HAND, "You do not hold " + card.code());
    }
    if ((playable(s, seat) & 1L << id) == 0) {
      return mustFollow(s, seat);
    }
    boolean jokerLead =
        id == s.rules.spec.jokerId && Trick.size(s.trick) == 0 && s.trumpIndex() < 0;
    return jokerLead || named != null ? jokerSuit(s, seat, named, jokerLead) : null;
  }

  /** MUST_FOLLOW_SUIT (F-17), naming a card of the led suit the seat holds. */
  private static Rejection mustFollow(FiveHundredState s, int seat) {
    TrumpContext ctx = s.rules.spec.context(s.trumpIndex());
    int led = ctx.ledSuit(s.trick, Small.named(s.small));
    return Rejection.of(
        Code.MUST_FOLLOW_SUIT,
        "You must follow suit: you hold "
            + CardsOf.seq(s.deck(), ctx.followLo(s.handOf(seat), 0L, led)).head().code()
            + " of the led suit "
            + SUITS[led].letter());
  }

  /**
   * ILLEGAL_JOKER_SUIT (F-18) for a joker lead in a no-trump hand, which must name a suit the seat
   * has not shown void in, and for a suit named on any other play; null for a legal joker lead.
   */
  private static Rejection jokerSuit(
      FiveHundredState s, int seat, PlayWithSuit named, boolean jokerLead) {
    if (!jokerLead) {
      return Rejection.of(
          FiveHundred.ILLEGAL_JOKER_SUIT, "A suit is named only for JK led in a no-trump hand");
    }
    if (named == null) {
      return Rejection.of(
          FiveHundred.ILLEGAL_JOKER_SUIT, "Name the suit the others must follow when you lead JK");
    }
    int suit = named.suit().ordinal();
    if ((allowedSuits(s, seat) & 1 << suit) == 0) {
      return Rejection.of(
          FiveHundred.ILLEGAL_JOKER_SUIT,
          "You cannot name " + SUITS[suit].letter() + ": you have shown void in it");
    }
    return null;
  }

  /**
   * A play; a complete trick is won and the hand goes on or ends (F-16, F-19, F-20, F-21). A play
   * that leaves the trick incomplete changes only the cards played, the trick and the small values
   * ({@link Small}: the named suit, the voids, the partner's showing), and one that completes it
   * and the hand goes on with nothing shown changes the tricks taken and logged besides: both make
   * the next state straight from this one, without a {@link Draft} (issue 29); the end of the hand
   * and the open misère's showing go through one.
   */
  static FiveHundredState next(FiveHundredState s, Action p) {
    // the play read after one type test: a plain play, or the joker led with a suit (F-18)
    int seat;
    Card card;
    int named;
    if (p instanceof PlayCard c) {
      seat = c.seat();
      card = c.card();
      named = -1;
    } else {
      PlayWithSuit w = (PlayWithSuit) p;
      seat = w.seat();
      card = w.card();
      named = w.suit().ordinal();
    }
    Deck deck = s.deck();
    TrumpContext ctx = s.rules.spec.context(s.trumpIndex());
    int id = deck.idOf(card);
    int n = s.rules.players;
    int in = s.in();
    long small = s.small;
    // The variant's shared List(Played) (SharedEvents), but for a joker led with a named suit.
    List<Event> one = s.rules.spec.playedEvents[seat][id];
    if (Trick.size(s.trick) == 0) {
      small = Small.withNamed(small, named);
      if (named >= 0) {
        one = List.of(new FiveHundredEvent.JokerLed(seat, card, SUITS[named]));
      }
    } else {
      int led = ctx.ledSuit(s.trick, Small.named(small));
      if (ctx.suitOf(id) != led) {
        small = Small.withVoid(small, seat, led);
      }
    }
    long gone = s.played | 1L << id;
    boolean shown = id == s.b.called;
    small = Small.showing(small, shown);
    Seq<Event> events =
        shown
            ? List.of(one.head(), new Event.PartnerRevealed.Plain(s.b.declarer, Option.some(seat)))
            : one;
    long trick = Trick.add(s.trick, id);
    if (Trick.size(trick) < Seats.count(in)) {
      return new FiveHundredState(
          s, Seats.nextIn(in, seat, n), gone, trick, small, events, s.taken, s.log);
    }
    return trickWon(s, ctx, trick, gone, small, events, shown);
  }

  /**
   * The play that completes a trick: the trick won (F-16, F-19), then the hand goes on, is shown
   * (F-21) or ends (F-20); out of line from {@link #next}, so that the play that leaves the trick
   * incomplete, three plays in four, stays small enough for the JIT to inline (issue 29).
   */
  private static FiveHundredState trickWon(
      FiveHundredState s,
      TrumpContext ctx,
      long trick,
      long gone,
      long small,
      Seq<Event> events,
      boolean shown) {
    Deck deck = s.deck();
    int n = s.rules.players;
    int in = s.in();
    int leader = Small.leader(small);
    int w = ctx.winnerSeat(trick, leader, in, n);
    long[] taken = s.taken.clone();
    taken[w] |= Trick.maskLo(trick);
    Event won = new Event.TrickWon.Plain(w, 1, TrickCards.of(deck, trick));
    events = shown ? List.of(events.head(), events.last(), won) : List.of(events.head(), won);
    HandLog log = s.log.trick(trick, leader, in, Small.named(small), w);
    small = Small.trickWon(small, w);
    int trickNo = Small.trickNo(small);
    boolean misere = s.b.contract != null && s.b.contract.isMisere();
    boolean ends = trickNo == 10 || (misere && w == s.b.declarer);
    if (!ends && !(misere && s.b.contract.isOpen() && !Small.exposed(small))) {
      // The hand goes on, and nothing is shown: the next state straight from this one.
      return new FiveHundredState(s, w, gone, Trick.EMPTY, small, events, taken, log);
    }
    Draft d = s.draftOfPlay();
    d.played = gone;
    d.voids = Small.voids(small, n);
    d.named = -1;
    d.partnerShown = Small.partnerShown(small);
    d.events = events;
    d.trick = Trick.EMPTY;
    d.taken = taken;
    d.tricksBySeat = Small.tricks(small, n);
    d.log = log;
    d.trickNo = trickNo;
    d.leader = w;
    d.toAct = w;
    if (ends) {
      return HandEnd.score(d);
    }
    // F-21: the open misère hand is shown after the first trick.
    d.exposed = true;
    d.event(
        new FiveHundredEvent.Exposed(
            s.b.declarer, CardsOf.seq(deck, d.hands[s.b.declarer] & ~d.played)));
    return d.state();
  }
}
