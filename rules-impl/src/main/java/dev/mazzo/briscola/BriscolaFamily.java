package dev.mazzo.briscola;

import dev.mazzo.family.AbstractFamily;
import dev.mazzo.family.Strategy;
import dev.mazzo.family.Tally;
import dev.mazzo.family.Text;
import dev.mazzo.game.PlayerView;
import io.vavr.Lazy;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;

/**
 * The Briscola family's catalog (briscola.md B-6), registered through {@link
 * java.util.ServiceLoader}. Each id is a {@link Spec}: data, not a class.
 *
 * <p>Choices where the chapter is silent: in the chiamata SUMMARY and VIEW the keys {@code
 * auction}, {@code caller}, {@code calledCard} and {@code partner} follow {@code legal}, as the
 * chiamata fields of HAND_RESULT follow {@code scoreChange} (B-72); a match option given as JSON
 * null is a value of the wrong type (MALFORMED). What the chapter deliberately does not model is
 * listed in its §15 (cutting, the 2-of-trumps exchange, the last trick breaking a 60–60 tie, revoke
 * penalties, Sueca redeals …).
 */
public final class BriscolaFamily extends AbstractFamily {

  static final Seq<BriscolaVariant> VARIANTS =
      Array.of(
          briscola("briscola-2p", "Briscola (2 players)", 2, Scheme.ITALIAN),
          briscola("briscola-3p", "Briscola (3 players)", 3, Scheme.ITALIAN),
          briscola("briscola-4p", "Briscola (4 players)", 4, Scheme.ITALIAN),
          briscola("briscola-6p", "Briscola (6 players)", 6, Scheme.ITALIAN),
          briscola("biscambiggia-2p", "Biscambiggia (2 players)", 2, Scheme.GENOESE),
          briscola("biscambiggia-3p", "Biscambiggia (3 players)", 3, Scheme.GENOESE),
          briscola("biscambiggia-4p", "Biscambiggia (4 players)", 4, Scheme.GENOESE),
          briscola("biscambiggia-6p", "Biscambiggia (6 players)", 6, Scheme.GENOESE),
          chiamata(
              "briscola-chiamata-5p",
              "Briscola chiamata",
              Scheme.ITALIAN,
              Spec.Auction.RANKS,
              "Briscola chiamata for five: all 40 cards dealt, an auction on ranks (a"
                  + " lower rank is a higher bid) and then on 2 with points; the caller"
                  + " names a suit, which is trump, and the holder of the bid rank in"
                  + " it becomes the secret partner; 61 points (or the points bid) make"
                  + " the contract; a match of five deals (briscola.md)."),
          chiamata(
              "biscambiggia-chiamata-5p",
              "Biscambiggia chiamata",
              Scheme.GENOESE,
              Spec.Auction.POINTS,
              "Genoese auction Biscambiggia for five: all 40 cards dealt, an auction on"
                  + " the points the caller's side will take (61 to 120); the caller"
                  + " names any card, whose suit is trump and whose holder is the secret"
                  + " partner; a match of five deals (briscola.md)."),
          bisca("bisca-2p", "Bisca dos Três (2 players)", 2, 3),
          bisca("bisca-dos-sete-2p", "Bisca dos Sete (2 players)", 2, 7),
          bisca("bisca-dos-nove-2p", "Bisca dos Nove (2 players)", 2, 9),
          bisca("bisca-3p", "Bisca (3 players)", 3, 3),
          bisca("bisca-4p", "Bisca (4 players)", 4, 3),
          bisca("bisca-6p", "Bisca (6 players, two decks)", 6, 3),
          bisca("bisca-8p", "Bisca (8 players, two decks)", 8, 3),
          new BriscolaVariant(
              Spec.builder("sueca-4p", "Sueca", 4)
                  .portugueseRanks()
                  .sueca()
                  .pairs()
                  .firstToFour(Spec.Scale.SUECA, false)
                  .description(
                      "Portuguese Sueca: four players in two partnerships, ten cards each, the"
                          + " dealer's last card shows trump, players must follow suit; 61 of"
                          + " 120 wins 1 game point, 91 wins 2, every trick (the bandeira) 4;"
                          + " the first side to 4 game points wins (briscola.md).")
                  .build()));

  /**
   * The family's JSON codec (briscola.md §13), made on first use: loading the family loads no
   * Jackson.
   */
  private static final Lazy<BriscolaCodec> CODEC = Lazy.of(() -> new BriscolaCodec(VARIANTS));

  /**
   * Portuguese Bisca (B-6): a stock game with the Portuguese scheme and the {@code ranks} option,
   * first to 4 game points; 2 players with 3, 7 or 9 cards; 3 players without {@code removedCard}
   * and with {@code handSize}; 4 in pairs (or {@code teams:"none"}) with {@code handSize}; 6 and 8
   * with two decks (6 without 2S and 2S#2) and the single scale only.
   */
  private static BriscolaVariant bisca(String id, String name, int players, int handSize) {
    Spec.Builder b = Spec.builder(id, name, players).portugueseRanks().handSize(handSize);
    boolean twoDecks = players >= 6;
    b.firstToFour(Spec.Scale.SINGLE, !twoDecks);
    if (players == 3) {
      b.removedCardOption().handSizeOption();
    }
    if (players == 4) {
      b.pairs().teamsOption().handSizeOption();
    }
    if (twoDecks) {
      b.twoDecks().pairs();
    }
    if (players == 6) {
      b.removed("2S", "2S#2");
    }
    String who =
        players == 2
            ? "for two with " + handSize + " cards in hand"
            : players == 3
                ? "for three without the 2 of spades"
                : players == 4
                    ? "for four in partnerships (or four individuals)"
                    : "for "
                        + players
                        + " in two teams, with two decks (240 points; of two"
                        + " identical cards the first played wins)";
    return new BriscolaVariant(
        b.description(
                "Portuguese Bisca "
                    + who
                    + ": a face-up trump card under the stock, free"
                    + " play with the order A 7 K J Q 6 5 4 3 2; the first side to 4 game"
                    + " points wins the match (briscola.md).")
            .build());
  }

  /** The family's text for people; stateless, so one serves every match. */
  private static final Text TEXT = new BriscolaText();

  /** The family's greedy strategy; stateless, so one serves every seat. */
  private static final Strategy GREEDY = new BriscolaGreedy();

  /** A chiamata for five (B-43 … B-63): the rank auction (B-45) or the points auction (B-62). */
  private static BriscolaVariant chiamata(
      String id, String name, Scheme scheme, Spec.Auction auction, String description) {
    return new BriscolaVariant(
        Spec.builder(id, name, 5)
            .scheme(scheme)
            .chiamata(auction)
            .description(description)
            .build());
  }

  /** The public no-argument constructor {@link java.util.ServiceLoader} needs. */
  public BriscolaFamily() {
    super("briscola", VARIANTS, CODEC, TEXT, GREEDY);
  }

  /**
   * Briscola or Biscambiggia for 2, 3, 4 or 6 (B-6): a stock game, free play, 3 cards in hand; 3
   * players without {@code removedCard} (2S) and TOP; 4 and 6 in pairs by parity; 6 without the
   * four 2s; first to 2 hands with 2 players, 3 otherwise.
   */
  private static BriscolaVariant briscola(String id, String name, int players, Scheme scheme) {
    Spec.Builder b = Spec.builder(id, name, players).scheme(scheme);
    if (players == 3) {
      b.removedCardOption();
    }
    if (players == 4 || players == 6) {
      b.pairs();
    }
    if (players == 6) {
      b.removed("2H", "2D", "2C", "2S");
    }
    b.firstToHands(players == 2 ? 2 : 3);
    String game = scheme == Scheme.ITALIAN ? "Italian Briscola" : "Genoese Biscambiggia";
    String order =
        scheme == Scheme.ITALIAN
            ? "the order A 3 K Q J 7 6 5 4 2"
            : "the Genoese order A 7 K Q J 6 5 4 3 2";
    String who =
        players == 2
            ? "for two"
            : players == 3
                ? "for three, without the 2 of spades, the best of three piles winning"
                : players == 4
                    ? "for four in two partnerships"
                    : "for six in two teams of three, without the four 2s";
    return new BriscolaVariant(
        b.description(
                game
                    + " "
                    + who
                    + ": three cards in hand, a face-up trump card under the"
                    + " stock, free play with "
                    + order
                    + "; the first side to win "
                    + (players == 2 ? 2 : 3)
                    + " hands wins the match (briscola.md).")
            .build());
  }

  @Override
  public Tally tally(PlayerView start) {
    boolean chiamata = start instanceof BriscolaView && ((BriscolaView) start).isChiamata();
    return new BriscolaTally(chiamata, start.players());
  }
}
