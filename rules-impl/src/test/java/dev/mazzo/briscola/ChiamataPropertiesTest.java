package dev.mazzo.briscola;

import static dev.mazzo.briscola.AlikeViews.playAlike;
import static dev.mazzo.briscola.RandomMatches.act;
import static dev.mazzo.briscola.RandomMatches.game;
import static dev.mazzo.briscola.RandomMatches.holder;
import static dev.mazzo.briscola.RandomMatches.options;
import static dev.mazzo.briscola.RandomMatches.swap;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Shuffle;
import dev.mazzo.conformance.Transcript;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Chiamata over random seeded matches: the partner is secret until the called card is played, then
 * public in every view, the {@code partner} event right after the {@code played} one (B-55, B-70,
 * B-71); the payments sum to 0 and are the hand's scoreChange (B-57 … B-59).
 */
class ChiamataPropertiesTest {

  private static final String[] CHIAMATA = {"briscola-chiamata-5p", "biscambiggia-chiamata-5p"};

  @Provide
  Arbitrary<String> chiamata() {
    return Arbitraries.of(CHIAMATA);
  }

  /**
   * Runs a chiamata auction and call on a fresh deal: random bids and passes until a seat is the
   * declarer (a passed-out deal starts again with another deal), then a random call.
   *
   * @return the deal order and the auction and call actions
   */
  private static Map.Entry<Seq<Card>, List<Action>> auctionAndCall(
      Game<GameState, PlayerView> g, GameState fresh, SplittableRandom r) {
    while (true) {
      Seq<Card> order = Shuffle.using(r).order(fresh.deck());
      GameState s = act(g, fresh, new Deal(order));
      List<Action> actions = new ArrayList<>();
      double passBias = r.nextDouble() * 0.6;
      while (s.phase() == Phase.BID) {
        Seq<Action> legal = g.legalActions(s);
        Action a = r.nextDouble() < passBias ? legal.head() : legal.get(r.nextInt(legal.size()));
        actions.add(a);
        s = act(g, s, a);
      }
      if (s.phase() == Briscola.CALL) {
        Seq<Action> calls = g.legalActions(s);
        actions.add(calls.get(r.nextInt(calls.size())));
        return Map.entry(order, actions);
      }
    }
  }

  private static GameState replay(
      Game<GameState, PlayerView> g, GameState fresh, Seq<Card> order, List<Action> actions) {
    GameState s = act(g, fresh, new Deal(order));
    for (Action a : actions) {
      s = act(g, s, a);
    }
    return s;
  }

  /**
   * B-55, B-70: before the called card is played, no view tells who holds it. Two deals that differ
   * only in which seat holds the called card — another seat, or the declarer itself (who then plays
   * alone) — after the same auction and call give equal views to every third seat, the declarer
   * included, at every step; no view of any seat has the partner ({@code partnerKnown} false,
   * {@code partner} empty), while the referee's state does.
   */
  @Property(tries = 60)
  @Label(
      "B-55, B-70: chiamata: no view, event or legal list tells the partner before the called card is played")
  void partnerIsSecretUntilTheCalledCardIsPlayed(@ForAll("chiamata") String id, @ForAll long seed) {
    Game<GameState, PlayerView> g = game(id);
    SplittableRandom r = new SplittableRandom(seed);
    GameState fresh = g.newMatch(options(id, r)).get();
    Map.Entry<Seq<Card>, List<Action>> setup = auctionAndCall(g, fresh, r);
    Seq<Card> order = setup.getKey();
    List<Action> actions = setup.getValue();
    GameState s1 = replay(g, fresh, order, actions);
    BriscolaState b1 = (BriscolaState) s1;
    Card called = b1.calledCard().get();
    int declarer = b1.declarer().get();
    int partner = holder(s1, called);
    assertEquals(
        partner == declarer ? Option.none() : Option.some(partner),
        b1.partner(),
        "B-52, B-53: the referee knows the partner");
    // Move the called card to another seat (the declarer too), trading it for one of its cards.
    int other = (partner + 1 + r.nextInt(s1.players() - 1)) % s1.players();
    Seq<Card> theirs = s1.hand(other).toSeq();
    Card y = theirs.get(r.nextInt(theirs.size()));
    Seq<Card> order2 = swap(order, order.indexOf(called), order.indexOf(y));
    GameState s2 = replay(g, fresh, order2, actions);
    assertEquals(other, holder(s2, called));
    assertEquals(
        other == declarer ? Option.none() : Option.some(other), ((BriscolaState) s2).partner());
    for (GameState s : List.of(s1, s2)) {
      for (int seat = -1; seat < s.players(); seat++) {
        BriscolaView v = (BriscolaView) (seat < 0 ? g.publicView(s).get() : g.view(s, seat).get());
        assertFalse(v.partnerKnown(), "B-55: no view knows the partner before the card is played");
        assertTrue(v.partner().isEmpty());
        assertEquals(Option.some(called), v.calledCard(), "B-55: the called card is public");
        assertEquals(Option.some(declarer), v.declarer());
        assertEquals(
            Option.some(called.suit().get()), v.trump().flatMap(dev.mazzo.card.Trump::suit));
        assertTrue(Transcript.view(v).indexOf("partner") < 0, "no partner key in the VIEW (B-70)");
      }
    }
    int steps =
        playAlike(
            g,
            s1,
            s2,
            called,
            y,
            r,
            id + ": the called card " + called + " with seat " + partner + " or seat " + other);
    assertTrue(steps >= 0);
  }

  /**
   * B-55, B-71: when the called card is played, the {@code partner} event follows the {@code
   * played} event, in the state and in every seat's view; from then until the hand ends every view
   * carries the partner (none when the declarer plays alone).
   */
  @Property(tries = 60)
  @Label(
      "B-55, B-71: chiamata: once the called card is played every view carries the partner; the partner event follows played")
  void partnerIsPublicOnceTheCalledCardIsPlayed(@ForAll("chiamata") String id, @ForAll long seed) {
    Game<GameState, PlayerView> g = game(id);
    SplittableRandom r = new SplittableRandom(seed);
    GameState fresh = g.newMatch(options(id, r)).get();
    Map.Entry<Seq<Card>, List<Action>> setup = auctionAndCall(g, fresh, r);
    GameState s = replay(g, fresh, setup.getKey(), setup.getValue());
    BriscolaState b = (BriscolaState) s;
    Card called = b.calledCard().get();
    Option<Integer> partner = b.partner();
    int declarer = b.declarer().get();
    boolean played = false;
    while (s.phase() == Phase.PLAY) {
      Seq<Action> legal = g.legalActions(s);
      Action a = legal.get(r.nextInt(legal.size()));
      s = act(g, s, a);
      boolean now = ((PlayCard) a).card().equals(called);
      Seq<Event> events = s.lastEvents();
      Event reveal = new Event.PartnerRevealed.Plain(declarer, partner);
      if (now) {
        played = true;
        assertEquals(new Event.Played.Plain(((PlayCard) a).seat(), called), events.get(0));
        assertEquals(reveal, events.get(1), "B-71: the partner event follows the played event");
      } else {
        assertFalse(events.contains(reveal), "B-71: the partner event comes with the called card");
      }
      if (s.phase() != Phase.PLAY) {
        break;
      }
      for (int seat = -1; seat < s.players(); seat++) {
        BriscolaView v = (BriscolaView) (seat < 0 ? g.publicView(s).get() : g.view(s, seat).get());
        assertEquals(played, v.partnerKnown());
        assertEquals(played ? partner : Option.none(), v.partner());
        if (now) {
          assertEquals(events.get(1), v.events().get(1), "every seat sees the partner event");
        }
      }
    }
    assertTrue(played, "the called card is played in the hand");
  }

  /**
   * B-49, B-57 … B-59, B-41: every chiamata HAND_RESULT's payments sum to 0 and equal its
   * scoreChange; a played hand has the declarer's side first, is made with at least the target, and
   * pays +2/+1/−1 (or +4/−1 alone), negated when failed; a passed-out deal pays 0; the match score
   * is the sum of the payments, and the winner is the strictly highest.
   */
  @Property(tries = 60)
  @Label("B-57 … B-59: chiamata payments sum to 0 and equal the scoreChange")
  void chiamataPaymentsSumToZero(@ForAll("chiamata") String id, @ForAll long seed) {
    Game<GameState, PlayerView> g = game(id);
    SplittableRandom r = new SplittableRandom(seed);
    GameState s = g.newMatch(options(id, r)).get();
    double passBias = r.nextDouble();
    while (!s.isOver()) {
      Action a;
      if (s.phase() == Phase.DEAL) {
        a = new Deal(Shuffle.using(r).order(s.deck()));
      } else {
        Seq<Action> legal = g.legalActions(s);
        a =
            legal.head() instanceof Pass && r.nextDouble() < passBias
                ? legal.head()
                : legal.get(r.nextInt(legal.size()));
      }
      s = act(g, s, a);
    }
    int[] score = new int[5];
    for (HandResult hr : s.results()) {
      BriscolaHandResult res = (BriscolaHandResult) hr;
      Contract c = res.contract().getOrElseThrow(() -> new AssertionError("no contract"));
      String text = Transcript.result(res) + " " + c;
      assertEquals(5, c.payments().size());
      assertEquals(0, c.payments().sum().intValue(), () -> "B-59: payments sum to 0: " + text);
      assertEquals(
          c.payments(), res.scoreChange(), () -> "B-72: payments are the scoreChange: " + text);
      for (int p = 0; p < 5; p++) {
        score[p] += c.payments().get(p);
      }
      if (c.declarer().isEmpty()) {
        assertTrue(res.sides().isEmpty() && res.points().isEmpty() && res.tricks().isEmpty());
        assertTrue(
            res.winningSide().isEmpty()
                && c.partner().isEmpty()
                && c.made().isEmpty()
                && c.target().isEmpty()
                && c.calledCard().isEmpty()
                && c.bidRank().isEmpty()
                && c.bidPoints().isEmpty(),
            () -> "B-49: a passed-out deal: " + text);
        assertTrue(c.payments().forAll(x -> x == 0), "B-49: every payment is 0");
        continue;
      }
      int declarer = c.declarer().get();
      Seq<Integer> declarerSide =
          c.partner().isDefined()
              ? Array.of(declarer, c.partner().get()).sorted()
              : Array.of(declarer);
      assertEquals(
          declarerSide, res.sides().get(0), () -> "B-57: the caller's side first: " + text);
      assertEquals(Array.range(0, 5).removeAll(declarerSide), res.sides().get(1));
      assertEquals(120, res.points().sum().intValue());
      assertEquals(8, res.tricks().sum().intValue());
      int target = c.bidPoints().getOrElse(61);
      assertEquals(Option.some(target), c.target(), () -> "B-50, B-62: the target: " + text);
      if (id.startsWith("biscambiggia")) {
        assertTrue(c.bidRank().isEmpty() && c.bidPoints().isDefined(), "B-63: a points bid");
      } else {
        assertTrue(c.bidRank().isDefined(), "B-45: a rank bid or 2 with points");
        assertEquals(
            c.bidRank().get(),
            c.calledCard().get().rank(),
            "B-51: the called card has the bid rank");
        if (c.bidPoints().isDefined()) {
          assertEquals(Rank.TWO, c.bidRank().get());
        }
      }
      boolean made = res.points().get(0) >= target;
      assertEquals(
          Option.some(made), c.made(), () -> "B-58: made with at least the target: " + text);
      assertEquals(Option.some(made ? 0 : 1), res.winningSide());
      int sign = made ? 1 : -1;
      for (int p = 0; p < 5; p++) {
        int expected =
            p == declarer
                ? sign * (c.partner().isDefined() ? 2 : 4)
                : c.partner().contains(p) ? sign : -sign;
        assertEquals(expected, c.payments().get(p).intValue(), () -> "B-59: " + text);
      }
    }
    assertEquals(Array.ofAll(score), s.score(), "B-38: the score is the sum of the payments");
    int best = Array.ofAll(score).max().get();
    long atBest = Array.ofAll(score).filter(x -> x == best).size();
    assertEquals(
        atBest == 1 ? Option.some(Array.ofAll(score).indexOf(best)) : Option.none(),
        s.winningSide(),
        "B-41: the strictly highest total wins; a shared one is a draw");
  }
}
