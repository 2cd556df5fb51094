package dev.mazzo.fivehundred;

import dev.mazzo.card.Trump;
import io.vavr.control.Option;

/**
 * A bid of the Five Hundred ladder (five-hundred.md F-6), in ladder order: the enum's order is the
 * rank of the bids, low to high, never their value ({@link #MIS} ranks below {@link #S8} though it
 * is worth more; {@link #OMIS} below {@link #H10} though worth as much). A bid is a number of
 * tricks and a trump (a suit or no-trump), or misère ({@link #MIS}) or open misère ({@link #OMIS}).
 */
public enum Bid {
  /** 6 spades, 40. */
  S6(6, Trump.SPADES),
  /** 6 clubs, 60. */
  C6(6, Trump.CLUBS),
  /** 6 diamonds, 80. */
  D6(6, Trump.DIAMONDS),
  /** 6 hearts, 100. */
  H6(6, Trump.HEARTS),
  /** 6 no-trumps, 120. */
  NT6(6, Trump.NO_TRUMP),
  /** 7 spades, 140. */
  S7(7, Trump.SPADES),
  /** 7 clubs, 160. */
  C7(7, Trump.CLUBS),
  /** 7 diamonds, 180. */
  D7(7, Trump.DIAMONDS),
  /** 7 hearts, 200. */
  H7(7, Trump.HEARTS),
  /** 7 no-trumps, 220. */
  NT7(7, Trump.NO_TRUMP),
  /** Misère, 250: legal only over a standing 7-level bid (F-7). */
  MIS(0, null),
  /** 8 spades, 240. */
  S8(8, Trump.SPADES),
  /** 8 clubs, 260. */
  C8(8, Trump.CLUBS),
  /** 8 diamonds, 280. */
  D8(8, Trump.DIAMONDS),
  /** 8 hearts, 300. */
  H8(8, Trump.HEARTS),
  /** 8 no-trumps, 320. */
  NT8(8, Trump.NO_TRUMP),
  /** 9 spades, 340. */
  S9(9, Trump.SPADES),
  /** 9 clubs, 360. */
  C9(9, Trump.CLUBS),
  /** 9 diamonds, 380. */
  D9(9, Trump.DIAMONDS),
  /** 9 hearts, 400. */
  H9(9, Trump.HEARTS),
  /** 9 no-trumps, 420. */
  NT9(9, Trump.NO_TRUMP),
  /** 10 spades, 440. */
  S10(10, Trump.SPADES),
  /** 10 clubs, 460. */
  C10(10, Trump.CLUBS),
  /** 10 diamonds, 480. */
  D10(10, Trump.DIAMONDS),
  /** Open misère, 500: legal whenever it ranks above the standing bid (F-7). */
  OMIS(0, null),
  /** 10 hearts, 500. */
  H10(10, Trump.HEARTS),
  /** 10 no-trumps, 520. */
  NT10(10, Trump.NO_TRUMP);

  private static final Bid[] VALUES = values();

  private final int tricks;
  private final Trump trump;

  /** {@link #trumpIndex()}, worked out once. */
  private final int trumpIndex;

  Bid(int tricks, Trump trump) {
    this.tricks = tricks;
    this.trump = trump;
    this.trumpIndex = trump == null || trump.isNoTrump() ? -1 : trump.suit().get().ordinal();
  }

  /**
   * The bid of a number of tricks and a trump.
   *
   * @return the bid, or none for tricks outside 6 … 10 or a null trump
   */
  public static Option<Bid> of(int tricks, Trump trump) {
    if (trump != null) {
      for (Bid b : VALUES) {
        if (b.tricks == tricks && b.trump == trump) {
          return Option.some(b);
        }
      }
    }
    return Option.none();
  }

  /** The tricks bid (6 … 10); 0 for a misère bid. */
  public int tricks() {
    return tricks;
  }

  /** The trump named: a suit or no-trump; none for a misère bid (played at no-trump, F-13). */
  public Option<Trump> trump() {
    return Option.of(trump);
  }

  /** True for {@link #MIS} and {@link #OMIS}. */
  public boolean isMisere() {
    return trump == null;
  }

  /** True for {@link #OMIS}. */
  public boolean isOpen() {
    return this == OMIS;
  }

  /** True for a 7-level bid, over which {@link #MIS} may be bid (F-7). */
  public boolean isSevenLevel() {
    return tricks == 7;
  }

  /** The trump the hand is played in: the suit, or no-trump for NT and misère (F-13). */
  Trump playTrump() {
    return trump == null ? Trump.NO_TRUMP : trump;
  }

  /**
   * The suit ordinal (H 0 … S 3) of the trump the hand is played in, -1 for no-trump and misère
   * (F-13, F-20): {@link #playTrump()}'s suit without the {@code Option} of {@link Trump#suit()},
   * which the play asks at every legal list, check and play (issue 29).
   */
  int trumpIndex() {
    return trumpIndex;
  }

  /**
   * The value (F-6): 100 × (tricks − 6) + S 40, C 60, D 80, H 100, NT 120; misère 250, open misère
   * 500.
   */
  public int value() {
    if (trump == null) {
      return this == MIS ? 250 : 500;
    }
    int suitValue;
    switch (trump) {
      case SPADES:
        suitValue = 40;
        break;
      case CLUBS:
        suitValue = 60;
        break;
      case DIAMONDS:
        suitValue = 80;
        break;
      case HEARTS:
        suitValue = 100;
        break;
      default:
        suitValue = 120;
        break;
    }
    return 100 * (tricks - 6) + suitValue;
  }

  /** The notation of the ladder: {@code 7H}, {@code 8NT}, {@code MIS}, {@code OMIS}. */
  public String code() {
    return trump == null ? name() : tricks + trump.code();
  }

  @Override
  public String toString() {
    return code();
  }
}
