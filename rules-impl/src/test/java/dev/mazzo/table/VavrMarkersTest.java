package dev.mazzo.table;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Constructor;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The classes {@link TableGame} loads so that C2 inlines vavr's constructors (issue 29) are those
 * that the constructors of {@code Either.Right}, {@code Option.Some} and {@code List.Cons} name in
 * their signatures: with another vavr whose constructors name none, this fails, and the loading can
 * go.
 */
class VavrMarkersTest {

  @Test
  void eachMarkerIsInTheSignatureOfAConstructorTheHotPathsCall() throws Exception {
    String[] users = {
      "io.vavr.control.Either$Right", "io.vavr.control.Option$Some", "io.vavr.collection.List$Cons"
    };
    for (int i = 0; i < users.length; i++) {
      Class<?> marker =
          Class.forName(TableGame.VAVR_MARKERS[i], false, getClass().getClassLoader());
      boolean named = false;
      for (Constructor<?> c : Class.forName(users[i]).getDeclaredConstructors()) {
        named |= Arrays.asList(c.getParameterTypes()).contains(marker);
      }
      assertTrue(named, users[i] + " has a constructor naming " + marker.getName());
    }
  }
}
