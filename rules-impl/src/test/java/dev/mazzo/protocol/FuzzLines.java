package dev.mazzo.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.GameState;
import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.Phase;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;

/**
 * The lines of {@link RefereeFuzzTest}, all drawn from one seeded random: a {@code new} with random
 * valid options (B-68), a valid line that moves the match on, a well-formed action of any type with
 * random values (B-64), or one of {@link FuzzMutations}: a mutated line, or noise.
 */
final class FuzzLines {

  private final SplittableRandom random;
  private final Shuffle shuffle;
  private final FuzzMutations mutations;

  /** Lines from this random; the deals of valid lines in the orders of this shuffle. */
  FuzzLines(SplittableRandom random, Shuffle shuffle) {
    this.random = random;
    this.shuffle = shuffle;
    this.mutations = new FuzzMutations(random);
  }

  /**
   * A {@code new} of the variant with some of its options (B-68) set to valid values, the short
   * ones favoured ({@code handsToWin} 1, {@code deals} 1) so that matches end within the fuzz.
   */
  String newLine(String variant) {
    Variant v = Variants.byId(variant).get();
    StringBuilder options = new StringBuilder();
    for (OptionSpec spec : v.options()) {
      if (random.nextBoolean()) {
        continue;
      }
      String value;
      switch (spec.name()) {
        case "dealer":
          value = String.valueOf(random.nextInt(v.players()));
          break;
        case "handsToWin":
        case "deals":
          value = String.valueOf(1 + random.nextInt(2));
          break;
        case "firstLead":
          value = pick("\"eldest\"", "\"caller\"");
          break;
        case "removedCard":
          value = pick("\"2H\"", "\"2D\"", "\"2C\"", "\"2S\"");
          break;
        case "scale":
          value = pick("\"single\"", "\"sueca\"");
          break;
        case "ranks":
          value = pick("\"portuguese\"", "\"queen-high\"", "\"ten\"");
          break;
        case "handSize":
          value = pick("3", "7", "9");
          break;
        case "teams":
          value = pick("\"pairs\"", "\"none\"");
          break;
        case "target":
          value = String.valueOf(1 + random.nextInt(40));
          break;
        case "padova2pSchedule":
          value = pick("\"4-4-4-4-4-4\"", "\"4-4-4-6-6\"");
          break;
        case "biddingStyle":
          value = pick("\"australian\"", "\"american\"");
          break;
        case "openMisereExpose":
          value = pick("\"after-first-trick\"", "\"before-lead\"");
          break;
        case "allPass":
          value = pick("\"redeal\"", "\"no-trump-tricks\"");
          break;
        case "jokerOrder":
          value = pick("\"fixed\"", "\"first-played-high\"");
          break;
        case "madeBidScores":
          value = pick("\"points\"", "\"bid\"");
          break;
        case "minBid":
          value = String.valueOf(1 + random.nextInt(5));
          break;
        case "dirty":
        case "reverse":
        case "defendersScore":
        case "allPassRedeal":
        case "removeJokers":
        case "misdealIfPointBurned":
        case "remainderFill":
        case "calledCardOnFirstTrick":
        case "misere":
        case "winOnlyByContract":
        case "misereOpponentsScoreTricks":
          value = pick("true", "false");
          break;
        default:
          throw new AssertionError("an option the fuzz does not know: " + spec.name());
      }
      options
          .append(options.length() == 0 ? "" : ",")
          .append('"')
          .append(spec.name())
          .append("\":")
          .append(value);
    }
    return "{\"cmd\":\"new\",\"variant\":\""
        + variant
        + "\""
        + (options.length() == 0 && random.nextBoolean() ? "" : ",\"options\":{" + options + "}")
        + "}";
  }

  private String pick(String... values) {
    return values[random.nextInt(values.length)];
  }

  /** A valid line that moves the match on, a mutated one, or noise. */
  String nextLine(Referee referee, String variant) {
    String valid = validLine(referee, variant);
    GameState s = referee.state().getOrNull();
    // the auction and the call get more well-formed random actions: their checks are the richest
    boolean auction = s != null && (s.phase() == Phase.BID || s.phase() == Phase.of("call"));
    int k = random.nextInt(100);
    if (k < (auction ? 30 : 45)) {
      return valid;
    }
    if (k < (auction ? 75 : 57)) {
      return plausibleLine(referee);
    }
    if (k < (auction ? 88 : 79)) {
      return mutations.mutateTree(valid);
    }
    if (k < 95) {
      return mutations.mutateText(valid);
    }
    return mutations.noise();
  }

  /**
   * A well-formed action of any of the family's types (B-64) with random values: a seat in range, a
   * card of the deck, a rank of the deck, points around 61 … 120, any suit or NT. Most are refused
   * by the engine for a precise reason (WRONG_PHASE, NOT_YOUR_TURN, CARD_NOT_IN_HAND,
   * MUST_FOLLOW_SUIT, ALREADY_PASSED, BID_TOO_LOW, ILLEGAL_CALL, MATCH_OVER), and the ones the
   * variant does not have are MALFORMED.
   */
  private String plausibleLine(Referee referee) {
    GameState s = referee.state().getOrNull();
    if (s == null) {
      return "{\"cmd\":\"act\",\"action\":{\"type\":\"pass\",\"seat\":0}}";
    }
    int seat = random.nextInt(s.players());
    int toAct = s.toAct() >= 0 && random.nextBoolean() ? s.toAct() : seat;
    String card = s.deck().card(random.nextInt(s.deck().size())).code();
    Seq<Card> held = s.hand(toAct).toSeq();
    if (random.nextBoolean() && !held.isEmpty()) {
      card = held.get(random.nextInt(held.size())).code(); // held, maybe not playable (B-23)
    }
    String rank = s.deck().card(random.nextInt(s.deck().size())).rank().token();
    // mostly an action of the current phase's type (B-65), so that the engine's checks past the
    // phase are reached; otherwise any type
    int type = random.nextInt(6);
    if (random.nextInt(100) < 60) {
      switch (s.phase().wireName()) {
        case "play":
          type = 0;
          break;
        case "bid":
          type = random.nextInt(3) + 1;
          break;
        case "call":
          type = 4;
          break;
        case "deal":
          type = 5;
          break;
        default:
          break;
      }
    }
    String action;
    switch (type) {
      case 0:
        action = "{\"type\":\"play\",\"seat\":" + toAct + ",\"card\":\"" + card + "\"}";
        break;
      case 1:
        action = "{\"type\":\"pass\",\"seat\":" + seat + "}";
        break;
      case 2:
        action =
            "{\"type\":\"bid\",\"seat\":"
                + toAct
                + ",\"rank\":\""
                + (random.nextBoolean()
                    ? "2\",\"points\":" + (55 + random.nextInt(66))
                    : rank + "\"")
                + "}";
        break;
      case 3:
        action =
            "{\"type\":\"bid\",\"seat\":"
                + toAct
                + ",\"points\":"
                + (55 + random.nextInt(66))
                + "}";
        break;
      case 4:
        action =
            "{\"type\":\"call\",\"seat\":"
                + toAct
                + ","
                + (random.nextBoolean()
                    ? "\"suit\":" + pick("\"H\"", "\"D\"", "\"C\"", "\"S\"", "\"NT\"")
                    : "\"card\":\"" + card + "\"")
                + "}";
        break;
      default:
        return Transcript.dealLine(shuffle.order(s.deck()));
    }
    return "{\"cmd\":\"act\",\"action\":" + action + "}";
  }

  private String validLine(Referee referee, String variant) {
    GameState s = referee.state().getOrNull();
    int k = random.nextInt(100);
    if (s == null || (s.isOver() && k < 50) || k < 1) {
      return newLine(variant);
    }
    if (k < 10) {
      return "{\"cmd\":\"view\",\"seat\":" + random.nextInt(s.players()) + "}";
    }
    if (k < 11) {
      return "{\"cmd\":\"variants\"}";
    }
    if (s.toAct() == GameState.CHANCE) {
      return Transcript.dealLine(shuffle.order(s.deck()));
    }
    JsonNode legal =
        Json.summary(dev.mazzo.game.Variants.byId(s.variantId()).get().game(), s).get("legal");
    if (legal.size() == 0) {
      return "{\"cmd\":\"act\",\"action\":{\"type\":\"play\",\"seat\":0,\"card\":\"AS\"}}";
    }
    // in an auction, pass often enough that auctions end and hands are played (B-47, B-48)
    boolean pass = "pass".equals(legal.get(0).path("type").textValue()) && random.nextInt(100) < 40;
    return "{\"cmd\":\"act\",\"action\":"
        + legal.get(pass ? 0 : random.nextInt(legal.size()))
        + "}";
  }
}
