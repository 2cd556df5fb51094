package dev.mazzo.euchre;

import dev.mazzo.card.Card;
import dev.mazzo.card.Suit;
import dev.mazzo.euchre.EuchreAction.Discard;
import dev.mazzo.euchre.EuchreAction.GoAlone;
import dev.mazzo.euchre.EuchreAction.MakeTrump;
import dev.mazzo.family.Narrator;
import dev.mazzo.family.Seating;
import dev.mazzo.family.Text;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.Locale;

/**
 * The Euchre family's text for people: labels, the parse of a typed move (a choice's number, a card
 * code, a suit letter or name, {@code pass}, {@code alone}, {@code partner}) and a narrator that
 * draws the table and tells the family's events (euchre.md E-25).
 */
final class EuchreText implements Text {

  @Override
  public String intro(PlayerView view) {
    return "Answer with a number, a card code (JH, 10S), a suit (H, D, C, S), pass, alone or"
        + " partner; q quits.";
  }

  /**
   * The words a person at the table uses: in the first round a seat orders the upcard up (the
   * dealer picks it up, E-6), in the second it names a suit (E-8); the maker goes alone or plays
   * with the partner (E-13).
   */
  @Override
  public String label(Action action, PlayerView view) {
    if (action instanceof MakeTrump m) {
      String suit = m.suit().frenchName();
      if (view instanceof EuchreView v && v.turnedDown()) {
        return "name " + suit + " trump";
      }
      return (m.seat() == view.dealer() ? "pick up " : "order up ") + suit;
    }
    if (action instanceof GoAlone g) {
      return g.alone() ? "go alone" : "play with partner";
    }
    if (action instanceof Discard x) {
      return "discard " + x.card().code();
    }
    if (action instanceof PlayCard p) {
      return p.card().code();
    }
    return action.type();
  }

  @Override
  public Either<String, Action> parse(String line, PlayerView view, Seq<Action> choices) {
    String t = line.trim().toLowerCase(Locale.ROOT);
    if (t.matches("\\d{1,3}")) {
      int n = Integer.parseInt(t);
      return n >= 1 && n <= choices.size()
          ? Either.right(choices.get(n - 1))
          : Either.left("Type a number from 1 to " + choices.size() + ".");
    }
    int seat = view.seat();
    switch (t) {
      case "pass":
        return Either.right(new Pass(seat));
      case "alone":
        return Either.right(new GoAlone(seat, true));
      case "partner":
        return Either.right(new GoAlone(seat, false));
      default:
        break;
    }
    for (Suit s : Suit.values()) {
      if (t.equals(String.valueOf(s.letter()).toLowerCase(Locale.ROOT))
          || t.equals(s.frenchName())) {
        return Either.right(new MakeTrump(seat, s));
      }
    }
    String code = t.startsWith("discard ") ? t.substring(8).trim() : t;
    for (Card c : view.deck().cards()) {
      if (c.code().equalsIgnoreCase(code)) {
        return Either.right(
            view.phase() == EuchrePhases.DISCARD ? new Discard(seat, c) : new PlayCard(seat, c));
      }
    }
    return Either.left(intro(view));
  }

  @Override
  public Narrator narrator(Seating seating) {
    return new Narrator() {
      @Override
      public Seq<String> draw(PlayerView view, Seq<Action> choices) {
        EuchreView v = (EuchreView) view;
        String trump =
            v.trump().isDefined()
                ? "Trump: "
                    + v.trump().get().suit().get().frenchName()
                    + v.declarer().map(m -> ", made by " + seating.who(m)).getOrElse("")
                    + (v.declarerAlone() ? ", alone" : "")
                : v.upcard()
                    .map(c -> (v.turnedDown() ? "Turned down: " : "Upcard: ") + c.code())
                    .getOrElse("");
        Seq<String> lines =
            Array.of(
                trump,
                "Tricks: "
                    + seating.sideName(v.sides().get(0))
                    + " "
                    + v.tricks(0)
                    + ", "
                    + seating.sideName(v.sides().get(1))
                    + " "
                    + v.tricks(1)
                    + ". Score: "
                    + seating.scoreLine(v.score())
                    + ".",
                seating.tableLine(v.table()));
        return choices.isEmpty()
            ? lines
            : lines.appendAll(seating.handAndChoices(v, choices, EuchreText.this, 8));
      }

      @Override
      public Seq<String> tell(Event event, PlayerView view) {
        if (event instanceof EuchreEvent.Bid b) {
          return Array.of(
              seating.does(b.seat(), " make ", " makes ") + b.suit().frenchName() + " trump.");
        }
        if (event instanceof Event.Passed p) {
          return Array.of(seating.does(p.seat(), " pass", " passes") + ".");
        }
        if (event instanceof EuchreEvent.Discarded x) {
          return Array.of(
              seating.does(x.seat(), " discard", " discards")
                  + x.card().map(c -> " " + c.code()).getOrElse(" a card")
                  + ".");
        }
        if (event instanceof EuchreEvent.Alone a) {
          return Array.of(
              seating.does(a.seat(), " play", " plays")
                  + (a.alone() ? " alone." : " with the partner."));
        }
        if (event instanceof Event.Dealt x) {
          return Array.of(
              "",
              "--- "
                  + seating.does(x.dealer(), " deal", " deals")
                  + x.trumpCard().map(c -> "; the upcard is " + c.code() + ".").getOrElse("."));
        }
        if (event instanceof Event.TrickWon t) {
          return Array.of(
              seating.does(t.winningSeat(), " win", " wins")
                  + " the trick "
                  + t.cards().map(Card::code).mkString(" ")
                  + ".");
        }
        return seating.tell(event, view);
      }
    };
  }
}
