package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Shuffle;
import dev.mazzo.codec.JsonOut;
import dev.mazzo.codec.TrickStream;
import dev.mazzo.family.Families;
import dev.mazzo.family.Family;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 30: one event type per idea across families. Every registered family ({@link
 * Families#all()}) plays random matches of each of its variants; every event it emits (in the state
 * and in a seat's view) whose protocol name is that of a common idea of {@link Event.Common} must
 * be an instance of the idea's interface, whatever record the family uses for it.
 */
class CommonEventsTest {

  /** Per family name, the events its variants emitted: a few random matches each. */
  private static final Map<String, List<Event>> SEEN = seen();

  static Stream<Class<?>> ideas() {
    return Stream.of(Event.Common.class.getPermittedSubclasses());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("ideas")
  @DisplayName("every family's event of a common idea is an instance of the idea's interface")
  void everyFamilysEventOfTheIdeaImplementsIt(Class<?> idea) {
    Set<String> names = new LinkedHashSet<>();
    Set<String> families = new LinkedHashSet<>();
    for (Map.Entry<String, List<Event>> f : SEEN.entrySet()) {
      for (Event e : f.getValue()) {
        if (idea.isInstance(e)) {
          names.add(e.name());
          families.add(f.getKey());
        }
      }
    }
    assertFalse(names.isEmpty(), idea.getSimpleName() + ": no family emitted it");
    assertEquals(1, names.size(), idea.getSimpleName() + ": one protocol name, not " + names);
    String name = names.iterator().next();
    for (Map.Entry<String, List<Event>> f : SEEN.entrySet()) {
      for (Event e : f.getValue()) {
        if (e.name().equals(name)) {
          assertTrue(
              idea.isInstance(e),
              f.getKey()
                  + "'s "
                  + e.getClass().getName()
                  + " is a '"
                  + name
                  + "' event but not an "
                  + idea.getName());
        }
      }
    }
  }

  @Test
  @DisplayName("each common idea is a non-sealed interface a family's record may implement")
  void ideasAreInterfaces() {
    assertTrue(Event.Common.class.isSealed());
    ideas()
        .forEach(
            idea -> {
              assertTrue(idea.isInterface(), idea.getName());
              assertFalse(idea.isSealed(), idea.getName());
            });
  }

  @Test
  @DisplayName("the events every family shares are emitted by every family through one type each")
  void everyFamilyDealsPlaysAndScores() {
    for (Map.Entry<String, List<Event>> f : SEEN.entrySet()) {
      for (Class<?> idea : List.of(Event.Dealt.class, Event.Played.class, Event.HandScored.class)) {
        assertTrue(
            f.getValue().stream().anyMatch(idea::isInstance),
            f.getKey() + " emitted no " + idea.getSimpleName());
      }
    }
    Set<String> auctions = new LinkedHashSet<>();
    SEEN.forEach(
        (family, events) -> {
          if (events.stream().anyMatch(Event.BidMade.class::isInstance)) {
            auctions.add(family);
          }
        });
    assertTrue(auctions.size() >= 3, "three families have an auction: " + auctions);
    for (String family : auctions) {
      for (Class<?> idea : List.of(Event.Passed.class, Event.PartnerRevealed.class)) {
        assertTrue(
            SEEN.get(family).stream().anyMatch(idea::isInstance),
            family + " has an auction but emitted no " + idea.getSimpleName());
      }
    }
  }

  @Test
  @DisplayName("a family's richer event of a common idea keeps its own fields on the wire")
  void streamedAndTreeEventsAgree() {
    int richer = 0;
    for (List<Event> events : SEEN.values()) {
      for (Event e : events) {
        JsonOut out = new JsonOut();
        TrickStream.event(out, e, Json::event);
        assertEquals(Json.write(Json.event(e)), out.text(), e.toString());
        if (e instanceof Event.Common && !e.getClass().getSimpleName().equals("Plain")) {
          richer++;
        }
      }
    }
    assertTrue(richer > 0, "some family emitted a richer common event");
  }

  @Test
  @DisplayName("the catalog names each variant's view and hand result class: no instanceof guess")
  void theCatalogNamesViewAndResultTypes() {
    Set<Class<?>> named = new LinkedHashSet<>();
    for (Variant v : Variants.all()) {
      Class<? extends PlayerView> viewType = v.viewType();
      Class<? extends HandResult> resultType = v.handResultType();
      boolean[] scored = {false};
      walk(
          v.game(),
          7,
          s -> {
            for (int seat = -1; seat < s.players(); seat++) {
              PlayerView view =
                  seat < 0 ? v.game().publicView(s).get() : v.game().view(s, seat).get();
              assertTrue(viewType.isInstance(view), v.id() + ": " + view.getClass());
            }
            for (HandResult r : s.results()) {
              assertTrue(resultType.isInstance(r), v.id() + ": " + r.getClass());
              scored[0] = true;
            }
            for (Event e : s.lastEvents()) {
              if (e instanceof Event.HandScored h) {
                assertTrue(resultType.isInstance(h.result()), v.id() + ": " + e);
              }
            }
          });
      assertTrue(scored[0], v.id() + ": a random match scored no hand");
      named.add(viewType);
      named.add(resultType);
    }
    for (Family f : Families.all()) {
      Variant v = f.variants().head();
      assertTrue(
          v.viewType() != PlayerView.class && v.handResultType() != HandResult.class,
          f.name() + " names its own view and result classes");
    }
    assertTrue(named.size() >= 2 * Families.all().size(), named::toString);
  }

  private static Map<String, List<Event>> seen() {
    Map<String, List<Event>> seen = new LinkedHashMap<>();
    for (Family f : Families.all()) {
      List<Event> events = new ArrayList<>();
      for (Variant v : f.variants()) {
        for (long seed = 1; seed <= 2; seed++) {
          Game<GameState, PlayerView> game = v.game();
          walk(
              game,
              seed,
              s -> {
                events.addAll(s.lastEvents().asJava());
                events.addAll(game.view(s, 0).get().events().asJava());
              });
        }
      }
      seen.put(f.name(), events);
    }
    return seen;
  }

  /** A random match of a variant, at most 3,000 actions, each state after an action told. */
  private static void walk(Game<GameState, PlayerView> game, long seed, Consumer<GameState> each) {
    SplittableRandom random = new SplittableRandom(seed);
    GameState s = game.newMatch(MatchOptions.defaults()).get();
    for (int step = 0; step < 3000 && !s.isOver(); step++) {
      Action a;
      if (s.toAct() == GameState.CHANCE) {
        a = new Deal(Shuffle.using(random).order(s.deck()));
      } else {
        io.vavr.collection.Seq<Action> legal = game.legalActions(s);
        // Pass now and then, so that auctions are won and five-handed cards called.
        a =
            legal.head() instanceof Pass && random.nextInt(3) > 0 && legal.size() > 1
                ? legal.get(1 + random.nextInt(legal.size() - 1))
                : legal.get(random.nextInt(legal.size()));
      }
      s = game.apply(s, a).get();
      each.accept(s);
    }
  }
}
