package dev.mazzo.fivehundred;

import dev.mazzo.card.Card;
import dev.mazzo.card.Suit;
import dev.mazzo.card.Trump;
import dev.mazzo.family.Narrator;
import dev.mazzo.family.Seating;
import dev.mazzo.family.Text;
import dev.mazzo.game.Action;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Locale;

/**
 * Five Hundred's text for people: labels of its actions and the parse of typed moves ({@code bid
 * 7H}, {@code bid 8NT}, {@code bid misere}, {@code bid open misere}, {@code pass}, {@code discard
 * 4C 5C 6D}, {@code call AH}, {@code alone}, {@code play JK H} or a card code), and a plain {@link
 * FiveHundredNarrator}.
 */
final class FiveHundredText implements Text {

  @Override
  public String intro(PlayerView view) {
    return "Answer with a number or a move: bid 7H, bid 8NT, bid misere, bid open misere, pass,"
        + " discard 4C 5C 6D, call AH, alone, a card code (JK H to lead the joker naming"
        + " hearts); q quits.";
  }

  @Override
  public String label(Action action, PlayerView view) {
    if (action instanceof Pass) {
      return "pass";
    }
    if (action instanceof MakeBid) {
      Bid b = ((MakeBid) action).bid();
      return b == Bid.MIS ? "bid misere" : b == Bid.OMIS ? "bid open misere" : "bid " + b.code();
    }
    if (action instanceof Discard) {
      return "discard " + ((Discard) action).cards().map(Card::code).mkString(" ");
    }
    if (action instanceof Call) {
      Call c = (Call) action;
      return c.isAlone() ? "alone" : "call " + c.card().get().code();
    }
    if (action instanceof PlayCard) {
      PlayCard p = (PlayCard) action;
      return p.card().code() + p.namedSuit().map(s -> " " + s.letter()).getOrElse("");
    }
    return action.type();
  }

  @Override
  public Either<String, Action> parse(String line, PlayerView view, Seq<Action> choices) {
    String t = line.trim();
    try {
      int k = Integer.parseInt(t);
      if (k >= 1 && k <= choices.size()) {
        return Either.right(choices.get(k - 1));
      }
      return Either.left("Type a number from 1 to " + choices.size() + ", or a move.");
    } catch (NumberFormatException e) {
      // not a number: a move
    }
    String[] w = t.toLowerCase(Locale.ROOT).split("\\s+");
    int seat = view.seat();
    switch (w[0]) {
      case "pass":
        return Either.right(new Pass(seat));
      case "alone":
        return Either.right(Call.alone(seat));
      case "bid":
        return parseBid(w, seat);
      case "discard":
        Option<Seq<Card>> cards = cards(view, w, 1);
        return cards.isEmpty()
            ? Either.left("Type discard and three card codes, such as discard 4C 5C 6D.")
            : Either.right(new Discard(seat, cards.get()));
      case "call":
        Option<Seq<Card>> called = cards(view, w, 1);
        return called.isEmpty() || called.get().size() != 1
            ? Either.left("Type call and a card code, such as call AH, or alone.")
            : Either.right(Call.card(seat, called.get().head()));
      case "play":
        return parsePlay(view, w, 1);
      default:
        return parsePlay(view, w, 0);
    }
  }

  private static Either<String, Action> parseBid(String[] w, int seat) {
    String rest = String.join(" ", Array.of(w).drop(1));
    if (rest.equals("misere") || rest.equals("mis")) {
      return Either.right(new MakeBid(seat, Bid.MIS));
    }
    if (rest.equals("open misere") || rest.equals("omis")) {
      return Either.right(new MakeBid(seat, Bid.OMIS));
    }
    if (rest.length() >= 2) {
      String num = rest.replaceAll("[^0-9]", "");
      String suit = rest.replaceAll("[0-9\\s]", "");
      Option<Trump> trump = Trump.parse(suit);
      if (!num.isEmpty() && num.length() <= 2 && trump.isDefined()) {
        Option<Bid> b = Bid.of(Integer.parseInt(num), trump.get());
        if (b.isDefined()) {
          return Either.right(new MakeBid(seat, b.get()));
        }
      }
    }
    return Either.left("Type a bid such as bid 7H, bid 8NT, bid misere or bid open misere.");
  }

  private static Either<String, Action> parsePlay(PlayerView view, String[] w, int from) {
    if (w.length <= from || w.length > from + 2) {
      return Either.left("Type a card code such as AS, or JK H to lead the joker naming hearts.");
    }
    Option<Card> card = view.deck().parse(w[from]);
    if (card.isEmpty()) {
      return Either.left(w[from].toUpperCase(Locale.ROOT) + " is not a card of this game.");
    }
    if (w.length == from + 2) {
      Option<Suit> suit = Suit.parse(w[from + 1]);
      return suit.isEmpty()
          ? Either.left("Name a suit with H, D, C or S.")
          : Either.right(new PlayCard(view.seat(), card.get(), suit));
    }
    return Either.right(new PlayCard(view.seat(), card.get()));
  }

  private static Option<Seq<Card>> cards(PlayerView view, String[] w, int from) {
    Seq<Card> out = Array.empty();
    for (int i = from; i < w.length; i++) {
      Option<Card> c = view.deck().parse(w[i]);
      if (c.isEmpty()) {
        return Option.none();
      }
      out = out.append(c.get());
    }
    return out.isEmpty() ? Option.none() : Option.some(out);
  }

  @Override
  public Narrator narrator(Seating seating) {
    return new FiveHundredNarrator(this, seating);
  }

  @Override
  public boolean partnersByDeal(PlayerView view) {
    return view.players() == 5;
  }
}
