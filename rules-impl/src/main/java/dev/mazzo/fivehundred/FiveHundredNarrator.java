package dev.mazzo.fivehundred;

import dev.mazzo.card.Card;
import dev.mazzo.card.Suit;
import dev.mazzo.family.SeatNarrator;
import dev.mazzo.family.Seating;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.TablePlay;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * A Five Hundred match told to one seat (five-hundred.md F-33 … F-35): the status line (hand, the
 * contract and its value, the tricks of the hand so far per side, the match score), the auction
 * while it runs, the call and the partner once known, the seats sitting out and an open misère
 * hand, what the discard and the call ask, the table (with the suit named for a no-trump joker
 * lead), the hand and the numbered choices; every event in a sentence (the kitty's cards only to
 * the declarer), and at the hand's end the contract's outcome and the score change.
 */
final class FiveHundredNarrator extends SeatNarrator<FiveHundredText> {

  /** The cards the seat picked up from the kitty in this hand; empty when it did not (F-11). */
  private Seq<Card> kitty = Array.empty();

  FiveHundredNarrator(FiveHundredText text, Seating seating) {
    super(seating, text);
  }

  /** A bid in words: {@code 7H}, {@code misère}, {@code open misère}. */
  static String bidText(Bid b) {
    return b == Bid.MIS ? "misère" : b == Bid.OMIS ? "open misère" : b.code();
  }

  @Override
  public Seq<String> draw(PlayerView view, Seq<Action> choices) {
    FiveHundredView v = (FiveHundredView) view;
    StringBuilder status = new StringBuilder("Hand ").append(v.handNumber());
    if (v.contract().isDefined()) {
      Bid b = v.contract().get();
      status
          .append(" | contract ")
          .append(bidText(b))
          .append(" (")
          .append(b.value())
          .append(") by ")
          .append(who(v.declarer().get()));
    }
    if (v.phase() == Phase.PLAY) {
      int[] tricks = new int[v.players()];
      for (int p = 0; p < tricks.length; p++) {
        tricks[p] = v.tricksBySeat().get(p);
      }
      status.append(" | tricks: ").append(seating.bySide(tricks));
    }
    status.append(" | match score: ").append(seating.scoreLine(v.score()));
    Seq<String> lines = Array.of(status.toString());
    if (v.phase() == Phase.BID) {
      lines = lines.append(auctionLine(v));
    }
    String call = callLine(v);
    if (!call.isEmpty()) {
      lines = lines.append(call);
    }
    if (v.out().nonEmpty()) {
      lines =
          lines.append(
              "Sitting out (misère): " + v.out().map(this::who).mkString(", ") + " (F-15).");
    }
    if (v.exposed().isDefined() && v.declarer().isDefined() && v.declarer().get() != seat) {
      lines =
          lines.append(
              "Open misère hand of "
                  + who(v.declarer().get())
                  + ": "
                  + v.exposed().get().toSeq().map(Card::code).mkString(" "));
    }
    switch (FiveHundredPhase.of(v.phase())) {
      case BID:
        return lines.append(hand(v)).append(bidsLine(v, choices));
      case DISCARD:
        return lines.append(hand(v)).append(discardLine(v));
      case CALL:
        return lines.append(hand(v)).appendAll(callLines(v, choices));
      case PLAY:
        lines = lines.append(tableLine(v));
        break;
      default:
        break;
    }
    return lines.appendAll(seating.handAndChoices(view, choices, text, Integer.MAX_VALUE));
  }

  /** The hand, the cards picked up from the kitty marked {@code *} while they are held. */
  private String hand(FiveHundredView v) {
    StringBuilder b = new StringBuilder("Your hand:");
    for (Card c : v.ownHand()) {
      b.append(' ').append(c.code()).append(kitty.contains(c) ? "*" : "");
    }
    return b.toString();
  }

  /**
   * The bids that may be typed, low to high, a group per number of tricks and misère and open
   * misère in their places on the ladder (F-6, F-7), then pass: shown as typed and not numbered, so
   * that a number is never taken for a menu choice.
   */
  private static String bidsLine(FiveHundredView v, Seq<Action> choices) {
    StringBuilder b = new StringBuilder("Bids you may type, low to high:");
    int level = -1;
    for (Action a : choices) {
      if (!(a instanceof MakeBid)) {
        continue;
      }
      Bid bid = ((MakeBid) a).bid();
      b.append(level < 0 ? " " : bid.tricks() == level ? " " : "; ")
          .append(FiveHundredText.typed(bid));
      level = bid.tricks();
    }
    return level < 0 ? "No bid is higher than the standing one: type pass." : b + "; or pass.";
  }

  /** F-11: what the discard asks, with an example of three cards (the kitty's, if known). */
  private String discardLine(FiveHundredView v) {
    String example =
        kitty.size() == 3 && kitty.forAll(v.ownHand()::contains)
            ? kitty.map(Card::code).mkString(" ")
            : FiveHundredText.cardsOfFirst(v);
    return "You picked up the kitty"
        + (kitty.isEmpty() ? "" : " (marked *)")
        + ": discard any three cards of your hand, face down (F-11). Type discard and the three"
        + " cards, such as discard "
        + example
        + ".";
  }

  /**
   * F-12: what the call asks, then the cards that may be called, a line per suit, and alone; typed,
   * not numbered.
   */
  private static Seq<String> callLines(FiveHundredView v, Seq<Action> choices) {
    Seq<String> lines =
        Array.of(
            "Call a card: whoever holds it is your partner, secret until it is played; or play"
                + " alone (F-12). Type call and the card, such as call "
                + ((Call) choices.last()).card().map(Card::code).getOrElse("AH")
                + ", or alone. Cards you may call:");
    for (Suit s : Suit.values()) {
      StringBuilder b = new StringBuilder();
      for (Action a : choices) {
        Call c = (Call) a;
        if (c.card().isDefined() && c.card().get().suit().contains(s)) {
          b.append(' ').append(c.card().get().code());
        }
      }
      if (b.length() > 0) {
        lines = lines.append("  " + s.frenchName() + ":" + b);
      }
    }
    return lines.append("  or alone.");
  }

  /** Who bid what so far, and the standing bid (F-8, F-9). */
  private String auctionLine(FiveHundredView v) {
    if (v.auction().isEmpty()) {
      return "Auction: nobody has spoken yet; the dealer is " + who(v.dealer()) + ".";
    }
    String standing = "";
    for (AuctionCall c : v.auction()) {
      standing = c.bid().isDefined() ? bidText(c.bid().get()) + " by " + who(c.seat()) : standing;
    }
    return "Auction: "
        + v.auction()
            .map(
                c ->
                    who(c.seat())
                        + " "
                        + c.bid().map(FiveHundredNarrator::bidText).getOrElse("pass"))
            .mkString(", ")
        + (standing.isEmpty() ? "; no bid stands." : "; standing bid " + standing + ".");
  }

  /** The five-handed call and the partner (F-12, F-34). */
  private String callLine(FiveHundredView v) {
    if (!v.callMade() || v.declarer().isEmpty()) {
      return "";
    }
    int c = v.declarer().get();
    if (v.called().isEmpty()) {
      return seating.does(c, " play", " plays") + " alone.";
    }
    Card called = v.called().get();
    String partner =
        v.partner().isDefined()
            ? "partner: " + who(v.partner().get())
            : v.ownHand().contains(called)
                ? "you hold it: you are the secret partner"
                : "partner: not known yet";
    return "Called " + called.code() + "; " + partner + ".";
  }

  private String tableLine(FiveHundredView v) {
    Seq<TablePlay> table = v.table();
    if (table.isEmpty()) {
      return "Table: empty, you lead.";
    }
    StringBuilder b = new StringBuilder("Table: ");
    for (int i = 0; i < table.size(); i++) {
      TablePlay t = table.get(i);
      b.append(i == 0 ? "" : ", ").append(who(t.seat())).append(' ').append(t.card().code());
      if (i == 0 && v.namedSuit().isDefined()) {
        b.append(" (naming ").append(v.namedSuit().get().frenchName()).append(')');
      }
    }
    return b.toString();
  }

  @Override
  public Seq<String> tell(Event event, PlayerView view) {
    if (event instanceof FiveHundredEvent.Dealt d) {
      kitty = Array.empty();
      return dealt(d.dealer(), view);
    }
    if (event instanceof Event.HandScored h && h.result() instanceof FiveHundredHandResult r) {
      return Array.of("", result(r));
    }
    if (event instanceof Event.TrickWon t) {
      // The points of a trick are its one trick (F-32): the cards are what is told.
      return Array.of(
          seating.does(t.winningSeat(), " win", " wins")
              + " the trick "
              + t.cards().map(Card::code).mkString(" ")
              + ".");
    }
    if (event instanceof Event.Passed e) {
      return lines(passed(e.seat()));
    }
    if (event instanceof Event.PartnerRevealed e && e.partner().isDefined()) {
      // F-35: the seat that played the called card; Five Hundred always has one.
      int partner = e.partner().get();
      return lines(
          seating.does(partner, " are", " is") + " the partner of " + who(e.declarer()) + ".");
    }
    return tellOwn(event, view, FiveHundredEvent.class, this::sentence);
  }

  /** One Five Hundred event in a sentence (F-35); none for an event that is not told. */
  private Option<String> sentence(FiveHundredEvent event) {
    if (event instanceof FiveHundredEvent.BidMade e) {
      return Option.some(bid(e.seat(), bidText(e.bid())));
    }
    if (event instanceof FiveHundredEvent.Contract e) {
      return Option.some(
          "The contract is "
              + bidText(e.bid())
              + " ("
              + e.bid().value()
              + ") by "
              + who(e.seat())
              + ".");
    }
    if (event instanceof FiveHundredEvent.Kitty e) {
      if (e.seat() == seat && e.cards().isDefined()) {
        kitty = e.cards().get();
      }
      return Option.some(
          seating.does(e.seat(), " pick up", " picks up")
              + " the kitty"
              + e.cards().map(c -> ": " + c.map(Card::code).mkString(" ")).getOrElse("")
              + ".");
    }
    if (event instanceof FiveHundredEvent.Discarded e) {
      return Option.some(
          seating.does(e.seat(), " discard ", " discards ") + e.count() + " cards face down.");
    }
    if (event instanceof FiveHundredEvent.Called e) {
      return Option.some(
          seating.whoCap(e.seat())
              + e.card()
                  .map(c -> seating.verb(e.seat(), " call ", " calls ") + c.code() + ".")
                  .getOrElse(seating.verb(e.seat(), " play alone.", " plays alone.")));
    }
    if (event instanceof FiveHundredEvent.Exposed e) {
      return Option.some(
          seating.does(e.seat(), " show", " shows")
              + " the open misère hand: "
              + e.cards().map(Card::code).mkString(" ")
              + ".");
    }
    if (event instanceof FiveHundredEvent.JokerLed e) {
      return Option.some(
          seating.does(e.seat(), " lead ", " leads ")
              + e.card().code()
              + ", naming "
              + e.suit().frenchName()
              + ".");
    }
    if (event instanceof FiveHundredEvent.Void) {
      return Option.some("Everybody passed: the hand is void (F-10).");
    }
    return Option.none();
  }

  /** The hand's outcome: the contract, the tricks per side and the score change (F-23 … F-26). */
  private String result(FiveHundredHandResult r) {
    StringBuilder b = new StringBuilder("Hand ").append(r.hand()).append(": ");
    if (r.isVoid()) {
      return b.append("void, no score changes.").toString();
    }
    for (int i = 0; i < r.sides().size(); i++) {
      int t = r.tricks().get(i);
      b.append(i == 0 ? "" : ", ")
          .append(seating.sideName(r.sides().get(i)))
          .append(' ')
          .append(t)
          .append(t == 1 ? " trick" : " tricks");
    }
    if (r.bid().isDefined()) {
      b.append("; ")
          .append(bidText(r.bid().get()))
          .append(" by ")
          .append(who(r.declarer().get()))
          .append(r.made().contains(true) ? " made" : " failed")
          .append(r.slam().contains(true) ? " (slam)" : "");
    }
    b.append(". ");
    return b.append(seating.scoreChange(r.scoreChange())).append('.').toString();
  }
}
