package dev.mazzo.pitch;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Phase;
import dev.mazzo.game.Rejection;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Positions and deals for the Pitch tests, built as the chapter's examples describe them. */
final class Position {

  private Position() {}

  static Game<PitchState, PitchView> game(String id) {
    return Pitch.game(id).get();
  }

  static PitchState newMatch(String id, Map<String, Object> options) {
    return game(id).newMatch(MatchOptions.of(options)).get();
  }

  static Card card(String code) {
    return Card.parse(code).get();
  }

  static Seq<Card> cards(String codes) {
    return codes.isBlank()
        ? Array.empty()
        : Array.of(codes.trim().split("\\s+")).map(Position::card);
  }

  static PitchState apply(PitchState s, Action a) {
    Either<Rejection, PitchState> r = game(s.variantId()).apply(s, a);
    assertTrue(r.isRight(), () -> a + " rejected: " + r.getLeft());
    return r.get();
  }

  static Rejection.Code reject(PitchState s, Action a) {
    Either<Rejection, PitchState> r = game(s.variantId()).apply(s, a);
    assertTrue(r.isLeft(), () -> a + " accepted");
    return r.getLeft().code();
  }

  /**
   * A deal order (P-10) that gives each seat the cards listed (the rest filled from the deck in a
   * seeded order) and puts {@code stockTop} on top of the stock or blind.
   */
  static Seq<Card> order(PitchState s, String[] hands, String stockTop) {
    Deck deck = s.deck();
    int n = s.players();
    int each = n == 4 ? 9 : 10;
    Set<Card> used = new LinkedHashSet<>();
    for (String h : hands) {
      used.addAll(cards(h).asJava());
    }
    used.addAll(cards(stockTop).asJava());
    List<Card> rest = new ArrayList<>();
    for (Card c : Shuffle.seeded(7).order(deck)) {
      if (!used.contains(c)) {
        rest.add(c);
      }
    }
    List<List<Card>> full = new ArrayList<>();
    for (int p = 0; p < n; p++) {
      List<Card> h = new ArrayList<>(cards(hands[p]).asJava());
      while (h.size() < each) {
        h.add(rest.remove(0));
      }
      full.add(h);
    }
    Card[] out = new Card[deck.size()];
    for (int i = 0; i < n * each; i++) {
      int seat = (s.dealer() + 1 + i) % n;
      out[i] = full.get(seat).get(i / n);
    }
    List<Card> stock = new ArrayList<>(cards(stockTop).asJava());
    stock.addAll(rest);
    for (int i = n * each; i < out.length; i++) {
      out[i] = stock.get(i - n * each);
    }
    return Array.of(out);
  }

  static PitchState deal(PitchState s, String[] hands, String stockTop) {
    return apply(s, new Deal(order(s, hands, stockTop)));
  }

  /** Every seat passes but the declarer, who bids {@code amount} (0 for moon). */
  static PitchState auction(PitchState s, int declarer, int amount) {
    while (s.phase() == Phase.BID) {
      int seat = s.toAct();
      s =
          apply(
              s,
              seat != declarer
                  ? new dev.mazzo.game.Pass(seat)
                  : amount == 0 ? PitchAction.Bid.moon(seat) : PitchAction.Bid.of(seat, amount));
    }
    return s;
  }

  /**
   * A play position: trumps named, the given hands (every card a trump), the declarer leading (or
   * the first seat in after him), the match score and the hand's points so far.
   */
  static Draft play(
      String id, Map<String, Object> options, char trump, int declarer, int bid, String... hands) {
    Draft d = newMatch(id, options).draft();
    d.trump = (byte) dev.mazzo.card.Suit.ofLetter(trump).get().ordinal();
    d.declarer = (byte) declarer;
    d.bid = (byte) bid;
    for (int p = 0; p < hands.length; p++) {
      for (Card c : cards(hands[p])) {
        d.hands[p] |= 1L << d.rules.deck.idOf(c);
      }
    }
    PlayPhase.begin(d);
    d.events = io.vavr.collection.List.empty();
    return d;
  }
}
