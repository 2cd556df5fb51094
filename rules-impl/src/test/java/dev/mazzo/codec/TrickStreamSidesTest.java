package dev.mazzo.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.game.HandResult;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The {@code sides} of a HAND_RESULT (and SUMMARY and VIEW) are written from their last text when
 * they equal the last sides written, even as another list (issue 27: each match had its own), and
 * from their own when they differ.
 */
class TrickStreamSidesTest {

  private record Result(Seq<Seq<Integer>> sides) implements HandResult {
    @Override
    public int hand() {
      return 1;
    }

    @Override
    public Seq<Integer> points() {
      return Array.of(60, 60);
    }

    @Override
    public Seq<Integer> tricks() {
      return Array.of(10, 10);
    }

    @Override
    public Option<Integer> winningSide() {
      return Option.none();
    }

    @Override
    public Seq<Integer> scoreChange() {
      return Array.of(0, 0);
    }
  }

  private static String written(Seq<Seq<Integer>> sides) {
    JsonOut out = new JsonOut();
    TrickStream.handResult(out, new Result(sides));
    return out.text();
  }

  private static String expected(String sides) {
    return "{\"hand\":1,\"sides\":"
        + sides
        + ",\"points\":[60,60],\"tricks\":[10,10],\"winner\":null,\"scoreChange\":[0,0]}";
  }

  @Test
  @DisplayName("equal sides of other lists, then other sides, then the first again: each its own")
  void sidesTakenInTurn() {
    Seq<Seq<Integer>> twoA = Array.of(Array.of(0), Array.of(1));
    Seq<Seq<Integer>> twoB = Array.of(Array.of(0), Array.of(1));
    Seq<Seq<Integer>> twoList = List.of(List.of(0), List.of(1));
    Seq<Seq<Integer>> pairs = Array.of(Array.of(0, 2), Array.of(1, 3));
    Seq<Seq<Integer>> three = Array.of(Array.of(0), Array.of(1), Array.of(2));
    for (int round = 0; round < 2; round++) {
      assertEquals(expected("[[0],[1]]"), written(twoA));
      assertEquals(expected("[[0],[1]]"), written(twoB));
      assertEquals(expected("[[0],[1]]"), written(twoList));
      assertEquals(expected("[[0,2],[1,3]]"), written(pairs));
      assertEquals(expected("[[0,2],[1,3]]"), written(pairs));
      assertEquals(expected("[[0],[1],[2]]"), written(three));
      assertEquals(expected("[[0],[1]]"), written(twoB));
      assertEquals(expected("[]"), written(Array.empty()));
      assertEquals(expected("[[0],[1]]"), written(twoA));
    }
  }
}
