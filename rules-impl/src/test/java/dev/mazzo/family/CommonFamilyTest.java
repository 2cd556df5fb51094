package dev.mazzo.family;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Shuffle;
import dev.mazzo.codec.Codec;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The common family (issue 30): what {@link Families#serving} hands out for a variant no registered
 * family owns, its parts tried here on real variants' views (the end-to-end test with a variant
 * registered through {@code VariantProvider} is the examples' {@code ProvidedVariantTest}).
 */
class CommonFamilyTest {

  private static final Variant TWO = Variants.byId("briscola-2p").get();

  /** A state of a variant after its first deal. */
  private static GameState dealt(Variant v, long seed) {
    Game<GameState, PlayerView> g = v.game();
    GameState s = g.newMatch(MatchOptions.defaults()).get();
    return g.apply(s, new Deal(Shuffle.seeded(seed).order(s.deck()))).get();
  }

  private static PlayerView toAct(Variant v, GameState s) {
    return v.game().view(s, s.toAct()).get();
  }

  @Test
  @DisplayName("serving: a registered family for its ids, the common family for any other variant")
  void serving() {
    assertSame(Families.of("pitch-10-4p").get(), Families.serving("pitch-10-4p").get());
    assertSame(Families.of("briscola-2p").get(), Families.serving(TWO));
    assertTrue(Families.serving("no-such-id").isEmpty());
    assertTrue(Families.serving((String) null).isEmpty());
    Family common = new CommonFamily(TWO);
    assertEquals("common", common.name());
    assertEquals(List.of(TWO), common.variants());
    assertSame(Codec.common(), common.codec());
    assertTrue(common.owns("briscola-2p"));
  }

  @Test
  @DisplayName("the common text labels plays by card code and reads numbers, codes and labels")
  void textOfPlays() {
    Text text = new CommonFamily(TWO).text();
    PlayerView view = toAct(TWO, dealt(TWO, 3));
    Seq<Action> choices = text.choices(view);
    assertEquals(view.legalActions(), choices);
    PlayCard second = (PlayCard) choices.get(1);
    assertEquals(second.card().code(), text.label(second, view));
    assertEquals(second, text.parse("2", view, choices).get());
    assertEquals(second, text.parse(second.card().code().toLowerCase(), view, choices).get());
    String why = text.parse("zz", view, choices).getLeft();
    assertTrue(why.startsWith("Type a number from 1 to 3, or one of: "), why);
    assertTrue(why.contains(second.card().code()), why);
    assertTrue(text.parse("4", view, choices).isLeft());
    assertTrue(text.intro(view).contains("card code"), text.intro(view));
    assertTrue(text.help(view).head().startsWith("Type the number of a choice"));
  }

  @Test
  @DisplayName("the common text names other actions by type, numbered when a type repeats")
  void textOfOtherActions() {
    Variant five = Variants.byId("briscola-chiamata-5p").get();
    Text text = new CommonFamily(five).text();
    PlayerView view = toAct(five, dealt(five, 1));
    Seq<Action> choices = text.choices(view);
    Seq<String> labels = choices.map(a -> text.label(a, view));
    assertEquals(labels.distinct().size(), labels.size(), labels.toString());
    int pass = choices.indexWhere(a -> a instanceof Pass);
    assertEquals("pass", labels.get(pass));
    assertEquals(choices.get(pass), text.parse("PASS", view, choices).get());
    int first = pass == 0 ? 1 : 0;
    assertTrue(labels.get(first).matches("[a-z]+ 1"), labels.toString());
    assertTrue(labels.get(first + 1).matches("[a-z]+ 2"), labels.toString());
    assertEquals(choices.get(first + 1), text.parse(labels.get(first + 1), view, choices).get());
  }

  @Test
  @DisplayName("the common narrator draws hand and choices and tells the common events")
  void narrator() {
    GameState s = dealt(TWO, 5);
    PlayerView view = toAct(TWO, s);
    Text text = new CommonFamily(TWO).text();
    Narrator n = text.narrator(new Seating(view.seat(), s.sides()));
    Seq<String> lines = n.draw(view, text.choices(view));
    assertTrue(lines.head().startsWith("Hand 1 | trump card "), lines.toString());
    assertTrue(lines.exists(l -> l.startsWith("Your hand: ")), lines.toString());
    assertTrue(lines.exists(l -> l.startsWith("Your choices:  1) ")), lines.toString());
    PlayCard play = (PlayCard) view.legalActions().head();
    assertEquals(
        List.of("You play " + play.card().code() + "."),
        n.tell(new Event.Played.Plain(view.seat(), play.card()), view));
  }

  @Test
  @DisplayName("the common greedy is the first legal action; a view with none is a bug")
  void greedy() {
    GameState s = dealt(TWO, 7);
    PlayerView view = toAct(TWO, s);
    Strategy greedy = new CommonFamily(TWO).greedy();
    assertEquals(
        view.legalActions().head(), greedy.choose(TWO.game(), view, new SplittableRandom()));
    PlayerView spectator = TWO.game().publicView(s).get();
    assertThrows(
        IllegalArgumentException.class,
        () -> greedy.choose(TWO.game(), spectator, new SplittableRandom()));
  }

  @Test
  @DisplayName("the common tally counts the hands of finished matches and merges batches")
  void tally() {
    Family common = new CommonFamily(TWO);
    Game<GameState, PlayerView> g = TWO.game();
    Tally a = common.tally(g.publicView(g.newMatch(MatchOptions.defaults()).get()).get());
    Tally b = common.tally(g.publicView(g.newMatch(MatchOptions.defaults()).get()).get());
    int hands = 0;
    for (int m = 0; m < 2; m++) {
      GameState s = g.newMatch(MatchOptions.defaults()).get();
      for (int k = 0; !s.isOver() && k < 10_000; k++) {
        s =
            s.toAct() == GameState.CHANCE
                ? g.apply(s, new Deal(Shuffle.seeded(m * 100 + k).order(s.deck()))).get()
                : g.applyLegal(s, g.legalActions(s).head());
      }
      assertTrue(s.isOver());
      hands += s.results().size();
      (m == 0 ? a : b).add(s);
    }
    a.merge(b);
    Seq<String> report = a.report(new OneSide());
    assertTrue(
        report.last().startsWith("hands: " + hands + ", won by a side: "), report.toString());
    assertEquals("points/hand", a.pointsPerHand());
    assertTrue(a.legend().head().contains("first legal action"));
  }

  /** Totals of two matches between seats 0 and 1, as a host would give them. */
  private static final class OneSide implements Totals {
    @Override
    public int games() {
      return 2;
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
      return 1;
    }

    @Override
    public long points(int side) {
      return 60;
    }

    @Override
    public long score(int side) {
      return 1;
    }

    @Override
    public long scoredHands() {
      return 2;
    }
  }
}
