package dev.mazzo.fivehundred;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Suit;
import dev.mazzo.conformance.ConformanceKit;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection.Code;
import dev.mazzo.game.SeatAction;
import dev.mazzo.game.TablePlay;
import dev.mazzo.protocol.Json;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * The conformance kit for the Five Hundred family (five-hundred.md): the {@link ConformanceKit}'s
 * hooks. Cards are conserved over hands, tricks taken, the table, the kitty and the discards; a
 * HAND_RESULT's points are its tricks, ten in a hand unless a misère ended early, and the
 * contracting side's score change is the ladder's value or minus it (250 for a slam, F-23); the
 * kitty's cards are only in the declarer's view of the kitty event (F-35); the open misère hand is
 * public once exposed (F-21).
 */
public class FiveHundredKit extends ConformanceKit {

  /**
   * A kit for one Five Hundred id.
   *
   * @param variantId the id, such as {@code "five-hundred-4p"}
   */
  public FiveHundredKit(String variantId) {
    super(variantId);
  }

  /** Five Hundred matches run to 500: a longer bound than the kit's. */
  @Override
  protected int stepBound() {
    return 400 * (variant().deckSize() + 1);
  }

  /** At most 0.6: a match of void hands alone never ends (F-10, F-29). */
  @Override
  protected double passBias(double drawn) {
    return Math.min(drawn, 0.6);
  }

  /** A discard in any order stands for the legal one, its cards in canonical order (F-31). */
  @Override
  protected Action canonical(GameState s, Action a) {
    if (a instanceof Discard && ((Discard) a).cards() != null) {
      Seq<Card> cards = ((Discard) a).cards();
      if (cards.forAll(c -> c != null && s.deck().contains(c))) {
        return new Discard(((Discard) a).seat(), cards.sortBy(s.deck()::idOf));
      }
    }
    return a;
  }

  /** Random options, booleans as booleans (§12). */
  @Override
  protected MatchOptions options(long seed) {
    SplittableRandom r = new SplittableRandom(seed ^ 0x9E3779B97F4A7C15L);
    Map<String, Object> m = new LinkedHashMap<>();
    for (OptionSpec o : variant().options()) {
      if (o.isBoolean()) {
        m.put(o.name(), r.nextBoolean());
      } else if (o.choices().isDefined()) {
        m.put(o.name(), o.choices().get().get(r.nextInt(o.choices().get().size())));
      } else {
        m.put(o.name(), o.min() + r.nextInt(o.max() - o.min() + 1));
      }
    }
    return MatchOptions.of(m);
  }

  @Override
  protected String summary(GameState s) {
    return Json.write(Json.summary(game(), s));
  }

  /**
   * Every card in exactly one of hands, tricks taken, table, kitty and discards; none at a deal.
   */
  @Override
  protected void assertCardsConserved(GameState state) {
    FiveHundredState s = (FiveHundredState) state;
    int[] count = new int[s.deck().size()];
    List<CardSet> places = new ArrayList<>();
    for (int p = 0; p < s.players(); p++) {
      places.add(s.hand(p));
      places.add(s.captured(p));
    }
    places.add(s.kitty());
    places.add(s.discards());
    for (CardSet set : places) {
      for (Card c : set) {
        count[s.deck().idOf(c)]++;
      }
    }
    for (TablePlay t : s.table()) {
      count[s.deck().idOf(t.card())]++;
    }
    assertTrue(s.stock().isEmpty(), "no stock");
    int expected = s.phase() == Phase.DEAL ? 0 : 1;
    for (int id = 0; id < count.length; id++) {
      int i = id;
      assertEquals(expected, count[id], () -> s.deck().card(i) + " places\n" + summary(s));
    }
  }

  /**
   * F-21: the open misère hand is public once shown; F-12: the called card is named in public (not
   * where it lies).
   */
  @Override
  protected CardSet publicCards(GameState state) {
    FiveHundredState s = (FiveHundredState) state;
    CardSet out = s.exposed().getOrElse(s.deck().none());
    return s.called().isDefined() ? out.with(s.called().get()) : out;
  }

  @Override
  protected Event seenBy(Event e, int seat) {
    return FiveHundredView.seenBy(e, seat);
  }

  /**
   * F-22 … F-26, F-29, F-32: points are tricks; 10 tricks unless a misère ended at the declarer's
   * first trick; the contracting side's change is ± the value (250 for a slam); the defenders score
   * 10 a trick outside misère.
   */
  @Override
  protected void assertHandResult(GameState st, HandResult hr) {
    FiveHundredHandResult r = (FiveHundredHandResult) hr;
    assertEquals(r.points(), r.tricks());
    if (r.isVoid()) {
      assertTrue(r.sides().isEmpty() && r.points().isEmpty());
      assertTrue(r.scoreChange().forAll(x -> x == 0) && r.tricksBySeat().forAll(x -> x == 0));
      assertTrue(r.bid().isEmpty() && r.winningSide().isEmpty() && r.made().isEmpty());
      return;
    }
    int total = r.tricksBySeat().sum().intValue();
    assertEquals(total, r.points().sum().intValue());
    boolean misere = r.bid().exists(Bid::isMisere);
    if (!misere || r.made().contains(true)) {
      assertEquals(10, total, "F-16: a hand has 10 tricks");
    } else {
      assertEquals(1, r.tricksBySeat().get(r.declarer().get()).intValue(), "F-20");
    }
    if (r.bid().isEmpty()) {
      assertTrue(r.winningSide().isEmpty(), "F-26: no winner of an all-pass hand");
      return;
    }
    Bid b = r.bid().get();
    int c = r.declarer().get();
    int side = ((FiveHundredState) st).rules.spec.sideOf[c];
    int change = r.scoreChange().get(side);
    boolean made = r.made().get();
    int expected = made ? (r.slam().get() ? 250 : b.value()) : -b.value();
    assertEquals(expected, change, "F-23, F-24: the ladder's value or minus it");
    if (!misere) {
      int k = r.points().get(r.contractingSide().get());
      assertEquals(k >= b.tricks(), made);
      assertEquals(made && k == 10 && b.value() < 250, r.slam().get(), "F-23 slam");
    }
  }

  /** Every play of every card by every seat (the joker also with each suit), every bid, a pass. */
  @Override
  protected List<Action> fixedActionSpace(GameState start) {
    List<Action> out = new ArrayList<>();
    Deck deck = start.deck();
    for (int seat = 0; seat < start.players(); seat++) {
      for (Card c : deck.cards()) {
        out.add(new PlayCard(seat, c));
      }
      for (Suit suit : Suit.values()) {
        out.add(new PlayWithSuit(seat, Card.joker(0), suit));
        out.add(new PlayWithSuit(seat, deck.card(0), suit));
      }
      for (Bid b : Bid.values()) {
        out.add(new MakeBid(seat, b));
      }
      out.add(new Pass(seat));
      out.add(Call.alone(seat));
      out.add(Call.card(seat, deck.card(0)));
      out.add(Call.card(seat, Card.joker(0)));
      out.add(new Discard(seat, deck.cards().take(3)));
      out.add(new Discard(seat, deck.cards().take(2)));
    }
    return out;
  }

  /** For the seat to act: every callable card, discards of its own cards, 2 or 4 of them. */
  @Override
  protected List<Action> stateActions(GameState s, SplittableRandom random) {
    List<Action> out = new ArrayList<>();
    int seat = s.toAct();
    if (seat < 0) {
      return out;
    }
    Seq<Card> hand = s.hand(seat).toSeq();
    if (s.phase() == FiveHundred.CALL) {
      for (Card c : s.deck().cards()) {
        out.add(Call.card(seat, c));
      }
    }
    if (hand.size() >= 4) {
      Seq<Card> shuffled = hand.sortBy(c -> random.nextInt());
      out.add(new Discard(seat, shuffled.take(3)));
      out.add(new Discard(seat, shuffled.take(4)));
      out.add(
          new Discard(
              seat, shuffled.take(2).append(s.deck().card(random.nextInt(s.deck().size())))));
    }
    return out;
  }

  @Override
  protected void assertSpaceShape(Action a, boolean malformed) {
    boolean callElsewhere = a instanceof Call && variant().players() != 5;
    boolean badSeat =
        a instanceof SeatAction
            && (((SeatAction) a).seat() < 0 || ((SeatAction) a).seat() >= variant().players());
    if (a instanceof Call || a instanceof PlayCard || a instanceof MakeBid || a instanceof Pass) {
      assertEquals(callElsewhere || badSeat, malformed, () -> show(a));
    }
  }

  @Override
  protected boolean accepts(Phase phase, Action a) {
    return phase
        == FiveHundredGame.phaseOf(
            ((FiveHundredState) game().newMatch(MatchOptions.defaults()).get()).rules, a);
  }

  /** F-30 checks 4 … 6, written again from the chapter. */
  @Override
  protected Code expectedCode(GameState st, SeatAction a) {
    FiveHundredState s = (FiveHundredState) st;
    if (a instanceof MakeBid || a instanceof Pass) {
      if (s.auction().exists(c -> c.seat() == a.seat() && c.bid().isEmpty())) {
        return Code.ALREADY_PASSED;
      }
    }
    if (a.seat() != s.toAct()) {
      return Code.NOT_YOUR_TURN;
    }
    if (a instanceof MakeBid) {
      Bid b = ((MakeBid) a).bid();
      Option<Bid> standing = s.auction().flatMap(AuctionCall::bid).lastOption();
      if (b.isMisere() && !s.rules.misere) {
        return Code.ILLEGAL_BID;
      }
      if (standing.isDefined() && b.ordinal() <= standing.get().ordinal()) {
        return Code.BID_TOO_LOW;
      }
      return Code.ILLEGAL_BID;
    }
    if (a instanceof Discard) {
      return ((Discard) a).cards().size() != 3
          ? FiveHundred.ILLEGAL_DISCARD
          : Code.CARD_NOT_IN_HAND;
    }
    if (a instanceof Call) {
      return FiveHundred.ILLEGAL_CALL;
    }
    Card card = PlayWithSuit.cardOf(a);
    if (!s.hand(a.seat()).contains(card)) {
      return Code.CARD_NOT_IN_HAND;
    }
    boolean cardLegal = game().legalActions(s).exists(l -> PlayWithSuit.cardOf(l).equals(card));
    return cardLegal ? FiveHundred.ILLEGAL_JOKER_SUIT : Code.MUST_FOLLOW_SUIT;
  }

  @Override
  protected Arbitrary<Action> familyActions() {
    Arbitrary<Integer> seats = anySeat();
    Arbitrary<Card> cards = anyCard();
    Arbitrary<Action> bids =
        Combinators.combine(seats, Arbitraries.of(Bid.class).injectNull(0.1)).as(MakeBid::new);
    Arbitrary<Action> discards =
        Combinators.combine(seats, cards.list().ofMaxSize(5))
            .as((s, l) -> (Action) new Discard(s, Array.ofAll(l)));
    Arbitrary<Action> calls =
        Combinators.combine(seats, optionOf(cards)).as((s, c) -> (Action) new Call(s, c));
    Arbitrary<Action> plays =
        Combinators.combine(seats, cards, optionOf(Arbitraries.of(Suit.class)))
            .as(
                (s, c, n) ->
                    n == null || n.isEmpty()
                        ? (Action) new PlayCard(s, c)
                        : new PlayWithSuit(s, c, n.get())); // a null suit is MALFORMED
    return Arbitraries.oneOf(bids, discards, calls, plays, seats.map(s -> new Discard(s, null)));
  }

  @Override
  protected void assertViewFields(GameState st, PlayerView view) {
    FiveHundredState s = (FiveHundredState) st;
    FiveHundredView v = (FiveHundredView) view;
    assertEquals(s.auction(), v.auction());
    assertEquals(s.contract(), v.contract());
    assertEquals(s.called(), v.called());
    assertEquals(s.out(), v.out());
    assertEquals(s.exposed(), v.exposed());
    assertEquals(s.kitty().size(), v.kittySize());
    boolean declarer = s.declarer().contains(v.seat());
    assertEquals(declarer ? Option.some(s.discards()) : Option.none(), v.discards(), "F-34");
    assertEquals(s.partnerShown() ? s.partner() : Option.none(), v.partner(), "F-34 partner");
    assertTrue(
        s.partnerShown() || !Json.view(v).has("partner"), "F-34: no partner key before the card");
  }

  /** A joker led in no-trump (F-18) is a card played too. */
  @Override
  protected Option<TablePlay> playedIn(Event e) {
    return e instanceof FiveHundredEvent.JokerLed j
        ? Option.some(new TablePlay(j.seat(), j.card()))
        : super.playedIn(e);
  }

  /** The state with a seat's hand replaced. */
  @Override
  protected Option<GameState> withHand(GameState s, int seat, CardSet hand) {
    Draft d = ((FiveHundredState) s).draft();
    d.hands[seat] = hand.lo();
    return Option.some(d.state());
  }
}
