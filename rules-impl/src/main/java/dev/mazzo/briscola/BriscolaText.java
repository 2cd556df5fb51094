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
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Briscola family's {@link Text}: a move is a choice's number or a card code; in the chiamata
 * auction it is what is typed, {@code pass} or a bid ({@code K}, {@code 2}, {@code 2/70}, or {@code
 * 70} for points; B-45, B-46, B-62), and the auction's choices are shown by what is typed and not
 * numbered, so that a number typed there is always a bid; in the call a suit ({@code D}, B-51) or a
 * card ({@code AC}, B-63). The example card codes are cards of the variant's deck. The rules judge
 * the action itself.
 */
final class BriscolaText implements Text {

  /** The most bids shown; higher points bids are typed (2/75, 75). */
  private static final int LISTED_BIDS = 11;

  private static final Pattern TWO_WITH = Pattern.compile("2\\s*/\\s*(\\d{1,9})");

  @Override
  public String intro(PlayerView view) {
    String cards = examples(view);
    if (!isChiamata(view)) {
      return "Answer with the number of a choice or a card code ("
          + cards
          + "); help or ? for help; q quits.";
    }
    return "Answer with the number of a choice or a card code ("
        + cards
        + "); in the auction type a bid as shown, "
        + (auctionOnPoints(view)
            ? "pass or points such as 70"
            : "such as pass, K, 2 or 2/70 (2 with 70 points)")
        + ": a number typed there is a bid; then a call ("
        + (auctionOnPoints(view) ? "a card such as AC" : "a suit such as D")
        + "); help or ? for help; q quits. In each deal the caller's partner is whoever"
        + " holds the called card, secret until the called card is played.";
  }

  /** True for a variant whose auction is on points only (B-62). */
  private static boolean auctionOnPoints(PlayerView view) {
    return dev.mazzo.game.Variants.byId(view.variantId())
        .filter(v -> v instanceof BriscolaVariant)
        .exists(v -> ((BriscolaVariant) v).spec.auction == Spec.Auction.POINTS);
  }

  private static boolean isChiamata(PlayerView view) {
    return view instanceof BriscolaView && ((BriscolaView) view).isChiamata();
  }

  @Override
  public boolean partnersByDeal(PlayerView view) {
    return isChiamata(view);
  }

  /**
   * Three example card codes of the view: cards of its hand when it has three, else of the deck, of
   * different suits where it can.
   */
  static String examples(PlayerView view) {
    Seq<Card> pool = view.ownHand().toSeq();
    if (pool.size() < 3) {
      pool = view.deck().cards().filter(c -> !c.isJoker());
    }
    Seq<Card> picked = Array.empty();
    for (Card c : pool) {
      if (picked.size() < 3 && !picked.exists(p -> p.suit().equals(c.suit()))) {
        picked = picked.append(c);
      }
    }
    // From the deck, one card of each suit at a different rank: AH, 4D, 7C rather than AH, AD, AC.
    if (view.ownHand().size() < 3) {
      Seq<Card> varied = Array.empty();
      for (int i = 0; i < picked.size(); i++) {
        Card first = picked.get(i);
        Seq<Card> suit = pool.filter(c -> c.suit().equals(first.suit()));
        varied = varied.append(suit.get(Math.min(3 * i, suit.size() - 1)));
      }
      picked = varied;
    }
    for (Card c : pool) {
      if (picked.size() < 3 && !picked.contains(c)) {
        picked = picked.append(c);
      }
    }
    return picked.map(Card::code).mkString(", ");
  }

  /** The auction's choices are what is typed; every other list is numbered. */
  @Override
  public boolean numbered(PlayerView view) {
    return view.phase() != Phase.BID;
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
      // What is typed: K, 2/70, or 70 in an auction on points (B-62).
      Bid b = (Bid) a;
      return b.rank().isEmpty() && b.points().isDefined()
          ? String.valueOf(b.points().get())
          : bidText(b);
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
    if (phase == Phase.BID) {
      // Not numbered (B-45): a number is a rank (2) or points (70), never a choice.
      if (text.equals("PASS") || text.equals("P")) {
        return Either.right(new Pass(seat));
      }
      String bid = text.startsWith("BID ") ? text.substring(4).trim() : text;
      Matcher twoWith = TWO_WITH.matcher(bid);
      if (twoWith.matches()) {
        return Either.right(Bid.twoWithPoints(seat, Integer.parseInt(twoWith.group(1))));
      }
      if (bid.matches("\\d{1,9}") && Integer.parseInt(bid) > 10) {
        return Either.right(pointsBid(view, Integer.parseInt(bid)));
      }
      Option<Rank> rank = Rank.parse(bid);
      if (rank.isDefined()) {
        return Either.right(Bid.rank(seat, rank.get()));
      }
      return Either.left(
          "\"" + line.trim() + "\" is not a bid: type " + whatElse(phase, view) + ".");
    }
    if (text.matches("\\d{1,9}")) {
      int n = Integer.parseInt(text);
      if (n >= 1 && n <= choices.size()) {
        return Either.right(choices.get(n - 1));
      }
      return Either.left(
          "Type a number from 1 to " + choices.size() + ", or " + whatElse(phase, view) + ".");
    }
    if (phase == Briscola.CALL) {
      if (text.equals("NT")) {
        return Either.right(Call.noTrump(seat));
      }
      Option<Suit> suit = Suit.parse(text);
      if (suit.isDefined()) {
        return Either.right(Call.suit(seat, suit.get()));
      }
      Option<Card> card = Card.parse(text);
      if (card.isDefined()) {
        return callByCard(view, card.get(), choices);
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
            + whatElse(phase, view)
            + ".");
  }

  /**
   * A card typed in the call (B-51, B-63). Where a suit is called (the menu shows {@code H (KH)}),
   * the card of the bid rank is that suit's call, so that {@code KH} is read as the menu's {@code
   * H}; a card of another rank is refused with the cards that may be called. Where a card is
   * called, it is that card's call.
   */
  private Either<String, Action> callByCard(PlayerView view, Card card, Seq<Action> choices) {
    int seat = view.seat();
    boolean bySuit = choices.exists(a -> a instanceof Call && ((Call) a).suit().isDefined());
    if (!bySuit || card.suit().isEmpty()) {
      return Either.right(Call.card(seat, card));
    }
    Rank rank = ((BriscolaView) view).highBid().flatMap(Bid::rank).getOrElse(Rank.TWO);
    if (card.rank() == rank) {
      return Either.right(Call.suit(seat, card.suit().get()));
    }
    Seq<String> menu =
        choices
            .filter(a -> a instanceof Call && ((Call) a).suit().isDefined())
            .map(a -> ((Call) a).suit().get())
            .map(x -> x.letter() + " or " + rank.token() + x.letter());
    return Either.left(
        card.code()
            + " cannot be called: you call a suit, and the called card is its "
            + rank.token()
            + ", the rank of the bid (B-51). Type "
            + menu.mkString(", ")
            + ", or the number of a choice.");
  }

  /** What may be typed besides a number, by phase; in the auction, what is typed instead. */
  private static String whatElse(Phase phase, PlayerView view) {
    switch (BriscolaPhase.of(phase)) {
      case BID:
        return pointsOnly(view)
            ? "pass or a number of points, such as 70"
            : "pass or a bid as shown, such as K, 2 or 2/70 (2 with 70 points)";
      case CALL:
        return "a call such as D (a suit) or AC (a card)";
      default:
        String codes = examples(view);
        int last = codes.lastIndexOf(", ");
        return "a card code such as "
            + (last < 0 ? codes : codes.substring(0, last) + " or " + codes.substring(last + 2));
    }
  }

  /** True in an auction on points only (B-62). */
  private static boolean pointsOnly(PlayerView view) {
    return auctionOnPoints(view);
  }

  @Override
  public Seq<String> help(PlayerView view) {
    Seq<String> lines;
    switch (BriscolaPhase.of(view.phase())) {
      case BID:
        lines =
            pointsOnly(view)
                ? Array.of("70         a bid of 70 points (61 to 120, above the high bid)")
                : Array.of(
                    "K, 2 ...   a bid of a rank (a lower rank is a higher bid, B-45)",
                    "2/70       2 with 70 points, after a plain 2 (70 alone is the same)");
        lines =
            lines
                .prepend("pass       pass (you cannot bid again in this auction, B-47)")
                .append("type a bid as shown: a number typed here is a bid, never a choice");
        break;
      case CALL:
        lines =
            Array.of(
                "1, 2 ...   the number of a choice",
                "D or AC    a suit (the bid rank in it is called) or a card, as the variant"
                    + " asks");
        break;
      default:
        lines =
            Array.of(
                "1, 2 ...   the number of a choice",
                String.format(
                    Locale.ROOT,
                    "%-10s a card of your hand, by its code",
                    examples(view).replace(",", "")));
    }
    lines =
        lines.append(
            "In each trick the highest trump wins, else the highest card of the suit led;"
                + " the winner leads the next trick and takes its card points.");
    if (isChiamata(view)) {
      lines =
          lines.append(
              "The caller's partner is whoever holds the called card: secret until that"
                  + " card is played.");
    }
    return lines;
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
