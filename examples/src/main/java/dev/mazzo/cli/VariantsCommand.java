package dev.mazzo.cli;

import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import io.vavr.collection.Seq;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

/**
 * {@code mazzo variants}: the catalog as a table (id, name, players, deck), each variant's options
 * with their defaults and allowed values on the lines under its row, all fitted to the width
 * ({@link Mazzo}); an option is never split across lines when it fits on one. Where the table is
 * wider than the width, each variant's row is a sentence instead.
 */
@Command(
    name = "variants",
    mixinStandardHelpOptions = true,
    description = "List the variants: id, name, players, deck size and options with defaults.")
final class VariantsCommand implements Callable<Integer> {

  @ParentCommand Mazzo mazzo;

  @Override
  public Integer call() {
    print(mazzo.out, Variants.all(), mazzo.width());
    return 0;
  }

  /** Where a variant's options begin, under its row. */
  private static final String OPTIONS_INDENT = "    ";

  /** Prints the variants as an aligned table with a header, fitted to {@code widest} columns. */
  static void print(PrintStream out, Seq<Variant> variants, int widest) {
    String[] head = {"ID", "NAME", "PLAYERS", "DECK"};
    String[][] rows = new String[variants.size()][];
    int[] width = new int[head.length];
    for (int c = 0; c < head.length; c++) {
      width[c] = head[c].length();
    }
    for (int r = 0; r < rows.length; r++) {
      Variant v = variants.get(r);
      rows[r] =
          new String[] {
            v.id(), v.name(), String.valueOf(v.players()), String.valueOf(v.deckSize())
          };
      for (int c = 0; c < head.length; c++) {
        width[c] = Math.max(width[c], rows[r][c].length());
      }
    }
    int tableWidth = 2 * (head.length - 1);
    for (int w : width) {
      tableWidth += w;
    }
    boolean table = tableWidth <= widest;
    if (table) {
      out.println(row(head, width));
    } else {
      out.println("ID: NAME, PLAYERS, DECK");
    }
    out.println(OPTIONS_INDENT + "OPTIONS (default, allowed values)");
    for (int r = 0; r < rows.length; r++) {
      Variant v = variants.get(r);
      if (table) {
        out.println(row(rows[r], width));
      } else {
        List<String> sentence =
            List.of(
                v.id() + ":",
                v.name() + ",",
                Catalog.count(v.players(), "player", "players") + ",",
                Catalog.count(v.deckSize(), "card", "cards"));
        for (String l : Wrap.fill("", sentence, widest)) {
          out.println(l);
        }
      }
      Seq<String> options = v.options().map(Catalog::describe);
      List<String> units = new ArrayList<>();
      for (int i = 0; i < options.size(); i++) {
        units.add(options.get(i) + (i < options.size() - 1 ? "," : ""));
      }
      for (String l : Wrap.fill(OPTIONS_INDENT, units, widest)) {
        out.println(l);
      }
    }
    out.flush();
  }

  private static String row(String[] cells, int[] width) {
    StringBuilder b = new StringBuilder();
    for (int c = 0; c < cells.length; c++) {
      boolean number = c == 2 || c == 3;
      String cell = cells[c];
      if (c > 0) {
        b.append("  ");
      }
      if (number) {
        b.append(" ".repeat(width[c] - cell.length())).append(cell);
      } else {
        b.append(cell).append(" ".repeat(width[c] - cell.length()));
      }
    }
    return b.toString().stripTrailing();
  }
}
