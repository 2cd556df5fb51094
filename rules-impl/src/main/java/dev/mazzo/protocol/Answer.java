package dev.mazzo.protocol;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;

/**
 * One answer of the {@link Referee}, written to a generator as compact JSON without a line break:
 * either a tree (every answer but the hot ones) or streamed without a tree ({@link AnswerStream},
 * issue 27). Either way its bytes are those of {@link Json#write} of the answer's tree.
 */
@FunctionalInterface
interface Answer {

  /**
   * Writes the answer.
   *
   * @param g where it goes
   * @throws IOException when writing fails
   */
  void writeTo(JsonGenerator g) throws IOException;

  /**
   * An answer that is a tree.
   *
   * @param tree the answer
   * @return the answer that writes it
   */
  static Answer of(ObjectNode tree) {
    return g -> g.writeTree(tree);
  }
}
