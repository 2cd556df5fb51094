package dev.mazzo.fivehundred;

import dev.mazzo.card.Card;
import dev.mazzo.card.Suit;
import dev.mazzo.card.Trump;
import dev.mazzo.family.Narrator;
import dev.mazzo.family.Seating;
import dev.mazzo.family.Text;
import dev.mazzo.game.Action;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Five Hundred's text for people: labels of its actions and the parse of typed moves, and a plain
 * {@link FiveHundredNarrator}. Only the play is a numbered menu. The auction (F-6 … F-9) is shown
 * and typed by what is typed ({@code 7H}, {@code 8NT}, {@code misere}, {@code open misere}, {@code
 * pass}, each also after {@code bid}), so that a number typed there is never a menu number: a bare
 * number is refused, since a bid names tricks and a suit. The kitty discard (F-11) is typed as
 * three cards ({@code discard 7C 8C 9D}) instead of being picked from its 286 sets, and the
 * five-handed call (F-12) as a card ({@code call AH}) or {@code alone}; in the play a card code
 * ({@code JK H} leads the joker naming hearts, F-18) or the number of a choice.
 */
final class FiveHundredText implements Text {

  /** A bid of tricks and a trump as typed: {@code 7H}, {@code 7 h}, {@code 10NT}. */
  private static final Pattern TRICKS_AND_TRUMP = Pattern.compile("(\\d{1,9})\\s*([a-z]+)");

  @Override
  public String intro(PlayerView view) {
    return "In the auction type a bid as shown, such as 7H, 8NT, misere or open misere, or pass:"
        + " a bid names tricks and a suit, so a number alone is not a bid. The contractor"
        + " discards by typing three cards (discard 7C 8C 9D)"
        + (view.players() == 5 ? " and calls a card (call AH) or plays alone (alone)" : "")
        + "; in the play answer with the number of a choice or a card code (JK H leads the"
        + " joker naming hearts). help or ? for help; q quits.";
  }

  /**
   * The auction, the discard and the call are typed, not numbered; only the play is a numbered
   * menu.
   */
  @Override
  public boolean numbered(PlayerView view) {
    return view.phase() == Phase.PLAY;
  }

  /**
   * The legal actions; in the discard only the first legal set, as an example of what is typed
   * (listing 286 sets would not help, F-31).
   */
  @Override
  public Seq<Action> choices(PlayerView view) {
    Seq<Action> legal = view.legalActions();
    return view.phase() == FiveHundred.DISCARD ? legal.take(1) : legal;
  }

  @Override
  public String label(Action action, PlayerView view) {
    if (action instanceof Pass) {
      return "pass";
    }
    if (action instanceof MakeBid) {
      return typed(((MakeBid) action).bid());
    }
    if (action instanceof Discard) {
      return "discard " + ((Discard) action).cards().map(Card::code).mkString(" ");
    }
    if (action instanceof Call) {
      Call c = (Call) action;
      return c.isAlone() ? "alone" : "call " + c.card().get().code();
    }
    if (action instanceof PlayWithSuit p) {
      return p.card().code() + " " + p.suit().letter();
    }
    if (action instanceof PlayCard p) {
      return p.card().code();
    }
    return action.type();
  }

  /** A bid as it is typed: {@code 7H}, {@code misere}, {@code open misere}. */
  static String typed(Bid b) {
    return b == Bid.MIS ? "misere" : b == Bid.OMIS ? "open misere" : b.code();
  }

  @Override
  public Either<String, Action> parse(String line, PlayerView view, Seq<Action> choices) {
    String t = line.trim().toLowerCase(Locale.ROOT);
    String[] w = t.split("\\s+");
    int seat = view.seat();
    switch (FiveHundredPhase.of(view.phase())) {
      case BID:
        return parseBid(t, view);
      case DISCARD:
        if (t.matches("\\d+")) {
          return Either.left(
              t
                  + " is not a discard: type discard and three cards of your hand, such as "
                  + example(view)
                  + ".");
        }
        Option<Seq<Card>> cards = cards(view, w, w[0].equals("discard") ? 1 : 0);
        return cards.isEmpty()
            ? Either.left(
                "\""
                    + line.trim()
                    + "\" is not a discard: type discard and three cards of your hand, such as "
                    + example(view)
                    + ".")
            : Either.right(new Discard(seat, cards.get()));
      case CALL:
        if (t.matches("\\d+")) {
          return Either.left(
              t
                  + " is not a call: type call and a card another seat holds, such as "
                  + label(choices.last(), view)
                  + ", or alone.");
        }
        if (w[0].equals("alone")) {
          return Either.right(Call.alone(seat));
        }
        Option<Seq<Card>> called = cards(view, w, w[0].equals("call") ? 1 : 0);
        return called.isEmpty() || called.get().size() != 1
            ? Either.left(
                "\""
                    + line.trim()
                    + "\" is not a call: type call and a card another seat holds, such as "
                    + label(choices.last(), view)
                    + ", or alone.")
            : Either.right(Call.card(seat, called.get().head()));
      default:
        break;
    }
    if (t.matches("\\d{1,9}")) {
      int k = Integer.parseInt(t);
      if (k >= 1 && k <= choices.size()) {
        return Either.right(choices.get(k - 1));
      }
      return Either.left(
          "Type a number from 1 to "
              + choices.size()
              + ", or a card code such as "
              + label(choices.head(), view)
              + ".");
    }
    switch (w[0]) {
      case "pass":
      case "p":
      case "bid":
      case "discard":
      case "call":
      case "alone":
        return Either.left(
            "\"" + line.trim() + "\" is not a play: the cards are being played. " + rightNow(view));
      case "play":
        return parsePlay(view, w, 1);
      default:
        return parsePlay(view, w, 0);
    }
  }

  /**
   * A bid typed in the auction (F-6, F-7): {@code pass}, {@code 7H}, {@code misere} or {@code open
   * misere}, each also after {@code bid}. A bare number is refused with the bids of that many
   * tricks, since a number is never a menu choice here.
   */
  private static Either<String, Action> parseBid(String t, PlayerView view) {
    int seat = view.seat();
    String rest = t.startsWith("bid ") ? t.substring(4).trim() : t;
    switch (rest.replace('è', 'e')) {
      case "pass":
      case "p":
        return Either.right(new Pass(seat));
      case "misere":
      case "mis":
        return Either.right(new MakeBid(seat, Bid.MIS));
      case "open misere":
      case "open":
      case "omis":
        return Either.right(new MakeBid(seat, Bid.OMIS));
      default:
        break;
    }
    String shown = rest.toUpperCase(Locale.ROOT);
    if (rest.matches("\\d{1,9}")) {
      int n = Integer.parseInt(rest);
      if (n < 6 || n > 10) {
        return Either.left(
            shown + " is not a bid: a bid names 6 to 10 tricks and a suit. " + allowed(view));
      }
      Seq<String> atLevel =
          view.legalActions()
              .filter(a -> a instanceof MakeBid && ((MakeBid) a).bid().tricks() == n)
              .map(a -> typed(((MakeBid) a).bid()));
      return Either.left(
          n
              + " alone is not a bid: a bid names tricks and a suit, such as "
              + n
              + "S, "
              + n
              + "H or "
              + n
              + "NT. "
              + (atLevel.isEmpty()
                  ? "No bid of " + n + " tricks is high enough now. " + allowed(view)
                  : "At " + n + " you may bid " + or(atLevel) + "; or pass."));
    }
    Matcher m = TRICKS_AND_TRUMP.matcher(rest);
    if (m.matches()) {
      Option<Trump> trump = Trump.parse(m.group(2));
      int n = m.group(1).length() > 2 ? Integer.MAX_VALUE : Integer.parseInt(m.group(1));
      if (trump.isEmpty()) {
        return Either.left(
            shown
                + " is not a bid: the suit of a bid is S, C, D, H or NT (no-trumps). "
                + allowed(view));
      }
      Option<Bid> b = Bid.of(n, trump.get());
      if (b.isEmpty()) {
        return Either.left(
            shown + " is not a bid: a bid is of 6 to 10 tricks, not " + n + ". " + allowed(view));
      }
      return Either.right(new MakeBid(seat, b.get()));
    }
    if (Card.parse(rest).isDefined()) {
      return Either.left(
          shown
              + " is a card: the cards are played after the auction. Now bid or pass. "
              + allowed(view));
    }
    return Either.left("\"" + t + "\" is not a bid. " + allowed(view));
  }

  /** What may be bid now: the lowest legal bid, or pass only. */
  static String allowed(PlayerView view) {
    Seq<Action> legal = view.legalActions();
    Option<Action> lowest = legal.find(a -> a instanceof MakeBid);
    if (lowest.isEmpty()) {
      return "No bid is higher than the standing one: type pass.";
    }
    Bid low = ((MakeBid) lowest.get()).bid();
    return "Type a bid such as "
        + typed(low)
        + (legal.size() > 2 ? " or higher (as shown)" : "")
        + ", or pass.";
  }

  /** Words joined with commas and a last "or". */
  private static String or(Seq<String> words) {
    return words.size() == 1 ? words.head() : words.init().mkString(", ") + " or " + words.last();
  }

  /** The example discard of the prompt: the first legal set of three. */
  private static String example(PlayerView view) {
    return "discard " + cardsOfFirst(view);
  }

  /** The cards of the first legal discard, such as {@code 7C 8C 9D}. */
  static String cardsOfFirst(PlayerView view) {
    Seq<Action> legal = view.legalActions();
    return legal
        .headOption()
        .filter(a -> a instanceof Discard)
        .map(a -> ((Discard) a).cards().map(Card::code).mkString(" "))
        .getOrElse("7C 8C 9D");
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
          : Either.right(new PlayWithSuit(view.seat(), card.get(), suit.get()));
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

  /**
   * The rule's sentence, then what would be right in this phase (F-30): the bids that may be made,
   * three cards to discard, a card to call, or the cards that may be played.
   */
  @Override
  public String rejection(Rejection rejection, PlayerView view) {
    String message = rejection.message();
    String said =
        message.endsWith(".") || message.endsWith("!") || message.endsWith("?")
            ? message
            : message + ".";
    // In the auction the rule's sentence already names the lowest bid that may be made.
    String right = view.phase() == Phase.BID ? "" : rightNow(view);
    return right.isEmpty() ? said : said + " " + right;
  }

  /** What the seat to act may do now, in one sentence. */
  String rightNow(PlayerView view) {
    Seq<Action> legal = view.legalActions();
    switch (FiveHundredPhase.of(view.phase())) {
      case BID:
        return allowed(view);
      case DISCARD:
        return "Discard three cards of your hand, such as " + example(view) + ".";
      case CALL:
        return "Type call and a card another seat holds, such as "
            + label(legal.last(), view)
            + ", or alone.";
      case PLAY:
        return "You may play " + or(legal.map(a -> label(a, view))) + ".";
      default:
        return "";
    }
  }

  @Override
  public Seq<String> help(PlayerView view) {
    Seq<String> lines;
    switch (FiveHundredPhase.of(view.phase())) {
      case BID:
        lines =
            Array.of(
                "7H, 8NT      a bid: 6 to 10 tricks and a suit S, C, D, H or NT (F-6); a number"
                    + " alone is no bid",
                "misere       misère: you must lose every trick; only over a standing bid of 7 tricks (F-7)",
                "open misere  misère with your hand shown to all, at any time (F-7)",
                "pass         pass (you cannot bid again in this auction, F-8)");
        break;
      case DISCARD:
        lines =
            Array.of(
                "discard 7C 8C 9D  three cards of your hand, face down (F-11); the kitty's"
                    + " cards are marked * in your hand");
        break;
      case CALL:
        lines =
            Array.of(
                "call AH      whoever holds that card is your secret partner (F-12)",
                "alone        play alone against the four others");
        break;
      default:
        lines =
            Array.of(
                "1, 2 ...     the number of a choice",
                "7H           a card of your hand, by its code",
                "JK H         lead the joker in no-trumps naming the suit to follow (F-18)");
    }
    return lines.append(
        "The bid is tricks and a trump suit; the joker and the two jacks of the trump colour"
            + " are the highest trumps. The contractor must win the tricks bid (F-23).");
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
