package dev.mazzo.conformance;

import dev.mazzo.briscola.BriscolaView;
import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.fivehundred.PlayWithSuit;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.SeatAction;
import dev.mazzo.game.TablePlay;
import io.vavr.collection.Seq;

/**
 * Writes states, views, actions and events as one-line text in the shapes of protocol.md (SUMMARY,
 * VIEW, ACTION, EVENT, HAND_RESULT), for golden files and for "the state is unchanged" checks: two
 * states with the same summary agree on everything the API shows.
 *
 * <p>It reads only the public API, so it is the same for every variant.
 */
public final class Transcript {

  private Transcript() {}

  /** The SUMMARY of a state: every field protocol.md lists, {@code legal} included. */
  public static String summary(Game<GameState, PlayerView> game, GameState s) {
    StringBuilder b = new StringBuilder("{");
    b.append("\"variant\":").append(str(s.variantId()));
    b.append(",\"phase\":").append(str(s.phase().wireName()));
    b.append(",\"toAct\":").append(toAct(s.toAct()));
    b.append(",\"dealer\":").append(s.dealer());
    b.append(",\"hand\":").append(s.handNumber());
    b.append(",\"trump\":").append(s.trump().map(t -> str(t.toString())).getOrElse("null"));
    b.append(",\"trumpCard\":").append(s.trumpCard().map(Transcript::card).getOrElse("null"));
    b.append(",\"hands\":[");
    for (int p = 0; p < s.players(); p++) {
      b.append(p == 0 ? "" : ",").append(cards(s.hand(p)));
    }
    b.append("],\"stock\":").append(cards(s.stock()));
    b.append(",\"table\":").append(table(s.table()));
    b.append(",\"captured\":[");
    for (int p = 0; p < s.players(); p++) {
      b.append(p == 0 ? "" : ",").append(cards(s.captured(p)));
    }
    b.append("],\"sides\":").append(nested(s.sides()));
    b.append(",\"score\":").append(ints(s.score()));
    b.append(",\"results\":").append(results(s.results()));
    b.append(",\"winner\":").append(s.winningSide().map(String::valueOf).getOrElse("null"));
    b.append(",\"legal\":").append(actions(game.legalActions(s)));
    return b.append('}').toString();
  }

  /**
   * A VIEW: the seat's own holding, every other holding and the stock as counts, the public piles
   * where the view type has them, {@code legal} and the events as the seat sees them.
   */
  public static String view(PlayerView v) {
    StringBuilder b = new StringBuilder("{");
    b.append("\"seat\":").append(v.seat() < 0 ? "null" : String.valueOf(v.seat()));
    b.append(",\"phase\":").append(str(v.phase().wireName()));
    b.append(",\"toAct\":").append(toAct(v.toAct()));
    b.append(",\"dealer\":").append(v.dealer());
    b.append(",\"hand\":").append(v.handNumber());
    b.append(",\"trump\":").append(v.trump().map(t -> str(t.toString())).getOrElse("null"));
    b.append(",\"trumpCard\":").append(v.trumpCard().map(Transcript::card).getOrElse("null"));
    b.append(",\"hands\":[");
    for (int p = 0; p < v.players(); p++) {
      b.append(p == 0 ? "" : ",");
      b.append(p == v.seat() ? cards(v.ownHand()) : String.valueOf(v.handSize(p)));
    }
    b.append("],\"stock\":").append(v.stockSize());
    b.append(",\"table\":").append(table(v.table()));
    if (v instanceof BriscolaView) {
      BriscolaView bv = (BriscolaView) v;
      b.append(",\"captured\":[");
      for (int p = 0; p < v.players(); p++) {
        b.append(p == 0 ? "" : ",").append(cards(bv.captured(p)));
      }
      b.append(']');
    }
    b.append(",\"sides\":").append(nested(v.sides()));
    b.append(",\"score\":").append(ints(v.score()));
    b.append(",\"results\":").append(results(v.results()));
    b.append(",\"winner\":").append(v.winningSide().map(String::valueOf).getOrElse("null"));
    b.append(",\"legal\":").append(actions(v.legalActions()));
    b.append(",\"events\":").append(events(v.events()));
    return b.append('}').toString();
  }

  /** An ACTION as it would be sent. */
  public static String action(Action a) {
    if (a == null) {
      return "null";
    }
    if (a instanceof Deal) {
      Seq<Card> order = ((Deal) a).order();
      return "{\"type\":\"deal\",\"order\":" + (order == null ? "null" : cards(order)) + "}";
    }
    if (a instanceof PlayCard || a instanceof PlayWithSuit) {
      // a joker lead is written as before its suit left PlayCard: seat and card
      PlayCard p = a instanceof PlayWithSuit w ? new PlayCard(w.seat(), w.card()) : (PlayCard) a;
      return "{\"type\":\"play\",\"seat\":"
          + p.seat()
          + ",\"card\":"
          + (p.card() == null ? "null" : card(p.card()))
          + "}";
    }
    String type;
    try {
      type = str(a.type());
    } catch (RuntimeException e) {
      type = str(a.getClass().getSimpleName());
    }
    if (a instanceof SeatAction) {
      return "{\"type\":" + type + ",\"seat\":" + ((SeatAction) a).seat() + "}";
    }
    return "{\"type\":" + type + "}";
  }

  /** A list of actions. */
  public static String actions(Iterable<? extends Action> as) {
    StringBuilder b = new StringBuilder("[");
    for (Action a : as) {
      b.append(b.length() > 1 ? "," : "").append(action(a));
    }
    return b.append(']').toString();
  }

  /** An EVENT; a hidden card is left out, as in a view. */
  public static String event(Event e) {
    if (e instanceof Event.Dealt) {
      Event.Dealt d = (Event.Dealt) e;
      return "{\"event\":\"dealt\",\"dealer\":"
          + d.dealer()
          + ",\"trumpCard\":"
          + d.trumpCard().map(Transcript::card).getOrElse("null")
          + "}";
    }
    if (e instanceof Event.Played) {
      Event.Played p = (Event.Played) e;
      return "{\"event\":\"played\",\"seat\":" + p.seat() + ",\"card\":" + card(p.card()) + "}";
    }
    if (e instanceof Event.TrickWon) {
      Event.TrickWon t = (Event.TrickWon) e;
      return "{\"event\":\"trick\",\"winner\":"
          + t.winningSeat()
          + ",\"points\":"
          + t.points()
          + ",\"cards\":"
          + cards(t.cards())
          + "}";
    }
    if (e instanceof Event.Drew) {
      Event.Drew d = (Event.Drew) e;
      return "{\"event\":\"drew\",\"seat\":"
          + d.seat()
          + d.card().map(c -> ",\"card\":" + card(c)).getOrElse("")
          + "}";
    }
    if (e instanceof Event.HandScored) {
      return "{\"event\":\"hand\",\"result\":" + result(((Event.HandScored) e).result()) + "}";
    }
    if (e instanceof Event.MatchEnded) {
      return "{\"event\":\"match\",\"winner\":"
          + ((Event.MatchEnded) e).winningSide().map(String::valueOf).getOrElse("null")
          + "}";
    }
    return "{\"event\":" + str(e.name()) + "}";
  }

  /** A list of events. */
  public static String events(Iterable<Event> es) {
    StringBuilder b = new StringBuilder("[");
    for (Event e : es) {
      b.append(b.length() > 1 ? "," : "").append(event(e));
    }
    return b.append(']').toString();
  }

  /** A HAND_RESULT (B-72). */
  public static String result(HandResult r) {
    return "{\"hand\":"
        + r.hand()
        + ",\"sides\":"
        + nested(r.sides())
        + ",\"points\":"
        + ints(r.points())
        + ",\"tricks\":"
        + ints(r.tricks())
        + ",\"winner\":"
        + r.winningSide().map(String::valueOf).getOrElse("null")
        + ",\"scoreChange\":"
        + ints(r.scoreChange())
        + "}";
  }

  static String results(Seq<HandResult> rs) {
    StringBuilder b = new StringBuilder("[");
    for (HandResult r : rs) {
      b.append(b.length() > 1 ? "," : "").append(result(r));
    }
    return b.append(']').toString();
  }

  /** A card as a JSON string. */
  public static String card(Card c) {
    return c == null ? "null" : "\"" + c.code() + "\"";
  }

  /** Cards as a JSON array of codes, in their order. */
  public static String cards(Iterable<Card> cs) {
    StringBuilder b = new StringBuilder("[");
    for (Card c : cs) {
      b.append(b.length() > 1 ? "," : "").append(card(c));
    }
    return b.append(']').toString();
  }

  /** A card set as codes in canonical order. */
  public static String cards(CardSet s) {
    return cards((Iterable<Card>) s);
  }

  static String table(Seq<TablePlay> t) {
    StringBuilder b = new StringBuilder("[");
    for (TablePlay p : t) {
      b.append(b.length() > 1 ? "," : "");
      b.append("{\"seat\":").append(p.seat()).append(",\"card\":").append(card(p.card()));
      b.append('}');
    }
    return b.append(']').toString();
  }

  static String ints(Seq<Integer> xs) {
    return xs.mkString("[", ",", "]");
  }

  static String nested(Seq<Seq<Integer>> xs) {
    return xs.map(Transcript::ints).mkString("[", ",", "]");
  }

  static String toAct(int toAct) {
    if (toAct == GameState.CHANCE) {
      return "\"chance\"";
    }
    return toAct == GameState.NOBODY ? "null" : String.valueOf(toAct);
  }

  static String str(String s) {
    return s == null ? "null" : "\"" + s + "\"";
  }
}
