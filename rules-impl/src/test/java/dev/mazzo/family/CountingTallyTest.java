package dev.mazzo.family;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.lang.reflect.Proxy;
import org.junit.jupiter.api.Test;

/** The counting, merging and reporting every family's tally shares. */
class CountingTallyTest {

  /** Counts the hands and sums their numbers. */
  private static final class Hands extends CountingTally {
    Hands() {
      super(2);
    }

    @Override
    protected void count(HandResult r) {
      counts[0]++;
      counts[1] += r.hand();
    }

    @Override
    public Seq<String> report(Totals totals) {
      return sideTableAnd(totals, "pts", "hands: %d, sum %d", counts[0], counts[1]);
    }
  }

  @Test
  void addCountsEveryHandOfTheMatch() {
    Hands t = new Hands();
    t.add(endOf(result(1), result(2), result(4)));
    assertArrayEquals(new long[] {3, 7}, t.counts);
  }

  @Test
  void mergeAddsTheCountsIndexByIndex() {
    Hands a = new Hands();
    a.add(endOf(result(5)));
    Hands b = new Hands();
    b.add(endOf(result(1), result(2)));
    a.merge(b);
    assertArrayEquals(new long[] {3, 8}, a.counts);
    assertArrayEquals(new long[] {2, 3}, b.counts);
  }

  @Test
  void reportIsTheSideTableThenTheCountsLine() {
    Hands t = new Hands();
    t.add(endOf(result(2)));
    Seq<String> lines = t.report(totals());
    assertEquals(totals().sideTable("pts").append("hands: 1, sum 2"), lines);
  }

  private static GameState endOf(HandResult... results) {
    return (GameState)
        Proxy.newProxyInstance(
            GameState.class.getClassLoader(),
            new Class<?>[] {GameState.class},
            (proxy, method, args) -> {
              if (method.getName().equals("results")) {
                return List.of(results);
              }
              throw new UnsupportedOperationException(method.getName());
            });
  }

  private static HandResult result(int hand) {
    return new HandResult() {
      @Override
      public int hand() {
        return hand;
      }

      @Override
      public Seq<Seq<Integer>> sides() {
        return List.of(List.of(0), List.of(1));
      }

      @Override
      public Seq<Integer> points() {
        return List.of(0, 0);
      }

      @Override
      public Seq<Integer> tricks() {
        return List.of(0, 0);
      }

      @Override
      public Option<Integer> winningSide() {
        return Option.none();
      }

      @Override
      public Seq<Integer> scoreChange() {
        return List.of(0, 0);
      }
    };
  }

  private static Totals totals() {
    return new Totals() {
      @Override
      public int games() {
        return 4;
      }

      @Override
      public Seq<Seq<Integer>> sides() {
        return List.of(List.of(0), List.of(1));
      }

      @Override
      public String bot(int seat) {
        return "greedy";
      }

      @Override
      public long wins(int side) {
        return side + 1;
      }

      @Override
      public long points(int side) {
        return 10;
      }

      @Override
      public long score(int side) {
        return 3;
      }

      @Override
      public long scoredHands() {
        return 2;
      }
    };
  }
}
