package dev.mazzo.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.mazzo.card.Card;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variants;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A match under test and the actions that made it. {@link #act} asserts that an action is accepted;
 * {@link #rejects} asserts the rejection code and that the state is unchanged: equal to the state
 * rebuilt from the recorded actions, with the same hash code, summary and legal actions
 * (briscola.md B-67: "A rejected action leaves the state unchanged").
 */
public final class Playthrough {

  private final Game<GameState, PlayerView> game;
  private final MatchOptions options;
  private final List<Action> actions = new ArrayList<>();
  private GameState state;

  private Playthrough(Game<GameState, PlayerView> game, MatchOptions options) {
    this.game = game;
    this.options = options;
    Either<Rejection, GameState> s = game.newMatch(options);
    assertTrue(s.isRight(), () -> "newMatch rejected: " + s.getLeft());
    this.state = s.get();
  }

  /** A new match of a variant with the default options. */
  public static Playthrough of(String variantId) {
    return of(variantId, MatchOptions.defaults());
  }

  /** A new match of a variant with these options. */
  public static Playthrough of(String variantId, MatchOptions options) {
    return new Playthrough(game(variantId), options);
  }

  /** A new match with options given as name, value pairs. */
  public static Playthrough of(String variantId, Object... nameValue) {
    Map<String, Object> m = new HashMap<>();
    for (int i = 0; i < nameValue.length; i += 2) {
      m.put((String) nameValue[i], nameValue[i + 1]);
    }
    return of(variantId, MatchOptions.of(m));
  }

  /** The rules of a registered variant. */
  public static Game<GameState, PlayerView> game(String variantId) {
    return Variants.byId(variantId)
        .getOrElseThrow(() -> new AssertionError("not registered: " + variantId))
        .game();
  }

  /** The rules. */
  public Game<GameState, PlayerView> game() {
    return game;
  }

  /** The current state. */
  public GameState state() {
    return state;
  }

  /** The accepted actions so far. */
  public List<Action> actions() {
    return actions;
  }

  /** The legal actions of the current state. */
  public Seq<Action> legal() {
    return game.legalActions(state);
  }

  /** A seat's view of the current state. */
  public PlayerView view(int seat) {
    return game.view(state, seat).getOrElseThrow(r -> new AssertionError(r.toString()));
  }

  /** The spectator's view of the current state. */
  public PlayerView publicView() {
    return game.publicView(state).getOrElseThrow(r -> new AssertionError(r.toString()));
  }

  /** A card of the match's deck, or any card of the notation (to send one not in the deck). */
  public Card card(String code) {
    return state
        .deck()
        .parse(code)
        .orElse(Card.parse(code))
        .getOrElseThrow(() -> new AssertionError("not a card: " + code));
  }

  /** Applies an action that must be accepted. */
  public Playthrough act(Action a) {
    Either<Rejection, GameState> next = game.apply(state, a);
    if (next.isLeft()) {
      fail(
          "rejected "
              + Transcript.action(a)
              + ": "
              + next.getLeft()
              + "\nstate: "
              + Transcript.summary(game, state));
    }
    actions.add(a);
    state = next.get();
    return this;
  }

  /** Deals this order. */
  public Playthrough deal(Seq<Card> order) {
    return act(new Deal(order));
  }

  /** Deals this order, given as codes. */
  public Playthrough deal(String... codes) {
    return deal(Array.of(codes).map(this::card));
  }

  /** The seat to act plays a card. */
  public Playthrough play(String code) {
    return act(new PlayCard(state.toAct(), card(code)));
  }

  /** A seat plays a card. */
  public Playthrough play(int seat, String code) {
    return act(new PlayCard(seat, card(code)));
  }

  /** Plays several cards, each by the seat to act. */
  public Playthrough plays(String... codes) {
    for (String c : codes) {
      play(c);
    }
    return this;
  }

  /** Plays the first legal action until the predicate holds (or the match ends). */
  public Playthrough playFirstUntil(java.util.function.Predicate<GameState> done) {
    while (!done.test(state) && !legal().isEmpty()) {
      act(legal().head());
    }
    return this;
  }

  /**
   * Asserts that the action is rejected with this code and that the state is unchanged.
   *
   * @return the rejection
   */
  public Rejection rejects(Action a, Rejection.Code code) {
    String before = Transcript.summary(game, state);
    Either<Rejection, GameState> r = game.apply(state, a);
    assertTrue(r.isLeft(), () -> "accepted " + Transcript.action(a) + "; expected " + code);
    Rejection rejection = r.getLeft();
    assertEquals(code, rejection.code(), () -> Transcript.action(a) + ": " + rejection.message());
    assertTrue(
        rejection.message() != null && !rejection.message().isBlank(),
        "a rejection says why in a sentence");
    assertUnchanged(before);
    return rejection;
  }

  /** Asserts that the current state equals the one rebuilt from the actions, and its summary. */
  public void assertUnchanged(String summaryBefore) {
    GameState twin = replay();
    assertEquals(twin, state, "the state equals the one rebuilt from the accepted actions");
    assertEquals(twin.hashCode(), state.hashCode());
    assertEquals(summaryBefore, Transcript.summary(game, state), "the summary is unchanged");
  }

  /** The state rebuilt from a new match and the accepted actions. */
  public GameState replay() {
    GameState s = game.newMatch(options).get();
    for (Action a : actions) {
      s = game.apply(s, a).get();
    }
    return s;
  }

  /** The summary of the current state (protocol.md SUMMARY). */
  public String summary() {
    return Transcript.summary(game, state);
  }
}
