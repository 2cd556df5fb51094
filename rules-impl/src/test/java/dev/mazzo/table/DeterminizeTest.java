package dev.mazzo.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
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
 * Determinization on fixed matches of every id (DESIGN.md; briscola.md B-70, tombolon.md T-33): the
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
    Game<GameState> game = Variants.byId(id).get().game();
    GameState s = game.newMatch(MatchOptions.defaults()).get();
    SplittableRandom random = new SplittableRandom(11);
    int positions = 0;
    int sampled = 0;
    int hand = 0;
    while (!s.isOver()) {
      if (s.toAct() == GameState.CHANCE) {
        if (hand++ == 1) {
          break;
        }
        s = game.apply(s, new Deal(Shuffle.seeded(7).order(s.deck()))).get();
        continue;
      }
      for (int seat = 0; seat < s.players(); seat++) {
        PlayerView v = game.view(s, seat).get();
        GameState d = game.determinize(v, random).get();
        assertEquals(v, game.view(d, seat).get(), "the view of the determinized state");
        assertEquals(s.hand(seat), d.hand(seat));
        assertEquals(s.phase(), d.phase());
        assertEquals(s.toAct(), d.toAct());
        assertEquals(s.table(), d.table());
        assertEquals(s.stock().size(), d.stock().size());
        for (int p = 0; p < s.players(); p++) {
          assertEquals(s.hand(p).size(), d.hand(p).size(), "hand size of seat " + p);
          assertEquals(s.captured(p), d.captured(p), "pile of seat " + p);
        }
        Seq<Action> legal = game.legalActions(d);
        if (seat == s.toAct()) {
          assertEquals(game.legalActions(s), legal);
        }
        for (Action a : legal) {
          assertTrue(game.apply(d, a).isRight(), () -> "a determinized state is playable: " + a);
        }
        if (!d.equals(s)) {
          sampled++;
        }
        positions++;
      }
      Seq<Action> legal = game.legalActions(s);
      s = game.apply(s, legal.get(random.nextInt(legal.size()))).get();
    }
    assertTrue(positions > 20, id + ": " + positions + " positions");
    assertNotEquals(0, sampled, "determinize samples the hidden cards");
  }

  /**
   * The ids of the stock games (B-14): a stock and a face-up trump card under it after the deal.
   */
  static Stream<String> stockIds() {
    return VariantIds.all()
        .filter(
            id -> {
              Game<GameState> game = Variants.byId(id).get().game();
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
    Game<GameState> game = Variants.byId(id).get().game();
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
}
