package dev.mazzo.table;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Deck;
import dev.mazzo.game.Action;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Rejection.Code;
import dev.mazzo.game.SeatAction;
import io.vavr.collection.Array;
import io.vavr.collection.Iterator;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The checks every family runs the same way: the shape checks of check 1 (MALFORMED), each
 * answering the rejection or {@link Option#none()} when the input passes (the hooks of {@link
 * TableGame} answer the same way), and the rejections of the turn checks that follow it in every
 * chapter's order (briscola.md B-67, tombolon.md T-19). Passing input allocates nothing.
 */
public final class Checks {

  private Checks() {}

  /**
   * Whether {@code order} is the whole deck, each card once (briscola.md B-12, tombolon.md T-7).
   *
   * @param deck the variant's deck
   * @param order a deal's order, as read (possibly null)
   * @return none when it is; else MALFORMED with the first fault: a missing order, the wrong
   *     length, a card of another deck, a card twice
   */
  public static Option<Rejection> order(Deck deck, Seq<Card> order) {
    int n = deck.size();
    if (order == null) {
      return malformed("A deal needs the order of the whole deck");
    }
    if (order.size() != n) {
      return malformed(
          "A deal must list the whole deck of "
              + n
              + " cards, each once; this one has "
              + order.size());
    }
    // One pass with no test per card (issue 29): the ids' bits gathered in a 128-bit set, a card
    // of another deck (id -1) marked. n cards of the deck whose bits are the deck's whole set are
    // each card once; only a faulty order is read again, for its first fault.
    // An order of the vavr Array a shuffle makes is read by index (issue 29: no iterator, and a get
    // that inlines), any other by its iterator.
    // The word of an id is id >>> 6, compared with == (0 low, 1 high; a card of another deck, id
    // -1, is in neither and leaves a bit of the deck unset), and the words with the deck's own: a
    // comparison with 64 or with 0 would give PIT boundary mutants that no deck of the catalog can
    // tell apart (each run against a thousand tests at every gate).
    long lo = 0;
    long hi = 0;
    if (order instanceof Array<Card> cards) {
      for (int i = 0; i != n; i++) {
        int id = deck.idOf(cards.get(i));
        int word = id >>> 6;
        long bit = 1L << id;
        lo |= word == 0 ? bit : 0;
        hi |= word == 1 ? bit : 0;
      }
    } else {
      for (Card c : order) {
        int id = deck.idOf(c);
        int word = id >>> 6;
        long bit = 1L << id;
        lo |= word == 0 ? bit : 0;
        hi |= word == 1 ? bit : 0;
      }
    }
    CardSet all = deck.all();
    if (lo == all.lo() && hi == all.hi()) {
      return Option.none();
    }
    return firstFault(deck, order);
  }

  /**
   * The first fault of an order of the deck's length that is not each card of the deck once: a card
   * of another deck, or a card twice (n cards with fewer than n ids have one twice), so the loop
   * always returns before the order runs out.
   */
  private static Option<Rejection> firstFault(Deck deck, Seq<Card> order) {
    long lo = 0;
    long hi = 0;
    Iterator<Card> cards = order.iterator();
    while (true) {
      Card c = cards.next();
      int id = deck.idOf(c);
      if (id < 0) {
        return malformed((c == null ? "A missing card" : c.code()) + " is not a card of this deck");
      }
      long bit = 1L << id;
      if (id < 64 ? (lo & bit) != 0 : (hi & bit) != 0) {
        return malformed(c.code() + " appears twice in the deal");
      }
      if (id < 64) {
        lo |= bit;
      } else {
        hi |= bit;
      }
    }
  }

  /**
   * Whether {@code card} is a card of {@code deck}.
   *
   * @param deck the variant's deck
   * @param card a card as read (possibly null)
   * @param missing the sentence for a missing card, e.g. "A play needs a card"
   * @return none when it is; else MALFORMED with {@code missing} when the card is null, or naming
   *     the card when the deck has no such card
   */
  public static Option<Rejection> card(Deck deck, Card card, String missing) {
    if (card == null) {
      return malformed(missing);
    }
    if (!deck.contains(card)) {
      return malformed(card.code() + " is not a card of this deck");
    }
    return Option.none();
  }

  /**
   * The seat of a seat's action ({@link SeatAction#seat}), a play or a pass read as the {@link
   * PlayCard} or {@link Pass} it is: the checks' call sites see several action records of a family
   * (bids, passes, calls, plays …), where {@code seat()} is an interface call C2 cannot inline once
   * it has seen three classes; a play, the commonest action, and a pass, the commonest speech of
   * every auction, then cost a type test and a field read, and the interface call is left with a
   * family's own speeches (issue 29: in the chiamata auction the call went through the itable stub
   * for every bid and pass, twice per checked action).
   *
   * @param action a seat's action (not a deal)
   * @return its seat
   */
  public static int seatOf(Action action) {
    if (action instanceof PlayCard p) {
      return p.seat();
    }
    return action instanceof Pass p ? p.seat() : ((SeatAction) action).seat();
  }

  /**
   * Whether {@code seat} is a seat of a table of {@code players}.
   *
   * @param seat a seat as read
   * @param players the table's number of players
   * @return none when it is; else MALFORMED naming the seats there are
   */
  public static Option<Rejection> seat(int seat, int players) {
    if (seat < 0 || seat >= players) {
      return malformed("There is no seat " + seat + ": seats are 0 to " + (players - 1));
    }
    return Option.none();
  }

  /**
   * MALFORMED with {@code sentence}, as the shape checks answer it.
   *
   * @param sentence what is wrong, for the player
   * @return the rejection, defined
   */
  public static Option<Rejection> malformed(String sentence) {
    return Option.some(Rejection.malformed(sentence));
  }

  /**
   * MALFORMED for an action outside a variant's action space (or a missing action): "The action
   * type "bid" is not an action of briscola-2p: it accepts deal and play".
   *
   * @param action the action (possibly null)
   * @param variantId the variant, named in the sentence
   * @param accepts the variant's action types in words, e.g. {@code "deal and play"}
   * @return the MALFORMED rejection, defined
   */
  public static Option<Rejection> unknownAction(Action action, String variantId, String accepts) {
    return malformed(
        (action == null ? "A missing action" : "The action type " + quoted(action))
            + " is not an action of "
            + variantId
            + ": it accepts "
            + accepts);
  }

  /**
   * MATCH_OVER, the same sentence in every family.
   *
   * @return the rejection
   */
  public static Rejection matchOver() {
    return Rejection.of(Code.MATCH_OVER, "The match is over");
  }

  /**
   * NOT_YOUR_TURN, naming the seat that is to act.
   *
   * @param toAct the seat to act
   * @return the rejection
   */
  public static Rejection notYourTurn(int toAct) {
    return Rejection.of(Code.NOT_YOUR_TURN, "It is not your turn: seat " + toAct + " is to act");
  }

  /** The longest piece of user text quoted back in a message. */
  public static final int QUOTE_LIMIT = 40;

  /**
   * User text in double quotes, clipped so that an answer stays short ({@link #clip}).
   *
   * @param text the text as read
   * @return at most {@link #QUOTE_LIMIT} code points of it, quoted
   */
  public static String quote(String text) {
    return "\"" + clip(text, QUOTE_LIMIT) + "\"";
  }

  /**
   * At most {@code limit} code points of the text and an ellipsis after a cut, an unpaired
   * surrogate (which a JSON escape can smuggle in) replaced by U+FFFD so that the answer encodes
   * cleanly.
   *
   * @param text the text as read
   * @param limit the most code points kept
   * @return the text, clipped and cleaned
   */
  public static String clip(String text, int limit) {
    StringBuilder out = new StringBuilder(Math.min(text.length(), 2 * QUOTE_LIMIT) + 1);
    int i = 0;
    int count = 0;
    while (i < text.length()) {
      if (count == limit) {
        return out.append('…').toString();
      }
      int cp = text.codePointAt(i);
      i += Character.charCount(cp);
      out.appendCodePoint(Character.getType(cp) == Character.SURROGATE ? 0xFFFD : cp);
      count++;
    }
    return out.toString();
  }

  /**
   * An action's type in quotes, or its class name when the type is missing or its {@code type()}
   * throws (a host's own Action implementation is untrusted input).
   */
  private static String quoted(Action action) {
    String type;
    try {
      type = action.type();
    } catch (RuntimeException e) {
      type = null;
    }
    return type == null ? action.getClass().getSimpleName() : quote(type);
  }
}
