package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Match;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.MatchRecord;
import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.RecordRejection;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variants;
import io.vavr.collection.Array;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** MatchRecord, RecordRejection and Match (docs/records.md), on briscola-2p. */
class MatchRecordTest {

  static final Game<GameState, PlayerView> GAME = Variants.require("briscola-2p").game();

  /** A match of briscola-2p: a seeded deal, then the first legal action, {@code steps} times. */
  static Match<GameState> play(Game<GameState, PlayerView> game, long seed, int steps) {
    Match<GameState> m = Match.start(game, MatchOptions.defaults().with("handsToWin", 1)).get();
    for (int i = 0; i < steps && !m.state().isOver(); i++) {
      GameState s = m.state();
      Action a =
          s.toAct() == GameState.CHANCE
              ? new Deal(Shuffle.seeded(seed + i).order(s.deck()))
              : game.legalActions(s).head();
      m = m.apply(a).get();
    }
    return m;
  }

  @Test
  @DisplayName("start writes out every option of the variant, defaults included, and the version")
  void startWritesEveryOption() {
    MatchRecord r = MatchRecord.start(GAME, MatchOptions.defaults().with("dealer", 1)).get();
    assertEquals("briscola-2p", r.variantId());
    assertEquals(
        GAME.variant().options().map(OptionSpec::name).toList(), r.options().keySet().toList());
    assertEquals(1, r.options().get("dealer").get());
    assertEquals(2, r.options().get("handsToWin").get());
    assertEquals(MatchRecord.MAZZO_VERSION, r.version());
    assertTrue(r.version().matches("\\d+\\.\\d+\\.\\d+.*"), r.version());
    assertTrue(r.seats().isEmpty());
    assertTrue(r.actions().isEmpty());
  }

  @Test
  @DisplayName("start refuses what newMatch refuses, and a missing game, never throwing")
  void startRefuses() {
    MatchOptions bad = MatchOptions.defaults().with("dealer", 7);
    assertEquals(GAME.newMatch(bad).getLeft(), MatchRecord.start(GAME, bad).getLeft());
    assertEquals(
        "There is no game to start a record of",
        MatchRecord.start(null, MatchOptions.defaults()).getLeft().message());
    assertEquals(MatchRecord.start(GAME, MatchOptions.defaults()), MatchRecord.start(GAME, null));
  }

  @Test
  @DisplayName("Match.start takes null options as the defaults, as its Javadoc says; null game no")
  void matchStartWithNulls() {
    Match<GameState> m = Match.start(GAME, null).get();
    assertEquals(GAME.newMatch(MatchOptions.defaults()).get(), m.state());
    assertEquals(MatchRecord.start(GAME, null).get(), m.record());
    assertEquals(Rejection.Code.MALFORMED, GAME.newMatch(null).getLeft().code());
    assertEquals(
        "There is no game to start a record of",
        Match.start(null, MatchOptions.defaults()).getLeft().message());
  }

  @Test
  @DisplayName("replay gives the final state, replay(n) and states() the state after n actions")
  void replayEveryPrefix() {
    Match<GameState> m = play(GAME, 3, 100);
    assertTrue(m.state().isOver());
    MatchRecord r = m.record();
    assertEquals(41, r.actions().size());
    assertEquals(m.state(), r.replay(GAME).get());
    Seq<GameState> states = r.states(GAME).get();
    assertEquals(42, states.size());
    for (int n = 0; n <= r.actions().size(); n++) {
      assertEquals(states.get(n), r.replay(GAME, n).get());
      assertEquals(m.undo(r.actions().size() - n).state(), states.get(n));
    }
    assertEquals(GAME.newMatch(r.matchOptions()).get(), states.head());
  }

  @Test
  @DisplayName("replay(n) with n out of range is a record-level rejection, not an exception")
  void replayOutOfRange() {
    MatchRecord r = play(GAME, 3, 5).record();
    for (int n : new int[] {-1, 6}) {
      RecordRejection x = r.replay(GAME, n).getLeft();
      assertEquals(RecordRejection.RECORD, x.index());
      assertTrue(x.isRecordLevel());
      assertEquals(Rejection.Code.MALFORMED, x.code());
      assertEquals("This record has 5 actions: replay from 0 to 5 of them, not " + n, x.message());
    }
    assertTrue(r.replay(GAME, 0).isRight());
    assertTrue(r.replay(GAME, 5).isRight());
  }

  @Test
  @DisplayName("a game of another variant, no game or options out of range: record-level")
  void recordLevelRejections() {
    MatchRecord r = play(GAME, 3, 5).record();
    RecordRejection other = r.replay(Variants.require("briscola-4p").game()).getLeft();
    assertEquals(-1, other.index());
    assertEquals(
        "This record is of the variant \"briscola-2p\", and the game given is \"briscola-4p\"",
        other.message());
    assertEquals("There is no game to replay the record", r.replay(null).getLeft().message());
    assertEquals("There is no game to replay the record", r.states(null).getLeft().message());
    MatchRecord bad =
        MatchRecord.of("briscola-2p", LinkedHashMap.of("dealer", 9), "x", null, r.actions());
    RecordRejection b = bad.replay(GAME).getLeft();
    assertEquals(GAME.newMatch(MatchOptions.defaults().with("dealer", 9)).getLeft(), b.rejection());
    assertEquals("", b.action());
    assertEquals(b, bad.states(GAME).getLeft());
  }

  @Test
  @DisplayName("an illegal action k gives apply's rejection, named by k, and no state")
  void illegalActionNamed() {
    Match<GameState> m = play(GAME, 3, 3);
    GameState s = m.state();
    int seat = s.toAct();
    dev.mazzo.card.Card notHeld = s.hand(1 - seat).iterator().next();
    PlayCard bad = new PlayCard(seat, notHeld);
    Rejection apply = GAME.apply(s, bad).getLeft();
    MatchRecord r = m.record().append(bad).append(GAME.legalActions(s).head());
    RecordRejection x = r.replay(GAME).getLeft();
    assertEquals(3, x.index());
    assertEquals(apply, x.rejection());
    assertEquals(Rejection.Code.CARD_NOT_IN_HAND, x.code());
    assertEquals("play by seat " + seat, x.action());
    assertEquals("Action 3 (play by seat " + seat + "): " + apply.message(), x.message());
    assertEquals(x, r.states(GAME).getLeft());
    assertEquals(x, r.replay(GAME, 4).getLeft());
    assertTrue(r.replay(GAME, 3).isRight());
  }

  @Test
  @DisplayName("a null action and another library's action are MALFORMED at their index")
  void foreignActions() {
    MatchRecord r = play(GAME, 3, 2).record();
    RecordRejection missing = r.append(null).replay(GAME).getLeft();
    assertEquals(2, missing.index());
    assertEquals("Action 2 (a missing action): The action is missing (null)", missing.message());
    Action fly = () -> "fly";
    RecordRejection f = r.append(fly).replay(GAME).getLeft();
    assertEquals(2, f.index());
    assertEquals("fly", f.action());
    assertEquals(GAME.apply(r.replay(GAME).get(), fly).getLeft(), f.rejection());
    Action unnamed = () -> null;
    assertTrue(r.append(unnamed).replay(GAME).getLeft().action().startsWith("MatchRecordTest"));
    assertEquals(
        "deal", RecordRejection.at(0, new Deal(Array.empty()), Rejection.malformed("x")).action());
  }

  @Test
  @DisplayName("undo(n) drops the last n actions; 0 or less none, more than there are all")
  void undo() {
    MatchRecord r = play(GAME, 3, 6).record();
    assertSame(r, r.undo(0));
    assertSame(r, r.undo(-2));
    assertEquals(r.actions().dropRight(2), r.undo(2).actions());
    assertEquals(r.replay(GAME, 4).get(), r.undo(2).replay(GAME).get());
    assertTrue(r.undo(6).actions().isEmpty());
    assertTrue(r.undo(100).actions().isEmpty());
    assertEquals(r.options(), r.undo(100).options());
  }

  @Test
  @DisplayName("records are equal by value, in all five parts; of() makes null parts empty")
  void equality() {
    MatchRecord r = play(GAME, 3, 3).record().withSeats(Array.of("Ann", "Bob"));
    MatchRecord same =
        MatchRecord.of(r.variantId(), r.options(), r.version(), r.seats(), r.actions().toList());
    assertEquals(r, same);
    assertEquals(r.hashCode(), same.hashCode());
    assertEquals(r, r);
    assertNotEquals(r, null);
    assertNotEquals(r, "a record");
    assertNotEquals(r, MatchRecord.of("x", r.options(), r.version(), r.seats(), r.actions()));
    assertNotEquals(
        r,
        MatchRecord.of(r.variantId(), LinkedHashMap.empty(), r.version(), r.seats(), r.actions()));
    assertNotEquals(r, MatchRecord.of(r.variantId(), r.options(), "9", r.seats(), r.actions()));
    assertNotEquals(r, r.withSeats(Array.of("Ann")));
    assertNotEquals(r, r.undo(1));
    assertEquals(Array.of("Ann", "Bob"), r.seats());
    MatchRecord empty = MatchRecord.of(null, null, null, null, null);
    assertEquals("", empty.variantId());
    assertEquals("", empty.version());
    assertTrue(empty.options().isEmpty() && empty.seats().isEmpty() && empty.actions().isEmpty());
    assertTrue(r.toString().contains("briscola-2p"));
    assertTrue(r.toString().contains("3 actions"));
  }

  @Test
  @DisplayName("Match records only accepted actions; a rejected one changes nothing")
  void matchRecordsAccepted() {
    Match<GameState> m = play(GAME, 5, 2);
    GameState s = m.state();
    PlayCard bad = new PlayCard(1 - s.toAct(), s.hand(1 - s.toAct()).iterator().next());
    Either<Rejection, Match<GameState>> r = m.apply(bad);
    assertEquals(GAME.apply(s, bad).getLeft(), r.getLeft());
    Match<GameState> next = m.apply(GAME.legalActions(s).head()).get();
    assertEquals(3, next.record().actions().size());
    assertEquals(GAME.apply(s, GAME.legalActions(s).head()).get(), next.state());
    assertSame(GAME, next.game());
    assertEquals(s, next.undo(1).state());
    assertEquals(m.record(), next.undo(1).record());
    assertSame(next, next.undo(0));
    assertSame(next, next.undo(-1));
    assertEquals(GAME.newMatch(next.record().matchOptions()).get(), next.undo(99).state());
    assertTrue(next.undo(99).record().actions().isEmpty());
    assertEquals(
        GAME.newMatch(MatchOptions.defaults().with("dealer", 5)).getLeft(),
        Match.start(GAME, MatchOptions.defaults().with("dealer", 5)).getLeft());
  }

  @Test
  @DisplayName("Match.replay resumes a stored match, or says why it cannot")
  void matchReplay() {
    Match<GameState> m = play(GAME, 5, 9);
    Match<GameState> again = Match.replay(GAME, m.record()).get();
    assertEquals(m.state(), again.state());
    assertEquals(m.record(), again.record());
    assertEquals(m.undo(4).state(), again.undo(4).state());
    assertEquals("There is no record to replay", Match.replay(GAME, null).getLeft().message());
    assertEquals(1, Match.replay(GAME, m.record().undo(8).append(null)).getLeft().index());
  }
}
