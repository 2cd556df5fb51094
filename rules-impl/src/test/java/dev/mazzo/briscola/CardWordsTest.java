package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.mazzo.card.Shuffle;
import dev.mazzo.conformance.Playthrough;
import dev.mazzo.game.Action;
import dev.mazzo.game.Phase;
import io.vavr.collection.Seq;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link CardWords}: a state's card array read without the cards on the table (B-21, B-26), whose
 * hash is that of the words it reads, so that equal positions hash alike whether or not a card on
 * the table is still in its holding word.
 */
class CardWordsTest {

  @Test
  @DisplayName(
      "B-21 B-26 the hash of the card words is Arrays.hashCode of the words read without the table, for every state of a hand")
  void hashIsThatOfTheWordsRead() {
    Playthrough p = Playthrough.of("briscola-4p");
    p.deal(Shuffle.seeded(3).order(p.state().deck()));
    SplittableRandom r = new SplittableRandom(3);
    java.util.Set<Integer> hashes = new java.util.HashSet<>();
    int states = 0;
    while (p.state().phase() == Phase.PLAY) {
      BriscolaState s = (BriscolaState) p.state();
      long[] read = new long[s.cards.length];
      for (int k = 0; k < read.length; k++) {
        read[k] = CardWords.word(s.cards, s.trick, k);
      }
      assertEquals(Arrays.hashCode(read), CardWords.hash(s.cards, s.trick), "state " + states);
      hashes.add(CardWords.hash(s.cards, s.trick));
      states++;
      Seq<Action> legal = p.legal();
      p.act(legal.get(r.nextInt(legal.size())));
    }
    assertEquals(40, states);
    // each play moves a card out of a holding word: no two states of the hand read alike
    assertEquals(40, hashes.size());
  }

  @Test
  @DisplayName(
      "B-21 a card on the table is out of the holding it is still stored in: the word read differs from the word stored")
  void theTableIsMaskedOut() {
    Playthrough p = Playthrough.of("briscola-2p");
    p.deal(Shuffle.seeded(5).order(p.state().deck()));
    int seat = p.state().toAct();
    p.act(p.legal().head());
    BriscolaState s = (BriscolaState) p.state();
    long stored = s.cards[2 * seat] | s.cards[2 * seat + 1];
    long read =
        CardWords.word(s.cards, s.trick, 2 * seat) | CardWords.word(s.cards, s.trick, 2 * seat + 1);
    assertNotEquals(stored, read);
    assertEquals(1, Long.bitCount(stored) - Long.bitCount(read));
  }
}
