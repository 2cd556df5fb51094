package dev.mazzo.example;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Match;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.MatchRecord;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.RecordRejection;
import dev.mazzo.game.Variants;
import dev.mazzo.protocol.Json;
import io.vavr.collection.Array;
import io.vavr.control.Either;

/**
 * The records chapter's example (docs/records.md): a host plays a short match of briscola-2p
 * through {@link Match}, stores its {@link MatchRecord} as JSON, reads it back, replays it whole,
 * to a prefix and after an undo, and shows seat 1 what it may know. The region {@code records} is
 * the chapter's Java block, kept the same by a test ({@code RecordsDocTest}).
 */
public final class Records {

  private Records() {}

  /**
   * What the example computes, for the test that runs it.
   *
   * @param stored the record's JSON text
   * @param end the state after the whole record read back
   * @param earlier the state two actions before the end
   * @param tenth the state after the first ten actions, or why not
   * @param seat1 seat 1's record
   */
  public record Outcome(
      String stored,
      GameState end,
      GameState earlier,
      Either<RecordRejection, GameState> tenth,
      ObjectNode seat1) {}

  /**
   * Runs the example.
   *
   * @return what it computed
   */
  public static Outcome run() {
    // @start region="records"
    Game<GameState, PlayerView> game = Variants.byId("briscola-2p").get().game();
    Match<GameState> match = Match.start(game, MatchOptions.defaults().with("handsToWin", 1)).get();
    match = match.apply(new Deal(Shuffle.seeded(1).order(match.state().deck()))).get();
    while (!match.state().isOver()) { // each seat plays its first legal card
      match = match.apply(game.legalActions(match.state()).head()).get();
    }
    MatchRecord record = match.record().withSeats(Array.of("Ann", "Bob"));
    String stored = Json.write(Json.record(record, game).get()); // the JSON form below

    MatchRecord read = Json.readRecord(stored).get(); // equal to record
    GameState end = read.replay(game).get(); // equal to match.state()
    GameState earlier = read.undo(2).replay(game).get(); // equal to match.undo(2).state()
    Either<RecordRejection, GameState> tenth = read.replay(game, 10); // the first ten actions
    ObjectNode seat1 = Json.seatRecord(read, game, 1).get(); // what seat 1 may know
    // @end region="records"
    return new Outcome(stored, end, earlier, tenth, seat1);
  }
}
