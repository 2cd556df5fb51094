package dev.mazzo.briscola;

import static dev.mazzo.briscola.RandomMatches.act;
import static dev.mazzo.briscola.RandomMatches.game;
import static dev.mazzo.briscola.RandomMatches.holder;
import static dev.mazzo.briscola.RandomMatches.options;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Shuffle;
import dev.mazzo.card.Suit;
import dev.mazzo.conformance.Transcript;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;

/**
 * Sueca over random seeded deals: the trump card is shown while the dealer holds it, and only then
 * (B-16); every legal play follows suit when the seat can (B-23).
 */
class SuecaPropertiesTest {

  /**
   * B-16, B-69, B-70: in Sueca the trump card, order[39], is the dealer's and public in every view
   * while the dealer holds it, and null once played; no other card of another holding is in a view.
   */
  @Property(tries = 30)
  @Label("B-16: the Sueca trump card is shown while the dealer holds it, and only then")
  void suecaTrumpCardShownWhileHeld(@ForAll long seed) {
    Game<GameState, PlayerView> g = game("sueca-4p");
    SplittableRandom r = new SplittableRandom(seed);
    GameState s = g.newMatch(options("sueca-4p", r)).get();
    Seq<Card> order = Shuffle.using(r).order(s.deck());
    s = act(g, s, new Deal(order));
    Card trumpCard = order.last();
    assertEquals(s.dealer(), holder(s, trumpCard), "B-16: order[39] is the dealer's last card");
    while (s.phase() == Phase.PLAY) {
      boolean held = s.hand(s.dealer()).contains(trumpCard);
      for (int seat = -1; seat < 4; seat++) {
        BriscolaView v = (BriscolaView) (seat < 0 ? g.publicView(s).get() : g.view(s, seat).get());
        assertEquals(held ? Option.some(trumpCard) : Option.none(), v.trumpCard());
        assertEquals(
            Option.some(trumpCard.suit().get()),
            v.trump().flatMap(dev.mazzo.card.Trump::suit),
            "the trump suit stays");
        for (int p = 0; p < 4; p++) {
          if (p != seat) {
            assertTrue(s.hand(p).intersect(v.ownHand()).isEmpty());
          }
        }
      }
      Seq<Action> legal = g.legalActions(s);
      s = act(g, s, legal.get(r.nextInt(legal.size())));
    }
  }

  /**
   * B-23: in Sueca the leader may play any card it holds; every other seat may play exactly its
   * cards of the led suit when it holds one, else any card; a card of another suit is then
   * MUST_FOLLOW_SUIT.
   */
  @Property(tries = 40)
  @Label("B-23: in Sueca every legal play follows suit when the seat can")
  void suecaFollowsSuit(@ForAll long seed) {
    Game<GameState, PlayerView> g = game("sueca-4p");
    SplittableRandom r = new SplittableRandom(seed);
    GameState s = g.newMatch(options("sueca-4p", r)).get();
    s = act(g, s, new Deal(Shuffle.using(r).order(s.deck())));
    int followed = 0;
    while (s.phase() == Phase.PLAY) {
      int seat = s.toAct();
      CardSet hand = s.hand(seat);
      CardSet allowed = hand;
      if (!s.table().isEmpty()) {
        Suit led = s.table().head().card().suit().get();
        if (!hand.ofSuit(led).isEmpty()) {
          allowed = hand.ofSuit(led);
          followed++;
        }
      }
      Seq<Action> legal = g.legalActions(s);
      GameState at = s;
      assertEquals(
          allowed.toSeq().map(c -> (Action) new PlayCard(seat, c)),
          legal,
          () ->
              "B-23, B-66: the plays of the led suit, in canonical order\n"
                  + Transcript.summary(g, at));
      for (Card c : hand.minus(allowed)) {
        Either<Rejection, GameState> no = g.apply(s, new PlayCard(seat, c));
        assertEquals(Rejection.Code.MUST_FOLLOW_SUIT, no.getLeft().code());
      }
      s = act(g, s, legal.get(r.nextInt(legal.size())));
    }
    assertTrue(followed > 0, "some seat had to follow suit");
  }
}
