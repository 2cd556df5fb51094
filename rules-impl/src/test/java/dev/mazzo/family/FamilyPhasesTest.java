package dev.mazzo.family;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.briscola.Briscola;
import dev.mazzo.briscola.BriscolaPhase;
import dev.mazzo.fivehundred.FiveHundred;
import dev.mazzo.fivehundred.FiveHundredPhase;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection.Code;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import dev.mazzo.pitch.Pitch;
import dev.mazzo.pitch.PitchPhase;
import dev.mazzo.table.Replay;
import dev.mazzo.tombolon.Tombolon;
import dev.mazzo.tombolon.TombolonPhase;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Each family's phase enum maps 1:1 to the open {@link Phase} values of its chapter (B-65, P-37,
 * F-33, T-32), and the families' own phases and codes keep their wire names.
 */
class FamilyPhasesTest {

  @Test
  @DisplayName("every member maps to its phase and back; the members are the chapter's phases")
  void membersMapBothWays() {
    assertMapping(
        BriscolaPhase.values(),
        BriscolaPhase::phase,
        BriscolaPhase::of,
        List.of("deal", "bid", "call", "play", "match-over"));
    assertMapping(
        PitchPhase.values(),
        PitchPhase::phase,
        PitchPhase::of,
        List.of("deal", "bid", "trump", "remainder", "burn", "play", "match-over"));
    assertMapping(
        FiveHundredPhase.values(),
        FiveHundredPhase::phase,
        FiveHundredPhase::of,
        List.of("deal", "bid", "discard", "call", "play", "match-over"));
    assertMapping(
        TombolonPhase.values(),
        TombolonPhase::phase,
        TombolonPhase::of,
        List.of("deal", "play", "match-over"));
  }

  @Test
  @DisplayName("a phase that is not the family's is a programmer error: IllegalArgumentException")
  void foreignPhase() {
    assertThrows(IllegalArgumentException.class, () -> TombolonPhase.of(Phase.BID));
    assertThrows(IllegalArgumentException.class, () -> BriscolaPhase.of(Pitch.BURN));
    assertThrows(IllegalArgumentException.class, () -> PitchPhase.of(FiveHundred.DISCARD));
    assertThrows(IllegalArgumentException.class, () -> FiveHundredPhase.of(Pitch.TRUMP));
    assertThrows(IllegalArgumentException.class, () -> PitchPhase.of(null));
  }

  @Test
  @DisplayName("two families' 'call' and 'ILLEGAL_CALL' are one interned value each")
  void sharedNamesAreOneValue() {
    assertSame(Briscola.CALL, FiveHundred.CALL);
    assertSame(Briscola.ILLEGAL_CALL, Pitch.ILLEGAL_CALL);
    assertSame(FiveHundred.ILLEGAL_CALL, Code.of("ILLEGAL_CALL"));
    assertEquals("ILLEGAL_JOKER_SUIT", FiveHundred.ILLEGAL_JOKER_SUIT.name());
  }

  @Test
  @DisplayName("every state of every variant's random walks is in a phase of its family's enum")
  void everyStateMaps() {
    Set<String> seen = new LinkedHashSet<>();
    for (Variant v : Variants.all()) {
      Game<GameState, PlayerView> game = v.game();
      Function<Phase, Enum<?>> of = familyOf(v.id());
      for (long seed = 1; seed <= 3; seed++) {
        for (GameState s : Replay.walk(game, MatchOptions.defaults(), seed, 400)) {
          Enum<?> member = of.apply(s.phase());
          assertEquals(
              s.phase().wireName().toUpperCase(java.util.Locale.ROOT).replace('-', '_'),
              member.name());
          seen.add(member.getDeclaringClass().getSimpleName() + "." + member.name());
        }
      }
    }
    for (String reached :
        List.of("BriscolaPhase.CALL", "PitchPhase.BURN", "PitchPhase.REMAINDER")) {
      assertTrue(seen.contains(reached), reached + " not reached: " + seen);
    }
    assertTrue(seen.contains("FiveHundredPhase.DISCARD"), seen.toString());
  }

  private static Function<Phase, Enum<?>> familyOf(String id) {
    if (Pitch.ids().contains(id)) {
      return PitchPhase::of;
    }
    if (FiveHundred.ids().contains(id)) {
      return FiveHundredPhase::of;
    }
    assertTrue(Tombolon.ids().contains(id) || Briscola.ids().contains(id), id);
    return Tombolon.ids().contains(id) ? TombolonPhase::of : BriscolaPhase::of;
  }

  private static <E extends Enum<E>> void assertMapping(
      E[] members, Function<E, Phase> phase, Function<Phase, E> of, List<String> chapter) {
    assertEquals(chapter.size(), members.length);
    for (E m : members) {
      Phase p = phase.apply(m);
      assertSame(m, of.apply(p), m.name());
      assertSame(p, Phase.of(p.wireName()), m.name());
      assertEquals(m.name(), p.wireName().toUpperCase(java.util.Locale.ROOT).replace('-', '_'));
      assertTrue(chapter.contains(p.wireName()), p.wireName());
    }
    for (String wire : chapter) {
      assertEquals(wire, phase.apply(of.apply(Phase.of(wire))).wireName());
    }
  }
}
