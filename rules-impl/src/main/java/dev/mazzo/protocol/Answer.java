package dev.mazzo.protocol;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.codec.JsonOut;

/**
 * One answer of the {@link Referee}, written to a {@link JsonOut} as compact JSON without a line
 * break: either a tree (every answer but the hot ones) or written without a tree ({@link
 * AnswerStream}, issue 27). Either way its bytes are those of {@link Json#write} of the answer's
 * tree.
 */
@FunctionalInterface
interface Answer {

  /**
   * Writes the answer.
   *
   * @param out where it goes
   */
  void writeTo(JsonOut out);

  /**
   * An answer that is a tree.
   *
   * @param tree the answer
   * @return the answer that writes it
   */
  static Answer of(ObjectNode tree) {
    return out -> out.tree(tree);
  }
}
