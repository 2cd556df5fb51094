package dev.mazzo.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.game.Event;
import dev.mazzo.game.HandResult;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/** The shared pieces of the families' own JSON shapes. */
class JsonPartsTest {

  @Test
  void putBoolWritesTrueFalseOrNull() {
    ObjectNode o = JsonParts.NODES.objectNode();
    JsonParts.putBool(o, "a", Option.some(true));
    JsonParts.putBool(o, "b", Option.some(false));
    JsonParts.putBool(o, "c", Option.none());
    assertEquals("{\"a\":true,\"b\":false,\"c\":null}", o.toString());
  }

  @Test
  void eventHeadPutsTheEventsNameFirst() {
    ObjectNode o = JsonParts.eventHead(new Event.MatchEnded.Plain(Option.none()));
    o.put("x", 1);
    assertEquals("{\"event\":\"match\",\"x\":1}", o.toString());
  }

  @Test
  void resultHeadWritesHandSidesPointsAndWinnerInOrder() {
    assertEquals(
        "{\"hand\":3,\"sides\":[[0,2],[1,3]],\"points\":[7,2],\"winner\":0}",
        JsonParts.resultHead(result(Option.some(0))).toString());
    assertEquals(
        "{\"hand\":3,\"sides\":[[0,2],[1,3]],\"points\":[7,2],\"winner\":null}",
        JsonParts.resultHead(result(Option.none())).toString());
  }

  private static HandResult result(Option<Integer> winner) {
    return new HandResult() {
      @Override
      public int hand() {
        return 3;
      }

      @Override
      public Seq<Seq<Integer>> sides() {
        return List.of(List.of(0, 2), List.of(1, 3));
      }

      @Override
      public Seq<Integer> points() {
        return List.of(7, 2);
      }

      @Override
      public Seq<Integer> tricks() {
        return List.of(5, 1);
      }

      @Override
      public Option<Integer> winningSide() {
        return winner;
      }

      @Override
      public Seq<Integer> scoreChange() {
        return List.of(1, 0);
      }
    };
  }
}
