package dev.mazzo.tombolon;

import static dev.mazzo.tombolon.BruteCaptures.isFigure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Suit;
import dev.mazzo.conformance.ConformanceKit;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.SeatAction;
import dev.mazzo.game.TablePlay;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * The hooks of the Tombolon kit ({@link TombolonKit}) for actions: the action space and the junk
 * the {@link ConformanceKit} applies at each step, the canonical form of a lay or a capture (T-21),
 * and what the engine must answer — MALFORMED (T-19 check 1, T-2, §5), the phase (check 3), the
 * code of checks 4 … 6 and the ILLEGAL_CAPTURE reason (T-20).
 */
abstract class TombolonActionKit extends ConformanceKit {

  /**
   * A kit for one Tombolon id.
   *
   * @param variantId the id, such as {@code "tombolon-rovigo-2p"}
   */
  TombolonActionKit(String variantId) {
    super(variantId);
    this.deck = game().newMatch(MatchOptions.defaults()).get().deck();
  }

  /** The variant's deck. */
  private final Deck deck;

  /** Every lay ({@link PlayCard}) of every deck card by every seat, and a pass (not Tombolon's). */
  @Override
  protected List<Action> fixedActionSpace(GameState start) {
    List<Action> out = new ArrayList<>();
    for (int seat = 0; seat < start.players(); seat++) {
      for (Card c : start.deck().cards()) {
        out.add(new PlayCard(seat, c));
      }
      out.add(new Pass(seat));
    }
    return out;
  }

  /**
   * For the seat to act, every card of the deck laid as a CapturePlay, with each table card, with a
   * random part of the table, and with the whole table and itself; and each legal capture reversed.
   */
  @Override
  protected List<Action> stateActions(GameState s, SplittableRandom random) {
    List<Action> out = new ArrayList<>();
    int seat = s.toAct();
    if (seat < 0) {
      return out;
    }
    Seq<Card> table = s.table().map(TablePlay::card);
    for (Card c : s.deck().cards()) {
      out.add(new CapturePlay(seat, c, Array.empty()));
      for (Card t : table) {
        out.add(new CapturePlay(seat, c, Array.of(t)));
      }
      if (!table.isEmpty()) {
        out.add(new CapturePlay(seat, c, table.filter(t -> random.nextBoolean())));
        out.add(new CapturePlay(seat, c, table.append(c)));
      }
    }
    for (Action a : game().legalActions(s)) {
      CapturePlay p = (CapturePlay) a;
      out.add(new CapturePlay(p.seat(), p.card(), p.capture().reverse()));
    }
    return out;
  }

  /**
   * Aimed at the seat to act and a card it holds: a capture of a card not on the table, of itself,
   * of a figure with a numeral, of a random part of the table, of another card's legal set, of a
   * legal set with one card more or one less, shuffled; an empty capture; repeated, missing and
   * foreign codes; a seat out of range. In every phase, a capture by a random seat.
   */
  @Override
  protected List<Action> stateJunk(GameState s, SplittableRandom random) {
    List<Action> out = new ArrayList<>();
    Deck deck = s.deck();
    Card any = deck.card(random.nextInt(deck.size()));
    out.add(new CapturePlay(random.nextInt(s.players()), any, Array.of(deck.card(0))));
    int seat = s.toAct();
    if (seat < 0 || s.hand(seat).isEmpty()) {
      return out;
    }
    Seq<Card> hand = s.hand(seat).toSeq();
    Seq<Card> table = s.table().map(TablePlay::card);
    Card h = hand.get(random.nextInt(hand.size()));
    Seq<Card> elsewhere = deck.cards().filter(c -> !table.contains(c) && !c.equals(h));
    out.add(new CapturePlay(seat, h, Array.of(elsewhere.get(random.nextInt(elsewhere.size())))));
    out.add(new CapturePlay(seat, h, Array.of(h)));
    out.add(new CapturePlay(seat, h, Array.empty()));
    out.add(new PlayCard(seat, h));
    Seq<Card> figures = table.filter(BruteCaptures::isFigure);
    Seq<Card> numerals = table.filter(c -> !isFigure(c));
    if (!figures.isEmpty() && !numerals.isEmpty()) {
      out.add(new CapturePlay(seat, h, Array.of(figures.head(), numerals.head())));
      out.add(new CapturePlay(seat, h, Array.of(numerals.last(), figures.last())));
    }
    if (!figures.isEmpty()) {
      out.add(new CapturePlay(seat, h, figures.take(1)));
    }
    if (table.size() >= 2) {
      Seq<Card> part = table.filter(t -> random.nextBoolean());
      out.add(new CapturePlay(seat, h, part.isEmpty() ? table.take(2) : part));
      out.add(new CapturePlay(seat, h, Array.of(table.head(), table.head())));
    }
    Seq<Action> legal = game().legalActions(s);
    CapturePlay other = (CapturePlay) legal.get(random.nextInt(legal.size()));
    if (!other.capture().isEmpty()) {
      out.add(new CapturePlay(seat, h, other.capture()));
      Seq<Card> more = table.removeAll(other.capture());
      if (!more.isEmpty()) {
        out.add(new CapturePlay(seat, other.card(), other.capture().append(more.head())));
      }
      out.add(new CapturePlay(seat, other.card(), other.capture().tail()));
      out.add(new CapturePlay(seat, other.card(), shuffled(other.capture(), random)));
    }
    out.add(new CapturePlay(seat, h, null));
    out.add(new CapturePlay(seat, h, Array.of((Card) null)));
    out.add(new CapturePlay(seat, null, Array.empty()));
    Card foreign = foreignCard(deck);
    out.add(new CapturePlay(seat, h, table.append(foreign)));
    out.add(new CapturePlay(seat, foreign, Array.empty()));
    out.add(new PlayCard(seat, foreign));
    out.add(new CapturePlay(s.players(), h, Array.empty()));
    out.add(new CapturePlay(-1, h, Array.empty()));
    return out;
  }

  private static Seq<Card> shuffled(Seq<Card> cards, SplittableRandom random) {
    List<Card> out = new ArrayList<>(cards.asJava());
    for (int i = out.size() - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      out.set(j, out.set(i, out.get(j)));
    }
    return Array.ofAll(out);
  }

  /** A card of no Tombolon deck: the 8 of hearts in Rovigo, a second copy in Padova (T-2). */
  private static Card foreignCard(Deck deck) {
    Card eight = Card.of(Rank.EIGHT, Suit.HEARTS, 0);
    return deck.contains(eight) ? Card.of(Rank.EIGHT, Suit.HEARTS, 1) : eight;
  }

  /**
   * The legal action an action stands for: a PlayCard is the lay {@code CapturePlay(seat, card,
   * [])} and a capture is taken in canonical order (tombolon.md §5, T-21); anything else as is.
   */
  @Override
  protected Action canonical(GameState s, Action a) {
    return normalize(s.deck(), a);
  }

  static Action normalize(Deck deck, Action a) {
    if (a instanceof PlayCard) {
      return new CapturePlay(((PlayCard) a).seat(), ((PlayCard) a).card(), Array.empty());
    }
    if (a instanceof CapturePlay) {
      CapturePlay p = (CapturePlay) a;
      Seq<Card> capture = p.capture();
      if (capture == null || capture.contains(null)) {
        return a;
      }
      boolean sorted = true;
      for (int i = 1; i < capture.size() && sorted; i++) {
        sorted = deck.idOf(capture.get(i - 1)) <= deck.idOf(capture.get(i));
      }
      return sorted ? a : new CapturePlay(p.seat(), p.card(), capture.sortBy(deck::idOf));
    }
    return a;
  }

  /**
   * T-19 check 1, T-2, §5: MALFORMED exactly when the action is not a deal or a play, its seat is
   * out of range, a code is missing or not of the deck, or the capture repeats a code.
   */
  @Override
  protected void assertSpaceShape(Action a, boolean malformed) {
    assertEquals(expectedMalformed(a), malformed, () -> "T-19 check 1 (MALFORMED) for " + show(a));
  }

  private boolean expectedMalformed(Action a) {
    if (a instanceof Deal) {
      Seq<Card> order = ((Deal) a).order();
      return order == null
          || order.size() != deck.size()
          || order.exists(c -> !deck.contains(c))
          || order.distinct().size() != order.size();
    }
    if (!(a instanceof PlayCard) && !(a instanceof CapturePlay)) {
      return true;
    }
    int seat = ((SeatAction) a).seat();
    Card card = a instanceof PlayCard ? ((PlayCard) a).card() : ((CapturePlay) a).card();
    if (seat < 0 || seat >= variant().players() || !deck.contains(card)) {
      return true;
    }
    if (a instanceof CapturePlay) {
      Seq<Card> capture = ((CapturePlay) a).capture();
      if (capture == null) {
        return true;
      }
      long seen = 0;
      for (Card c : capture) {
        int id = deck.idOf(c);
        if (id < 0 || (seen & 1L << id) != 0) {
          return true;
        }
        seen |= 1L << id;
      }
    }
    return false;
  }

  /** T-19 check 3: {@code deal} only in phase {@code deal}, {@code play} only in {@code play}. */
  @Override
  protected boolean accepts(Phase phase, Action a) {
    switch (TombolonPhase.of(phase)) {
      case DEAL:
        return a instanceof Deal;
      case PLAY:
        return a instanceof PlayCard || a instanceof CapturePlay;
      default:
        return false;
    }
  }

  /** T-19 checks 4 … 6: NOT_YOUR_TURN, CARD_NOT_IN_HAND, ILLEGAL_CAPTURE. */
  @Override
  protected Rejection.Code expectedCode(GameState s, SeatAction a) {
    if (a.seat() != s.toAct()) {
      return Rejection.Code.NOT_YOUR_TURN;
    }
    Card card = a instanceof PlayCard ? ((PlayCard) a).card() : ((CapturePlay) a).card();
    return s.hand(a.seat()).contains(card)
        ? Tombolon.ILLEGAL_CAPTURE
        : Rejection.Code.CARD_NOT_IN_HAND;
  }

  /**
   * T-20: an ILLEGAL_CAPTURE message starts with the first failing reason, in the order of the
   * table, then a colon and a sentence; "must capture" lists the card's capture sets.
   */
  @Override
  protected void assertRejectionReason(GameState s, Action a, Rejection r) {
    if (r.code() != Tombolon.ILLEGAL_CAPTURE) {
      return;
    }
    CapturePlay p = (CapturePlay) normalize(s.deck(), a);
    Seq<Card> table = s.table().map(TablePlay::card);
    String reason;
    if (p.capture().exists(c -> !table.contains(c))) {
      reason = "not on table";
    } else if (p.capture().isEmpty()) {
      reason = "must capture";
    } else if (isFigure(p.card())) {
      reason = "figure takes only the same figure";
    } else if (p.capture().exists(BruteCaptures::isFigure)) {
      reason = "numeral cannot take a figure";
    } else if (p.capture().size() == 1) {
      reason = "wrong value";
    } else {
      reason = "wrong sum";
    }
    assertTrue(
        r.message().startsWith(reason + ": ") && r.message().length() > reason.length() + 2,
        () -> "T-20: " + show(a) + " should be \"" + reason + ": …\", not " + r.message());
    if (reason.equals("must capture")) {
      for (Action l : game().legalActions(s)) {
        CapturePlay q = (CapturePlay) l;
        if (q.card().equals(p.card())) {
          String set = q.capture().map(Card::code).mkString("+");
          assertTrue(r.message().contains(set), () -> "T-20 must capture lists " + set + ": " + r);
        }
      }
    }
  }

  /** Plays of any seat, card and capture (some null, repeated or of another deck). */
  @Override
  protected Arbitrary<Action> familyActions() {
    Arbitrary<Card> cards = anyCard();
    Arbitrary<Seq<Card>> captures =
        cards.list().ofMaxSize(4).map(l -> (Seq<Card>) Array.ofAll(l)).injectNull(0.05);
    return Combinators.combine(anySeat(), cards, captures).as(CapturePlay::new);
  }
}
