package dev.mazzo.server;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A request the server refuses: an HTTP status, a stable code and a sentence, answered as {@code
 * {"error":{"code":…,"message":…}}}.
 */
final class ApiError extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** The HTTP status. */
  final int status;

  /** The stable code, such as {@code UNKNOWN_VARIANT}. */
  final String code;

  ApiError(int status, String code, String message) {
    super(message, null, false, false);
    this.status = status;
    this.code = code;
  }

  /** {@code {"code":…,"message":…}}. */
  static ObjectNode error(String code, String message) {
    ObjectNode o = JsonNodeFactory.instance.objectNode();
    o.put("code", code);
    o.put("message", message);
    return o;
  }

  /** {@code {"error":{"code":…,"message":…}}}. */
  ObjectNode body() {
    ObjectNode o = JsonNodeFactory.instance.objectNode();
    o.set("error", error(code, getMessage()));
    return o;
  }

  static ApiError malformed(String message) {
    return new ApiError(400, "MALFORMED", message);
  }

  static ApiError notFound(String tableId) {
    return new ApiError(404, "NOT_FOUND", "There is no table " + Messages.quote(tableId) + ".");
  }
}
