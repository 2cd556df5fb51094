package dev.mazzo.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.briscola.BriscolaState;
import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Determinization on fixed matches of every id (design.md; briscola.md B-70, tombolon.md T-33): the
 * example counterpart of the conformance kit's random property, cheap enough for the mutation gate,
 * which runs example tests only. From every seat at every position of one seeded deal, the
 * determinized state shows that seat the same view, keeps every public count, agrees on the legal
 * actions of the seat to act, and is playable; and the hidden cards are really sampled.
 */
class DeterminizeTest {

  @ParameterizedTest(name = "{0}")
  @MethodSource("dev.mazzo.table.VariantIds#all")
  @DisplayName("B-70 T-33: determinize(view) keeps the view, the counts and the legal actions")
  void determinizeKeepsWhatTheSeatKnows(String id) {
    Game<GameState, PlayerView> game = Variants.byId(id).get().game();
    GameState s = game.newMatch(MatchOptions.defaults()).get();
    SplittableRandom random = new SplittableRandom(11);
    int positions = 0;
    int sampled = 0;
    int hand = 0;
    boolean trumpCardZero = false;
    while (!s.isOver()) {
      if (s.toAct() == GameState.CHANCE) {
        if (hand > 0) {
          checkFromEverySeat(game, s, random);
        }
        if (hand++ == 3) {
          break;
        }
        GameState dealt = dealWithTrumpCardZero(game, s);
        trumpCardZero |= dealt != null;
        s = dealt != null ? dealt : game.apply(s, deal(s, 7)).get();
        continue;
      }
      sampled += checkFromEverySeat(game, s, random);
      positions += s.players();
      Seq<Action> legal = game.legalActions(s);
      s = game.apply(s, legal.get(random.nextInt(legal.size()))).get();
    }
    assertTrue(positions > 20, id + ": " + positions + " positions");
    assertNotEquals(0, sampled, "determinize samples the hidden cards");
    assertTrue(
        trumpCardZero
            || id.contains("chiamata")
            || id.startsWith("pitch-")
            || id.startsWith("five-hundred-"),
        "a deal turns up the deck's first card as the trump card or the stock's bottom card");
  }

  /**
   * The ids of the stock games (B-14): a stock and a face-up trump card under it after the deal.
   */
  static Stream<String> stockIds() {
    return VariantIds.all()
        .filter(
            id -> {
              Game<GameState, PlayerView> game = Variants.byId(id).get().game();
              GameState s = game.newMatch(MatchOptions.defaults()).get();
              GameState dealt = game.apply(s, deal(s, 7)).get();
              return !dealt.stock().isEmpty() && dealt.trumpCard().isDefined();
            });
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("stockIds")
  @DisplayName(
      "B-28 B-71: in the state determinized for the seat that drew the trump card, every seat"
          + " still saw it drawn")
  void b28_trumpCardDrawnStaysPublic(String id) {
    Game<GameState, PlayerView> game = Variants.byId(id).get().game();
    GameState s = game.newMatch(MatchOptions.defaults()).get();
    s = game.apply(s, deal(s, 7)).get();
    SplittableRandom random = new SplittableRandom(28);
    Card trumpCard = s.trumpCard().get();
    while (!s.stock().isEmpty()) {
      Seq<Action> legal = game.legalActions(s);
      s = game.apply(s, legal.get(random.nextInt(legal.size()))).get();
    }
    PlayerView spectator = game.publicView(s).get();
    Event.Drew drawn =
        spectator.events().filter(e -> e instanceof Event.Drew).map(e -> (Event.Drew) e).last();
    assertEquals(Option.some(trumpCard), drawn.card(), "everyone sees the trump card drawn");
    for (int seat = 0; seat < s.players(); seat++) {
      GameState d = game.determinize(game.view(s, seat).get(), random).get();
      assertEquals(
          spectator.events(),
          game.publicView(d).get().events(),
          "the events of the state determinized for seat " + seat + ", which drew " + drawn);
      assertEquals(spectator, game.publicView(d).get());
    }
  }

  private static Deal deal(GameState s, long seed) {
    return new Deal(Shuffle.seeded(seed).order(s.deck()));
  }

  /**
   * For the second deal, a seeded deal whose public trump card, or public bottom card of the stock,
   * is the deck's card of id 0 (an edge of the determinizers' "is there such a card" tests), or
   * null.
   */
  private static GameState dealWithTrumpCardZero(Game<GameState, PlayerView> game, GameState s) {
    if (s.handNumber() != 1) {
      return null;
    }
    Card first = s.deck().cards().get(0);
    for (long seed = 0; seed < 2_000; seed++) {
      GameState d = game.apply(s, deal(s, seed)).get();
      if (d.trumpCard().contains(first) || d.stock().lastOption().contains(first)) {
        return d;
      }
      if (d.trumpCard().isEmpty() && d.stock().isEmpty()) {
        return null;
      }
    }
    return null;
  }

  /**
   * Every card of a state where it is: holdings, piles, table and stock (Five Hundred: kitty and
   * discards), sorted by code.
   */
  private static java.util.List<String> placed(GameState s) {
    java.util.List<String> out = new java.util.ArrayList<>();
    for (int p = 0; p < s.players(); p++) {
      s.hand(p).forEach(c -> out.add(c.code()));
      s.captured(p).forEach(c -> out.add(c.code()));
    }
    s.table().forEach(t -> out.add(t.card().code()));
    s.stock().forEach(c -> out.add(c.code()));
    if (s instanceof dev.mazzo.pitch.PitchState pitch) {
      // Pitch's dead discards and burned cards are places too (pitch.md P-16, P-21).
      for (int p = 0; p < s.players(); p++) {
        pitch.discarded(p).forEach(c -> out.add(c.code()));
        pitch.burned(p).forEach(c -> out.add(c.code()));
      }
    }
    if (s instanceof dev.mazzo.fivehundred.FiveHundredState) {
      // Five Hundred's undealt cards are the kitty and the discards, not a stock (F-33).
      dev.mazzo.fivehundred.FiveHundredState f = (dev.mazzo.fivehundred.FiveHundredState) s;
      f.kitty().forEach(c -> out.add(c.code()));
      f.discards().forEach(c -> out.add(c.code()));
    }
    java.util.Collections.sort(out);
    return out;
  }

  /**
   * From every seat: the view of the determinized state is the seat's view; the counts, piles and
   * table are kept; the public bottom card of the stock stays at the bottom (B-14, T-9); a hidden
   * partner is the holder of the called card in the sampled deal (B-52, B-53); and each action of
   * the seat to act has the same public outcome in both states. Returns how many determinized
   * states differ from the real one.
   */
  private static int checkFromEverySeat(
      Game<GameState, PlayerView> game, GameState s, SplittableRandom random) {
    int sampled = 0;
    for (int seat = 0; seat < s.players(); seat++) {
      PlayerView v = game.view(s, seat).get();
      GameState d = game.determinize(v, random).get();
      assertEquals(v, game.view(d, seat).get(), "the view of the determinized state");
      assertEquals(game.publicView(s).get(), game.publicView(d).get(), "the public view");
      assertEquals(s.hand(seat), d.hand(seat));
      assertEquals(placed(s), placed(d), "every card of the deal in one place");
      for (Event e : d.lastEvents()) {
        if (e instanceof Event.Drew) {
          Event.Drew drew = (Event.Drew) e;
          // Pitch throws a drawn non-trump away at once (pitch.md P-17): it is a dead discard.
          assertTrue(
              d.hand(drew.seat()).contains(drew.card().get())
                  || d instanceof dev.mazzo.pitch.PitchState pitch
                      && pitch.discarded(drew.seat()).contains(drew.card().get()),
              () -> "B-27, P-17: a card drawn is in the drawer's holding: " + drew);
        }
      }
      assertEquals(s.history(), d.history(), "the public history");
      if (s.variantId().startsWith("sueca")) {
        assertFollowedSuit(s, d);
      }
      assertEquals(s.phase(), d.phase());
      assertEquals(s.toAct(), d.toAct());
      assertEquals(s.table(), d.table());
      assertEquals(s.score(), d.score());
      assertEquals(s.results(), d.results());
      assertEquals(s.stock().size(), d.stock().size());
      if (!s.variantId().startsWith("pitch-")) {
        // Pitch turns up no card: its stock and blind are hidden to the last card (pitch.md P-38).
        assertEquals(s.stock().lastOption(), d.stock().lastOption(), "the stock's bottom card");
      }
      for (int p = 0; p < s.players(); p++) {
        assertEquals(s.hand(p).size(), d.hand(p).size(), "hand size of seat " + p);
        assertEquals(s.captured(p), d.captured(p), "pile of seat " + p);
      }
      if (d instanceof BriscolaState) {
        checkPartner((BriscolaState) s, (BriscolaState) d);
      }
      Seq<Action> legal = game.legalActions(d);
      if (seat == s.toAct()) {
        assertEquals(game.legalActions(s), legal);
        for (Action a : legal) {
          if (s.variantId().startsWith("pitch-")
              && (a.type().equals("trump") || a.type().equals("remainder"))) {
            // Naming trumps or taking the remainder draws hidden cards: how many are thrown away
            // depends on them (pitch.md P-16 … P-18), so the public outcome may differ.
            continue;
          }
          assertEquals(
              game.publicView(game.apply(s, a).get()).get(),
              game.publicView(game.apply(d, a).get()).get(),
              () -> "the public outcome of " + a);
        }
      } else {
        for (Action a : legal) {
          assertTrue(game.apply(d, a).isRight(), () -> "a determinized state is playable: " + a);
        }
      }
      int holders = 0;
      boolean sameHands = true;
      for (int p = 0; p < s.players(); p++) {
        holders += p != seat && !s.hand(p).isEmpty() ? 1 : 0;
        sameHands &= s.hand(p).equals(d.hand(p));
      }
      // In chiamata play nothing is kept that the view does not show (a stock game keeps the id of
      // a trump card already drawn, Sueca one already played, and a finished hand its auction).
      if (holders <= 1 && s.variantId().contains("chiamata") && s.phase() != Phase.DEAL) {
        assertEquals(s, d, "nothing is hidden from seat " + seat + ": the real state");
      }
      if (!sameHands) {
        assertNotEquals(s, d, "other holdings, another state");
        sampled++;
      }
    }
    return sampled;
  }

  /**
   * B-23: a seat that did not follow the led suit of a trick of the hand, or of the trick on the
   * table, holds no card of it in the sample.
   */
  private static void assertFollowedSuit(GameState s, GameState d) {
    java.util.List<Seq<dev.mazzo.game.TablePlay>> tricks = new java.util.ArrayList<>();
    s.history().forEach(r -> tricks.add(r.plays()));
    tricks.add(s.table());
    for (Seq<dev.mazzo.game.TablePlay> trick : tricks) {
      if (trick.isEmpty()) {
        continue;
      }
      dev.mazzo.card.Suit led = trick.head().card().suit().get();
      for (dev.mazzo.game.TablePlay t : trick.tail()) {
        if (!t.card().suit().contains(led)) {
          assertTrue(
              d.hand(t.seat()).ofSuit(led).isEmpty(),
              () -> "B-23: seat " + t.seat() + " showed void in " + led + ": " + d.hand(t.seat()));
        }
      }
    }
  }

  /**
   * B-52, B-53: before the called card is played, the partner of the determinized state is its
   * holder there (none when the declarer holds it); after, the partner the view shows.
   */
  private static void checkPartner(BriscolaState s, BriscolaState d) {
    if (d.calledCard().isEmpty()) {
      assertEquals(Option.none(), d.partner());
      return;
    }
    Card called = d.calledCard().get();
    Option<Integer> holder = Option.none();
    boolean held = false;
    for (int p = 0; p < d.players(); p++) {
      if (d.hand(p).contains(called)) {
        held = true;
        if (p != d.declarer().get()) {
          holder = Option.some(p);
        }
      }
    }
    assertEquals(held ? holder : s.partner(), d.partner(), "the partner of the sampled deal");
  }
}
