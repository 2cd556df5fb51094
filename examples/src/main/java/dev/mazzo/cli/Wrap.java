package dev.mazzo.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Fits text to the terminal: a line wider than {@link #WIDTH} columns is broken on word boundaries,
 * its continuation lines indented two columns past the line's own indentation. A line that fits,
 * such as a table row kept narrow by design, is left as it is.
 */
final class Wrap {

  /** The widest line {@code play} and {@code simulate} print. */
  static final int WIDTH = 80;

  /** A word and the spaces before it, kept as they are (a list of choices has two). */
  private static final Pattern WORD = Pattern.compile("( *)(\\S+)");

  private Wrap() {}

  /**
   * The lines of a text (which may itself hold line breaks), none wider than {@code width} but for
   * a single word longer than that.
   *
   * @param text the text
   * @param width the widest line
   * @return the lines, without line separators
   */
  static List<String> lines(String text, int width) {
    List<String> out = new ArrayList<>();
    for (String line : text.split("\\R", -1)) {
      wrap(line, width, out);
    }
    return out;
  }

  /**
   * A status line ({@code Hand 1 | trump card KH | …}) or a line of counts ({@code went out: …;
   * Tombolon: …; complete deals: 42}) is broken between its parts rather than inside one, when
   * every part fits on a line; false (and nothing added) otherwise.
   */
  private static boolean bySegments(
      String line, int lead, String indent, int width, List<String> out) {
    boolean status = line.contains(" | ");
    boolean counts = !status && line.contains("; ") && !line.contains(". ");
    if (!status && !counts) {
      return false;
    }
    String[] parts = line.substring(lead).split(status ? " (?=\\| )" : "(?<=;) ");
    for (String part : parts) {
      if (indent.length() + part.length() > width) {
        return false;
      }
    }
    StringBuilder current = new StringBuilder(line.substring(0, lead)).append(parts[0]);
    for (int i = 1; i < parts.length; i++) {
      if (current.length() + 1 + parts[i].length() > width) {
        out.add(current.toString());
        current = new StringBuilder(indent).append(parts[i]);
      } else {
        current.append(' ').append(parts[i]);
      }
    }
    out.add(current.toString());
    return true;
  }

  private static void wrap(String line, int width, List<String> out) {
    if (line.length() <= width) {
      out.add(line);
      return;
    }
    int lead = 0;
    while (lead < line.length() && line.charAt(lead) == ' ') {
      lead++;
    }
    String indent = " ".repeat(Math.min(lead + 2, width / 2));
    if (bySegments(line, lead, indent, width, out)) {
      return;
    }
    StringBuilder current = new StringBuilder(line.substring(0, lead));
    boolean empty = true;
    Matcher m = WORD.matcher(line.substring(lead));
    while (m.find()) {
      String gap = m.group(1);
      String word = m.group(2);
      if (!empty && current.length() + gap.length() + word.length() > width) {
        out.add(current.toString());
        current = new StringBuilder(indent);
        empty = true;
      }
      if (!empty) {
        current.append(gap);
      }
      current.append(word);
      empty = false;
    }
    out.add(current.toString());
  }
}
