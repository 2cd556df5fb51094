package dev.mazzo.tombolon;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Rejection.Code;
import dev.mazzo.game.SeatAction;
import dev.mazzo.table.Checks;
import dev.mazzo.table.HandLog;
import io.vavr.collection.Array;
import io.vavr.collection.IndexedSeq;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.ArrayList;

/**
 * Phase {@code play} (tombolon.md §4, §5, T-11 … T-21) and going out (T-27, T-28): the seat to act
 * plays a card from its hand and takes one of its capture sets (T-12), or lays it when it has none
 * (T-13); a capture may score Scopa (T-15) and Colore (T-16), and may take its side out.
 *
 * <p>One source of legality: {@link #legal} lists each card's capture sets ({@link Captures#sets}),
 * or a lay when it has none; the check ({@link #checkCapture}) asks {@link Captures} whether a set
 * exists and what a set adds up to, and gives the T-20 reason. The tests hold both to one brute
 * force over every subset of the table, and the conformance kit proves that every listed action is
 * accepted and every other one rejected. A {@link CapturePlay} and the API's {@link PlayCard} (a
 * lay) are both plays.
 */
final class PlayPhase {

  private PlayPhase() {}

  // ---------------------------------------------------------------- legal actions (T-21)

  /**
   * For each card in hand, in canonical order: its lay when it has no capture set, else one play
   * per capture set in the order of {@link Captures#sets} (T-21), listed lazily ({@link
   * CaptureList}).
   */
  static Seq<Action> legal(TombolonState s) {
    return CaptureList.of(s);
  }

  // ---------------------------------------------------------------- checks (T-19, T-20)

  /** Whether an action is a play: a {@link CapturePlay} or a {@link PlayCard}. */
  static boolean isPlay(Action action) {
    return action instanceof CapturePlay || action instanceof PlayCard;
  }

  /** T-19 check 1 for a play; none when the seat is in range and the codes are the deck's, once. */
  static Option<Rejection> checkShape(Rules r, SeatAction play) {
    Option<Rejection> bad = Checks.seat(play.seat(), r.players);
    if (bad.isDefined()) {
      return bad;
    }
    bad = Checks.card(r.deck, cardOf(play), "A play needs a card");
    if (bad.isDefined() || play instanceof PlayCard) {
      return bad;
    }
    Seq<Card> capture = ((CapturePlay) play).capture();
    if (capture == null) {
      return Checks.malformed("A play needs its capture, [] to lay the card");
    }
    if (CaptureCards.maskIn(r, capture) != -1L) {
      return Option.none(); // the legal list's: distinct cards of the deck
    }
    // read by index, without an iterator: an indexed Seq (the codec's and legalActions' Array) as
    // it is, any other through its first deck-size + 1 cards, which hold its first repeated or
    // foreign card if it has one, so that a long List or an endless Stream is read no further
    Seq<Card> cards =
        capture instanceof IndexedSeq ? capture : Array.ofAll(capture.take(r.deck.size() + 1));
    long seen = 0;
    for (int i = 0; i < cards.size(); i++) {
      Card c = cards.get(i);
      bad = Checks.card(r.deck, c, "A capture lists cards, not a missing one");
      if (bad.isDefined()) {
        return bad;
      }
      long bit = r.maskOf(c);
      if ((seen & bit) != 0) {
        return Checks.malformed(c.code() + " appears twice in the capture");
      }
      seen |= bit;
    }
    return Option.none();
  }

  /**
   * T-19 checks 5 and 6 for a well-formed play of the seat to act in phase {@code play}; null when
   * it is legal.
   */
  static Rejection check(TombolonState s, SeatAction play) {
    // 5. CARD_NOT_IN_HAND.
    Card card = cardOf(play);
    int id = s.rules.deck.idOf(card);
    if ((s.cards[s.toAct()] & (1L << id)) == 0) {
      return Rejection.of(Code.CARD_NOT_IN_HAND, "You do not hold " + card.code());
    }
    // 6. ILLEGAL_CAPTURE (T-20).
    return checkCapture(s, id, captureOf(play));
  }

  /** T-20: the reasons in their order; null when the capture (empty: a lay) is legal. */
  static Rejection checkCapture(TombolonState s, int id, Seq<Card> capture) {
    Rules r = s.rules;
    Card card = r.cards[id];
    long set = maskOf(r, capture);
    long off = set & ~s.tableMask;
    if (off != 0) {
      Card first = r.cards[Long.numberOfTrailingZeros(off)];
      return illegal(
          "not on table",
          first.equals(card)
              ? card.code() + " is the card you play, not a card on the table"
              : first.code() + " is not on the table");
    }
    if (set == 0) {
      return !Captures.hasAny(r, id, s.tableMask)
          ? null
          : illegal(
              "must capture",
              card.code()
                  + " must take something here: "
                  + listSets(r, Captures.sets(r, id, s.tableMask)));
    }
    if ((r.figures & (1L << id)) != 0) {
      // T-12: a figure takes exactly one card, of its own rank.
      return Long.bitCount(set) == 1 && (set & r.sameRank[id]) != 0
          ? null
          : illegal(
              "figure takes only the same figure",
              card.code()
                  + " can take only one "
                  + card.rank().token()
                  + " from the table, not "
                  + plus(r, set));
    }
    long figures = set & r.figures;
    if (figures != 0) {
      return illegal(
          "numeral cannot take a figure",
          card.code() + " cannot take " + r.cards[Long.numberOfTrailingZeros(figures)].code());
    }
    int v = r.value[id];
    int sum = Captures.sum(r, set);
    if (sum == v) {
      return null;
    }
    return Long.bitCount(set) == 1
        ? illegal(
            "wrong value",
            card.code()
                + " takes a single card only of value "
                + v
                + ", and "
                + plus(r, set)
                + " is worth "
                + sum)
        : illegal(
            "wrong sum",
            plus(r, set) + " add up to " + sum + ", not " + v + ", the value of " + card.code());
  }

  private static Rejection illegal(String reason, String sentence) {
    return Rejection.of(Tombolon.ILLEGAL_CAPTURE, reason + ": " + sentence);
  }

  /** A set written {@code 2H+5C}, canonical order. */
  static String plus(Rules r, long set) {
    return r.cardsOf(set).map(Card::code).mkString("+");
  }

  /** Capture sets written {@code 7C, or 2H+5C}. */
  static String listSets(Rules r, long[] sets) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < sets.length; i++) {
      if (i > 0) {
        b.append(i == sets.length - 1 ? ", or " : ", ");
      }
      b.append(plus(r, sets[i]));
    }
    return b.toString();
  }

  private static Card cardOf(Action play) {
    return play instanceof CapturePlay ? ((CapturePlay) play).card() : ((PlayCard) play).card();
  }

  /** The cards a play takes: none for a {@link PlayCard}, a lay. */
  private static Seq<Card> captureOf(Action play) {
    return play instanceof CapturePlay ? ((CapturePlay) play).capture() : Array.empty();
  }

  /** The mask of a list of the deck's cards. */
  private static long maskOf(Rules r, Seq<Card> cards) {
    long m = CaptureCards.maskIn(r, cards);
    if (m != -1L) {
      return m;
    }
    m = 0;
    for (int i = 0; i < cards.size(); i++) {
      m |= r.maskOf(cards.get(i));
    }
    return m;
  }

  // ---------------------------------------------------------------- the play (T-11 … T-18, T-28)

  /** The next state for a play that passed the checks (or came from {@link #legal}). */
  static TombolonState next(TombolonState s, Action play) {
    Rules r = s.rules;
    return next(s, r.deck.idOf(cardOf(play)), maskOf(r, captureOf(play)));
  }

  /**
   * A play (T-14): a capture goes to the seat's pile with the played card and may score Scopa
   * (T-15) and Colore (T-16); a lay joins the end of the table (its order is read from the turns:
   * {@link TombolonState#order}). Then, except on the last play, the side may go out (T-28); when
   * every hand is empty the next distribution follows at once (T-9); the turn passes to the next
   * seat (T-11). The last play sweeps the table (T-18) and ends the deal (T-29, {@link HandEnd}).
   *
   * <p>A play that does not end the deal stores no event: the state makes them when asked ({@link
   * TombolonState#lastEvents}), its {@code played} event from the turn's history node and its
   * Scopa, Colore and {@code dealt} events from three flags.
   */
  private static TombolonState next(TombolonState s, int id, long capture) {
    Rules r = s.rules;
    int seat = s.toAct();
    long[] cards = s.cards.clone();
    cards[seat] = CardSet.without(cards[seat], id);
    // the other hands are read only when the seat's own is empty (issue 29: once in four plays)
    boolean handsEmpty = cards[seat] == 0 && handsEmpty(cards, r.players);
    boolean lastPlay = handsEmpty && s.stockSize() == 0;
    long tableMask;
    int[] counters = s.counters;
    boolean scopa = false;
    boolean colore = false;
    if (capture == 0) {
      tableMask = s.tableMask | 1L << id;
    } else {
      cards[r.players + seat] |= capture | 1L << id;
      tableMask = s.tableMask & ~capture;
      // T-15: no Scopa on the last play; T-16, T-17: a Colore on it only in Rovigo.
      scopa = tableMask == 0 && !lastPlay;
      colore =
          Long.bitCount(capture) >= 2
              && (capture & ~r.deck.suitMaskLo(r.suit[id])) == 0
              && (!lastPlay || r.spec.coloreOnLastPlay);
      if (scopa || colore) {
        counters =
            Counters.afterCapture(s.counters, r.sideOfSeat[seat], r.scopaValue[id], scopa, colore);
      }
    }
    int lastTaker = capture == 0 ? s.lastTakerSeat() : seat;
    HandLog log = s.log.turn(seat, id, capture);
    int side = r.sideOfSeat[seat];
    boolean out = !lastPlay && capture != 0 && goesOut(s, cards, counters, side);
    if (!lastPlay && !out) {
      // the deal goes on: its events (T-34) are read from the state ({@link
      // TombolonState#lastEvents}), the play's from the turn's node and the rest from these flags
      int stockPos = s.stockPos();
      int distribution = s.distributionNumber();
      if (handsEmpty) {
        stockPos = DealPhase.distribute(s, cards);
        distribution++;
      }
      return new TombolonState(
          s,
          r.next(seat),
          cards,
          tableMask,
          stockPos,
          distribution,
          lastTaker,
          counters,
          TombolonState.flags(scopa, colore, handsEmpty),
          log);
    }
    ArrayList<Event> events = new ArrayList<>(6);
    events.add(new TombolonEvent.Played(seat, r.cards[id], r.cardsOf(capture)));
    if (scopa) {
      events.add(new TombolonEvent.Scopa(seat, r.scopaValue[id]));
    }
    if (colore) {
      events.add(new TombolonEvent.Colore(seat, r.scopaValue[id]));
    }
    if (lastPlay) {
      // T-18: the table to the last taker, or to the dealer when nobody captured.
      int to = lastTaker >= 0 ? lastTaker : s.dealer();
      cards[r.players + to] |= tableMask;
      events.add(
          new TombolonEvent.Sweep(
              to, r.cardsInOrder(TombolonState.order(s.table, tableMask, log))));
      TombolonState swept =
          s.toBuilder()
              .cards(cards)
              .table(TombolonState.NO_CARDS, 0L)
              .takings(lastTaker, counters)
              .log(log)
              .build();
      return HandEnd.next(swept, events);
    }
    TombolonState stopped =
        s.toBuilder()
            .cards(cards)
            .table(s.table, tableMask)
            .takings(lastTaker, counters)
            .log(log)
            .build();
    return MatchEnd.wentOut(stopped, side, events);
  }

  /** Whether every hand is empty: a distribution follows (T-9), or the deal is over (T-17). */
  private static boolean handsEmpty(long[] cards, int players) {
    for (int p = 0; p < players; p++) {
      if (cards[p] != 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * T-28: after a capture that is not the last play, the side that played goes out when its match
   * score plus its secured points (T-27) reach the target; never in a deal that began with both
   * scores equal and at or above it. Only that side can have crossed the target. A side whose score
   * and counters stay below the target with the most a pile gives ({@link Rules#pileMost}) is not
   * read further (issue 29: most captures of a match are far from its end).
   */
  private static boolean goesOut(TombolonState s, long[] cards, int[] counters, int side) {
    if (s.goingOutOff()) {
      return false;
    }
    Rules r = s.rules;
    int banked =
        s.score[side] + counters[Counters.SCOPA_POINTS + side] + counters[Counters.COLORE + side];
    if (banked + r.pileMost < r.target) {
      return false;
    }
    long pile = r.pileOf(cards, r.players, side);
    int secured = Scoring.secured(r, pile, r.isEldestSide(s.dealer(), side), counters, side);
    return s.score[side] + secured >= r.target;
  }
}
