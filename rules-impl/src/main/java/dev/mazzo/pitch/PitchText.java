package dev.mazzo.pitch;

import dev.mazzo.card.Card;
import dev.mazzo.card.Suit;
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

/**
 * The Pitch family's text for people (pitch.md §11). In the auction a move is what is typed and the
 * bids are not numbered, so that a number typed there is always a bid ({@code 6}, {@code bid 6},
 * {@code moon}, {@code pass}; P-11, P-12); with five players trumps and the called card are typed
 * together ({@code trump H AH}, P-14) and shown grouped by suit, not numbered; everywhere else a
 * move is a choice's number or what is typed: {@code trump H}, {@code take} or {@code pass} (P-18),
 * {@code burn 5H 9H} (P-21), a card code. A move typed in the wrong phase, and every refusal of the
 * rules, is answered with what was wrong and what may be typed instead. The rules judge the action
 * itself.
 */
final class PitchText implements Text {

  @Override
  public String intro(PlayerView view) {
    boolean five = view.players() == 5;
    return "In the auction type pass or a bid such as 6 or moon: a number typed there is always a"
        + " bid. Then answer with the number of a choice, or type the move: "
        + (five ? "trump H AH (trumps and the card you call)" : "trump H")
        + (five ? "" : ", take or pass (the rest of the stock)")
        + ", burn 5H 9H, a card code such as AH; help or ? for help; q quits.";
  }

  /**
   * Numbered everywhere but in the auction, where a number is a bid (P-11), and in the five-player
   * call, whose many choices are typed ({@code trump H AH}) and shown by suit (P-14).
   */
  @Override
  public boolean numbered(PlayerView view) {
    return view.phase() != Phase.BID && !(view.phase() == Pitch.TRUMP && view.players() == 5);
  }

  /** What is typed in the auction and the five-player call; a short word elsewhere. */
  @Override
  public String label(Action a, PlayerView view) {
    return labelOf(a);
  }

  @Override
  public Either<String, Action> parse(String line, PlayerView view, Seq<Action> choices) {
    String text = line.trim();
    String[] words = text.split("\\s+");
    String first = words[0].toLowerCase(Locale.ROOT);
    Phase phase = view.phase();
    if (phase == Phase.BID) {
      return bid(text, words, view);
    }
    if (words.length == 1 && first.matches("\\d+")) {
      if (!numbered(view)) {
        return refuse("A number alone is not a move here", view);
      }
      int i = first.length() > 9 ? 0 : Integer.parseInt(first);
      return i >= 1 && i <= choices.size()
          ? Either.right(choices.get(i - 1))
          : refuse("There is no choice " + first, view);
    }
    int seat = view.seat();
    switch (first) {
      case "pass":
        return phase == Pitch.REMAINDER
            ? Either.right(new PitchAction.Remainder(seat, false))
            : refuse("You cannot pass now", view);
      case "take":
        return phase == Pitch.REMAINDER
            ? Either.right(new PitchAction.Remainder(seat, true))
            : refuse("You cannot take the stock now", view);
      case "bid":
      case "moon":
        return refuse("The auction is over", view);
      case "trump":
        return phase == Pitch.TRUMP
            ? trump(words, 1, view)
            : refuse("Trumps are already named", view);
      case "burn":
        return phase == Pitch.BURN ? burn(words, view) : refuse("You cannot burn now", view);
      case "play":
        {
          if (phase != Phase.PLAY) {
            return refuse("You cannot play a card yet", view);
          }
          Option<Card> card = words.length == 2 ? view.deck().parse(words[1]) : Option.none();
          return card.isDefined()
              ? Either.right(new PlayCard(seat, card.get()))
              : refuse("Type play and one card code, or the card alone", view);
        }
      default:
        break;
    }
    if (phase == Pitch.TRUMP && Suit.parse(words[0]).isDefined()) {
      return trump(words, 0, view);
    }
    Option<Card> card = view.deck().parse(words[0]);
    if (card.isDefined() && words.length == 1) {
      return phase == Phase.PLAY
          ? Either.right(new PlayCard(seat, card.get()))
          : refuse("You cannot play a card yet", view);
    }
    return refuse("\"" + text + "\" is not a move here", view);
  }

  /**
   * A typed line in the auction (P-11, P-12): {@code pass}, a number or {@code bid} and a number,
   * or {@code moon}. A number is a bid and never a choice; the rules judge whether it is legal.
   */
  private Either<String, Action> bid(String text, String[] words, PlayerView view) {
    int seat = view.seat();
    String first = words[0].toLowerCase(Locale.ROOT);
    String amount = first.equals("bid") && words.length == 2 ? words[1] : first;
    if (words.length == 1 && (first.equals("pass") || first.equals("p"))) {
      return Either.right(new Pass(seat));
    }
    if (words.length <= 2 && (words.length == 1 || first.equals("bid"))) {
      if (amount.equalsIgnoreCase("moon")) {
        return Either.right(PitchAction.Bid.moon(seat));
      }
      if (amount.matches("\\d{1,9}")) {
        // A number that is no bid of the variant (not 1 … T) is refused here with the rules'
        // sentence (P-34 item 1); the rules judge the others against minBid and the standing bid.
        PitchAction.Bid bid = PitchAction.Bid.of(seat, Integer.parseInt(amount));
        Option<Rejection> malformed = BidPhase.shape(((PitchView) view).rules, bid);
        return malformed.isEmpty()
            ? Either.right(bid)
            : Either.left(rejection(malformed.get(), view));
      }
    }
    if (view.deck().parse(words[0]).isDefined() || first.equals("play")) {
      return refuse("You cannot play a card yet: the auction is on", view);
    }
    if (first.equals("trump")) {
      return refuse("Trumps are named after the auction, by its winner", view);
    }
    return refuse("\"" + text + "\" is not a bid", view);
  }

  /**
   * {@code trump H} with four players, {@code trump H AH} with five (P-14); {@code from} is the
   * index of the suit among the words (the word {@code trump} may be left out).
   */
  private static Either<String, Action> trump(String[] words, int from, PlayerView view) {
    boolean five = view.players() == 5;
    Option<Suit> suit = words.length > from ? Suit.parse(words[from]) : Option.none();
    if (suit.isEmpty()) {
      return refuse("Name the suit by its letter", view);
    }
    int rest = words.length - from - 1;
    if (!five) {
      return rest == 0
          ? Either.right(PitchAction.Trump.of(view.seat(), suit.get()))
          : refuse("With four players you call no card", view);
    }
    if (rest != 1) {
      return refuse(
          rest == 0
              ? "With five players you also call a card, which makes its holder your partner"
              : "Call one card",
          view);
    }
    Option<Card> call = view.deck().parse(words[from + 1]);
    return call.isEmpty()
        ? refuse(words[from + 1] + " is not a card of this deck", view)
        : Either.right(PitchAction.Trump.calling(view.seat(), suit.get(), call.get()));
  }

  private static Either<String, Action> burn(String[] words, PlayerView view) {
    Array<Card> cards = Array.empty();
    for (int i = 1; i < words.length; i++) {
      Option<Card> c = view.deck().parse(words[i]);
      if (c.isEmpty()) {
        return refuse(words[i] + " is not a card of this deck", view);
      }
      cards = cards.append(c.get());
    }
    return Either.right(new PitchAction.Burn(view.seat(), cards));
  }

  /**
   * A refusal of the text: what was wrong (with, during a burn, why: P-20), then what may be typed
   * instead.
   */
  private static Either<String, Action> refuse(String wrong, PlayerView view) {
    String why =
        view.phase() == Pitch.BURN
            ? ": you hold "
                + view.ownHand().size()
                + " trumps and must burn "
                + (view.ownHand().size() - 6)
                + " first (P-20)"
            : "";
    return Either.left(wrong + why + ". " + Seating.capital(what(view)) + ".");
  }

  /**
   * The rules' refusal, then what may be typed instead; a stuck dealer's pass (P-12) and a card
   * other than the called one (P-26) get their reason in words.
   */
  @Override
  public String rejection(Rejection rejection, PlayerView view) {
    if (rejection.code() == Pitch.DEALER_MUST_BID) {
      return "Every other seat has passed and you are the dealer, so you must bid (P-12). "
          + Seating.capital(what(view))
          + ".";
    }
    if (rejection.code() == Pitch.MUST_PLAY_CALLED_CARD) {
      return rejection.message() + ": " + forcedReason(view) + ".";
    }
    return rejection.message() + ". " + Seating.capital(what(view)) + ".";
  }

  /**
   * Why the only card a seat may play is the called card (P-26): it came from the blind to the
   * declarer, or the option makes the partner play it to the first trick.
   */
  static String forcedReason(PlayerView view) {
    PitchView v = (PitchView) view;
    return v.declarer().contains(v.seat())
        ? "it came from the blind to you, the bidder (P-26)"
        : "this match's option calledCardOnFirstTrick makes its holder play it to the first"
            + " trick (P-26)";
  }

  /** What may be typed at this prompt, by phase, in words without a final stop. */
  static String what(PlayerView view) {
    Seq<Action> legal = view.legalActions();
    switch (PitchPhase.of(view.phase())) {
      case BID:
        return "type " + bids(legal);
      case TRUMP:
        if (view.players() == 5) {
          return "type trump, a suit and a trump of that suit you do not hold, to call it, such as "
              + (legal.isEmpty() ? "trump H AH" : labelOf(legal.head()));
        }
        return "type trump and the suit's letter (trump H, trump D, trump C or trump S),"
            + " or a number from 1 to 4";
      case REMAINDER:
        return "take the rest of the stock or pass it unseen to your partner: type take or pass,"
            + " or 1 or 2";
      case BURN:
        {
          int k = view.ownHand().size() - 6;
          return "type burn and "
              + (k == 1 ? "the card" : "the " + k + " cards")
              + ", such as "
              + (legal.isEmpty() ? "burn 5H" : labelOf(legal.head()))
              + ", or a number from 1 to "
              + legal.size();
        }
      case PLAY:
        {
          Seq<String> cards = legal.map(a -> ((PlayCard) a).card().code());
          if (cards.size() == 1) {
            return "play " + cards.head() + " (type " + cards.head() + " or 1)";
          }
          return "play one of "
              + or(cards)
              + " (type the card, or its number from 1 to "
              + cards.size()
              + ")";
        }
      default:
        return "wait for your turn";
    }
  }

  /**
   * The auction's legal speeches in words (P-35): {@code pass, a bid from 6 to 10, or moon}; {@code
   * a bid from 4 to 10, or moon} for the stuck dealer; {@code pass or moon}; {@code pass}.
   */
  static String bids(Seq<Action> legal) {
    boolean pass = false;
    boolean moon = false;
    int lo = Integer.MAX_VALUE;
    int hi = Integer.MIN_VALUE;
    for (Action a : legal) {
      if (a instanceof Pass) {
        pass = true;
      } else if (a instanceof PitchAction.Bid b) {
        if (b.isMoon()) {
          moon = true;
        } else {
          lo = Math.min(lo, b.amount().get());
          hi = Math.max(hi, b.amount().get());
        }
      }
    }
    Seq<String> parts = Array.empty();
    if (pass) {
      parts = parts.append("pass");
    }
    if (lo <= hi) {
      parts = parts.append(lo == hi ? "a bid of " + lo : "a bid from " + lo + " to " + hi);
    }
    if (moon) {
      parts = parts.append("moon");
    }
    return or(parts);
  }

  /** Words joined as {@code a}, {@code a or b}, {@code a, b or c}; a bid range keeps its comma. */
  private static String or(Seq<String> words) {
    if (words.size() <= 1) {
      return words.mkString();
    }
    String last = words.last();
    String init = words.init().mkString(", ");
    return init + (words.size() > 2 || init.contains(" to ") ? ", or " : " or ") + last;
  }

  /** An action's label: {@code 6}, {@code moon}, {@code pass}, {@code trump H AH}, a card code. */
  static String labelOf(Action a) {
    if (a instanceof PlayCard p) {
      return p.card().code();
    }
    if (a instanceof Pass) {
      return "pass";
    }
    if (a instanceof PitchAction.Bid b) {
      return b.isMoon() ? "moon" : String.valueOf(b.amount().get());
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
  public Seq<String> help(PlayerView view) {
    Seq<String> lines;
    switch (PitchPhase.of(view.phase())) {
      case BID:
        lines =
            Array.of(
                line("pass", "pass (each seat speaks once in the auction, P-11)"),
                line("6 or bid 6", "a bid of 6: a number typed here is a bid, never a choice"),
                line("moon", "a bid to take every point of the hand, above every number"));
        break;
      case TRUMP:
        lines =
            view.players() == 5
                ? Array.of(
                    line(
                        "trump H AH",
                        "hearts are trumps and you call AH: its holder is your secret partner;"
                            + " if AH is in the blind, you take it and play alone (P-14, P-19)"))
                : Array.of(
                    line("1, 2 ...", "the number of a choice"),
                    line("trump H", "hearts are trumps (P-14)"));
        break;
      default:
        lines =
            Array.of(
                line("1, 2 ...", "the number of a choice"),
                line("AH", "a card of your hand, by its code"),
                line(
                    "burn 5H 9H", "the cards you burn, when you hold more than six trumps (P-21)"));
    }
    return lines.append(
        "Only trumps are played: the highest trump takes the trick, and the points are for"
            + " taking the trumps that score (the 2 scores for whoever plays it, P-28).");
  }

  /** A help line: what is typed, in a column as wide as the host's commands, and its meaning. */
  private static String line(String typed, String meaning) {
    return String.format(Locale.ROOT, "%-11s %s", typed, meaning);
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
