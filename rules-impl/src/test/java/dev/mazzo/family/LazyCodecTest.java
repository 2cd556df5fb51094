package dev.mazzo.family;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.mazzo.codec.Codec;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import io.vavr.collection.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Issue 30: a family's codec is made on the first call of {@link Family#codec()}, never when the
 * family is made (by the catalog's {@link java.util.ServiceLoader}), so that a family loads no
 * Jackson class until JSON is asked for ({@code CatalogWithoutJacksonTest} in the examples runs the
 * catalog without Jackson); made once, it is the same object on every call.
 */
class LazyCodecTest {

  private static final Variant TWO = Variants.byId("briscola-2p").get();

  /** A family of one variant whose codec is made by {@code codec}. */
  private static Family family(Supplier<Codec> codec) {
    return new AbstractFamily("lazy", List.of(TWO), codec, new CodeText(), null) {
      @Override
      public Tally tally(PlayerView start) {
        throw new UnsupportedOperationException();
      }
    };
  }

  @Test
  @DisplayName("a family's codec is made on the first codec() only, and once")
  void madeOnFirstUse() {
    AtomicInteger made = new AtomicInteger();
    Family f =
        family(
            () -> {
              made.incrementAndGet();
              return Codec.common();
            });
    assertEquals(0, made.get(), "making the family made no codec");
    assertEquals("lazy", f.name());
    assertEquals(List.of(TWO), f.variants());
    assertEquals(0, made.get(), "its name and variants made no codec");
    Codec first = f.codec();
    assertSame(first, f.codec());
    assertEquals(1, made.get(), "the codec was made once");
  }

  @Test
  @DisplayName("the registered families and a family without a codec hand out their codecs")
  void registeredAndCommon() {
    for (Family f : Families.all()) {
      assertSame(f.codec(), f.codec(), f.name());
      assertNotSame(Codec.common(), f.codec(), f.name() + " has a codec of its own");
    }
    Family plain =
        new AbstractFamily("plain", List.of(TWO), new CodeText(), null) {
          @Override
          public Tally tally(PlayerView start) {
            throw new UnsupportedOperationException();
          }
        };
    assertSame(Codec.common(), plain.codec());
  }
}
