package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.card.Suit;
import dev.mazzo.conformance.Playthrough;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.TablePlay;
import dev.mazzo.game.Variants;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link BriscolaView#winningPlay} and {@link BriscolaView#beats}, the trick rule (B-24, B-25) that
 * views offer to bots and UIs: the winning play agrees with B-24 written out plainly, and {@code
 * beats} agrees with what the engine does when the card is played.
 */
class WinningPlayTest {

  static Stream<String> briscolaIds() {
    return Variants.all()
        .map(v -> v.id())
        .filter(id -> !id.startsWith("tombolon-") && !id.startsWith("five-hundred-"))
        .toJavaStream();
  }

  /** B-24 and B-25 as the chapter words them, card after card: the plain oracle. */
  private static int winnerByB24(Seq<TablePlay> table, Option<Suit> trump, Scheme scheme) {
    int best = 0;
    for (int i = 1; i < table.size(); i++) {
      Card c = table.get(i).card();
      Card w = table.get(best).card();
      boolean cTrump = trump.isDefined() && c.suit().contains(trump.get());
      boolean wTrump = trump.isDefined() && w.suit().contains(trump.get());
      if (cTrump && !wTrump) {
        best = i;
      } else if (c.suit().equals(w.suit())
          && scheme.strength(c.rank()) > scheme.strength(w.rank())) {
        best = i;
      }
    }
    return best;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("briscolaIds")
  @DisplayName(
      "B-24 B-25: the view's winning play is the chapter's, and a card beats it exactly when playing it makes its seat the trick's winner so far or the trick's taker")
  void b24_winningPlayAndBeatsAgreeWithTheEngine(String id) {
    int checked = 0;
    for (long seed = 1; seed <= 6; seed++) {
      Playthrough p = dealt(id, seed);
      SplittableRandom random = new SplittableRandom(seed);
      while (p.state().phase() != Phase.DEAL && p.state().phase() != Phase.MATCH_OVER) {
        GameState s = p.state();
        Seq<Action> legal = p.legal();
        if (s.phase() == Phase.PLAY) {
          int seat = s.toAct();
          BriscolaView v = (BriscolaView) p.view(seat);
          Option<TablePlay> winning = v.winningPlay();
          assertEquals(s.table().isEmpty(), winning.isEmpty(), "none exactly on an empty table");
          if (winning.isDefined()) {
            assertEquals(
                s.table()
                    .get(
                        winnerByB24(
                            v.table(), v.trump().flatMap(dev.mazzo.card.Trump::suit), v.scheme())),
                winning.get());
            assertEquals(winning, ((BriscolaView) p.publicView()).winningPlay(), "public");
            for (Action a : legal) {
              Card c = ((PlayCard) a).card();
              boolean beats = v.beats(c, winning.get().card());
              GameState after = p.game().apply(s, a).get();
              int takerAfter = after.table().isEmpty() ? trickWinner(after) : winnerSeat(p, after);
              assertEquals(
                  beats ? seat : winning.get().seat(), takerAfter, () -> c + " after " + v.table());
              checked++;
            }
          }
        }
        p.act(legal.get(random.nextInt(legal.size())));
      }
    }
    assertTrue(checked > 100, "enough plays checked: " + checked);
  }

  /** A match of {@code id} after the seeded deal of {@code seed}. */
  private static Playthrough dealt(String id, long seed) {
    Playthrough p = Playthrough.of(id);
    return p.deal(Shuffle.seeded(seed).order(p.state().deck()));
  }

  private static int trickWinner(GameState after) {
    for (Event e : after.lastEvents()) {
      if (e instanceof Event.TrickWon) {
        return ((Event.TrickWon) e).winningSeat();
      }
    }
    throw new AssertionError("a cleared table without a trick won: " + after.lastEvents());
  }

  private static int winnerSeat(Playthrough p, GameState after) {
    BriscolaView v = (BriscolaView) p.game().publicView(after).get();
    return v.winningPlay().get().seat();
  }

  @Test
  @DisplayName(
      "B-24 beats: a trump over any other suit, a stronger card of the same suit, nothing else")
  void b24_beats() {
    Playthrough p = Playthrough.of("briscola-2p");
    // Seat 1 holds AS first, seat 0 holds 2H; the trump card KH makes hearts trump.
    p.deal(Orders.placing(p.state().deck(), 0, "AS", 1, "2H", 6, "KH"));
    BriscolaView v = (BriscolaView) p.view(p.state().toAct());
    assertEquals(Option.some(Suit.HEARTS), v.trump().flatMap(dev.mazzo.card.Trump::suit));
    assertTrue(
        v.beats(p.card("2H"), p.card("AS")), "the lowest trump takes the ace of another suit");
    assertFalse(v.beats(p.card("AS"), p.card("2H")), "no card of another suit takes a trump");
    assertTrue(v.beats(p.card("3S"), p.card("KS")), "B-10: 3 over K in the Italian order");
    assertFalse(v.beats(p.card("KS"), p.card("3S")));
    assertFalse(v.beats(p.card("AC"), p.card("2S")), "a third suit never takes the trick");
    assertFalse(v.beats(p.card("AS"), p.card("AS")), "B-25: a card does not beat itself");
  }

  @Test
  @DisplayName("B-25 two decks: the second of two identical cards does not take the first")
  void b25_identicalCards() {
    Playthrough p = dealt("bisca-8p", 1);
    BriscolaView v = (BriscolaView) p.view(0);
    assertFalse(v.beats(p.card("AS#2"), p.card("AS")));
    assertFalse(v.beats(p.card("AS"), p.card("AS#2")));
  }

  @Test
  @DisplayName("beats is false, never an exception, for a null card or a card of another deck")
  void beatsForeignCards() {
    Playthrough p = dealt("briscola-2p", 3);
    BriscolaView v = (BriscolaView) p.view(0);
    Card ace = p.card("AS");
    Card copy = p.card("AS#2");
    Card eight = p.card("8S");
    Card joker = p.card("JK1");
    assertFalse(v.beats(null, ace));
    assertFalse(v.beats(ace, null));
    assertFalse(v.beats(copy, p.card("2S")), "AS#2 is not a card of briscola-2p");
    assertFalse(v.beats(eight, p.card("2S")), "briscola-2p has no eights");
    assertFalse(v.beats(p.card("2S"), joker), "nor jokers");
    assertTrue(v.winningPlay().isEmpty(), "nothing on the table before the first play");
  }
}
