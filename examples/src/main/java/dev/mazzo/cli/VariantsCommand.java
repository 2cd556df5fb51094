package dev.mazzo.cli;

import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import io.vavr.collection.Seq;
import java.io.PrintStream;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

/** {@code mazzo variants}: the catalog as a table. */
@Command(
    name = "variants",
    mixinStandardHelpOptions = true,
    description = "List the variants: id, name, players, deck size and options with defaults.")
final class VariantsCommand implements Callable<Integer> {

  @ParentCommand Mazzo mazzo;

  @Override
  public Integer call() {
    print(mazzo.out, Variants.all());
    return 0;
  }

  /** Prints the variants as an aligned table with a header. */
  static void print(PrintStream out, Seq<Variant> variants) {
    String[] head = {"ID", "NAME", "PLAYERS", "DECK", "OPTIONS (default, allowed)"};
    String[][] rows = new String[variants.size()][];
    int[] width = new int[head.length];
    for (int c = 0; c < head.length; c++) {
      width[c] = head[c].length();
    }
    for (int r = 0; r < rows.length; r++) {
      Variant v = variants.get(r);
      rows[r] =
          new String[] {
            v.id(),
            v.name(),
            String.valueOf(v.players()),
            String.valueOf(v.deckSize()),
            v.options().map(Catalog::describe).mkString(", ")
          };
      for (int c = 0; c < head.length; c++) {
        width[c] = Math.max(width[c], rows[r][c].length());
      }
    }
    printRow(out, head, width);
    for (String[] row : rows) {
      printRow(out, row, width);
    }
    out.flush();
  }

  private static void printRow(PrintStream out, String[] cells, int[] width) {
    StringBuilder b = new StringBuilder();
    for (int c = 0; c < cells.length; c++) {
      boolean number = c == 2 || c == 3;
      String cell = cells[c];
      if (c == cells.length - 1) {
        b.append(cell);
      } else if (number) {
        b.append(" ".repeat(width[c] - cell.length())).append(cell).append("  ");
      } else {
        b.append(cell).append(" ".repeat(width[c] - cell.length())).append("  ");
      }
    }
    out.println(b.toString().stripTrailing());
  }
}
