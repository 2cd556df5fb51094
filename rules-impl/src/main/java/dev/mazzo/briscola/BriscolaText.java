package dev.mazzo.briscola;

import dev.mazzo.card.Card;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Suit;
import dev.mazzo.family.Narrator;
import dev.mazzo.family.Seating;
import dev.mazzo.family.Text;
import dev.mazzo.game.Action;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Briscola family's {@link Text}: a move is a choice's number or a card code; in the chiamata
 * auction also {@code pass} or a bid ({@code K}, {@code bid 7}, {@code 2/70}, or {@code 70} for
 * points; B-45, B-46, B-62) and in the call a suit ({@code D}, B-51) or a card ({@code AC}, B-63).
 * The rules judge the action itself.
 */
final class BriscolaText implements Text {

  /** The most bids listed as numbered choices; higher points bids are typed (2/75, 75). */
  private static final int LISTED_BIDS = 11;

  private static final Pattern TWO_WITH = Pattern.compile("2\\s*/\\s*(\\d{1,9})");

  @Override
  public String intro(PlayerView view) {
    return view.phase() == Phase.DEAL
            && view instanceof BriscolaView
            && ((BriscolaView) view).isChiamata()
        ? "Answer with a number or a card code (AS, 7D, 10H); in the auction also pass or a"
            + " bid (K, bid 7, 2/70, 70), and a call (D, or a card such as AC); q quits."
        : "Answer with a number or a card code (AS, 7D, 10H); q quits.";
  }

  /**
   * The legal actions (in Sueca only the cards that follow suit, B-23; a card of the hand typed by
   * its code gets the rule's reason), but in an auction only pass and the lowest legal bids.
   */
  @Override
  public Seq<Action> choices(PlayerView view) {
    Seq<Action> legal = view.legalActions();
    if (view.phase() == Phase.BID) {
      return legal.take(LISTED_BIDS + 1);
    }
    return legal;
  }

  @Override
  public String label(Action a, PlayerView view) {
    if (a instanceof PlayCard) {
      return ((PlayCard) a).card().code();
    }
    if (a instanceof Pass) {
      return "pass";
    }
    if (a instanceof Bid) {
      return bidText((Bid) a);
    }
    if (a instanceof Call) {
      Call c = (Call) a;
      if (c.card().isDefined()) {
        return c.card().get().code();
      }
      if (c.suit().isDefined() && view instanceof BriscolaView) {
        Rank rank = ((BriscolaView) view).highBid().flatMap(Bid::rank).getOrElse(Rank.TWO);
        return c.suit().get().letter() + " (" + rank.token() + c.suit().get().letter() + ")";
      }
    }
    return a.toString();
  }

  /** A bid in words: {@code K}, {@code 2/70} or {@code 70 points}. */
  static String bidText(Bid b) {
    if (b.rank().isDefined() && b.points().isDefined()) {
      return b.rank().get().token() + "/" + b.points().get();
    }
    if (b.points().isDefined()) {
      return b.points().get() + " points";
    }
    return b.rank().map(Rank::token).getOrElse("?");
  }

  @Override
  public Either<String, Action> parse(String line, PlayerView view, Seq<Action> choices) {
    int seat = view.seat();
    String text = line.trim().toUpperCase(Locale.ROOT);
    Phase phase = view.phase();
    if (text.matches("\\d{1,9}")) {
      int n = Integer.parseInt(text);
      if (n >= 1 && n <= choices.size()) {
        return Either.right(choices.get(n - 1));
      }
      if (phase == Phase.BID && n > 10) {
        return Either.right(pointsBid(view, n));
      }
      return Either.left(
          "Type a number from 1 to " + choices.size() + ", or " + whatElse(phase) + ".");
    }
    if (phase == Phase.BID) {
      if (text.equals("PASS") || text.equals("P")) {
        return Either.right(new Pass(seat));
      }
      String bid = text.startsWith("BID ") ? text.substring(4).trim() : text;
      Matcher twoWith = TWO_WITH.matcher(bid);
      if (twoWith.matches()) {
        return Either.right(Bid.twoWithPoints(seat, Integer.parseInt(twoWith.group(1))));
      }
      if (bid.matches("\\d{1,9}") && text.startsWith("BID ")) {
        int n = Integer.parseInt(bid);
        if (n > 10) {
          return Either.right(pointsBid(view, n));
        }
      }
      Option<Rank> rank = Rank.parse(bid);
      if (rank.isDefined() && (text.startsWith("BID ") || !bid.matches("\\d+"))) {
        return Either.right(Bid.rank(seat, rank.get()));
      }
    } else if (phase == Phase.CALL) {
      if (text.equals("NT")) {
        return Either.right(Call.noTrump(seat));
      }
      Option<Suit> suit = Suit.parse(text);
      if (suit.isDefined()) {
        return Either.right(Call.suit(seat, suit.get()));
      }
      Option<Card> card = Card.parse(text);
      if (card.isDefined()) {
        return Either.right(Call.card(seat, card.get()));
      }
    } else {
      Option<Card> card = Card.parse(text);
      if (card.isDefined()) {
        return Either.right(new PlayCard(seat, card.get()));
      }
    }
    return Either.left(
        "\""
            + line.trim()
            + "\" is neither a number from 1 to "
            + choices.size()
            + " nor "
            + whatElse(phase)
            + ".");
  }

  /** What may be typed besides a number, by phase. */
  private static String whatElse(Phase phase) {
    switch (phase) {
      case BID:
        return "a bid such as pass, K, bid 7, 2/70 or 70";
      case CALL:
        return "a call such as D (a suit) or AC (a card)";
      default:
        return "a card code such as AS, 7D or 10H";
    }
  }

  /**
   * A bid of n points: {@code 2} with n points in a rank auction (B-46), n points in a points
   * auction (B-62). The auction is a rank auction when its high bid or a legal bid has a rank.
   */
  private static Bid pointsBid(PlayerView view, int n) {
    boolean ranks = false;
    if (view instanceof BriscolaView && ((BriscolaView) view).highBid().isDefined()) {
      ranks = ((BriscolaView) view).highBid().get().rank().isDefined();
    } else {
      for (Action a : view.legalActions()) {
        ranks |= a instanceof Bid && ((Bid) a).rank().isDefined();
      }
    }
    int seat = view.seat();
    return ranks ? Bid.twoWithPoints(seat, n) : Bid.points(seat, n);
  }

  @Override
  public Narrator narrator(Seating seating) {
    return new BriscolaNarrator(seating, this);
  }
}
