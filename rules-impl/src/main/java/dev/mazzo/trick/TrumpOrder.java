package dev.mazzo.trick;

import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Rank;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A family's card order in play, written as its rules chapter writes it, from which {@link
 * #context} builds the tables of one trump: which cards are trumps, every card's effective suit and
 * strength, and its points and who they are credited to. Immutable; each setter returns a copy.
 * Built once per variant (and options), never on the hot path.
 *
 * <p>An order lists <em>places</em>, high to low, separated by spaces:
 *
 * <ul>
 *   <li>a rank token ({@code A}, {@code 10}, {@code 13}, {@code J} …): that rank of the trump suit;
 *   <li>{@code off} and a rank token ({@code offJ}, {@code off3}): that rank of the trump's off
 *       suit, the other suit of its colour, H↔D and C↔S (pitch.md P-3; five-hundred.md F-3, where
 *       {@code offJ} is the left bower);
 *   <li>a joker ({@code JK}, {@code JK1}, {@code JK2});
 *   <li>places joined by {@code =} share one strength: of two cards of equal strength the first
 *       played wins (briscola.md B-25), which is pitch.md P-7's {@code "first-played-high"} when
 *       written {@code JK1=JK2}.
 * </ul>
 *
 * Places whose card is not in the deck are skipped, so one order serves every deck of a family
 * (Five Hundred's 33 to 63 cards, Pitch with {@code removeJokers}). Pitch's 16-trump order (P-4) is
 * {@code "A K Q J offJ JK1 JK2 10 9 8 7 6 5 4 3 2"}; Five Hundred's (F-14) is {@code "JK J offJ A K
 * Q 13 12 11 10 9 8 7 6 5 4 3 2"} with the plain order {@code "A K Q J 13 12 11 10 9 8 7 6 5 4 3
 * 2"} and the no-trump order {@code "JK"}.
 *
 * <p>In a suit context every place of the trump order is a trump of effective suit the trump (P-4:
 * "a trump for every purpose"; F-13); every other card keeps its printed suit and ranks by the
 * plain order. In a no-trump context ({@link TrumpContext#NO_TRUMP}) only the jokers of the
 * no-trump order are trumps, of no suit (F-13, F-18); every suited card ranks by the plain order.
 * Every card of the deck must have a place: a joker among the trumps, a suited card among the
 * trumps or in the plain order.
 */
public final class TrumpOrder {

  /** The most points a card may carry, so that a trick's points fit a seat's byte. */
  public static final int MAX_CARD_POINTS = 31;

  private final List<List<Place>> trumps;
  private final List<Rank> plain;
  private final List<List<Place>> noTrump;
  private final Map<Place, Integer> points;
  private final Set<Place> toPlayer;

  private TrumpOrder(
      List<List<Place>> trumps,
      List<Rank> plain,
      List<List<Place>> noTrump,
      Map<Place, Integer> points,
      Set<Place> toPlayer) {
    this.trumps = trumps;
    this.plain = plain;
    this.noTrump = noTrump;
    this.points = points;
    this.toPlayer = toPlayer;
  }

  /**
   * An order with no points and no trump in a no-trump context.
   *
   * @param trumps the trumps' places, high to low
   * @param plain the ranks of every other suited card, high to low within its suit
   * @return the order
   * @throws IllegalArgumentException for a token that is not a place, or a place given twice
   */
  public static TrumpOrder of(String trumps, String plain) {
    List<List<Place>> t = parseOrder(trumps);
    List<Rank> p = new ArrayList<>();
    for (String token : tokens(plain)) {
      Place place = Place.parse(token);
      if (place.joker >= 0 || place.off || p.contains(place.rank)) {
        throw new IllegalArgumentException("not a rank, or a repeated one: " + token);
      }
      p.add(place.rank);
    }
    return new TrumpOrder(t, List.copyOf(p), List.of(), Map.of(), Set.of());
  }

  /**
   * This order with the trumps of a no-trump context: jokers, of no suit (five-hundred.md F-14,
   * F-18: {@code "JK"}).
   *
   * @param jokers the no-trump order's places, high to low
   * @return a copy with that no-trump order
   * @throws IllegalArgumentException for a token that is not a place, a place given twice, or a
   *     place that is not a joker
   */
  public TrumpOrder noTrump(String jokers) {
    List<List<Place>> nt = parseOrder(jokers);
    for (List<Place> group : nt) {
      for (Place place : group) {
        if (place.joker < 0) {
          throw new IllegalArgumentException("a no-trump trump must be a joker: " + place);
        }
      }
    }
    return new TrumpOrder(trumps, plain, nt, points, toPlayer);
  }

  /**
   * This order where the trumps at these places (of the trump or the no-trump order) are worth
   * {@code points} each (pitch.md P-5: {@code points(3, "3 off3")}). Every other card is worth 0.
   *
   * @param points the points of each of those cards, 0 … {@value #MAX_CARD_POINTS}
   * @param places the places, separated by spaces
   * @return a copy with those points
   * @throws IllegalArgumentException for points outside 0 … {@value #MAX_CARD_POINTS}, or a token
   *     that is not a place
   */
  public TrumpOrder points(int points, String places) {
    if (points < 0 || points > MAX_CARD_POINTS) {
      throw new IllegalArgumentException("card points out of 0 … 31: " + points);
    }
    Map<Place, Integer> p = new HashMap<>(this.points);
    for (String token : tokens(places)) {
      p.put(Place.parse(token), points);
    }
    return new TrumpOrder(trumps, plain, noTrump, Map.copyOf(p), toPlayer);
  }

  /**
   * This order where the points of the cards at these places go to the seat that plays them, not to
   * the trick's winner (pitch.md P-28: {@code toPlayer("2 off2")} unless {@code dirty}).
   *
   * @param places the places, separated by spaces
   * @return a copy with those cards' points credited to their player
   * @throws IllegalArgumentException for a token that is not a place
   */
  public TrumpOrder toPlayer(String places) {
    Set<Place> s = new HashSet<>(this.toPlayer);
    for (String token : tokens(places)) {
      s.add(Place.parse(token));
    }
    return new TrumpOrder(trumps, plain, noTrump, points, Set.copyOf(s));
  }

  /**
   * The tables of one trump over a deck.
   *
   * @param deck the variant's deck
   * @param trump the trump suit's ordinal (H 0, D 1, C 2, S 3), or {@link TrumpContext#NO_TRUMP}
   * @return the trick core for that trump
   * @throws IllegalArgumentException for a trump out of that range, when a card of the deck has no
   *     place or two, when a point or credit place is in neither order, or when an order has more
   *     than 31 strengths
   */
  public TrumpContext context(Deck deck, int trump) {
    if (trump < TrumpContext.NO_TRUMP || trump > 3) {
      throw new IllegalArgumentException("not a trump: " + trump);
    }
    for (Place place : points.keySet()) {
      checkPlaced(place);
    }
    for (Place place : toPlayer) {
      checkPlaced(place);
    }
    List<List<Place>> order = trump == TrumpContext.NO_TRUMP ? noTrump : trumps;
    int n = deck.size();
    int[] group = new int[n];
    Place[] placeOf = new Place[n];
    boolean[] present = new boolean[order.size()];
    for (int id = 0; id < n; id++) {
      Card c = deck.card(id);
      group[id] = -1;
      for (int g = 0; g < order.size(); g++) {
        for (Place place : order.get(g)) {
          if (place.holds(c, trump)) {
            group[id] = g;
            placeOf[id] = place;
            present[g] = true;
          }
        }
      }
    }
    // Dense strengths: the lowest place in the deck is 1.
    int[] groupStrength = new int[order.size()];
    int s = 0;
    for (int g = order.size() - 1; g >= 0; g--) {
      if (present[g]) {
        groupStrength[g] = ++s;
      }
    }
    int[] suit = new int[n];
    int[] trumpBits = new int[n];
    int[] strength = new int[n];
    int[] total = new int[n];
    int[] credit = new int[Deck.MAX_SIZE];
    long trumpsLo = 0;
    long trumpsHi = 0;
    for (int id = 0; id < n; id++) {
      Card c = deck.card(id);
      if (group[id] >= 0) {
        suit[id] = trump;
        trumpBits[id] = TrickTable.trumpBit(trump);
        strength[id] = groupStrength[group[id]];
        int p = points.getOrDefault(placeOf[id], 0);
        total[id] = p;
        credit[id] = toPlayer.contains(placeOf[id]) ? p << 8 : p;
        if (id < 64) {
          trumpsLo |= 1L << id;
        } else {
          trumpsHi |= 1L << id; // a shift takes its distance mod 64: bit id - 64
        }
      } else if (c.isJoker()) {
        throw new IllegalArgumentException("a joker with no place among the trumps: " + c);
      } else {
        int printed = c.suit().get().ordinal();
        suit[id] = printed;
        strength[id] = plainStrength(deck, id, group, printed);
      }
    }
    TrickTable table = new TrickTable(deck, suit, trumpBits, strength, total);
    return new TrumpContext(trump, table, trumpsLo, trumpsHi, credit);
  }

  /**
   * A non-trump's strength: 1 + the number of plain ranks below it held by its suit's non-trumps.
   */
  private int plainStrength(Deck deck, int id, int[] group, int printed) {
    Card c = deck.card(id);
    int position = plain.indexOf(c.rank());
    if (position < 0) {
      throw new IllegalArgumentException("a card with no place in the plain order: " + c);
    }
    boolean[] below = new boolean[plain.size()];
    for (int other = 0; other < deck.size(); other++) {
      Card o = deck.card(other);
      if (group[other] < 0 && !o.isJoker() && o.suit().get().ordinal() == printed) {
        int p = plain.indexOf(o.rank());
        if (p > position) {
          below[p] = true;
        }
      }
    }
    int s = 1;
    for (boolean b : below) {
      s += b ? 1 : 0;
    }
    return s;
  }

  private void checkPlaced(Place place) {
    for (List<List<Place>> order : List.of(trumps, noTrump)) {
      for (List<Place> group : order) {
        if (group.contains(place)) {
          return;
        }
      }
    }
    throw new IllegalArgumentException("points for a place in no order: " + place);
  }

  private static List<String> tokens(String text) {
    String t = text.strip();
    return t.isEmpty() ? List.of() : List.of(t.split("\\s+"));
  }

  private static List<List<Place>> parseOrder(String order) {
    List<List<Place>> out = new ArrayList<>();
    Set<Place> seen = new HashSet<>();
    for (String token : tokens(order)) {
      List<Place> group = new ArrayList<>();
      for (String part : token.split("=", -1)) {
        Place place = Place.parse(part);
        if (!seen.add(place)) {
          throw new IllegalArgumentException("a place given twice: " + part);
        }
        group.add(place);
      }
      out.add(List.copyOf(group));
    }
    return List.copyOf(out);
  }

  /** A place of an order: a rank of the trump suit or of its off suit, or a joker kind. */
  private static final class Place {
    final Rank rank;
    final boolean off;
    final int joker;

    private Place(Rank rank, boolean off, int joker) {
      this.rank = rank;
      this.off = off;
      this.joker = joker;
    }

    static Place parse(String token) {
      for (int kind = 0; kind < 3; kind++) {
        if (Card.joker(kind).code().equals(token)) {
          return new Place(Rank.JOKER, false, kind);
        }
      }
      boolean off = token.startsWith("off");
      String r = off ? token.substring(3) : token;
      // Rank.parse reads the tokens of the notation (and T for 10); insist on the exact token.
      Rank rank = Rank.parse(r).filter(x -> x.token().equals(r)).getOrNull();
      if (rank == null) {
        throw new IllegalArgumentException("not a place of a card order: \"" + token + "\"");
      }
      return new Place(rank, off, -1);
    }

    /** True when the card (either copy) is at this place for this trump. */
    boolean holds(Card c, int trump) {
      if (joker >= 0) {
        return Card.joker(joker).isIdenticalTo(c);
      }
      if (c.isJoker() || c.rank() != rank || trump < 0) {
        return false;
      }
      return c.suit().get().ordinal() == (off ? trump ^ 1 : trump);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Place
          && ((Place) o).rank == rank
          && ((Place) o).off == off
          && ((Place) o).joker == joker;
    }

    @Override
    public int hashCode() {
      return (rank.ordinal() * 2 + (off ? 1 : 0)) * 4 + joker + 1;
    }

    @Override
    public String toString() {
      return joker >= 0 ? Card.joker(joker).code() : (off ? "off" : "") + rank.token();
    }
  }
}
