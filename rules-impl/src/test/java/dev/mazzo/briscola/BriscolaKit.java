package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Shuffle;
import dev.mazzo.card.Suit;
import dev.mazzo.conformance.ConformanceKit;
import dev.mazzo.conformance.Transcript;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.SeatAction;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/**
 * The conformance kit for the Briscola family (briscola.md): the {@link ConformanceKit}'s hooks for
 * its rules — the hand's card points add up to the deck's total (B-11), the family actions of B-64
 * ({@link Bid}, {@link Call}) in the action space and the junk, the codes in the order of B-67, the
 * public piles and chiamata fields of a view (B-55, B-70). {@link
 * dev.mazzo.conformance.ConformanceTest} runs it for every id of the family.
 *
 * <p>Every variant must either play or reject as {@code MALFORMED} the family actions (B-64).
 */
public class BriscolaKit extends ConformanceKit {

  /** True when the variant has an auction: its legal actions after a deal include a pass. */
  private final boolean auction;

  /**
   * A kit for one Briscola-family id.
   *
   * @param variantId the id, such as {@code "briscola-2p"}
   */
  public BriscolaKit(String variantId) {
    super(variantId);
    GameState s = game().newMatch(MatchOptions.defaults()).get();
    s = game().apply(s, new Deal(Shuffle.seeded(1).order(s.deck()))).get();
    this.auction = game().legalActions(s).exists(a -> a instanceof Pass);
  }

  /** True when the variant has an auction (its first legal actions include a pass). */
  protected boolean hasAuction() {
    return auction;
  }

  /**
   * The card points of a whole hand, which every HAND_RESULT's points add up to: 120 for a one-deck
   * game, 240 for two decks (B-11).
   */
  protected int handPointTotal(GameState s) {
    return s.deck().size() > 40 ? 240 : 120;
  }

  /** B-15, B-43: during an auction and the call every card is in a holding, N ÷ n each. */
  @Override
  protected void assertFamilyCards(GameState s) {
    Deck deck = s.deck();
    if (s.phase() == Phase.BID || s.phase() == Briscola.CALL) {
      int held = 0;
      for (int p = 0; p < s.players(); p++) {
        assertEquals(
            deck.size() / s.players(), s.hand(p).size(), "B-43: every seat holds its deal");
        held += s.hand(p).size();
      }
      assertEquals(deck.size(), held, "before the play every card is in a holding");
    }
  }

  /**
   * The points of a played hand add up to the deck's total T (B-11), its tricks to N ÷ n (B-30),
   * its sides hold every seat once; a passed-out deal has no sides, points, tricks or winner and
   * changes no score (B-31, B-49).
   */
  @Override
  protected void assertHandResult(GameState s, HandResult r) {
    if (r.points().isEmpty()) {
      assertTrue(auction, () -> "B-31: a hand without points: " + Transcript.result(r));
      assertTrue(
          r.sides().isEmpty() && r.tricks().isEmpty() && r.winningSide().isEmpty(),
          () -> "B-49: a passed-out deal has no sides, tricks or winner: " + Transcript.result(r));
      assertTrue(r.scoreChange().forAll(x -> x == 0), "B-49: every payment is 0");
    } else {
      assertEquals(handPointTotal(s), r.points().sum().intValue(), Transcript.result(r));
      assertEquals(r.sides().size(), r.points().size());
      assertEquals(r.sides().size(), r.tricks().size());
      assertEquals(
          s.deck().size() / s.players(),
          r.tricks().sum().intValue(),
          () -> "B-30: N / n tricks: " + Transcript.result(r));
      assertEquals(
          s.players(),
          r.sides().map(Seq::size).sum().intValue(),
          "the hand's sides hold every seat once");
    }
  }

  /**
   * Every play of every deck card by every seat, and the family actions of B-64 for every seat —
   * with an auction, a pass, every rank bid, every 2-with-points and points-only bid from 60 to
   * 121, bids of a rank other than 2 with points, a call of each suit, of no-trump and of every
   * deck card; without one, a sample of each shape (all of which must be {@code MALFORMED}).
   */
  @Override
  protected List<Action> fixedActionSpace(GameState s) {
    List<Action> out = new ArrayList<>();
    int[] points = auction ? range(60, 121) : new int[] {60, 61, 120, 121};
    for (int seat = 0; seat < s.players(); seat++) {
      for (Card c : s.deck().cards()) {
        out.add(new PlayCard(seat, c));
      }
      out.add(new Pass(seat));
      for (Rank r : auction ? Rank.values() : new Rank[] {Rank.ACE, Rank.TWO}) {
        if (r != Rank.JOKER) {
          out.add(Bid.rank(seat, r));
        }
      }
      for (int p : points) {
        out.add(Bid.twoWithPoints(seat, p));
        out.add(Bid.points(seat, p));
      }
      out.add(new Bid(seat, Option.some(Rank.ACE), Option.some(70)));
      out.add(new Bid(seat, Option.some(Rank.KING), Option.some(61)));
      out.add(new Bid(seat, Option.none(), Option.none()));
      for (Suit suit : Suit.values()) {
        out.add(Call.suit(seat, suit));
      }
      out.add(Call.noTrump(seat));
      for (Card c : auction ? s.deck().cards() : s.deck().cards().take(2)) {
        out.add(Call.card(seat, c));
      }
      out.add(new Call(seat, Option.some(Suit.HEARTS), false, Option.some(s.deck().card(0))));
      out.add(new Call(seat, Option.none(), false, Option.none()));
    }
    return out;
  }

  private static int[] range(int from, int to) {
    int[] out = new int[to - from + 1];
    for (int i = 0; i < out.length; i++) {
      out[i] = from + i;
    }
    return out;
  }

  /** B-64: which family actions are MALFORMED for every state, and which never are. */
  @Override
  protected void assertSpaceShape(Action a, boolean malformed) {
    if (a instanceof PlayCard) {
      assertFalse(
          malformed, () -> "B-64: a play of a deck card by a seat is well formed: " + show(a));
      return;
    }
    if (!auction) {
      assertTrue(
          malformed,
          () -> "B-64: only deal and play are actions of " + variantId() + ": " + show(a));
      return;
    }
    if (a instanceof Pass) {
      assertFalse(malformed, () -> "B-64: pass is an action of " + variantId());
    } else if (a instanceof Call) {
      Call c = (Call) a;
      boolean oneForm = (c.suit().isDefined() || c.noTrump()) != c.card().isDefined();
      assertEquals(
          !oneForm,
          malformed,
          () ->
              "B-64: both call forms and NT are recognised; both or neither is MALFORMED: "
                  + show(a));
    } else if (a instanceof Bid) {
      Bid b = (Bid) a;
      if (b.points().isDefined() && b.points().get() > 120) {
        assertTrue(malformed, () -> "B-46, B-62: points above 120 are MALFORMED: " + show(a));
      }
      if (b.points().isDefined() && b.rank().isDefined() && b.rank().get() != Rank.TWO) {
        assertTrue(
            malformed, () -> "B-64: points with a rank other than 2 are MALFORMED: " + show(a));
      }
      if (b.points().isEmpty() && b.rank().isEmpty()) {
        assertTrue(malformed, () -> "B-64: a bid without rank or points is MALFORMED");
      }
    }
  }

  /** B-65: the action type a phase accepts. */
  @Override
  protected boolean accepts(Phase phase, Action a) {
    switch (BriscolaPhase.of(phase)) {
      case DEAL:
        return a instanceof Deal;
      case BID:
        return a instanceof Bid || a instanceof Pass;
      case CALL:
        return a instanceof Call;
      case PLAY:
        return a instanceof PlayCard;
      default:
        return false;
    }
  }

  /**
   * B-67 after WRONG_PHASE: ALREADY_PASSED (in the auction), NOT_YOUR_TURN, then the check of the
   * action's own type: MUST_FOLLOW_SUIT or CARD_NOT_IN_HAND, BID_TOO_LOW, ILLEGAL_CALL.
   */
  @Override
  protected Rejection.Code expectedCode(GameState s, SeatAction a) {
    int seat = a.seat();
    if (s.phase() == Phase.BID
        && s instanceof BriscolaState
        && ((BriscolaState) s).passed().contains(seat)) {
      return Rejection.Code.ALREADY_PASSED;
    } else if (seat != s.toAct()) {
      return Rejection.Code.NOT_YOUR_TURN;
    } else if (a instanceof PlayCard) {
      return s.hand(seat).contains(((PlayCard) a).card())
          ? Rejection.Code.MUST_FOLLOW_SUIT
          : Rejection.Code.CARD_NOT_IN_HAND;
    } else if (a instanceof Bid) {
      return Rejection.Code.BID_TOO_LOW;
    } else if (a instanceof Call) {
      return Briscola.ILLEGAL_CALL;
    }
    return null; // a pass of the seat to act is always legal (B-47)
  }

  /** Bids and calls of every shape, and family actions with null where a value belongs (B-64). */
  @Override
  protected Arbitrary<Action> familyActions() {
    Arbitrary<Integer> seats = anySeat();
    Arbitrary<Option<Rank>> ranks = optionOf(Arbitraries.of(Rank.class));
    Arbitrary<Option<Integer>> points =
        optionOf(
            Arbitraries.oneOf(
                Arbitraries.integers().between(55, 125),
                Arbitraries.of(Integer.MIN_VALUE, -1, 0, Integer.MAX_VALUE)));
    Arbitrary<Action> bids = Combinators.combine(seats, ranks, points).as(Bid::new);
    Arbitrary<Action> calls =
        Combinators.combine(
                seats,
                optionOf(Arbitraries.of(Suit.class)),
                Arbitraries.of(true, false),
                optionOf(anyCard()))
            .as(Call::new);
    Arbitrary<Action> nullFields =
        Combinators.combine(
                Arbitraries.integers().between(0, 7), Arbitraries.integers().between(0, 9))
            .as(BriscolaKit::nullField);
    return Arbitraries.frequencyOf(Tuple.of(3, bids), Tuple.of(3, calls), Tuple.of(2, nullFields));
  }

  /** A family action with null where a value belongs (B-64: a missing field is MALFORMED). */
  private static Action nullField(int seat, int shape) {
    switch (shape) {
      case 0:
        return new Bid(seat, null, null);
      case 1:
        return new Call(seat, null, false, null);
      case 2:
        return new PlayCard(seat, null);
      case 3:
        return new Bid(seat, Option.some(null), Option.none());
      case 4:
        return new Bid(seat, Option.some(Rank.TWO), Option.some(null));
      case 5:
        return new Bid(seat, Option.none(), Option.some(null));
      case 6:
        return new Call(seat, Option.some(null), false, Option.none());
      case 7:
        return new Call(seat, Option.none(), false, Option.some(null));
      case 8:
        return new Call(seat, Option.some(null), false, Option.some(null));
      default:
        return new Bid(seat, Option.some(Rank.ACE), null);
    }
  }

  /** The called card is named in public (B-52, B-70) while it lies in a hidden holding. */
  @Override
  protected CardSet publicCards(GameState s) {
    CardSet out = super.publicCards(s);
    if (s instanceof BriscolaState) {
      for (Card c : ((BriscolaState) s).calledCard()) {
        out = out.with(c);
      }
    }
    return out;
  }

  /**
   * B-70: the piles are public; the chiamata auction, declarer and called card are shown as in the
   * SUMMARY; the partner only once the called card has been played (B-55).
   */
  @Override
  protected void assertViewFields(GameState state, PlayerView view) {
    assertTrue(state instanceof BriscolaState && view instanceof BriscolaView);
    BriscolaState s = (BriscolaState) state;
    BriscolaView v = (BriscolaView) view;
    for (int p = 0; p < s.players(); p++) {
      assertEquals(s.captured(p), v.captured(p), "B-70: every pile is public");
    }
    assertEquals(s.highBid(), v.highBid());
    assertEquals(s.passed(), v.passed());
    assertEquals(s.declarer(), v.declarer());
    assertEquals(s.calledCard(), v.calledCard());
    boolean played = false;
    for (Card c : s.calledCard()) {
      played = true;
      for (int p = 0; p < s.players(); p++) {
        played &= !s.hand(p).contains(c);
      }
    }
    assertEquals(
        played,
        v.partnerKnown(),
        () -> "B-55: the partner is known once the called card is played\n" + summary(s));
    assertEquals(
        played ? s.partner() : Option.none(), v.partner(), "B-55, B-70: the partner in a view");
  }

  /** The state with a seat's holding words replaced (its card on the table, if any, stays). */
  @Override
  protected Option<GameState> withHand(GameState s, int seat, CardSet hand) {
    BriscolaState b = (BriscolaState) s;
    Draft d = b.draft();
    d.cards = b.cards.clone();
    d.cards[2 * seat] = hand.lo();
    d.cards[2 * seat + 1] = hand.hi();
    return Option.some(d.state());
  }
}
