package dev.mazzo.euchre;

import static dev.mazzo.euchre.EuchreCodes.reject;

import dev.mazzo.card.Card;
import dev.mazzo.card.Suit;
import dev.mazzo.euchre.EuchreAction.Discard;
import dev.mazzo.euchre.EuchreAction.GoAlone;
import dev.mazzo.euchre.EuchreAction.MakeTrump;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.SeatAction;
import dev.mazzo.table.Checks;
import dev.mazzo.table.VariantGame;
import dev.mazzo.trick.TrumpContext;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.random.RandomGenerator;

/**
 * The rules of {@code euchre-4p} (euchre.md) over the library's checked-transition skeleton: the
 * legal actions of each phase in the chapter's order, the checks of E-23, and the transitions of
 * {@link Transitions}. Pure functions over immutable states; bad input gets a {@link Rejection}.
 */
final class EuchreGame extends VariantGame<EuchreRules, EuchreState, EuchreView> {

  private static final String ACCEPTS = "deal, pass, trump, discard, alone, partner and play";

  EuchreGame(EuchreVariant variant, EuchreRules defaults) {
    super(variant, defaults, EuchreState.class, EuchreView.class);
  }

  // ------------------------------------------------------------------ the template's hooks

  /** E-1: the options of {@link EuchreVariant#OPTIONS}. */
  @Override
  protected Either<Rejection, EuchreRules> resolve(MatchOptions options) {
    return EuchreVariant.resolve(options);
  }

  @Override
  protected EuchreState start(EuchreRules rules) {
    return Transitions.start(rules);
  }

  @Override
  protected EuchreView newView(EuchreState s, int seat, Seq<Action> legal) {
    return new EuchreView(s, seat, legal);
  }

  @Override
  protected EuchreState determinizeView(EuchreView view, RandomGenerator random) {
    return Determinizer.determinize(view, random);
  }

  // ------------------------------------------------------------------ legal actions

  @Override
  protected Seq<Action> legal(EuchreState s) {
    Draft d = s.d;
    int seat = d.toAct;
    if (seat < 0) {
      return List.empty();
    }
    Phase p = d.phase;
    if (p == EuchrePhases.BID) {
      return bids(d, seat);
    }
    if (p == EuchrePhases.DISCARD) {
      Array<Action> out = Array.empty();
      for (int id = 0; id < 24; id++) {
        if ((d.hands[seat] >>> id & 1) == 1 && id != d.upcard) {
          out = out.append(new Discard(seat, s.card(id)));
        }
      }
      return out;
    }
    if (p == EuchrePhases.ALONE) {
      return Array.of(new GoAlone(seat, true), new GoAlone(seat, false));
    }
    long may = playable(d, seat);
    Array<Action> out = Array.empty();
    for (int id = 0; id < 24; id++) {
      if ((may >>> id & 1) == 1) {
        out = out.append(new PlayCard(seat, s.card(id)));
      }
    }
    return out;
  }

  /** E-6, E-8, E-10, E-11: pass when allowed, then the suits that may be named, H D C S. */
  private static Seq<Action> bids(Draft d, int seat) {
    int up = EuchreRules.suitOf(d.upcard);
    Array<Action> out = Array.empty();
    if (!dealerStuck(d)) {
      out = out.append(new Pass(seat));
    }
    for (Suit suit : Suit.values()) {
      if (d.passes < 4 ? suit.ordinal() == up : suit.ordinal() != up) {
        out = out.append(new MakeTrump(seat, suit));
      }
    }
    return out;
  }

  /** E-11: the seventh pass has been made and stick-the-dealer is on. */
  private static boolean dealerStuck(Draft d) {
    return d.rules.stickTheDealer && d.passes == 7;
  }

  /** E-17: the cards a seat may play to the trick in progress. */
  static long playable(Draft d, int seat) {
    TrumpContext ctx = EuchreRules.context(d.trump);
    int led = ctx.ledSuit(d.trick, -1);
    return ctx.followLo(d.hands[seat], 0L, led);
  }

  // ------------------------------------------------------------------ checks (E-23)

  @Override
  protected Option<Rejection> shape(EuchreState s, Action action) {
    if (action instanceof Deal deal) {
      return Checks.order(s.deck(), deal.order());
    }
    if (!(action instanceof SeatAction a)
        || !(a instanceof Pass || a instanceof PlayCard || a instanceof EuchreAction)) {
      return Checks.unknownAction(action, s.variantId(), ACCEPTS);
    }
    Option<Rejection> bad = Checks.seat(a.seat(), 4);
    if (bad.isDefined()) {
      return bad;
    }
    if (a instanceof PlayCard play) {
      return Checks.card(s.deck(), play.card(), "A play needs a card");
    }
    if (a instanceof Discard discard) {
      return Checks.card(s.deck(), discard.card(), "A discard needs a card");
    }
    if (a instanceof MakeTrump make && make.suit() == null) {
      return Checks.malformed("Making trump needs a suit: H, D, C or S");
    }
    return Option.none();
  }

  @Override
  protected Phase phaseOf(EuchreState s, Action action) {
    if (action instanceof Deal) {
      return EuchrePhases.DEAL;
    }
    if (action instanceof Pass || action instanceof MakeTrump) {
      return EuchrePhases.BID;
    }
    if (action instanceof Discard) {
      return EuchrePhases.DISCARD;
    }
    if (action instanceof GoAlone) {
      return EuchrePhases.ALONE;
    }
    return EuchrePhases.PLAY;
  }

  @Override
  protected String wrongPhase(Phase phase, String type) {
    if (phase == EuchrePhases.DISCARD) {
      return "The dealer is to discard a card: a " + type + " is not possible now";
    }
    if (phase == EuchrePhases.ALONE) {
      return "Trump is made: the seat to act says alone or partner, not " + type;
    }
    if (phase == EuchrePhases.BID) {
      return "Trump is being made: pass or name a suit, not " + type;
    }
    return super.wrongPhase(phase, type);
  }

  @Override
  protected Option<Rejection> inPhase(EuchreState s, SeatAction a) {
    return Option.of(inPhaseOrNull(s, a));
  }

  private static Rejection inPhaseOrNull(EuchreState s, SeatAction a) {
    Draft d = s.d;
    if (a instanceof Pass) {
      return dealerStuck(d)
          ? reject(EuchreCodes.DEALER_MUST_BID, "Stick the dealer: the dealer must name a suit")
          : null;
    }
    if (a instanceof MakeTrump make) {
      return call(s, make.suit());
    }
    if (a instanceof Discard discard) {
      int id = s.deck().idOf(discard.card());
      if ((d.hands[a.seat()] >>> id & 1) == 0) {
        return notHeld(discard.card());
      }
      return id == d.upcard
          ? reject(
              EuchreCodes.ILLEGAL_DISCARD,
              "Discard one of the five cards you held before picking up " + discard.card().code())
          : null;
    }
    if (a instanceof PlayCard play) {
      int id = s.deck().idOf(play.card());
      if ((d.hands[a.seat()] >>> id & 1) == 0) {
        return notHeld(play.card());
      }
      return (playable(d, a.seat()) >>> id & 1) == 0
          ? reject(
              EuchreCodes.MUST_FOLLOW_SUIT,
              "You must follow suit (the left bower is a trump): you hold "
                  + followers(s, a.seat()))
          : null;
    }
    return null;
  }

  /** E-6, E-8: the upcard's suit in the first round, any other in the second. */
  private static Rejection call(EuchreState s, Suit suit) {
    Card up = s.card(s.d.upcard);
    int upSuit = EuchreRules.suitOf(s.d.upcard);
    if (s.d.passes < 4 && suit.ordinal() != upSuit) {
      return reject(
          EuchreCodes.ILLEGAL_CALL,
          "In the first round only the upcard's suit may be made trump: order up "
              + up.code()
              + " or pass");
    }
    if (s.d.passes >= 4 && suit.ordinal() == upSuit) {
      return reject(
          EuchreCodes.ILLEGAL_CALL,
          "The upcard " + up.code() + " was turned down: name another suit or pass");
    }
    return null;
  }

  private static Rejection notHeld(Card card) {
    return reject(EuchreCodes.CARD_NOT_IN_HAND, "You do not hold " + card.code());
  }

  private static String followers(EuchreState s, int seat) {
    StringBuilder b = new StringBuilder();
    long may = playable(s.d, seat);
    for (int id = 0; id < 24; id++) {
      if ((may >>> id & 1) == 1) {
        b.append(b.length() == 0 ? "" : " ").append(s.card(id).code());
      }
    }
    return b.toString();
  }

  // ------------------------------------------------------------------ transitions

  @Override
  protected EuchreState next(EuchreState s, Action action) {
    return Transitions.next(s, action);
  }
}
