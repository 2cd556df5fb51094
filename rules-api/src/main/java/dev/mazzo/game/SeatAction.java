package dev.mazzo.game;

/** An action sent by a seat (every action but {@link Deal}). */
public interface SeatAction extends Action {
  /** The seat that sends it; {@link Game#apply} rejects it with NOT_YOUR_TURN if not to act. */
  int seat();
}
