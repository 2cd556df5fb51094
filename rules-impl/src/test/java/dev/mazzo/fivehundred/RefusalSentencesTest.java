package dev.mazzo.fivehundred;

import static dev.mazzo.fivehundred.Setup.act;
import static dev.mazzo.fivehundred.Setup.contract;
import static dev.mazzo.fivehundred.Setup.dealt;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.family.Seating;
import dev.mazzo.game.Action;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Rejection.Code;
import io.vavr.collection.Seq;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every refusal of Five Hundred says what was wrong and what would be right (five-hundred.md F-30):
 * the rules' sentences for a bid too low, a misère without a standing 7-level bid and an action of
 * another phase, and the terminal's text, which adds what the seat may do now.
 */
class RefusalSentencesTest {

  private static Rejection rejection(FiveHundredState s, Action a) {
    return Setup.game(s.variantId()).apply(s, a).getLeft();
  }

  private static FiveHundredView view(FiveHundredState s) {
    return Setup.game(s.variantId()).view(s, s.toAct()).get();
  }

  @Test
  @DisplayName("F-8, F-30: BID_TOO_LOW names the lowest bid that ranks above the standing bid")
  void f30BidTooLowNamesTheLowestBid() {
    FiveHundredState s = dealt("five-hundred-4p", Map.of());
    s = act(s, new MakeBid(s.toAct(), Bid.H7));
    Rejection r = rejection(s, new MakeBid(s.toAct(), Bid.S6));
    assertEquals(Code.BID_TOO_LOW, r.code());
    assertEquals(
        "6S does not rank above the standing bid 7H: bid 7NT or higher, or pass", r.message());
    s = act(s, new MakeBid(s.toAct(), Bid.NT10));
    Rejection top = rejection(s, new MakeBid(s.toAct(), Bid.H10));
    assertTrue(top.message().endsWith(": no bid ranks above it, pass"), top.message());
  }

  @Test
  @DisplayName("F-7, F-30: misère over no 7-level bid says what stands and what may be bid")
  void f7MisereSaysWhatStands() {
    FiveHundredState s = dealt("five-hundred-4p", Map.of());
    Rejection none = rejection(s, new MakeBid(s.toAct(), Bid.MIS));
    assertEquals(Code.ILLEGAL_BID, none.code());
    assertEquals(
        "Misère may be bid only over a standing bid of 7 tricks, and no bid stands: bid 6S or"
            + " higher, or pass",
        none.message());
    s = act(s, new MakeBid(s.toAct(), Bid.H6));
    Rejection six = rejection(s, new MakeBid(s.toAct(), Bid.MIS));
    assertTrue(six.message().contains("the standing bid is 6H: bid 6NT or higher"), six.message());
  }

  @Test
  @DisplayName("F-30 check 3: WRONG_PHASE says what the phase asks for, in words, not its name")
  void f30WrongPhaseSaysWhatIsAsked() {
    FiveHundredState s = contract(dealt("five-hundred-4p", Map.of()), Bid.S7);
    assertEquals(FiveHundred.DISCARD, s.phase());
    Rejection early = rejection(s, new Pass(s.toAct()));
    assertEquals(Code.WRONG_PHASE, early.code());
    assertEquals(
        "A pass is not possible now: the contractor is to discard three cards first (F-11)",
        early.message());
    s = act(s, Setup.game(s.variantId()).legalActions(s).head());
    Rejection late = rejection(s, new Pass(s.toAct()));
    assertEquals("A pass is not possible while the cards are played: play a card", late.message());
  }

  @Test
  @DisplayName(
      "F-17, F-30: in the terminal a refused play, or pass typed in the play, names the cards"
          + " that may be played")
  void terminalNamesThePlayableCards() {
    FiveHundredState s = contract(dealt("five-hundred-4p", Map.of()), Bid.S7);
    s = act(s, Setup.game(s.variantId()).legalActions(s).head());
    FiveHundredView v = view(s);
    FiveHundredText text = new FiveHundredText();
    Seq<Action> choices = text.choices(v);
    String playable =
        "You may play "
            + v.legalActions().init().map(a -> text.label(a, v)).mkString(", ")
            + " or "
            + text.label(v.legalActions().last(), v)
            + ".";
    String typedPass = text.parse("pass", v, choices).getLeft();
    assertEquals("\"pass\" is not a play: the cards are being played. " + playable, typedPass);
    String refused = text.rejection(rejection(s, new Pass(s.toAct())), v);
    assertTrue(refused.endsWith(". " + playable), refused);
    assertTrue(text.numbered(v), "the play is a numbered menu");
  }

  @Test
  @DisplayName(
      "F-11, F-31: the discard is typed, not picked from 286 sets; the hand marks the kitty's"
          + " cards and the prompt shows how to type it")
  void f11DiscardIsTypedWithTheKittyMarked() {
    FiveHundredState s = dealt("five-hundred-4p", Map.of(), "", "", "", "", "4H 5H 6H");
    int c = s.toAct();
    FiveHundredText text = new FiveHundredText();
    FiveHundredNarrator narrator = (FiveHundredNarrator) text.narrator(new Seating(c, s.sides()));
    s = contract(s, Bid.S7);
    FiveHundredView v = view(s);
    for (dev.mazzo.game.Event e : v.events()) {
      narrator.tell(e, v);
    }
    assertEquals(286, v.legalActions().size());
    Seq<Action> choices = text.choices(v);
    assertTrue(choices.size() < 10, "not 286 choices: " + choices.size());
    Seq<String> drawn = narrator.draw(v, choices);
    String all = drawn.mkString("\n");
    assertTrue(all.contains(" 4H* 5H* 6H*"), all);
    assertTrue(all.contains("such as discard 4H 5H 6H."), all);
    assertTrue(drawn.size() < 6, all);
    assertEquals(
        new Discard(c, Setup.cards(s, "4H 5H 6H")),
        text.parse("discard 4h 5h 6h", v, choices).get());
    assertTrue(text.parse("1", v, choices).getLeft().startsWith("1 is not a discard"));
  }

  @Test
  @DisplayName(
      "F-11: the intro's and the help's example discard are cards of every Five Hundred deck, so"
          + " typed as shown it reads as a discard (refused, if at all, as cards not held)")
  void f11ExampleDiscardIsOfEveryDeck() {
    FiveHundredText text = new FiveHundredText();
    for (String id : FiveHundred.ids()) {
      FiveHundredView v = view(dealt(id, Map.of()));
      String intro = text.intro(v);
      int at = intro.indexOf("(discard ") + "(discard ".length();
      assertTrue(at > "(discard ".length(), intro);
      for (String code : intro.substring(at, intro.indexOf(')', at)).split(" ")) {
        assertTrue(v.deck().parse(code).isDefined(), id + " has no " + code + ": " + intro);
      }
    }
    FiveHundredState s = dealt("five-hundred-4p", Map.of(), "", "", "", "", "4H 5H 6H");
    FiveHundredView v = view(contract(s, Bid.S7));
    assertTrue(text.help(v).mkString("\n").contains("discard 7C 8C 9D "), text.help(v).mkString());
    assertTrue(text.parse("discard 7C 8C 9D", v, text.choices(v)).isRight());
  }
}
