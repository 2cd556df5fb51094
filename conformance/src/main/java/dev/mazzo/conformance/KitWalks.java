package dev.mazzo.conformance;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Rejection;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The {@link ConformanceKit}'s random matches ({@link Walk}: random options, seeded deals and
 * random legal play, B-68, tombolon.md §10) and the scaling of each property's tries to the size of
 * the variant ({@link #tries}, {@link KitTries}).
 */
public abstract class KitWalks extends KitHooks {

  /**
   * A kit for one registered variant.
   *
   * @param variantId the id, such as {@code "briscola-2p"}
   */
  protected KitWalks(String variantId) {
    super(variantId);
  }

  // ---------------------------------------------------------------- tries

  /**
   * The tries of a kit property: the tries it declares are meant for {@code briscola-2p}; a variant
   * whose random match costs more gets proportionally fewer, so that every kit costs about the
   * same. The cost of a match is estimated from a few sample matches: its steps times the actions
   * applied at each step — the whole action space for the heavy property, a view per seat for the
   * others. Never more than declared, never fewer than 5 (or declared, if less). Override to change
   * the budget; {@link KitTries#FIXED} overrides it for a run.
   *
   * @param declared the tries the property declares (or jqwik's configured default)
   * @param heavy true for the property that applies the whole action space at every step
   */
  protected int tries(int declared, boolean heavy) {
    double[] mine = cost();
    double[] ref = REFERENCE.equals(variantId) ? mine : REFERENCE_COST;
    int k = heavy ? 0 : 1;
    int scaled = (int) Math.round(declared * ref[k] / mine[k]);
    return Math.max(Math.min(declared, 5), Math.min(declared, scaled));
  }

  /** The variant whose cost the declared tries are meant for. */
  static final String REFERENCE = "briscola-2p";

  /**
   * {heavy, light}: the cost of {@value #REFERENCE} as its family kit measures it ({@link
   * #measure}: 102.5 steps a match, times 127 actions at each step for the heavy property, or times
   * 3 views for the others), fixed here so that a kit's tries depend on its own variant only,
   * wherever the kit runs. rules-impl's {@code ConformanceTest} checks the figures against its
   * {@code BriscolaKit}.
   */
  static final double[] REFERENCE_COST = {13017.5, 307.5};

  private static final Map<String, double[]> COSTS = new ConcurrentHashMap<>();

  /** {heavy, light}: this variant's estimated work per try, cached per id. */
  private double[] cost() {
    return COSTS.computeIfAbsent(variantId, id -> measure());
  }

  /** {heavy, light}: this variant's work per try, estimated from a few sample matches. */
  double[] measure() {
    int samples = 4;
    double steps = 0;
    double space = fixedActionSpace(game.newMatch(MatchOptions.defaults()).get()).size() + 1;
    double extra = 0;
    for (long seed = 1; seed <= samples; seed++) {
      Walk w = walk(seed);
      steps += w.actions.size();
      SplittableRandom random = new SplittableRandom(seed);
      for (GameState s : w.states) {
        extra += stateActions(s, random).size() + stateJunk(s, random).size();
      }
    }
    space += extra / steps;
    steps /= samples;
    return new double[] {steps * space, steps * (variant.players() + 1)};
  }

  /** Marks the kit property that applies the whole action space at every step. */
  @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
  @java.lang.annotation.Target(java.lang.annotation.ElementType.METHOD)
  protected @interface Heavy {}

  /**
   * Marks a kit property that plays no match (its cost does not grow with the variant's): it runs
   * the tries it declares, or {@link KitTries#FIXED}.
   */
  @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
  @java.lang.annotation.Target(java.lang.annotation.ElementType.METHOD)
  protected @interface Unscaled {}

  // ---------------------------------------------------------------- random matches

  /** A random match: its states, and the action that led from each state to the next. */
  protected static final class Walk {
    /** An empty walk, which {@link KitWalks#walk(long, int)} fills. */
    Walk() {}

    /** The states, from the new match on. */
    public final List<GameState> states = new ArrayList<>();

    /** {@code actions.get(i)} took {@code states.get(i)} to {@code states.get(i + 1)}. */
    public final List<Action> actions = new ArrayList<>();

    /** The options of the match. */
    public MatchOptions options;

    /** How eager its seats were to pass ({@link KitWalks#passBias}). */
    public double passBias;
  }

  /**
   * The options of a random match: each option the variant lists gets a random allowed value (B-68,
   * tombolon.md §10): one of its choices or numbers, or a whole number from its minimum up to its
   * maximum, or up to its default when the range is open (hands to win, deals, a target).
   */
  protected MatchOptions options(long seed) {
    SplittableRandom r = new SplittableRandom(seed ^ 0x9E3779B97F4A7C15L);
    Map<String, Object> m = new LinkedHashMap<>();
    for (OptionSpec o : variant.options()) {
      if (o.isBoolean()) {
        m.put(o.name(), r.nextBoolean());
      } else if (o.choices().isDefined()) {
        Seq<String> cs = o.choices().get();
        m.put(o.name(), cs.get(r.nextInt(cs.size())));
      } else if (o.numbers().isDefined()) {
        Seq<Integer> ns = o.numbers().get();
        m.put(o.name(), ns.get(r.nextInt(ns.size())));
      } else {
        int hi = o.max() <= 64 ? o.max() : Math.max(o.min(), (Integer) o.defaultValue());
        m.put(o.name(), o.min() + r.nextInt(hi - o.min() + 1));
      }
    }
    return MatchOptions.of(m);
  }

  /** Plays a random match from a seed, at most {@code maxSteps} actions. */
  protected Walk walk(long seed, int maxSteps) {
    SplittableRandom random = new SplittableRandom(seed);
    // How eager the seats are to pass when they may: from bidding to the top to passing out.
    double passBias = passBias(random.nextDouble());
    Walk w = new Walk();
    w.passBias = passBias;
    w.options = options(seed);
    GameState s =
        game.newMatch(w.options)
            .getOrElseThrow(r -> new AssertionError(w.options + ": " + r.toString()));
    w.states.add(s);
    for (int step = 0; step < maxSteps && !s.isOver(); step++) {
      GameState from = s;
      Action a;
      if (s.toAct() == GameState.CHANCE) {
        a = new Deal(Shuffle.using(random).order(s.deck()));
      } else {
        Seq<Action> legal = game.legalActions(s);
        assertFalse(
            legal.isEmpty(), () -> "a seat is to act but has no legal action: " + summary(from));
        a = choose(legal, random, passBias);
      }
      Either<Rejection, GameState> next = game.apply(s, a);
      assertTrue(
          next.isRight(),
          () ->
              "a legal action was rejected: "
                  + show(a)
                  + " "
                  + next.getLeft()
                  + "\n"
                  + summary(from));
      s = next.get();
      w.actions.add(a);
      w.states.add(s);
    }
    return w;
  }

  /**
   * How eager the seats of a random match are to pass, from the uniform draw in [0, 1): the draw
   * itself by default. A family where an auction of passes alone never ends the match (Five
   * Hundred's void hands, five-hundred.md F-10) caps it.
   */
  protected double passBias(double drawn) {
    return drawn;
  }

  private static Action choose(Seq<Action> legal, SplittableRandom random, double passBias) {
    if (legal.head() instanceof Pass && random.nextDouble() < passBias) {
      return legal.head();
    }
    return legal.get(random.nextInt(legal.size()));
  }

  /** Plays a random match from a seed to its end (bounded by {@link #stepBound()}). */
  protected Walk walk(long seed) {
    return walk(seed, stepBound());
  }
}
