package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.game.Action;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Match;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.MatchRecord;
import dev.mazzo.game.PlayCard;
import io.vavr.collection.Array;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The records of a match share one array of actions (issue 27): each record is a value all the
 * same. An older record never sees a later append, two appends to one record each keep their own
 * action, an undone record appended to leaves the longer one as it was, and the growth past the
 * array's room keeps every action in order.
 */
class MatchRecordLogTest {

  private static final MatchRecord EMPTY =
      MatchRecord.start(MatchRecordTest.GAME, MatchOptions.defaults()).get();

  /** A distinct action for each number (the actions are never applied here). */
  private static Action action(int k) {
    return new PlayCard(k, Card.ofOrdinal(k % Card.universeSize()));
  }

  /** The actions of the numbers, in order. */
  private static Seq<Action> actions(int... ks) {
    Seq<Action> out = Vector.empty();
    for (int k : ks) {
      out = out.append(action(k));
    }
    return out;
  }

  @Test
  @DisplayName("an older record never sees an action appended after it, read before or after")
  void olderRecordsKeepTheirActions() {
    MatchRecord one = EMPTY.append(action(1));
    assertEquals(actions(1), one.actions());
    MatchRecord two = one.append(action(2));
    MatchRecord three = two.append(action(3));
    assertEquals(actions(), EMPTY.actions());
    assertEquals(actions(1), one.actions());
    assertEquals(actions(1, 2), two.actions());
    assertEquals(actions(1, 2, 3), three.actions());
    assertEquals("MatchRecord(briscola-2p", three.toString().substring(0, 23));
    assertTrue(three.toString().endsWith(", 3 actions)"), three.toString());
  }

  @Test
  @DisplayName("size counts a record's actions without its list, after appends and undos")
  void sizeIsTheNumberOfActions() {
    MatchRecord r = EMPTY;
    for (int k = 1; k <= 20; k++) {
      r = r.append(action(k));
      assertEquals(k, r.size());
    }
    assertEquals(0, EMPTY.size());
    assertEquals(17, r.undo(3).size());
    assertEquals(r.actions().size(), r.size());
    assertEquals(0, r.undo(99).size());
  }

  @Test
  @DisplayName("two appends to one record each keep their own action, and grow on their own")
  void branchesKeepTheirOwn() {
    MatchRecord base = EMPTY.append(action(1));
    MatchRecord left = base.append(action(2));
    MatchRecord right = base.append(action(3));
    assertEquals(actions(1, 2), left.actions());
    assertEquals(actions(1, 3), right.actions());
    java.util.List<Integer> l = new ArrayList<>(java.util.List.of(1, 2));
    java.util.List<Integer> r = new ArrayList<>(java.util.List.of(1, 3));
    for (int k = 10; k < 60; k++) {
      left = left.append(action(k));
      right = right.append(action(k + 100));
      l.add(k);
      r.add(k + 100);
    }
    assertEquals(actions(l.stream().mapToInt(Integer::intValue).toArray()), left.actions());
    assertEquals(actions(r.stream().mapToInt(Integer::intValue).toArray()), right.actions());
    assertEquals(actions(1), base.actions());
  }

  @Test
  @DisplayName("an undone record appended to leaves the longer record as it was")
  void undoThenAppend() {
    MatchRecord three = EMPTY.append(action(1)).append(action(2)).append(action(3));
    MatchRecord undone = three.undo(2);
    MatchRecord other = undone.append(action(4));
    assertEquals(actions(1, 2, 3), three.actions());
    assertEquals(actions(1), undone.actions());
    assertEquals(actions(1, 4), other.actions());
    assertEquals(actions(1, 2, 3, 5), three.append(action(5)).actions());
    assertEquals(actions(), three.undo(7).actions());
    assertSame(three, three.undo(0));
  }

  @Test
  @DisplayName("shorter records of one array, appended to, never write over the longer one's")
  void shorterRecordsOfOneArray() {
    MatchRecord two = EMPTY.append(action(1)).append(action(2));
    MatchRecord none = two.undo(2).append(action(9));
    MatchRecord one = two.undo(1).append(action(8));
    MatchRecord longer = two.append(action(3));
    assertEquals(actions(1, 2), two.actions());
    assertEquals(actions(9), none.actions());
    assertEquals(actions(1, 8), one.actions());
    assertEquals(actions(1, 2, 3), longer.actions());
  }

  @Test
  @DisplayName("past the array's room every record keeps its prefix, in order, nulls included")
  void growthKeepsEveryPrefix() {
    java.util.List<MatchRecord> records = new ArrayList<>();
    MatchRecord r = EMPTY;
    records.add(r);
    for (int k = 0; k < 100; k++) {
      r = r.append(k == 40 ? null : action(k));
      records.add(r);
    }
    for (int n = 0; n <= 100; n++) {
      Seq<Action> prefix = records.get(n).actions();
      assertEquals(n, prefix.size());
      for (int k = 0; k < n; k++) {
        assertEquals(k == 40 ? null : action(k), prefix.get(k), "action " + k + " of " + n);
      }
    }
  }

  @Test
  @DisplayName("actions() is one vector per record, equal to the record's of the same parts")
  void actionsAreAValue() {
    MatchRecord r = EMPTY.append(action(1)).append(action(2));
    assertSame(r.actions(), r.actions());
    assertTrue(r.actions() instanceof Vector, r.actions().getClass().getName());
    MatchRecord same =
        MatchRecord.of(r.variantId(), r.options(), r.version(), r.seats(), List.of(action(1)))
            .append(action(2));
    assertEquals(r, same);
    assertEquals(r.hashCode(), same.hashCode());
    assertEquals(r, MatchRecord.of(r.variantId(), r.options(), r.version(), null, actions(1, 2)));
  }

  @Test
  @DisplayName("of() copies the actions given; appends and seats share nothing with them")
  void ofCopiesAndAppends() {
    Seq<Action> given = Array.of(action(1), null, action(3));
    MatchRecord r = MatchRecord.of("briscola-2p", LinkedHashMap.empty(), "0.1.0", null, given);
    MatchRecord longer = r.append(action(4));
    MatchRecord named = r.withSeats(List.of("Ada", "Bo")).append(action(5));
    assertEquals(Array.of(action(1), null, action(3)), given);
    assertEquals(Vector.of(action(1), null, action(3)), r.actions());
    assertEquals(Vector.of(action(1), null, action(3), action(4)), longer.actions());
    assertEquals(Vector.of(action(1), null, action(3), action(5)), named.actions());
    assertEquals(Array.of("Ada", "Bo"), named.seats());
    assertEquals(actions(), MatchRecord.of("briscola-2p", null, null, null, null).actions());
  }

  @Test
  @DisplayName("replay reads the record's own prefix of a shared array")
  void replayReadsItsOwnPrefix() {
    Match<GameState> m = MatchRecordTest.play(MatchRecordTest.GAME, 5, 10);
    MatchRecord full = m.record();
    MatchRecord shorter = full.undo(4);
    // a different branch from the shorter record writes past its end, not into the full one
    MatchRecord branch = shorter.append(action(99));
    assertEquals(m.state(), full.replay(MatchRecordTest.GAME).get());
    assertEquals(m.undo(4).state(), shorter.replay(MatchRecordTest.GAME).get());
    assertEquals(6, branch.replay(MatchRecordTest.GAME).getLeft().index());
    assertEquals(11, full.states(MatchRecordTest.GAME).get().size());
  }

  @Test
  @DisplayName("threads appending to one record at once each get a record of their own action")
  void concurrentAppends() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      for (int round = 0; round < 500; round++) {
        MatchRecord base = EMPTY.append(action(1));
        CountDownLatch go = new CountDownLatch(1);
        Future<MatchRecord> a = pool.submit(() -> append(go, base, 2));
        Future<MatchRecord> b = pool.submit(() -> append(go, base, 3));
        go.countDown();
        assertEquals(actions(1, 2), a.get(10, TimeUnit.SECONDS).actions());
        assertEquals(actions(1, 3), b.get(10, TimeUnit.SECONDS).actions());
        assertEquals(actions(1), base.actions());
      }
    } finally {
      pool.shutdownNow();
    }
  }

  private static MatchRecord append(CountDownLatch go, MatchRecord base, int k)
      throws InterruptedException {
    go.await();
    return base.append(action(k));
  }
}
