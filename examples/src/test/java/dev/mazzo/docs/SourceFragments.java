package dev.mazzo.docs;

import static dev.mazzo.docs.Repo.ROOT;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The text of the repository's Java sources that can cite a rule number: every comment, every
 * {@code @DisplayName} and {@code @Label}, and each test method named after a rule.
 */
final class SourceFragments {

  private SourceFragments() {}

  /** Text that can cite a rule: a comment, a test's display name, a test method's name. */
  record Fragment(Path file, int line, String kind, String text) {}

  /** Every Java source of the repository, main and test, of every module; build output skipped. */
  static List<Path> javaSources() {
    try (Stream<Path> s = Files.walk(ROOT)) {
      return s.filter(p -> p.toString().endsWith(".java"))
          .filter(
              p -> {
                Path rel = ROOT.relativize(p);
                for (Path part : rel) {
                  String n = part.toString();
                  if (n.equals("target") || n.startsWith(".")) {
                    return false;
                  }
                }
                return true;
              })
          .sorted()
          .collect(Collectors.toList());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static final Pattern TEST_METHOD_NAME = Pattern.compile("([btgpf])(\\d+)(?:_.*)?");
  private static final Set<String> NAME_ANNOTATIONS = Set.of("DisplayName", "Label");

  /**
   * The fragments of one source: every comment, the concatenated string literals of each
   * {@code @DisplayName(...)} and {@code @Label(...)}, and (in test sources) each method named
   * after a rule, such as {@code b39_firstToTwo} (cites B-39).
   */
  static List<Fragment> fragments(Path file, String src) {
    boolean testSource = file.toString().replace('\\', '/').contains("/src/test/");
    List<Fragment> out = new ArrayList<>();
    // Tokens of code: identifiers, '@', '(', ')', and string literals, with their lines.
    List<String> tokens = new ArrayList<>();
    List<Integer> lines = new ArrayList<>();
    int line = 1;
    int i = 0;
    int n = src.length();
    while (i < n) {
      char c = src.charAt(i);
      if (c == '\n') {
        line++;
        i++;
      } else if (src.startsWith("//", i)) {
        int end = src.indexOf('\n', i);
        end = end < 0 ? n : end;
        out.add(new Fragment(file, line, "comment", src.substring(i, end)));
        i = end;
      } else if (src.startsWith("/*", i)) {
        int end = src.indexOf("*/", i + 2);
        end = end < 0 ? n : end + 2;
        String text = src.substring(i, end);
        out.add(new Fragment(file, line, text.startsWith("/**") ? "Javadoc" : "comment", text));
        line += count(text, '\n');
        i = end;
      } else if (src.startsWith("\"\"\"", i)) {
        int end = src.indexOf("\"\"\"", i + 3);
        end = end < 0 ? n : end + 3;
        String text = src.substring(i, end);
        tokens.add("\"" + text);
        lines.add(line);
        line += count(text, '\n');
        i = end;
      } else if (c == '"' || c == '\'') {
        int j = i + 1;
        while (j < n && src.charAt(j) != c && src.charAt(j) != '\n') {
          j += src.charAt(j) == '\\' ? 2 : 1;
        }
        if (c == '"') {
          tokens.add("\"" + src.substring(i + 1, Math.min(j, n)));
          lines.add(line);
        }
        i = Math.min(j + 1, n);
      } else if (Character.isJavaIdentifierStart(c)) {
        int j = i + 1;
        while (j < n && Character.isJavaIdentifierPart(src.charAt(j))) {
          j++;
        }
        tokens.add(src.substring(i, j));
        lines.add(line);
        i = j;
      } else {
        if (c == '@' || c == '(' || c == ')') {
          tokens.add(String.valueOf(c));
          lines.add(line);
        }
        i++;
      }
    }
    for (int k = 0; k + 2 < tokens.size(); k++) {
      if (tokens.get(k).equals("@")
          && NAME_ANNOTATIONS.contains(tokens.get(k + 1))
          && tokens.get(k + 2).equals("(")) {
        StringBuilder text = new StringBuilder();
        int depth = 0;
        int j = k + 2;
        for (; j < tokens.size(); j++) {
          String t = tokens.get(j);
          if (t.equals("(")) {
            depth++;
          } else if (t.equals(")") && --depth == 0) {
            break;
          } else if (t.startsWith("\"")) {
            text.append(t.substring(1));
          }
        }
        out.add(new Fragment(file, lines.get(k), "@" + tokens.get(k + 1), text.toString()));
        k = j;
      } else if (testSource && tokens.get(k).equals("void") && tokens.get(k + 2).equals("(")) {
        Matcher m = TEST_METHOD_NAME.matcher(tokens.get(k + 1));
        if (m.matches()) {
          String cited = m.group(1).toUpperCase(Locale.ROOT) + "-" + m.group(2);
          out.add(new Fragment(file, lines.get(k), "test name " + tokens.get(k + 1), cited));
        }
      }
    }
    return out;
  }

  private static int count(String s, char c) {
    int k = 0;
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) == c) {
        k++;
      }
    }
    return k;
  }
}
