package dev.mazzo.briscola;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Trump;
import dev.mazzo.game.Action;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Round;
import dev.mazzo.game.TablePlay;
import dev.mazzo.table.HandLog;
import dev.mazzo.table.TableView;
import dev.mazzo.trick.Trick;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * What one seat of a Briscola-family match may know (briscola.md B-70): its own holding, the other
 * holdings and the stock as counts, the public trump card, the table, every pile (tricks are played
 * face up), the scores and results, its legal actions and the last events as it may see them. It is
 * built by an explicit projection of a {@link BriscolaState} and holds no hidden card.
 *
 * <p>{@code equals} covers every field.
 */
public final class BriscolaView extends TableView {
  final Rules rules;
  private final Option<Trump> trump;
  private final Option<Card> trumpCard;
  private final CardSet ownHand;
  private final Seq<TablePlay> table;
  private final Seq<CardSet> captured;
  private final Seq<Integer> score;
  private final Option<Bid> highBid;
  private final Seq<Integer> passed;
  private final Option<Integer> declarer;
  private final Option<Card> calledCard;
  private final Option<Integer> partner;
  private final boolean partnerKnown;
  final HandLog log;

  /**
   * The id of the hand's face-up trump card, -1 for none: public even after it is drawn or played
   * (every seat saw it turned up, B-14, B-16), so that a determinizer knows who drew it (B-28).
   */
  final int trumpCardId;

  BriscolaView(BriscolaState s, int seat, Seq<Action> legal) {
    super(s, seat, legal, s.events(seat, false));
    this.rules = s.rules;
    this.trump = s.trump();
    this.trumpCard = s.trumpCard();
    this.ownHand = seat >= 0 ? s.hand(seat) : s.rules.deck.none();
    this.table = s.table();
    CardSet[] piles = new CardSet[s.rules.players];
    for (int p = 0; p < piles.length; p++) {
      piles[p] = s.captured(p);
    }
    this.captured = io.vavr.collection.Array.of(piles);
    this.score = s.score();
    this.highBid = s.highBid();
    this.passed = s.passed();
    this.declarer = s.declarer();
    this.calledCard = s.calledCard();
    // B-55, B-70: the partner is shown only once the called card has been played.
    this.partnerKnown = calledCardPlayed(s);
    this.partner = partnerKnown ? s.partner() : Option.none();
    this.log = s.log;
    this.trumpCardId = s.trumpCardId();
  }

  /** True once the called card has been played (B-55): it is in no holding. */
  private static boolean calledCardPlayed(BriscolaState s) {
    if (s.calledCard().isEmpty()) {
      return false;
    }
    int id = s.auction.calledCard();
    for (int p = 0; p < s.players(); p++) {
      if (s.holds(p, id)) {
        return false;
      }
    }
    return true;
  }

  /** Chiamata: the highest bid so far and its bidder (B-69). */
  public Option<Bid> highBid() {
    return highBid;
  }

  /** Chiamata: the seats that have passed in this auction, ascending (B-69). */
  public Seq<Integer> passed() {
    return passed;
  }

  /** Chiamata: the declarer, the chapter's caller, once known (B-48). */
  public Option<Integer> declarer() {
    return declarer;
  }

  /** Chiamata: the called card, once called (B-51). */
  public Option<Card> calledCard() {
    return calledCard;
  }

  /**
   * Chiamata: true once the called card has been played, so that the partner is public (B-55);
   * before that a view has no partner at all (B-70).
   */
  public boolean partnerKnown() {
    return partnerKnown;
  }

  /**
   * Chiamata: the partner once known (none when the declarer played alone); see {@link
   * #partnerKnown}.
   */
  public Option<Integer> partner() {
    return partner;
  }

  /** True for a chiamata variant, whose views carry the auction fields. */
  public boolean isChiamata() {
    return rules.spec.auction != Spec.Auction.NONE;
  }

  /**
   * The rank scheme of this match (B-10; the {@code ranks} option may choose it): each rank's
   * strength and card points, for bots and UIs that reason about tricks.
   */
  public Scheme scheme() {
    return rules.scheme;
  }

  @Override
  public Option<Trump> trump() {
    return trump;
  }

  @Override
  public Option<Card> trumpCard() {
    return trumpCard;
  }

  @Override
  public CardSet ownHand() {
    return ownHand;
  }

  @Override
  public Seq<TablePlay> table() {
    return table;
  }

  /** The tricks of the hand, oldest first: public, since every trick is played face up (B-70). */
  @Override
  public Seq<Round> history() {
    return log.rounds(rules.deck, rules.players);
  }

  /**
   * The play that wins the trick on the table so far (B-24, B-25), decided by the same trick core
   * that decides every trick of the match: the highest trump on the table, or with no trump the
   * highest card of the led suit; of two identical cards the first played. None when the table is
   * empty. Public information: every card of a trick is played face up (B-70).
   */
  public Option<TablePlay> winningPlay() {
    if (table.isEmpty()) {
      return Option.none();
    }
    long trick = Trick.EMPTY;
    for (TablePlay play : table) {
      trick = Trick.add(trick, rules.deck.idOf(play.card()));
    }
    return Option.some(table.get(rules.table.winnerIndex(trick, trumpOrdinal())));
  }

  /**
   * Whether {@code card}, played after {@code winning} (the card that wins the trick so far, see
   * {@link #winningPlay}), takes the trick from it in this match (B-24, B-25): a trump over a card
   * that is not one, or a stronger card of the winning card's suit under this match's {@linkplain
   * #scheme() scheme}; an identical card is not stronger. Nothing else on the table changes the
   * answer, since the winning card is a trump or of the led suit. Bots use it to weigh a card
   * against the table or against a card not yet played.
   *
   * @return false as well when either card is null or not a card of this match's deck
   */
  public boolean beats(Card card, Card winning) {
    int c = rules.deck.idOf(card);
    int w = rules.deck.idOf(winning);
    if (c < 0 || w < 0) {
      return false;
    }
    return rules.table.winnerIndex(Trick.add(Trick.add(Trick.EMPTY, w), c), trumpOrdinal()) == 1;
  }

  private int trumpOrdinal() {
    return trump.isDefined() ? trump.get().ordinal() : -1;
  }

  /** A seat's pile in this hand: public, since every trick is played face up (B-70). */
  public CardSet captured(int s) {
    return s < 0 || s >= captured.size() ? rules.deck.none() : captured.get(s);
  }

  @Override
  public Seq<Integer> score() {
    return score;
  }

  /** True when this is a spectator's view. */
  boolean isPublic() {
    return seat() == GameState.NOBODY;
  }

  @Override
  public boolean equals(Object o) {
    return this == o
        || (o instanceof BriscolaView v
            && sameTable(v)
            && rules.equals(v.rules)
            && trump.equals(v.trump)
            && trumpCard.equals(v.trumpCard)
            && ownHand.equals(v.ownHand)
            && table.equals(v.table)
            && captured.equals(v.captured)
            && score.equals(v.score)
            && highBid.equals(v.highBid)
            && passed.equals(v.passed)
            && declarer.equals(v.declarer)
            && calledCard.equals(v.calledCard)
            && partner.equals(v.partner)
            && partnerKnown == v.partnerKnown
            && log.equals(v.log)
            && trumpCardId == v.trumpCardId);
  }

  @Override
  public int hashCode() {
    return Objects.hash(seat(), phase(), toAct(), handNumber(), ownHand, table, score);
  }

  @Override
  public String toString() {
    return variantId() + " view of seat " + seat() + ": " + ownHand + ", " + phase().wireName();
  }
}
