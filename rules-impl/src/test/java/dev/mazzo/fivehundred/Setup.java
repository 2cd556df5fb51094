package dev.mazzo.fivehundred;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection.Code;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Positions for the golden examples of five-hundred.md, reached only through {@code apply}: deals
 * with chosen hands (F-5 read backwards), auctions, plays by the seat to act; and, for the score
 * rules alone, a hand's end with chosen tricks ({@link #score}).
 */
final class Setup {

  private Setup() {}

  static Game<FiveHundredState, FiveHundredView> game(String id) {
    return FiveHundred.game(id).get();
  }

  /**
   * The deal order of F-5 that gives each seat the cards of its spec and the kitty the cards of the
   * last spec (when there is one); every card not named fills the seats in seat order, then the
   * kitty, in canonical order.
   *
   * @param specs one space-separated list of codes per seat, then optionally the kitty's
   */
  static Seq<Card> order(Deck deck, int players, int dealer, String... specs) {
    List<List<Card>> piles = new ArrayList<>();
    Set<Card> used = new LinkedHashSet<>();
    for (int p = 0; p <= players; p++) {
      List<Card> pile = new ArrayList<>();
      if (p < specs.length && !specs[p].isBlank()) {
        for (String code : specs[p].trim().split(" +")) {
          Card c = deck.parse(code).get();
          pile.add(c);
          used.add(c);
        }
      }
      piles.add(pile);
    }
    java.util.Iterator<Card> rest = deck.cards().filter(c -> !used.contains(c)).iterator();
    for (int p = 0; p <= players; p++) {
      int size = p < players ? 10 : 3;
      while (piles.get(p).size() < size) {
        piles.get(p).add(rest.next());
      }
    }
    Card[] order = new Card[deck.size()];
    int n = players;
    for (int p = 0; p < n; p++) {
      List<Card> h = piles.get((dealer + 1 + p) % n);
      for (int i = 0; i < 3; i++) {
        order[3 * p + i] = h.get(i);
        order[7 * n + 3 + 3 * p + i] = h.get(7 + i);
      }
      for (int i = 0; i < 4; i++) {
        order[3 * n + 3 + 4 * p + i] = h.get(3 + i);
      }
    }
    for (int i = 0; i < 3; i++) {
      order[3 * n + i] = piles.get(n).get(i);
    }
    return Array.of(order);
  }

  /** A new match of the id with these options, dealt as {@link #order} says. */
  static FiveHundredState dealt(String id, Map<String, Object> options, String... specs) {
    Game<FiveHundredState, FiveHundredView> g = game(id);
    FiveHundredState s = g.newMatch(MatchOptions.of(options)).get();
    return act(s, new Deal(order(s.deck(), s.players(), s.dealer(), specs)));
  }

  static FiveHundredState act(FiveHundredState s, Action a) {
    return game(s.variantId()).apply(s, a).getOrElseThrow(r -> new AssertionError(a + ": " + r));
  }

  /** The code of the rejection of an action, or null when it is accepted. */
  static Code code(FiveHundredState s, Action a) {
    return game(s.variantId()).apply(s, a).fold(r -> r.code(), x -> null);
  }

  static Card card(FiveHundredState s, String code) {
    return s.deck().parse(code).get();
  }

  static Seq<Card> cards(FiveHundredState s, String codes) {
    return Array.of(codes.trim().split(" +")).map(c -> card(s, c));
  }

  /** A play of this card by the seat to act. */
  static PlayCard play(FiveHundredState s, String code) {
    return new PlayCard(s.toAct(), card(s, code));
  }

  /** Plays these cards, each by the seat to act. */
  static FiveHundredState plays(FiveHundredState s, String... codes) {
    for (String code : codes) {
      s = act(s, play(s, code));
    }
    return s;
  }

  /** The first legal action, so many times. */
  static FiveHundredState firstLegal(FiveHundredState s, int times) {
    for (int i = 0; i < times; i++) {
      s = act(s, game(s.variantId()).legalActions(s).head());
    }
    return s;
  }

  /** The auction: a bid by the first seat to speak, every other seat passing. */
  static FiveHundredState contract(FiveHundredState s, Bid bid) {
    int bidder = s.toAct();
    s = act(s, new MakeBid(bidder, bid));
    while (s.phase() == dev.mazzo.game.Phase.BID) {
      s = act(s, new Pass(s.toAct()));
    }
    assertEquals(bidder, s.declarer().get().intValue());
    return s;
  }

  /**
   * A 4p misère hand at its first lead (F-7, F-20): seat 1 bids 7 spades, seat 2 misère over it and
   * the others pass; seat 2, the declarer (4H 5H 6D 7D 5C 8C 10C QC 5S 6S), discards the kitty's 7S
   * 8S 9S and is to lead. Seat 1 holds 6H 6C, seat 3 KH 9C, and the other cards are dealt as {@link
   * #order} says.
   */
  static FiveHundredState misere() {
    return misere("", "6H 6C", "4H 5H 6D 7D 5C 8C 10C QC 5S 6S", "KH 9C", "7S 8S 9S");
  }

  /**
   * A 4p deal of these hands (seats 0 – 3, then the kitty, as {@link #order} reads them) with
   * {@link #misere()}'s auction: seat 1 bids 7 spades, seat 2 misère, the others pass; seat 2
   * discards the kitty's cards and is to lead.
   */
  static FiveHundredState misere(String... hands) {
    FiveHundredState s = dealt("five-hundred-4p", Map.of(), hands);
    s = act(s, new MakeBid(1, Bid.S7));
    s = act(s, new MakeBid(2, Bid.MIS));
    s = act(s, new Pass(3));
    s = act(s, new Pass(0));
    s = act(s, new Pass(1));
    return act(s, discard(s, hands[4]));
  }

  /** The declarer's discard of these cards. */
  static Discard discard(FiveHundredState s, String codes) {
    return new Discard(s.toAct(), cards(s, codes));
  }

  /**
   * The end of the hand in play with these tricks per seat and this score before it: F-22 … F-27
   * alone, without playing the cards (the tricks of a play-out are chosen by the test, not searched
   * for).
   */
  static FiveHundredState score(FiveHundredState s, int[] scoreBefore, int... tricksBySeat) {
    Draft d = s.draft();
    d.score = scoreBefore.clone();
    d.tricksBySeat = tricksBySeat.clone();
    int total = 0;
    for (int t : tricksBySeat) {
      total += t;
    }
    d.trickNo = total;
    return HandEnd.score(d);
  }
}
