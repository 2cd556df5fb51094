package dev.mazzo.tombolon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.SeatAction;
import dev.mazzo.game.TablePlay;
import dev.mazzo.game.Variants;
import dev.mazzo.protocol.Json;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/**
 * The conformance properties of {@code dev.mazzo.conformance.ConformanceKit} (DESIGN.md, Tests),
 * for the Tombolon ids, and the properties specific to Tombolon. A subclass names its id in one
 * line.
 *
 * <p>Why not the kit itself: (1) a HAND_RESULT's points are the deal totals, which have no fixed
 * sum (the kit asserts a deck total, 120 in Briscola); (2) the kit's action space is {@code
 * PlayCard} and it requires an accepted action to be in {@code legalActions}, but Tombolon accepts
 * {@code PlayCard} as the lay {@code CapturePlay(seat, card, [])} and a capture in any order —
 * equal in effect, not in {@code equals}. Here an action is compared to the legal list after {@link
 * #normalize}. Everything else is the kit's, with Tombolon's public fields (stockBottom, piles, all
 * events public) added to the view checks.
 *
 * <p>A random match is a pure function of one seed: the first dealer, every deal order and every
 * choice among the legal actions come from one {@link SplittableRandom}.
 */
abstract class TombolonConformance {

  private final String variantId;
  private final Game<GameState> game;
  private final int deckSize;

  TombolonConformance(String variantId) {
    this.variantId = variantId;
    this.game = Variants.byId(variantId).get().game();
    this.deckSize = Variants.byId(variantId).get().deckSize();
  }

  // ---------------------------------------------------------------- random matches

  /** A random match: its states, and the action that led from each state to the next. */
  static final class Walk {
    final List<GameState> states = new ArrayList<>();
    final List<Action> actions = new ArrayList<>();
    MatchOptions options;
  }

  private int stepBound() {
    return 50 * (deckSize + 1);
  }

  Walk walk(long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Walk w = new Walk();
    int players = Variants.byId(variantId).get().players();
    w.options = MatchOptions.of(Map.of("dealer", (int) Math.floorMod(seed, (long) players)));
    GameState s = game.newMatch(w.options).get();
    w.states.add(s);
    for (int step = 0; step < stepBound() && !s.isOver(); step++) {
      GameState from = s;
      Action a;
      if (s.toAct() == GameState.CHANCE) {
        a = new Deal(Shuffle.using(random).order(s.deck()));
      } else {
        Seq<Action> legal = game.legalActions(s);
        assertFalse(legal.isEmpty(), () -> "no legal action: " + summary(from));
        a = legal.get(random.nextInt(legal.size()));
      }
      Either<Rejection, GameState> next = game.apply(s, a);
      assertTrue(next.isRight(), () -> "a legal action was rejected: " + a + " " + next.getLeft());
      s = next.get();
      w.actions.add(a);
      w.states.add(s);
    }
    return w;
  }

  private String summary(GameState s) {
    return Json.write(Json.summary(game, s));
  }

  /**
   * The legal action an action stands for: a PlayCard is the lay {@code CapturePlay(seat, card,
   * [])} and a capture is taken in canonical order (tombolon.md §5); anything else as is.
   */
  static Action normalize(Deck deck, Action a) {
    if (a instanceof PlayCard) {
      return new CapturePlay(((PlayCard) a).seat(), ((PlayCard) a).card(), Array.empty());
    }
    if (a instanceof CapturePlay) {
      CapturePlay p = (CapturePlay) a;
      if (p.capture() == null || p.capture().contains(null)) {
        return a;
      }
      return new CapturePlay(p.seat(), p.card(), Array.ofAll(p.capture()).sortBy(deck::idOf));
    }
    return a;
  }

  // ---------------------------------------------------------------- the kit's properties

  @Property(tries = 40)
  @Label("T-3 every card is in exactly one place: hands + table + stock + piles; none at a deal")
  void everyCardInExactlyOnePlace(@ForAll long seed) {
    for (GameState s : walk(seed).states) {
      assertCardsConserved(s);
    }
  }

  static void assertCardsConserved(GameState s) {
    Deck deck = s.deck();
    int[] count = new int[deck.size()];
    List<Card> all = new ArrayList<>();
    for (int p = 0; p < s.players(); p++) {
      s.hand(p).forEach(all::add);
      s.captured(p).forEach(all::add);
    }
    s.stock().forEach(all::add);
    s.table().map(TablePlay::card).forEach(all::add);
    for (Card c : all) {
      assertTrue(deck.contains(c), c + " is not of the deck");
      count[deck.idOf(c)]++;
    }
    int expected = s.phase() == Phase.DEAL ? 0 : 1;
    for (int id = 0; id < count.length; id++) {
      assertEquals(expected, count[id], deck.card(id) + " in " + s.phase());
    }
    assertTrue(s.table().forAll(t -> t.seat() == -1), "table cards belong to no seat");
  }

  @Property(tries = 40)
  @Label("T-22 … T-31 every HAND_RESULT adds up; a complete deal awards 6 or 12 mazzo points")
  void handResultsAddUp(@ForAll long seed) {
    Walk w = walk(seed);
    int hands = 0;
    for (GameState s : w.states) {
      for (Event e : s.lastEvents()) {
        if (!(e instanceof Event.HandScored)) {
          continue;
        }
        hands++;
        TombolonHandResult r = (TombolonHandResult) ((Event.HandScored) e).result();
        assertEquals(r, s.results().last());
        assertEquals(hands, s.results().size());
        assertEquals(s.sides(), r.sides());
        assertEquals(r.points(), r.scoreChange(), "T-26 the deal total is added to the score");
        assertEquals(s.isOver() ? s.dealer() : (r.dealer() + 1) % s.players(), s.dealer(), "T-6");
        assertEquals((r.dealer() + 1) % s.players(), r.eldest());
        assertTrue(r.tricks().isEmpty());
        int mazzo = 0;
        int carte = 0;
        int spade = 0;
        for (int side = 0; side < 2; side++) {
          TombolonHandResult.SideScore b = r.bySide().get(side);
          assertEquals(b.total(), r.points().get(side).intValue());
          assertEquals(
              b.scopePoints() + b.colore() + b.napoli() + b.mazzoPoints(), b.total(), "T-26");
          assertEquals(
              b.mazzoPoints() == 12 ? 6 : b.mazzoPoints(),
              b.cartePoints() + b.spadePoints() + b.onori().size());
          mazzo += b.mazzoPoints();
          carte += b.carteCount();
          spade += b.spadeCount();
        }
        if (r.wentOut().isDefined()) {
          assertEquals(r.wentOut(), r.winner());
          assertTrue(r.bySide().forAll(b -> !b.tombolon() && b.mazzoPoints() <= 6));
        } else {
          assertEquals(deckSize, carte, "§8 invariant: the carte counts add up to N");
          assertEquals(
              deckSize == 40 ? 10 : 13, spade, "§8 invariant: the spade counts add up to S");
          assertTrue(
              mazzo == 6 || mazzo == 12, "T-22 T-23: 6, or 12 when one side doubles: " + mazzo);
          if (mazzo == 12) {
            assertTrue(r.bySide().exists(b -> b.mazzoPoints() == 12));
          }
        }
      }
      for (int side = 0; side < 2; side++) {
        int i = side;
        assertEquals(
            s.results().map(x -> x.scoreChange().get(i)).sum().intValue(),
            s.score().get(side).intValue(),
            "the score is the sum of the scoreChanges");
      }
    }
    assertTrue(hands >= 1);
  }

  @Property(tries = 8)
  @Label(
      "T-19 T-21 legal actions are accepted; every other action of the space is rejected, state unchanged")
  void legalAcceptedEverythingElseRejected(@ForAll long seed) {
    Walk w = walk(seed);
    SplittableRandom random = new SplittableRandom(~seed);
    GameState twin = game.newMatch(w.options).get();
    for (int i = 0; i < w.states.size(); i++) {
      GameState s = w.states.get(i);
      assertEquals(twin, s, "a replay gives an equal state");
      Seq<Action> legal = game.legalActions(s);
      Set<Action> legalSet = new HashSet<>(legal.asJava());
      assertEquals(legal.size(), legalSet.size(), "no legal action twice");
      if (s.toAct() < 0) {
        assertTrue(legal.isEmpty(), "legal is [] at chance and at the end");
      }
      for (Action a : legal) {
        assertEquals(s.toAct(), ((SeatAction) a).seat());
      }
      int hash = s.hashCode();
      String before = summary(s);
      for (Action a : actionSpace(s, random)) {
        boolean isLegal =
            legalSet.contains(normalize(s.deck(), a))
                || (a instanceof Deal && s.phase() == Phase.DEAL);
        Either<Rejection, GameState> r = game.apply(s, a);
        if (isLegal) {
          assertTrue(r.isRight(), () -> "legal but rejected: " + a + " " + r.getLeft());
          assertEquals(game.apply(s, normalize(s.deck(), a)).get(), r.get(), "the same effect");
        } else {
          assertTrue(r.isLeft(), () -> "not legal but accepted: " + a + "\n" + before);
          assertNotNull(r.getLeft().code());
          assertFalse(r.getLeft().message().isBlank());
          assertEquals(hash, s.hashCode());
        }
      }
      assertEquals(twin, s);
      assertEquals(before, summary(s));
      if (i < w.actions.size()) {
        twin = game.apply(twin, w.actions.get(i)).get();
      }
    }
  }

  /**
   * The action space near a state: for the seat to act, every card of the deck laid (as PlayCard
   * and as CapturePlay), with each table card, with a random part of the table, and each legal
   * capture reversed; for the other seats a lay of every card; a pass; a deal.
   */
  Seq<Action> actionSpace(GameState s, SplittableRandom random) {
    List<Action> out = new ArrayList<>();
    Seq<Card> table = s.table().map(TablePlay::card);
    for (int seat = 0; seat < s.players(); seat++) {
      for (Card c : s.deck().cards()) {
        out.add(new PlayCard(seat, c));
        if (seat != s.toAct()) {
          continue;
        }
        out.add(new CapturePlay(seat, c, Array.empty()));
        for (Card t : table) {
          out.add(new CapturePlay(seat, c, Array.of(t)));
        }
        if (!table.isEmpty()) {
          out.add(new CapturePlay(seat, c, table.filter(t -> random.nextBoolean())));
          out.add(new CapturePlay(seat, c, table.append(c)));
        }
      }
      out.add(new Pass(seat));
    }
    for (Action a : game.legalActions(s)) {
      CapturePlay p = (CapturePlay) a;
      out.add(new CapturePlay(p.seat(), p.card(), p.capture().reverse()));
    }
    out.add(new Deal(Shuffle.using(random).order(s.deck())));
    return Array.ofAll(out);
  }

  @Provide
  Arbitrary<Action> anyAction() {
    Arbitrary<Integer> seats = Arbitraries.integers().between(-3, 6);
    Arbitrary<Card> cards =
        Arbitraries.integers()
            .between(0, Card.universeSize() - 1)
            .map(Card::ofOrdinal)
            .injectNull(0.05);
    Arbitrary<Seq<Card>> captures =
        cards.list().ofMaxSize(4).map(l -> (Seq<Card>) Array.ofAll(l)).injectNull(0.05);
    Arbitrary<Action> plays = Combinators.combine(seats, cards).as(PlayCard::new);
    Arbitrary<Action> captureds = Combinators.combine(seats, cards, captures).as(CapturePlay::new);
    Arbitrary<Action> passes = seats.map(Pass::new);
    Arbitrary<Action> deals =
        cards.list().ofMaxSize(60).map(l -> (Action) new Deal(Array.ofAll(l)));
    Arbitrary<Action> foreign =
        Arbitraries.of("bid", "call", "play", "deal", "", "PLAY")
            .injectNull(0.2)
            .map(t -> (Action) () -> t);
    Arbitrary<Action> throwing =
        Arbitraries.just(
            () -> {
              throw new IllegalStateException("a broken action");
            });
    return Arbitraries.frequencyOf(
            Tuple.of(4, plays),
            Tuple.of(6, captureds),
            Tuple.of(1, passes),
            Tuple.of(2, deals),
            Tuple.of(1, Arbitraries.just(new Deal(null))),
            Tuple.of(1, foreign),
            Tuple.of(1, throwing))
        .injectNull(0.05);
  }

  @Provide
  Arbitrary<List<Action>> junk() {
    return anyAction().list().ofMaxSize(12);
  }

  @Property(tries = 25)
  @Label("T-19 apply, view and determinize never throw; an accepted action is a legal one")
  void applyNeverThrows(@ForAll long seed, @ForAll("junk") List<Action> junk) {
    Walk w = walk(seed);
    SplittableRandom random = new SplittableRandom(seed);
    for (GameState s : w.states) {
      Set<Action> legal = new HashSet<>(game.legalActions(s).asJava());
      int hash = s.hashCode();
      for (Action a : junk) {
        Either<Rejection, GameState> r;
        try {
          r = game.apply(s, a);
        } catch (RuntimeException e) {
          throw new AssertionError("apply threw for " + a, e);
        }
        if (r.isRight()) {
          assertTrue(
              legal.contains(normalize(s.deck(), a))
                  || (a instanceof Deal && s.phase() == Phase.DEAL),
              () -> "accepted an action that is not legal: " + a);
        } else {
          assertEquals(hash, s.hashCode());
        }
      }
      for (int seat = -2; seat <= s.players() + 1; seat++) {
        Either<Rejection, PlayerView> v = game.view(s, seat);
        assertEquals(seat >= 0 && seat < s.players(), v.isRight());
        if (v.isRight()) {
          assertTrue(game.determinize(v.get(), random).isRight());
        }
      }
      assertTrue(game.determinize(game.publicView(s).get(), random).isLeft());
      assertTrue(game.determinize(game.publicView(s).get(), null).isLeft());
    }
  }

  @Property(tries = 25)
  @Label("the same deals and actions give equal states, hash codes, views and events")
  void sameActionsSameStates(@ForAll long seed) {
    Walk a = walk(seed);
    Walk b = walk(seed);
    assertEquals(a.actions, b.actions);
    GameState replay = game.newMatch(a.options).get();
    for (int i = 0; i < a.states.size(); i++) {
      GameState s = a.states.get(i);
      assertEquals(s, b.states.get(i));
      assertEquals(s, replay);
      assertEquals(s.hashCode(), replay.hashCode());
      assertEquals(s.lastEvents(), replay.lastEvents());
      for (int seat = 0; seat < s.players(); seat++) {
        assertEquals(game.view(s, seat).get(), game.view(replay, seat).get());
      }
      assertEquals(game.publicView(s).get(), game.publicView(replay).get());
      if (i < a.actions.size()) {
        replay = game.apply(replay, a.actions.get(i)).get();
        assertFalse(s.equals(a.states.get(i + 1)), "every action changes the state");
      }
    }
  }

  @Property(tries = 25)
  @Label("T-33 a view holds its own hand, counts of the hidden cards and every public field")
  void viewsHideHiddenCards(@ForAll long seed) {
    for (GameState g : walk(seed).states) {
      TombolonState s = (TombolonState) g;
      Seq<Action> legal = game.legalActions(s);
      for (int seat = -1; seat < s.players(); seat++) {
        TombolonView v =
            (TombolonView) (seat < 0 ? game.publicView(s).get() : game.view(s, seat).get());
        int me = seat < 0 ? GameState.NOBODY : seat;
        assertEquals(me, v.seat());
        assertEquals(seat < 0 ? s.deck().none() : s.hand(seat), v.ownHand());
        for (int p = 0; p < s.players(); p++) {
          assertEquals(s.hand(p).size(), v.handSize(p));
          assertEquals(s.captured(p), v.captured(p), "T-33 piles are public");
        }
        assertEquals(s.stock().size(), v.stockSize());
        assertEquals(s.stockBottom(), v.stockBottom());
        assertEquals(s.table(), v.table());
        assertEquals(s.tableCards(), v.tableCards());
        assertEquals(s.eldest(), v.eldest());
        assertEquals(s.lastTaker(), v.lastTaker());
        assertEquals(s.secured(), v.secured());
        assertEquals(s.phase(), v.phase());
        assertEquals(s.toAct(), v.toAct());
        assertEquals(s.score(), v.score());
        assertEquals(s.results(), v.results());
        assertEquals(s.winner(), v.winner());
        assertEquals(s.lastEvents(), v.events(), "T-34 every event is public");
        assertEquals(me == s.toAct() ? legal : Array.empty(), Array.ofAll(v.legalActions()));
        // the VIEW's JSON names no hidden card (earlier deals' results aside)
        ObjectNode json = Json.view(v);
        json.remove("results");
        String text = Json.write(json);
        CardSet hidden = s.deck().none();
        for (int p = 0; p < s.players(); p++) {
          if (p != me) {
            hidden = hidden.union(s.hand(p));
          }
        }
        for (Card c : s.stock()) {
          if (!s.stockBottom().contains(c)) {
            hidden = hidden.with(c);
          }
        }
        for (Card c : hidden) {
          assertFalse(text.contains("\"" + c.code() + "\""), () -> c + " leaks into " + text);
        }
      }
    }
  }

  @Property(tries = 25)
  @Label("determinize(view) gives a consistent, playable state whose view equals the view")
  void determinizeAgreesWithTheView(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed ^ 0x5DEECE66DL);
    int differs = 0;
    for (GameState s : walk(seed).states) {
      for (int seat = 0; seat < s.players(); seat++) {
        PlayerView v = game.view(s, seat).get();
        GameState d = game.determinize(v, random).get();
        assertEquals(v, game.view(d, seat).get());
        assertEquals(s.hand(seat), d.hand(seat));
        assertEquals(((TombolonState) s).stockBottom(), ((TombolonState) d).stockBottom());
        assertCardsConserved(d);
        Seq<Action> legal = game.legalActions(d);
        if (seat == s.toAct()) {
          assertEquals(game.legalActions(s), legal);
        }
        for (Action a : legal) {
          assertTrue(game.apply(d, a).isRight());
        }
        if (!d.equals(s)) {
          differs++;
        }
      }
    }
    assertTrue(differs > 0, "determinize samples the hidden cards");
  }

  @Property(tries = 40)
  @Label("T-29 T-30 every match ends within a bound of steps, and ends properly")
  void everyMatchEnds(@ForAll long seed) {
    Walk w = walk(seed);
    GameState end = w.states.get(w.states.size() - 1);
    assertTrue(end.isOver(), () -> "not over after " + stepBound() + " steps");
    assertEquals(GameState.NOBODY, end.toAct());
    assertTrue(game.legalActions(end).isEmpty());
    assertEquals(new Event.MatchEnded(end.winner()), end.lastEvents().last());
    assertTrue(end.winner().isDefined(), "T-30 there are no drawn matches");
    for (int i = 0; i + 1 < w.states.size(); i++) {
      assertFalse(w.states.get(i).isOver(), "the match ends once");
    }
  }

  // ---------------------------------------------------------------- Tombolon's own

  @Property(tries = 40)
  @Label("T-30 the winner's score is at or above the target unless it made Tombolon")
  void winnerAtTargetOrTombolon(@ForAll long seed) {
    Walk w = walk(seed);
    TombolonState end = (TombolonState) w.states.get(w.states.size() - 1);
    int winner = end.winner().get();
    TombolonHandResult last = (TombolonHandResult) end.results().last();
    assertTrue(
        end.score().get(winner) >= end.target() || last.bySide().get(winner).tombolon(),
        () -> "winner " + winner + " with " + end.score());
    if (last.wentOut().isEmpty() && !last.bySide().exists(TombolonHandResult.SideScore::tombolon)) {
      int other = 1 - winner;
      assertTrue(
          end.score().get(winner) > end.score().get(other)
              || end.score().get(other) < end.target());
    }
  }

  @Property(tries = 40)
  @Label(
      "T-28 going out never happens on the last play of a deal, nor in a deal begun tied at the target")
  void goingOutNeverOnTheLastPlay(@ForAll long seed) {
    Walk w = walk(seed);
    for (int i = 1; i < w.states.size(); i++) {
      GameState s = w.states.get(i);
      if (s.lastEvents().exists(e -> e instanceof TombolonEvent.WentOut)) {
        int left = s.stock().size();
        for (int p = 0; p < s.players(); p++) {
          left += s.hand(p).size();
        }
        assertTrue(left > 0, "cards were left to play");
        assertFalse(((TombolonState) w.states.get(i - 1)).goingOutOff());
        assertFalse(s.lastEvents().exists(e -> e instanceof TombolonEvent.Sweep));
      }
    }
  }

  @Property(tries = 25)
  @Label(
      "T-12 T-21 along a match: every legal capture is a valid set; their number matches a brute force")
  void legalCapturesMatchBruteForce(@ForAll long seed) {
    for (GameState g : walk(seed).states) {
      if (g.phase() != Phase.PLAY) {
        continue;
      }
      TombolonState s = (TombolonState) g;
      Seq<Card> table = s.tableCards();
      int expected = 0;
      for (Card c : s.hand(s.toAct())) {
        int sets = bruteForce(c, table);
        expected += Math.max(1, sets);
      }
      Seq<Action> legal = game.legalActions(s);
      assertEquals(expected, legal.size());
      for (Action a : legal) {
        CapturePlay p = (CapturePlay) a;
        assertTrue(p.capture().isEmpty() || isCaptureSet(p.card(), p.capture()));
      }
    }
  }

  /** T-12 written out from the ranks, independently of the engine's tables. */
  static boolean isCaptureSet(Card card, Seq<Card> set) {
    if (set.isEmpty()) {
      return false;
    }
    if (isFigure(card)) {
      return set.size() == 1 && set.head().rank() == card.rank();
    }
    if (set.exists(TombolonConformance::isFigure)) {
      return false;
    }
    return set.map(TombolonConformance::value).sum().intValue() == value(card);
  }

  static boolean isFigure(Card c) {
    return c.rank() == Rank.JACK || c.rank() == Rank.QUEEN || c.rank() == Rank.KING;
  }

  static int value(Card c) {
    return c.rank().ordinal() + 1;
  }

  /** The number of subsets of the table that are capture sets of the card. */
  static int bruteForce(Card card, Seq<Card> table) {
    int count = 0;
    for (int bits = 1; bits < 1 << table.size(); bits++) {
      List<Card> set = new ArrayList<>();
      for (int i = 0; i < table.size(); i++) {
        if ((bits & (1 << i)) != 0) {
          set.add(table.get(i));
        }
      }
      if (isCaptureSet(card, Array.ofAll(set))) {
        count++;
      }
    }
    return count;
  }

  @Property(tries = 300)
  @Label(
      "T-12 T-13 T-21 on random tables: the sets are valid, distinct, ordered, and as many as a brute force")
  void captureSetsOnRandomTables(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Rules r = Position.of(variantId).build().rules;
    Seq<Card> shuffled = Shuffle.using(random).order(r.deck);
    int k = random.nextInt(15);
    Seq<Card> table = shuffled.take(k);
    long mask = 0;
    for (Card c : table) {
      mask |= r.maskOf(c);
    }
    for (Card card : shuffled.drop(k).take(6)) {
      int id = r.deck.idOf(card);
      long[] sets = Captures.sets(r, id, mask);
      assertEquals(bruteForce(card, table), sets.length, () -> card + " on " + table);
      assertEquals(sets.length > 0, Captures.hasAny(r, id, mask), "T-13");
      for (int i = 0; i < sets.length; i++) {
        assertTrue((sets[i] & ~mask) == 0);
        assertTrue(isCaptureSet(card, r.cardsOf(sets[i])));
        assertTrue(Captures.isSet(r, id, sets[i]));
        if (i > 0) {
          assertTrue(before(sets[i - 1], sets[i]), "T-21 order");
        }
      }
    }
  }

  /** T-21: smaller first, then lexicographic by ids. */
  static boolean before(long a, long b) {
    if (Long.bitCount(a) != Long.bitCount(b)) {
      return Long.bitCount(a) < Long.bitCount(b);
    }
    while (a != 0 && b != 0) {
      int x = Long.numberOfTrailingZeros(a);
      int y = Long.numberOfTrailingZeros(b);
      if (x != y) {
        return x < y;
      }
      a &= a - 1;
      b &= b - 1;
    }
    return false;
  }

  @Override
  public String toString() {
    return "TombolonConformance(" + variantId + ")";
  }
}
