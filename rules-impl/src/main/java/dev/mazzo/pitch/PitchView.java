package dev.mazzo.pitch;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.Round;
import dev.mazzo.game.TablePlay;
import dev.mazzo.table.HandLog;
import dev.mazzo.table.TableView;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Arrays;

/**
 * What one seat (or a spectator) may know of a Pitch match (pitch.md P-38): its own hand; counts of
 * the other hands, of the stock or blind and of every seat's dead discards; every bid, the trump,
 * the called card, the burned cards, the tricks and their points. A card drawn, the remainder and
 * the blind are seen only in the receiver's own hand, and a drawn card only in the receiver's
 * {@code drew} events. The partner is shown only once the called card has been played: before,
 * nothing in a view tells who holds it.
 *
 * <p>{@code equals} covers the seat, the variant and options, and every field shown.
 */
public final class PitchView extends TableView {

  final Rules rules;
  final long ownHand;
  final long[] captured;
  final long[] burned;
  final int[] discarded;
  final int[] speech;
  final int declarer;
  final int bid;
  final int trump;
  final int called;

  /** The partner once the called card has been played, else {@link Draft#NONE}. */
  final int partner;

  final boolean revealed;
  final long trick;
  final int leader;
  final int trickIn;
  final int tricksDone;

  /** The tricks of the hand, newest first. */
  final HandLog log;

  final int[] points;
  final long[] pointCards;
  final int[] score;

  PitchView(PitchState s, int seat, Seq<Action> legal) {
    super(s, seat, legal, project(s.lastEvents(), seat));
    Draft d = s;
    this.rules = d.rules;
    this.ownHand = seat >= 0 ? d.held(seat) : 0;
    int n = d.players();
    this.captured = java.util.Arrays.copyOfRange(d.piles, 0, n);
    this.burned = d.burned.clone();
    this.discarded = new int[d.players()];
    for (int p = 0; p < discarded.length; p++) {
      discarded[p] = Long.bitCount(d.discarded[p]);
    }
    this.speech = new int[n];
    for (int p = 0; p < n; p++) {
      speech[p] = d.speechOf(p);
    }
    this.declarer = d.declarer;
    this.bid = d.bid;
    this.trump = d.trump;
    this.called = d.called;
    this.revealed = d.revealed;
    this.partner = d.revealed ? d.partner : Draft.NONE;
    this.trick = d.trick;
    this.leader = d.leader;
    this.trickIn = d.trickIn;
    this.tricksDone = d.tricksDone;
    this.log = d.log;
    this.points = new int[n];
    for (int p = 0; p < n; p++) {
      points[p] = d.pointsOf(p);
    }
    this.pointCards = java.util.Arrays.copyOfRange(d.piles, n, 2 * n);
    this.score = d.score.clone();
  }

  /** The events as a seat sees them: a card drawn by another seat is hidden (P-38). */
  private static Seq<Event> project(Seq<Event> events, int seat) {
    // a cons list, as the views' events were before a state's could be an EventList (whose map
    // answers an Array); a List is mapped as it is
    return io.vavr.collection.List.ofAll(events)
        .map(
            e ->
                e instanceof Event.Drew drew && drew.seat() != seat
                    ? new Event.Drew.Plain(drew.seat(), Option.none())
                    : e);
  }

  /** The piles of a draft ({@link Draft#piles}) from one array each. */
  private static long[] piles(long[] captured, long[] pointCards, int[] points) {
    int n = captured.length;
    long[] out = new long[3 * n];
    for (int p = 0; p < n; p++) {
      out[p] = captured[p];
      out[n + p] = pointCards[p];
      out[2 * n + p] = points[p];
    }
    return out;
  }

  /** Records the view's speeches in a draft (P-11). */
  private void speakAll(Draft d) {
    for (int p = 0; p < speech.length; p++) {
      d.speak(p, speech[p]);
    }
  }

  /** The draft of a view's public fields, for the determinizer (hands, stock, discards empty). */
  Draft publicDraft() {
    Draft d = new Draft(rules);
    d.phase = phase();
    d.toAct = (byte) toAct();
    d.dealer = (byte) dealer();
    d.handNo = handNumber();
    d.results = results();
    d.winner = winningSide();
    d.piles = piles(captured, pointCards, points);
    d.burned = burned.clone();
    speakAll(d);
    d.declarer = (byte) declarer;
    d.bid = (byte) bid;
    d.trump = (byte) trump;
    d.called = (byte) called;
    d.partner = (byte) partner;
    d.revealed = revealed;
    d.trick = trick;
    d.leader = (byte) leader;
    d.trickIn = (byte) trickIn;
    d.tricksDone = (byte) tricksDone;
    d.log = log;
    d.score = score.clone();
    d.events = events();
    return d;
  }

  @Override
  public Option<dev.mazzo.card.Trump> trump() {
    return trump < 0 ? Option.none() : Option.some(dev.mazzo.card.Trump.of(Suit.ofOrdinal(trump)));
  }

  /** Pitch turns up no trump card. */
  @Override
  public Option<Card> trumpCard() {
    return Option.none();
  }

  @Override
  public CardSet ownHand() {
    return CardSet.ofBits(rules.deck, ownHand, 0L);
  }

  @Override
  public Seq<TablePlay> table() {
    Draft d = new Draft(rules);
    d.trick = trick;
    d.trickIn = (byte) trickIn;
    d.leader = (byte) leader;
    return PitchState.tableOf(d);
  }

  /**
   * The tricks of the hand, oldest first: public, every card is played face up (P-27, P-38); a
   * trick holds one card per seat still in (P-25).
   */
  @Override
  public Seq<Round> history() {
    return log.rounds(rules.deck, rules.players);
  }

  @Override
  public Seq<Integer> score() {
    return Array.ofAll(score);
  }

  /** A seat's tricks taken in this hand: public (P-27). */
  public CardSet captured(int seat) {
    return seatCards(captured, seat);
  }

  /** A seat's burned cards: public (P-21). */
  public CardSet burned(int seat) {
    return seatCards(burned, seat);
  }

  /** How many dead cards a seat has thrown away: public, the cards never (P-16, P-38). */
  public int discarded(int seat) {
    return seat < 0 || seat >= discarded.length ? 0 : discarded[seat];
  }

  /** The auction so far, in speaking order (P-37). */
  public Seq<PitchState.Speech> auction() {
    Draft d = new Draft(rules);
    d.dealer = (byte) dealer();
    speakAll(d);
    return PitchState.auctionOf(d);
  }

  /** The declarer, the chapter's bidder, once the auction has ended (P-13). */
  public Option<Integer> declarer() {
    return declarer < 0 ? Option.none() : Option.some(declarer);
  }

  /**
   * The bid that won the auction (P-13), as the declarer made it: its {@link
   * PitchAction.Bid#amount() amount} is the number, none only for "moon" ({@link
   * PitchAction.Bid#isMoon()}).
   *
   * @return the winning bid, or none while nobody has won the auction (before it ends, and after
   *     everybody passed)
   */
  public Option<PitchAction.Bid> winningBid() {
    return PitchState.winningBid(declarer, bid, rules);
  }

  /** True when the winning bid is "moon"; false before the auction ends. */
  public boolean isMoon() {
    return bid == rules.moon;
  }

  /** The called card (5p), public once called (P-14). */
  public Option<Card> called() {
    return called < 0 ? Option.none() : Option.some(rules.deck.card(called));
  }

  /** True once the called card has been played: then, and only then, the partner is shown. */
  public boolean partnerKnown() {
    return revealed;
  }

  /** The partner, once known (P-38); none before, and when the declarer plays alone. */
  public Option<Integer> partner() {
    return partner < 0 ? Option.none() : Option.some(partner);
  }

  /** The points credited to a seat in this hand so far (P-28): public, the tricks are face up. */
  public int points(int seat) {
    return seat < 0 || seat >= points.length ? 0 : points[seat];
  }

  /** True for a view of a five-player variant. */
  public boolean fivePlayers() {
    return rules.players == 5;
  }

  /** The variant's point total T (P-5). */
  public int total() {
    return rules.total;
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof PitchView v)) {
      return false;
    }
    return sameTable(v)
        && rules.equals(v.rules)
        && ownHand == v.ownHand
        && Arrays.equals(captured, v.captured)
        && Arrays.equals(burned, v.burned)
        && Arrays.equals(discarded, v.discarded)
        && Arrays.equals(speech, v.speech)
        && declarer == v.declarer
        && bid == v.bid
        && trump == v.trump
        && called == v.called
        && partner == v.partner
        && revealed == v.revealed
        && trick == v.trick
        && leader == v.leader
        && trickIn == v.trickIn
        && tricksDone == v.tricksDone
        && log.equals(v.log)
        && Arrays.equals(points, v.points)
        && Arrays.equals(pointCards, v.pointCards)
        && Arrays.equals(score, v.score);
  }

  @Override
  public int hashCode() {
    return (seat() * 31 + Long.hashCode(ownHand)) * 31 + Arrays.hashCode(score);
  }

  @Override
  public String toString() {
    return "PitchView[" + variantId() + " seat " + seat() + " " + phase().wireName() + "]";
  }
}
