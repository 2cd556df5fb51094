package dev.mazzo.tombolon;

import static dev.mazzo.family.Seating.capital;

import dev.mazzo.card.Card;
import dev.mazzo.card.Suit;
import dev.mazzo.family.SeatNarrator;
import dev.mazzo.family.Seating;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;

/**
 * A Tombolon match told to one seat (T-32, T-33, T-34): the deal, stock, bottom card and target;
 * the table in order; the hands' counts; the piles per side (cards, spades, secured points, what
 * "secured" means told the first time, T-27); the hand and the numbered choices; the deals, plays,
 * Scope, Colori, the sweep and going out; and each deal's result with its breakdown per side, each
 * item with its points (an Onore is 1, T-22; T-31).
 */
final class TombolonNarrator extends SeatNarrator<TombolonText> {

  /** Whether the meaning of "secured" has been told (the first time the piles are drawn). */
  private boolean securedExplained;

  TombolonNarrator(Seating seating, TombolonText text) {
    super(seating, text);
  }

  @Override
  public Seq<String> draw(PlayerView view, Seq<Action> choices) {
    TombolonView v = (TombolonView) view;
    Seq<Seq<Integer>> sides = seating.sides();
    StringBuilder status = new StringBuilder("Hand ").append(v.handNumber());
    status.append(" | dealer ").append(who(v.dealer()));
    status.append(" | stock ").append(v.stockSize());
    if (v.stockBottom().isDefined()) {
      status.append(" (bottom card ").append(v.stockBottom().get().code()).append(')');
    }
    status.append(" | score: ").append(seating.scoreLine(v.score()));
    status.append(" | target ").append(v.target());
    Seq<String> lines = Array.of(status.toString());
    Seq<Card> table = v.tableCards();
    lines =
        lines.append(
            table.isEmpty() ? "Table: empty." : "Table: " + table.map(Card::code).mkString(" "));
    StringBuilder hands = new StringBuilder("Cards in hand:");
    for (int p = 0; p < v.players(); p++) {
      if (p != seat) {
        hands.append(' ').append(who(p)).append(' ').append(v.handSize(p)).append(',');
      }
    }
    hands.setLength(hands.length() - 1);
    lines = lines.append(hands.append('.').toString());
    StringBuilder piles = new StringBuilder("Piles:");
    for (int i = 0; i < sides.size(); i++) {
      int cards = 0;
      int spades = 0;
      for (int p : sides.get(i)) {
        cards += v.captured(p).size();
        spades += v.captured(p).ofSuit(Suit.SPADES).size();
      }
      piles
          .append(i == 0 ? " " : "; ")
          .append(seating.sideName(sides.get(i)))
          .append(": ")
          .append(cards)
          .append(cards == 1 ? " card, " : " cards, ")
          .append(spades)
          .append(spades == 1 ? " spade, " : " spades, ")
          .append(v.secured(i))
          .append(" secured");
    }
    lines = lines.append(piles.append('.').toString());
    if (!securedExplained) {
      // T-27, T-28: told once, at the first table drawn; help tells it again.
      securedExplained = true;
      lines = lines.append(TombolonText.securedMeans(v.target()));
    }
    return lines.appendAll(seating.handAndChoices(v, choices, text, Integer.MAX_VALUE));
  }

  @Override
  public Seq<String> tell(Event e, PlayerView view) {
    if (e instanceof TombolonEvent) {
      return event((TombolonEvent) e);
    }
    if (e instanceof Event.HandScored
        && ((Event.HandScored) e).result() instanceof TombolonHandResult) {
      return result((TombolonHandResult) ((Event.HandScored) e).result());
    }
    return seating.tell(e, view);
  }

  /** Tombolon's events (T-34). */
  private Seq<String> event(TombolonEvent e) {
    if (e instanceof TombolonEvent.Dealt) {
      TombolonEvent.Dealt d = (TombolonEvent.Dealt) e;
      if (d.distribution() == 1) {
        return Array.of("", "--- " + seating.does(d.dealer(), " deal.", " deals."));
      }
      return Array.of("Distribution " + d.distribution() + ": new cards for everybody.");
    }
    if (e instanceof TombolonEvent.Table) {
      return Array.of(
          "On the table: " + ((TombolonEvent.Table) e).cards().map(Card::code).mkString(" ") + ".");
    }
    if (e instanceof TombolonEvent.Redeal) {
      return Array.of(
          "The table "
              + ((TombolonEvent.Redeal) e).table().map(Card::code).mkString(" ")
              + " voids the deal: the same dealer deals again (T-10).");
    }
    if (e instanceof TombolonEvent.Played) {
      TombolonEvent.Played p = (TombolonEvent.Played) e;
      boolean you = p.seat() == seat;
      return Array.of(
          seating.whoCap(p.seat())
              + (p.capture().isEmpty()
                  ? (you ? " lay " : " lays ") + p.card().code() + "."
                  : (you ? " play " : " plays ")
                      + p.card().code()
                      + (you ? " and take " : " and takes ")
                      + p.capture().map(Card::code).mkString(" ")
                      + "."));
    }
    if (e instanceof TombolonEvent.Scopa) {
      TombolonEvent.Scopa sc = (TombolonEvent.Scopa) e;
      return Array.of(
          "  Scopa! " + seating.does(sc.seat(), " score ", " scores ") + sc.points() + ".");
    }
    if (e instanceof TombolonEvent.Colore) {
      TombolonEvent.Colore c = (TombolonEvent.Colore) e;
      return Array.of(
          "  Colore! " + seating.does(c.seat(), " score ", " scores ") + c.points() + ".");
    }
    if (e instanceof TombolonEvent.Sweep) {
      TombolonEvent.Sweep sw = (TombolonEvent.Sweep) e;
      return Array.of(
          sw.cards().isEmpty()
              ? "The table is empty: nothing to sweep."
              : seating.does(sw.seat(), " take ", " takes ")
                  + "the cards left on the table: "
                  + sw.cards().map(Card::code).mkString(" ")
                  + ".");
    }
    if (e instanceof TombolonEvent.WentOut) {
      Seq<Integer> side = seating.sides().get(((TombolonEvent.WentOut) e).side());
      return Array.of(
          capital(seating.sideName(side))
              + seating.verb(side, " go", " goes")
              + " out: the secured points reach the target (T-28).");
    }
    return Array.empty();
  }

  /** A deal's result with the breakdown per side (T-31). */
  private Seq<String> result(TombolonHandResult r) {
    StringBuilder b = new StringBuilder("Hand ").append(r.hand()).append(": ");
    for (int i = 0; i < r.sides().size(); i++) {
      b.append(i == 0 ? "" : ", ")
          .append(seating.sideName(r.sides().get(i)))
          .append(' ')
          .append(Seating.points(r.points().get(i)));
    }
    b.append(
        r.winningSide().isEmpty()
            ? "; a tie"
            : "; "
                + seating.sideName(r.sides().get(r.winningSide().get()))
                + seating.verb(r.sides().get(r.winningSide().get()), " win", " wins")
                + " the hand");
    b.append(r.wentOut().isDefined() ? ", ended by going out." : ".");
    Seq<String> lines = Array.of("", b.toString());
    for (int i = 0; i < r.bySide().size(); i++) {
      TombolonHandResult.SideScore x = r.bySide().get(i);
      lines =
          lines.append(
              "  "
                  + capital(seating.sideName(r.sides().get(i)))
                  + ": scope "
                  + x.scopeCount()
                  + " ("
                  + x.scopePoints()
                  + "), colore "
                  + x.colore()
                  + ", napoli "
                  + x.napoli()
                  + ", carte "
                  + x.carteCount()
                  + " ("
                  + x.cartePoints()
                  + "), spade "
                  + x.spadeCount()
                  + " ("
                  + x.spadePoints()
                  + "), onori "
                  + (x.onori().isEmpty()
                      ? "none (0)"
                      : x.onori().map(Card::code).mkString(" ") + " (" + x.onori().size() + ")")
                  + ", mazzo "
                  + x.mazzoPoints()
                  + (x.tombolon() ? ", TOMBOLON" : "")
                  + ", total "
                  + x.total()
                  + ".");
    }
    return lines;
  }
}
