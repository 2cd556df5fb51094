package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Shuffle;
import dev.mazzo.card.Suit;
import dev.mazzo.conformance.Transcript;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.HashMap;
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
 * Properties of the Briscola family beyond the conformance kit, over random seeded deals:
 *
 * <ul>
 *   <li>B-70, B-71: with 4, 5, 6 and 8 players, a seat's view is a function of what the seat may
 *       know — two deals that differ only in where two hidden cards lie give equal views to every
 *       seat that holds neither, at every step until one of them is played;
 *   <li>B-16: the Sueca trump card is shown while the dealer holds it, and only then;
 *   <li>B-55, B-70, B-71: the chiamata partner is secret until the called card is played, then
 *       public in every view, the {@code partner} event right after the {@code played} one;
 *   <li>B-57 … B-59: the chiamata payments sum to 0 and are the hand's scoreChange;
 *   <li>B-23: in Sueca every legal play follows suit when the seat can.
 * </ul>
 */
class FamilyPropertiesTest {

  private static final String[] MANY_SEATS = {
    "briscola-4p", "briscola-6p", "biscambiggia-4p", "biscambiggia-6p", "briscola-chiamata-5p",
    "biscambiggia-chiamata-5p", "bisca-4p", "bisca-6p", "bisca-8p", "sueca-4p"
  };

  private static final String[] CHIAMATA = {"briscola-chiamata-5p", "biscambiggia-chiamata-5p"};

  @Provide
  Arbitrary<String> manySeats() {
    return Arbitraries.of(MANY_SEATS);
  }

  @Provide
  Arbitrary<String> chiamata() {
    return Arbitraries.of(CHIAMATA);
  }

  private static Game<GameState, PlayerView> game(String id) {
    Variant v = Variants.byId(id).getOrElseThrow(() -> new AssertionError("not registered: " + id));
    return v.game();
  }

  /** Random allowed options (B-68): the dealer and every choice option; open ranges default. */
  private static MatchOptions options(String id, SplittableRandom r) {
    Map<String, Object> m = new HashMap<>();
    for (OptionSpec o : Variants.byId(id).get().options()) {
      if (o.choices().isDefined()) {
        m.put(o.name(), o.choices().get().get(r.nextInt(o.choices().get().size())));
      } else if (o.numbers().isDefined()) {
        m.put(o.name(), o.numbers().get().get(r.nextInt(o.numbers().get().size())));
      } else if (o.name().equals("dealer")) {
        m.put(o.name(), r.nextInt(o.max() + 1));
      }
    }
    return MatchOptions.of(m);
  }

  private static GameState act(Game<GameState, PlayerView> g, GameState s, Action a) {
    Either<Rejection, GameState> next = g.apply(s, a);
    assertTrue(
        next.isRight(),
        () -> "rejected " + a + ": " + next.getLeft() + "\n" + Transcript.summary(g, s));
    return next.get();
  }

  private static BriscolaView view(Game<GameState, PlayerView> g, GameState s, int seat) {
    return (BriscolaView) g.view(s, seat).get();
  }

  /** The seat holding a card, or -1 when it is in no holding. */
  private static int holder(GameState s, Card c) {
    for (int p = 0; p < s.players(); p++) {
      if (s.hand(p).contains(c)) {
        return p;
      }
    }
    return -1;
  }

  /** The order with the cards at two indices exchanged. */
  private static Seq<Card> swap(Seq<Card> order, int i, int j) {
    return order.update(i, order.get(j)).update(j, order.get(i));
  }

  /**
   * Everything of a view but the seat's own holding and legal actions, with its own draws hidden:
   * what a view says about the table, the counts, the piles and the public events.
   */
  private static String shared(BriscolaView v) {
    StringBuilder b = new StringBuilder();
    b.append(v.phase())
        .append(' ')
        .append(v.toAct())
        .append(' ')
        .append(v.dealer())
        .append(' ')
        .append(v.handNumber())
        .append(' ')
        .append(v.trump())
        .append(' ')
        .append(v.trumpCard());
    for (int p = 0; p < v.players(); p++) {
      b.append(' ').append(v.handSize(p)).append(v.captured(p));
    }
    b.append(' ')
        .append(v.stockSize())
        .append(v.table())
        .append(v.score())
        .append(v.results())
        .append(v.winningSide());
    for (Event e : v.events()) {
      b.append(' ')
          .append(
              e instanceof Event.Drew && ((Event.Drew) e).seat() == v.seat()
                  ? new Event.Drew(v.seat(), Option.none())
                  : e);
    }
    b.append(' ')
        .append(v.highBid())
        .append(v.passed())
        .append(v.caller())
        .append(v.calledCard())
        .append(v.partnerKnown())
        .append(v.partner());
    return b.toString();
  }

  /**
   * Asserts that two states that differ only in where the cards x and y lie look the same to every
   * seat that holds neither (its whole view is equal), and to the seats that hold one of them apart
   * from their own holding and legal actions; the spectator's view is equal too.
   */
  private static void assertSameViews(
      Game<GameState, PlayerView> g, GameState s1, GameState s2, Card x, Card y, String why) {
    for (int seat = 0; seat < s1.players(); seat++) {
      BriscolaView v1 = view(g, s1, seat);
      BriscolaView v2 = view(g, s2, seat);
      int me = seat;
      boolean holdsNeither =
          !s1.hand(seat).contains(x)
              && !s1.hand(seat).contains(y)
              && !s2.hand(seat).contains(x)
              && !s2.hand(seat).contains(y);
      if (holdsNeither) {
        assertEquals(
            Transcript.view(v1),
            Transcript.view(v2),
            () -> why + ": seat " + me + " holds neither card, so its view is the same");
        assertEquals(v1, v2);
      } else {
        assertEquals(
            shared(v1),
            shared(v2),
            () -> why + ": seat " + me + "'s view differs only in its own holding");
        assertEquals(
            s1.hand(seat).minus(CardSet.of(s1.deck(), x, y)),
            s2.hand(seat).minus(CardSet.of(s2.deck(), x, y)));
      }
    }
    assertEquals(g.publicView(s1).get(), g.publicView(s2).get(), why + ": the spectator's view");
  }

  /**
   * From two states that differ only in where x and y lie, plays random actions legal in both that
   * play neither card, checking the views after each, until one of them must be played or the hand
   * ends.
   *
   * @return the number of actions played
   */
  private static int playAlike(
      Game<GameState, PlayerView> g,
      GameState s1,
      GameState s2,
      Card x,
      Card y,
      SplittableRandom r,
      String why) {
    int steps = 0;
    while (true) {
      assertSameViews(g, s1, s2, x, y, why + " after " + steps + " actions");
      if (s1.phase() == Phase.DEAL || s1.isOver()) {
        return steps;
      }
      List<Action> common = new ArrayList<>();
      Seq<Action> legal2 = g.legalActions(s2);
      for (Action a : g.legalActions(s1)) {
        boolean playsXy =
            a instanceof PlayCard
                && (((PlayCard) a).card().equals(x) || ((PlayCard) a).card().equals(y));
        if (!playsXy && legal2.contains(a)) {
          common.add(a);
        }
      }
      if (common.isEmpty()) {
        return steps;
      }
      Action a = common.get(r.nextInt(common.size()));
      s1 = act(g, s1, a);
      s2 = act(g, s2, a);
      steps++;
    }
  }

  /**
   * B-70, B-71 with 4, 5, 6 and 8 players: exchange two cards of a random deal that lie in
   * different places (two holdings, or a holding and the stock, but not the public trump card) and
   * play on alike: every seat that holds neither card sees the same view — so no view shows another
   * seat's card or the stock order, and a card drawn by another seat is hidden.
   */
  @Property(tries = 60)
  @Label("B-70, B-71: 4-8 players: a view does not change when two hidden cards trade places")
  void viewsAreBlindToHiddenCards(@ForAll("manySeats") String id, @ForAll long seed) {
    Game<GameState, PlayerView> g = game(id);
    SplittableRandom r = new SplittableRandom(seed);
    GameState s = g.newMatch(options(id, r)).get();
    Seq<Card> order = Shuffle.using(r).order(s.deck());
    GameState dealt = act(g, s, new Deal(order));
    int n = order.size();
    int i;
    int j;
    do {
      i = r.nextInt(n);
      j = r.nextInt(n);
    } while (i == j
        || holder(dealt, order.get(i)) == holder(dealt, order.get(j))
        || dealt.trumpCard().contains(order.get(i))
        || dealt.trumpCard().contains(order.get(j)));
    Card x = order.get(i);
    Card y = order.get(j);
    GameState other = act(g, s, new Deal(swap(order, i, j)));
    assertNotEquals(dealt, other);
    playAlike(g, dealt, other, x, y, r, id + " with " + x + " and " + y + " exchanged");
  }

  /**
   * B-16, B-69, B-70: in Sueca the trump card, order[39], is the dealer's and public in every view
   * while the dealer holds it, and null once played; no other card of another holding is in a view.
   */
  @Property(tries = 30)
  @Label("B-16: the Sueca trump card is shown while the dealer holds it, and only then")
  void suecaTrumpCardShownWhileHeld(@ForAll long seed) {
    Game<GameState, PlayerView> g = game("sueca-4p");
    SplittableRandom r = new SplittableRandom(seed);
    GameState s = g.newMatch(options("sueca-4p", r)).get();
    Seq<Card> order = Shuffle.using(r).order(s.deck());
    s = act(g, s, new Deal(order));
    Card trumpCard = order.last();
    assertEquals(s.dealer(), holder(s, trumpCard), "B-16: order[39] is the dealer's last card");
    while (s.phase() == Phase.PLAY) {
      boolean held = s.hand(s.dealer()).contains(trumpCard);
      for (int seat = -1; seat < 4; seat++) {
        BriscolaView v = (BriscolaView) (seat < 0 ? g.publicView(s).get() : g.view(s, seat).get());
        assertEquals(held ? Option.some(trumpCard) : Option.none(), v.trumpCard());
        assertEquals(
            Option.some(trumpCard.suit().get()),
            v.trump().flatMap(dev.mazzo.card.Trump::suit),
            "the trump suit stays");
        for (int p = 0; p < 4; p++) {
          if (p != seat) {
            assertTrue(s.hand(p).intersect(v.ownHand()).isEmpty());
          }
        }
      }
      Seq<Action> legal = g.legalActions(s);
      s = act(g, s, legal.get(r.nextInt(legal.size())));
    }
  }

  /**
   * B-23: in Sueca the leader may play any card it holds; every other seat may play exactly its
   * cards of the led suit when it holds one, else any card; a card of another suit is then
   * MUST_FOLLOW_SUIT.
   */
  @Property(tries = 40)
  @Label("B-23: in Sueca every legal play follows suit when the seat can")
  void suecaFollowsSuit(@ForAll long seed) {
    Game<GameState, PlayerView> g = game("sueca-4p");
    SplittableRandom r = new SplittableRandom(seed);
    GameState s = g.newMatch(options("sueca-4p", r)).get();
    s = act(g, s, new Deal(Shuffle.using(r).order(s.deck())));
    int followed = 0;
    while (s.phase() == Phase.PLAY) {
      int seat = s.toAct();
      CardSet hand = s.hand(seat);
      CardSet allowed = hand;
      if (!s.table().isEmpty()) {
        Suit led = s.table().head().card().suit().get();
        if (!hand.ofSuit(led).isEmpty()) {
          allowed = hand.ofSuit(led);
          followed++;
        }
      }
      Seq<Action> legal = g.legalActions(s);
      GameState at = s;
      assertEquals(
          allowed.toSeq().map(c -> (Action) new PlayCard(seat, c)),
          legal,
          () ->
              "B-23, B-66: the plays of the led suit, in canonical order\n"
                  + Transcript.summary(g, at));
      for (Card c : hand.minus(allowed)) {
        Either<Rejection, GameState> no = g.apply(s, new PlayCard(seat, c));
        assertEquals(Rejection.Code.MUST_FOLLOW_SUIT, no.getLeft().code());
      }
      s = act(g, s, legal.get(r.nextInt(legal.size())));
    }
    assertTrue(followed > 0, "some seat had to follow suit");
  }

  /**
   * Runs a chiamata auction and call on a fresh deal: random bids and passes until a seat is the
   * caller (a passed-out deal starts again with another deal), then a random call.
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
      if (s.phase() == Phase.CALL) {
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
   * only in which seat holds the called card — another seat, or the caller itself (who then plays
   * alone) — after the same auction and call give equal views to every third seat, the caller
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
    int caller = b1.caller().get();
    int partner = holder(s1, called);
    assertEquals(
        partner == caller ? Option.none() : Option.some(partner),
        b1.partner(),
        "B-52, B-53: the referee knows the partner");
    // Move the called card to another seat (the caller too), trading it for one of its cards.
    int other = (partner + 1 + r.nextInt(s1.players() - 1)) % s1.players();
    Seq<Card> theirs = s1.hand(other).toSeq();
    Card y = theirs.get(r.nextInt(theirs.size()));
    Seq<Card> order2 = swap(order, order.indexOf(called), order.indexOf(y));
    GameState s2 = replay(g, fresh, order2, actions);
    assertEquals(other, holder(s2, called));
    assertEquals(
        other == caller ? Option.none() : Option.some(other), ((BriscolaState) s2).partner());
    for (GameState s : List.of(s1, s2)) {
      for (int seat = -1; seat < s.players(); seat++) {
        BriscolaView v = (BriscolaView) (seat < 0 ? g.publicView(s).get() : g.view(s, seat).get());
        assertFalse(v.partnerKnown(), "B-55: no view knows the partner before the card is played");
        assertTrue(v.partner().isEmpty());
        assertEquals(Option.some(called), v.calledCard(), "B-55: the called card is public");
        assertEquals(Option.some(caller), v.caller());
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
   * carries the partner (none when the caller plays alone).
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
    int caller = b.caller().get();
    boolean played = false;
    while (s.phase() == Phase.PLAY) {
      Seq<Action> legal = g.legalActions(s);
      Action a = legal.get(r.nextInt(legal.size()));
      s = act(g, s, a);
      boolean now = ((PlayCard) a).card().equals(called);
      Seq<Event> events = s.lastEvents();
      Event reveal = new ChiamataEvent.PartnerRevealed(caller, partner);
      if (now) {
        played = true;
        assertEquals(new Event.Played(((PlayCard) a).seat(), called), events.get(0));
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
   * scoreChange; a played hand has the caller's side first, is made with at least the target, and
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
      if (c.caller().isEmpty()) {
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
      int caller = c.caller().get();
      Seq<Integer> callers =
          c.partner().isDefined() ? Array.of(caller, c.partner().get()).sorted() : Array.of(caller);
      assertEquals(callers, res.sides().get(0), () -> "B-57: the caller's side first: " + text);
      assertEquals(Array.range(0, 5).removeAll(callers), res.sides().get(1));
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
            p == caller
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
