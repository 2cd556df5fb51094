package dev.mazzo.briscola;

import dev.mazzo.card.Card;
import dev.mazzo.game.OptionSpec;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.List;

/**
 * One id of the family's catalog as data (briscola.md B-6): everything that differs between
 * variants is a field here, and {@link Rules} resolves it with a match's options. A new variant is
 * a new Spec, not a new class.
 */
final class Spec {

  /** How the match is won (B-39 … B-41). */
  enum Match {
    /** First side to win {@code handsToWin} hands (B-39). */
    HANDS,
    /** First side to 4 game points (B-40). */
    GAME_POINTS,
    /** A fixed number of deals, highest total (B-41). */
    DEALS
  }

  /** Game points per hand won (B-36, B-37). */
  enum Scale {
    /** 1 to the winning side. */
    SINGLE,
    /** 1, 2 or 4 by the Sueca scale (B-37). */
    SUECA
  }

  /** The auction of the chiamata ids (B-45, B-62). */
  enum Auction {
    /** No auction. */
    NONE,
    /** Ranks, then 2 with points (B-45): {@code briscola-chiamata-5p}. */
    RANKS,
    /** Points only (B-62): {@code biscambiggia-chiamata-5p}. */
    POINTS
  }

  final String id;
  final String name;
  final int players;

  /** Default rank scheme (B-10); {@link #ranksOption} lets the match choose another. */
  final Scheme scheme;

  final boolean ranksOption;

  /** 1, or 2 for the two-deck packs (B-9). */
  final int decks;

  /** Cards always left out (B-9). */
  final Seq<Card> removed;

  /** The 3-player {@code removedCard} option (B-9), default 2S. */
  final boolean removedCardOption;

  /** Cards dealt to each seat (B-7); {@link #handSizeOption} allows 3, 7 or 9. */
  final int handSize;

  final boolean handSizeOption;

  /** True for the stock games (B-14), false for the whole-deck games (B-15). */
  final boolean stock;

  /** Sueca: the dealer's last card is the public trump card (B-16). */
  final boolean suecaTrump;

  /** Whether a seat must follow the led suit (B-22, B-23). */
  final boolean followSuit;

  /** Partnerships by seat parity (B-3); false: one side per seat. */
  final boolean pairs;

  /** The {@code teams} option of {@code bisca-4p} (B-68). */
  final boolean teamsOption;

  final Match match;

  /** Default number of hands to win the match (B-39). */
  final int handsToWin;

  final Scale scale;

  /** The {@code scale} option of the Bisca ids (B-68). */
  final boolean scaleOption;

  /** The chiamata auction, or NONE (B-43 … B-63). */
  final Auction auction;

  /** The options it accepts, in the order of B-68. */
  final Seq<OptionSpec> options;

  final String description;

  private Spec(Builder b) {
    this.id = b.id;
    this.name = b.name;
    this.players = b.players;
    this.scheme = b.scheme;
    this.ranksOption = b.ranksOption;
    this.decks = b.decks;
    this.removed = Array.ofAll(b.removed);
    this.removedCardOption = b.removedCardOption;
    this.handSize = b.handSize;
    this.handSizeOption = b.handSizeOption;
    this.stock = b.stock;
    this.suecaTrump = b.suecaTrump;
    this.followSuit = b.followSuit;
    this.pairs = b.pairs;
    this.teamsOption = b.teamsOption;
    this.match = b.match;
    this.handsToWin = b.handsToWin;
    this.scale = b.scale;
    this.scaleOption = b.scaleOption;
    this.auction = b.auction;
    this.description = b.description;
    this.options = Array.ofAll(optionsOf(b));
  }

  private static List<OptionSpec> optionsOf(Builder b) {
    List<OptionSpec> o = new ArrayList<>();
    o.add(OptionSpec.integer("dealer", 0, 0, b.players - 1, "first dealer (B-2)"));
    if (b.removedCardOption) {
      o.add(
          OptionSpec.choice(
              "removedCard", "2S", "the card left out of the deck (B-9)", "2H", "2D", "2C", "2S"));
    }
    if (b.match == Match.HANDS) {
      o.add(
          OptionSpec.integer(
              "handsToWin",
              b.handsToWin,
              1,
              Integer.MAX_VALUE,
              "hands a side must win to win the match (B-39)"));
    }
    if (b.scaleOption) {
      o.add(
          OptionSpec.choice(
              "scale",
              "single",
              "game points per hand won: 1, or the Sueca scale (B-36, B-37)",
              "single",
              "sueca"));
    }
    if (b.ranksOption) {
      o.add(
          OptionSpec.choice(
              "ranks",
              "portuguese",
              "rank scheme; \"ten\" puts the 10s in place of the 7s (B-10)",
              "portuguese",
              "queen-high",
              "ten"));
    }
    if (b.handSizeOption) {
      o.add(OptionSpec.oneOf("handSize", 3, "cards dealt to each seat (B-7)", 3, 7, 9));
    }
    if (b.teamsOption) {
      o.add(
          OptionSpec.choice(
              "teams",
              "pairs",
              "partners [0,2] and [1,3], or four individuals (B-3, B-34)",
              "pairs",
              "none"));
    }
    if (b.auction != Auction.NONE) {
      o.add(
          OptionSpec.choice(
              "firstLead", "eldest", "who leads the first trick (B-20, B-54)", "eldest", "caller"));
      o.add(
          OptionSpec.integer(
              "deals", 5, 1, Integer.MAX_VALUE, "number of deals in the match (B-41)"));
    }
    return o;
  }

  static Builder builder(String id, String name, int players) {
    return new Builder(id, name, players);
  }

  /** Builds a Spec; every setter names the rule it follows. */
  static final class Builder {
    private final String id;
    private final String name;
    private final int players;
    private Scheme scheme = Scheme.ITALIAN;
    private boolean ranksOption;
    private int decks = 1;
    private final List<Card> removed = new ArrayList<>();
    private boolean removedCardOption;
    private int handSize = 3;
    private boolean handSizeOption;
    private boolean stock = true;
    private boolean suecaTrump;
    private boolean followSuit;
    private boolean pairs;
    private boolean teamsOption;
    private Match match = Match.HANDS;
    private int handsToWin = 2;
    private Scale scale = Scale.SINGLE;
    private boolean scaleOption;
    private Auction auction = Auction.NONE;
    private String description = "";

    private Builder(String id, String name, int players) {
      this.id = id;
      this.name = name;
      this.players = players;
    }

    /** The rank scheme (B-10). */
    Builder scheme(Scheme s) {
      this.scheme = s;
      return this;
    }

    /** The Portuguese scheme with the {@code ranks} option (B-10, B-68). */
    Builder portugueseRanks() {
      this.scheme = Scheme.PORTUGUESE;
      this.ranksOption = true;
      return this;
    }

    /** Two 40-card decks, the second copies written {@code #2} (B-4, B-9). */
    Builder twoDecks() {
      this.decks = 2;
      return this;
    }

    /** Cards always left out (B-9). */
    Builder removed(String... codes) {
      for (String c : codes) {
        removed.add(Card.parse(c).get());
      }
      return this;
    }

    /** The 3-player {@code removedCard} option (B-9). */
    Builder removedCardOption() {
      this.removedCardOption = true;
      return this;
    }

    /** Cards dealt to each seat (B-7). */
    Builder handSize(int h) {
      this.handSize = h;
      return this;
    }

    /** The {@code handSize} option: 3, 7 or 9 (B-68). */
    Builder handSizeOption() {
      this.handSizeOption = true;
      return this;
    }

    /** Sueca: the whole deck dealt, the dealer's last card is trump, follow suit (B-15, B-16). */
    Builder sueca() {
      this.stock = false;
      this.suecaTrump = true;
      this.followSuit = true;
      this.handSize = 10;
      return this;
    }

    /**
     * Chiamata: 8 cards each, no stock, no trump until the call, a match of {@code deals} deals
     * (B-41, B-43, B-60).
     */
    Builder chiamata(Auction kind) {
      this.auction = kind;
      this.stock = false;
      this.handSize = 8;
      this.match = Match.DEALS;
      return this;
    }

    /** Partners by seat parity (B-3). */
    Builder pairs() {
      this.pairs = true;
      return this;
    }

    /** The {@code teams} option (B-68). */
    Builder teamsOption() {
      this.teamsOption = true;
      return this;
    }

    /** First to k hands won (B-39). */
    Builder firstToHands(int k) {
      this.match = Match.HANDS;
      this.handsToWin = k;
      return this;
    }

    /** First to 4 game points (B-40) with a scale (B-36). */
    Builder firstToFour(Scale s, boolean option) {
      this.match = Match.GAME_POINTS;
      this.scale = s;
      this.scaleOption = option;
      return this;
    }

    /** The one-paragraph description. */
    Builder description(String d) {
      this.description = d;
      return this;
    }

    Spec build() {
      return new Spec(this);
    }
  }
}
