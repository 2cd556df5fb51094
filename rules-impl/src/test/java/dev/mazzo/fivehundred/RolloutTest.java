package dev.mazzo.fivehundred;

import static dev.mazzo.fivehundred.Setup.act;
import static dev.mazzo.fivehundred.Setup.card;
import static dev.mazzo.fivehundred.Setup.dealt;
import static dev.mazzo.fivehundred.Setup.plays;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Shuffle;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.hint.SearchHint;
import io.vavr.collection.Seq;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The card play of the search's playouts in Five Hundred ({@link Rollout}), position by position.
 */
class RolloutTest {

  private static final Map<String, Object> NONE = Map.of();

  /**
   * Four full hands and the kitty (the 4p deck: hearts and diamonds 4 – A, clubs and spades 5 – A,
   * the joker): seat 1 bids 7 hearts and discards the kitty, so no card is dealt at random.
   */
  private static FiveHundredState hearts() {
    FiveHundredState s =
        dealt(
            "five-hundred-4p",
            NONE,
            "QH 10H 8D 9D 10D JC QC KC AC 5S",
            "JK JH JD AH KH 9S 6S 7S 8S AD",
            "10S QS KS 4H 5H 6H 7H 4D 5D 6D",
            "JS 8H 9H 7D QD KD 7C 8C 9C 10C",
            "AS 5C 6C");
    s = Setup.contract(s, Bid.H7);
    return act(s, Setup.discard(s, "AS 5C 6C"));
  }

  private static void rule(FiveHundredState s, String expected) {
    assertEquals(s.deck().idOf(card(s, expected)), Rollout.card(s), expected);
    Action a = Setup.game(s.variantId()).legalActions(s).get(Rollout.indexOf(s, Rollout.card(s)));
    assertEquals(card(s, expected), PlayWithSuit.cardOf(a), "the index of " + expected);
  }

  @Test
  @DisplayName("F-16: the declarer draws trumps with its master trump while an opponent holds one")
  void theDeclarerDrawsTrumps() {
    rule(hearts(), "JK");
  }

  @Test
  @DisplayName(
      "F-19: a defender takes the trick with its weakest card no opponent still to play beats")
  void theWeakestSafeWinner() {
    FiveHundredState s = plays(hearts(), "9S");
    // 10S would fall to seat 3's JS; seat 0 (its partner, 5S) does not count.
    rule(s, "QS");
  }

  @Test
  @DisplayName("F-19: when an opponent still to play beats every winning card, the lowest card")
  void theLowestWhenEveryWinnerIsBeaten() {
    FiveHundredState s = plays(hearts(), "6S", "QS");
    // Seat 3 must follow with JS (a card of one), then seat 0 to play last.
    rule(s, "JS");
    s = plays(hearts(), "JK");
    // Seat 2 holds trumps only under the joker: the lowest, 4H.
    rule(s, "4H");
  }

  @Test
  @DisplayName("F-19: the side winning with a card no opponent beats plays its lowest card")
  void thePartnerWinsTheLowest() {
    FiveHundredState s = plays(hearts(), "JK", "4H");
    // Seat 3, the declarer's partner: the joker wins, so 8H, not 9H.
    rule(s, "8H");
    // Seat 0 last, its partner not winning, nothing beats the joker: its lowest trump.
    rule(plays(s, "8H"), "10H");
    // Seat 2 last, void in clubs, its partner's AC winning: its lowest card, not a trump over it.
    FiveHundredState c = plays(hearts(), "9S", "10S", "JS", "5S", "8C", "AC", "6S");
    assertEquals(2, c.toAct());
    rule(c, "4D");
  }

  @Test
  @DisplayName(
      "F-16: a seat with no master trump to draw cashes its strongest master, else its lowest")
  void mastersThenTheLowest() {
    // After the joker's trick the declarer (seat 1) leads again: JH is the master trump.
    FiveHundredState s = plays(hearts(), "JK", "4H", "8H", "10H");
    assertEquals(1, s.toAct());
    rule(s, "JH");
    // Seat 3 won the spade and leads 7C: seat 0's clubs all fall to seat 1's trumps, the lowest.
    FiveHundredState d = plays(hearts(), "9S", "10S", "JS", "5S", "7C");
    rule(d, "JC");
    // JC won; seat 0, a defender, leads its master AC (seat 3 holds 8C 9C 10C only).
    d = plays(d, "JC", "6S", "4D");
    assertEquals(0, d.toAct());
    rule(d, "AC");
    // Seat 1 ruffs the ace low: nothing it holds is master after JK and JH, the lowest trump.
    d = plays(d, "AC");
    assertEquals(1, d.toAct());
  }

  @Test
  @DisplayName("F-16: a king is a master when its suit's ace is out, whatever the other suits hold")
  void aKingIsAMasterOnceItsAceIsOut() {
    // AS went to the discards; seat 2 won the spade with QS and cashes KS, though AD and AC
    // (higher cards of other suits) are still in play.
    FiveHundredState s = plays(hearts(), "6S", "QS", "JS", "5S");
    assertEquals(2, s.toAct());
    rule(s, "KS");
  }

  @Test
  @DisplayName("F-16: a seat whose every card some other hand beats in its suit leads its lowest")
  void noMasterLeadsTheLowest() {
    // Seat 3 won the spade: its clubs fall to seat 0's, its diamonds to AD, its trumps to seat 1's.
    FiveHundredState s = plays(hearts(), "9S", "10S", "JS", "5S");
    assertEquals(3, s.toAct());
    rule(s, "7C");
  }

  @Test
  @DisplayName("F-16: masters of one strength in different suits: the lowest card id is cashed")
  void equalMastersTheLowestId() {
    // Seat 1 contracts at 7 hearts with no master trump (seat 0 holds JK JH JD AH ...) and three
    // master aces: AS, AC and AD (JD is a trump, the left bower).
    FiveHundredState s =
        dealt(
            "five-hundred-4p",
            NONE,
            "JK JH JD AH KH QH 10H 9H 8H 7H",
            "AS AC AD 4H 5H 6H 5S 6S 5C 4D",
            "KS QS JS 10S 9S 8S 7S KC QC JC",
            "10C 9C 8C 7C 6C KD QD 10D 9D 8D",
            "7D 6D 5D");
    s = Setup.contract(s, Bid.H7);
    s = act(s, Setup.discard(s, "7D 6D 5D"));
    assertEquals(1, s.toAct());
    rule(s, lowestId(s, "AS", "AC", "AD"));
  }

  @Test
  @DisplayName(
      "F-20: a misère declarer void in the led suit throws its highest card, the lowest id of a tie")
  void misereThrowsTheLowestIdOfATie() {
    FiveHundredState s =
        Setup.misere(
            "QH KH QD KD AD 5C 6C 7C 8C 9C",
            "JK 10C JC QC AC 6S 7S 8S 9S 10S",
            "KS KC 4H 5H 6H 7H 8H 9H 10H 5S",
            "AH JH 4D 5D 6D 7D 8D 9D 10D JD",
            "JS QS AS");
    // Seat 0, the declarer's partner, sits out (F-15); seat 3 wins the heart and leads a diamond.
    s = plays(s, "4H", "AH", "6S", "4D", "7S");
    assertEquals(2, s.toAct());
    rule(s, lowestId(s, "KS", "KC"));
  }

  /** Of these cards, the one with the lowest deck id (the rule's order between equal cards). */
  private static String lowestId(FiveHundredState s, String... codes) {
    String best = codes[0];
    for (String c : codes) {
      best = s.deck().idOf(card(s, c)) < s.deck().idOf(card(s, best)) ? c : best;
    }
    return best;
  }

  /**
   * Seat 1 contracts at 7 hearts and leads a low spade while keeping AS (F-16); seat 0 (8S QS KS)
   * plays last. Every hand is dealt (the kitty JS 6C 5C is discarded).
   */
  private static FiveHundredState spades() {
    FiveHundredState s =
        dealt(
            "five-hundred-4p",
            NONE,
            "8S QS KS 9D 8D 7D 6D 5D 4D 7C",
            "6S AS JK JH JD AH KH QH 10H 9H",
            "7S 9S 8H 7H 6H 5H 4H AD KD QD",
            "10S 5S 10D AC KC QC JC 10C 9C 8C",
            "JS 6C 5C");
    s = Setup.contract(s, Bid.H7);
    return act(s, Setup.discard(s, "JS 6C 5C"));
  }

  @Test
  @DisplayName("F-19: the leader has played: its higher card of the led suit beats nothing now")
  void theLeaderIsNotStillToPlay() {
    // 6S, 7S, 10S: seat 3 (an opponent) wins; seat 0, last, takes it with QS, its weakest winner,
    // though the leader still holds AS (it played its card to this trick).
    FiveHundredState s = plays(spades(), "6S", "7S", "10S");
    assertEquals(0, s.toAct());
    rule(s, "QS");
  }

  @Test
  @DisplayName("F-22: a partner's winning card is not taken over, whatever the partner's seat")
  void thePartnerAtSeatTwoWins() {
    // 6S, 9S, 5S: seat 2, seat 0's partner, wins; seat 0, last, plays its lowest, not QS.
    FiveHundredState s = plays(spades(), "6S", "9S", "5S");
    assertEquals(0, s.toAct());
    rule(s, "8S");
  }

  @Test
  @DisplayName("F-19 F-22: a partner still to play is no threat, whatever its seat")
  void thePartnerStillToPlayAtSeatThree() {
    // Dealer 3: seat 0 contracts at 7 hearts and leads 7D. Seat 1 (5D 9D 10D) takes it with 9D:
    // seat 2's diamonds (4D 6D 8D) are lower, and QD KD are seat 3's, its partner's.
    FiveHundredState s =
        dealt(
            "five-hundred-4p",
            Map.of("dealer", 3),
            "7D JK JH JD AH KH QH 10H 9H 8H",
            "5D 9D 10D",
            "4D 6D 8D",
            "QD KD",
            "AD 5C 6C");
    s = Setup.contract(s, Bid.H7);
    s = plays(act(s, Setup.discard(s, "AD 5C 6C")), "7D");
    assertEquals(1, s.toAct());
    rule(s, "9D");
  }

  @Test
  @DisplayName("F-20: a misère declarer ducks under the winning card, its opponents play low")
  void misere() {
    FiveHundredState s = Setup.misere();
    rule(s, "4H");
    s = plays(s, "4H");
    assertEquals(3, s.toAct());
    rule(s, s.deck().card(lowestHeart(s, 3)).code());
    s = plays(s, "KH", "6H", "9C", "6C");
    // Seat 2 follows clubs (5C 8C 10C QC): its highest club under 9C.
    rule(s, "8C");
  }

  /** The seat's weakest heart at no-trumps (misère's order, F-14). */
  private static int lowestHeart(FiveHundredState s, int seat) {
    dev.mazzo.trick.TrumpContext nt = s.rules.spec.context(-1);
    long hearts = s.handOf(seat) & s.deck().suitMaskLo(Suit.HEARTS.ordinal());
    int best = -1;
    for (long m = hearts; m != 0; m &= m - 1) {
      int id = Long.numberOfTrailingZeros(m);
      best = best < 0 || nt.strengthOf(id) < nt.strengthOf(best) ? id : best;
    }
    return best;
  }

  @Test
  @DisplayName(
      "the rule's index in the play, -1 outside it; another game's state: -1, no overcalls")
  void theGameAsksTheRuleInThePlayOnly() {
    SearchHint game = (SearchHint) Setup.game("five-hundred-4p");
    FiveHundredState s = hearts();
    assertEquals(Rollout.pick(s), game.playoutPlay(s));
    FiveHundredState bid = dealt("five-hundred-4p", NONE);
    assertEquals(Phase.BID, bid.phase());
    assertEquals(-1, game.playoutPlay(bid));
    GameState other =
        dev.mazzo.game.Variants.byId("briscola-2p")
            .get()
            .game()
            .newMatch(MatchOptions.of(NONE))
            .get();
    assertEquals(-1, game.playoutPlay(other));
    assertEquals(0, game.overcalls(other), "nor overcalls");
  }

  @Test
  @DisplayName("F-22: the sides of the rule: teams, the contracting side, a seat alone")
  void sides() {
    Spec four = Setup.game("five-hundred-4p").newMatch(MatchOptions.of(NONE)).get().rules.spec;
    FiveHundredState s = hearts();
    assertEquals(0b1010, Rollout.side(four, s.b, 1));
    assertEquals(0b0101, Rollout.side(four, s.b, 2));
    FiveHundredState three =
        Setup.contract(dealt("five-hundred-3p", NONE, "", "JK JH JD AH KH QH"), Bid.H7);
    Spec spec3 = three.rules.spec;
    int d = three.b.declarer;
    assertEquals(1 << d, Rollout.side(spec3, three.b, d));
    assertEquals(0b111 & ~(1 << d), Rollout.side(spec3, three.b, (d + 1) % 3));
    FiveHundredState open = dealt("five-hundred-3p", NONE);
    assertEquals(1 << 2, Rollout.side(spec3, open.b, 2), "no declarer: a seat alone");
  }

  @Test
  @DisplayName("F-22: in 5p the contracting side is the declarer and the called partner, or alone")
  void fivePlayerSides() {
    FiveHundredState five = dealt("five-hundred-5p", NONE);
    Spec spec = five.rules.spec;
    Draft d = new Draft(five.rules);
    d.declarer = 3;
    d.partner = 0;
    Bargain b = new Bargain(d);
    assertEquals(0b01001, Rollout.side(spec, b, 3), "the declarer with its partner, seat 0");
    assertEquals(0b01001, Rollout.side(spec, b, 0), "the partner with the declarer");
    assertEquals(0b10110, Rollout.side(spec, b, 1), "a defender with the other two");
    d.declarer = 0;
    d.partner = 2;
    Bargain first = new Bargain(d);
    assertEquals(0b00101, Rollout.side(spec, first, 0), "seat 0 declares, seat 2 its partner");
    assertEquals(0b11010, Rollout.side(spec, first, 4), "a defender");
    d.partner = -1;
    Bargain alone = new Bargain(d);
    assertEquals(0b00001, Rollout.side(spec, alone, 0), "the declarer alone");
    assertEquals(0b11110, Rollout.side(spec, alone, 2), "four defenders");
  }

  @Test
  @DisplayName("F-31: the rule's card is the legal play at its index, a no-trump joker lead named")
  void indicesAlongPlayouts() {
    Map<String, Object> allPass = Map.of("allPass", "no-trump-tricks");
    for (String id : new String[] {"five-hundred-3p", "five-hundred-5p", "five-hundred-6p"}) {
      for (long seed = 1; seed <= 4; seed++) {
        SplittableRandom r = new SplittableRandom(seed);
        FiveHundredState s =
            Setup.game(id).newMatch(MatchOptions.of(seed % 2 == 0 ? allPass : NONE)).get();
        int checked = 0;
        for (int step = 0; step < 300 && s.phase() != Phase.MATCH_OVER; step++) {
          if (s.toAct() == GameState.CHANCE) {
            s = act(s, new Deal(Shuffle.using(r).order(s.deck())));
            continue;
          }
          Seq<Action> legal = Setup.game(id).legalActions(s);
          if (s.phase() == Phase.PLAY && legal.size() > 1) {
            int card = Rollout.card(s);
            Action a = legal.get(Rollout.indexOf(s, card));
            assertEquals(card, s.deck().idOf(PlayWithSuit.cardOf(a)), id + " " + a);
            checked++;
          }
          s = act(s, legal.get(r.nextInt(legal.size())));
        }
        assertTrue(checked >= 10, id + ": " + checked + " plays checked");
      }
    }
  }

  @Test
  @DisplayName("F-10: an all-pass hand at no-trumps has no contract: the rule still plays")
  void allPass() {
    FiveHundredState s =
        dealt(
            "five-hundred-4p",
            Map.of("allPass", "no-trump-tricks"),
            "",
            "JK AH AD AC AS 5H 5D 5C 5S 6S");
    for (int i = 0; i < 4; i++) {
      s = act(s, new Pass(s.toAct()));
    }
    assertEquals(Phase.PLAY, s.phase());
    assertTrue(s.contract().isEmpty());
    assertEquals(1, s.toAct());
    // The joker is the master of the no-trump hand (F-18), led with the first suit allowed.
    rule(s, "JK");
  }

  @Test
  @DisplayName("F-18: a no-trump joker lead is the first named lead")
  void jokerLead() {
    FiveHundredState s =
        dealt("five-hundred-4p", NONE, "", "JK AH AD AC AS KH KD KC KS QH", "", "", "");
    s = Setup.contract(s, Bid.NT7);
    s = act(s, Setup.discard(s, "QH KH KD"));
    int joker = s.rules.spec.jokerId;
    assertEquals(joker, Rollout.card(s), "the master: the joker");
    Action a = Setup.game(s.variantId()).legalActions(s).get(Rollout.indexOf(s, joker));
    assertEquals(new PlayWithSuit(1, card(s, "JK"), Suit.HEARTS), a);
    assertEquals(Rollout.indexOf(s, joker), Rollout.pick(s));
  }
}
