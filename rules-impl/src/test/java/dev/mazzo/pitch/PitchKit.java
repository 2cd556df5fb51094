package dev.mazzo.pitch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Deck;
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
import dev.mazzo.game.TablePlay;
import dev.mazzo.protocol.Json;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/**
 * The conformance kit for the Pitch family (pitch.md): every card is in a hand, a pile, the stock
 * or blind, on the table, among the dead discards (P-16) or burned (P-21); a hand's points and its
 * dead point cards add up to T (P-29); the family actions of §11 and the codes in the order of
 * P-34; the public fields of a view and the partner's key (P-38). ConformanceTest runs it for every
 * id.
 */
public class PitchKit extends ConformanceKit {

  public PitchKit(String variantId) {
    super(variantId);
  }

  /**
   * The kit's random options with a target of at most 20: with five single-seat sides, scores that
   * go down on every set and defenders that may score nothing, a random match to 52 can outlast the
   * step bound.
   */
  @Override
  protected MatchOptions options(long seed) {
    MatchOptions o = super.options(seed);
    int target = (Integer) o.get("target").getOrElse(52);
    return o.with("target", 1 + target % 20);
  }

  /**
   * With {@code allPassRedeal} an auction of passes alone voids the hand and deals again (P-12), so
   * a seat that passes almost always would make a match that never ends: the bias is capped, as in
   * Five Hundred.
   */
  @Override
  protected double passBias(double drawn) {
    return Math.min(drawn, 0.6);
  }

  /** Pitch hands are short but many: a generous bound. */
  @Override
  protected int stepBound() {
    return 200 * (variant().deckSize() + 1);
  }

  private static PitchState pitch(GameState s) {
    return (PitchState) s;
  }

  /** P-16, P-21: the discards and the burned cards are places too. */
  @Override
  protected void assertCardsConserved(GameState s) {
    Deck deck = s.deck();
    int[] count = new int[deck.size()];
    for (int p = 0; p < s.players(); p++) {
      add(deck, s.hand(p), count);
      add(deck, s.captured(p), count);
      add(deck, pitch(s).discarded(p), count);
      add(deck, pitch(s).burned(p), count);
    }
    add(deck, s.stock(), count);
    add(deck, s.table().map(TablePlay::card), count);
    int expected = s.phase() == Phase.DEAL ? 0 : 1;
    for (int id = 0; id < count.length; id++) {
      int i = id;
      assertEquals(expected, count[id], () -> deck.card(i) + " misplaced\n" + summary(s));
    }
    assertFamilyCards(s);
  }

  private static void add(Deck deck, Iterable<Card> cards, int[] count) {
    for (Card c : cards) {
      count[deck.idOf(c)]++;
    }
  }

  /** P-8, P-16, P-18: once trumps are named every hand holds only trumps. */
  @Override
  protected void assertFamilyCards(GameState s) {
    PitchState p = pitch(s);
    if (p.trump >= 0) {
      long trumps = p.rules().context(p.trump).trumpsLo();
      for (int seat = 0; seat < s.players(); seat++) {
        assertEquals(0L, p.held(seat) & ~trumps, "P-16: only trumps in a hand");
        assertEquals(0L, p.discarded[seat] & trumps, "P-16: trumps are never discarded");
      }
      if (s.phase() == Pitch.BURN || s.phase() == Phase.PLAY) {
        assertEquals(0, s.stock().size(), "P-18, P-19: the stock is empty after the remainder");
      }
    }
  }

  /** P-29: points and dead point cards add up to T; P-32: a void hand scores nothing. */
  @Override
  protected void assertHandResult(GameState s, HandResult r) {
    PitchHandResult h = (PitchHandResult) r;
    if (h.isVoid()) {
      assertTrue(h.sides().isEmpty() && h.points().isEmpty() && h.winningSide().isEmpty());
      assertTrue(h.scoreChange().forAll(x -> x == 0), "P-32: no score changes");
      return;
    }
    int dead = 0;
    PitchState p = pitch(s);
    Suit trump = h.contract().get().trump();
    for (Card c : h.deadPointCards()) {
      dead += p.rules().context(trump.ordinal()).pointsOf(s.deck().idOf(c));
    }
    assertEquals(
        p.rules().total,
        h.points().sum().intValue() + dead,
        () -> "P-29: scored + burned points = T: " + Transcript.result(r));
    assertEquals(h.points().sum(), h.pointsBySeat().sum(), "P-36: pointsBySeat adds up");
    assertEquals(
        s.players(), h.sides().map(Seq::size).sum().intValue(), "every seat on one hand side");
  }

  @Override
  protected List<Action> fixedActionSpace(GameState s) {
    List<Action> out = new ArrayList<>();
    Deck deck = s.deck();
    for (int seat = 0; seat < s.players(); seat++) {
      for (Card c : deck.cards()) {
        out.add(new PlayCard(seat, c));
      }
      out.add(new Pass(seat));
      for (int a = -1; a <= 18; a++) {
        out.add(PitchAction.Bid.of(seat, a));
      }
      out.add(PitchAction.Bid.moon(seat));
      for (Suit suit : Suit.values()) {
        out.add(PitchAction.Trump.of(seat, suit));
        out.add(PitchAction.Trump.calling(seat, suit, deck.card(0)));
      }
      out.add(new PitchAction.Remainder(seat, true));
      out.add(new PitchAction.Remainder(seat, false));
      out.add(new PitchAction.Burn(seat, Array.empty()));
      out.add(new PitchAction.Burn(seat, Array.of(deck.card(0), deck.card(0))));
    }
    return out;
  }

  /** Every call of every suit and a few burns of the seat's own cards, for the seat to act. */
  @Override
  protected List<Action> stateActions(GameState s, SplittableRandom random) {
    List<Action> out = new ArrayList<>();
    int seat = Math.max(0, s.toAct());
    if (s.phase() == Pitch.TRUMP && s.players() == 5) {
      for (Suit suit : Suit.values()) {
        for (Card c : s.deck().cards()) {
          out.add(PitchAction.Trump.calling(seat, suit, c));
        }
      }
    }
    if (s.phase() == Pitch.BURN) {
      Seq<Card> hand = s.hand(seat).toSeq();
      for (int k = 0; k < 6; k++) {
        List<Card> cards = new ArrayList<>(hand.asJava());
        java.util.Collections.shuffle(cards, new java.util.Random(random.nextLong()));
        out.add(new PitchAction.Burn(seat, Array.ofAll(cards).take(Math.max(0, hand.size() - 6))));
      }
      out.add(new PitchAction.Burn(seat, hand.take(hand.size() - 6).reverse()));
    }
    return out;
  }

  /** A burn stands for its cards in canonical order (P-35). */
  @Override
  protected Action canonical(GameState s, Action a) {
    if (a instanceof PitchAction.Burn b && b.cards() != null && !b.cards().contains(null)) {
      Deck deck = s.deck();
      if (b.cards().forAll(deck::contains)) {
        return new PitchAction.Burn(b.seat(), b.cards().sortBy(deck::idOf));
      }
    }
    return a;
  }

  /** P-34 check 1 for the space: which family actions are MALFORMED in every state. */
  @Override
  protected void assertSpaceShape(Action a, boolean malformed) {
    if (a instanceof PlayCard || a instanceof Pass) {
      assertFalse(malformed, () -> "well formed: " + show(a));
    } else if (a instanceof PitchAction.Bid b) {
      int total = ((PitchVariant) variant()).spec.total;
      boolean bad = !b.isMoon() && (b.amount().get() < 1 || b.amount().get() > total);
      assertEquals(bad, malformed, () -> "P-34: an amount 1 … T or moon: " + show(a));
    } else if (a instanceof PitchAction.Trump t) {
      boolean five = variant().players() == 5;
      assertEquals(five != t.call().isDefined(), malformed, () -> "P-34: call: " + show(a));
    } else if (a instanceof PitchAction.Remainder) {
      assertEquals(variant().players() == 5, malformed, () -> "P-18: 4p only: " + show(a));
    } else if (a instanceof PitchAction.Burn b) {
      assertEquals(b.cards().distinct().size() != b.cards().size(), malformed, show(a));
    }
  }

  @Override
  protected boolean accepts(Phase phase, Action a) {
    switch (PitchPhase.of(phase)) {
      case DEAL:
        return a instanceof Deal;
      case BID:
        return a instanceof PitchAction.Bid || a instanceof Pass;
      case TRUMP:
        return a instanceof PitchAction.Trump;
      case REMAINDER:
        return a instanceof PitchAction.Remainder;
      case BURN:
        return a instanceof PitchAction.Burn;
      case PLAY:
        return a instanceof PlayCard;
      default:
        return false;
    }
  }

  /** P-34 checks 4 … 6. */
  @Override
  protected Rejection.Code expectedCode(GameState s, SeatAction a) {
    PitchState p = pitch(s);
    int seat = a.seat();
    if (s.phase() == Phase.BID && p.speechOf(seat) == Draft.PASS) {
      return Rejection.Code.ALREADY_PASSED;
    }
    if (seat != s.toAct()) {
      return Rejection.Code.NOT_YOUR_TURN;
    }
    if (a instanceof PlayCard play) {
      return s.hand(seat).contains(play.card())
          ? Pitch.MUST_PLAY_CALLED_CARD
          : Rejection.Code.CARD_NOT_IN_HAND;
    }
    if (a instanceof PitchAction.Bid) {
      return Rejection.Code.BID_TOO_LOW;
    }
    if (a instanceof Pass) {
      return Pitch.DEALER_MUST_BID;
    }
    if (a instanceof PitchAction.Trump t) {
      int id = s.deck().idOf(t.call().get());
      return p.rules().context(t.suit().ordinal()).isTrump(id)
          ? Pitch.ILLEGAL_CALL
          : Pitch.NOT_A_TRUMP;
    }
    if (a instanceof PitchAction.Burn b) {
      return b.cards().forAll(s.hand(seat)::contains)
          ? Pitch.ILLEGAL_BURN
          : Rejection.Code.CARD_NOT_IN_HAND;
    }
    return null;
  }

  @Override
  protected Arbitrary<Action> familyActions() {
    Arbitrary<Integer> seats = anySeat();
    Arbitrary<Action> bids =
        Combinators.combine(seats, optionOf(Arbitraries.integers().between(-2, 20)))
            .as(PitchAction.Bid::new);
    Arbitrary<Action> trumps =
        Combinators.combine(seats, Arbitraries.of(Suit.class).injectNull(0.1), optionOf(anyCard()))
            .as(PitchAction.Trump::new);
    Arbitrary<Action> remainders =
        Combinators.combine(seats, Arbitraries.of(true, false)).as(PitchAction.Remainder::new);
    Arbitrary<Action> burns =
        Combinators.combine(
                seats,
                anyCard().list().ofMaxSize(4).map(l -> (Seq<Card>) Array.ofAll(l)).injectNull(0.1))
            .as(PitchAction.Burn::new);
    return Arbitraries.frequencyOf(
        Tuple.of(2, bids), Tuple.of(2, trumps), Tuple.of(1, remainders), Tuple.of(2, burns));
  }

  /** The called card is named in public (P-14) while it lies in a hidden hand. */
  @Override
  protected CardSet publicCards(GameState s) {
    CardSet out = super.publicCards(s);
    for (Card c : pitch(s).called()) {
      out = out.with(c);
    }
    return out;
  }

  /**
   * P-37, P-38: the auction, contract, burned cards and piles as in the state; the discards as
   * counts; the partner only once the called card has been played, and its key absent before.
   */
  @Override
  protected void assertViewFields(GameState state, PlayerView view) {
    PitchState s = pitch(state);
    PitchView v = (PitchView) view;
    assertEquals(s.auction(), v.auction());
    assertEquals(s.declarer(), v.declarer());
    assertEquals(s.called(), v.called());
    for (int p = 0; p < s.players(); p++) {
      assertEquals(s.burned(p), v.burned(p), "P-21: burned cards are public");
      assertEquals(s.captured(p), v.captured(p), "P-27: tricks are public");
      assertEquals(s.discarded(p).size(), v.discarded(p), "P-38: discards are counts");
    }
    assertEquals(s.revealed, v.partnerKnown());
    assertEquals(s.revealed ? s.partner() : Option.none(), v.partner());
    if (s.players() == 5 && !s.revealed) {
      assertFalse(Json.view(v).has("partner"), "P-38: no partner key before the called card");
    }
  }

  /** The state with a seat's hand replaced. */
  @Override
  protected Option<GameState> withHand(GameState s, int seat, CardSet hand) {
    Draft d = ((PitchState) s).draft();
    d.hands[seat] = hand.lo();
    return Option.some(d.state());
  }
}
