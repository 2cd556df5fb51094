package dev.mazzo.search;

import dev.mazzo.game.Action;
import java.util.HashMap;
import java.util.Map;

/**
 * A node of the ISMCTS tree: an information set of the searching seat, reached by the actions on
 * its path. Its statistics are from the point of view of {@link #actor}, the seat that took the
 * action leading here.
 */
final class Node {

  /** The action from the parent; null at the root. */
  final Action action;

  /** The seat that took {@link #action}; -1 at the root. */
  final int actor;

  /** The parent; null at the root. */
  final Node parent;

  /**
   * The children by their action (hashed: a discard may have hundreds of siblings). Only looked up,
   * never iterated, so its order cannot reach a decision.
   */
  private final Map<Action, Node> children = new HashMap<>();

  /** How many iterations passed through this node. */
  int visits;

  /** How many iterations could have chosen this node at its parent (its action was legal). */
  int availability;

  /** The sum of {@link #actor}'s rewards over the visits. */
  double reward;

  Node(Action action, int actor, Node parent) {
    this.action = action;
    this.actor = actor;
    this.parent = parent;
  }

  /** The child reached by an action equal to {@code a}, or null. */
  Node child(Action a) {
    return children.get(a);
  }

  /** A new child for {@code a}, taken by {@code seat}, available once. */
  Node expand(Action a, int seat) {
    Node c = new Node(a, seat, this);
    c.availability = 1;
    children.put(a, c);
    return c;
  }

  /** UCB1 with availability counts: mean reward plus {@code c}·√(ln availability / visits). */
  double ucb(double c) {
    return reward / visits + c * Math.sqrt(Math.log(availability) / visits);
  }
}
