package dev.mazzo.server;

import java.util.List;

/**
 * A table as a {@link Store} keeps it: what replays it.
 *
 * @param id the table's id
 * @param header the match record's JSON without actions (variant, options, seats' kinds)
 * @param tokenHashes per seat, the SHA-256 of the seat's token in lowercase hex, or null for a
 *     bot's seat
 * @param seed the seed of the table's deals and bots
 * @param actions every accepted action, in order, as the protocol's ACTION JSON text
 */
public record StoredTable(
    String id, String header, List<String> tokenHashes, long seed, List<String> actions) {

  /** Copies the lists, so that a stored table is a value. */
  public StoredTable {
    tokenHashes = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(tokenHashes));
    actions = List.copyOf(actions);
  }
}
