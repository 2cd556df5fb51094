package dev.mazzo.game;

import dev.mazzo.card.Card;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * Something the last action caused, so that a UI animates it without diffing two states: a card
 * played, a trick won, cards drawn, a hand scored, the match won. {@link GameState#lastEvents()}
 * lists them in the order they happened; a {@link PlayerView} lists them as its seat may see them
 * (a card drawn by another seat is hidden).
 *
 * <p><b>One type per idea.</b> Each idea several games share is one interface under the sealed
 * {@link Common}: {@link Dealt}, {@link Played}, {@link TrickWon}, {@link Drew}, {@link
 * HandScored}, {@link MatchEnded}, and the auction's {@link BidMade}, {@link Passed} and {@link
 * PartnerRevealed}. Its accessors are what every game knows of the idea (who played, which card). A
 * game that has nothing to add emits the idea's {@code Plain} record; a game that has more to say
 * emits a record of its own that implements the idea's interface and adds fields (Tombolon's play
 * with its capture, Five Hundred's joker lead with its named suit, each family's bid). So a host
 * reads the common part of any game's event through one type, and the family's type only for the
 * family's extra fields:
 *
 * <pre>{@code
 * if (e instanceof Event.Common c) {
 *   switch (c) {                        // exhaustive on Java 21+: Common is sealed
 *     case Event.Played p -> animate(p.seat(), p.card());
 *     case Event.TrickWon t -> sweep(t.winningSeat(), t.cards());
 *     // … one case per idea
 *   }
 * }
 * }</pre>
 *
 * <p>On Java 17 the same is one {@code instanceof} per idea. Events no other game shares (a
 * chiamata's call, a Tombolon scopa) stay in the family's own sealed interface beside its game; a
 * family's richer version of a common idea is in both, so a switch over either is exhaustive.
 *
 * <p>The protocol's JSON ({@code "event"} and its fields, protocol.md) is the same for every event
 * of an idea except for the fields a family adds: the {@code Plain} records write the common
 * shapes, a family's records its own.
 */
public interface Event {
  /** The event's name in the protocol, such as {@code "trick"}. */
  String name();

  /**
   * The ideas every game may share, sealed so that a host can switch over them exhaustively; each
   * is a non-sealed interface that a family's own record may implement with more fields.
   */
  sealed interface Common extends Event
      permits Dealt,
          Played,
          TrickWon,
          Drew,
          HandScored,
          MatchEnded,
          BidMade,
          Passed,
          PartnerRevealed {}

  /** The cards were dealt ({@code dealt}). */
  non-sealed interface Dealt extends Common {
    /**
     * The dealer.
     *
     * @return the dealer's seat
     */
    int dealer();

    /**
     * The face-up trump card, for a game that turns one up (the Briscola family); none in every
     * other game.
     *
     * @return the card, or none
     */
    default Option<Card> trumpCard() {
      return Option.none();
    }

    /**
     * A deal with nothing more: {@code {"event":"dealt","dealer":0,"trumpCard":"7H"}}.
     *
     * @param dealer the dealer
     * @param trumpCard the face-up trump card, if the game turns one up
     */
    record Plain(int dealer, Option<Card> trumpCard) implements Dealt {
      @Override
      public String name() {
        return "dealt";
      }
    }
  }

  /** A seat played a card ({@code played}). */
  non-sealed interface Played extends Common {
    /**
     * The seat that played.
     *
     * @return the seat
     */
    int seat();

    /**
     * The card played.
     *
     * @return the card
     */
    Card card();

    /**
     * A play with nothing more: {@code {"event":"played","seat":0,"card":"AS"}}.
     *
     * @param seat the seat
     * @param card the card
     */
    record Plain(int seat, Card card) implements Played {
      @Override
      public String name() {
        return "played";
      }
    }
  }

  /** A trick was resolved ({@code trick}). */
  non-sealed interface TrickWon extends Common {
    /**
     * The seat that won the trick (the wire calls it {@code winner}).
     *
     * @return the seat
     */
    int winningSeat();

    /**
     * What the trick gave its winner, in the measure of its family's {@link HandResult#points()}:
     * its card points in the Briscola family, the points it scored in Pitch (pitch.md P-28), 1 in
     * Five Hundred, whose points are tricks (five-hundred.md F-32).
     *
     * @return the points
     */
    int points();

    /**
     * The trick's cards in play order.
     *
     * @return the cards
     */
    Seq<Card> cards();

    /**
     * A trick with nothing more: {@code {"event":"trick","winner":1,"points":21,"cards":[…]}}.
     *
     * @param winningSeat the seat that won it
     * @param points what it gave its winner ({@link TrickWon#points()})
     * @param cards its cards in play order
     */
    record Plain(int winningSeat, int points, Seq<Card> cards) implements TrickWon {
      @Override
      public String name() {
        return "trick";
      }
    }
  }

  /** A seat drew a card from the stock ({@code drew}). */
  non-sealed interface Drew extends Common {
    /**
     * The seat that drew.
     *
     * @return the seat
     */
    int seat();

    /**
     * The card drawn.
     *
     * @return the card, or none in a view that may not see it
     */
    Option<Card> card();

    /**
     * A draw with nothing more: {@code {"event":"drew","seat":1,"card":"4C"}}, without {@code card}
     * where it is hidden.
     *
     * @param seat the seat
     * @param card the card, or none in a view that may not see it
     */
    record Plain(int seat, Option<Card> card) implements Drew {
      @Override
      public String name() {
        return "drew";
      }
    }
  }

  /**
   * A hand was scored ({@code hand}). Its {@link #result()} is the family's own result class where
   * the family has one.
   */
  non-sealed interface HandScored extends Common {
    /**
     * The hand's result.
     *
     * @return the result
     */
    HandResult result();

    /**
     * A hand scored with nothing more: {@code {"event":"hand","result":HAND_RESULT}}.
     *
     * @param result the result
     */
    record Plain(HandResult result) implements HandScored {
      @Override
      public String name() {
        return "hand";
      }
    }
  }

  /** The match ended ({@code match}). */
  non-sealed interface MatchEnded extends Common {
    /**
     * The winning side (the wire calls it {@code winner}).
     *
     * @return the index of the winning side in {@link GameState#sides()}, or none for a draw
     */
    Option<Integer> winningSide();

    /**
     * A match's end with nothing more: {@code {"event":"match","winner":0}}.
     *
     * @param winningSide the index of the winning side, or none for a draw
     */
    record Plain(Option<Integer> winningSide) implements MatchEnded {
      @Override
      public String name() {
        return "match";
      }
    }
  }

  /**
   * A seat bid in an auction ({@code bid}). What a bid says differs in every game that has one (a
   * rank or points, a number or "moon", tricks and a suit), so each family's bid is its own record
   * implementing this one; there is no plain bid.
   */
  non-sealed interface BidMade extends Common {
    /**
     * The bidder.
     *
     * @return the seat
     */
    int seat();
  }

  /** A seat passed in an auction ({@code passed}). */
  non-sealed interface Passed extends Common {
    /**
     * The seat that passed.
     *
     * @return the seat
     */
    int seat();

    /**
     * A pass with nothing more: {@code {"event":"passed","seat":2}}.
     *
     * @param seat the seat
     */
    record Plain(int seat) implements Passed {
      @Override
      public String name() {
        return "passed";
      }
    }
  }

  /** The called card was played, so the declarer's partner is known ({@code partner}). */
  non-sealed interface PartnerRevealed extends Common {
    /**
     * The declarer: the seat that won the auction and called the card (in briscola.md the caller,
     * in five-hundred.md the contractor, in pitch.md the bidder; the JSON field is {@code caller}).
     *
     * @return the declarer
     */
    int declarer();

    /**
     * The partner.
     *
     * @return the seat that played the called card, or none when the declarer plays alone (the
     *     declarer held it, or it was in the blind)
     */
    Option<Integer> partner();

    /**
     * A revealed partner with nothing more: {@code {"event":"partner","caller":4,"partner":1}},
     * {@code null} for none.
     *
     * @param declarer the declarer
     * @param partner the partner, or none when the declarer plays alone
     */
    record Plain(int declarer, Option<Integer> partner) implements PartnerRevealed {
      @Override
      public String name() {
        return "partner";
      }
    }
  }
}
