package dev.mazzo.server;

/** A client that watches a table: a seat's or a spectator's WebSocket. */
interface Conn {

  /** The seat it plays, or {@link Table#SPECTATOR}. */
  int seat();

  /** Sends a message; a closed connection drops it. */
  void send(String text);
}
