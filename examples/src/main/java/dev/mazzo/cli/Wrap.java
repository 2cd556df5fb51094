package dev.mazzo.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Fits text to the terminal: a line wider than the width (the terminal's, {@link #WIDTH} columns by
 * default) is broken on word boundaries, its continuation lines indented two columns past the
 * line's own indentation. A line that fits, such as a table row kept narrow by design, is left as
 * it is. A word is never broken: a line is only wider than the width when a single word is.
 *
 * <p>Two or more spaces in a row separate the units of a line, such as the items of a list of
 * choices ({@code Your choices: 1) pass 2) trump H 6H}): a unit is never broken across lines when
 * it fits on a line of its own, so an item's number and its text stay together. Single spaces
 * separate the words of a unit, where a line may be broken. From {@link #MIN_WIDTH} columns up,
 * every unit that the commands print fits on a line of its own.
 */
final class Wrap {

  /** The widest line {@code play} and {@code simulate} print. */
  static final int WIDTH = 80;

  /** The narrowest width the commands accept: from here up no unit they print is broken. */
  static final int MIN_WIDTH = 40;

  /**
   * A unit (words joined by single spaces) and the spaces before it, kept as they are (a list of
   * choices has two).
   */
  private static final Pattern UNIT = Pattern.compile("( *)(\\S+(?: \\S+)*)");

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
    List<String> gaps = new ArrayList<>();
    List<String> units = new ArrayList<>();
    Matcher m = UNIT.matcher(line.substring(lead));
    while (m.find()) {
      gaps.add(m.group(1));
      units.add(m.group(2));
    }
    place(line.substring(0, lead), gaps, units, indent, width, out);
  }

  /**
   * Units joined by single spaces after a head (such as {@code " "}), filled into lines no wider
   * than {@code width}: a unit begins a new line rather than being broken, unless it is wider than
   * a line of its own; continuation lines are indented two columns past the head's indentation.
   *
   * @param head the start of the first line; blank for none
   * @param units the units, such as {@code dealer=0 (0-1),}
   * @param width the widest line
   * @return the lines, without line separators
   */
  static List<String> fill(String head, List<String> units, int width) {
    int lead = 0;
    while (lead < head.length() && head.charAt(lead) == ' ') {
      lead++;
    }
    return fill(head, units, " ".repeat(Math.min(lead + 2, width / 2)), width);
  }

  /**
   * Units filled as by {@link #fill(String, List, int)}, continuation lines beginning with {@code
   * indent}.
   *
   * @param head the start of the first line; blank for none
   * @param units the units
   * @param indent the start of every other line
   * @param width the widest line
   * @return the lines, without line separators
   */
  static List<String> fill(String head, List<String> units, String indent, int width) {
    List<String> gaps = new ArrayList<>();
    for (int i = 0; i < units.size(); i++) {
      gaps.add(" ");
    }
    List<String> out = new ArrayList<>();
    place(head, gaps, units, indent, width, out);
    return out;
  }

  /**
   * Lays units out after {@code head}: each with its gap before it, on a new line (after {@code
   * indent}) when it does not fit on the current one but fits on a line of its own; word by word
   * when it is wider than a line.
   */
  private static void place(
      String head,
      List<String> gaps,
      List<String> units,
      String indent,
      int width,
      List<String> out) {
    StringBuilder current = new StringBuilder(head);
    boolean empty = head.isBlank();
    for (int u = 0; u < units.size(); u++) {
      String gap = gaps.get(u);
      String unit = units.get(u);
      if (!empty
          && current.length() + gap.length() + unit.length() > width
          && indent.length() + unit.length() <= width) {
        // The unit fits on a line of its own: it begins the next line rather than being broken.
        out.add(current.toString());
        current = new StringBuilder(indent);
        empty = true;
      }
      // Word by word: this only breaks the unit when it is wider than a line.
      String[] words = unit.split(" ");
      for (int i = 0; i < words.length; i++) {
        String before = i == 0 ? gap : " ";
        if (!empty && current.length() + before.length() + words[i].length() > width) {
          out.add(current.toString());
          current = new StringBuilder(indent);
          empty = true;
        }
        if (!empty) {
          current.append(before);
        }
        current.append(words[i]);
        empty = false;
      }
    }
    out.add(current.toString());
  }
}
