package dev.mazzo.server;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/** Secret seat tokens and table ids: random, URL-safe; tokens are kept only as hashes. */
final class Tokens {

  private static final SecureRandom RANDOM = new SecureRandom();

  private Tokens() {}

  /** A new random string of {@code bytes} random bytes, base64url without padding. */
  static String random(int bytes) {
    byte[] b = new byte[bytes];
    RANDOM.nextBytes(b);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
  }

  /** A seat token: 128 random bits, 22 URL-safe characters. */
  static String token() {
    return random(16);
  }

  /** A table id: 72 random bits, 12 URL-safe characters. */
  static String tableId() {
    return random(9);
  }

  /** A seed for a table's deals and bots, when the server was given none. */
  static long seed() {
    return RANDOM.nextLong();
  }

  /** The SHA-256 of a token, in lowercase hex: what the store keeps. */
  static String hash(String token) {
    try {
      MessageDigest sha = MessageDigest.getInstance("SHA-256");
      return HexFormat.of().formatHex(sha.digest(token.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform has SHA-256", e);
    }
  }

  /** Whether a token hashes to a stored hash, compared in constant time. */
  static boolean matches(String token, String hash) {
    return token != null
        && hash != null
        && MessageDigest.isEqual(
            hash(token).getBytes(StandardCharsets.US_ASCII),
            hash.getBytes(StandardCharsets.US_ASCII));
  }
}
