package dev.mazzo.tombolon;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.card.Card;
import dev.mazzo.card.Rank;
import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.Variant;
import io.vavr.collection.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A {@link Spec} built at test time (the catalog's are built once, when the family class loads):
 * the deck, schedule, target, redeal ranks, settebello, last-play Colore and options of T-1, T-2,
 * T-10, T-17, T-22 and §10, from the town and the number of players; and the family's catalog.
 */
class SpecTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "tombolon-rovigo-2p, 2, false, 40, 4-4-4-6, 31, 7D, true, 7 J Q K, dealer target",
    "tombolon-rovigo-4p, 4, false, 40, 4-5, 31, 7D, true, 7 J Q K, dealer target",
    "tombolon-padova-2p, 2, true, 52, 4-4-4-4-4-4, 51, TD, false, T J Q K, dealer target"
        + " padova2pSchedule",
    "tombolon-padova-4p, 4, true, 52, 4-4-4, 51, TD, false, T J Q K, dealer target"
  })
  @DisplayName("T-1 T-2 T-10 T-17 T-22 §10: a spec follows from the town and the players")
  void specOfTownAndPlayers(
      String id,
      int players,
      boolean padova,
      int deckSize,
      String schedule,
      int target,
      String settebello,
      boolean coloreOnLastPlay,
      String redealRanks,
      String options) {
    Spec spec = Spec.of(id, "name", players, padova, "description");
    assertEquals(id, spec.id);
    assertEquals(deckSize, spec.deck.size(), "T-2 deck");
    assertEquals(
        List.of(schedule.split("-")).map(Integer::parseInt),
        List.ofAll(spec.schedule),
        "T-1 schedule");
    assertEquals(target, spec.target, "T-1 target");
    assertEquals(Card.parse(settebello.replace("T", "10")).get(), spec.settebello, "T-22");
    assertEquals(coloreOnLastPlay, spec.coloreOnLastPlay, "T-17");
    assertEquals(
        List.of(redealRanks.split(" ")).map(r -> Rank.parse(r.replace("T", "10")).get()),
        spec.redealRanks.toList(),
        "T-10");
    assertEquals(List.of(options.split(" ")), spec.options.map(OptionSpec::name).toList());
    OptionSpec dealer = spec.options.get(0);
    assertArrayEquals(new int[] {0, players - 1}, new int[] {dealer.min(), dealer.max()});
    assertEquals(target, spec.options.get(1).defaultValue(), "the target option's default");
    assertEquals("description", spec.description);
    // T-3: suits H D C S, ranks A … K in order.
    assertEquals(Card.parse("AH").get(), spec.deck.cards().get(0));
    assertEquals(Card.parse("KS").get(), spec.deck.cards().last());
    assertEquals(
        Card.parse(padova ? "8H" : "JH").get(), spec.deck.cards().get(7), "the 8th card of hearts");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "0, tombolon-rovigo-2p",
    "1, tombolon-rovigo-4p",
    "2, tombolon-padova-2p",
    "3," + " tombolon-padova-4p"
  })
  @DisplayName("T-1: the family's catalog lists the four ids in order")
  void catalog(int index, String id) {
    Variant v = new TombolonFamily().variants().get(index);
    assertEquals(id, v.id());
  }
}
