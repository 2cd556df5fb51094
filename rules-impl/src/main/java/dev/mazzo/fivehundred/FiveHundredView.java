package dev.mazzo.fivehundred;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Suit;
import dev.mazzo.card.Trump;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.Round;
import dev.mazzo.game.TablePlay;
import dev.mazzo.table.HandLog;
import dev.mazzo.table.TableView;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Arrays;

/**
 * What one seat (or a spectator) may know of a Five Hundred match (five-hundred.md F-34): its own
 * hand, counts of the other hands, the kitty as a count, the discards as a count (the declarer sees
 * his own), every bid, the contract, the call, the played cards and the tricks taken, the seats
 * out, the open misère hand once shown, and the suits each seat has shown void in (public: they
 * were played). The called partner is absent until the called card is played: nothing here says who
 * holds it before.
 */
public final class FiveHundredView extends TableView {
  final Rules rules;
  private final CardSet ownHand;
  private final Seq<TablePlay> table;
  private final Option<Suit> namedSuit;
  private final Option<Trump> trump;
  private final Seq<Integer> score;
  private final CardSet[] captured;
  private final int kittySize;
  private final int discardCount;
  private final Option<CardSet> discards;
  private final Seq<AuctionCall> auction;
  private final Option<Integer> declarer;
  private final Option<Bid> contract;
  private final boolean callMade;
  private final Option<Card> called;
  private final Option<Integer> partner;
  private final Seq<Integer> out;
  private final Option<CardSet> exposed;
  private final Seq<Integer> tricksBySeat;
  final int[] voids;

  /** The tricks of the hand, newest first. */
  final HandLog log;

  final int trickNo;

  FiveHundredView(FiveHundredState s, int seat, Seq<Action> legal) {
    super(s, seat, legal, seen(s.events, seat));
    this.rules = s.rules;
    this.ownHand = seat >= 0 ? s.hand(seat) : s.deck().none();
    this.table = s.table();
    this.namedSuit = s.namedSuit();
    this.trump = s.trump();
    this.score = s.score();
    this.captured = new CardSet[s.players()];
    for (int p = 0; p < captured.length; p++) {
      captured[p] = s.captured(p);
    }
    this.kittySize = Long.bitCount(s.b.kitty);
    this.discardCount = Long.bitCount(s.b.discards);
    this.discards = seat >= 0 && seat == s.b.declarer ? Option.some(s.discards()) : Option.none();
    this.auction = s.auction();
    this.declarer = s.declarer();
    this.contract = s.contract();
    this.callMade = s.b.callMade;
    this.called = s.called();
    this.partner = s.partnerShown() ? s.partner() : Option.none();
    this.out = s.out();
    this.exposed = s.exposed();
    this.tricksBySeat = s.tricksBySeat();
    this.voids = Small.voids(s.small, s.rules.players);
    this.log = s.log;
    this.trickNo = Small.trickNo(s.small);
  }

  /** The events as a seat may see them: the kitty's cards only in the declarer's (F-35). */
  static Seq<Event> seen(Seq<Event> events, int seat) {
    return events.map(e -> seenBy(e, seat));
  }

  /** One event as a seat may see it. */
  public static Event seenBy(Event e, int seat) {
    if (e instanceof FiveHundredEvent.Kitty && ((FiveHundredEvent.Kitty) e).seat() != seat) {
      return new FiveHundredEvent.Kitty(((FiveHundredEvent.Kitty) e).seat(), Option.none());
    }
    return e;
  }

  @Override
  public Option<Trump> trump() {
    return trump;
  }

  @Override
  public Option<Card> trumpCard() {
    return Option.none();
  }

  @Override
  public CardSet ownHand() {
    return ownHand;
  }

  @Override
  public Seq<Round> history() {
    return log.rounds(rules.spec.deck, rules.players);
  }

  /**
   * The tricks of {@link #history()}, in the same order, each with the suit its joker lead named
   * (F-18): what the common {@link Round} does not carry.
   */
  public Seq<FiveHundredRound> rounds() {
    return FiveHundredRound.of(log, rules);
  }

  @Override
  public Seq<TablePlay> table() {
    return table;
  }

  @Override
  public Seq<Integer> score() {
    return score;
  }

  /** The suit named for the joker led in a no-trump hand, while that trick is on the table. */
  public Option<Suit> namedSuit() {
    return namedSuit;
  }

  /** The tricks a seat has taken in this hand: public, every card was played face up. */
  public CardSet captured(int seat) {
    return seat < 0 || seat >= captured.length ? deck().none() : captured[seat];
  }

  /** How many cards lie in the kitty (3 until the declarer picks it up, F-34). */
  public int kittySize() {
    return kittySize;
  }

  /** How many cards were discarded (F-34). */
  public int discardCount() {
    return discardCount;
  }

  /** The discards: only in the declarer's own view (F-34). */
  public Option<CardSet> discards() {
    return discards;
  }

  /** The auction so far (F-33). */
  public Seq<AuctionCall> auction() {
    return auction;
  }

  /** The declarer, the chapter's contractor, once known (F-8, F-9). */
  public Option<Integer> declarer() {
    return declarer;
  }

  /** The contract, once known. */
  public Option<Bid> contract() {
    return contract;
  }

  /** True once the five-handed declarer has called. */
  public boolean callMade() {
    return callMade;
  }

  /** The card called (public, F-12); none alone or before the call. */
  public Option<Card> called() {
    return called;
  }

  /** The called partner, only once the called card has been played (F-34). */
  public Option<Integer> partner() {
    return partner;
  }

  /** The seats that take no part (F-15). */
  public Seq<Integer> out() {
    return out;
  }

  /** The open misère hand, once shown (F-21). */
  public Option<CardSet> exposed() {
    return exposed;
  }

  /** The tricks each seat has won in this hand. */
  public Seq<Integer> tricksBySeat() {
    return tricksBySeat;
  }

  /**
   * Whether a seat has shown itself void in a suit in this hand, by not following it (F-18):
   * public, every seat saw the play.
   *
   * @param seat the seat
   * @param suit the suit
   * @return true when the seat has failed to follow the suit; false for a seat or suit out of range
   */
  public boolean shownVoid(int seat, Suit suit) {
    return seat >= 0
        && seat < voids.length
        && suit != null
        && (voids[seat] >>> suit.ordinal() & 1) != 0;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof FiveHundredView)) {
      return false;
    }
    FiveHundredView v = (FiveHundredView) o;
    return sameTable(v)
        && rules.equals(v.rules)
        && ownHand.equals(v.ownHand)
        && table.equals(v.table)
        && namedSuit.equals(v.namedSuit)
        && trump.equals(v.trump)
        && score.equals(v.score)
        && Arrays.equals(captured, v.captured)
        && kittySize == v.kittySize
        && discardCount == v.discardCount
        && discards.equals(v.discards)
        && auction.equals(v.auction)
        && declarer.equals(v.declarer)
        && contract.equals(v.contract)
        && callMade == v.callMade
        && called.equals(v.called)
        && partner.equals(v.partner)
        && out.equals(v.out)
        && exposed.equals(v.exposed)
        && tricksBySeat.equals(v.tricksBySeat)
        && Arrays.equals(voids, v.voids)
        && log.equals(v.log)
        && trickNo == v.trickNo;
  }

  @Override
  public int hashCode() {
    return (seat() * 31 + ownHand.hashCode()) * 31 + handNumber() * 7 + table.hashCode();
  }

  @Override
  public String toString() {
    return variantId() + " view of seat " + seat() + " " + phase().wireName();
  }
}
