package dev.mazzo.pitch;

import dev.mazzo.card.Card;
import dev.mazzo.family.Narrator;
import dev.mazzo.family.Seating;
import dev.mazzo.family.Text;
import dev.mazzo.game.Action;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Locale;

/**
 * The Pitch family's text for people (pitch.md §11): labels such as {@code bid 5}, {@code bid
 * moon}, {@code trump H AH}, {@code take}, {@code burn 5H 9H} or a card code, and the parse of the
 * same words typed, or of a choice's number.
 */
final class PitchText implements Text {

  @Override
  public String intro(PlayerView view) {
    return "Answer with a number, a card code (AS), or a move: bid 5, bid moon, pass, trump H"
        + (view.players() == 5 ? " AH" : "")
        + (view.players() == 4 ? ", take" : "")
        + ", burn 5H 9H; q quits.";
  }

  @Override
  public String label(Action a, PlayerView view) {
    if (a instanceof PlayCard p) {
      return p.card().code();
    }
    if (a instanceof Pass) {
      return "pass";
    }
    if (a instanceof PitchAction.Bid b) {
      return "bid " + (b.isMoon() ? "moon" : b.amount().get());
    }
    if (a instanceof PitchAction.Trump t) {
      return "trump " + t.suit().letter() + t.call().map(c -> " " + c.code()).getOrElse("");
    }
    if (a instanceof PitchAction.Remainder r) {
      return r.take() ? "take" : "pass";
    }
    if (a instanceof PitchAction.Burn b) {
      return "burn " + b.cards().map(Card::code).mkString(" ");
    }
    return a.type();
  }

  @Override
  public Either<String, Action> parse(String line, PlayerView view, Seq<Action> choices) {
    String[] words = line.trim().split("\\s+");
    int seat = view.seat();
    String first = words[0].toLowerCase(Locale.ROOT);
    if (words.length == 1 && first.matches("\\d+")) {
      int i = Integer.parseInt(first);
      return i >= 1 && i <= choices.size()
          ? Either.right(choices.get(i - 1))
          : Either.left("Choose a number from 1 to " + choices.size() + ".");
    }
    switch (first) {
      case "pass":
        return Either.right(
            view.phase() == Phase.REMAINDER
                ? new PitchAction.Remainder(seat, false)
                : new Pass(seat));
      case "take":
        return Either.right(new PitchAction.Remainder(seat, true));
      case "bid":
        return words.length != 2
            ? Either.left("Type bid and a number, or bid moon.")
            : words[1].equalsIgnoreCase("moon")
                ? Either.right(PitchAction.Bid.moon(seat))
                : words[1].matches("\\d{1,3}")
                    ? Either.right(PitchAction.Bid.of(seat, Integer.parseInt(words[1])))
                    : Either.left("Type bid and a number, or bid moon.");
      case "trump":
        return trump(words, view);
      case "burn":
        return burn(words, view);
      default:
        Option<Card> card = view.deck().parse(words[0]);
        return card.isDefined() && words.length == 1
            ? Either.right(new PlayCard(seat, card.get()))
            : Either.left("Type a number, a card code or a move (" + intro(view) + ")");
    }
  }

  private static Either<String, Action> trump(String[] words, PlayerView view) {
    Option<dev.mazzo.card.Suit> suit =
        words.length >= 2 ? dev.mazzo.card.Suit.parse(words[1]) : Option.none();
    if (suit.isEmpty() || words.length > 3) {
      return Either.left("Type trump and a suit letter (H, D, C, S), and with five a card.");
    }
    if (words.length == 2) {
      return Either.right(PitchAction.Trump.of(view.seat(), suit.get()));
    }
    Option<Card> call = view.deck().parse(words[2]);
    return call.isEmpty()
        ? Either.left(words[2] + " is not a card of this deck.")
        : Either.right(PitchAction.Trump.calling(view.seat(), suit.get(), call.get()));
  }

  private static Either<String, Action> burn(String[] words, PlayerView view) {
    Array<Card> cards = Array.empty();
    for (int i = 1; i < words.length; i++) {
      Option<Card> c = view.deck().parse(words[i]);
      if (c.isEmpty()) {
        return Either.left(words[i] + " is not a card of this deck.");
      }
      cards = cards.append(c.get());
    }
    return Either.right(new PitchAction.Burn(view.seat(), cards));
  }

  @Override
  public boolean partnersByDeal(PlayerView view) {
    return view.players() == 5;
  }

  @Override
  public Narrator narrator(Seating seating) {
    return new PitchNarrator(seating, this);
  }
}
