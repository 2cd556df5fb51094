package dev.mazzo.briscola;

/** How a hand is decided (briscola.md B-32 … B-35). */
enum HandRule {
  /** Two sides; more than half of the points wins, an exact half each is void (B-33). */
  MAJORITY,
  /** Three or more sides; strictly more than every other side wins, a shared top is void (B-34). */
  TOP,
  /** Chiamata: the declarer's side against the target (B-58). */
  CONTRACT
}
