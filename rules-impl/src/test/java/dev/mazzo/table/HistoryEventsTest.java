package dev.mazzo.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Round;
import dev.mazzo.game.TablePlay;
import dev.mazzo.game.Variants;
import dev.mazzo.tombolon.TombolonEvent;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The public history of a hand ({@link GameState#history()}, {@link PlayerView#history()}) against
 * an oracle built from the events alone: every card played face up, in order, and every finished
 * trick (or Tombolon turn) with its taker and the cards it took; empty at a deal; the same in every
 * seat's view; and kept through {@link HandLog#of} unchanged.
 */
class HistoryEventsTest {

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "briscola-2p",
        "briscola-4p",
        "sueca-4p",
        "briscola-chiamata-5p",
        "pitch-10-4p",
        "pitch-10-5p",
        "five-hundred-3p",
        "five-hundred-4p",
        "tombolon-rovigo-2p",
        "tombolon-padova-4p"
      })
  @DisplayName("the history is the events' plays and tricks, the same for every seat")
  void historyIsTheEventsPlaysAndTricks(String id) {
    Game<GameState, PlayerView> game = Variants.require(id).game();
    SplittableRandom random = new SplittableRandom(id.hashCode());
    GameState s = game.newMatch(MatchOptions.defaults()).get();
    java.util.List<Round> expected = new ArrayList<>();
    java.util.List<TablePlay> trick = new ArrayList<>();
    int rounds = 0;
    for (int step = 0; step < 1500 && !s.isOver(); step++) {
      Action a;
      if (s.toAct() == GameState.CHANCE) {
        a = new Deal(Shuffle.using(random).order(s.deck()));
      } else {
        Seq<Action> legal = game.legalActions(s);
        boolean bid = legal.head() instanceof Pass && legal.size() > 1 && random.nextBoolean();
        a =
            bid
                ? legal.get(1 + random.nextInt(legal.size() - 1))
                : legal.get(random.nextInt(legal.size()));
      }
      s = game.apply(s, a).get();
      for (Event e : s.lastEvents()) {
        if (e instanceof TombolonEvent.Played p) {
          boolean took = !p.capture().isEmpty();
          expected.add(
              new Round(
                  List.of(new TablePlay(p.seat(), p.card())),
                  took ? Option.some(p.seat()) : Option.none(),
                  took
                      ? CardSet.of(s.deck(), p.capture().append(p.card()).toJavaArray(Card[]::new))
                      : s.deck().none()));
        } else if (e instanceof Event.Played p) {
          // Every other family's play, Five Hundred's joker lead with its named suit included.
          trick.add(new TablePlay(p.seat(), p.card()));
        } else if (e instanceof Event.TrickWon t) {
          expected.add(
              new Round(
                  List.ofAll(trick),
                  Option.some(t.winningSeat()),
                  CardSet.of(s.deck(), t.cards().toJavaArray(Card[]::new))));
          trick.clear();
        }
      }
      if (s.phase() == Phase.DEAL || s.isOver()) {
        // The history starts again with the next deal (the last trick is in the events above).
        assertTrue(s.isOver() || s.history().isEmpty(), () -> id + ": a history at a deal");
        expected.clear();
        trick.clear();
        continue;
      }
      Seq<Round> history = s.history();
      assertEquals(expected.size(), history.size(), () -> id + " rounds");
      for (int i = 0; i < expected.size(); i++) {
        Round want = expected.get(i);
        Round got = history.get(i);
        assertEquals(want.plays(), got.plays(), id + " round " + i + " plays");
        assertEquals(want.taker(), got.taker(), id + " round " + i + " taker");
        assertEquals(want.taken(), got.taken(), id + " round " + i + " taken");
      }
      for (int seat = 0; seat < s.players(); seat++) {
        assertEquals(history, game.view(s, seat).get().history(), id + " seat " + seat);
      }
      assertEquals(history, game.publicView(s).get().history(), id + " spectator");
      assertEquals(history, HandLog.of(history, s.deck()).rounds(s.deck(), s.players()), id);
      // A sample of the hidden cards agrees with what the seat saw, history included, and in
      // Sueca (B-23) a seat that did not follow a led suit is dealt none of it.
      int seat = step % s.players();
      PlayerView view = game.view(s, seat).get();
      GameState sample = game.determinize(view, random).get();
      assertEquals(view, game.view(sample, seat).get(), () -> id + " sample for seat " + seat);
      if (id.startsWith("sueca")) {
        for (Round r : history) {
          Card led = r.plays().head().card();
          for (TablePlay p : r.plays()) {
            if (!p.card().suit().equals(led.suit())) {
              for (Card c : sample.hand(p.seat())) {
                assertTrue(
                    !c.suit().equals(led.suit()),
                    () ->
                        id + ": seat " + p.seat() + " showed no " + led.suit() + " but holds " + c);
              }
            }
          }
        }
      }
      rounds = Math.max(rounds, history.size());
    }
    assertTrue(rounds >= 3, id + ": the walk finished fewer than three rounds in a hand");
  }
}
